#if !canImport(UIKit)
import Foundation

// The fixed, semantic and system colours of UIKit. The semantic and system colours are dynamic:
// they resolve to their light or dark components by the trait collection's `userInterfaceStyle`
// (the values of iOS 15 to 18, from Apple's Human Interface Guidelines; increased contrast is not
// modelled), and each is equal to itself only (`UIColor.label == .label`).
extension UIColor {
  /// Components from 0...255 values and an alpha.
  private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) -> Components {
    Components(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
  }

  /// Black.
  public class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
  /// Dark grey (a third white).
  public class var darkGray: UIColor { UIColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1) }
  /// Light grey (two thirds white).
  public class var lightGray: UIColor { UIColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1) }
  /// White.
  public class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
  /// Grey (half white).
  public class var gray: UIColor { UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1) }
  /// Red.
  public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// Green.
  public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// Blue.
  public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// Cyan.
  public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// Yellow.
  public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// Magenta.
  public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// Orange.
  public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// Purple.
  public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// Brown.
  public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  /// Fully transparent.
  public class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }

  // MARK: Semantic colours

  /// The colour of primary text.
  public class var label: UIColor {
    .system("labelColor", light: rgb(0, 0, 0, 1), dark: rgb(255, 255, 255, 1))
  }
  /// The colour of secondary text.
  public class var secondaryLabel: UIColor {
    .system("secondaryLabelColor", light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
  }
  /// The colour of tertiary text.
  public class var tertiaryLabel: UIColor {
    .system("tertiaryLabelColor", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
  }
  /// The colour of quaternary text.
  public class var quaternaryLabel: UIColor {
    .system("quaternaryLabelColor", light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16))
  }
  /// The colour of placeholder text.
  public class var placeholderText: UIColor {
    .system("placeholderTextColor", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
  }
  /// The colour of links.
  public class var link: UIColor {
    .system("linkColor", light: rgb(0, 122, 255, 1), dark: rgb(9, 132, 255, 1))
  }
  /// The colour of thin lines between content, translucent.
  public class var separator: UIColor {
    .system("separatorColor", light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
  }
  /// The colour of thin lines between content, opaque.
  public class var opaqueSeparator: UIColor {
    .system("opaqueSeparatorColor", light: rgb(198, 198, 200, 1), dark: rgb(56, 56, 58, 1))
  }
  /// The background of a view.
  public class var systemBackground: UIColor {
    .system("systemBackgroundColor", light: rgb(255, 255, 255, 1), dark: rgb(0, 0, 0, 1))
  }
  /// The background of content layered on the main background.
  public class var secondarySystemBackground: UIColor {
    .system("secondarySystemBackgroundColor", light: rgb(242, 242, 247, 1), dark: rgb(28, 28, 30, 1))
  }
  /// The background of content layered on the secondary background.
  public class var tertiarySystemBackground: UIColor {
    .system("tertiarySystemBackgroundColor", light: rgb(255, 255, 255, 1), dark: rgb(44, 44, 46, 1))
  }
  /// The background of a grouped view.
  public class var systemGroupedBackground: UIColor {
    .system("systemGroupedBackgroundColor", light: rgb(242, 242, 247, 1), dark: rgb(0, 0, 0, 1))
  }
  /// The background of content layered on a grouped background.
  public class var secondarySystemGroupedBackground: UIColor {
    .system("secondarySystemGroupedBackgroundColor", light: rgb(255, 255, 255, 1), dark: rgb(28, 28, 30, 1))
  }
  /// The background of content layered on the secondary grouped background.
  public class var tertiarySystemGroupedBackground: UIColor {
    .system("tertiarySystemGroupedBackgroundColor", light: rgb(242, 242, 247, 1), dark: rgb(44, 44, 46, 1))
  }
  /// The fill of thin and small shapes.
  public class var systemFill: UIColor {
    .system("systemFillColor", light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
  }
  /// The fill of medium-size shapes.
  public class var secondarySystemFill: UIColor {
    .system("secondarySystemFillColor", light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
  }
  /// The fill of large shapes.
  public class var tertiarySystemFill: UIColor {
    .system("tertiarySystemFillColor", light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
  }
  /// The fill of large areas holding complex content.
  public class var quaternarySystemFill: UIColor {
    .system("quaternarySystemFillColor", light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))
  }
  /// Black text on light backgrounds, in every appearance.
  public class var darkText: UIColor {
    .system("darkTextColor", light: rgb(0, 0, 0, 1), dark: rgb(0, 0, 0, 1))
  }
  /// White text on dark backgrounds, in every appearance.
  public class var lightText: UIColor {
    .system("lightTextColor", light: rgb(255, 255, 255, 0.6), dark: rgb(255, 255, 255, 0.6))
  }
  /// The tint colour (iOS 15): the system blue headlessly, whatever a view's tint.
  public class var tintColor: UIColor {
    .system("tintColor", light: rgb(0, 122, 255, 1), dark: rgb(10, 132, 255, 1))
  }

  // MARK: System colours

  /// The system red.
  public class var systemRed: UIColor {
    .system("systemRedColor", light: rgb(255, 59, 48, 1), dark: rgb(255, 69, 58, 1))
  }
  /// The system orange.
  public class var systemOrange: UIColor {
    .system("systemOrangeColor", light: rgb(255, 149, 0, 1), dark: rgb(255, 159, 10, 1))
  }
  /// The system yellow.
  public class var systemYellow: UIColor {
    .system("systemYellowColor", light: rgb(255, 204, 0, 1), dark: rgb(255, 214, 10, 1))
  }
  /// The system green.
  public class var systemGreen: UIColor {
    .system("systemGreenColor", light: rgb(52, 199, 89, 1), dark: rgb(48, 209, 88, 1))
  }
  /// The system mint (iOS 15).
  public class var systemMint: UIColor {
    .system("systemMintColor", light: rgb(0, 199, 190, 1), dark: rgb(99, 230, 226, 1))
  }
  /// The system teal.
  public class var systemTeal: UIColor {
    .system("systemTealColor", light: rgb(48, 176, 199, 1), dark: rgb(64, 200, 224, 1))
  }
  /// The system cyan (iOS 15).
  public class var systemCyan: UIColor {
    .system("systemCyanColor", light: rgb(50, 173, 230, 1), dark: rgb(100, 210, 255, 1))
  }
  /// The system blue.
  public class var systemBlue: UIColor {
    .system("systemBlueColor", light: rgb(0, 122, 255, 1), dark: rgb(10, 132, 255, 1))
  }
  /// The system indigo.
  public class var systemIndigo: UIColor {
    .system("systemIndigoColor", light: rgb(88, 86, 214, 1), dark: rgb(94, 92, 230, 1))
  }
  /// The system purple.
  public class var systemPurple: UIColor {
    .system("systemPurpleColor", light: rgb(175, 82, 222, 1), dark: rgb(191, 90, 242, 1))
  }
  /// The system pink.
  public class var systemPink: UIColor {
    .system("systemPinkColor", light: rgb(255, 45, 85, 1), dark: rgb(255, 55, 95, 1))
  }
  /// The system brown.
  public class var systemBrown: UIColor {
    .system("systemBrownColor", light: rgb(162, 132, 94, 1), dark: rgb(172, 142, 104, 1))
  }
  /// The system grey.
  public class var systemGray: UIColor {
    .system("systemGrayColor", light: rgb(142, 142, 147, 1), dark: rgb(142, 142, 147, 1))
  }
  /// The second system grey.
  public class var systemGray2: UIColor {
    .system("systemGray2Color", light: rgb(174, 174, 178, 1), dark: rgb(99, 99, 102, 1))
  }
  /// The third system grey.
  public class var systemGray3: UIColor {
    .system("systemGray3Color", light: rgb(199, 199, 204, 1), dark: rgb(72, 72, 74, 1))
  }
  /// The fourth system grey.
  public class var systemGray4: UIColor {
    .system("systemGray4Color", light: rgb(209, 209, 214, 1), dark: rgb(58, 58, 60, 1))
  }
  /// The fifth system grey.
  public class var systemGray5: UIColor {
    .system("systemGray5Color", light: rgb(229, 229, 234, 1), dark: rgb(44, 44, 46, 1))
  }
  /// The sixth system grey, the lightest in light mode.
  public class var systemGray6: UIColor {
    .system("systemGray6Color", light: rgb(242, 242, 247, 1), dark: rgb(28, 28, 30, 1))
  }
}
#endif
