#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// Laid over a collapsible section's custom header so that a tap anywhere toggles the section,
/// whatever view the app registered.
final class SectionToggleControl: UIControl {
  var onToggle: (@MainActor () -> Void)?

  /// The control of `view`, installed over its content on first use.
  static func installed(in view: UITableViewHeaderFooterView) -> SectionToggleControl {
    if let existing = view.contentView.subviews.lazy.compactMap({ $0 as? SectionToggleControl }).first {
      existing.frame = view.contentView.bounds
      return existing
    }
    let control = SectionToggleControl()
    control.frame = view.contentView.bounds
    view.contentView.addSubview(control)
    control.addAction(UIAction { [weak control] _ in control?.onToggle?() }, for: .touchUpInside)
    return control
  }
}

/// Shown for headers and footers whose content type has no registered view: it names the type,
/// so the mistake is visible on screen instead of a blank header.
final class MissingRegistrationHeaderFooterView: UITableViewHeaderFooterView {
  static let reuseIdentifier = "Tessera.MissingRegistrationHeaderFooterView"

  func show(contentType: String) {
    textLabel?.text = "No header/footer view registered for \(contentType)"
    textLabel?.numberOfLines = 0
  }
}
