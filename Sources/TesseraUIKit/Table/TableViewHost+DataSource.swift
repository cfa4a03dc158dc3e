#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Every signature here is spelled exactly as in the iOS SDK: on iOS a near-miss of an optional
// method is never called. `DelegateSignatureTests` checks each one is the protocol's witness.

extension TableViewHost: UITableViewDataSource {
  /// The sections shown, including collapsed ones.
  public func numberOfSections(in tableView: UITableView) -> Int {
    controller.presented.sectionCount
  }

  /// The rows shown in `section` (none while it is collapsed).
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    guard controller.presented.sections.indices.contains(section) else { return 0 }
    return controller.presented.rowCount(inSection: section)
  }

  /// A cell of the type registered for the row's content, dequeued and fully configured.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    configuredCell(for: indexPath)
  }

  /// The section's header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    guard controller.presented.sections.indices.contains(section) else { return nil }
    return controller.presented.sections[section].section.header?.title
  }

  /// The section's footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    guard controller.presented.sections.indices.contains(section) else { return nil }
    return controller.presented.sections[section].section.footer?.title
  }
}

extension TableViewHost: UITableViewDelegate {
  /// The row's height: exact for fixed and aspect-ratio rows, measured once and cached for automatic ones.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    CGFloat(controller.heightForRow(at: ElementPath(element: indexPath.row, section: indexPath.section)))
  }

  /// The cached height when the row was measured, else its estimate, so scrolling does not jump.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    CGFloat(controller.estimatedHeightForRow(at: ElementPath(element: indexPath.row, section: indexPath.section)))
  }

  /// The header's height (0 without a header).
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    CGFloat(controller.heightForHeader(inSection: section))
  }

  /// The registered view for a header with custom content (tappable to toggle a collapsible
  /// section), a tappable title header for collapsible sections, `nil` (UIKit's standard title
  /// header) for the others.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    supplementView(inSection: section, isHeader: true)
  }

  /// The registered view for a footer with custom content; `nil` (UIKit's title) otherwise.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    supplementView(inSection: section, isHeader: false)
  }

  /// The footer's height (0 without a footer).
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    CGFloat(controller.heightForFooter(inSection: section))
  }

  /// Runs the row's behaviour (an expandable row toggles), then the app delegate's method;
  /// deselects the row unless ``selectionBehavior`` is `.persistent`.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    if selectionBehavior == .deselectOnTap { tableView.deselectRow(at: indexPath, animated: true) }
    controller.selectRow(at: ElementPath(element: indexPath.row, section: indexPath.section))
    appDelegateDidSelect(rowAt: indexPath)
  }
}
