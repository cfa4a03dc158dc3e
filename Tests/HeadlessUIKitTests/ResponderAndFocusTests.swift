#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing

/// A text-field delegate that records what it hears and can refuse.
@MainActor
private final class FieldDelegate: NSObject, UITextFieldDelegate {
  var heard: [String] = []
  var allowsEnd = true
  var allowsChange = true

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    heard.append("shouldBegin")
    return true
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { heard.append("didBegin") }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    heard.append("shouldEnd")
    return allowsEnd
  }
  func textFieldDidEndEditing(_ textField: UITextField) { heard.append("didEnd") }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  )
    -> Bool
  {
    heard.append("change \(range.location) \(string)")
    return allowsChange
  }
}

/// A text-view delegate that records what it hears.
@MainActor
private final class ViewDelegate: NSObject, UITextViewDelegate {
  var heard: [String] = []
  func textViewDidBeginEditing(_ textView: UITextView) { heard.append("didBegin") }
  func textViewDidChange(_ textView: UITextView) { heard.append("didChange \(textView.text ?? "")") }
  func textViewDidEndEditing(_ textView: UITextView) { heard.append("didEnd") }
}

@Suite("First responder and VoiceOver focus (R11)")
@MainActor
struct ResponderAndFocusTests {
  private func window() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    window.makeKeyAndVisible()
    return window
  }

  @Test("R11.1: only a responder in a window that can become first responder does; one per window")
  func becomingFirstResponder() {
    let window = window()
    let field = UITextField()
    #expect(!field.becomeFirstResponder(), "not in a window")
    window.addSubview(field)
    let plain = UIView()
    window.addSubview(plain)
    #expect(!plain.canBecomeFirstResponder && !plain.becomeFirstResponder())
    #expect(field.becomeFirstResponder() && field.isFirstResponder && field.isEditing)
    #expect(window.firstResponder === field)
    let other = UITextField()
    window.addSubview(other)
    #expect(other.becomeFirstResponder())
    #expect(!field.isFirstResponder && window.firstResponder === other)
    #expect(other.resignFirstResponder() && window.firstResponder == nil)
    field.isEnabled = false
    #expect(!field.becomeFirstResponder(), "a disabled text field cannot")
  }

  @Test("R11.2: a text field asks and tells its delegate, and sends editing events")
  func textFieldDelegateAndEvents() {
    let window = window()
    let field = UITextField()
    field.placeholder = "Email"
    let delegate = FieldDelegate()
    field.delegate = delegate
    var events: [String] = []
    field.addAction(UIAction { _ in events.append("began") }, for: .editingDidBegin)
    field.addAction(UIAction { _ in events.append("changed \(field.text ?? "")") }, for: .editingChanged)
    field.addAction(UIAction { _ in events.append("ended") }, for: .editingDidEnd)
    window.addSubview(field)
    #expect(field.text == "" && field.placeholder == "Email")
    #expect(field.simulateTyping("ab"))
    delegate.allowsChange = false
    #expect(!field.simulateTyping("c"))
    delegate.allowsEnd = false
    #expect(!field.resignFirstResponder() && field.isFirstResponder, "the delegate keeps editing going")
    delegate.allowsEnd = true
    #expect(field.resignFirstResponder())
    #expect(
      delegate.heard == ["shouldBegin", "didBegin", "change 0 ab", "change 2 c", "shouldEnd", "shouldEnd", "didEnd"])
    #expect(events == ["began", "changed ab", "ended"])
    field.text = "set in code"
    #expect(events.count == 3, "text set in code sends nothing")
  }

  @Test("R11.3: a first responder that leaves its window resigns without being asked")
  func leavingTheWindowResigns() {
    let window = window()
    let container = UIView()
    window.addSubview(container)
    let field = UITextField()
    container.addSubview(field)
    let delegate = FieldDelegate()
    field.delegate = delegate
    #expect(field.becomeFirstResponder())
    delegate.allowsEnd = false
    container.removeFromSuperview()
    #expect(!field.isFirstResponder && window.firstResponder == nil)
    #expect(delegate.heard.suffix(1) == ["didEnd"], "not asked, told: \(delegate.heard)")
  }

  @Test("R11.2: a text view edits through its delegate and has no control events")
  func textView() {
    let window = window()
    let view = UITextView()
    let delegate = ViewDelegate()
    view.delegate = delegate
    window.addSubview(view)
    #expect(view.simulateTyping("Hi"))
    #expect(view.isFirstResponder && view.text == "Hi")
    view.removeFromSuperview()
    #expect(delegate.heard == ["didBegin", "didChange Hi", "didEnd"])
    view.isEditable = false
    window.addSubview(view)
    #expect(!view.becomeFirstResponder())
  }

  @Test("R11.5, R11.6: VoiceOver's focus moves with layoutChanged and is lost when its view leaves")
  func voiceOverFocus() {
    let window = window()
    let first = UIView()
    let second = UIView()
    window.addSubview(first)
    window.addSubview(second)
    UIAccessibility.post(notification: .layoutChanged, argument: first)
    #expect(first.accessibilityElementIsFocused() && window.accessibilityFocusedElement === first)
    #expect(UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIView === first)
    UIAccessibility.post(notification: .screenChanged, argument: second)
    #expect(!first.accessibilityElementIsFocused() && second.accessibilityElementIsFocused())
    second.removeFromSuperview()
    #expect(window.accessibilityFocusedElement == nil && !second.accessibilityElementIsFocused())
    UIAccessibility.post(notification: .layoutChanged, argument: UIView())
    #expect(window.accessibilityFocusedElement == nil, "a view in no window takes no focus")
  }

  @Test("R11.4, R11.7: a reconfigured row keeps its first responder and focus; a reloaded one loses both, logged")
  func tableRowsKeepOrLoseThem() {
    let fixture = Fixture(sections: [["a", "b", "c"]])
    let window = window()
    window.addSubview(fixture.table)
    fixture.load()
    let cell = try! #require(fixture.table.cellForRow(at: ip(0, 1)))
    let field = UITextField()
    cell.contentView.addSubview(field)
    let mark = fixture.table.eventLog.count
    #expect(field.becomeFirstResponder())
    UIAccessibility.post(notification: .layoutChanged, argument: cell)
    fixture.source.sections = [["a", "B", "c"]]
    fixture.table.reconfigureRows(at: [ip(0, 1)])
    #expect(field.isFirstResponder && cell.accessibilityElementIsFocused())
    fixture.table.reloadRows(at: [ip(0, 1)], with: .none)
    #expect(!field.isFirstResponder && !cell.accessibilityElementIsFocused())
    let focus = fixture.table.eventLog.dropFirst(mark).compactMap { if case .focus(let f) = $0 { f } else { nil } }
    #expect(
      focus == [
        .becameFirstResponder(ip(0, 1)), .accessibilityFocused(ip(0, 1)),
        .resignedFirstResponder(ip(0, 1), leftWindow: true), .accessibilityFocusLost(ip(0, 1), leftWindow: true),
      ])
    #expect(fixture.table.violations.isEmpty)
  }
}
