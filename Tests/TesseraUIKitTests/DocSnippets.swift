// The code of the TesseraUIKit DocC articles, verbatim: this file compiles it (on Linux and, through
// ios-compile, against the iOS SDK), and DocSnippetTests fails when an article drifts from it.
// Edit both together.
#if canImport(UIKit)
import UIKit
#endif
import TesseraUIKit

// MARK: CustomHeadersAndFooters.md, snippet 1
struct FriendsHeader: Equatable, Sendable { var count: Int }

final class FriendsHeaderView: UITableViewHeaderFooterView, TableHeaderFooter {
  func configure(with header: FriendsHeader, context: SectionSupplementContext) {
    textLabel?.text = "Friends (\(header.count))" + (context.isCollapsed ? " ▸" : "")
  }
}

@MainActor
func showFriends(_ host: TableViewHost, names: [String]) {
  host.registerHeaderFooter(FriendsHeaderView.self)
  host.submit(ListSnapshot {
    Section("friends") { for name in names { Row(name, name) } }
      .header(.content(FriendsHeader(count: names.count)))
      .collapsible()
  })
}

// MARK: SelectionAndRowIDs.md, snippet 1
@MainActor
func keepSelection(_ host: TableViewHost) {
  host.selectionBehavior = .persistent
  host.tableView.allowsMultipleSelection = true
  host.selectRow(withID: "welcome")
  let chosen: Set<RowID> = host.selectedRowIDs
  print("selected:", chosen)
}

// MARK: SelectionAndRowIDs.md, snippet 2
@MainActor
func reveal(_ id: RowID, in host: TableViewHost) {
  if host.scrollToRow(withID: id, at: .middle, animated: true),
    let cell = host.cell(forRowID: id) {
    cell.setHighlighted(true, animated: true)
  }
  let path: IndexPath? = host.indexPath(forRowID: id)
  print(path.flatMap(host.rowID(at:)) == id)
}

// MARK: ApplyingSnapshots.md, snippet 1
@MainActor
func refresh(_ host: TableViewHost, _ snapshot: ListSnapshot) async {
  host.rowAnimations = TableRowAnimations(insert: .top, delete: .left, reload: .fade)
  host.apply(snapshot, animatingDifferences: false) {
    print("shown without animation")
  }
  await host.apply(snapshot, animatingDifferences: true)
}

// MARK: ApplyingSnapshots.md, snippet 2
@MainActor
func checkRegistrations(_ host: TableViewHost, _ snapshot: ListSnapshot) {
  for problem in host.validateRegistrations(for: snapshot) {
    print(problem)
  }
}
