#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// The header of a collapsible section: its title with a ▸/▾ marker, and a full-size control
/// whose tap toggles the section. Plain sections keep UIKit's standard title header.
final class CollapsibleHeaderView: UITableViewHeaderFooterView {
  static let reuseIdentifier = "Tessera.CollapsibleHeaderView"

  /// Covers the header; its primary action is the toggle.
  let toggleControl = UIControl()
  private var onToggle: (@MainActor () -> Void)?

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    toggleControl.frame = contentView.bounds
    contentView.addSubview(toggleControl)
    toggleControl.addAction(UIAction { [weak self] _ in self?.onToggle?() }, for: .touchUpInside)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("CollapsibleHeaderView is made in code")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    toggleControl.frame = contentView.bounds
  }

  /// Shows `title` for a section that is collapsed or not, and runs `toggle` on tap.
  func configure(title: String, isCollapsed: Bool, toggle: @escaping @MainActor () -> Void) {
    textLabel?.text = (isCollapsed ? "▸ " : "▾ ") + title
    accessibilityLabel = title
    onToggle = toggle
  }
}
