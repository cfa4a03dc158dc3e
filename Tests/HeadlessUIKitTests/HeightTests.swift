import Foundation
import HeadlessUIKit
import Testing

/// A cell whose height depends on the width it is measured at (R5.4).
private final class WidthDependentCell: UITableViewCell {
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 16_000 / max(size.width, 1))
  }
}

/// Row heights, estimation, self-sizing and content size (R5).
@MainActor
struct HeightTests {
  /// A self-sizing fixture: rows measured at `height(row)`, estimated at 44.
  private func selfSizing(rows: Int, height: @escaping (Int) -> CGFloat) -> Fixture {
    let fixture = Fixture(
      counts: [rows], height: 440, rowHeight: UITableView.automaticDimension, estimatedRowHeight: 44)
    fixture.table.register(SizedCell.self, forCellReuseIdentifier: "cell")
    fixture.source.configure = { cell, indexPath in
      (cell as? SizedCell)?.preferredHeight = height(indexPath.row)
    }
    return fixture
  }

  @Test("R5.7: rowHeight and estimatedRowHeight default to automaticDimension")
  func defaults() {
    let table = UITableView(frame: .zero, style: .grouped)
    #expect(table.rowHeight == UITableView.automaticDimension)
    #expect(table.estimatedRowHeight == UITableView.automaticDimension)
    #expect(table.style == .grouped)
  }

  @Test("R5.1: heightForRowAt wins over rowHeight")
  func delegateHeightWins() {
    let fixture = Fixture(counts: [10], rowHeight: 44)
    let heights = HeightDelegate { $0.row == 1 ? 60 : 30 }
    fixture.delegate = heights
    fixture.load()
    #expect(fixture.table.rectForRow(at: ip(0, 1)) == CGRect(x: 0, y: 30, width: 320, height: 60))
    let expected: CGFloat = 60 + 9 * 30
    #expect(fixture.table.contentSize.height == expected)
  }

  @Test("R5.2: with estimation off, heightForRowAt is asked for every row on load")
  func estimationOffAsksEveryRow() {
    let fixture = Fixture(counts: [1000], rowHeight: 44, estimatedRowHeight: 0)
    let heights = HeightDelegate { _ in 44 }
    fixture.delegate = heights
    fixture.load()
    #expect(!fixture.table.estimatesRowHeights)
    let asked = Set(fixture.table.eventLog.compactMap(\.heightForRowPath))
    #expect(asked.count == 1000)
    #expect(fixture.table.contentSize.height == 44_000)
  }

  @Test("R5.3: with estimation on, heightForRowAt is asked only for visible rows")
  func estimationOnAsksVisibleRows() {
    let fixture = Fixture(counts: [1000], rowHeight: 44, estimatedRowHeight: 50)
    let heights = HeightDelegate { _ in 44 }
    fixture.delegate = heights
    fixture.load()
    #expect(fixture.table.estimatesRowHeights)
    let asked = fixture.table.eventLog.compactMap(\.heightForRowPath)
    #expect(asked == fixture.table.indexPathsForVisibleRows)
    #expect(asked.count == 10)
    let expected: CGFloat = 10 * 44 + 990 * 50
    #expect(fixture.table.contentSize.height == expected, "measured plus estimated (R5.3, R5.5)")
  }

  @Test("R5.2: an implemented estimatedHeightForRowAt turns estimation on even with estimatedRowHeight 0")
  func delegateEstimateTurnsEstimationOn() {
    let fixture = Fixture(counts: [100], rowHeight: 44, estimatedRowHeight: 0)
    let estimates = EstimatingDelegate(estimate: 80)
    fixture.delegate = estimates
    fixture.load()
    #expect(fixture.table.estimatesRowHeights)
    #expect(fixture.table.eventLog.contains(.estimatedHeightForRow(ip(0, 99))))
    #expect(fixture.table.isRowHeightMeasured(at: ip(0, 0)))
    #expect(!fixture.table.isRowHeightMeasured(at: ip(0, 50)))
  }

  @Test("R5.4: self-sizing cells are measured at the table's width through the cell's hook")
  func selfSizingUsesWidth() {
    let fixture = Fixture(counts: [3], rowHeight: UITableView.automaticDimension, estimatedRowHeight: 44)
    fixture.table.register(WidthDependentCell.self, forCellReuseIdentifier: "cell")
    fixture.load()
    #expect(fixture.table.rectForRow(at: ip(0, 0)).height == 50)
    #expect(fixture.table.eventLog.contains(.measuredRow(ip(0, 0), height: 50)))
    fixture.table.frame = CGRect(x: 0, y: 0, width: 160, height: 440)
    fixture.load()
    #expect(fixture.table.rectForRow(at: ip(0, 0)).height == 100, "a width change re-measures")
  }

  @Test("R5.4: automaticDimension without estimation gets the fallback height and a warning")
  func selfSizingNeedsEstimation() {
    let fixture = Fixture(counts: [3], rowHeight: UITableView.automaticDimension, estimatedRowHeight: 0)
    fixture.load()
    let expected: CGFloat = 3 * 44
    #expect(fixture.table.contentSize.height == expected)
    #expect(fixture.table.warnings == [.selfSizingWithoutEstimation(ip(0, 0))])
  }

