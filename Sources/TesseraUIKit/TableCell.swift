#if canImport(UIKit)
import UIKit
#else
// On Linux the headless UIKit stands in for UIKit: re-exported so that `import TesseraUIKit` is
// all app code needs on both platforms.
@_exported import HeadlessUIKit
#endif
@_exported import Tessera

/// A table view cell that shows one type of row content.
///
/// Register it for its content type with ``TableViewHost/register(_:for:)``; the host dequeues it
/// for every row whose content has that type and calls ``configure(with:context:)`` on every use,
/// so a cell must set everything it shows each time (cells are reused).
///
/// ```swift
/// final class PriceCell: UITableViewCell, TableCell {
///   func configure(with price: Price, context: TableCellContext) {
///     textLabel?.text = price.formatted
///   }
/// }
/// ```
@MainActor
public protocol TableCell: UITableViewCell {
  /// The type of content this cell shows.
  associatedtype Content: Equatable & Sendable

  /// Shows `content`. Called on every dequeue and every refresh: set every visible property.
  func configure(with content: Content, context: TableCellContext)

  /// One-time set-up (add subviews, constraints), called once per cell before its first
  /// ``configure(with:context:)``. Use it instead of an initializer: UIKit's
  /// `init(style:reuseIdentifier:)` is not `required` and the headless one is, so an
  /// initializer override does not compile the same on both platforms. Does nothing by default.
  func setUp()
}

extension TableCell {
  /// Nothing to set up.
  public func setUp() {}
}

/// Marks a cell whose ``TableCell/setUp()`` has run. A zero-size subview (not a table of
/// object identifiers, which can be reused once a cell is freed) so the mark lives and dies with
/// the cell.
final class SetUpMarker: UIView {
  /// Runs `setUp` the first time it is asked for `cell`.
  static func setUpIfNeeded(_ cell: UITableViewCell, _ setUp: () -> Void) {
    setUpIfNeeded(inContentView: cell.contentView, setUp)
  }

  /// Runs `setUp` the first time it is asked for the cell owning `contentView`.
  static func setUpIfNeeded(inContentView contentView: UIView, _ setUp: () -> Void) {
    guard !contentView.subviews.contains(where: { $0 is SetUpMarker }) else { return }
    let marker = SetUpMarker(frame: .zero)
    marker.isHidden = true
    contentView.addSubview(marker)
    setUp()
  }
}

/// What a cell knows about the row it shows, and how it talks back to the row's behaviours.
@MainActor
public struct TableCellContext {
  /// The id of the row the cell shows.
  public let rowID: RowID
  /// Whether the row is expanded (always `false` for rows that are not expandable).
  public let isExpanded: Bool
  /// Whether the cell is being configured only to be measured, not shown.
  public let isMeasuring: Bool
  private let sendEvent: @MainActor (any Sendable) -> Bool
  private let invalidate: @MainActor () -> Void

  init(
    rowID: RowID, isExpanded: Bool, isMeasuring: Bool, send: @escaping @MainActor (any Sendable) -> Bool,
    invalidateHeight: @escaping @MainActor () -> Void = {}
  ) {
    self.rowID = rowID
    self.isExpanded = isExpanded
    self.isMeasuring = isMeasuring
    self.sendEvent = send
    self.invalidate = invalidateHeight
  }

  /// Sends a typed event (a switch toggled, a button tapped) to the row's handler for
  /// `Event`, resolved by row id against what is on screen when it happens. Returns `false`
  /// when the row is gone or has no handler for that type.
  @discardableResult
  public func send<Event: Sendable>(_ event: Event) -> Bool { sendEvent(event) }

  /// Asks for the row to be measured again: what the cell shows changed size without the row's
  /// content changing (a picture arrived, state inside a SwiftUI row). The cell on screen is
  /// measured on the next turn of the main actor, with the other rows that asked, and the new
  /// height animates. Does nothing for a cell configured only to be measured.
  public func invalidateHeight() {
    guard !isMeasuring else { return }
    invalidate()
  }
}
