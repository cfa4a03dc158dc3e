#if !canImport(UIKit)
import Foundation

// R1.9: UIKit adds `init(row:section:)`, `row` and `section` to Foundation's `IndexPath`; outside
// Apple platforms Foundation lacks them, so they are declared here with the same spelling.
extension IndexPath {
  /// Creates an index path for a row of a table view, stored as `[section, row]`.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section of a table view index path (its first element).
  ///
  /// Table view index paths always have two elements; reading it from a shorter path returns 0
  /// (UIKit traps; a headless test must not crash on bad input).
  public var section: Int {
    get { tableComponent(0) }
    set { setTableComponent(0, to: newValue) }
  }

  /// The row of a table view index path (its second element).
  ///
  /// Reading it from a path with fewer than two elements returns 0 (see ``section``).
  public var row: Int {
    get { tableComponent(1) }
    set { setTableComponent(1, to: newValue) }
  }

  /// A collection view's index path: `item` in `section`.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The item of a collection view's index path (the same index as ``row``).
  public var item: Int {
    get { row }
    set { row = newValue }
  }

  /// The element at `position` of a two-element path (0 where the path is shorter).
  private func tableComponent(_ position: Int) -> Int {
    assert(count == 2, "Invalid index path for use with UITableView: \(self)")
    return count > position ? self[position] : 0
  }

  /// Sets the element at `position`, padding the path to two elements first.
  private mutating func setTableComponent(_ position: Int, to value: Int) {
    while count < 2 { append(0) }
    self[position] = value
  }
}
#endif
