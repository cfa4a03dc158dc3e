#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera
import TesseraUIKit

/// The `anchoring-update-1pct` scenario of `tessera-bench apply`: the cost of keeping the
/// reader's place. The same two snapshots (1% of the rows change content) are applied through
/// two table hosts scrolled to the middle of the list, one with `.firstVisibleRow` anchoring and
/// one with `.none`, in alternating order, each apply followed by a layout pass.
@MainActor
struct AnchoringScenario {
  let versions: [ListSnapshot]
  let runs: Int

  func run(scenario: String) async -> String {
    let anchored = await loadedTable(anchoring: .firstVisibleRow)
    let plain = await loadedTable(anchoring: .none)
    var anchoredSamples: [Double] = []
    var plainSamples: [Double] = []
    for run in 0..<(runs + 1) {
      let version = versions[(run + 1) % 2]
      // Alternate which host goes first, so neither always runs on a warmer cache.
      let order = run % 2 == 0 ? [(anchored, true), (plain, false)] : [(plain, false), (anchored, true)]
      for (subject, isAnchored) in order {
        let clock = ContinuousClock()
        let start = clock.now
        await subject.host.controller.apply(version)
        subject.table.layoutIfNeeded()
        subject.table.finishAnimations()
        let elapsed = BenchmarkSupport.milliseconds(clock.now - start)
        guard run > 0 else { continue }  // the first run warms up
        if isAnchored { anchoredSamples.append(elapsed) } else { plainSamples.append(elapsed) }
      }
    }
    anchoredSamples.sort()
    plainSamples.sort()
    let anchoredMedian = anchoredSamples[anchoredSamples.count / 2]
    let plainMedian = plainSamples[plainSamples.count / 2]
    return BenchmarkSupport.jsonLine([
      "bench": .string("apply"), "scenario": .string(scenario),
      "anchored_median_ms": .milliseconds(anchoredMedian), "unanchored_median_ms": .milliseconds(plainMedian),
      "anchoring_cost_percent": .milliseconds(100 * (anchoredMedian - plainMedian) / plainMedian),
      "anchorings": .int(anchored.host.controller.statistics.anchorings),
      "violations": .int(anchored.table.violations.count + plain.table.violations.count),
    ])
  }

  /// A table host in a phone-sized viewport showing the first version, scrolled to the middle.
  private func loadedTable(anchoring: ListAnchoring) async -> (host: TableViewHost, table: UITableView) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .plain)
    table.isEventLogEnabled = false
    let host = TableViewHost(tableView: table)
    host.register(BenchTableCell.self)
    host.controller.diagnosticsHandler = { _ in }
    host.controller.anchoring = anchoring
    await host.controller.apply(versions[0])
    table.layoutIfNeeded()
    table.contentOffset = CGPoint(x: 0, y: table.contentSize.height / 2)
    table.layoutIfNeeded()
    return (host, table)
  }
}
