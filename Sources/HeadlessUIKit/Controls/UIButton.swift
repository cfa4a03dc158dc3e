#if !canImport(UIKit)
import Foundation

/// A button, as in UIKit: titles, title colours and images per control state, or (iOS 15) a
/// ``Configuration``, and actions sent on a tap.
///
/// A simulated tap (a cell's `simulateTap…`) sends `.touchUpInside` then
/// `.primaryActionTriggered`, so a primary action (`UIButton(primaryAction:)`) and actions added
/// for either event run. A value not set for the current state falls back to the `.normal` one,
/// as in UIKit; ``titleLabel`` shows the current title. Sizes (see the article "Text measurement"): the
/// title measured in its font (15 points without a configuration; a configuration's by its
/// ``Configuration/buttonSize``) beside the image, plus the insets: the content edge insets and 6
/// points above and below without a configuration, the configuration's ``Configuration/contentInsets``
/// with one.
@MainActor
open class UIButton: UIControl {
  /// The built-in kinds of button.
  public enum ButtonType: Int, @unchecked Sendable {
    /// No built-in look.
    case custom = 0
    /// The system's look: tinted title (iOS 7).
    case system = 1
    /// An info button with a chevron.
    case detailDisclosure = 2
    /// A light info button.
    case infoLight = 3
    /// A dark info button.
    case infoDark = 4
    /// A plus button.
    case contactAdd = 5
    /// A close button (iOS 13).
    case close = 7

    /// The rounded-rectangle type of old, now the system type.
    public static var roundedRect: ButtonType { .system }
  }

  /// What a button does, which can change its look (iOS 14).
  public enum Role: Int, @unchecked Sendable {
    /// An ordinary button.
    case normal = 0
    /// The main action.
    case primary = 1
    /// Cancels.
    case cancel = 2
    /// Destroys data.
    case destructive = 3
  }

  /// A closure that updates a button's configuration for its state (iOS 15).
  public typealias ConfigurationUpdateHandler = (UIButton) -> Void

  /// Values per control state, with UIKit's fallback to `.normal`.
  struct PerState<Value> {
    private var values: [UIControl.State.RawValue: Value] = [:]

    subscript(state: UIControl.State) -> Value? {
      get { values[state.rawValue] }
      set { values[state.rawValue] = newValue }
    }

    /// The value for `state`, else for `.normal`.
    func current(for state: UIControl.State) -> Value? { values[state.rawValue] ?? values[0] }
  }

