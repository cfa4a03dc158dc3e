#if canImport(HeadlessUIKit) && !canImport(UIKit)
import HeadlessUIKit

/// Rebuilds, on the headless views, the misuse a dequeue or reconfiguration text describes:
/// returns what the view raised, explained.
@MainActor
enum HeadlessViewCheck {
  /// A view whose data source dequeues `identifier`, never registered, for its one row.
  static func unregisteredDequeue(of identifier: String, on view: UIKitException.View) -> ContractExplanation? {
    let source = DequeuingDataSource(counts: [1], identifier: identifier)
    return run(on: view, source: source, registering: []) { _ in }
  }

  /// A view that shows the row at `path` with a cell of `existing`, then reconfigures it with a
  /// data source that dequeues `dequeued`.
  static func reconfiguration(
    at path: UIKitException.Path, existing: String, dequeued: String, on view: UIKitException.View
  ) -> ContractExplanation? {
    guard path.section >= 0, path.row >= 0, path.section < 100, path.row < 100, existing != dequeued else { return nil }
    var counts = [Int](repeating: 0, count: path.section + 1)
    counts[path.section] = path.row + 1
    let source = DequeuingDataSource(counts: counts, identifier: existing)
    return run(on: view, source: source, registering: [existing, dequeued]) { scroll in
      let indexPath = IndexPath(row: path.row, section: path.section)
      if let table = scroll as? UITableView {
        table.scrollToRow(at: indexPath, at: .top, animated: false)
        table.layoutIfNeeded()
        source.identifier = dequeued
        table.reconfigureRows(at: [indexPath])
      } else if let collection = scroll as? UICollectionView {
        collection.scrollToItem(at: indexPath, at: .top, animated: false)
        collection.layoutIfNeeded()
        source.identifier = dequeued
        collection.reconfigureItems(at: [indexPath])
      }
    }
  }

  /// Lays a view out with `source` and the identifiers registered, then does `change`; returns
  /// the first violation of the change (or of the layout).
  private static func run(
    on view: UIKitException.View, source: DequeuingDataSource, registering identifiers: [String],
    change: (UIScrollView) -> Void
  ) -> ContractExplanation? {
    let frame = CGRect(x: 0, y: 0, width: 320, height: 600)
    if view == .collection {
      let collection = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewLayout())
      collection.isEventLogEnabled = false
      for identifier in identifiers {
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
      }
      var violations: [CollectionUpdateError] = []
      collection.violationHandler = { violations.append($0) }
      collection.dataSource = source
      collection.layoutIfNeeded()
      if violations.isEmpty { change(collection) }
      return violations.first.map(ContractExplanation.init)
    }
    let table = UITableView(frame: frame, style: .plain)
    table.isEventLogEnabled = false
    for identifier in identifiers { table.register(UITableViewCell.self, forCellReuseIdentifier: identifier) }
    var violations: [TableUpdateError] = []
    table.violationHandler = { violations.append($0) }
    table.dataSource = source
    table.layoutIfNeeded()
    if violations.isEmpty { change(table) }
    return violations.first.map(ContractExplanation.init)
  }
}

/// A data source with counts that dequeues its cells with one identifier, which can change.
@MainActor
final class DequeuingDataSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
  let counts: [Int]
  var identifier: String

  init(counts: [Int], identifier: String) {
    self.counts = counts
    self.identifier = identifier
  }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
  }
}
#endif
