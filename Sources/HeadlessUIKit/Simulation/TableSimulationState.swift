#if !canImport(UIKit)
import Foundation

/// The simulation-only state of a headless table (see `UITableView+Simulation.swift` for the
/// public API over it).
@MainActor
struct TableSimulationState {
  var eventLog: [TableEvent] = []
  var isEventLogEnabled = true
  var strictness: Strictness = .strict
  var messageStyle: TableUpdateError.MessageStyle = .classic
  var configuration = HeadlessTableConfiguration()
  var violations: [TableUpdateError] = []
  var violationHandler: ((TableUpdateError) -> Void)?
  var warnings: [TableWarning] = []
  var cellsCreated: [String: Int] = [:]
  var prepareForReuseCalls: [String: Int] = [:]
  var contentSizeHistory: [CGSize] = []
  var identityOracle: ((IndexPath) -> AnyHashable)?
  /// Identities of the rows as of the last load or commit, when an oracle is installed (R10.5).
  var shownIdentities: [[AnyHashable]]?
  var isAttachedToSimulatedWindow = true
  var didWarnLayoutOutsideHierarchy = false
  /// Whether a header or footer view went back to its pool while off screen (R6.5).
  var hasReturnedSupplementViews = false
  /// The cell taken off screen now, and its row: the visible set may be changing meanwhile.
  var leavingCell: (cell: UITableViewCell, path: RowPath)?
  var didWarnSelfSizingWithoutEstimation = false
  var mainThreadChecker: () -> Bool = { MainQueueCheck.isOnMainQueue() }
}

/// The `cellForRowAt` call in progress: which row, which cells were dequeued for it, and the
/// cell a reconfiguration must get back (R2.7, R3.16, R4.2).
struct CellForRowCall {
  var path: RowPath
  var dequeued: [ObjectIdentifier] = []
  var reconfiguring: UITableViewCell?
}
#endif
