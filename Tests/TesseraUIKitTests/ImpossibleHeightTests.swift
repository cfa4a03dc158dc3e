#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// Heights that are not heights, from the app or the views it registers, are replaced and
/// reported, so the list keeps a finite layout that shows its rows: as rows' own measurements
/// always were.
@Suite("Impossible heights from the app")
@MainActor
struct ImpossibleHeightTests {
  private func rows(_ count: Int) -> ListSnapshot {
    ListSnapshot { Section("s", header: "Header") { for i in 0..<count { Row("r\(i)", "Row \(i)") } } }
  }

  /// Issue: `ListController(defaultRowEstimate: .nan)` (or negative, infinite, huge) made the
  /// content height NaN or negative: a blank table, with no diagnostic.
  @Test(arguments: [Double.nan, -100, .infinity, -.infinity, 0, 1e12])
  func anImpossibleDefaultRowEstimate(_ estimate: Double) async {
    var diagnostics: [ListDiagnostic] = []
    let controller = ListController(defaultRowEstimate: estimate, diagnosticsHandler: { diagnostics.append($0) })
    #expect(diagnostics.count == 1 && "\(diagnostics)".contains("defaultRowEstimate"), "\(diagnostics)")
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    let host = TableViewHost(tableView: table, controller: controller)
    host.register(TextCell<String>.self)
    await host.apply(rows(500))
    table.layoutIfNeeded()
    #expect(controller.contentHeight.isFinite && controller.contentHeight > 0, "\(controller.contentHeight)")
    #expect(controller.contentHeight <= 500 * HeightPolicy.maximumHeight)
    #expect(table.visibleCells.count > 5, "estimate \(estimate): \(table.visibleCells.count) rows shown")
    #expect(host.scrollToRow(withID: RowID("r400"), at: .top, animated: false))
    table.layoutIfNeeded()
    #expect(host.indexPath(forRowID: RowID("r400")).map { table.indexPathsForVisibleRows?.contains($0) } == true)
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  /// Issue: a header measured (or set) as NaN, negative, infinite or huge went into the layout
  /// as it was: the content height and the offsets of later rows became NaN, with no
  /// diagnostic.
  @Test(arguments: [Double.nan, -500, .infinity, 1e12])
  func anImpossibleHeaderHeight(_ height: Double) async {
    var diagnostics: [ListDiagnostic] = []
    let (table, host) = makeTable()
    host.controller.diagnosticsHandler = { diagnostics.append($0) }
    host.register(TextCell<String>.self)
    host.titleSupplementHeight = height
    await host.apply(rows(30))
    table.layoutIfNeeded()
    let header = host.controller.heightForHeader(inSection: 0)
    #expect(header.isFinite && header >= 0 && header <= HeightPolicy.maximumHeight, "\(header)")
    #expect(host.controller.contentHeight.isFinite && host.controller.contentHeight > 0)
    #expect(host.controller.offsetOfRow(at: ElementPath(element: 10, section: 0)).isFinite)
    #expect(
      diagnostics.contains { "\($0)".contains("supplementHeight returned") && "\($0)".contains("header of section") },
      "\(diagnostics)")
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }
}
