#if !canImport(UIKit)
import Foundation

/// Scales fonts and values of the app's own by a Dynamic Type text style's curve (iOS 11): at the
/// default category (`.large`) nothing changes; at another, a size grows or shrinks in proportion
/// to how the style's own font does (Apple's Dynamic Type table). A font it scales remembers how,
/// so a label with `adjustsFontForContentSizeCategory` scales it again when the category changes.
open class UIFontMetrics: NSObject, @unchecked Sendable {
  private let textStyle: UIFont.TextStyle

  /// Metrics that scale by the curve of `textStyle`.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
    super.init()
  }

  /// The metrics of the body style.
  open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// `font` scaled for the current content size category, taking `font`'s size as its size at
  /// the default category.
  open func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
  }

  /// `font` scaled for the current category, no larger than `maximumPointSize` (0: no limit).
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// `font` scaled for the category of `traitCollection` (`nil`: the current one).
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// `font` scaled for the category of `traitCollection`, no larger than `maximumPointSize`.
  open func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let scaling = UIFont.Scaling(
      style: textStyle, basePointSize: font.pointSize, maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil)
    return UIFont(
      fontName: font.fontName, familyName: font.familyName,
      pointSize: scaling.pointSize(for: Self.category(of: traitCollection)), weight: font.weight,
      isItalic: font.isItalic, scaling: scaling)
  }

  /// `value` scaled for the current content size category.
  open func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` scaled for the category of `traitCollection` (`nil`: the current one).
  open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    value * textStyle.pointSize(for: Self.category(of: traitCollection)) / textStyle.defaultPointSize
  }

  /// The category `traitCollection` gives, else the current one.
  static func category(of traitCollection: UITraitCollection?) -> UIContentSizeCategory {
    let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
    return category == .unspecified ? UITraitCollection.current.preferredContentSizeCategory : category
  }
}
#endif