  /// The kind of button.
  open private(set) var buttonType: ButtonType = .custom
  /// What the button does (iOS 14).
  open var role: Role = .normal
  /// The menu the button shows (iOS 14), on a tap when `showsMenuAsPrimaryAction` is set.
  open var menu: UIMenu?
  /// Whether a tap toggles ``UIControl/isSelected`` before the actions run (iOS 15).
  open var changesSelectionAsPrimaryAction = false
  /// Whether the pointer changes over the button (iOS 13.4); recorded only.
  open var isPointerInteractionEnabled = false
  /// Whether the button updates its configuration for its state itself (iOS 15).
  open var automaticallyUpdatesConfiguration = true
  /// Called to update the configuration for the button's state (iOS 15).
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// The title's edge insets (deprecated in iOS 15); recorded only.
  open var titleEdgeInsets: UIEdgeInsets = .zero
  /// The image's edge insets (deprecated in iOS 15); recorded only.
  open var imageEdgeInsets: UIEdgeInsets = .zero
  /// The insets around the content (deprecated in iOS 15); they add to the size of a button
  /// without a configuration.
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet { invalidateIntrinsicContentSize() }
  }

  var titles = PerState<String>()
  var attributedTitles = PerState<NSAttributedString>()
  var titleColors = PerState<UIColor>()
  var titleShadowColors = PerState<UIColor>()
  var images = PerState<UIImage>()
  var backgroundImages = PerState<UIImage>()
  var symbolConfigurations = PerState<UIImage.SymbolConfiguration>()
  var storedConfiguration: Configuration?
  var storedTitleLabel: UILabel?
  var storedImageView: UIImageView?
  /// Whether ``updateConfiguration()`` is due at the next layout.
  var needsConfigurationUpdate = false

  /// Creates a button of the custom type.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityTraits = .button
  }

  /// Creates a button from an archive; headless buttons are never archived.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    accessibilityTraits = .button
  }

  /// A button of `buttonType`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// A button of `buttonType` whose primary action is `primaryAction` (iOS 14).
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// A button showing `configuration` whose primary action is `primaryAction` (iOS 15).
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
  }

  // MARK: Per-state values

  /// Sets the title shown in `state`.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state] = title
    contentDidChange()
  }

  /// Sets the colour of the title in `state`.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state] = color
    contentDidChange()
  }

  /// Sets the colour of the title's shadow in `state`.
  open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
    titleShadowColors[state] = color
  }

  /// Sets the image shown in `state`.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state] = image
    contentDidChange()
  }

  /// Sets the background image in `state`.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state] = image
  }

  /// Sets the attributed title shown in `state` (iOS 6); it wins over the plain title.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    attributedTitles[state] = title
    contentDidChange()
  }

  /// Sets the configuration of symbol images in `state` (iOS 13).
  open func setPreferredSymbolConfiguration(
    _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
  ) {
    symbolConfigurations[state] = configuration
    contentDidChange()
  }

  /// The title set for `state`.
  open func title(for state: UIControl.State) -> String? { titles.current(for: state) }
  /// The title colour set for `state`.
  open func titleColor(for state: UIControl.State) -> UIColor? { titleColors.current(for: state) }
  /// The title shadow colour set for `state`.
  open func titleShadowColor(for state: UIControl.State) -> UIColor? { titleShadowColors.current(for: state) }
  /// The image set for `state`.
  open func image(for state: UIControl.State) -> UIImage? { images.current(for: state) }
  /// The background image set for `state`.
  open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages.current(for: state) }
  /// The attributed title set for `state`.
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    attributedTitles.current(for: state)
  }
  /// The symbol configuration set for `state`.
  open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
    symbolConfigurations.current(for: state)
  }

  /// The title shown now: the configuration's, else the attributed or plain title for the state.
  open var currentTitle: String? {
    if let configuration { return configuration.title }
    return attributedTitles.current(for: state)?.string ?? titles.current(for: state)
  }
  /// The title colour now; when unset, the tint colour for a system button, white for a custom one.
  open var currentTitleColor: UIColor {
    titleColors.current(for: state) ?? (buttonType == .custom ? .white : tintColor ?? .systemBlue)
  }
  /// The title shadow colour now.
  open var currentTitleShadowColor: UIColor? { titleShadowColors.current(for: state) }
  /// The image shown now: the configuration's, else the one for the state.
  open var currentImage: UIImage? {
    if let configuration { return configuration.image }
    return images.current(for: state)
  }
  /// The background image now.
  open var currentBackgroundImage: UIImage? { backgroundImages.current(for: state) }
  /// The attributed title now.
  open var currentAttributedTitle: NSAttributedString? { attributedTitles.current(for: state) }
  /// The symbol configuration now.
  open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    symbolConfigurations.current(for: state)
  }

  // MARK: Configuration updates

  /// Asks for ``updateConfiguration()`` at the next layout (iOS 15), as a change of state does.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Updates the configuration for the button's state (iOS 15): the configuration adjusted for
  /// it when ``automaticallyUpdatesConfiguration`` is on, then ``configurationUpdateHandler``.
  /// Override to set the configuration yourself; UIKit calls it, and so does the next layout
  /// after ``setNeedsUpdateConfiguration()``.
  open func updateConfiguration() {
    if automaticallyUpdatesConfiguration, let configuration = storedConfiguration {
      storedConfiguration = configuration.updated(for: self)
    }
    configurationUpdateHandler?(self)
    // A configuration set by the update itself asks for no other update.
    needsConfigurationUpdate = false
    contentDidChange()
  }

  /// Runs a pending configuration update before laying out.
  open override func layoutSubviews() {
    if needsConfigurationUpdate { updateConfiguration() }
    super.layoutSubviews()
  }

  // MARK: Subviews

  /// The label that shows the title, made on first use; its text is ``currentTitle``.
  open var titleLabel: UILabel? {
    if let storedTitleLabel { return storedTitleLabel }
    let label = UILabel()
    label.font = .systemFont(ofSize: 15)
    storedTitleLabel = label
    addSubview(label)
    refreshSubviews()
    return label
  }

  /// The image view that shows the image, made on first use.
  open var imageView: UIImageView? {
    if let storedImageView { return storedImageView }
    let view = UIImageView()
    storedImageView = view
    addSubview(view)
    refreshSubviews()
    return view
  }

  /// The title and image of the state, shown in the subviews.
  func refreshSubviews() {
    if let storedTitleLabel {
      if let attributed = configuration == nil ? attributedTitles.current(for: state) : nil {
        storedTitleLabel.attributedText = attributed
      } else {
        storedTitleLabel.text = currentTitle
      }
      storedTitleLabel.textColor = currentTitleColor
      if let configuration { storedTitleLabel.font = configuration.titleFont }
    }
    storedImageView?.image = currentImage
    storedImageView?.preferredSymbolConfiguration =
      configuration?.preferredSymbolConfigurationForImage
      ?? currentPreferredSymbolConfiguration
  }

  func contentDidChange() {
    refreshSubviews()
    invalidateIntrinsicContentSize()
  }

  override func controlStateDidChange() {
    super.controlStateDidChange()
    setNeedsUpdateConfiguration()
    contentDidChange()
  }

  // MARK: Sizing

  /// The size of the title beside the image, plus the insets (see the type's discussion).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let configuration = self.configuration
    let titleSize = titleSize(configuration: configuration)
    let imageSize = currentImage?.size ?? .zero
    let padding = titleSize.width > 0 && imageSize.width > 0 ? (configuration?.imagePadding ?? 0) : 0
    let content = CGSize(
      width: titleSize.width + padding + imageSize.width, height: Swift.max(titleSize.height, imageSize.height))
    if let configuration {
      let insets = configuration.contentInsets
      return CGSize(
        width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
    }
    let insets = contentEdgeInsets
    return CGSize(
      width: content.width + insets.left + insets.right, height: content.height + 12 + insets.top + insets.bottom)
  }

  /// The button's size for its content, whatever it is offered.
  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

  private func titleSize(configuration: Configuration?) -> CGSize {
    let label = UILabel()
    if let configuration {
      label.font = configuration.titleFont
      label.text = configuration.title
    } else {
      label.font = storedTitleLabel?.font ?? .systemFont(ofSize: 15)
      if let attributed = attributedTitles.current(for: state) {
        label.attributedText = attributed
      } else {
        label.text = titles.current(for: state)
      }
    }
    return label.sizeThatFits(.zero)
  }

  // MARK: Accessibility and taps

  /// What VoiceOver reads: the button's title unless set.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? currentTitle }
    set { super.accessibilityLabel = newValue }
  }

  /// A tap toggles the selection when ``changesSelectionAsPrimaryAction`` is set, then sends
  /// `.touchUpInside` and `.primaryActionTriggered`.
  override func sendTapEvents() {
    if changesSelectionAsPrimaryAction { isSelected.toggle() }
    sendActions(for: .touchUpInside)
    sendActions(for: .primaryActionTriggered)
  }
}
#endif
