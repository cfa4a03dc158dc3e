#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Every signature here is spelled exactly as in the iOS SDK: on iOS a near-miss of an optional
// method is never called. `DelegateSignatureTests` checks each one is the protocol's witness.

extension TableViewHost: UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int {
    controller.presented.sectionCount
  }

  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    guard controller.presented.sections.indices.contains(section) else { return 0 }
    return controller.presented.rowCount(inSection: section)
  }

  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    configuredCell(for: indexPath)
  }

  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    guard controller.presented.sections.indices.contains(section) else { return nil }
    return controller.presented.sections[section].section.header?.title
  }

  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    guard controller.presented.sections.indices.contains(section) else { return nil }
    return controller.presented.sections[section].section.footer?.title
  }
}

extension TableViewHost: UITableViewDelegate {
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    CGFloat(controller.heightForRow(at: ElementPath(element: indexPath.row, section: indexPath.section)))
  }

  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    CGFloat(controller.estimatedHeightForRow(at: ElementPath(element: indexPath.row, section: indexPath.section)))
  }

  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    CGFloat(controller.heightForHeader(inSection: section))
  }

  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    CGFloat(controller.heightForFooter(inSection: section))
  }

  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    controller.selectRow(at: ElementPath(element: indexPath.row, section: indexPath.section))
  }
}
