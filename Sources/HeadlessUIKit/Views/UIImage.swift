#if !canImport(UIKit)
import Foundation

/// An image, as in UIKit. Headless images have no pixels: they remember how they were made (a
/// symbol's name, an asset's name, a rendering mode, a tint, a symbol configuration) and have a
/// deterministic size, so tests can check what a view shows and image views size by their image.
///
/// A symbol image is square, as tall as a line of text of its configuration's point size (17 by
/// default, or its text style's or font's size), scaled by 0.8 when `.small` and 1.25 when
/// `.large`: `UIImage(systemName: "star")` is 21 × 21 points. An image from an asset name has no
/// pixels to measure and is 0 × 0.
open class UIImage: NSObject, @unchecked Sendable {
  /// How an image is drawn: as it is, or as a template tinted with the view's tint colour.
  public enum RenderingMode: Int, @unchecked Sendable {
    /// Templates for symbols and images in template contexts, original otherwise.
    case automatic = 0
    /// Always the image's own colours.
    case alwaysOriginal = 1
    /// Always a template tinted with the tint colour.
    case alwaysTemplate = 2
  }

  /// The SF Symbol name the image was created with, or `nil` (headless only: tests read it).
  public let systemName: String?
  /// The asset name the image was created with, or `nil` (headless only: tests read it).
  public let assetName: String?
  /// How the image is drawn.
  open private(set) var renderingMode: RenderingMode = .automatic
  /// The symbol configuration the image was made with (iOS 13).
  open private(set) var symbolConfiguration: SymbolConfiguration?
  /// The colour the image is tinted with (`withTintColor(_:)`, iOS 13).
  public private(set) var tintColor: UIColor?
  private let pixelSize: CGSize?

  init(systemName: String?, assetName: String?, size: CGSize?, configuration: SymbolConfiguration?) {
    self.systemName = systemName
    self.assetName = assetName
    pixelSize = size
    symbolConfiguration = configuration
    super.init()
  }

  /// The system symbol named `name` (iOS 13). Unlike UIKit, which returns `nil` for a name it
  /// does not know, any non-empty name gives an image here (there is no symbol catalogue).
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The system symbol named `name` with a configuration (iOS 13); see ``init(systemName:)``.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
    guard !name.isEmpty else { return nil }
    self.init(
      systemName: name, assetName: nil, size: nil, configuration: configuration as? SymbolConfiguration ?? .unspecified)
  }

  /// The system symbol named `name` for a trait collection (iOS 13); see ``init(systemName:)``.
  public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The image named `name` in the app's asset catalogue. Headless apps have no asset catalogue:
  /// any non-empty name gives an image of that name, 0 × 0 points (UIKit answers `nil` for a
  /// name it does not find).
  public convenience init?(named name: String) {
    guard !name.isEmpty else { return nil }
    self.init(systemName: nil, assetName: name, size: .zero, configuration: nil)
  }

  /// The image named `name` in `bundle`; see ``init(named:)``.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.init(named: name)
  }

  /// The image named `name` in `bundle` with a configuration (iOS 13); see ``init(named:)``.
  public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
    self.init(named: name)
  }

  /// A copy with other values.
  private func copy(
    renderingMode: RenderingMode? = nil, tintColor: UIColor? = nil, configuration: SymbolConfiguration? = nil
  ) -> UIImage {
    let copy = UIImage(
      systemName: systemName, assetName: assetName, size: pixelSize, configuration: configuration ?? symbolConfiguration
    )
    copy.renderingMode = renderingMode ?? self.renderingMode
    copy.tintColor = tintColor ?? self.tintColor
    return copy
  }

  // MARK: Size

  /// The image's size in points: see the type's discussion.
  open var size: CGSize {
    if let pixelSize { return pixelSize }
    let side = ((symbolConfiguration ?? .unspecified).pointSizeForSizing * 1.2).rounded(.up)
    let scaled = (side * (symbolConfiguration?.scale.sizeFactor ?? 1)).rounded(.up)
    return CGSize(width: scaled, height: scaled)
  }

  /// Points to pixels: 1 headlessly.
  open var scale: CGFloat { 1 }

  /// Whether the image is a symbol (iOS 13).
  open var isSymbolImage: Bool { systemName != nil }

  // MARK: Variants

  /// The same image drawn as `renderingMode` says.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { copy(renderingMode: renderingMode) }

  /// The same image tinted with `color` (iOS 13), drawn as its original.
  open func withTintColor(_ color: UIColor) -> UIImage {
    copy(renderingMode: .alwaysOriginal, tintColor: color)
  }

  /// The same image tinted with `color` and drawn as `renderingMode` says (iOS 13).
  open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    copy(renderingMode: renderingMode, tintColor: color)
  }

  /// The same image with `configuration` (iOS 13); for a symbol, a symbol configuration sets its
  /// size.
  open func withConfiguration(_ configuration: Configuration) -> UIImage {
    guard let symbol = configuration as? SymbolConfiguration else { return self }
    return copy(configuration: symbol)
  }

  /// The same symbol with `configuration` applied over its own (iOS 13); `nil` for an image that
  /// is not a symbol.
  open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    guard isSymbolImage else { return nil }
    return copy(configuration: (symbolConfiguration ?? .unspecified).merged(with: configuration))
  }

  /// The same image with alignment insets; recorded nowhere.
  open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }

  /// The same image flipped for right-to-left layouts; not modelled.
  open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }

  /// Equal when made the same way: the same symbol or asset name (or the same pixels), rendering
  /// mode, tint and configuration.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    if self === other { return true }
    guard systemName != nil || assetName != nil else { return false }
    return systemName == other.systemName && assetName == other.assetName && renderingMode == other.renderingMode
      && tintColor == other.tintColor && symbolConfiguration == other.symbolConfiguration
  }

  /// A hash of the names.
  open override var hash: Int {
    guard systemName != nil || assetName != nil else { return ObjectIdentifier(self).hashValue }
    var hasher = Hasher()
    hasher.combine(systemName)
    hasher.combine(assetName)
    return hasher.finalize()
  }
}
#endif
