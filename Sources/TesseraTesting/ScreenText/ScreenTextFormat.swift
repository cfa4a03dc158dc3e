#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)
/// How the screen text of a table and of a collection view writes what they have in common: a
/// view's text, quoting, heights, and which views are stand-ins for missing registrations.
@MainActor
enum ScreenTextFormat {
  /// The text of a cell: its own `accessibilityLabel`, else the text and secondary text of its
  /// list content configuration, else the labels in its content view.
  static func text(
    ofCellLabelled accessibilityLabel: String?, configuration: (any UIContentConfiguration)?, contentView: UIView
  ) -> String {
    if let accessibilityLabel { return quoted(accessibilityLabel) }
    if let list = configuration as? UIListContentConfiguration {
      let texts = [list.text, list.secondaryText].compactMap { $0 }
      if !texts.isEmpty { return texts.map(quoted).joined(separator: " | ") }
    }
    return text(ofView: contentView)
  }

  /// The view's accessibility label, or the texts of the visible labels in its subtree, quoted.
  static func text(ofView view: UIView) -> String {
    if let label = view.accessibilityLabel { return quoted(label) }
    var texts: [String] = []
    collectLabelTexts(view, into: &texts)
    return texts.isEmpty ? "(no text)" : texts.map(quoted).joined(separator: " | ")
  }

  private static func collectLabelTexts(_ view: UIView, into texts: inout [String]) {
    if let label = view as? UILabel, let text = label.text, !label.isHidden { texts.append(text) }
    for subview in view.subviews where !subview.isHidden { collectLabelTexts(subview, into: &texts) }
  }

  /// The lines of a list's background view while it shows (it is not hidden nor transparent),
  /// each written `background: …`: the text of each label, and each row of buttons as
  /// `[Title] [Title]`, in the order of the view tree. A list's unavailable state (empty,
  /// loading, failed) is such a background, so its lines are the state's `lines`.
  static func backgroundLines(of view: UIView?) -> [String] {
    guard let view, !view.isHidden, view.alpha > 0 else { return [] }
    var lines: [String] = []
    collectBackgroundLines(view, into: &lines)
    return lines.map { "background: " + $0 }
  }

  private static func collectBackgroundLines(_ view: UIView, into lines: inout [String]) {
    var buttons: [String] = []
    for subview in view.subviews where !subview.isHidden && subview.alpha > 0 {
      if let button = subview as? UIButton {
        let title = button.currentTitle ?? button.configuration?.title ?? button.titleLabel?.text ?? ""
        buttons.append("[\(title)]")
        continue
      }
      if !buttons.isEmpty {
        lines.append(buttons.joined(separator: " "))
        buttons = []
      }
      if let label = subview as? UILabel {
        if let text = label.text, !text.isEmpty { lines.append(text) }
      } else {
        collectBackgroundLines(subview, into: &lines)
      }
    }
    if !buttons.isEmpty { lines.append(buttons.joined(separator: " ")) }
  }

  /// `text` in double quotes, escaped as a Swift string literal would be, so that each item
  /// stays on one line and two different screens never read the same: `"` and `\` are
  /// written `\"` and `\\`; `\n`, `\r` and `\t` as such; every other control character and
  /// line or paragraph separator (U+0085, U+2028, U+2029) as `\u{…}`.
  static func quoted(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\r": quoted += "\\r"
      case "\t": quoted += "\\t"
      default:
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator:
          quoted += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
          quoted.unicodeScalars.append(scalar)
        }
      }
    }
    return quoted + "\""
  }

  /// `44`, `44.5`, `31.25`.
  static func formatted(_ value: CGFloat) -> String {
    if value == value.rounded() && abs(value) < 1e12 { return String(Int(value)) }
    return String(format: "%.2f", Double(value)).replacingOccurrences(
      of: #"0+$"#, with: "", options: .regularExpression)
  }

  /// Whether a reuse identifier is one of TesseraUIKit's stand-ins for a missing registration.
  static func isStandIn(_ reuseIdentifier: String?) -> Bool {
    reuseIdentifier?.hasPrefix(MissingRegistrationError.standInIdentifierPrefix) == true
  }
}
#endif
