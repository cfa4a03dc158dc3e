#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraUIKit

/// How the rows on screen changed since a ``RowVisibilityHandler`` was last called.
public struct RowVisibilityChange: Sendable, Hashable {
  /// The ids of the rows on screen now, in display order.
  public var visible: [RowID]
  /// The rows that came on screen, in display order.
  public var entered: [RowID]
  /// The rows that went off screen (or away), in the order they were shown.
  public var left: [RowID]

  /// A change to `visible` that brought `entered` and took away `left`.
  public init(visible: [RowID], entered: [RowID], left: [RowID]) {
    self.visible = visible
    self.entered = entered
    self.left = left
  }

  /// The change from the rows `old` to the rows `new`, both in display order.
  /// - Complexity: O(`old.count` + `new.count`).
  init(from old: [RowID], to new: [RowID]) {
    let before = Set(old)
    let after = Set(new)
    self.init(visible: new, entered: new.filter { !before.contains($0) }, left: old.filter { !after.contains($0) })
  }
}

/// What runs when the rows on screen change: a row counts as on screen while at least
/// `threshold` of its height shows in the viewport (0.5: half of it, 1: all of it).
@MainActor
public struct RowVisibilityHandler {
  /// The fraction of a row's height that must show for it to count as on screen, from 0 (any
  /// part of it) to 1 (all of it); a value outside that range is clamped, NaN counts as 0.
  public let threshold: Double
  /// Called on the main actor, on the turn after the rows on screen changed (never while
  /// SwiftUI updates views), with the rows that entered and left; not called when they did not
  /// change.
  public let action: @MainActor (RowVisibilityChange) -> Void

  /// Calls `action` when the rows showing at least `threshold` of their height change.
  public init(threshold: Double = 0.5, action: @escaping @MainActor (RowVisibilityChange) -> Void) {
    self.threshold = threshold
    self.action = action
  }
}
