#if !canImport(UIKit)
import Foundation

/// The traits a view gives itself and its subviews in place of its environment's (iOS 17): a
/// trait set here replaces the inherited one, the others still come from the superview (or the
/// window's environment, or the phone's for a view outside any window).
///
/// ```swift
/// sizingCell.traitOverrides.preferredContentSizeCategory = listView.traitCollection.preferredContentSizeCategory
/// ```
///
/// Setting a view's ``UIView/traitOverrides`` tells the view and its subviews at once, as a
/// change of the window's traits does. The system traits can be overridden; traits of the app's
/// own are not held (see the HeadlessUIKit article).
public struct UITraitOverrides {
  /// The overridden values; `nil` where a trait is not overridden.
  var values = UITraitCollection.Values()

  /// The text size.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { values.preferredContentSizeCategory ?? .unspecified }
    set { values.preferredContentSizeCategory = newValue }
  }
  /// Light or dark.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { values.userInterfaceStyle ?? .unspecified }
    set { values.userInterfaceStyle = newValue }
  }
  /// The horizontal size class.
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { values.horizontalSizeClass ?? .unspecified }
    set { values.horizontalSizeClass = newValue }
  }
  /// The vertical size class.
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    get { values.verticalSizeClass ?? .unspecified }
    set { values.verticalSizeClass = newValue }
  }
  /// The display scale.
  public var displayScale: CGFloat {
    get { values.displayScale ?? 0 }
    set { values.displayScale = newValue }
  }
  /// The layout direction.
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { values.layoutDirection ?? .unspecified }
    set { values.layoutDirection = newValue }
  }
  /// The idiom.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { values.userInterfaceIdiom ?? .unspecified }
    set { values.userInterfaceIdiom = newValue }
  }
  /// The legibility weight.
  public var legibilityWeight: UILegibilityWeight {
    get { values.legibilityWeight ?? .unspecified }
    set { values.legibilityWeight = newValue }
  }
  /// The contrast.
  public var accessibilityContrast: UIAccessibilityContrast {
    get { values.accessibilityContrast ?? .unspecified }
    set { values.accessibilityContrast = newValue }
  }

  /// Whether `trait` is overridden.
  public func contains(_ trait: UITrait) -> Bool {
    var cleared = self
    cleared.remove(trait)
    return cleared.values != values
  }

  /// Stops overriding `trait`: it is inherited again.
  public mutating func remove(_ trait: UITrait) {
    (trait as? any SystemTrait.Type)?.clear(in: &values)
  }
}

extension UIView {
  /// The traits this view gives itself and its subviews in place of its environment's (iOS 17).
  /// Setting them tells the views whose traits change, as a change of the window's does.
  public var traitOverrides: UITraitOverrides {
    get { UITraitOverrides(values: traitOverrideValues) }
    set {
      guard newValue.values != traitOverrideValues else { return }
      traitOverrideValues = newValue.values
      updateTraitCollection()
    }
  }
}
#endif
