#if !canImport(UIKit)
import Foundation

// The trait system of iOS 17: traits as types, and handlers registered for changes of some of
// them, with UIKit's spellings.

/// A trait, as a type (iOS 17): `UITraitPreferredContentSizeCategory.self` names the text size.
public protocol UITraitDefinition {
  /// The type of the trait's value.
  associatedtype Value
  /// The value when nothing gives one.
  static var defaultValue: Value { get }
  /// A unique name.
  static var identifier: String { get }
  /// A name for people.
  static var name: String { get }
  /// Whether colours can look different when the trait changes.
  static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
  /// The type's name.
  public static var identifier: String { String(reflecting: Self.self) }
  /// The type's name.
  public static var name: String { String(describing: Self.self) }
  /// `false`.
  public static var affectsColorAppearance: Bool { false }
}

/// A trait named by its type (iOS 17).
public typealias UITrait = any UITraitDefinition.Type

/// One of UIKit's traits, which the headless trait collections hold.
protocol SystemTrait: UITraitDefinition where Value: Equatable {
  /// Where a collection's values keep the trait (`nil` where it is unspecified).
  static var storage: WritableKeyPath<UITraitCollection.Values, Value?> { get }
}

extension SystemTrait {
  /// Whether the trait has different values in `old` and `new`.
  static func differs(_ old: UITraitCollection.Values, _ new: UITraitCollection.Values) -> Bool {
    old[keyPath: storage] != new[keyPath: storage]
  }

  /// The trait's value in `values`, `nil` where they leave it unspecified.
  static func specifiedValue(in values: UITraitCollection.Values) -> Any? { values[keyPath: storage] }

  /// Makes the trait unspecified in `values`.
  static func clear(in values: inout UITraitCollection.Values) { values[keyPath: storage] = nil }
}

/// The text size (iOS 17).
public struct UITraitPreferredContentSizeCategory: UITraitDefinition, SystemTrait {
  /// The trait's value.
  public typealias Value = UIContentSizeCategory
  /// Unspecified.
  public static let defaultValue = UIContentSizeCategory.unspecified
  static var storage: WritableKeyPath<UITraitCollection.Values, Value?> { \.preferredContentSizeCategory }
}

/// Light or dark (iOS 17).
public struct UITraitUserInterfaceStyle: UITraitDefinition, SystemTrait {
  /// The trait's value.
  public typealias Value = UIUserInterfaceStyle
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceStyle.unspecified
  /// `true`.
  public static var affectsColorAppearance: Bool { true }
  static var storage: WritableKeyPath<UITraitCollection.Values, Value?> { \.userInterfaceStyle }
}

/// The horizontal size class (iOS 17).
public struct UITraitHorizontalSizeClass: UITraitDefinition, SystemTrait {
  /// The trait's value.
  public typealias Value = UIUserInterfaceSizeClass
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
  static var storage: WritableKeyPath<UITraitCollection.Values, Value?> { \.horizontalSizeClass }
}

/// The vertical size class (iOS 17).
public struct UITraitVerticalSizeClass: UITraitDefinition, SystemTrait {
  /// The trait's value.
  public typealias Value = UIUserInterfaceSizeClass
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
  static var storage: WritableKeyPath<UITraitCollection.Values, Value?> { \.verticalSizeClass }
}

/// The display scale (iOS 17).
public struct UITraitDisplayScale: UITraitDefinition, SystemTrait {
  /// The trait's value.
  public typealias Value = CGFloat
  /// 0, unspecified.
  public static let defaultValue: CGFloat = 0
  static var storage: WritableKeyPath<UITraitCollection.Values, Value?> { \.displayScale }
}

/// The layout direction (iOS 17).
public struct UITraitLayoutDirection: UITraitDefinition, SystemTrait {
  /// The trait's value.
  public typealias Value = UITraitEnvironmentLayoutDirection
  /// Unspecified.
  public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
  static var storage: WritableKeyPath<UITraitCollection.Values, Value?> { \.layoutDirection }
}

