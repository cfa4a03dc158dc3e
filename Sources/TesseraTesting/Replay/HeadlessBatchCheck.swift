#if canImport(HeadlessUIKit) && !canImport(UIKit)
import HeadlessUIKit

/// Runs one batch on a headless table or collection view whose data source only has counts:
/// `before` when the batch starts, `after` when the view asks again at its end. Returns what the
/// view raised, explained, or `nil` when the batch keeps every rule.
@MainActor
enum HeadlessBatchCheck {
  /// The largest list a check builds: a text's numbers beyond it are not rebuilt.
  nonisolated static let maximumRows = 100_000
  nonisolated static let maximumSections = 10_000

  /// Whether counts are small enough, and not negative, to rebuild.
  static func canRebuild(_ counts: [Int]...) -> Bool {
    counts.allSatisfy { list in
      list.count <= maximumSections && list.allSatisfy { $0 >= 0 } && list.reduce(0, +) <= maximumRows
    }
  }

  /// The first violation of the batch `operations` from `before` to `after`, on `view`.
  static func violation(
    on view: UIKitException.View, before: [Int], after: [Int], operations: [UIKitException.Operation]
  ) -> ContractExplanation? {
    guard canRebuild(before, after) else { return nil }
    let source = CountsDataSource(counts: before)
    if view == .collection {
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: UICollectionViewLayout())
      collection.isEventLogEnabled = false
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: CountsDataSource.identifier)
      var violations: [CollectionUpdateError] = []
      collection.violationHandler = { violations.append($0) }
      collection.dataSource = source
      collection.reloadData()
      collection.layoutIfNeeded()
      violations = []
      collection.performBatchUpdates {
        source.counts = after
        for operation in operations { apply(operation, to: collection) }
      }
      return violations.first.map(ContractExplanation.init)
    }
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    table.isEventLogEnabled = false
    table.register(UITableViewCell.self, forCellReuseIdentifier: CountsDataSource.identifier)
    var violations: [TableUpdateError] = []
    table.violationHandler = { violations.append($0) }
    table.dataSource = source
    table.reloadData()
    table.layoutIfNeeded()
    violations = []
    table.performBatchUpdates {
      source.counts = after
      for operation in operations { apply(operation, to: table) }
    }
    return violations.first.map(ContractExplanation.init)
  }

  private static func indexPath(_ path: UIKitException.Path) -> IndexPath {
    IndexPath(row: path.row, section: path.section)
  }

  private static func apply(_ operation: UIKitException.Operation, to table: UITableView) {
    switch operation {
    case .insertSection(let section): table.insertSections(IndexSet(integer: section), with: .automatic)
    case .deleteSection(let section): table.deleteSections(IndexSet(integer: section), with: .automatic)
    case .reloadSection(let section): table.reloadSections(IndexSet(integer: section), with: .automatic)
    case .moveSection(let from, let to): table.moveSection(from, toSection: to)
    case .insertRow(let path): table.insertRows(at: [indexPath(path)], with: .automatic)
    case .deleteRow(let path): table.deleteRows(at: [indexPath(path)], with: .automatic)
    case .reloadRow(let path): table.reloadRows(at: [indexPath(path)], with: .automatic)
    case .moveRow(let from, let to): table.moveRow(at: indexPath(from), to: indexPath(to))
    }
  }

  private static func apply(_ operation: UIKitException.Operation, to collection: UICollectionView) {
    switch operation {
    case .insertSection(let section): collection.insertSections(IndexSet(integer: section))
    case .deleteSection(let section): collection.deleteSections(IndexSet(integer: section))
    case .reloadSection(let section): collection.reloadSections(IndexSet(integer: section))
    case .moveSection(let from, let to): collection.moveSection(from, toSection: to)
    case .insertRow(let path): collection.insertItems(at: [indexPath(path)])
    case .deleteRow(let path): collection.deleteItems(at: [indexPath(path)])
    case .reloadRow(let path): collection.reloadItems(at: [indexPath(path)])
    case .moveRow(let from, let to): collection.moveItem(at: indexPath(from), to: indexPath(to))
    }
  }
}

/// A data source that only has counts, for ``HeadlessBatchCheck``.
@MainActor
final class CountsDataSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
  static let identifier = "cell"
  var counts: [Int]

  init(counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: Self.identifier, for: indexPath)
  }
}
#endif
