#if !canImport(UIKit)
import Foundation

/// Light or dark, as in UIKit (iOS 12).
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
  /// Not specified.
  case unspecified = 0
  /// Light.
  case light = 1
  /// Dark.
  case dark = 2
}

/// How much room an axis has, as in UIKit: compact (an iPhone's width in portrait) or regular.
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
  /// Not specified.
  case unspecified = 0
  /// Compact.
  case compact = 1
  /// Regular.
  case regular = 2
}

/// The direction of a layout, as in UIKit (iOS 10).
public enum UITraitEnvironmentLayoutDirection: Int, @unchecked Sendable {
  /// Not specified.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// The kind of device an interface is made for, as in UIKit.
public enum UIUserInterfaceIdiom: Int, @unchecked Sendable {
  /// Not specified.
  case unspecified = -1
  /// An iPhone.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// An Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac (Catalyst with the Mac idiom).
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6
}

/// Whether the user asked for bold text, as in UIKit (iOS 13).
public enum UILegibilityWeight: Int, @unchecked Sendable {
  /// Not specified.
  case unspecified = -1
  /// Regular.
  case regular = 0
  /// Bold.
  case bold = 1
}

/// Whether the user asked for more contrast, as in UIKit (iOS 13).
public enum UIAccessibilityContrast: Int, @unchecked Sendable {
  /// Not specified.
  case unspecified = -1
  /// Normal contrast.
  case normal = 0
  /// Increased contrast.
  case high = 1
}
#endif
