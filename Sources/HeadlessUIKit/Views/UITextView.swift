#if !canImport(UIKit)
import Foundation

/// The messages a text view sends its delegate, with UIKit's signatures. Every method is
/// optional, as in UIKit: the defaults answer what UIKit does for a delegate that does not
/// implement the method.
@MainActor
public protocol UITextViewDelegate: NSObjectProtocol {
  /// Whether editing may begin.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Whether editing may end (not asked when the text view leaves its window).
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// The text view became first responder.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// The text view resigned first responder.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether the text in `range` may be replaced by `text`.
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// The user changed the text.
  func textViewDidChange(_ textView: UITextView)
  /// The selection changed.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Not implemented: editing may begin.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Not implemented: editing may end.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Not implemented: does nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Not implemented: does nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Not implemented: the text may change.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  { true }
  /// Not implemented: does nothing.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Not implemented: does nothing.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// A scrollable, editable text of several lines, as in UIKit: a scroll view (not a control:
/// it tells its delegate, and sends no control events) that becomes first responder to edit
/// (``UIResponder``). UIKit's text view has no placeholder. Setting ``text`` in code tells no
/// one, as in UIKit; a simulated keystroke (``simulateTyping(_:)``) does what a user's would.
@MainActor
open class UITextView: UIScrollView, UIContentSizeCategoryAdjusting, WrappingTextView {
  /// The text shown (never `nil` when read).
  open var text: String! {
    get { storedText }
    set {
      storedText = newValue ?? ""
      invalidateIntrinsicContentSize()
    }
  }
  private var storedText = ""
  /// The font of the text; `nil` measures as the 12-point system font, UIKit's default.
  open var font: UIFont? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The colour of the text.
  open var textColor: UIColor?
  /// The alignment of the text.
  open var textAlignment: NSTextAlignment = .natural
  /// Whether the user may edit the text: a text view that is not editable cannot become first
  /// responder.
  open var isEditable = true
  /// The delegate, kept weakly.
  open weak var delegate: (any UITextViewDelegate)?

  /// A text view can become first responder while it is editable.
  open override var canBecomeFirstResponder: Bool { isEditable }

  override func mayBecomeFirstResponder() -> Bool { delegate?.textViewShouldBeginEditing(self) ?? true }

  override func mayResignFirstResponder() -> Bool { delegate?.textViewShouldEndEditing(self) ?? true }

  override func didBecomeFirstResponder() {
    delegate?.textViewDidBeginEditing(self)
  }

  override func didResignFirstResponder(leftWindow: Bool) {
    delegate?.textViewDidEndEditing(self)
  }

  // MARK: Measuring (see UITextView+Measuring.swift)

  /// The space between the text view's edges and its text: 8 points above and below.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Whether a Dynamic Type font follows the content size category (iOS 10), as a label's does.
  open var adjustsFontForContentSizeCategory = false {
    didSet {
      guard adjustsFontForContentSizeCategory, !oldValue else { return }
      adjustFont(for: traitCollection.preferredContentSizeCategory)
    }
  }

  /// Whether the text scrolls; one that does not takes its text's size.
  open override var isScrollEnabled: Bool {
    didSet {
      guard isScrollEnabled != oldValue else { return }
      autoLayoutStructureDidChange()
      invalidateIntrinsicContentSize()
    }
  }
  /// While the layout engine measures the text view, the width it offers (0: no limit).
  var layoutWrapWidth: CGFloat?

  /// The size the text needs at the offered width (see UITextView+Measuring.swift).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(forWidth: size.width) }

  /// A text view that does not scroll is as big as its text at its width; one that scrolls has
  /// no intrinsic size.
  open override var intrinsicContentSize: CGSize { intrinsicSizeForText }

  /// Its width changed: a text view that does not scroll and is not placed by constraints (which
  /// measure it at the width they give) has a new intrinsic size.
  override func viewSizeDidChange(from oldSize: CGSize) {
    super.viewSizeDidChange(from: oldSize)
    if wrapsAtLayoutWidth, translatesAutoresizingMaskIntoConstraints, bounds.width != oldSize.width {
      invalidateIntrinsicContentSize()
    }
  }

  /// Takes the size of a Dynamic Type font at `category`, when the text view adjusts its font.
  override func adjustFont(for category: UIContentSizeCategory) {
    super.adjustFont(for: category)
    guard adjustsFontForContentSizeCategory, let font else { return }
    let adjusted = font.adjusted(for: category)
    if adjusted != font { self.font = adjusted }
  }
}

// Simulation-only API (not part of UIKit).
extension UITextView {
  /// Simulates the user typing `string` at the end of the text: the text view becomes first
  /// responder if it is not, the delegate may refuse the change, then the text changes and the
  /// delegate hears `textViewDidChange(_:)`. `false` when the text did not change.
  @discardableResult
  public func simulateTyping(_ string: String) -> Bool {
    guard becomeFirstResponder() else { return false }
    let range = NSRange(location: (storedText as NSString).length, length: 0)
    if let delegate, !delegate.textView(self, shouldChangeTextIn: range, replacementText: string) { return false }
    storedText += string
    invalidateIntrinsicContentSize()
    delegate?.textViewDidChange(self)
    return true
  }
}
#endif
