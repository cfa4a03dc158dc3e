#if !canImport(UIKit)
import Foundation

/// A bar showing progress, as in UIKit: ``progress`` is kept within 0...1. It is 4 points tall
/// (`.default`) or 2.5 (`.bar`).
@MainActor
open class UIProgressView: UIView {
  /// The look of the bar.
  public enum Style: Int, @unchecked Sendable {
    /// The standard bar.
    case `default` = 0
    /// The thin bar of a toolbar.
    case bar = 1
  }

  /// The bar's style.
  open var progressViewStyle: Style = .default {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The progress, 0...1 (values outside are clamped).
  open var progress: Float {
    get { storedProgress }
    set { storedProgress = Swift.min(1, Swift.max(0, newValue.isNaN ? 0 : newValue)) }
  }
  /// The colour of the filled part.
  open var progressTintColor: UIColor?
  /// The colour of the rest.
  open var trackTintColor: UIColor?
  /// An image for the filled part.
  open var progressImage: UIImage?
  /// An image for the rest.
  open var trackImage: UIImage?
  /// A `Progress` whose fraction the bar shows (iOS 9).
  open var observedProgress: Progress? {
    didSet { if let observedProgress { progress = Float(observedProgress.fractionCompleted) } }
  }
  private var storedProgress: Float = 0

  /// A bar of `style`.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Sets the progress.
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  /// No intrinsic width; 4 points tall, 2.5 for a bar.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
  }

  /// The offered width, and the bar's height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: intrinsicContentSize.height)
  }
}
#endif
