#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// The table's data source, prefetch data source and delegate for a ``TableViewHost``: it
/// answers what the table asks by calling the host, and hands what it does not implement to
/// the app's own delegate (see ``ListViewAdapter``).
///
/// Every UITableViewDataSource and UITableViewDataSourcePrefetching method is here, in the
/// extension that declares both conformances (and every delegate method in
/// TableViewAdapter+Delegate.swift), spelled exactly as in the iOS SDK: on iOS a method whose
/// signature misses the protocol's by a label is then a compiler warning ("nearly matches
/// optional requirement"), not a method UIKit never calls.
final class TableViewAdapter: ListViewAdapter {
  /// The host the table shows the list of; it owns the adapter.
  weak var host: TableViewHost?
}

extension TableViewAdapter: UITableViewDataSource, UITableViewDataSourcePrefetching {
  /// The sections shown, including collapsed ones.
  func numberOfSections(in tableView: UITableView) -> Int {
    host?.shownSectionCount ?? 0
  }

  /// The rows shown in `section` (none while it is collapsed).
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    host?.shownRowCount(inSection: section) ?? 0
  }

  /// A cell of the type registered for the row's content, dequeued and fully configured.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    host?.configuredCell(at: indexPath) as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// The section's header title.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    host?.shownSupplement(inSection: section, isHeader: true)?.supplement.title
  }

  /// The section's footer title.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    host?.shownSupplement(inSection: section, isHeader: false)?.supplement.title
  }

  /// Whether the row can be deleted, swiped or moved; any row when the app has its own
  /// delegate (whose swipe actions UIKit only asks for on editable rows). Rows without
  /// `onDelete` still show no delete control.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    guard let host, let row = host.shownRow(at: indexPath) else { return false }
    return row.behaviors.interactions.isEditable || host.delegate != nil
  }

  /// Whether the row has `onMove`.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    host?.canMoveRow(at: indexPath) ?? false
  }

  /// Runs the `onPrefetch` of each row.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    host?.runEach(indexPaths) { $0.onPrefetch }
  }

  /// Runs the prefetch cancel handler of each row.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    host?.runEach(indexPaths) { $0.onCancelPrefetch }
  }

  /// The user dropped a row: the controller's list follows (the table shows it there already),
  /// then the row's move handler runs.
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    host?.userDidMoveRow(at: sourceIndexPath, to: destinationIndexPath)
  }

  /// A delete runs the row's `onDelete`; the next snapshot removes the row.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    host?.runEach([indexPath]) { $0.onDelete }
  }

  /// The index titles of the sections shown; `nil` when none has one.
  func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    let titles = host?.dataSourceIndexTitles ?? []
    return titles.isEmpty ? nil : titles
  }

  /// The section of the `index`-th index title.
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    host?.section(forIndexTitleAt: index) ?? 0
  }
}
