#if !canImport(UIKit)
import Foundation

/// A row of a table view, as in UIKit.
///
/// Subclasses are written as for UIKit: `override init(style:reuseIdentifier:)` with
/// `required init?(coder:)`, or no initializer at all. The table creates a registered class with
/// `init(style:reuseIdentifier:)`, as UIKit does; Swift can only call an initializer through a
/// class object when it is `required`, so the table calls a `required` initializer that takes a
/// defaulted third argument, ``init(style:reuseIdentifier:forClassRegistration:)``, which a
/// subclass inherits (Swift gives a subclass every convenience initializer once it has all the
/// designated ones: `init(style:reuseIdentifier:)` and `init?(coder:)`) and which hands over to
/// its `init(style:reuseIdentifier:)`. A subclass whose only initializers are its own (a cell
/// made with `init(viewModel:)`, or only from a nib) does not inherit it and fails to compile
/// headlessly; adding `override init(style:reuseIdentifier:)`, which UIKit would call for a
/// registered class anyway, fixes it.
///
/// Measurement (R5.4): a self-sizing table asks the cell for
/// ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
/// with the table's width and `.required` horizontal priority. A cell whose ``contentView`` has
/// constraints is measured through them (see the Auto Layout article); without any, the measurement
/// ends in ``sizeThatFits(_:)``: override either to give the cell's height for a width. The
/// default height is that of the ``contentConfiguration``'s view when there is one, else that of
/// the text labels (which wrap, see `UILabel`), at least 44 points.
///
/// Configurations (iOS 14): the cell calls ``updateConfiguration(using:)`` with its
/// ``configurationState`` before it is first laid out or measured, and again after
/// ``setNeedsUpdateConfiguration()`` (which a change of selection, highlight or editing asks for)
/// at the next layout or measurement.
@MainActor
open class UITableViewCell: UIView {
  /// The built-in layouts of a cell's labels.
  public enum CellStyle: Int, Sendable {
    /// One label on the left (no detail label).
    case `default` = 0
    /// A label on the left and a detail label on the right.
    case value1 = 1
    /// A detail label on the left of the main label, as in Contacts.
    case value2 = 2
    /// A label with a detail label below it.
    case subtitle = 3
  }

  /// The standard accessory drawn at the trailing edge.
  public enum AccessoryType: Int, Sendable {
    /// No accessory.
    case none = 0
    /// A chevron.
    case disclosureIndicator = 1
    /// An info button and a chevron.
    case detailDisclosureButton = 2
    /// A checkmark.
    case checkmark = 3
    /// An info button.
    case detailButton = 4
  }

  /// How a selected cell is highlighted.
  public enum SelectionStyle: Int, Sendable {
    /// No highlight.
    case none = 0
    /// Blue (historical).
    case blue = 1
    /// Grey.
    case gray = 2
    /// The system default.
    case `default` = 3
  }

  /// The editing control shown for a row.
  public enum EditingStyle: Int, Sendable {
    /// No control.
    case none = 0
    /// A delete control.
    case delete = 1
    /// An insert control.
    case insert = 2
  }

  /// The style the cell was created with.
  let style: CellStyle
  private let storedReuseIdentifier: String?
  private var legacyLabels = LegacyLabels()
  /// Set by the base ``prepareForReuse()`` so the table can tell whether overrides called `super`.
  var didReachBasePrepareForReuse = false
  /// Whether ``updateConfiguration(using:)`` is due.
  var needsConfigurationUpdate = true

  /// The view that holds the cell's content; add custom subviews here.
  public let contentView = UIView()
  /// The standard accessory.
  open var accessoryType: AccessoryType = .none
  /// A custom accessory view; wins over ``accessoryType``.
  open var accessoryView: UIView?
  /// How the selected cell is highlighted.
  open var selectionStyle: SelectionStyle = .default
  /// The view behind the content.
  open var backgroundView: UIView?
  /// The view behind the content while selected.
  open var selectedBackgroundView: UIView?
  /// The insets of the separator line.
  open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// Whether the cell is selected.
  open var isSelected = false {
    didSet { if oldValue != isSelected { setNeedsUpdateConfiguration() } }
  }
  /// Whether the cell is highlighted.
  open var isHighlighted = false {
    didSet { if oldValue != isHighlighted { setNeedsUpdateConfiguration() } }
  }
  /// Whether the cell is in editing mode.
  open var isEditing = false {
    didSet { if oldValue != isEditing { setNeedsUpdateConfiguration() } }
  }
  /// The level of indentation of the content; each level indents it by ``indentationWidth``.
  open var indentationLevel = 0
  /// The width of one level of indentation: 10 points.
  open var indentationWidth: CGFloat = 10
  /// Whether the content is indented while editing.
  open var shouldIndentWhileEditing = true
  /// Whether the reorder control shows while editing.
  open var showsReorderControl = false

