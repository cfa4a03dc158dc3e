#if !canImport(UIKit)
import Foundation

extension UIFont {
  /// A text style of Dynamic Type: the font UIKit picks for a role (body, headline, caption…) at
  /// the user's text size.
  public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    /// The style's name, UIKit's own.
    public var rawValue: String
    /// Creates a style from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The large title style (34 points at the default size; iOS 11).
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// The first-level title style (28 points).
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// The second-level title style (22 points).
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// The third-level title style (20 points).
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// The headline style (17 points, semibold).
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// The subheadline style (15 points).
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// The body style (17 points).
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// The callout style (16 points).
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// The footnote style (13 points).
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// The first caption style (12 points).
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// The second caption style (11 points).
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The point sizes of each style at the twelve content size categories, from extra small to
    /// the largest accessibility size, as Apple's Human Interface Guidelines list them for iOS
    /// ("Typography", Dynamic Type sizes).
    static let sizesByCategory: [TextStyle: [CGFloat]] = [
      .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
      .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
      .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
      .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
      .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
      .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
      .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
      .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
      .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The sizes of this style; a style UIKit does not define scales as the body.
    private var sizes: [CGFloat] { Self.sizesByCategory[self] ?? Self.sizesByCategory[.body] ?? [] }

    /// The style's point size at the default category (`.large`).
    var defaultPointSize: CGFloat { sizes[3] }

    /// The style's point size at `category` (`.large` when it does not say).
    func pointSize(for category: UIContentSizeCategory) -> CGFloat {
      sizes[category.resolvedForText.sizeIndex ?? 3]
    }

    /// The style's weight: semibold for the headline, regular for the others.
    var weight: Weight { self == .headline ? .semibold : .regular }
  }

  /// The weight of a font, from ultra light (−0.8) to black (0.62), as in UIKit.
  public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    /// The weight's value.
    public var rawValue: CGFloat
    /// Creates a weight.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// Creates a weight.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// Ultra light.
    public static let ultraLight = Weight(-0.8)
    /// Thin.
    public static let thin = Weight(-0.6)
    /// Light.
    public static let light = Weight(-0.4)
    /// Regular.
    public static let regular = Weight(0)
    /// Medium.
    public static let medium = Weight(0.23)
    /// Semibold.
    public static let semibold = Weight(0.3)
    /// Bold.
    public static let bold = Weight(0.4)
    /// Heavy.
    public static let heavy = Weight(0.56)
    /// Black.
    public static let black = Weight(0.62)

    /// The named weights, lightest first.
    static let all: [Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]

    /// The face's name in the system font's name: `Regular`, `Semibold`…
    var faceName: String {
      switch self {
      case .ultraLight: "Ultralight"
      case .thin: "Thin"
      case .light: "Light"
      case .regular: "Regular"
      case .medium: "Medium"
      case .semibold: "Semibold"
      case .bold: "Bold"
      case .heavy: "Heavy"
      case .black: "Black"
      default: "Regular"
      }
    }
  }

  /// The width of a font (iOS 16). Headless fonts all measure alike; the width is recorded only.
  public struct Width: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    /// The width's value.
    public var rawValue: CGFloat
    /// Creates a width.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// Creates a width.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// Compressed.
    public static let compressed = Width(-0.3)
    /// Condensed.
    public static let condensed = Width(-0.2)
    /// Standard.
    public static let standard = Width(0)
    /// Expanded.
    public static let expanded = Width(0.2)
  }
}
#endif
