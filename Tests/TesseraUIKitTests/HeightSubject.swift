#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// What a bubble's height depends on besides its content, as an app would keep it: the text
/// size (a content size category), pictures that arrive after a row is shown, and the look of
/// some rows. Each subject has its own, so tests running side by side never share one.
@MainActor
final class BubbleLook {
  /// How many points a line of text is tall, in twentieths, for the app's own look: 1 is the
  /// standard size.
  var scale = 1
  /// The text size of the subject's window as a multiple of the standard one (1, 2 or 3), kept
  /// here for the expected heights: the cells read theirs from their traits when measured, as a
  /// Dynamic Type font would.
  var textSize = 1
  /// Points added to a row by a picture that arrived, by bubble id; read when a cell is
  /// configured.
  var pictures: [Int: Int] = [:]
  /// Points added to every row of an even id; read when a cell is measured.
  var evenBonus = 0

  /// The height a bubble with `words` words has at `width` now, showing the picture of
  /// `picture` points (the one that arrived, when `nil`): what a fresh measurement gives.
  /// `textSize` is the one the measured view has (the window's, when `nil`).
  func height(
    id: Int, words: Int, width: CGFloat, expanded: Bool, picture: Int? = nil, textSize: Int? = nil
  ) -> CGFloat {
    let lines = max(1, Int((Double(words * 40) / Double(max(width, 1))).rounded(.up)))
    let extra = (picture ?? pictures[id] ?? 0) + (id % 2 == 0 ? evenBonus : 0) + (expanded ? 60 : 0)
    return CGFloat(lines * 20 * scale * (textSize ?? self.textSize) + extra)
  }

  /// The multiple of the standard text size a view with `traits` shows text at.
  static func textSize(of traits: UITraitCollection) -> Int {
    let category = traits.preferredContentSizeCategory
    return category >= .accessibilityMedium ? 3 : category >= .extraExtraExtraLarge ? 2 : 1
  }

  /// The content size category of a text size of 1, 2 or 3.
  static func category(ofTextSize textSize: Int) -> UIContentSizeCategory {
    textSize >= 3 ? .accessibilityMedium : textSize == 2 ? .extraExtraExtraLarge : .large
  }
}

/// A chat or feed message: as tall as its words wrap at the width, in the look's text size.
struct Bubble: Equatable, Sendable {
  var id: Int
  var words: Int
  let look: BubbleLook

  static func == (lhs: Bubble, rhs: Bubble) -> Bool {
    lhs.id == rhs.id && lhs.words == rhs.words && lhs.look === rhs.look
  }
}

/// A table cell for ``Bubble``: the picture is read when it is configured, the look and the text
/// size of its traits when it is measured (as a font of the current content size category would
/// be).
final class BubbleTableCell: UITableViewCell, TableCell {
  private var bubble: Bubble?
  private var picture = 0
  private var isExpanded = false

  func configure(with bubble: Bubble, context: CellContext) {
    self.bubble = bubble
    picture = bubble.look.pictures[bubble.id] ?? 0
    isExpanded = context.isExpanded
    textLabel?.text = "\(bubble.id)"
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let bubble else { return CGSize(width: size.width, height: 44) }
    let height = bubble.look.height(
      id: bubble.id, words: bubble.words, width: size.width, expanded: isExpanded, picture: picture,
      textSize: BubbleLook.textSize(of: traitCollection))
    return CGSize(width: size.width, height: height)
  }
}

/// A list cell for ``Bubble``, read as the table cell is.
final class BubbleCollectionCell: UICollectionViewListCell, CollectionCell {
  private var bubble: Bubble?
  private var picture = 0
  private var isExpanded = false

  func configure(with bubble: Bubble, context: CellContext) {
    self.bubble = bubble
    picture = bubble.look.pictures[bubble.id] ?? 0
    isExpanded = context.isExpanded
    var configuration = defaultContentConfiguration()
    configuration.text = "\(bubble.id)"
    contentConfiguration = configuration
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let bubble else { return CGSize(width: size.width, height: 44) }
    let height = bubble.look.height(
      id: bubble.id, words: bubble.words, width: size.width, expanded: isExpanded, picture: picture,
      textSize: BubbleLook.textSize(of: traitCollection))
    return CGSize(width: size.width, height: height)
  }
}

/// Which UIKit view a test drives.
enum UIKitHostKind: String, CaseIterable, Sendable { case table, collection }

/// A table or a collection view of bubbles in a window, with its host, read the same way for
/// both views.
@MainActor
struct BubbleSubject {
  let kind: UIKitHostKind
  let host: UIKitListHost
  let view: UIScrollView
  let look = BubbleLook()
  let window: UIWindow
  /// The diagnostics the host reported.
  let diagnostics = DiagnosticLog()

