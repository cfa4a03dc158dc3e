#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// A cell 66 points tall at any width of at least 200 points (more when narrower), as a title
/// that wraps on a phone held upright would be.
private final class HeadlineCell: UITableViewCell, TableCell {
  func configure(with headline: String, context: CellContext) { textLabel?.text = headline }
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: size.width >= 200 ? 66 : 132)
  }
}

@MainActor
@Suite struct ZeroWidthLoadTests {
  @Test func aFirstLoadAtWidthZeroIsSizedOnceTheTableHasAWidth() async {
    let (table, host) = makeTable(width: 0)
    host.register(TextCell<String>.self)
    installIdentityOracle(table, host)
    await host.apply(
      ListSnapshot {
        Section("s") {
          Row("hero", "Hero").height(.aspectRatio(0.5))
          Row("fixed", "Fixed").height(.fixed(44))
        }
      })
    table.layoutIfNeeded()
    table.frame = CGRect(x: 0, y: 0, width: 376, height: 600)
    host.tableViewDidLayout()
    table.layoutIfNeeded()
    #expect(host.controller.heightForRow(at: ElementPath(element: 0, section: 0)) == 188)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 188)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 188)
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  /// The tryout's screen: an app that never calls `tableViewDidLayout()` used to keep the
  /// heights of its width-0 first load (0, 44, 44); the host notices the width when the table
  /// asks it for heights.
  @Test func anAppThatNeverCallsTableViewDidLayoutGetsTheHeightsOfItsWidth() async {
    let (table, host) = makeTable(width: 0)
    host.register(HeadlineCell.self)
    installIdentityOracle(table, host)
    await host.apply(
      ListSnapshot {
        Section("product") {
          Row("images", "Images").height(.aspectRatio(120.0 / 320))
          Row("title", "A title long enough to wrap").height(.automatic)
          Row("price", "9.99").height(.fixed(44))
        }
      })
    table.layoutIfNeeded()
    table.frame = CGRect(x: 0, y: 0, width: 376, height: 600)
    table.layoutIfNeeded()
    let heights = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
    #expect(heights == [141, 66, 44])
    #expect(host.controller.layoutWidth == 376)
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  /// A table whose width is not a number (a frame computed from a division by zero) lays its
  /// rows out at width 0, says so once, and does not treat every layout pass as a new width:
  /// an empty batch per pass would ask UIKit for another layout, and so on.
  @Test(arguments: [CGFloat.nan, .infinity])
  func aWidthThatIsNotANumberIsNoChangeOnEveryLayout(_ width: CGFloat) async {
    let (table, host) = makeTable()
    var diagnostics: [ListDiagnostic] = []
    host.controller.diagnosticsHandler = { diagnostics.append($0) }
    host.register(HeadlineCell.self)
    installIdentityOracle(table, host)
    await host.apply(ListSnapshot { Section("s") { for i in 0..<20 { Row(i, "Headline \(i)") } } })
    table.layoutIfNeeded()
    table.frame = CGRect(x: 0, y: 0, width: width, height: 600)
    host.tableViewDidLayout()
    table.layoutIfNeeded()
    #expect(host.controller.layoutWidth == 0)
    #expect(diagnostics.contains { "\($0)".contains("availableWidth is") }, "\(diagnostics)")
    let events = table.eventLog.count
    let measurements = host.controller.statistics.measurements
    for _ in 0..<3 {
      host.tableViewDidLayout()
      table.layoutIfNeeded()
    }
    #expect(table.eventLog.count == events, "\(table.eventLog.dropFirst(events))")
    #expect(host.controller.statistics.measurements == measurements)
    #expect(table.violations.isEmpty)
  }
}
