#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// The table's headers and footers: UIKit's own title view for plain titles, a tappable title
// header for collapsible sections, the registered view for custom content.
extension TableViewHost {
  /// The view for a header or footer: the registered view for custom content, the collapsible
  /// title header, the placeholder naming an unregistered type, or `nil` (UIKit's title view).
  func supplementView(inSection section: Int, isHeader: Bool) -> UIView? {
    guard let shown = shownSupplement(inSection: section, isHeader: isHeader) else { return nil }
    guard let content = shown.supplement.content else {
      guard shown.isCollapsible, let title = shown.supplement.title,
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: CollapsibleHeaderView.reuseIdentifier)
          as? CollapsibleHeaderView
      else { return nil }
      header.configure(title: title, isCollapsed: shown.isCollapsed, toggle: shown.toggle)
      return header
    }
    let configured = configuredSupplementView(
      for: shown, content: content, dequeue: { tableView.dequeueReusableHeaderFooterView(withIdentifier: $0) },
      container: { ($0 as? UITableViewHeaderFooterView)?.contentView ?? $0 })
    if let configured { return configured }
    guard
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.missingRegistrationIdentifier)
        as? MissingRegistrationHeaderFooterView
    else { return nil }
    view.show(missing: content.typeName)
    SectionToggleControl.installed(inContainer: view.contentView).onToggle = shown.isCollapsible ? shown.toggle : nil
    return view
  }

  // MARK: Section index

  /// The index titles of the sections shown, in order (sections without one are left out);
  /// none while the controller shows its list through another host.
  var dataSourceIndexTitles: [String] {
    showsController ? controller.dataSourceList.sections.compactMap(\.section.indexTitle) : []
  }

  /// Refreshes the section index when the titles of the sections shown changed.
  func refreshSectionIndexIfNeeded() {
    let titles = dataSourceIndexTitles
    guard titles != shownIndexTitles else { return }
    shownIndexTitles = titles
    tableView.reloadSectionIndexTitles()
  }

  /// The section of the `index`-th index title.
  func section(forIndexTitleAt index: Int) -> Int {
    var seen = 0
    for (section, shown) in controller.dataSourceList.sections.enumerated() where shown.section.indexTitle != nil {
      if seen == index { return section }
      seen += 1
    }
    return max(0, controller.dataSourceList.sectionCount - 1)
  }
}
