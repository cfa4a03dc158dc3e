#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraTesting
import TesseraUIKit

/// The height a recorded session's views measure to: from the content and the width, taller
/// when expanded, as an app's self-sizing cells would.
func recordedSessionHeight(of content: GeneratedContent, width: CGFloat, isExpanded: Bool) -> CGFloat {
  CGFloat(
    24 + 8 * (content.label.count % 4) + 6 * (content.version % 3) + (isExpanded ? 40 : 0) + (width < 300 ? 12 : 0))
}

/// A table cell that shows its row's id (what a flight recording keeps) and measures by its
/// content.
final class RecordedTableCell: UITableViewCell, TableCell {
  private var content = GeneratedContent(label: "")
  private var isExpanded = false

  func configure(with content: GeneratedContent, context: CellContext) {
    textLabel?.text = context.rowID.description
    self.content = content
    isExpanded = context.isExpanded
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: recordedSessionHeight(of: content, width: size.width, isExpanded: isExpanded))
  }
}

/// The same for a collection view.
final class RecordedCollectionCell: UICollectionViewListCell, CollectionCell {
  private var content = GeneratedContent(label: "")
  private var isExpanded = false

  func configure(with content: GeneratedContent, context: CellContext) {
    var configuration = defaultContentConfiguration()
    configuration.text = context.rowID.description
    contentConfiguration = configuration
    self.content = content
    isExpanded = context.isExpanded
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: recordedSessionHeight(of: content, width: size.width, isExpanded: isExpanded))
  }
}

/// A table header that counts its section's rows, as tall as the count says.
final class RecordedTableHeader: UITableViewHeaderFooterView, TableHeaderFooter {
  private var count = 0

  func configure(with content: SectionCount, context: SectionSupplementContext) {
    textLabel?.text = content.description
    count = content.count
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: CGFloat(30 + count % 3 * 5))
  }
}

/// The same for a collection view.
final class RecordedCollectionHeader: UICollectionReusableView, CollectionHeaderFooter {
  private var count = 0

  func configure(with content: SectionCount, context: SectionSupplementContext) {
    count = content.count
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: CGFloat(30 + count % 3 * 5))
  }
}

/// A live session on one of the two hosts: what it does to its view, in words both views share.
@MainActor
struct RecordedSession {
  let host: UIKitListHost
  let table: UITableView?
  let collection: UICollectionView?

  init(collection isCollection: Bool, width: CGFloat = 320, height: CGFloat = 240) {
    let frame = CGRect(x: 0, y: 0, width: width, height: height)
    if isCollection {
      let view = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewLayout())
      let host = CollectionViewHost(collectionView: view)
      host.register(RecordedCollectionCell.self)
      host.registerHeaderFooter(RecordedCollectionHeader.self)
      (self.host, table, collection) = (host, nil, view)
    } else {
      let view = UITableView(frame: frame, style: .plain)
      let host = TableViewHost(tableView: view)
      host.register(RecordedTableCell.self)
      host.registerHeaderFooter(RecordedTableHeader.self)
      (self.host, table, collection) = (host, view, nil)
    }
    host.controller.diagnosticsHandler = { _ in }
  }

  var controller: ListController { host.controller }
  var view: UIScrollView { table ?? collection ?? UIScrollView() }

  /// What a replay does after each update: a layout pass, and the animations ended.
  func layOut() {
    table?.layoutIfNeeded()
    table?.finishAnimations()
    collection?.layoutIfNeeded()
    collection?.finishAnimations()
  }

  func screenText() -> String {
    let options = ScreenTextOptions(includesHeadersAndFooters: false, includesReuseIdentifiers: false)
    return table?.visibleScreenText(options: options) ?? collection?.visibleScreenText(options: options) ?? ""
  }

  var visiblePaths: [IndexPath] {
    (table?.indexPathsForVisibleRows ?? collection?.indexPathsForVisibleItems ?? []).sorted()
  }

  func tap(_ path: IndexPath) {
    table?.simulateTap(at: path)
    collection?.simulateTap(onItemAt: path)
    table?.layoutIfNeeded()
    collection?.layoutIfNeeded()
  }

  /// Drags the row at `source` onto `target`, as a replay does; where it landed.
  func drag(_ source: IndexPath, to target: IndexPath) -> IndexPath? {
    var landed: IndexPath?
    if let table {
      table.isEditing = true
      landed = table.simulateInteractiveMove(from: source, to: target)
      table.isEditing = false
      table.layoutIfNeeded()
    }
    if let collection {
      landed = collection.simulateInteractiveMove(from: source, to: target)
      collection.layoutIfNeeded()
    }
    return landed
  }

  func scroll(to top: CGFloat) {
    table?.scroll(to: top)
    collection?.scroll(to: top)
  }

  func setWidth(_ width: CGFloat) {
    view.frame.size.width = width
    view.layoutIfNeeded()
    (host as? TableViewHost)?.tableViewDidLayout()
    (host as? CollectionViewHost)?.collectionViewDidLayout()
    table?.layoutIfNeeded()
    collection?.layoutIfNeeded()
  }

  var violations: [String] {
    (table?.violations.map { $0.message(style: .classic) } ?? []) + (collection?.violations.map(\.message) ?? [])
  }
}
