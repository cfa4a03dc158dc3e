#if !canImport(UIKit)
import Foundation

/// A view that shows an image, as in UIKit. Its ``intrinsicContentSize`` and
/// ``sizeThatFits(_:)`` are its image's size (see ``UIImage`` for how big headless images are),
/// so an image view sizes by its image as on a device; `contentMode` is recorded only. Like
/// UIKit's, it is not interactive by default and is no accessibility element.
@MainActor
open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage? {
    didSet { if image?.size != oldValue?.size { invalidateIntrinsicContentSize() } }
  }
  /// The image shown while highlighted.
  open var highlightedImage: UIImage? {
    didSet { if isHighlighted { invalidateIntrinsicContentSize() } }
  }
  /// Whether the view shows its highlighted image.
  open var isHighlighted = false {
    didSet { if oldValue != isHighlighted, highlightedImage != nil { invalidateIntrinsicContentSize() } }
  }
  /// The configuration of symbol images shown (iOS 13), applied over the image's own.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The images of an animation; recorded only.
  open var animationImages: [UIImage]?
  /// How long one cycle of the animation takes.
  open var animationDuration: TimeInterval = 0
  /// How many times the animation repeats; 0 for ever.
  open var animationRepeatCount = 0
  /// Whether the animation runs.
  open private(set) var isAnimating = false

  /// A view showing `image`, as big as the image.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    accessibilityTraits = .image
  }

  /// A view showing `image`, or `highlightedImage` while highlighted.
  public init(image: UIImage?, highlightedImage: UIImage?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    accessibilityTraits = .image
  }

  /// A view without an image.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    accessibilityTraits = .image
  }

  /// A view from an archive; headless views are never archived.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
    accessibilityTraits = .image
  }

  /// The image shown now: the highlighted one while highlighted, with the preferred symbol
  /// configuration applied.
  private var shownImage: UIImage? {
    let shown = isHighlighted ? highlightedImage ?? image : image
    guard let shown, let preferredSymbolConfiguration, shown.isSymbolImage else { return shown }
    return shown.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? shown
  }

  /// The size of the image shown; no intrinsic size without one.
  open override var intrinsicContentSize: CGSize {
    shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The size of the image shown, whatever the size offered; the current size without one.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    shownImage?.size ?? bounds.size
  }

  /// Starts the animation of ``animationImages``.
  open func startAnimating() { isAnimating = animationImages?.isEmpty == false }

  /// Stops the animation.
  open func stopAnimating() { isAnimating = false }
}
#endif
