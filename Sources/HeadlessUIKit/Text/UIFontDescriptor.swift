#if !canImport(UIKit)
import Foundation

/// A description of a font, as in UIKit (iOS 7): the basics cells use to derive a font from
/// another (`withSymbolicTraits(.traitBold)`, `withSize(_:)`, the descriptor of a text style).
/// A descriptor holds the font it describes; other attributes are not modelled.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// Traits of a font: bold, italic, monospaced…
  public struct SymbolicTraits: OptionSet, @unchecked Sendable {
    /// The trait bits.
    public var rawValue: UInt32
    /// Creates a set of traits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Italic.
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// Bold.
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// Expanded.
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    /// Condensed.
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    /// Monospaced.
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    /// Tighter line spacing.
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    /// Looser line spacing.
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// A design of the system font (iOS 13): rounded, serif, monospaced. Recorded only.
  public struct SystemDesign: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    /// The design's name.
    public var rawValue: String
    /// Creates a design.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The default design.
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    /// Rounded.
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    /// Serif.
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    /// Monospaced.
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
  }

  /// The font described.
  let font: UIFont

  init(font: UIFont) {
    self.font = font
    super.init()
  }

  /// A descriptor of the font named `fontName` at `size` points.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(font: UIFont(name: fontName, size: size) ?? .systemFont(ofSize: size))
  }

  /// The descriptor of a text style's font at the current content size category.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// The descriptor of a text style's font at the category of `traitCollection` (iOS 10).
  open class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
  }

  /// The described font's size.
  open var pointSize: CGFloat { font.pointSize }

  /// The described font's PostScript name.
  open var postscriptName: String { font.fontName }

  /// The described font's traits (bold for semibold and heavier weights).
  open var symbolicTraits: SymbolicTraits {
    var traits: SymbolicTraits = []
    if font.isItalic { traits.insert(.traitItalic) }
    if font.weight.rawValue >= UIFont.Weight.semibold.rawValue { traits.insert(.traitBold) }
    return traits
  }

  /// The same description at another size.
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(font: font.withSize(newPointSize))
  }

  /// The same description with exactly `symbolicTraits`: bold makes the font bold (and not bold
  /// removes it), italic likewise; the other traits are not modelled. A text style's font stays
  /// a text style's font.
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    let isBold = symbolicTraits.contains(.traitBold)
    let weight =
      isBold ? UIFont.Weight.bold : (font.weight.rawValue >= UIFont.Weight.semibold.rawValue ? .regular : font.weight)
    let italic = symbolicTraits.contains(.traitItalic)
    let isSystem = font.familyName == UIFont.systemFamilyName
    let name = isSystem ? UIFont.systemFontName(weight: weight, italic: italic) : font.fontName
    return UIFontDescriptor(
      font: UIFont(
        fontName: name, familyName: font.familyName, pointSize: font.pointSize, weight: weight, isItalic: italic,
        scaling: font.scaling))
  }

  /// The same description in another design of the system font (iOS 13); recorded nowhere.
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { self }
}
#endif
