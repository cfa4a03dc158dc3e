#if !canImport(UIKit)
import Foundation

/// A font, as in UIKit. Headless text has no glyphs: a font is a point size from which labels
/// derive a deterministic line height.
open class UIFont: NSObject, @unchecked Sendable {
  /// A text style of Dynamic Type.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public var rawValue: String
    /// Creates a style from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The large title style (34 pt).
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// The first-level title style (28 pt).
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// The second-level title style (22 pt).
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// The third-level title style (20 pt).
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// The headline style (17 pt).
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// The body style (17 pt).
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// The callout style (16 pt).
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// The subheadline style (15 pt).
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// The footnote style (13 pt).
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// The first caption style (12 pt).
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// The second caption style (11 pt).
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    var pointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      default: 17
      }
    }
  }

  /// The font's name.
  public let fontName: String
  /// The size in points.
  public let pointSize: CGFloat

  /// Creates a font with a name and a size; `nil` never happens headlessly.
  public init?(name fontName: String, size fontSize: CGFloat) {
    self.fontName = fontName
    self.pointSize = fontSize
    super.init()
  }

  private init(systemName: String, size: CGFloat) {
    fontName = systemName
    pointSize = size
    super.init()
  }

  /// The height of one line of text: 1.2 × the point size, rounded up.
  open var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

  /// The system font of the given size.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemName: ".SFUI-Regular", size: fontSize)
  }

  /// The bold system font of the given size.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemName: ".SFUI-Semibold", size: fontSize)
  }

  /// The font of a Dynamic Type text style at the default content size.
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    UIFont(systemName: style.rawValue, size: style.pointSize)
  }
}
#endif
