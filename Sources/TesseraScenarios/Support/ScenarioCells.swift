import TesseraTesting
import TesseraUIKit

// The cells and headers of the scenarios, one of each for the table and for the collection
// view. Each says its own height by overriding both `sizeThatFits(_:)` and
// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`, so the
// host measures the same height on real UIKit (Auto Layout calls the latter) and headless.

/// The height of text at `width`: one 20-point line per 8 points of characters, three more
/// lines when the row is expanded.
func measuredTextHeight(_ text: String, width: CGFloat, isExpanded: Bool) -> CGFloat {
  let lines = max(1, Int((Double(text.count) * 8 / Double(max(width, 1))).rounded(.up)))
  return CGFloat(20 * (lines + (isExpanded ? 3 : 0)))
}

/// The size Auto Layout gives a cell whose content view has no constraints of its own: the
/// height of an active height constraint of the content view stronger than `priority` (as the
/// collection host pins a list row of known height), else `measured`'s; the target's width.
@MainActor
func fittingSize(_ target: CGSize, of contentView: UIView, above priority: UILayoutPriority, measured: CGSize) -> CGSize
{
  let pin = contentView.constraints.last {
    $0.isActive && $0.firstItem === contentView && $0.firstAttribute == .height && $0.priority > priority
  }
  return CGSize(width: target.width, height: pin?.constant ?? measured.height)
}

/// A list content configuration showing `text`, as both cell kinds use it.
@MainActor
func listContent(_ text: String, from cell: UIView) -> UIListContentConfiguration {
  var configuration =
    (cell as? UITableViewCell)?.defaultContentConfiguration()
    ?? (cell as? UICollectionViewListCell)?.defaultContentConfiguration() ?? .cell()
  configuration.text = text
  return configuration
}

/// A table cell showing any content as text, measured by ``measuredTextHeight(_:width:isExpanded:)``.
final class TextTableCell<Content: Equatable & Sendable>: UITableViewCell, TableCell {
  private var text = ""
  private var isExpanded = false

  func configure(with content: Content, context: CellContext) {
    text = String(describing: content)
    isExpanded = context.isExpanded
    contentConfiguration = listContent(text, from: self)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: measuredTextHeight(text, width: size.width, isExpanded: isExpanded))
  }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(targetSize, of: contentView, above: verticalFittingPriority, measured: sizeThatFits(targetSize))
  }
}

/// A collection list cell showing any content as text, measured as ``TextTableCell``.
final class TextCollectionCell<Content: Equatable & Sendable>: UICollectionViewListCell, CollectionCell {
  private var text = ""
  private var isExpanded = false

  func configure(with content: Content, context: CellContext) {
    text = String(describing: content)
    isExpanded = context.isExpanded
    contentConfiguration = listContent(text, from: self)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: measuredTextHeight(text, width: size.width, isExpanded: isExpanded))
  }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(targetSize, of: contentView, above: verticalFittingPriority, measured: sizeThatFits(targetSize))
  }
}

/// A table header showing any content as text, 36 points tall.
final class TextTableHeader<Content: Equatable & Sendable>: UITableViewHeaderFooterView, TableHeaderFooter {
  func configure(with content: Content, context: SectionSupplementContext) {
    var configuration = defaultContentConfiguration()
    configuration.text = String(describing: content)
    contentConfiguration = configuration
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 36) }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    sizeThatFits(targetSize)
  }
}

/// A collection header showing any content as text, 36 points tall.
final class TextCollectionHeader<Content: Equatable & Sendable>: UICollectionReusableView, CollectionHeaderFooter {
  private var content: UIListContentView?

  func configure(with content: Content, context: SectionSupplementContext) {
    var configuration = UIListContentConfiguration.plainHeader()
    configuration.text = String(describing: content)
    if let view = self.content {
      view.configuration = configuration
    } else {
      let view = UIListContentView(configuration: configuration)
      view.frame = bounds
      addSubview(view)
      self.content = view
    }
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 36) }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    sizeThatFits(targetSize)
  }
}

extension ScenarioContext {
  /// Registers the text cell and the text header for `contentType`, for this view.
  public func registerText<Content: Equatable & Sendable>(_ contentType: Content.Type) {
    tableHost?.register(TextTableCell<Content>.self)
    tableHost?.registerHeaderFooter(TextTableHeader<Content>.self)
    collectionHost?.register(TextCollectionCell<Content>.self)
    collectionHost?.registerHeaderFooter(TextCollectionHeader<Content>.self)
  }
}
