#if !canImport(UIKit)
import Foundation

/// A colour, as in UIKit: four components in the sRGB space. Headless views never draw; colours
/// are stored so that code setting them compiles and tests can read them back.
open class UIColor: NSObject, @unchecked Sendable {
  private let red: CGFloat
  private let green: CGFloat
  private let blue: CGFloat
  private let alpha: CGFloat

  /// Creates a colour from its components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    super.init()
  }

  /// Creates a grey.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Writes the components to the given pointers, as UIKit does; always succeeds.
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// A copy with another opacity.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Equal when all components are equal.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
  }

  /// A hash of the components.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
    return hasher.finalize()
  }

  /// Black.
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// White.
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// Fully transparent.
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// Grey.
  open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// Red.
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// Green.
  open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// Blue.
  open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// The colour of primary text.
  open class var label: UIColor { UIColor(white: 0, alpha: 1) }
  /// The colour of secondary text.
  open class var secondaryLabel: UIColor { UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6) }
  /// The background of a view.
  open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
  /// The background of grouped content.
  open class var systemGroupedBackground: UIColor { UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1) }
  /// The system blue.
  open class var systemBlue: UIColor { UIColor(red: 0, green: 0.48, blue: 1, alpha: 1) }
  /// The system green.
  open class var systemGreen: UIColor { UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1) }
  /// The system indigo.
  open class var systemIndigo: UIColor { UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1) }
  /// The system orange.
  open class var systemOrange: UIColor { UIColor(red: 1, green: 0.58, blue: 0, alpha: 1) }
  /// The system purple.
  open class var systemPurple: UIColor { UIColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1) }
  /// The system red.
  open class var systemRed: UIColor { UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1) }
  /// The system gray.
  open class var systemGray: UIColor { UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1) }
  /// The system yellow.
  open class var systemYellow: UIColor { UIColor(red: 1, green: 0.8, blue: 0, alpha: 1) }
}
#endif
