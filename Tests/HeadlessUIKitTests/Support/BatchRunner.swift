import Foundation
import HeadlessUIKit

/// `IndexPath(row: row, section: section)`, written `(section, row)` as in the spec (C0.1).
func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

/// Loads a table of `before` counts, then runs one batch that swaps the model to `after` inside
/// the block, and returns the first violation.
@MainActor
func runBatch(
  before: [Int], after: [Int], strictness: Strictness = .strict,
  _ operations: @escaping (UITableView) -> Void
) -> (error: TableUpdateError?, fixture: Fixture) {
  let fixture = Fixture(counts: before)
  fixture.table.strictness = strictness
  fixture.load()
  do {
    try fixture.table.checkedPerformBatchUpdates {
      fixture.source.sections = ListDataSource.titles(after)
      operations(fixture.table)
    }
    return (nil, fixture)
  } catch {
    return (error, fixture)
  }
}
