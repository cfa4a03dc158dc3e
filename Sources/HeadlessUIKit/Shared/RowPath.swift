#if !canImport(UIKit)
import Foundation

/// A two-level index (section, then row or item) used on hot paths instead of `IndexPath`
/// (cheaper to hash and compare), by the table and the collection view alike.
struct RowPath: Hashable, Comparable, Sendable {
  var section: Int
  var row: Int

  init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  init(_ indexPath: IndexPath) {
    self.init(section: indexPath.section, row: indexPath.row)
  }

  var indexPath: IndexPath { IndexPath(row: row, section: section) }

  static func < (lhs: RowPath, rhs: RowPath) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
  }
}
#endif
