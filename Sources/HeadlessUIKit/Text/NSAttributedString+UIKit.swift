#if !canImport(UIKit)
import Foundation

// The attributes UIKit's text system adds to Foundation's attributed strings (Foundation on
// Linux has `NSAttributedString` but none of these keys). Labels measure a run with its `.font`
// and its paragraph's `.paragraphStyle`; colours, kerning and lines are recorded only.
extension NSAttributedString.Key {
  /// The `UIFont` of the text.
  public static let font = NSAttributedString.Key("NSFont")
  /// The `NSParagraphStyle` of the paragraph.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The `UIColor` of the text.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The `UIColor` behind the text.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Extra space between characters, in points (a number).
  public static let kern = NSAttributedString.Key("NSKern")
  /// The underline, an `NSUnderlineStyle` raw value.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The strikethrough line, an `NSUnderlineStyle` raw value.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The `UIColor` of the underline.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// The offset of the text from the baseline, in points (a number).
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// How text is underlined or struck through, as in UIKit.
public struct NSUnderlineStyle: OptionSet, @unchecked Sendable {
  /// The style bits.
  public var rawValue: Int
  /// Creates a style.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
}
#endif
