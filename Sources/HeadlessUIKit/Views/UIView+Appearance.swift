#if !canImport(UIKit)
import Foundation

extension UIView {
  /// How a view draws its content in its bounds, as in UIKit; recorded only (nothing is drawn).
  public enum ContentMode: Int, @unchecked Sendable {
    /// Scaled to fill the bounds, changing the aspect ratio.
    case scaleToFill = 0
    /// Scaled to fit, keeping the aspect ratio.
    case scaleAspectFit = 1
    /// Scaled to fill, keeping the aspect ratio (and clipped when `clipsToBounds`).
    case scaleAspectFill = 2
    /// Redrawn when the bounds change.
    case redraw = 3
    /// Centred, unscaled.
    case center = 4
    /// Centred at the top.
    case top = 5
    /// Centred at the bottom.
    case bottom = 6
    /// Centred on the left.
    case left = 7
    /// Centred on the right.
    case right = 8
    /// In the top-left corner.
    case topLeft = 9
    /// In the top-right corner.
    case topRight = 10
    /// In the bottom-left corner.
    case bottomLeft = 11
    /// In the bottom-right corner.
    case bottomRight = 12
  }

  /// The view's layer (see ``CALayer``): its corners, border and shadow are recorded; its
  /// `masksToBounds` is the view's ``clipsToBounds``.
  public var layer: CALayer {
    if let storedLayer { return storedLayer }
    let layer = CALayer()
    storedLayer = layer
    return layer
  }

  // MARK: Gesture recognizers

  /// The gesture recognizers attached to the view.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachments.gestureRecognizers.isEmpty ? nil : attachments.gestureRecognizers }
    set {
      for recognizer in attachments.gestureRecognizers { recognizer.view = nil }
      attachments.gestureRecognizers = []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer` to the view (moving it from the view it was attached to).
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    attachments.gestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer` from the view.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    attachments.gestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }

  // MARK: Interactions

  /// The interactions attached to the view (iOS 11).
  public var interactions: [any UIInteraction] {
    get { attachments.interactions }
    set {
      for interaction in attachments.interactions { removeInteraction(interaction) }
      for interaction in newValue { addInteraction(interaction) }
    }
  }

  /// Attaches `interaction` to the view (iOS 11): it is told `willMove(to:)` and `didMove(to:)`.
  public func addInteraction(_ interaction: any UIInteraction) {
    guard !attachments.interactions.contains(where: { $0 === interaction }) else { return }
    interaction.view?.removeInteraction(interaction)
    interaction.willMove(to: self)
    attachments.interactions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Detaches `interaction` from the view (iOS 11).
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard attachments.interactions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    attachments.interactions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }
}

/// What a view holds besides its subviews and layer.
struct ViewAttachments {
  var gestureRecognizers: [UIGestureRecognizer] = []
  var interactions: [any UIInteraction] = []
}

/// Something attached to a view that handles input (iOS 11): a context menu, a pointer, a drag.
@MainActor
public protocol UIInteraction: NSObjectProtocol {
  /// The view it is attached to.
  var view: UIView? { get }
  /// Called before it is attached to `view` (or detached, for `nil`).
  func willMove(to view: UIView?)
  /// Called after it was attached to `view` (or detached, for `nil`).
  func didMove(to view: UIView?)
}

/// The visual effect of a focused view (iOS 15); recorded only.
open class UIFocusEffect: NSObject {
  /// The default effect.
  public override init() { super.init() }
}

/// A halo around a focused view (iOS 15); recorded only.
open class UIFocusHaloEffect: UIFocusEffect {
  /// The halo's shape, where given.
  public let shape: CGRect?

  /// A halo around the view.
  public override init() {
    shape = nil
    super.init()
  }

  /// A halo around `rect`.
  public init(rect: CGRect) {
    shape = rect
    super.init()
  }

  /// A halo around `rect` with rounded corners.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve) {
    shape = rect
    super.init()
  }

  /// A halo around `bezierPath`.
  public init(bezierPath: UIBezierPath) {
    shape = bezierPath.bounds
    super.init()
  }
}
#endif
