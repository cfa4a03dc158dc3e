#if !canImport(UIKit)
import Foundation

/// A reusable section header or footer, as in UIKit.
///
/// As with cells, ``init(reuseIdentifier:)`` is `required` headlessly so that views registered
/// by class can be created. The default measured height is 28 points; override
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

  /// The main label, created on first access.
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel()
    storedTextLabel = label
    contentView.addSubview(label)
    return label
  }

  /// The secondary label, created on first access.
  open var detailTextLabel: UILabel? {
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = UILabel()
    storedDetailTextLabel = label
    contentView.addSubview(label)
    return label
  }

  /// Resets state before the view is reused.
  open func prepareForReuse() {}

  /// The default measurement: the offered width and 28 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 28)
  }

  /// Keeps the content view filling the view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}
#endif
