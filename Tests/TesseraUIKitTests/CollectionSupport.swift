#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraTesting
import TesseraUIKit

/// A list cell that shows any content as text, one line per 20 points of text at its width
/// (three more lines when the row is expanded).
final class CollectionTextCell<Content: Equatable & Sendable>: UICollectionViewListCell, CollectionCell, ShowsText {
  private(set) var text = ""
  private var extraLines = 0

  func configure(with content: Content, context: CellContext) {
    text = String(describing: content)
    extraLines = context.isExpanded ? 3 : 0
    var configuration = defaultContentConfiguration()
    configuration.text = text
    contentConfiguration = configuration
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let lines = max(1, Int((Double(text.count) * 8 / Double(max(size.width, 1))).rounded(.up)))
    return CGSize(width: size.width, height: CGFloat(20 * (lines + extraLines)))
  }
}

/// A cell that says which text it shows.
@MainActor
protocol ShowsText {
  var text: String { get }
}

/// A collection view in a window and its host.
@MainActor
func makeCollection(width: CGFloat = 320, height: CGFloat = 600) -> (UICollectionView, CollectionViewHost) {
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: UICollectionViewLayout())
  let host = CollectionViewHost(collectionView: collectionView)
  host.controller.diagnosticsHandler = { _ in }
  return (collectionView, host)
}

/// The text of every visible cell, in display order.
@MainActor
func visibleItemTexts(_ collectionView: UICollectionView) -> [String] {
  collectionView.indexPathsForVisibleItems.map { path in
    (collectionView.cellForItem(at: path) as? any ShowsText)?.text ?? "<no cell>"
  }
}

/// The text the latest snapshot says each visible item shows.
@MainActor
func expectedItemTexts(_ collectionView: UICollectionView, _ host: CollectionViewHost) -> [String] {
  collectionView.indexPathsForVisibleItems.map { path in
    host.controller.dataSourceList.row(at: ElementPath(element: path.item, section: path.section))
      .map { String(describing: $0.content.base) } ?? "<none>"
  }
}

/// A header or footer that shows any content as text.
final class CollectionTextHeader<Content: Equatable & Sendable>: UICollectionReusableView, CollectionHeaderFooter,
  ShowsText
{
  private(set) var text = ""

  func configure(with content: Content, context: SectionSupplementContext) {
    text = String(describing: content)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 36) }
}
