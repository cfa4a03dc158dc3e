#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Shown for rows whose content type has no registered cell: it names the type.
final class MissingRegistrationCell: UITableViewCell, MissingRegistrationShowing {
  func show(missing contentType: String) {
    textLabel?.text = "No cell registered for \(contentType)"
    textLabel?.numberOfLines = 0
  }
}

/// Shown for headers and footers whose content type has no registered view: it names the type,
/// so the mistake is visible on screen instead of a blank header.
final class MissingRegistrationHeaderFooterView: UITableViewHeaderFooterView, MissingRegistrationShowing {
  func show(missing contentType: String) {
    textLabel?.text = "No header/footer view registered for \(contentType)"
    textLabel?.numberOfLines = 0
  }
}
