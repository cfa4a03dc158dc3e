#if !canImport(UIKit)
import Foundation

/// The traits of an interface's environment, as in UIKit: text size, light or dark, size classes,
/// display scale, layout direction, idiom. A collection is immutable; a trait it does not give
/// is unspecified (`.unspecified`, or a display scale of 0).
///
/// Views take the traits of their superview, the window's at the top (see
/// ``UIView/traitCollection``); a window's are those of an iPhone in portrait until a test
/// changes them (``UIWindow/simulateContentSizeCategory(_:)``,
/// ``UIWindow/simulateTraitCollection(_:)``).
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// The values of a collection; `nil` where a trait is unspecified.
  struct Values: Hashable {
    var preferredContentSizeCategory: UIContentSizeCategory?
    var userInterfaceStyle: UIUserInterfaceStyle?
    var horizontalSizeClass: UIUserInterfaceSizeClass?
    var verticalSizeClass: UIUserInterfaceSizeClass?
    var displayScale: CGFloat?
    var layoutDirection: UITraitEnvironmentLayoutDirection?
    var userInterfaceIdiom: UIUserInterfaceIdiom?
    var legibilityWeight: UILegibilityWeight?
    var accessibilityContrast: UIAccessibilityContrast?

    /// These values, with those `other` specifies in their place.
    func overlaid(by other: Values) -> Values {
      Values(
        preferredContentSizeCategory: other.preferredContentSizeCategory ?? preferredContentSizeCategory,
        userInterfaceStyle: other.userInterfaceStyle ?? userInterfaceStyle,
        horizontalSizeClass: other.horizontalSizeClass ?? horizontalSizeClass,
        verticalSizeClass: other.verticalSizeClass ?? verticalSizeClass,
        displayScale: other.displayScale ?? displayScale,
        layoutDirection: other.layoutDirection ?? layoutDirection,
        userInterfaceIdiom: other.userInterfaceIdiom ?? userInterfaceIdiom,
        legibilityWeight: other.legibilityWeight ?? legibilityWeight,
        accessibilityContrast: other.accessibilityContrast ?? accessibilityContrast)
    }

    /// Whether every trait `other` specifies has the same value here.
    func contains(_ other: Values) -> Bool { overlaid(by: other) == self }
  }

  let values: Values

  init(values: Values) {
    self.values = values
    super.init()
  }

  /// A collection that specifies no trait.
  public override convenience init() { self.init(values: Values()) }

  /// A collection from an archive; headless collections are never archived.
  public required convenience init?(coder: NSCoder) { self.init() }

  /// The traits of `traitCollections` merged: the last one that specifies a trait gives it.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    self.init(values: traitCollections.reduce(Values()) { $0.overlaid(by: $1.values) })
  }

  /// A collection that specifies only the text size (iOS 10).
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(values: Values(preferredContentSizeCategory: preferredContentSizeCategory))
  }

  /// A collection that specifies only light or dark (iOS 12).
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(values: Values(userInterfaceStyle: userInterfaceStyle))
  }

  /// A collection that specifies only the horizontal size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(values: Values(horizontalSizeClass: horizontalSizeClass))
  }

  /// A collection that specifies only the vertical size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(values: Values(verticalSizeClass: verticalSizeClass))
  }

  /// A collection that specifies only the display scale.
  public convenience init(displayScale scale: CGFloat) {
    self.init(values: Values(displayScale: scale))
  }

  /// A collection that specifies only the layout direction (iOS 10).
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(values: Values(layoutDirection: layoutDirection))
  }

  /// A collection that specifies only the idiom.
  public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
    self.init(values: Values(userInterfaceIdiom: idiom))
  }

  /// A collection that specifies only the legibility weight (iOS 13).
  public convenience init(legibilityWeight: UILegibilityWeight) {
    self.init(values: Values(legibilityWeight: legibilityWeight))
  }

  /// A collection that specifies only the contrast (iOS 13).
  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    self.init(values: Values(accessibilityContrast: accessibilityContrast))
  }

  // MARK: Traits

  /// The user's text size (iOS 10).
  open var preferredContentSizeCategory: UIContentSizeCategory {
    values.preferredContentSizeCategory ?? .unspecified
  }
  /// Light or dark (iOS 12).
  open var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle ?? .unspecified }
  /// The horizontal size class.
  open var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass ?? .unspecified }
  /// The vertical size class.
  open var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass ?? .unspecified }
  /// Points to pixels; 0 when unspecified.
  open var displayScale: CGFloat { values.displayScale ?? 0 }
  /// Left to right or right to left (iOS 10).
  open var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection ?? .unspecified }
  /// Phone, pad…
  open var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom ?? .unspecified }
  /// Whether text is bold (iOS 13).
  open var legibilityWeight: UILegibilityWeight { values.legibilityWeight ?? .unspecified }
  /// Whether the user asked for more contrast (iOS 13).
  open var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast ?? .unspecified }

  /// Whether this collection has every trait `trait` specifies, with the same values.
  open func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return values.contains(trait.values)
  }

  /// Whether colours resolve differently in `traitCollection` (iOS 13): light or dark, contrast
  /// or elevation differ.
  open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    guard let traitCollection else { return true }
    return userInterfaceStyle != traitCollection.userInterfaceStyle
      || accessibilityContrast != traitCollection.accessibilityContrast
  }

  /// Equal when the same traits are specified with the same values.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return values == other.values
  }

  /// A hash of the values.
  open override var hash: Int { values.hashValue }

  // MARK: The current collection

  /// The traits of an iPhone in portrait: large text, light, compact width, regular height, a
  /// display scale of 3, left to right. Windows start with them; views outside a window have them.
  static let phone = UITraitCollection(
    values: Values(
      preferredContentSizeCategory: .large, userInterfaceStyle: .light, horizontalSizeClass: .compact,
      verticalSizeClass: .regular, displayScale: 3, layoutDirection: .leftToRight, userInterfaceIdiom: .phone,
      legibilityWeight: .regular, accessibilityContrast: .normal))

  private static let currentStorage = LockedValue(phone)

  /// The traits in effect (iOS 13): the phone's, except while UIKit calls a view back about its
  /// traits (`traitCollectionDidChange(_:)`, trait change handlers) or inside
  /// ``performAsCurrent(_:)``, when they are that view's. Fonts and colours made without a
  /// collection read them.
  open class var current: UITraitCollection {
    get { currentStorage.value }
    set { currentStorage.value = newValue }
  }

  /// Runs `actions` with this collection as ``current``.
  open func performAsCurrent(_ actions: () -> Void) {
    let previous = UITraitCollection.current
    UITraitCollection.current = self
    defer { UITraitCollection.current = previous }
    actions()
  }
}

/// A value shared between threads behind a lock.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

/// Something that has traits and is told when they change, as in UIKit: views and view
/// controllers.
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
  /// The traits in effect.
  var traitCollection: UITraitCollection { get }
  /// Called after the traits changed, with the ones before (deprecated on iOS 17 for
  /// `registerForTraitChanges`, still called).
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
#endif