/// The idiom (iOS 17).
public struct UITraitUserInterfaceIdiom: UITraitDefinition, SystemTrait {
  /// The trait's value.
  public typealias Value = UIUserInterfaceIdiom
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceIdiom.unspecified
  static var storage: WritableKeyPath<UITraitCollection.Values, Value?> { \.userInterfaceIdiom }
}

/// The legibility weight (iOS 17).
public struct UITraitLegibilityWeight: UITraitDefinition, SystemTrait {
  /// The trait's value.
  public typealias Value = UILegibilityWeight
  /// Unspecified.
  public static let defaultValue = UILegibilityWeight.unspecified
  static var storage: WritableKeyPath<UITraitCollection.Values, Value?> { \.legibilityWeight }
}

/// The contrast (iOS 17).
public struct UITraitAccessibilityContrast: UITraitDefinition, SystemTrait {
  /// The trait's value.
  public typealias Value = UIAccessibilityContrast
  /// Unspecified.
  public static let defaultValue = UIAccessibilityContrast.unspecified
  /// `true`.
  public static var affectsColorAppearance: Bool { true }
  static var storage: WritableKeyPath<UITraitCollection.Values, Value?> { \.accessibilityContrast }
}

extension UITraitCollection {
  /// The value of `trait` in this collection (iOS 17); the trait's default for a trait of the
  /// app's own, which headless collections do not hold.
  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
    (trait as? any SystemTrait.Type)?.specifiedValue(in: values) as? T.Value ?? T.defaultValue
  }
}

/// A registration made by `registerForTraitChanges` (iOS 17), to unregister it.
public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// Something whose trait changes can be observed (iOS 17): views and view controllers.
@MainActor
public protocol UITraitChangeObservable {
  /// A handler of trait changes: the environment whose traits changed and its traits before.
  typealias TraitChangeHandler<TraitEnvironment> = (
    _ traitEnvironment: TraitEnvironment, _ previousTraitCollection: UITraitCollection
  ) -> Void where TraitEnvironment: UITraitEnvironment

  /// Calls `handler` after any of `traits` changed, until unregistered.
  @discardableResult
  func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration

  /// Stops calling a registration's handler.
  func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// A handler registered for changes of some traits.
@MainActor
final class TraitChangeRegistration: NSObject, UITraitChangeRegistration {
  /// The traits whose change calls the handler.
  let traits: [any SystemTrait.Type]
  /// The handler, given the environment and its traits before.
  let handler: (any UITraitEnvironment, UITraitCollection) -> Void

  init(traits: [UITrait], handler: @escaping (any UITraitEnvironment, UITraitCollection) -> Void) {
    self.traits = traits.compactMap { $0 as? any SystemTrait.Type }
    self.handler = handler
    super.init()
  }

  /// Whether one of the registration's traits differs between `old` and `new`.
  func isAffected(from old: UITraitCollection.Values, to new: UITraitCollection.Values) -> Bool {
    traits.contains { $0.differs(old, new) }
  }

  /// Wraps `handler`, which takes the environment as `TraitEnvironment`.
  static func make<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], _ handler: @escaping UIView.TraitChangeHandler<TraitEnvironment>
  ) -> TraitChangeRegistration {
    TraitChangeRegistration(traits: traits) { environment, previous in
      guard let environment = environment as? TraitEnvironment else { return }
      handler(environment, previous)
    }
  }
}

extension UIView: UITraitEnvironment, UITraitChangeObservable {
  /// Calls `handler` after any of `traits` of the view changed (iOS 17), with the view and its
  /// traits before; write the view's parameter as `(self: Self, previousTraitCollection:
  /// UITraitCollection)`, as in UIKit. Traits of the app's own never change headlessly.
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration.make(traits, handler)
    traitChangeRegistrations.append(registration)
    return registration
  }

  /// Stops calling a registration's handler.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitChangeRegistrations.removeAll { $0 === registration }
  }
}
#endif
