#if !canImport(UIKit)
import Foundation

/// The user's preferred text size, as in UIKit: seven standard sizes from extra small to extra
/// extra extra large (`.large` is the default), then five larger accessibility sizes.
///
/// Categories compare by size (`.small < .large < .accessibilityMedium`), as UIKit's operators do
/// (iOS 11); `.unspecified` is the smallest.
public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
  /// The category's name, UIKit's own.
  public var rawValue: String

  /// Creates a category from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// No preference (a trait collection that does not say).
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// Extra small (xSmall).
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// Large, the default.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// Extra large (xLarge).
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// Extra extra large (xxLarge).
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// Extra extra extra large (xxxLarge), the largest standard size.
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// The first accessibility size (AX1).
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// The second accessibility size (AX2).
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// The third accessibility size (AX3).
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// The fourth accessibility size (AX4).
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The fifth and largest accessibility size (AX5).
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The name of the notification UIKit posts when the user changes the text size.
  public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
  /// The key of the new category in that notification's user info.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

  /// Every category from the smallest to the largest, `.unspecified` excluded.
  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// The position of the category in ``ordered`` (`.large` is 3); `nil` for `.unspecified` and
  /// names UIKit does not define.
  var sizeIndex: Int? { Self.ordered.firstIndex(of: self) }

  /// The category to size text by: this one, or `.large` when it does not say.
  var resolvedForText: UIContentSizeCategory { sizeIndex == nil ? .large : self }

  /// Whether this is one of the five accessibility sizes (iOS 11).
  public var isAccessibilityCategory: Bool { (sizeIndex ?? 0) >= 7 }

  /// Whether `left` is a smaller text size than `right`.
  public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    (left.sizeIndex ?? -1) < (right.sizeIndex ?? -1)
  }

  /// Whether `left` is a text size no larger than `right`.
  public static func <= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    !(right < left)
  }

  /// Whether `left` is a larger text size than `right`.
  public static func > (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool { right < left }

  /// Whether `left` is a text size no smaller than `right`.
  public static func >= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    !(left < right)
  }
}

/// A view whose font follows the user's text size (iOS 10): a label, a text field, a text view.
@MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  /// Whether the font is updated when the content size category changes. Only fonts made for a
  /// text style (`preferredFont(forTextStyle:)`) or scaled by `UIFontMetrics` change.
  var adjustsFontForContentSizeCategory: Bool { get set }
}
#endif
