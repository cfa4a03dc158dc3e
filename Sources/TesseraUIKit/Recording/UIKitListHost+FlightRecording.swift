#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// What a UIKit host tells its controller's flight recorder about the view: its kind, how far it
// is scrolled, and the settings a replay needs to show the same thing.
extension UIKitListHost: FlightRecordedHost {
  /// `TableViewHost` or `CollectionViewHost`.
  package var flightRecorderHostKind: String { String(describing: type(of: self)) }

  /// The top of the viewport in the content.
  package var flightRecorderViewportTop: Double? { Double(listView.contentOffset.y) }

  /// Selection, the height of title headers and the viewport's height.
  package var flightRecorderSettings: FlightRecording.Settings {
    FlightRecording.Settings(
      keepsSelection: selectionBehavior == .persistent, allowsMultipleSelection: listView.allowsMultipleSelection,
      titleSupplementHeight: titleSupplementHeight, viewportHeight: Double(listView.bounds.height))
  }
}
