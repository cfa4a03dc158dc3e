#if !canImport(UIKit)
import Foundation

/// A reusable section header or footer, as in UIKit.
///
/// As with cells, ``init(reuseIdentifier:)`` is `required` headlessly so that views registered
/// by class can be created. The default measured height is that of the
/// ``contentConfiguration``'s view when there is one, else 28 points; override
/// ``sizeThatFits(_:)`` for another.
@MainActor
open class UITableViewHeaderFooterView: UIView {
  private let storedReuseIdentifier: String?
  private var storedTextLabel: UILabel?
  private var storedDetailTextLabel: UILabel?

  /// The view that holds the content; add custom subviews here.
  public let contentView = UIView()

  /// Creates a view with a reuse identifier.
  public required init(reuseIdentifier: String?) {
    self.storedReuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Creates a view from an archive, without reuse identifier.
  public required init?(coder: NSCoder) {
    self.storedReuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Creates a view without reuse identifier.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// The identifier of the reuse pool the view belongs to.
  open var reuseIdentifier: String? { storedReuseIdentifier }

  /// The configuration of the view's content (iOS 14), shown as on a cell; the legacy labels
  /// are `nil` while it is set.
  public var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      ContentConfigurationSlot.install(
        contentConfiguration, in: contentView, retiring: &storedTextLabel, &storedDetailTextLabel)
    }
  }

  /// The standard list configuration of a header (iOS 14), to fill and assign to
  /// ``contentConfiguration``.
  public func defaultContentConfiguration() -> UIListContentConfiguration { .plainHeader() }

  /// The main label, created on first access; `nil` while a ``contentConfiguration`` is set.
  open var textLabel: UILabel? {
    guard contentConfiguration == nil else { return nil }
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel()
    storedTextLabel = label
    contentView.addSubview(label)
    return label
  }

  /// The secondary label, created on first access; `nil` while a ``contentConfiguration`` is set.
  open var detailTextLabel: UILabel? {
    guard contentConfiguration == nil else { return nil }
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = UILabel()
    storedDetailTextLabel = label
    contentView.addSubview(label)
    return label
  }

  /// Resets state before the view is reused.
  open func prepareForReuse() {}

  /// The default measurement: the offered width, and the height the content configuration's
  /// view needs at that width, or 28 points without one.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard contentConfiguration != nil,
      let configured = ContentConfigurationSlot.fittingHeight(under: contentView, width: size.width)
    else { return CGSize(width: size.width, height: 28) }
    return CGSize(width: size.width, height: configured)
  }

  /// Keeps the content view, and the content configuration's view, filling the view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    ContentConfigurationSlot.layOut(in: contentView)
  }
}
#endif
