#if !canImport(UIKit)
import Foundation

// Simulation-only API: how contract violations surface. UIKit's methods never throw (UIKit
// raises an Objective-C exception instead); the headless table records every violation, hands
// it to `violationHandler`, keeps working, and offers throwing wrappers for tests.
extension UITableView {
  /// The most recent violation rendered in ``messageStyle``.
  public var lastViolationMessage: String? { lastError?.message(style: messageStyle) }

  /// `performBatchUpdates(_:completion:)` that throws the first violation the batch caused.
  public func checkedPerformBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) throws(TableUpdateError) {
    try checkingViolations { performBatchUpdates(updates, completion: completion) }
  }

  // MARK: Identity oracle (R10.5)

  /// An optional oracle naming the identity of the row the data source has at an index path.
  /// With one installed, every commit checks that rows the batch keeps (surviving or moved)
  /// still have the identity they had, catching count-consistent but wrong batches (R3.11).
  /// Costs O(rows) per load and commit.
  public var identityOracle: ((IndexPath) -> AnyHashable)? {
    get { simulation.identityOracle }
    set {
      simulation.identityOracle = newValue
      simulation.shownIdentities = nil
      if cacheIsValid { recordShownIdentities() }
    }
  }

  /// Snapshots the identities of the loaded rows.
  func recordShownIdentities() {
    simulation.shownIdentities = currentIdentities()
  }

  private func currentIdentities() -> [[AnyHashable]]? {
    guard let oracle = simulation.identityOracle else { return nil }
    return layout.sections.enumerated().map { section, layout in
      (0..<layout.rows.count).map { oracle(IndexPath(row: $0, section: section)) }
    }
  }

  /// Compares the identities after a commit with those before, through the plan's mapping.
  func checkIdentities(_ plan: BatchPlan) {
    guard let before = simulation.shownIdentities, let after = currentIdentities() else { return }
    simulation.shownIdentities = after
    for (section, rows) in after.enumerated() {
      for (row, identity) in rows.enumerated() {
        guard case .old(let origin) = plan.source(of: RowPath(section: section, row: row)),
          origin.section < before.count, origin.row < before[origin.section].count
        else { continue }
        let expected = before[origin.section][origin.row]
        if expected != identity {
          return recordViolation(
            TableUpdateError(
              .identityMismatch(
                IndexPath(row: row, section: section), expected: String(describing: expected.base),
                actual: String(describing: identity.base))))
        }
      }
    }
  }
}
#endif
