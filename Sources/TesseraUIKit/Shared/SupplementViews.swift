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
