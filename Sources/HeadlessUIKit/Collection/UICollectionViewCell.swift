#if !canImport(UIKit)
import Foundation

/// A view a collection view recycles: its cells and supplementary views (CV-R1..R5).
///
/// Registered classes are created by the collection view with ``init(frame:)``, which is
/// `required` here because Swift can only call an initializer through a class object when it is.
/// Portable subclasses declare no designated initializer of their own (they inherit it) and set
/// themselves up on first use.
@MainActor
open class UICollectionReusableView: UIView {
  /// The identifier it was registered and dequeued with.
  public internal(set) var reuseIdentifier: String?
  /// Whether `prepareForReuse()` reached this class's implementation (a `super` call check).
  var didReachBasePrepareForReuse = false

  /// Creates a view with a frame.
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a view from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Called when the view leaves the reuse queue, before it is handed out again (CV-R3).
  open func prepareForReuse() {
    didReachBasePrepareForReuse = true
  }

  /// The attributes the view wants given the layout's: self-sizing changes the height to the
  /// view's fitting height at the attributes' width (CV-L3).
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let width = layoutAttributes.frame.width
    bounds = CGRect(x: 0, y: 0, width: width, height: bounds.height)
    layoutIfNeeded()
    let size = systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    layoutAttributes.frame.size.height = size.height
    return layoutAttributes
  }

  /// Applies layout attributes (the frame is set by the collection view).
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The height of the first content configuration's view among the subviews, or 44 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: ContentConfigurationSlot.fittingHeight(under: self, width: size.width) ?? 44)
  }
}

/// A collection view cell: a content view, selection and highlight, and (iOS 14) a content
/// configuration.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view to add content to.
  public let contentView = UIView(frame: .zero)
  /// Whether the cell is selected (set by the collection view).
  open var isSelected = false
  /// Whether the cell is highlighted.
  open var isHighlighted = false
  /// A view behind the content.
  open var backgroundView: UIView?
  /// A view behind the content while selected.
  open var selectedBackgroundView: UIView?

  /// The configuration of the cell's content (iOS 14); setting one replaces the content view's
  /// configuration view, or updates it when it is of the same kind.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { ContentConfigurationSlot.install(contentConfiguration, in: contentView) }
  }

  /// Creates a cell.
  public required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Creates a cell from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Keeps the content view filling the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    ContentConfigurationSlot.layOut(in: contentView)
  }
}

/// A cell for list sections (iOS 14): a standard content configuration to start from, and the
/// swipe actions of its section's list configuration.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// The indentation level of the cell's content.
  open var indentationLevel = 0

  /// The standard configuration of a list cell, to fill and assign to `contentConfiguration`.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  /// The accessories at the cell's edges (iOS 14): system ones such as a disclosure chevron or a
  /// checkmark, and views of the app's own, each shown or not by its displayed state against
  /// the collection view's `isEditing`. A custom view joins the cell's view hierarchy while it
  /// is one of the accessories.
  public var accessories: [UICellAccessory] = [] {
    didSet {
      for view in accessoryViews { view.removeFromSuperview() }
      accessoryViews = accessories.compactMap {
        if case .customView(let view) = $0.accessoryType { view } else { nil }
      }
      for view in accessoryViews { addSubview(view) }
    }
  }

  /// The custom views among ``accessories``, in the cell's hierarchy.
  private var accessoryViews: [UIView] = []
}
#endif
