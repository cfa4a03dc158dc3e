#if !canImport(UIKit)
import Foundation

/// A font, as in UIKit. Headless text has no glyphs: a font is a name, a point size, a weight and
/// whether it follows Dynamic Type, from which labels derive deterministic metrics.
///
/// The metrics (see the article "Text measurement"): a line is ``lineHeight`` tall, 1.2 × the point size
/// rounded up to a whole point (17-point text: 21 points); a character advances half the point
/// size per column it takes (wide East Asian characters and emoji take two columns), whatever the
/// weight. Fonts made for a text style (``preferredFont(forTextStyle:)``) take their point size
/// from Apple's Dynamic Type table for the current content size category, and fonts scaled by
/// ``UIFontMetrics`` remember how to scale again: a label with `adjustsFontForContentSizeCategory`
/// gets the new size when the category changes.
open class UIFont: NSObject, @unchecked Sendable {
  /// How a font follows Dynamic Type: the text style whose curve it scales by, its size at the
  /// default category (`.large`) and the size it may not exceed.
  struct Scaling: Hashable {
    var style: TextStyle
    var basePointSize: CGFloat
    var maximumPointSize: CGFloat?

    /// The point size at `category`.
    func pointSize(for category: UIContentSizeCategory) -> CGFloat {
      let scaled = basePointSize * style.pointSize(for: category) / style.defaultPointSize
      guard let maximumPointSize, maximumPointSize > 0 else { return scaled }
      return Swift.min(scaled, maximumPointSize)
    }
  }

  private let storedFontName: String
  private let storedFamilyName: String
  private let storedPointSize: CGFloat
  /// The font's weight.
  let weight: Weight
  /// Whether the font is italic.
  let isItalic: Bool
  /// How the font follows Dynamic Type; `nil` for a font of a fixed size.
  let scaling: Scaling?

  init(
    fontName: String, familyName: String, pointSize: CGFloat, weight: Weight = .regular, isItalic: Bool = false,
    scaling: Scaling? = nil
  ) {
    storedFontName = fontName
    storedFamilyName = familyName
    storedPointSize = Swift.max(0, pointSize)
    self.weight = weight
    self.isItalic = isItalic
    self.scaling = scaling
    super.init()
  }

