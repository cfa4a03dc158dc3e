#if !canImport(UIKit)
import Foundation

/// A reusable section header or footer, as in UIKit.
///
/// As with cells, subclasses are written as for UIKit (`override init(reuseIdentifier:)` with
/// `required init?(coder:)`, or no initializer): the table creates a registered class through
/// the `required` ``init(reuseIdentifier:forClassRegistration:)``, which subclasses inherit and
/// which hands over to their `init(reuseIdentifier:)` (see `UITableViewCell`). The default
/// measured height is that of the ``contentConfiguration``'s view when there is one, else 28
/// points; override ``sizeThatFits(_:)`` for another. Configurations are updated as a cell's are.
@MainActor
open class UITableViewHeaderFooterView: UIView {
  private let storedReuseIdentifier: String?
  private var legacyLabels = LegacyLabels()

  /// The view that holds the content; add custom subviews here.
  public let contentView = UIView()

  /// The view behind the content.
  open var backgroundView: UIView?
  /// Whether ``updateConfiguration(using:)`` is due.
  var needsConfigurationUpdate = true
  /// The background's configuration (iOS 14); recorded, updated for the state.
  open var backgroundConfiguration: UIBackgroundConfiguration?
  /// Whether the content configuration is updated for each new state (iOS 14).
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether the background configuration is updated for each new state (iOS 14).
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// Creates a view with a reuse identifier.
  public init(reuseIdentifier: String?) {
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

  /// Creates a view of a registered class, as the table does: calls `init(reuseIdentifier:)`, the
  /// subclass's own when it overrides it (headless only; see `UITableViewCell`).
  public required convenience init(reuseIdentifier: String?, forClassRegistration: Void = ()) {
    self.init(reuseIdentifier: reuseIdentifier)
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
      ContentConfigurationSlot.install(contentConfiguration, in: contentView, retiring: &legacyLabels)
    }
  }

  /// The standard list configuration of a header (iOS 14), to fill and assign to
  /// ``contentConfiguration``.
  public func defaultContentConfiguration() -> UIListContentConfiguration { .plainHeader() }

  /// The main label, created on first access; `nil` while a ``contentConfiguration`` is set.
  open var textLabel: UILabel? {
    guard contentConfiguration == nil else { return nil }
    return legacyLabel(&legacyLabels.text)
  }

  /// The secondary label, created on first access; `nil` while a ``contentConfiguration`` is set.
  open var detailTextLabel: UILabel? {
    guard contentConfiguration == nil else { return nil }
    return legacyLabel(&legacyLabels.detail)
  }

  /// Resets state before the view is reused.
  open func prepareForReuse() {
    setNeedsUpdateConfiguration()
  }

  /// The view's state for its configurations (iOS 14).
  open var configurationState: UIViewConfigurationState {
    var state = UIViewConfigurationState(traitCollection: traitCollection)
    state.isDisabled = !isUserInteractionEnabled
    return state
  }

  /// Asks for ``updateConfiguration(using:)`` before the next layout or measurement (iOS 14).
  open func setNeedsUpdateConfiguration() { markConfigurationForUpdate() }

  /// Updates the configurations for `state` (iOS 14), as a cell does.
  open func updateConfiguration(using state: UIViewConfigurationState) {
    updateConfigurationsAutomatically(for: state)
  }

  override func prepareForFitting() { updateConfigurationIfNeeded() }

  /// The default measurement: the offered width, and the height the content configuration's
  /// view needs at that width, or 28 points without one.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard contentConfiguration != nil,
      let configured = ContentConfigurationSlot.fittingHeight(under: contentView, width: size.width)
    else { return CGSize(width: size.width, height: 28) }
    return CGSize(width: size.width, height: configured)
  }

  /// Runs a pending configuration update, then keeps the content view, and the content
  /// configuration's view, filling the view.
  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    layOutContentView()
  }
}
#endif