  /// A subject of `kind`; `checksIdentities` installs the table's identity oracle (R10.5),
  /// which reads every row at every batch: for small lists.
  init(_ kind: UIKitHostKind, width: CGFloat = 320, height: CGFloat = 600, checksIdentities: Bool = true) {
    self.kind = kind
    switch kind {
    case .table:
      let (table, host) = makeTable(width: width, height: height)
      table.isEventLogEnabled = false
      host.register(BubbleTableCell.self)
      if checksIdentities { installIdentityOracle(table, host) }
      (self.host, self.view) = (host, table)
    case .collection:
      let (collectionView, host) = makeCollection(width: width, height: height)
      collectionView.isEventLogEnabled = false
      host.register(BubbleCollectionCell.self)
      (self.host, self.view) = (host, collectionView)
    }
    window = UIWindow(frame: view.frame)
    window.addSubview(view)
    let log = diagnostics
    host.controller.diagnosticsHandler = { log.entries.append($0) }
  }

  var controller: ListController { host.controller }

  /// A snapshot of bubbles `(id, words)`, in one section, each row expandable.
  func snapshot(_ rows: [(id: Int, words: Int)]) -> ListSnapshot {
    ListSnapshot(sections: [
      Section("chat", rows: rows.map { Row($0.id, Bubble(id: $0.id, words: $0.words, look: look)).expandable() })
    ])
  }

  /// The frame of the row with `id` in the view, `nil` when it is not shown.
  func frame(ofRowWithID id: Int) -> CGRect? {
    guard let path = host.indexPath(forRowID: RowID(id)) else { return nil }
    return frame(at: path)
  }

  func frame(at path: IndexPath) -> CGRect? {
    switch view {
    case let table as UITableView:
      return path.section < table.numberOfSections && path.row < table.numberOfRows(inSection: path.section)
        ? table.rectForRow(at: path) : nil
    case let collectionView as UICollectionView:
      return collectionView.layoutAttributesForItem(at: path)?.frame
    default:
      return nil
    }
  }

  /// The rows on screen, as the view laid them out last.
  var visiblePaths: [IndexPath] {
    switch view {
    case let table as UITableView: table.indexPathsForVisibleRows ?? []
    case let collectionView as UICollectionView: collectionView.indexPathsForVisibleItems
    default: []
    }
  }

  /// Whether the view keeps a measured (or exact) height for the row at `path`, rather than an
  /// estimate.
  func isMeasured(_ path: IndexPath) -> Bool {
    switch view {
    case let table as UITableView: table.isRowHeightMeasured(at: path)
    case let collectionView as UICollectionView: collectionView.isItemHeightMeasured(at: path)
    default: false
    }
  }

  /// The view's contract violations, as text.
  var violations: [String] {
    switch view {
    case let table as UITableView: table.violations.map { $0.message(style: .classic) }
    case let collectionView as UICollectionView: collectionView.violations.map { "\($0)" }
    default: []
    }
  }

  /// The height a fresh measurement gives the row at `path` now, at the view's width.
  func freshHeight(at path: IndexPath) -> CGFloat? {
    guard let row = controller.dataSourceList.row(at: path.listPath), let bubble = row.content.as(Bubble.self) else {
      return nil
    }
    return look.height(
      id: bubble.id, words: bubble.words, width: view.bounds.width,
      expanded: controller.isExpanded(rowAt: path.listPath))
  }

  var maximumOffset: CGFloat { max(0, view.contentSize.height - view.bounds.height) }
  var isAtBottom: Bool { view.contentOffset.y >= maximumOffset - 0.5 }

  /// Scrolls to `y` and lays out, as a user's scroll ending there.
  func scroll(to y: CGFloat) {
    view.contentOffset = CGPoint(x: 0, y: min(max(y, 0), maximumOffset))
    view.layoutIfNeeded()
  }

  /// Scrolls from the top to the end half a screen at a time, calling `body` at each stop; the
  /// last stop shows the end (the content grows as rows are measured on the way).
  func scrollThrough(_ body: () -> Void = {}) {
    scroll(to: 0)
    body()
    while view.contentOffset.y < maximumOffset - 0.5 {
      scroll(to: view.contentOffset.y + view.bounds.height / 2)
      body()
    }
  }

  /// The rows on screen whose height differs from a fresh measurement, with both heights.
  func wrongVisibleHeights() -> [String] {
    visiblePaths.compactMap { path in
      guard let frame = frame(at: path), let fresh = freshHeight(at: path), abs(frame.height - fresh) > 0.01 else {
        return nil
      }
      return "\(path.listPath): \(frame.height) pt, fresh \(fresh)"
    }
  }

  /// Gives the view a new width through the host's `…DidLayout()` method, as an app calls it
  /// from `viewDidLayoutSubviews()`: after the view's frame changed and before the view lays
  /// itself out (UIKit lays a view controller's view out before its subviews).
  func setWidthThroughDidLayout(_ width: CGFloat) {
    view.frame = CGRect(x: 0, y: 0, width: width, height: view.bounds.height)
    switch host {
    case let table as TableViewHost: table.tableViewDidLayout()
    case let collection as CollectionViewHost: collection.collectionViewDidLayout()
    default: break
    }
    view.layoutIfNeeded()
  }
}

extension IndexPath {
  /// The row of the controller's list at this index path.
  var listPath: ElementPath { ElementPath(element: self[1], section: self[0]) }
}
