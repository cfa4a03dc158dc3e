#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera
import TesseraUIKit

/// The `table-update-1pct` and `collection-update-1pct` scenarios of `tessera-bench apply`: the
/// same two snapshots (1% of the rows change content) applied through a real host to the
/// headless view, which validates every batch, reconfigures the visible cells and lays out a
/// 375×812 viewport, as UIKit would on a phone.
@MainActor
struct HostApplyScenario {
  enum View { case table, collection }

  let versions: [ListSnapshot]
  let runs: Int

  func run(_ view: View, scenario: String) async -> String {
    let frame = CGRect(x: 0, y: 0, width: 375, height: 812)
    let host: (any ListHost, controller: ListController)
    let layOut: () -> Void
    let violations: () -> Int
    switch view {
    case .table:
      let table = UITableView(frame: frame, style: .plain)
      table.isEventLogEnabled = false
      let tableHost = TableViewHost(tableView: table)
      tableHost.register(BenchTableCell.self)
      host = (tableHost, tableHost.controller)
      layOut = {
        table.layoutIfNeeded()
        table.finishAnimations()
      }
      violations = { table.violations.count }
    case .collection:
      let collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewLayout())
      collectionView.isEventLogEnabled = false
      let collectionHost = CollectionViewHost(collectionView: collectionView)
      collectionHost.register(BenchCollectionCell.self)
      host = (collectionHost, collectionHost.controller)
      layOut = {
        collectionView.layoutIfNeeded()
        collectionView.finishAnimations()
      }
      violations = { collectionView.violations.count }
    }
    let controller = host.controller
    controller.diagnosticsHandler = { _ in }
    await controller.apply(versions[0])
    layOut()
    await controller.apply(versions[1])  // warm-up
    layOut()
    await controller.apply(versions[0])
    layOut()
    let clock = ContinuousClock()
    var samples: [Double] = []
    for run in 0..<runs {
      let start = clock.now
      await controller.apply(versions[(run + 1) % 2])
      layOut()
      samples.append(BenchmarkSupport.milliseconds(clock.now - start))
    }
    samples.sort()
    return BenchmarkSupport.jsonLine([
      "bench": .string("apply"), "scenario": .string(scenario),
      "median_ms": .milliseconds(samples[samples.count / 2]), "min_ms": .milliseconds(samples[0]),
      "max_ms": .milliseconds(samples[samples.count - 1]),
      "batches": .int(controller.statistics.batches), "reloads": .int(controller.statistics.reloads),
      "violations": .int(violations()),
    ])
  }
}

/// A table cell for benchmark rows: one label, 44 points.
final class BenchTableCell: UITableViewCell, TableCell {
  func configure(with item: BenchItem, context: CellContext) {
    textLabel?.text = "Item \(item.id) r\(item.revision)"
  }
}

/// A list cell for benchmark rows: the standard content configuration.
final class BenchCollectionCell: UICollectionViewListCell, CollectionCell {
  func configure(with item: BenchItem, context: CellContext) {
    var configuration = defaultContentConfiguration()
    configuration.text = "Item \(item.id) r\(item.revision)"
    contentConfiguration = configuration
  }
}
