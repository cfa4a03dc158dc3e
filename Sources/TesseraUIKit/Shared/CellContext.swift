#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// What a cell knows about the row it shows, and how it talks back to the row's behaviours: the
/// same value for table cells and collection cells.
@MainActor
public struct CellContext {
  /// The id of the row the cell shows.
  public let rowID: RowID
  /// Whether the row is expanded: an expandable row shown in its expanded state, or a parent in
  /// an outline (a row with ``Row/children``) whose children show. Always `false` for a row
  /// that is neither.
  public let isExpanded: Bool
  /// How deep the row is in an outline: 0 for a row of the section itself, 1 for a child of
  /// one of those, and so on. The hosts indent a cell by it (its `indentationLevel`); a cell
  /// that lays out its own content can indent by it too.
  public let outlineLevel: Int
  /// Whether the cell is being configured only to be measured, not shown.
  public let isMeasuring: Bool
  private let sendEvent: @MainActor (any Sendable) -> Bool
  private let invalidate: @MainActor () -> Void

  init(
    rowID: RowID, isExpanded: Bool, outlineLevel: Int = 0, isMeasuring: Bool,
    send: @escaping @MainActor (any Sendable) -> Bool, invalidateHeight: @escaping @MainActor () -> Void = {}
  ) {
    self.rowID = rowID
    self.isExpanded = isExpanded
    self.outlineLevel = outlineLevel
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
