#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// Header and footer views by content type.
typealias HeaderFooterRegistry = ContentRegistry<UITableViewHeaderFooterView, SectionSupplementContext>

extension TableViewHost {
  /// Registers `viewType` for section headers and footers whose content has type `contentType`
  /// (`.header(.content(...))`). Registering another view for the same content type replaces it.
  public func registerHeaderFooter<View: TableHeaderFooter>(
    _ viewType: View.Type, for contentType: View.Content.Type = View.Content.self
  ) {
    let registration = headerFooterRegistry.register(viewType, for: contentType, kind: "HeaderFooter") {
      view, content, context in
      guard let view = view as? View else { return false }
      view.configure(with: content, context: context)
      return true
    }
    tableView.register(viewType, forHeaderFooterViewReuseIdentifier: registration.reuseIdentifier)
    sizingHeaderFooters[registration.reuseIdentifier] = nil
  }

  // MARK: Views

  /// The view for a header or footer: the registered view for custom content, the collapsible
  /// title header, the fallback naming an unregistered type, or `nil` (UIKit's title view).
  func supplementView(inSection section: Int, isHeader: Bool) -> UIView? {
    guard controller.presented.sections.indices.contains(section) else { return nil }
    let shown = controller.presented.sections[section]
    guard let supplement = isHeader ? shown.section.header : shown.section.footer else { return nil }
    let collapsible = isHeader && shown.section.collapsibility.isCollapsible
    let id = shown.id
    let toggle: @MainActor () -> Void = { [weak self] in
      guard let self, collapsible else { return }
      controller.setCollapsed(!controller.isCollapsed(sectionWithID: id), sectionWithID: id)
    }
    guard let content = supplement.content else {
      guard collapsible, let title = supplement.title,
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: CollapsibleHeaderView.reuseIdentifier)
          as? CollapsibleHeaderView
      else { return nil }
      header.configure(title: title, isCollapsed: shown.isCollapsed, toggle: toggle)
      return header
    }
    guard let registration = headerFooterRegistry.registration(for: content),
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: registration.reuseIdentifier)
    else { return missingSupplementView(for: content, sectionID: id, collapsible: collapsible, toggle: toggle) }
    let context = SectionSupplementContext(
      sectionID: id, isHeader: isHeader, isCollapsible: collapsible, isCollapsed: shown.isCollapsed,
      isMeasuring: false, toggle: toggle)
    _ = registration.configure(view, content, context)
    if collapsible { SectionToggleControl.installed(in: view).onToggle = toggle }
    return view
  }

  private func missingSupplementView(
    for content: AnyRowContent, sectionID: SectionID, collapsible: Bool, toggle: @escaping @MainActor () -> Void
  ) -> UIView? {
    // Reported once per content type: the controller drops repeated diagnostics.
    controller.report(.missingRenderer(contentType: content.typeName, rowID: nil))
    guard
      let view = tableView.dequeueReusableHeaderFooterView(
        withIdentifier: MissingRegistrationHeaderFooterView.reuseIdentifier) as? MissingRegistrationHeaderFooterView
    else { return nil }
    view.show(contentType: content.typeName)
    SectionToggleControl.installed(in: view).onToggle = collapsible ? toggle : nil
    return view
  }

  // MARK: Sizing

  /// Measures a header or footer: its registered view for custom content (a view kept for
  /// measuring only), ``titleSupplementHeight`` for titles and unregistered content.
  func measureSupplement(_ supplement: SectionSupplement, isHeader: Bool, width: Double) -> Double {
    guard let content = supplement.content, let registration = headerFooterRegistry.registration(for: content) else {
      return titleSupplementHeight
    }
    let view: UITableViewHeaderFooterView
    if let cached = sizingHeaderFooters[registration.reuseIdentifier] {
      view = cached
    } else {
      view = registration.viewType.init(reuseIdentifier: nil)
      sizingHeaderFooters[registration.reuseIdentifier] = view
    }
    view.bounds = CGRect(x: 0, y: 0, width: CGFloat(width), height: view.bounds.height)
    // The section is not known here (sizing is by content), so the context is neutral.
    let context = SectionSupplementContext(
      sectionID: SectionID("measuring"), isHeader: isHeader, isCollapsible: false, isCollapsed: false,
      isMeasuring: true, toggle: {})
    _ = registration.configure(view, content, context)
    let size = view.systemLayoutSizeFitting(
      CGSize(width: CGFloat(width), height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    return Double(size.height)
  }
}
