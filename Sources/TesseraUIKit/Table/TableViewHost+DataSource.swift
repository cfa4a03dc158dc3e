#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Every UITableViewDataSource and UITableViewDataSourcePrefetching method of the host is here,
// in the extension that declares both conformances: on iOS a method whose signature misses the
// protocol's by a label is then a compiler warning ("nearly matches optional requirement"), not
// a method UIKit never calls.

extension TableViewHost: UITableViewDataSource, UITableViewDataSourcePrefetching {
  /// The sections shown, including collapsed ones.
  public func numberOfSections(in tableView: UITableView) -> Int {
    showsController ? controller.presented.sectionCount : 0
  }

  /// The rows shown in `section` (none while it is collapsed).
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    controller.presented.sections.indices.contains(section) ? controller.presented.rowCount(inSection: section) : 0
  }

  /// A cell of the type registered for the row's content, dequeued and fully configured.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    configuredCell(at: indexPath) as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// The section's header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    shownSupplement(inSection: section, isHeader: true)?.supplement.title
  }

  /// The section's footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    shownSupplement(inSection: section, isHeader: false)?.supplement.title
  }

  /// Whether the row can be deleted, swiped or moved; any row when the app has its own
  /// ``delegate`` (whose swipe actions UIKit only asks for on editable rows). Rows without
  /// ``Row/onDelete(_:)-(RowInteractions.Handler)`` still show no delete control.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    guard let row = shownRow(at: indexPath) else { return false }
    return row.behaviors.interactions.isEditable || delegate != nil
  }

  /// Whether the row has ``Row/onMove(within:_:)``.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    canMoveRow(at: indexPath)
  }

  /// Runs the `onPrefetch` of each row.
  public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    runEach(indexPaths) { $0.onPrefetch }
  }

  /// Runs the prefetch cancel handler of each row.
  public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    runEach(indexPaths) { $0.onCancelPrefetch }
  }

  /// The user dropped a row: the controller's list follows (the table shows it there already),
  /// then the row's move handler runs.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    userDidMoveRow(at: sourceIndexPath, to: destinationIndexPath)
  }

  /// A delete runs the row's ``Row/onDelete(_:)-(RowInteractions.Handler)``; the next snapshot removes the row.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    runEach([indexPath]) { $0.onDelete }
  }

  /// The index titles of the sections shown (``Section/indexTitle(_:)``); `nil` when none has one.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    let titles = presentedIndexTitles
    return titles.isEmpty ? nil : titles
  }

  /// The section of the `index`-th index title.
  public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    section(forIndexTitleAt: index)
  }
}
