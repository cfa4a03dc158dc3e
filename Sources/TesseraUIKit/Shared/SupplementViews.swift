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
    installed(inContainer: view.contentView)
  }

  /// The control covering `container` (a header's content view, or a collection header).
  static func installed(inContainer container: UIView) -> SectionToggleControl {
    if let existing = container.subviews.lazy.compactMap({ $0 as? SectionToggleControl }).first {
      existing.frame = container.bounds
      return existing
    }
    let control = SectionToggleControl()
    control.frame = container.bounds
    container.addSubview(control)
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