  @Test("R5.3: contentSize is provisional and its history shows the jumps while scrolling")
  func contentSizeHistory() {
    let fixture = selfSizing(rows: 100) { _ in 100 }
    fixture.load()
    let expected: CGFloat = 5 * 100 + 95 * 44
    #expect(fixture.table.contentSize.height == expected)
    fixture.table.scroll(to: 2000)
    #expect(fixture.table.contentSizeHistory.count >= 2)
    let heights = fixture.table.contentSizeHistory.map(\.height)
    #expect(heights == heights.sorted(), "every measurement made the content taller")
  }

  @Test("R5.3: rows measured above the viewport move the offset so the visible rows stay put")
  func offsetCompensation() {
    let fixture = selfSizing(rows: 100) { _ in 100 }
    fixture.load()
    fixture.table.scroll(to: 44 * 60)
    let anchor = fixture.table.indexPathsForVisibleRows?.first ?? ip(0, 0)
    let anchorOffset = fixture.table.rectForRow(at: anchor).minY - fixture.table.contentOffset.y
    fixture.table.scroll(to: fixture.table.contentOffset.y - 100)
    let adjustments = fixture.table.eventLog.filter {
      if case .contentOffsetAdjusted = $0 { return true }
      return false
    }
    #expect(!adjustments.isEmpty)
    let newOffset = fixture.table.rectForRow(at: anchor).minY - fixture.table.contentOffset.y
    #expect(newOffset > anchorOffset, "the anchor row moved down by the scroll, not by the measurements")
    #expect(fixture.table.indexPathsForVisibleRows?.contains(anchor) == true)
  }

  @Test("R5.5: contentSize adds table header, section headers, rows, footers and table footer")
  func contentSizeSum() {
    let fixture = Fixture(counts: [2, 3], rowHeight: 40)
    fixture.table.sectionHeaderHeight = 20
    fixture.table.sectionFooterHeight = 10
    let titles = TitledDataSource(sections: [2, 3])
    fixture.table.dataSource = titles
    fixture.table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    fixture.table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
    fixture.load()
    let sections: CGFloat = (20 + 2 * 40 + 10) + (20 + 3 * 40 + 10)
    #expect(fixture.table.contentSize.height == 100 + sections + 50)
    let secondSectionRows: CGFloat = 100 + 110 + 20
    #expect(fixture.table.rectForRow(at: ip(1, 0)).minY == secondSectionRows)
  }

  @Test("R5.6: an empty batch asks every height again without reloading cells (estimation off)")
  func emptyBatchRefreshesHeights() {
    var expanded = false
    let fixture = Fixture(counts: [20])
    let heights = HeightDelegate { $0.row == 2 && expanded ? 200 : 44 }
    fixture.delegate = heights
    fixture.load()
    let cell = fixture.table.cellForRow(at: ip(0, 2))
    let mark = fixture.table.eventLog.count
    expanded = true
    fixture.table.performBatchUpdates(nil)
    let events = fixture.table.events(since: mark)
    #expect(events.contains(.heightsInvalidated))
    #expect(Set(events.compactMap(\.heightForRowPath)).count == 20)
    #expect(!events.contains { $0.cellForRowPath != nil })
    #expect(!events.contains(.prepareForReuse(identifier: "cell")))
    #expect(fixture.table.rectForRow(at: ip(0, 2)).height == 200)
    #expect(fixture.table.cellForRow(at: ip(0, 2)) === cell)
    #expect(cell?.frame.height == 200)
  }

  @Test("R5.6: with estimation on, an empty batch re-measures the visible rows only")
  func emptyBatchRemeasuresVisibleRows() {
    var tall = false
    let fixture = selfSizing(rows: 50) { $0 == 1 && tall ? 120 : 44 }
    fixture.load()
    let mark = fixture.table.eventLog.count
    let visibleBefore = fixture.table.visibleCells.count
    tall = true
    // The cell keeps its configuration until asked: change it the way a cell would update itself.
    (fixture.table.cellForRow(at: ip(0, 1)) as? SizedCell)?.preferredHeight = 120
    fixture.table.beginUpdates()
    fixture.table.endUpdates()
    let measured = fixture.table.events(since: mark).filter {
      if case .measuredRow = $0 { return true }
      return false
    }
    #expect(measured.count == visibleBefore)
    #expect(fixture.table.rectForRow(at: ip(0, 1)).height == 120)
    #expect(!fixture.table.events(since: mark).contains { $0.cellForRowPath != nil })
  }
}

/// A data source with header and footer titles (R5.5, R6).
@MainActor
final class TitledDataSource: NSObject, UITableViewDataSource {
  var sections: [Int]
  var headers: [String?]
  var footers: [String?]

  init(sections: [Int], headers: [String?]? = nil, footers: [String?]? = nil) {
    self.sections = sections
    self.headers = headers ?? sections.indices.map { "Header \($0)" }
    self.footers = footers ?? sections.indices.map { "Footer \($0)" }
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section] }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headers[section] }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footers[section] }
}
