#if !canImport(UIKit)
import Foundation

// Recording of events, warnings and violations (R10.2, R10.3, R10.7).
extension UITableView {
  /// Appends to the event log (unless logging is off).
  func log(_ event: @autoclosure () -> TableEvent) {
    if simulation.isEventLogEnabled { simulation.eventLog.append(event()) }
  }

  /// Records a warning.
  func warn(_ warning: TableWarning) {
    simulation.warnings.append(warning)
    log(.warning(warning))
  }

  /// Records a contract violation and hands it to the violation handler. The UIKit-named entry
  /// points never throw: the table stays usable (in an unspecified but consistent state).
  func recordViolation(_ error: TableUpdateError) {
    simulation.violations.append(error)
    log(.violation(error))
    simulation.violationHandler?(error)
  }

  /// Records misuse that UIKit tolerates: a violation in strict mode, a warning otherwise.
  func reportMisuse(_ error: TableUpdateError) {
    if simulation.strictness == .strict {
      recordViolation(error)
    } else {
      warn(.misuse(error))
    }
  }

  /// R7.1: every public entry point checks that it runs on the main thread.
  func checkMainThread(_ api: StaticString = #function) {
    if !simulation.mainThreadChecker() {
      recordViolation(TableUpdateError(.offMainThread(api: "\(api)")))
    }
  }

  /// A usable height: negative, infinite and NaN values become 0 with a warning.
  func sanitized(_ height: CGFloat, at path: RowPath?) -> CGFloat {
    if height.isFinite && height >= 0 { return height }
    warn(.invalidHeight(path?.indexPath, height))
    return 0
  }

  /// A UIKit-like description of the table for the ` Table view:` message suffix.
  var tableDescription: String {
    let frame = self.frame
    let source = dataSource.map { "<\(type(of: $0)): 0x0>" } ?? "(null)"
    return "<UITableView: 0x0; frame = (\(frame.minX.compact) \(frame.minY.compact); "
      + "\(frame.width.compact) \(frame.height.compact)); dataSource: \(source)>"
  }
}

extension CGFloat {
  /// `44` rather than `44.0`, for messages.
  var compact: String {
    self == rounded() && Swift.abs(self) < 1e15 ? String(Int(self)) : String(describing: self)
  }
}
#endif
