#if !canImport(UIKit) && !canImport(CoreGraphics)
import Foundation

// The CoreGraphics types cell code uses beyond the geometry Foundation already has on Linux
// (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`): transforms, colours and paths, with CoreGraphics'
// spellings. On a Mac these come from CoreGraphics itself. Nothing is drawn: a colour is its
// components, a path its outline's bounding box.

/// An affine transform, as in CoreGraphics: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct CGAffineTransform: Hashable, Sendable {
  /// The entries of the matrix.
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  /// A transform with the given entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The identity transform.
  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

  /// A rotation by `angle` radians.
  public init(rotationAngle angle: CGFloat) {
    self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
  }

  /// A scale by `sx` and `sy`.
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

  /// A translation by `tx` and `ty`.
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

  /// The identity transform.
  public static let identity = CGAffineTransform()

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// This transform followed by `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// This transform after a rotation by `angle` radians.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// This transform after a scale by `sx` and `sy`.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// This transform after a translation by `tx` and `ty`.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }
}

/// A colour, as in CoreGraphics: its components in the sRGB space.
public final class CGColor: Hashable, @unchecked Sendable {
  /// The red, green, blue and alpha components.
  public let components: [CGFloat]?

  /// A colour from sRGB components.
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  /// A colour from components, taken as sRGB.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
  }

  /// A grey.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(srgbRed: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// The opacity.
  public var alpha: CGFloat { components?.last ?? 1 }
  /// How many components there are: four.
  public var numberOfComponents: Int { components?.count ?? 0 }

  /// The same colour with another opacity.
  public func copy(alpha: CGFloat) -> CGColor? {
    guard let components, components.count == 4 else { return nil }
    return CGColor(srgbRed: components[0], green: components[1], blue: components[2], alpha: alpha)
  }

  /// Equal when the components are.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

  /// A hash of the components.
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

/// A path, as in CoreGraphics. Headlessly a path is the bounding box of what was added to it.
public class CGPath: Hashable, @unchecked Sendable {
  /// The smallest rectangle that holds every point of the path; `.null` when it is empty.
  public fileprivate(set) var boundingBox: CGRect = .null

  init() {}

  /// A path around `rect`.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init()
    boundingBox = rect.standardized
  }

  /// A path around the ellipse in `rect`.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init()
    boundingBox = rect.standardized
  }

  /// A path around `rect` with rounded corners.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
  ) {
    self.init()
    boundingBox = rect.standardized
  }

  /// Whether nothing was added.
  public var isEmpty: Bool { boundingBox.isNull }

  /// An immutable copy.
  public func copy() -> CGPath? {
    let copy = CGPath()
    copy.boundingBox = boundingBox
    return copy
  }

  /// Equal when the bounding boxes are.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.boundingBox == rhs.boundingBox }

  /// A hash of the bounding box.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(boundingBox.origin.x)
    hasher.combine(boundingBox.origin.y)
    hasher.combine(boundingBox.width)
    hasher.combine(boundingBox.height)
  }
}

/// A path that can be added to.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public override init() { super.init() }

  private func include(_ rect: CGRect) { boundingBox = boundingBox.union(rect.standardized) }

  /// Adds a rectangle.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { include(rect) }

  /// Adds the ellipse in `rect`.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { include(rect) }

  /// Adds a rectangle with rounded corners.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
  ) {
    include(rect)
  }

  /// Starts a subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    include(CGRect(origin: point, size: .zero))
  }

  /// Adds a line to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    include(CGRect(origin: point, size: .zero))
  }

  /// Closes the current subpath.
  public func closeSubpath() {}
}
#endif
