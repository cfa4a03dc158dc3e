#if !canImport(UIKit)
import Foundation

extension UIButton {
  /// How a button looks, as a value (iOS 15): its title, image, colours, insets and size. A
  /// button shows its configuration's title and image and sizes by them (see ``UIButton``);
  /// colours and corner styles are recorded only.
  public struct Configuration: Hashable {
    /// The standard sizes of a button's content.
    public enum Size: Hashable, Sendable {
      /// The smallest, a footnote-size title.
      case mini
      /// A subheadline-size title.
      case small
      /// A body-size title, the default.
      case medium
      /// A headline-size title.
      case large
    }

    /// How the title and subtitle are aligned.
    public enum TitleAlignment: Hashable, Sendable {
      /// As the button's style sees fit.
      case automatic
      /// At the leading edge.
      case leading
      /// Centred.
      case center
      /// At the trailing edge.
      case trailing
    }

    /// How the background's corners are rounded.
    public enum CornerStyle: Hashable, Sendable {
      /// The background's own corner radius.
      case fixed
      /// A radius that follows the text size.
      case dynamic
      /// Small corners.
      case small
      /// Medium corners.
      case medium
      /// Large corners.
      case large
      /// Fully rounded ends.
      case capsule
    }

    /// How the button looks on a Mac (Catalyst).
    public enum MacIdiomStyle: Hashable, Sendable {
      /// As the button's style sees fit.
      case automatic
      /// With a border.
      case bordered
      /// Without a border.
      case borderless
      /// Without a border, tinted.
      case borderlessTinted
    }

    /// The indicator a menu button shows (iOS 16).
    public enum Indicator: Hashable, Sendable {
      /// As the button's menu sees fit.
      case automatic
      /// None.
      case none
      /// A pop-up indicator.
      case popup
    }

    /// The style the configuration was made with.
    enum Style: Hashable {
      case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    let style: Style
    /// The background.
    public var background: UIBackgroundConfiguration = .clear()
    /// How the background's corners are rounded.
    public var cornerStyle: CornerStyle = .dynamic
    /// The standard size of the content; it sets the title's font.
    public var buttonSize: Size = .medium
    /// How the button looks on a Mac.
    public var macIdiomStyle: MacIdiomStyle = .automatic
    /// The colour of the title and image; `nil` for the style's.
    public var baseForegroundColor: UIColor?
    /// The colour of the background; `nil` for the style's.
    public var baseBackgroundColor: UIColor?
    /// The image.
    public var image: UIImage?
    /// The configuration of a symbol image.
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    /// Whether an activity indicator replaces the image.
    public var showsActivityIndicator = false
    /// The title.
    public var title: String?
    /// The title, with attributes.
    public var attributedTitle: AttributedString?
    /// The subtitle.
    public var subtitle: String?
    /// The subtitle, with attributes.
    public var attributedSubtitle: AttributedString?
    /// The menu indicator (iOS 16).
    public var indicator: Indicator = .automatic
    /// The insets around the content: 7 points above and below, 12 on either side at the medium
    /// size.
    public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// Where the image is, next to the title.
    public var imagePlacement: NSDirectionalRectEdge = .leading
    /// The space between the image and the title.
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    /// How the titles are aligned.
    public var titleAlignment: TitleAlignment = .automatic
    /// Whether the configuration changes for the selected state.
    public var automaticallyUpdateForSelection = true
    /// What the title does when it does not fit.
    public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
    /// What the subtitle does when it does not fit.
    public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The room kept for the image whether or not there is one.
    public var imageReservation: CGFloat = 0

    init(style: Style) { self.style = style }

    /// A button with a plain title and no background.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A button with a tinted background.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A button with a grey background.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A button filled with the tint colour.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A button without a border.
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// A button with a border.
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// A button with a tinted border.
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// A prominent button with a border.
    public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

    /// The configuration for `button`'s state: the same headlessly, whose look does not change
    /// with state.
    public func updated(for button: UIButton) -> Configuration { self }

    /// Sets the insets of the style and size.
    public mutating func setDefaultContentInsets() {
      contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    }

    /// The title's font: the text style of the size, at the current content size category.
    var titleFont: UIFont {
      let style: UIFont.TextStyle =
        switch buttonSize {
        case .mini: .footnote
        case .small: .subheadline
        case .medium: .body
        case .large: .headline
        }
      return .preferredFont(forTextStyle: style)
    }
  }

  /// The button's configuration (iOS 15); setting one shows its title and image.
  public var configuration: Configuration? {
    get { storedConfiguration }
    set {
      storedConfiguration = newValue
      setNeedsUpdateConfiguration()
      contentDidChange()
    }
  }
}
#endif
