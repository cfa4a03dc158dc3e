import Foundation
import HeadlessUIKit
import Testing

/// A data source that returns cells it made itself (R2.7).
@MainActor
private final class HandMadeCellDataSource: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: "cell")
  }
}

/// Loading and count caching (R2).
@MainActor
struct LoadingTests {
  @Test("R2.1: without numberOfSections(in:) the table has one section and never asks for it")
  func defaultSectionCount() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let source = SingleSectionDataSource(rows: ["a", "b"])
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(!table.eventLog.contains(.numberOfSections))
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["a", "b"])
  }

  @Test("R2.2: sections once, rows of every section, heights of every row, then cells of visible rows only")
  func loadSequence() {
    let fixture = Fixture(counts: [3, 30])
    let heights = HeightDelegate { _ in 44 }
    fixture.delegate = heights
    fixture.load()
    let log = fixture.table.eventLog
    #expect(Array(log.prefix(3)) == [.numberOfSections, .numberOfRows(section: 0), .numberOfRows(section: 1)])
    let heightPaths = log.compactMap(\.heightForRowPath)
    #expect(heightPaths.count == 33)
    let firstCell = log.firstIndex { $0.cellForRowPath != nil } ?? 0
    let lastHeight = log.lastIndex { $0.heightForRowPath != nil } ?? .max
    #expect(lastHeight < firstCell, "every height is asked before any cell (R5.2)")
    let cells = log.compactMap(\.cellForRowPath)
    #expect(cells == (0..<3).map { ip(0, $0) } + (0..<7).map { ip(1, $0) })
    #expect(log.filter { $0 == .numberOfSections }.count == 1)
  }

  @Test("R2.3: counts are cached; the data source is not asked again until reloadData()")
  func countsAreCached() {
    let fixture = Fixture(counts: [3])
    fixture.load()
    let queries = fixture.table.eventLog.filter(\.isCountQuery).count
    fixture.source.sections = ListDataSource.titles([7])
    #expect(fixture.table.numberOfRows(inSection: 0) == 3)
    #expect(fixture.table.numberOfSections == 1)
    #expect(fixture.table.eventLog.filter(\.isCountQuery).count == queries)
    fixture.table.reloadData()
    fixture.load()
    #expect(fixture.table.numberOfRows(inSection: 0) == 7)
  }

  @Test("R2.4: reloadData() re-requests visible cells from the pool, with prepareForReuse")
  func reloadDataReusesCells() {
    let fixture = Fixture(counts: [5])
    fixture.load()
    let before = Set(fixture.table.visibleCells.map(ObjectIdentifier.init))
    fixture.source.sections = [["x", "y"]]
    fixture.table.reloadData()
    fixture.load()
    #expect(fixture.visibleTexts == ["x", "y"])
    #expect(Set(fixture.table.visibleCells.map(ObjectIdentifier.init)).isSubset(of: before))
    #expect(fixture.table.prepareForReuseCalls["cell"] == 2)
    #expect(fixture.table.cellsCreated["cell"] == 5)
  }

  @Test("R2.4: reloadData() inside a batch is misuse (strict) or a warning (UIKit-compatible)")
  func reloadDataInsideBatch() {
    let fixture = Fixture(counts: [2])
    fixture.load()
    fixture.table.beginUpdates()
    #expect(fixture.table.hasUncommittedUpdates)
    fixture.source.sections = ListDataSource.titles([5])
    fixture.table.reloadData()
    fixture.table.endUpdates()
    #expect(fixture.table.violations.map(\.kind) == [.reloadDataDuringUpdates], "the reload wins over the batch")
    #expect(!fixture.table.hasUncommittedUpdates)
    #expect(fixture.visibleTexts.count == 5)

    let lenient = Fixture(counts: [2])
    lenient.table.strictness = .uikitCompatible
    lenient.load()
    lenient.table.performBatchUpdates { lenient.table.reloadData() }
    #expect(lenient.table.violations.isEmpty)
    #expect(lenient.table.warnings == [.misuse(TableUpdateError(.reloadDataDuringUpdates))])
  }

  @Test("R2.5: a never laid-out table loads counts before running the update block")
  func pendingReloadBeforeBatch() {
    let fixture = Fixture(counts: [2])
    var logInsideBlock: [TableEvent] = []
    fixture.table.performBatchUpdates {
      logInsideBlock = fixture.table.eventLog
    }
    #expect(logInsideBlock.first == .implicitReloadBeforeBatch)
    #expect(logInsideBlock.contains(.numberOfRows(section: 0)))
    #expect(logInsideBlock.last == .batchBegin)
    #expect(fixture.table.violations.isEmpty)
  }

  @Test("R2.6: a batch without data source")
  func missingDataSource() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.layoutIfNeeded()
    table.insertSections([0], with: .automatic)
    #expect(table.lastError?.kind == .dataSourceNotSet)
    #expect(table.lastError?.message(style: .classic) == "UITableView dataSource is not set")
  }

  @Test("R2.7: cellForRowAt must return a cell dequeued from this table during that call")
  func cellsMustBeDequeued() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    let source = HandMadeCellDataSource()
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(table.violations.map(\.kind) == [.cellNotDequeued(ip(0, 0)), .cellNotDequeued(ip(0, 1))])
    #expect(table.visibleCells.count == 2)
  }

  @Test("R2.8: scrolling to a row past the cached count")
  func scrollOutOfRange() {
    let fixture = Fixture(counts: [82])
    fixture.load()
    fixture.table.scrollToRow(at: ip(0, 82), at: .top, animated: false)
    #expect(fixture.table.lastError?.kind == .scrollOutOfRange(row: 82, rowCount: 82, section: 0))
    #expect(
      fixture.table.lastError?.message(style: .classic)
        == "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:usingPresentationValues:]: "
        + "row (82) beyond bounds (82) for section (0).")
    #expect(fixture.table.lastError?.exceptionName == "NSRangeException")
    fixture.table.scrollToRow(at: ip(0, 50), at: .top, animated: false)
    fixture.load()
    #expect(fixture.table.indexPathsForVisibleRows?.first == ip(0, 50))
  }
}
