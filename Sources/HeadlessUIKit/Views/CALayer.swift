#if !canImport(UIKit)
import Foundation

/// How a layer's corners are rounded (iOS 13).
public struct CALayerCornerCurve: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
  /// The curve's name.
  public var rawValue: String
  /// Creates a curve.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Quarter circles.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// A continuous curve, as the system's own rounded shapes.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Which corners of a layer are rounded (iOS 11).
public struct CACornerMask: OptionSet, @unchecked Sendable {
  /// The corner bits.
  public var rawValue: UInt
  /// Creates a set of corners.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top-left corner (in UIKit's flipped coordinates).
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// A layer, as in Core Animation. Headless layers draw nothing: they keep the values code gives
/// them (corners, border, shadow, colours, geometry, sublayers) so that it compiles and tests can
/// read them back. A view's ``UIView/layer`` shares one value with its view, `masksToBounds`
/// (the view's `clipsToBounds`); its geometry, opacity and colour are its own, not the view's.
/// None of these values changes a size or what is visible (see the module's article).
open class CALayer: NSObject {
  /// The layer's rectangle in its superlayer's coordinates.
  open var frame: CGRect {
    get {
      CGRect(
        x: position.x - bounds.width / 2, y: position.y - bounds.height / 2, width: bounds.width, height: bounds.height)
    }
    set {
      bounds.size = newValue.size
      position = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }
  /// The layer's rectangle in its own coordinates.
  open var bounds: CGRect = .zero
  /// The position of the layer's centre in its superlayer.
  open var position: CGPoint = .zero
  /// The stacking order among siblings.
  open var zPosition: CGFloat = 0
  /// Whether the layer is hidden.
  open var isHidden = false
  /// The opacity, 0...1.
  open var opacity: Float = 1
  /// Whether the layer is opaque.
  open var isOpaque = false
  /// Whether sublayers are clipped to the bounds (a view's `clipsToBounds`).
  open var masksToBounds = false
  /// The radius of the corners.
  open var cornerRadius: CGFloat = 0
  /// Which corners are rounded (iOS 11).
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// How the corners are rounded (iOS 13).
  open var cornerCurve: CALayerCornerCurve = .circular
  /// The width of the border.
  open var borderWidth: CGFloat = 0
  /// The colour of the border; opaque black by default.
  open var borderColor: CGColor? = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
  /// The background colour.
  open var backgroundColor: CGColor?
  /// The colour of the shadow; opaque black by default.
  open var shadowColor: CGColor? = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
  /// The opacity of the shadow, 0 (none, the default) to 1.
  open var shadowOpacity: Float = 0
  /// The offset of the shadow.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur radius of the shadow.
  open var shadowRadius: CGFloat = 3
  /// The shape of the shadow; `nil` for the layer's own.
  open var shadowPath: CGPath?
  /// A layer whose opacity masks this one.
  open var mask: CALayer?
  /// The layer's name.
  open var name: String?
  /// What the layer shows (an image, typically).
  open var contents: Any?
  /// Whether the layer draws from a scale other than its screen's.
  open var contentsScale: CGFloat = 1
  /// The layers inside this one, back to front.
  open private(set) var sublayers: [CALayer]?
  /// The layer this one is inside.
  open private(set) weak var superlayer: CALayer?

  /// Creates a layer.
  public override init() { super.init() }

  /// A copy of `layer`'s values, as Core Animation makes for presentation (iOS 2).
  public init(layer: Any) {
    super.init()
    guard let layer = layer as? CALayer else { return }
    (bounds, position, isHidden, opacity, masksToBounds) = (
      layer.bounds, layer.position, layer.isHidden, layer.opacity, layer.masksToBounds
    )
    (cornerRadius, maskedCorners, cornerCurve) = (layer.cornerRadius, layer.maskedCorners, layer.cornerCurve)
    (borderWidth, borderColor, backgroundColor) = (layer.borderWidth, layer.borderColor, layer.backgroundColor)
    (shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath) = (
      layer.shadowColor, layer.shadowOpacity, layer.shadowOffset, layer.shadowRadius, layer.shadowPath
    )
  }

  /// Adds `layer` on top of the sublayers, removing it from its previous superlayer.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  /// Inserts `layer` at `idx` among the sublayers (clamped to the valid range).
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    var layers = sublayers ?? []
    layers.insert(layer, at: Swift.min(Int(idx), layers.count))
    sublayers = layers
    layer.superlayer = self
  }

  /// Removes the layer from its superlayer.
  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers?.removeAll { $0 === self }
    if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
    superlayer = nil
  }

  /// Marks the layer for redrawing; headless layers never draw.
  open func setNeedsDisplay() {}
  /// Marks the layer for layout; headless layers lay nothing out.
  open func setNeedsLayout() {}
  /// Lays the layer out now; nothing to do headlessly.
  open func layoutIfNeeded() {}
}
#endif
