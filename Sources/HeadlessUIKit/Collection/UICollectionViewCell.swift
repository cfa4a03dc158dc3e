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

  /// The height of the content configuration's view, or of the subviews, or 44 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: fittingHeight(of: self, width: size.width) ?? 44)
  }
}

/// The fitting height of a view's first content view or label, if it has one.
@MainActor
func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat? {
  for subview in view.subviews {
    if let content = subview as? UIListContentView { return content.sizeThatFits(CGSize(width: width, height: 0)).height }
    if let nested = fittingHeight(of: subview, width: width) { return nested }
  }
  return nil
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
    didSet { installContentConfiguration() }
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

  /// The fitting size of the cell; the content view fills the cell, so an active height
  /// constraint of the content view (stronger than the vertical priority) gives the height, as
  /// Auto Layout would.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    var fitted = super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    if verticalFittingPriority < .required, let height = contentView.constrainedHeight(above: verticalFittingPriority) {
      fitted.height = height
    }
    return fitted
  }

  /// Keeps the content view filling the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    for view in contentView.subviews where view is any UIContentView { view.frame = contentView.bounds }
  }

  private func installContentConfiguration() {
    let existing = contentView.subviews.first { $0 is any UIContentView }
    guard let configuration = contentConfiguration else {
      existing?.removeFromSuperview()
      return
    }
    if let view = existing as? any UIContentView, view.supports(configuration) {
      view.configuration = configuration
      return
    }
    existing?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.frame = contentView.bounds
    contentView.addSubview(view)
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
}

/// The state a configuration is updated for.
@MainActor
public protocol UIConfigurationState {}

/// A cell's state: selection, highlight, editing.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// Whether the collection view is editing.
  public var isEditing = false
}

/// How a cell's content looks, as a value: it makes the view that shows it (iOS 14).
public protocol UIContentConfiguration {
  /// A new view showing this configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView
  /// This configuration adjusted for a state.
  @MainActor func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@MainActor
public protocol UIContentView: AnyObject {
  /// The configuration shown.
  var configuration: any UIContentConfiguration { get set }
  /// Whether the view can show `configuration` (iOS 16).
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Any configuration of the same type as the current one.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}

/// The standard content of a list cell, header or footer: text, secondary text, image (iOS 14).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// How a text is drawn.
  public struct TextProperties: Hashable {
    /// The font.
    public var font: UIFont
    /// The colour.
    public var color: UIColor
    /// The maximum number of lines; 0 for no limit.
    public var numberOfLines = 0
  }

  /// The main text.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?
  /// The image.
  public var image: UIImage?
  /// How the main text is drawn.
  public var textProperties: TextProperties
  /// How the secondary text is drawn.
  public var secondaryTextProperties: TextProperties
  /// Space around the content.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

  init(textSize: CGFloat, secondarySize: CGFloat) {
    textProperties = TextProperties(font: .systemFont(ofSize: textSize), color: .label)
    secondaryTextProperties = TextProperties(font: .systemFont(ofSize: secondarySize), color: .secondaryLabel)
  }

  /// A list cell's content.
  public static func cell() -> UIListContentConfiguration { .init(textSize: 17, secondarySize: 15) }
  /// A cell with its secondary text below the text.
  public static func subtitleCell() -> UIListContentConfiguration { .init(textSize: 17, secondarySize: 15) }
  /// A cell with its secondary text on the trailing side.
  public static func valueCell() -> UIListContentConfiguration { .init(textSize: 17, secondarySize: 17) }
  /// A header.
  public static func header() -> UIListContentConfiguration { .init(textSize: 13, secondarySize: 13) }
  /// A footer.
  public static func footer() -> UIListContentConfiguration { .init(textSize: 13, secondarySize: 13) }
  /// A plain list's header.
  public static func plainHeader() -> UIListContentConfiguration { .init(textSize: 15, secondarySize: 13) }
  /// A plain list's footer.
  public static func plainFooter() -> UIListContentConfiguration { .init(textSize: 13, secondarySize: 13) }
  /// A grouped list's header.
  public static func groupedHeader() -> UIListContentConfiguration { .init(textSize: 13, secondarySize: 13) }
  /// A grouped list's footer.
  public static func groupedFooter() -> UIListContentConfiguration { .init(textSize: 13, secondarySize: 13) }

  /// A ``UIListContentView`` showing this configuration.
  @MainActor
  public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

  /// The same configuration (the headless look does not change with state).
  @MainActor
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// The view of a ``UIListContentConfiguration``: a label per text.
@MainActor
open class UIListContentView: UIView, UIContentView {
  private let textLabel = UILabel(frame: .zero)
  private let secondaryTextLabel = UILabel(frame: .zero)
  private var listConfiguration: UIListContentConfiguration

  /// Creates a view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    addSubview(textLabel)
    addSubview(secondaryTextLabel)
    show(configuration)
  }

  /// Creates a view from an archive.
  public required init?(coder: NSCoder) {
    listConfiguration = .cell()
    super.init(coder: coder)
  }

  /// The configuration shown; a configuration of another type is ignored.
  open var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else { return }
      listConfiguration = list
      show(list)
    }
  }

  private func show(_ configuration: UIListContentConfiguration) {
    textLabel.text = configuration.text
    textLabel.font = configuration.textProperties.font
    textLabel.numberOfLines = configuration.textProperties.numberOfLines
    secondaryTextLabel.text = configuration.secondaryText
    secondaryTextLabel.font = configuration.secondaryTextProperties.font
    secondaryTextLabel.numberOfLines = configuration.secondaryTextProperties.numberOfLines
    accessibilityLabel = [configuration.text, configuration.secondaryText].compactMap { $0 }.joined(separator: ", ")
  }

  /// The texts' heights plus the margins, at least 44 points for a cell.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let margins = listConfiguration.directionalLayoutMargins
    let width = Swift.max(0, size.width - margins.leading - margins.trailing)
    let texts = textLabel.sizeThatFits(CGSize(width: width, height: 0)).height
      + secondaryTextLabel.sizeThatFits(CGSize(width: width, height: 0)).height
    return CGSize(width: size.width, height: Swift.max(44, (texts + margins.top + margins.bottom).rounded(.up)))
  }
}
#endif
