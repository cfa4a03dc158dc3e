#if !canImport(UIKit)
import Foundation

/// The simulation-only state only a headless table keeps (see ``ListSimulationState`` for what it
/// shares with the collection view, and `UITableView+Simulation.swift` for the API over it).
@MainActor
public struct TableSimulationState {
  var messageStyle: TableUpdateError.MessageStyle = .classic
  var configuration = HeadlessTableConfiguration()
  var contentSizeHistory: [CGSize] = []
  var identityOracle: ((IndexPath) -> AnyHashable)?
  /// Identities of the rows as of the last load or commit, when an oracle is installed (R10.5).
  var shownIdentities: [[AnyHashable]]?
  /// Whether a header or footer view went back to its pool while off screen (R6.5).
  var hasReturnedSupplementViews = false
  var didWarnSelfSizingWithoutEstimation = false
}

/// The `cellForRowAt` call in progress: which row, which cells were dequeued for it, and the
/// cell a reconfiguration must get back (R2.7, R3.16, R4.2).
struct CellForRowCall {
  var path: RowPath
  var dequeued: [ObjectIdentifier] = []
  var reconfiguring: UITableViewCell?
}
#endif
