#if !canImport(UIKit)
import Foundation

/// The messages a text field sends its delegate, with UIKit's signatures. Every method is
/// optional, as in UIKit: the defaults answer what UIKit does for a delegate that does not
/// implement the method (editing may begin, end, change and return;
/// `textFieldDidEndEditing(_:reason:)` calls `textFieldDidEndEditing(_:)`, as UIKit calls the
/// latter when the former is not implemented).
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Whether editing may begin.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// The text field became first responder.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end (not asked when the text field leaves its window).
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// The text field resigned first responder.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// The text field resigned first responder, for `reason`; called in place of
  /// `textFieldDidEndEditing(_:)` when implemented.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Whether the characters in `range` may be replaced by `string`.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  )
    -> Bool
  /// The selection changed.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may clear the text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the return key is handled.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Not implemented: editing may begin.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Not implemented: does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Not implemented: editing may end.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Not implemented: does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Not implemented: calls `textFieldDidEndEditing(_:)`, as UIKit does.
  public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }
  /// Not implemented: the text may change.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  /// Not implemented: does nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// Not implemented: the text may be cleared.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Not implemented: the return key is handled.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A one-line editable text, as in UIKit: a control that becomes first responder to edit
/// (``UIResponder``), tells its delegate, and sends `.editingDidBegin`, `.editingChanged` and
/// `.editingDidEnd` to its actions. Setting ``text`` in code sends nothing, as in UIKit; a
/// simulated keystroke (``simulateTyping(_:)``) does what a user's would.
@MainActor
open class UITextField: UIControl {
  /// Why editing ended.
  public enum DidEndEditingReason: Int, Sendable {
    /// The text field resigned first responder (asked to, or it left its window).
    case committed = 0
  }

  /// The text shown; never `nil` when read (an empty string), as in UIKit.
  open var text: String? {
    get { storedText }
    set { storedText = newValue ?? "" }
  }
  private var storedText = ""
  /// The text shown while ``text`` is empty.
  open var placeholder: String?
  /// The font of the text.
  open var font: UIFont?
  /// The colour of the text.
  open var textColor: UIColor?
  /// The alignment of the text.
  open var textAlignment: NSTextAlignment = .natural
  /// The delegate, kept weakly.
  open weak var delegate: (any UITextFieldDelegate)?

  /// Whether the text field is being edited (it is first responder).
  open var isEditing: Bool { isFirstResponder }

  /// A text field can become first responder while it is enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  override func mayBecomeFirstResponder() -> Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }

  override func mayResignFirstResponder() -> Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

  override func didBecomeFirstResponder() {
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
  }

  override func didResignFirstResponder(leftWindow: Bool) {
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
  }

  /// A text field is one line of text tall (34 points) and as wide as offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 34) }
}

// Simulation-only API (not part of UIKit).
extension UITextField {
  /// Simulates the user typing `string` at the end of the text: the text field becomes first
  /// responder if it is not (as a tap would make it), the delegate may refuse the change, then
  /// the text changes and `.editingChanged` is sent. `false` when the text did not change.
  @discardableResult
  public func simulateTyping(_ string: String) -> Bool {
    guard becomeFirstResponder() else { return false }
    let current = storedText as NSString
    let range = NSRange(location: current.length, length: 0)
    if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string) {
      return false
    }
    storedText += string
    sendActions(for: .editingChanged)
    return true
  }
}
#endif
