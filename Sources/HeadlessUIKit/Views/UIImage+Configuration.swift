#if !canImport(UIKit)
import Foundation

extension UIImage {
  /// How an image is configured for its environment (iOS 13): its trait collection.
  open class Configuration: NSObject, @unchecked Sendable {
    /// The traits the image is configured for.
    open internal(set) var traitCollection: UITraitCollection?

    override init() { super.init() }
  }

  /// The size, weight and scale of a symbol image (iOS 13); see ``UIImage`` for how they size it.
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    private(set) var pointSize: CGFloat?
    private(set) var textStyle: UIFont.TextStyle?
    private(set) var weight: SymbolWeight = .unspecified
    private(set) var scale: SymbolScale = .unspecified

    /// A configuration that sets nothing.
    open class var unspecified: SymbolConfiguration { SymbolConfiguration() }

    /// A symbol as big as text of `pointSize` points.
    public convenience init(pointSize: CGFloat) {
      self.init()
      self.pointSize = pointSize
    }

    /// A symbol of `weight`.
    public convenience init(weight: SymbolWeight) {
      self.init()
      self.weight = weight
    }

    /// A symbol at `scale` of its text size.
    public convenience init(scale: SymbolScale) {
      self.init()
      self.scale = scale
    }

    /// A symbol as big as text of `pointSize` points, of `weight`.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }

    /// A symbol as big as text of `pointSize` points, of `weight`, at `scale`.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init()
      (self.pointSize, self.weight, self.scale) = (pointSize, weight, scale)
    }

    /// A symbol as big as text of `textStyle`.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(textStyle: textStyle, scale: .unspecified)
    }

    /// A symbol as big as text of `textStyle`, at `scale`.
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init()
      (self.textStyle, self.scale) = (textStyle, scale)
    }

    /// A symbol as big as text in `font`.
    public convenience init(font: UIFont) {
      self.init(font: font, scale: .unspecified)
    }

    /// A symbol as big as text in `font`, at `scale`.
    public convenience init(font: UIFont, scale: SymbolScale) {
      self.init()
      (pointSize, weight, self.scale) = (font.pointSize, font.weight.symbolWeight(), scale)
    }

    /// A configuration drawing the symbol in shades of `hierarchicalColor` (iOS 15); colours are
    /// recorded nowhere.
    public convenience init(hierarchicalColor: UIColor) { self.init() }

    /// A configuration drawing the symbol's layers in `paletteColors` (iOS 15); recorded nowhere.
    public convenience init(paletteColors: [UIColor]) { self.init() }

    /// The point size the symbol is sized by: the configuration's, its text style's at the
    /// current content size category, else 17.
    var pointSizeForSizing: CGFloat {
      if let pointSize { return pointSize }
      if let textStyle { return UIFont.preferredFont(forTextStyle: textStyle).pointSize }
      return 17
    }

    /// This configuration with what `configuration` sets in its place.
    func merged(with configuration: SymbolConfiguration) -> SymbolConfiguration {
      let copy = SymbolConfiguration()
      copy.traitCollection = configuration.traitCollection ?? traitCollection
      copy.pointSize = configuration.pointSize ?? (configuration.textStyle == nil ? pointSize : nil)
      copy.textStyle = configuration.textStyle ?? (configuration.pointSize == nil ? textStyle : nil)
      copy.weight = configuration.weight == .unspecified ? weight : configuration.weight
      copy.scale = configuration.scale == .unspecified ? scale : configuration.scale
      return copy
    }

    /// Whether both configurations set the same values.
    open func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
      guard let other = otherConfiguration else { return false }
      return pointSize == other.pointSize && textStyle == other.textStyle && weight == other.weight
        && scale == other.scale
    }

    /// Equal when ``isEqual(to:)``.
    open override func isEqual(_ object: Any?) -> Bool { isEqual(to: object as? SymbolConfiguration) }

    /// A hash of the values.
    open override var hash: Int {
      var hasher = Hasher()
      hasher.combine(pointSize)
      hasher.combine(textStyle)
      hasher.combine(weight)
      hasher.combine(scale)
      return hasher.finalize()
    }
  }

  /// The scale of a symbol next to text (iOS 13).
  public enum SymbolScale: Int, @unchecked Sendable {
    /// The default scale (medium).
    case `default` = -1
    /// Not specified.
    case unspecified = 0
    /// Small: 0.8 times the medium size headlessly.
    case small = 1
    /// Medium.
    case medium = 2
    /// Large: 1.25 times the medium size headlessly.
    case large = 3

    /// How much the scale sizes a symbol.
    var sizeFactor: CGFloat {
      switch self {
      case .small: 0.8
      case .large: 1.25
      default: 1
      }
    }
  }

  /// The weight of a symbol's strokes (iOS 13); recorded only.
  public enum SymbolWeight: Int, @unchecked Sendable {
    /// Not specified.
    case unspecified = 0
    /// Ultra light.
    case ultraLight = 1
    /// Thin.
    case thin = 2
    /// Light.
    case light = 3
    /// Regular.
    case regular = 4
    /// Medium.
    case medium = 5
    /// Semibold.
    case semibold = 6
    /// Bold.
    case bold = 7
    /// Heavy.
    case heavy = 8
    /// Black.
    case black = 9

    /// The font weight of the same name (iOS 13).
    public func fontWeight() -> UIFont.Weight {
      let weights: [UIFont.Weight] = [.regular] + UIFont.Weight.all
      return weights[rawValue]
    }
  }
}

extension UIFont.Weight {
  /// The symbol weight of the same name (iOS 13).
  public func symbolWeight() -> UIImage.SymbolWeight {
    guard let index = UIFont.Weight.all.firstIndex(of: self) else { return .regular }
    return UIImage.SymbolWeight(rawValue: index + 1) ?? .regular
  }
}
#endif
