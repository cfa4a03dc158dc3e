#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// A section's header or footer as the host is about to show it.
@MainActor
struct ShownSupplement {
  /// What the snapshot says.
  let supplement: SectionSupplement
  let sectionID: SectionID
  let isHeader: Bool
  /// Whether tapping it toggles the section (headers of collapsible sections only).
  let isCollapsible: Bool
  let isCollapsed: Bool
  /// Collapses or expands the section (nothing for a view that is not collapsible).
  let toggle: @MainActor @Sendable () -> Void

  /// What its view is told.
  var context: SectionSupplementContext {
    SectionSupplementContext(
      sectionID: sectionID, isHeader: isHeader, isCollapsible: isCollapsible, isCollapsed: isCollapsed,
      isMeasuring: false, toggle: toggle)
  }

  /// The collapsed state to show beside a title: `nil` when the section is not collapsible.
  var collapsedMarker: Bool? { isCollapsible ? isCollapsed : nil }
}

// Headers and footers by content type: registration, resolution, configuration.
extension UIKitListHost {
  /// Registers `viewType` (made for measuring by `make`) for headers and footers whose content
  /// has type `contentType`; `setUp` runs once per view before its first `configure`. A second
  /// registration for the same content type replaces the first.
  func registerSupplement<View: UIView, Content: Equatable & Sendable>(
    _ viewType: View.Type, for contentType: Content.Type, kind: String, make: @escaping @MainActor () -> View,
    setUp: @escaping @MainActor (View) -> Void,
    configure: @escaping @MainActor (View, Content, SectionSupplementContext) -> Void
  ) {
    guard !defersRegistrations else {
      return deferRegistration { [weak self] in
        self?.registerSupplement(viewType, for: contentType, kind: kind, make: make, setUp: setUp, configure: configure)
      }
    }
    let registration = supplementRegistry.register(viewType, for: contentType, kind: kind, make: make) {
      view, content, context in
      SetUpMarker.setUpOnce(in: view) { setUp(view) }
      configure(view, content, context)
    }
    listView.register(registration.viewClass, identifier: registration.reuseIdentifier, forSupplements: true)
    controller.flightRecorder.recordRegistration(of: viewType, for: contentType, forSupplements: true)
    sizingViews[registration.reuseIdentifier] = nil
    if controller.hostHasLoaded { showRegistration(for: ObjectIdentifier(contentType), isSupplement: true) }
  }

  /// The header or footer of section `section` as the snapshot on screen has it, with its
  /// toggle; `nil` when it has none.
  func shownSupplement(inSection section: Int, isHeader: Bool) -> ShownSupplement? {
    let sections = controller.dataSourceList.sections
    guard sections.indices.contains(section) else { return nil }
    let shown = sections[section]
    guard let supplement = isHeader ? shown.section.header : shown.section.footer else { return nil }
    let collapsible = isHeader && shown.section.collapsibility.isCollapsible
    let id = shown.id
    return ShownSupplement(
      supplement: supplement, sectionID: id, isHeader: isHeader, isCollapsible: collapsible,
      isCollapsed: shown.isCollapsed,
      toggle: { [weak self] in
        guard let self, collapsible else { return }
        controller.toggleSection(withID: id)
      })
  }

  /// The registered view for custom content, dequeued by `dequeue` and configured (tappable
  /// when the section is collapsible); `nil` with a diagnostic when the content type has no
  /// registered view (or the view gave none).
  func configuredSupplementView(
    for shown: ShownSupplement, content: AnyRowContent, dequeue: (String) -> UIView?, container: (UIView) -> UIView
  ) -> UIView? {
    guard let registration = supplementRegistry.registration(for: content),
      let view = dequeue(registration.reuseIdentifier)
    else {
      reportMissingRegistration(of: content, rowID: nil)
      return nil
    }
    _ = configuringView { registration.configure(view, content, shown.context) }
    if shown.isCollapsible { SectionToggleControl.installed(inContainer: container(view)).onToggle = shown.toggle }
    return view
  }

  /// Shows the new headers and footers of `sections` (indexes of the list shown now) in the
  /// views on screen, without reloading the sections: a view registered for the content is
  /// configured again, a title view shows the new title and collapsed state. Views off screen
  /// show the new values when they are next dequeued.
  func refreshSupplements(inSections sections: [Int]) {
    guard !sections.isEmpty else { return }
    for section in sections {
      for isHeader in [true, false] {
        guard let shown = shownSupplement(inSection: section, isHeader: isHeader),
          let view = listView.visibleSupplementView(inSection: section, isHeader: isHeader)
        else { continue }
        guard let content = shown.supplement.content else {
          refreshTitleView(view, showing: shown)
          continue
        }
        // A view of another registration (the type was registered again, or the placeholder
        // of a missing one) is left for the next dequeue.
        guard let registration = supplementRegistry.registration(for: content),
          Self.reuseIdentifier(of: view) == registration.reuseIdentifier
        else { continue }
        _ = configuringView { registration.configure(view, content, shown.context) }
        if shown.isCollapsible {
          let container = (view as? UITableViewHeaderFooterView)?.contentView ?? view
          SectionToggleControl.installed(inContainer: container).onToggle = shown.toggle
        }
      }
    }
    listView.supplementsDidRefresh()
  }

  /// The reuse identifier a cell or a header/footer view was dequeued with.
  static func reuseIdentifier(of view: UIView) -> String? {
    if let cell = view as? UITableViewCell { return cell.reuseIdentifier }
    if let headerFooter = view as? UITableViewHeaderFooterView { return headerFooter.reuseIdentifier }
    return (view as? UICollectionReusableView)?.reuseIdentifier
  }
}
