#if !canImport(UIKit)
import Foundation

/// The standard content of a list cell, header or footer: text, secondary text, image (iOS 14).
///
/// The fields are UIKit's common ones. The headless look does not change with state, and its
/// view measures its texts with ``UILabel``'s deterministic rule.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// How a text is drawn.
  public struct TextProperties: Hashable {
    /// How lines of text are aligned.
    public enum TextAlignment: Hashable {
      /// The script's natural alignment.
      case natural
      /// Centred.
      case center
      /// Justified.
      case justified
    }

    /// The font.
    public var font: UIFont
    /// The colour.
    public var color: UIColor
    /// The alignment.
    public var alignment: TextAlignment = .natural
    /// The maximum number of lines; 0 for no limit.
    public var numberOfLines = 0
    /// Whether the font follows the user's text size.
    public var adjustsFontForContentSizeCategory = true
  }

  /// How the image is drawn.
  public struct ImageProperties: Hashable {
    /// The image's tint, `nil` for the view's.
    public var tintColor: UIColor?
    /// The radius of the image's corners.
    public var cornerRadius: CGFloat = 0
    /// The largest size the image is drawn at; zero for no limit.
    public var maximumSize: CGSize = .zero
    /// The space kept for the image whether or not it is that big; zero for none.
    public var reservedLayoutSize: CGSize = .zero
  }

  /// The main text.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?
  /// The image.
  public var image: UIImage?
  /// How the image is drawn.
  public var imageProperties = ImageProperties()
  /// How the main text is drawn.
  public var textProperties: TextProperties
  /// How the secondary text is drawn.
  public var secondaryTextProperties: TextProperties
  /// Space around the content.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
  /// Whether the two texts sit side by side when they fit (a value cell) rather than stacked.
  public var prefersSideBySideTextAndSecondaryText = false
  /// The space between the image and the texts.
  public var imageToTextPadding: CGFloat = 16
  /// The space between the texts side by side.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The space between the texts stacked.
  public var textToSecondaryTextVerticalPadding: CGFloat = 0

  init(textSize: CGFloat, secondarySize: CGFloat, sideBySide: Bool = false) {
    textProperties = TextProperties(font: .systemFont(ofSize: textSize), color: .label)
    secondaryTextProperties = TextProperties(font: .systemFont(ofSize: secondarySize), color: .secondaryLabel)
    prefersSideBySideTextAndSecondaryText = sideBySide
  }

  /// A list cell's content.
  public static func cell() -> UIListContentConfiguration { .init(textSize: 17, secondarySize: 15) }
  /// A cell with its secondary text below the text.
  public static func subtitleCell() -> UIListContentConfiguration { .init(textSize: 17, secondarySize: 15) }
  /// A cell with its secondary text on the trailing side.
  public static func valueCell() -> UIListContentConfiguration {
    .init(textSize: 17, secondarySize: 17, sideBySide: true)
  }
  /// A plain list's header.
  public static func plainHeader() -> UIListContentConfiguration { .init(textSize: 15, secondarySize: 13) }
  /// A plain list's footer.
  public static func plainFooter() -> UIListContentConfiguration { .init(textSize: 13, secondarySize: 13) }
  /// A grouped list's header.
  public static func groupedHeader() -> UIListContentConfiguration { .init(textSize: 13, secondarySize: 13) }
  /// A grouped list's footer.
  public static func groupedFooter() -> UIListContentConfiguration { .init(textSize: 13, secondarySize: 13) }
  /// An inset-grouped list's prominent header (iOS 15).
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    .init(textSize: 20, secondarySize: 13)
  }
  /// A sidebar's cell.
  public static func sidebarCell() -> UIListContentConfiguration { .init(textSize: 17, secondarySize: 15) }
  /// A sidebar's header.
  public static func sidebarHeader() -> UIListContentConfiguration { .init(textSize: 15, secondarySize: 13) }

  /// A ``UIListContentView`` showing this configuration.
  @MainActor
  public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

  /// The same configuration (the headless look does not change with state).
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

  /// Only list content configurations.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
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

  /// The texts' heights (stacked, or the taller one side by side) plus the margins, at least
  /// 44 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(
      width: size.width,
      height: listConfiguration.fittingHeight(text: textLabel, secondaryText: secondaryTextLabel, width: size.width))
  }
}

extension UIListContentConfiguration {
  /// The height a list cell laid out by this configuration needs at `width` for the two labels
  /// (`nil` or hidden ones count for nothing): the texts stacked, with their vertical padding
  /// between them, or side by side (the taller one), plus the margins; at least 44 points.
  @MainActor
  func fittingHeight(text: UILabel?, secondaryText: UILabel?, width: CGFloat) -> CGFloat {
    let margins = directionalLayoutMargins
    let textWidth = Swift.max(0, width - margins.leading - margins.trailing)
    func height(of label: UILabel?) -> CGFloat {
      guard let label, !label.isHidden else { return 0 }
      return label.sizeThatFits(CGSize(width: textWidth, height: 0)).height
    }
    let text = height(of: text)
    let secondary = height(of: secondaryText)
    let texts: CGFloat
    if prefersSideBySideTextAndSecondaryText {
      texts = Swift.max(text, secondary)
    } else {
      let padding = text > 0 && secondary > 0 ? textToSecondaryTextVerticalPadding : 0
      texts = text + padding + secondary
    }
    return Swift.max(44, (texts + margins.top + margins.bottom).rounded(.up))
  }
}
#endif
