#if !canImport(UIKit)
import Foundation

/// The corners of a rectangle, as in UIKit.
public struct UIRectCorner: OptionSet, @unchecked Sendable {
  /// The corner bits.
  public var rawValue: UInt
  /// Creates a set of corners.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top-left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// Every corner.
  public static let allCorners = UIRectCorner(rawValue: 0xF)
}

/// A path of lines and curves, as in UIKit, for shadow paths and masks. Headlessly a path is its
/// outline's bounding box (``bounds``); its ``cgPath`` is a `CGPath` of that outline.
open class UIBezierPath: NSObject {
  private let path = CGMutablePath()

  /// An empty path.
  public override init() { super.init() }

  /// A rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// The ellipse in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A rectangle with rounded corners.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    let radius = Swift.min(cornerRadius, rect.width / 2, rect.height / 2)
    path.addRoundedRect(in: rect, cornerWidth: Swift.max(0, radius), cornerHeight: Swift.max(0, radius))
  }

  /// A rectangle with some corners rounded.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init()
    path.addRect(rect)
  }

  /// An arc of the circle around `center`, from `startAngle` to `endAngle` radians.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    path.addEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
  }

  /// A path around `cgPath`'s outline.
  public convenience init(cgPath: CGPath) {
    self.init()
    if !cgPath.isEmpty { path.addRect(cgPath.boundingBox) }
  }

  /// The path as a CoreGraphics path.
  open var cgPath: CGPath { path.copy() ?? path }

  /// The smallest rectangle that holds the path.
  open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }

  /// Whether nothing was added to the path.
  open var isEmpty: Bool { path.isEmpty }

  /// The width of the line when stroked.
  open var lineWidth: CGFloat = 1

  /// Starts a subpath at `point`.
  open func move(to point: CGPoint) { path.move(to: point) }

  /// Adds a line to `point`.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }

  /// Closes the current subpath.
  open func close() { path.closeSubpath() }
}
#endif
