#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraUIKit

/// Where a ``SnapshotListCoordinator`` keeps the selected row ids outside the host: a SwiftUI
/// `Binding<Set<RowID>>` in `SnapshotList`, or any pair of accessors.
@MainActor
public struct RowSelection {
  /// Reads the ids the app wants selected.
  public let get: @MainActor () -> Set<RowID>
  /// Writes the ids the host has selected (after a tap, or when a diff removed a selected row),
  /// those a collapsed section hides included.
  public let set: @MainActor (Set<RowID>) -> Void

  /// A selection read and written through `get` and `set`.
  public init(get: @escaping @MainActor () -> Set<RowID>, set: @escaping @MainActor (Set<RowID>) -> Void) {
    self.get = get
    self.set = set
  }
}
