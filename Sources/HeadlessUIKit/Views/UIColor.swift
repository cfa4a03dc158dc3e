#if !canImport(UIKit)
import Foundation

/// A colour, as in UIKit: four components in the sRGB space, or a dynamic colour resolved for a
/// trait collection (the system and semantic colours, `init(dynamicProvider:)`). Headless views
/// never draw; colours are stored so that code setting them compiles and tests can read them
/// back. A dynamic colour's components, and its `cgColor`, are those it resolves to in
/// `UITraitCollection.current`.
open class UIColor: NSObject, @unchecked Sendable {
  /// Red, green, blue and alpha, 0...1.
  struct Components: Hashable {
    var red: CGFloat
    var green: CGFloat
    var blue: CGFloat
    var alpha: CGFloat
  }

  /// What the colour is.
  private enum Appearance {
    /// The same components in every environment.
    case fixed(Components)
    /// A system colour: its name, and its components in light and dark environments.
    case system(name: String, light: Components, dark: Components)
    /// A colour of the app's own for each environment.
    case provider((UITraitCollection) -> UIColor)
    /// A dynamic colour with another opacity.
    case withAlpha(UIColor, CGFloat)
    /// A colour of the app's asset catalogue, which headless apps do not have.
    case named(String)
  }

  private let appearance: Appearance

  private init(appearance: Appearance) {
    self.appearance = appearance
    super.init()
  }

  /// Creates a colour from its components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    appearance = .fixed(Components(red: red, green: green, blue: blue, alpha: alpha))
    super.init()
  }

  /// Creates a grey.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from hue, saturation and brightness.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let sector = (hue.truncatingRemainder(dividingBy: 1) + (hue < 0 ? 1 : 0)) * 6
    let fraction = sector - sector.rounded(.down)
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * fraction)
    let t = brightness * (1 - saturation * (1 - fraction))
    let (red, green, blue): (CGFloat, CGFloat, CGFloat) =
      switch Int(sector) % 6 {
      case 0: (brightness, t, p)
      case 1: (q, brightness, p)
      case 2: (p, brightness, t)
      case 3: (p, q, brightness)
      case 4: (t, p, brightness)
      default: (brightness, p, q)
      }
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a colour from Display P3 components (iOS 10), taken as sRGB.
  public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a colour from a CoreGraphics colour.
  public convenience init(cgColor: CGColor) {
    let parts = cgColor.components ?? []
    if parts.count >= 4 {
      self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    } else {
      self.init(white: parts.first ?? 0, alpha: parts.count > 1 ? parts[1] : 1)
    }
  }

  /// A colour that draws `image` as a pattern: headlessly a mid grey.
  public convenience init(patternImage image: UIImage) {
    self.init(white: 0.5, alpha: 1)
  }

  /// A colour whose components `dynamicProvider` gives for each trait collection (iOS 13).
  public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    self.init(appearance: .provider(dynamicProvider))
  }

  /// The colour named `name` in the app's asset catalogue (iOS 11). Headless apps have no asset
  /// catalogue: any non-empty name gives a mid grey equal to every colour of that name (UIKit
  /// answers `nil` for a name it does not find).
  public convenience init?(named name: String) {
    guard !name.isEmpty else { return nil }
    self.init(appearance: .named(name))
  }

  /// The colour named `name` in `bundle`'s asset catalogue, as ``init(named:)``.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.init(named: name)
  }

  /// A system colour with light and dark components.
  static func system(_ name: String, light: Components, dark: Components) -> UIColor {
    UIColor(appearance: .system(name: name, light: light, dark: dark))
  }

  // MARK: Resolving

  /// The colour as it looks in `traitCollection` (iOS 13): a colour with fixed components.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    switch appearance {
    case .fixed: self
    case .system, .provider, .withAlpha, .named: UIColor(appearance: .fixed(components(in: traitCollection)))
    }
  }

  /// The components in `traitCollection`.
  func components(in traitCollection: UITraitCollection) -> Components {
    switch appearance {
    case .fixed(let components): return components
    case .system(_, let light, let dark): return traitCollection.userInterfaceStyle == .dark ? dark : light
    case .provider(let provider): return provider(traitCollection).components(in: traitCollection)
    case .withAlpha(let base, let alpha):
      var components = base.components(in: traitCollection)
      components.alpha = alpha
      return components
    case .named: return Components(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    }
  }

  /// The components in the current traits.
  private var currentComponents: Components { components(in: UITraitCollection.current) }

  /// Writes the components to the given pointers, as UIKit does; always succeeds.
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let components = currentComponents
    red?.pointee = components.red
    green?.pointee = components.green
    blue?.pointee = components.blue
    alpha?.pointee = components.alpha
    return true
  }

  /// Writes the brightness (the mean of the components) and the alpha; always succeeds.
  open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let components = currentComponents
    white?.pointee = (components.red + components.green + components.blue) / 3
    alpha?.pointee = components.alpha
    return true
  }

  /// The colour as a CoreGraphics colour, resolved in the current traits.
  open var cgColor: CGColor {
    let components = currentComponents
    return CGColor(srgbRed: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
  }

  /// A copy with another opacity; a dynamic colour stays dynamic.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    switch appearance {
    case .fixed(var components):
      components.alpha = alpha
      return UIColor(appearance: .fixed(components))
    case .withAlpha(let base, _): return UIColor(appearance: .withAlpha(base, alpha))
    case .system, .provider, .named: return UIColor(appearance: .withAlpha(self, alpha))
    }
  }

  /// Sets the drawing colour; headless views never draw.
  open func set() {}
  /// Sets the fill colour; headless views never draw.
  open func setFill() {}
  /// Sets the stroke colour; headless views never draw.
  open func setStroke() {}

  // MARK: Equality

  /// Fixed colours are equal when their components are, system colours when they are the same
  /// one, named colours when their names are; a provider's colour is equal only to itself.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    switch (appearance, other.appearance) {
    case (.fixed(let lhs), .fixed(let rhs)): return lhs == rhs
    case (.system(let lhs, _, _), .system(let rhs, _, _)): return lhs == rhs
    case (.named(let lhs), .named(let rhs)): return lhs == rhs
    case (.withAlpha(let lhs, let lhsAlpha), .withAlpha(let rhs, let rhsAlpha)):
      return lhsAlpha == rhsAlpha && lhs.isEqual(rhs)
    default: return self === other
    }
  }

  /// A hash consistent with ``isEqual(_:)``.
  open override var hash: Int {
    var hasher = Hasher()
    switch appearance {
    case .fixed(let components): hasher.combine(components)
    case .system(let name, _, _), .named(let name): hasher.combine(name)
    case .withAlpha(let base, let alpha):
      hasher.combine(base.hash)
      hasher.combine(alpha)
    case .provider: hasher.combine(ObjectIdentifier(self))
    }
    return hasher.finalize()
  }

  /// The components, or the system colour's name, as UIKit describes a colour.
  open override var description: String {
    switch appearance {
    case .system(let name, _, _): return "<UIDynamicSystemColor; name = \(name)>"
    case .named(let name): return "<UIDynamicCatalogColor; name = \(name)>"
    case .provider, .withAlpha: return "<UIDynamicProviderColor>"
    case .fixed(let components):
      return "UIExtendedSRGBColorSpace \(components.red) \(components.green) \(components.blue) \(components.alpha)"
    }
  }
}
#endif
