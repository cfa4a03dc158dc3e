#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// Counts set-ups per cell, and adds a badge label once, as an app's cell would.
private final class BadgeCell: UITableViewCell, TableCell {
  static var setUps = 0
  let badge = UILabel()

  func setUp() {
    Self.setUps += 1
    contentView.addSubview(badge)
  }

  func configure(with content: String, context: CellContext) {
    textLabel?.text = content
    badge.text = "•"
  }
}

@MainActor
@Suite struct CellSetUpTests {
  @Test func setUpRunsOncePerCellBeforeItsFirstConfigure() async {
    BadgeCell.setUps = 0
    let (table, host) = makeTable(height: 100)
    host.register(BadgeCell.self)
    installIdentityOracle(table, host)
    await host.apply(ListSnapshot { Section("s") { for i in 0..<30 { Row(i, "Row \(i)") } } })
    table.layoutIfNeeded()
    let afterFirstLayout = BadgeCell.setUps
    #expect(afterFirstLayout > 0)
    // Scrolling reuses cells: each one is configured again, never set up again.
    for offset in stride(from: 0, through: 400, by: 50) {
      table.contentOffset = CGPoint(x: 0, y: offset)
      table.layoutIfNeeded()
    }
    let cells = (table.indexPathsForVisibleRows ?? []).compactMap { table.cellForRow(at: $0) as? BadgeCell }
    #expect(!cells.isEmpty)
    for cell in cells {
      #expect(cell.contentView.subviews.filter { $0 === cell.badge }.count == 1)
    }
    let created = table.eventLog.filter { if case .cellCreated = $0 { true } else { false } }.count
    // One per cell the table created, plus the host's measuring cell.
    #expect(BadgeCell.setUps == created + 1)
    #expect(table.violations.isEmpty)
  }
}
