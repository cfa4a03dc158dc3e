// swift-format-ignore-file
// (The snippets are the documents' code, verbatim: the documents decide their layout.)
// README.md, "Showing it", verbatim between the wrapper lines (DocumentationSnippetTests checks it).
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraTerminal
import TesseraUIKit

final class ReadmeScreen: UIViewController, UITableViewDelegate {  // README wrapper
  func show(tableView: UITableView, product: Product, snapshot: ListSnapshot) {  // README wrapper
// iOS: the table view binding (TesseraUIKit)
let host = TableViewHost(tableView: tableView)
host.register(PriceCell.self, for: Price.self)      // one cell type per content type
host.submit(productPage(.loading))
host.submit(productPage(.loaded(product)))          // animates only what changed
host.registerHeaderFooter(FriendsHeaderView.self)   // headers/footers by content type too
host.selectionBehavior = .persistent                // selectedRowIDs follow rows through diffs
host.scrollToRow(withID: "welcome", at: .top)       // rows by id, never by stale index path
host.apply(snapshot, animatingDifferences: false)   // the diffable-data-source shape
host.delegate = self                                // your own UITableViewDelegate still works
  }  // README wrapper
}  // README wrapper

@MainActor  // README wrapper
func showInTerminal(session: TerminalSession) -> TerminalListView {  // README wrapper
// Linux: the terminal host (TesseraTerminal)
var renderers = TerminalRenderers()
renderers.register(Price.self) { price, context in [StyledLine(price.amount)] }
let view = TerminalListView(controller: ListController(), renderers: renderers, size: session.size)
return view  // README wrapper
}  // README wrapper

@MainActor  // README wrapper
func showInCollection(collectionView: UICollectionView, product: Product) -> CollectionViewHost {  // README wrapper
// iOS: the same snapshots in a collection view, with list and grid sections
let host = CollectionViewHost(collectionView: collectionView)
host.register(ImageCell.self)                             // UICollectionViewCell by content type,
host.registerListCell(for: Price.self) { configuration, price, _ in
  configuration.text = price.amount                       // or a list cell's content configuration
}
host.submit(productPage(.loaded(product)))                // the same diff, the same batches
let photos = Section("photos", rows: product.images.map { Row($0, CycleImages(urls: [$0])) })
  .collectionLayout(.grid(columns: 3, spacing: 2))        // a grid section; lists are the default
_ = photos  // README wrapper
return host  // README wrapper
}  // README wrapper

@MainActor  // README wrapper
func readmeRow(_ mail: Mail, inbox: Inbox) -> Row {  // README wrapper
Row(mail.id, mail)
  .swipeActions(edge: .leading) { RowAction("Archive", systemImage: "archivebox") { inbox.archive($0.rowID) } }
  .swipeActions { RowAction("Delete", systemImage: "trash", role: .destructive) { inbox.delete($0.rowID) } }
  .contextMenu { RowAction("Reply", systemImage: "arrowshape.turn.up.left") { inbox.reply(to: $0.rowID) } }
  .onMove { move in inbox.move(move.rowID, after: move.rowBefore) }  // drag to reorder, in place
  .onWillDisplay { _ in inbox.loadMoreIfLast(mail) }                 // "load more" without a delegate
}  // README wrapper