  // MARK: Configurations (iOS 14; see UITableViewCell+Configuration.swift)

  /// The background's configuration; recorded (nothing is drawn), updated for the state.
  open var backgroundConfiguration: UIBackgroundConfiguration?
  /// Whether the content configuration is updated for each new state.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether the background configuration is updated for each new state.
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// Called after ``updateConfiguration(using:)`` with the state (iOS 15).
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// The cell's state for its configurations.
  open var configurationState: UICellConfigurationState {
    cellConfigurationState(selected: isSelected, highlighted: isHighlighted, editing: isEditing)
  }

  /// Asks for ``updateConfiguration(using:)`` before the next layout or measurement.
  open func setNeedsUpdateConfiguration() { markConfigurationForUpdate() }

  /// Updates the configurations for `state`: the content and background configurations adjust
  /// for it when the cell updates them automatically. Override it (calling `super`) to set them
  /// yourself; ``configurationUpdateHandler`` runs after it.
  open func updateConfiguration(using state: UICellConfigurationState) {
    updateConfigurationsAutomatically(for: state)
  }

  /// Creates a cell with a style and a reuse identifier (`nil` = never reused, R4.5).
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.storedReuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Creates a cell from an archive: a default-style cell without reuse identifier.
  public required init?(coder: NSCoder) {
    self.style = .default
    self.storedReuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Creates a cell of a registered class, as the table does: calls `init(style:reuseIdentifier:)`,
  /// the subclass's own when it overrides it. Swift calls initializers through a class object
  /// only when they are `required`, which UIKit's `init(style:reuseIdentifier:)` is not; this one
  /// is, and subclasses inherit it (see the type's discussion). Headless only; UIKit's table
  /// calls `init(style:reuseIdentifier:)` itself.
  public required convenience init(
    style: UITableViewCell.CellStyle, reuseIdentifier: String?, forClassRegistration: Void = ()
  ) {
    self.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  /// Creates a default-style cell without reuse identifier.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// The identifier of the reuse pool the cell belongs to.
  open var reuseIdentifier: String? { storedReuseIdentifier }

  /// The configuration of the cell's content (iOS 14). Setting one shows its view in the
  /// ``contentView`` (updating the view in place when it supports the new configuration) and
  /// retires the legacy ``textLabel`` and ``detailTextLabel``, which are `nil` while it is set.
  public var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      ContentConfigurationSlot.install(contentConfiguration, in: contentView, retiring: &legacyLabels)
    }
  }

  /// The standard list configuration for the cell's style (iOS 14), to fill and assign to
  /// ``contentConfiguration``: a subtitle cell's for `.subtitle`, a value cell's for `.value1`
  /// and `.value2`, a plain cell's otherwise.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    case .default: .cell()
    }
  }

  /// The main label, created on first access; `nil` while a ``contentConfiguration`` is set.
  open var textLabel: UILabel? {
    guard contentConfiguration == nil else { return nil }
    return legacyLabel(&legacyLabels.text)
  }

  /// The secondary label, created on first access; `nil` for the `.default` style and while a
  /// ``contentConfiguration`` is set.
  open var detailTextLabel: UILabel? {
    guard style != .default, contentConfiguration == nil else { return nil }
    return legacyLabel(&legacyLabels.detail)
  }

  /// Resets presentation state before the table hands the cell out again (R4.3). Overrides must
  /// call `super`. Content is the data source's job (R4.4), so labels keep their text.
  open func prepareForReuse() {
    didReachBasePrepareForReuse = true
    isSelected = false
    isHighlighted = false
    isEditing = false
    alpha = 1
    setNeedsUpdateConfiguration()
  }

  /// Sets the selected state.
  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }

  /// Sets the highlighted state.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    isHighlighted = highlighted
  }

  /// The default measurement: the offered width, and the height the content configuration's
  /// view needs at that width. Without one, the height the legacy labels' text needs, by the
  /// rule of the list content configuration of the cell's style: the texts stacked
  /// (`.subtitle`) or side by side (the taller one, `.value1` and `.value2`), with margins of 11
  /// points above and below and 16 on either side; at least 44 points. A one-line label fits in
  /// 44 points; a label of four lines with `numberOfLines = 0` needs more.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard contentConfiguration != nil,
      let configured = ContentConfigurationSlot.fittingHeight(under: contentView, width: size.width)
    else {
      // The labels are read without creating them: an untouched cell measures 44.
      let height = defaultContentConfiguration().fittingHeight(
        text: legacyLabels.text, secondaryText: legacyLabels.detail, width: size.width)
      return CGSize(width: size.width, height: height)
    }
    return CGSize(width: size.width, height: configured)
  }

  override func prepareForFitting() { updateConfigurationIfNeeded() }

  /// Runs a pending configuration update, then keeps the content view, and the content
  /// configuration's view, filling the cell.
  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    layOutContentView()
  }
}
#endif