  /// The installed font named `fontName` at `fontSize` points. Headless fonts are not installed
  /// anywhere: any non-empty name gives a font of regular weight (UIKit answers `nil` for a name
  /// it does not know).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    let family = fontName.split(separator: "-").first.map(String.init) ?? fontName
    self.init(
      fontName: fontName, familyName: family, pointSize: fontSize,
      weight: fontName.localizedCaseInsensitiveContains("bold") ? .bold : .regular,
      isItalic: fontName.localizedCaseInsensitiveContains("italic"))
  }

  /// The font `descriptor` describes, at `pointSize` (0 keeps the descriptor's size).
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let base = descriptor.font
    let size = pointSize > 0 ? pointSize : base.pointSize
    self.init(
      fontName: base.fontName, familyName: base.familyName, pointSize: size, weight: base.weight,
      isItalic: base.isItalic, scaling: pointSize > 0 && pointSize != base.pointSize ? nil : base.scaling)
  }

  // MARK: Names and metrics

  /// The font's name: `.SFUI-Regular`, `.SFUI-Semibold`… for the system font.
  open var fontName: String { storedFontName }
  /// The font's family name: `.AppleSystemUIFont` for the system font.
  open var familyName: String { storedFamilyName }
  /// The size in points.
  open var pointSize: CGFloat { storedPointSize }
  /// The height of one line of text: 1.2 × the point size, rounded up to a whole point.
  open var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }
  /// The distance from the baseline to the top of the tallest glyphs: 0.95 × the point size.
  open var ascender: CGFloat { pointSize * 0.95 }
  /// The distance from the baseline to the bottom of the lowest glyphs, negative: −0.25 × the
  /// point size.
  open var descender: CGFloat { -pointSize * 0.25 }
  /// The space between lines besides the ascender and descender, so that ``ascender`` −
  /// ``descender`` + `leading` is ``lineHeight``.
  open var leading: CGFloat { lineHeight - (ascender - descender) }
  /// The height of capital letters: 0.7 × the point size.
  open var capHeight: CGFloat { pointSize * 0.7 }
  /// The height of lowercase letters: 0.52 × the point size.
  open var xHeight: CGFloat { pointSize * 0.52 }

  /// The same font at another size; the copy no longer follows Dynamic Type.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight, isItalic: isItalic)
  }

  /// A descriptor of this font.
  open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

  /// The font's width, in points, of one column of text (columns as TesseraText's `DisplayWidth` counts them).
  var columnAdvance: CGFloat { pointSize / 2 }

  /// This font as it is at `category`: a font that follows Dynamic Type at that category's size,
  /// any other font unchanged.
  func adjusted(for category: UIContentSizeCategory) -> UIFont {
    guard let scaling else { return self }
    let size = scaling.pointSize(for: category.resolvedForText)
    guard size != pointSize else { return self }
    return UIFont(
      fontName: fontName, familyName: familyName, pointSize: size, weight: weight, isItalic: isItalic,
      scaling: scaling)
  }

  // MARK: Equality

  /// Fonts are equal when they have the same name, size, weight, slant and Dynamic Type scaling.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
      && isItalic == other.isItalic && scaling == other.scaling
  }

  /// A hash of the name and size.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(fontName)
    hasher.combine(pointSize)
    return hasher.finalize()
  }

  /// The name and size, as UIKit describes a font.
  open override var description: String { "<UIFont> font-family: \"\(familyName)\"; font-size: \(pointSize)pt" }

  // MARK: System fonts

  /// The system font family.
  static let systemFamilyName = ".AppleSystemUIFont"

  /// The system font's name at `weight`: `.SFUI-Regular`, `.SFUI-Semibold`…
  static func systemFontName(weight: Weight, italic: Bool = false) -> String {
    ".SFUI-" + weight.faceName + (italic ? "Italic" : "")
  }

  /// The system font of the given size (regular weight).
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font of the given size and weight (iOS 8.2).
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(
      fontName: systemFontName(weight: weight), familyName: systemFamilyName, pointSize: fontSize, weight: weight)
  }

  /// The system font of the given size, weight and width (iOS 16); the width is not modelled.
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The bold system font of the given size (UIKit's is semibold).
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .semibold)
  }

  /// The italic system font of the given size.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      fontName: systemFontName(weight: .regular, italic: true), familyName: systemFamilyName, pointSize: fontSize,
      isItalic: true)
  }

  /// The system font with digits of equal width (iOS 9): measured as the system font, whose
  /// digits are all one column wide here anyway.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The monospaced system font (iOS 13), every character one column wide as in all headless
  /// fonts.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(
      fontName: ".SFUIMono-" + weight.faceName, familyName: ".AppleSystemUIFontMonospaced", pointSize: fontSize,
      weight: weight)
  }

  /// The font of a Dynamic Type text style at the current content size category (that of
  /// `UITraitCollection.current`, `.large` when it does not say).
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font of a Dynamic Type text style at the content size category of `traitCollection`
  /// (iOS 10); `nil`, or a collection that does not say, means the current category.
  open class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let category = UIFontMetrics.category(of: traitCollection)
    let scaling = Scaling(style: style, basePointSize: style.defaultPointSize, maximumPointSize: nil)
    return UIFont(
      fontName: systemFontName(weight: style.weight), familyName: systemFamilyName,
      pointSize: scaling.pointSize(for: category.resolvedForText), weight: style.weight, scaling: scaling)
  }

  /// The standard font size of labels: 17 points.
  open class var labelFontSize: CGFloat { 17 }
  /// The standard font size of buttons: 18 points.
  open class var buttonFontSize: CGFloat { 18 }
  /// The size of the standard small system font: 12 points.
  open class var smallSystemFontSize: CGFloat { 12 }
  /// The size of the standard system font: 14 points.
  open class var systemFontSize: CGFloat { 14 }
  /// The installed font families: headlessly only the system's.
  open class var familyNames: [String] { [systemFamilyName] }

  /// The fonts of `familyName`: the system font's weights for the system family, none otherwise.
  open class func fontNames(forFamilyName familyName: String) -> [String] {
    familyName == systemFamilyName ? Weight.all.map { systemFontName(weight: $0) } : []
  }
}
#endif
