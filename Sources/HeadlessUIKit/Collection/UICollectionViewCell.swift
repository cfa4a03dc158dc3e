#if !canImport(UIKit)
import Foundation

/// A view a collection view recycles: its cells and supplementary views (CV-R1..R5).
///
/// Subclasses are written as for UIKit (`override init(frame:)` with `required init?(coder:)`,
/// or no initializer). The collection view creates a registered class through the `required`
/// ``init(frame:forClassRegistration:)``, which subclasses inherit and which hands over to their
/// `init(frame:)`, as UIKit calls `init(frame:)` (see `UITableViewCell` for why).
@MainActor
open class UICollectionReusableView: UIView {
  /// The identifier it was registered and dequeued with.
  public internal(set) var reuseIdentifier: String?
  /// Whether `prepareForReuse()` reached this class's implementation (a `super` call check).
  var didReachBasePrepareForReuse = false

  /// Creates a view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a view of a registered class, as the collection view does: calls `init(frame:)`,
  /// the subclass's own when it overrides it (headless only; see `UITableViewCell`).
  public required convenience init(frame: CGRect, forClassRegistration: Void = ()) {
    self.init(frame: frame)
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
    layoutAttributes.frame.size.height = fittingHeight(atWidth: width)
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
  open var isSelected = false {
    didSet { if oldValue != isSelected { setNeedsUpdateConfiguration() } }
  }
  /// Whether the cell is highlighted.
  open var isHighlighted = false {
    didSet { if oldValue != isHighlighted { setNeedsUpdateConfiguration() } }
  }
  /// Whether ``updateConfiguration(using:)`` is due.
  var needsConfigurationUpdate = true
  /// The background's configuration (iOS 14); recorded, updated for the state.
  open var backgroundConfiguration: UIBackgroundConfiguration?
  /// Whether the content configuration is updated for each new state (iOS 14).
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether the background configuration is updated for each new state (iOS 14).
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// Called after ``updateConfiguration(using:)`` with the state (iOS 15).
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
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
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Creates a cell from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The cell's state for its configurations (iOS 14).
  open var configurationState: UICellConfigurationState {
    cellConfigurationState(selected: isSelected, highlighted: isHighlighted, editing: false)
  }

  /// Asks for ``updateConfiguration(using:)`` before the next layout or measurement (iOS 14).
  open func setNeedsUpdateConfiguration() { markConfigurationForUpdate() }

  /// Updates the configurations for `state` (iOS 14), as a table cell does.
  open func updateConfiguration(using state: UICellConfigurationState) {
    updateConfigurationsAutomatically(for: state)
  }

  /// Resets the cell for reuse and asks for a configuration update.
  open override func prepareForReuse() {
    super.prepareForReuse()
    setNeedsUpdateConfiguration()
  }

  /// The fitting size of the cell, after a pending configuration update: the content view's
  /// constraints solved for the target (see the Auto Layout article), else ``UIView/sizeThatFits(_:)``.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    updateConfigurationIfNeeded()
    return super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }

  /// Runs a pending configuration update, then keeps the content view filling the cell.
  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    layOutContentView()
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
