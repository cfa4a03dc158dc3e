#if !canImport(UIKit)
import Foundation

// Calls into the data source and the delegate, logged (R10.2). Optional methods are skipped once
// the table learned they are not implemented, and logged only when they are.
extension UITableView {
  /// Whether the current data source/delegate implements `method`, as far as the table knows.
  func mayImplement(_ method: OptionalMethod) -> Bool { !unimplementedMethods.contains(method) }

  /// Calls an optional method; `nil` when it is not implemented (then nothing is logged).
  private func callOptional<Value>(
    _ method: OptionalMethod, _ event: @autoclosure () -> TableEvent, _ call: () -> Value
  ) -> Value? {
    guard mayImplement(method) else { return nil }
    let value = call()
    guard mayImplement(method) else { return nil }
    log(event())
    return value
  }

  /// R2.1: `numberOfSections(in:)`, 1 when not implemented, 0 without a data source.
  func askNumberOfSections() -> Int {
    guard let dataSource else { return 0 }
    let count = callOptional(.numberOfSections, .numberOfSections) { dataSource.numberOfSections(in: self) }
    return Swift.max(0, count ?? 1)
  }

  /// `tableView(_:numberOfRowsInSection:)` for every section, in order: negative answers count
  /// as 0, and none is asked without a data source.
  func askNumberOfRows(sectionCount: Int) -> [Int] {
    guard let dataSource else { return [Int](repeating: 0, count: sectionCount) }
    return sectionCounts(sectionCount, event: { .numberOfRows(section: $0) }) {
      dataSource.tableView(self, numberOfRowsInSection: $0)
    }
  }

  /// `tableView(_:heightForRowAt:)`, or `nil` when not implemented.
  func askHeightForRow(_ path: RowPath) -> CGFloat? {
    guard let delegate else { return nil }
    return callOptional(.heightForRow, .heightForRow(path.indexPath)) {
      delegate.tableView(self, heightForRowAt: path.indexPath)
    }
  }

  /// `tableView(_:estimatedHeightForRowAt:)`, or `nil` when not implemented.
  func askEstimatedHeightForRow(_ path: RowPath) -> CGFloat? {
    guard let delegate else { return nil }
    return callOptional(.estimatedHeightForRow, .estimatedHeightForRow(path.indexPath)) {
      delegate.tableView(self, estimatedHeightForRowAt: path.indexPath)
    }
  }

  /// The header (`isHeader`) or footer title of a section.
  func askTitle(_ section: Int, isHeader: Bool) -> String? {
    guard let dataSource else { return nil }
    if isHeader {
      return callOptional(.titleForHeader, .headerTitle(section: section)) {
        dataSource.tableView(self, titleForHeaderInSection: section)
      } ?? nil
    }
    return callOptional(.titleForFooter, .footerTitle(section: section)) {
      dataSource.tableView(self, titleForFooterInSection: section)
    } ?? nil
  }

  /// The header (`isHeader`) or footer view of a section.
  func askSupplementView(_ section: Int, isHeader: Bool) -> UIView? {
    guard let delegate else { return nil }
    if isHeader {
      return callOptional(.viewForHeader, .headerView(section: section)) {
        delegate.tableView(self, viewForHeaderInSection: section)
      } ?? nil
    }
    return callOptional(.viewForFooter, .footerView(section: section)) {
      delegate.tableView(self, viewForFooterInSection: section)
    } ?? nil
  }

  /// The header (`isHeader`) or footer height the delegate declares, or `nil`.
  func askSupplementHeight(_ section: Int, isHeader: Bool) -> CGFloat? {
    guard let delegate else { return nil }
    if isHeader {
      return callOptional(.heightForHeader, .headerHeight(section: section)) {
        delegate.tableView(self, heightForHeaderInSection: section)
      }
    }
    return callOptional(.heightForFooter, .footerHeight(section: section)) {
      delegate.tableView(self, heightForFooterInSection: section)
    }
  }

  /// `tableView(_:cellForRowAt:)`, checking that the cell was dequeued for this call (R2.7).
  func requestCell(for path: RowPath, reconfiguring existing: UITableViewCell? = nil) -> UITableViewCell {
    guard let dataSource else {
      recordViolation(TableUpdateError(.dataSourceNotSet))
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    let outer = cellForRowCall
    cellForRowCall = CellForRowCall(path: path, reconfiguring: existing)
    log(.cellForRow(path.indexPath))
    let cell = dataSource.tableView(self, cellForRowAt: path.indexPath)
    let dequeued = cellForRowCall?.dequeued ?? []
    cellForRowCall = outer
    if !dequeued.contains(ObjectIdentifier(cell)) {
      reportMisuse(TableUpdateError(.cellNotDequeued(path.indexPath)))
    }
    return cell
  }

  /// `willDisplay` (R4.8).
  func sendWillDisplay(_ cell: UITableViewCell, at path: RowPath) {
    log(.willDisplay(path.indexPath))
    delegate?.tableView(self, willDisplay: cell, forRowAt: path.indexPath)
  }

  /// `didEndDisplaying` (R4.9).
  func sendDidEndDisplaying(_ cell: UITableViewCell, at path: RowPath) {
    log(.didEndDisplaying(path.indexPath))
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path.indexPath)
  }
}
#endif
