#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraTesting
import TesseraUIKit

/// A cell that shows any content as text and measures as one line per 20 points of text at the
/// given width, counting each measurement by (row, content, width, expanded).
final class TextCell<Content: Equatable & Sendable>: UITableViewCell, TableCell {
  private var lastContext: String = ""
  private var text = ""
  private var extraLines = 0

  func configure(with content: Content, context: CellContext) {
    text = String(describing: content)
    textLabel?.text = text
    extraLines = context.isExpanded ? 3 : 0
    lastContext = "\(context.rowID)|\(text)|\(context.isExpanded)"
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    MeasurementLog.shared.record("\(lastContext)|\(size.width)")
    let lines = max(1, Int((Double(text.count) * 8 / Double(max(size.width, 1))).rounded(.up)))
    return CGSize(width: size.width, height: CGFloat(20 * (lines + extraLines)))
  }
}

/// Counts measurements across cell types.
@MainActor
final class MeasurementLog {
  static let shared = MeasurementLog()
  var counts: [String: Int] = [:]
  func record(_ key: String) { counts[key, default: 0] += 1 }
}

/// A table in a window, a host, and everything registered for the given content types.
@MainActor
func makeTable(width: CGFloat = 320, height: CGFloat = 600) -> (UITableView, TableViewHost) {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: .plain)
  let host = TableViewHost(tableView: table)
  host.controller.diagnosticsHandler = { _ in }
  return (table, host)
}

/// The ids the data source has at an index path, for the table's identity oracle (R10.5).
@MainActor
func installIdentityOracle(_ table: UITableView, _ host: TableViewHost) {
  table.identityOracle = { [weak host] indexPath in
    guard let host,
      let row = host.controller.dataSourceList.row(at: ElementPath(element: indexPath.row, section: indexPath.section))
    else {
      return AnyHashable("missing")
    }
    return AnyHashable(row.id)
  }
}

/// The text of every visible cell, in order, and the text the latest snapshot says it should show.
@MainActor
func visibleTexts(_ table: UITableView) -> [String] {
  (table.indexPathsForVisibleRows ?? []).map { table.cellForRow(at: $0)?.textLabel?.text ?? "<no cell>" }
}

@MainActor
func expectedTexts(_ table: UITableView, _ host: TableViewHost) -> [String] {
  (table.indexPathsForVisibleRows ?? []).map { path in
    host.controller.dataSourceList.row(at: ElementPath(element: path.row, section: path.section)).map {
      String(describing: $0.content.base)
    } ?? "<none>"
  }
}
