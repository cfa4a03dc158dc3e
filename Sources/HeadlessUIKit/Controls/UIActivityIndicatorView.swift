#if !canImport(UIKit)
import Foundation

/// A spinner showing that work is under way, as in UIKit. ``isAnimating`` follows
/// ``startAnimating()`` and ``stopAnimating()``; with ``hidesWhenStopped`` (the default) the view
/// is hidden while stopped, as in UIKit, so a test sees whether it is shown. Its size is 20 × 20
/// points (`.medium`) or 37 × 37 (`.large`).
@MainActor
open class UIActivityIndicatorView: UIView {
  /// The size and look of the spinner.
  public enum Style: Int, @unchecked Sendable {
    /// A medium spinner (iOS 13), 20 points.
    case medium = 100
    /// A large spinner (iOS 13), 37 points.
    case large = 101
    /// A large white spinner (deprecated in iOS 13).
    case whiteLarge = 0
    /// A white spinner (deprecated in iOS 13).
    case white = 1
    /// A grey spinner (deprecated in iOS 13).
    case gray = 2
  }

  /// The spinner's style.
  open var style: Style = .medium {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Whether the view is hidden while stopped.
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  /// The spinner's colour.
  open var color: UIColor! = .secondaryLabel
  /// Whether the spinner turns.
  open private(set) var isAnimating = false

  /// A stopped spinner of `style`, hidden.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    bounds.size = intrinsicContentSize
    isHidden = true
  }

  /// A stopped medium spinner, hidden.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// A spinner from an archive; headless views are never archived.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
  }

  /// Starts the spinner, showing the view.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops the spinner, hiding the view when ``hidesWhenStopped``.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// 37 points for the large styles, 20 for the others.
  open override var intrinsicContentSize: CGSize {
    let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
    return CGSize(width: side, height: side)
  }

  /// The spinner's size, whatever it is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
#endif
