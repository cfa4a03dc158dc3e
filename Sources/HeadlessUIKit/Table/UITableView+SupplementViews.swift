#if !canImport(UIKit)
import Foundation

// Header and footer views off screen (R6.5): UIKit keeps a view only for the headers and
// footers it shows, and asks the delegate again for one that comes back on screen, so a view
// shows what the delegate gives now, not what it gave when it last scrolled away.
extension UITableView {
  /// After a commit: the delegate's header and footer views of the kept sections now off
  /// screen go back to their pools, to be asked for again when they are next shown.
  /// - Complexity: O(sections).
  func returnOffScreenSupplementViews(keptSections: [BatchPlan.SectionSource]) {
    for (section, source) in keptSections.enumerated() {
      guard case .old = source, section < layout.sectionCount else { continue }
      returnOffScreenSupplementView(inSection: section, isHeader: true)
      returnOffScreenSupplementView(inSection: section, isHeader: false)
    }
  }

  /// Gives the delegate's header (or footer) view of a kept section back to its pool when the
  /// header (or footer) is off screen.
  private func returnOffScreenSupplementView(inSection section: Int, isHeader: Bool) {
    var supplement = isHeader ? layout.sections[section].header : layout.sections[section].footer
    guard let view = supplement.view,
      !isOnScreen(isHeader ? rectForHeader(inSection: section) : rectForFooter(inSection: section))
    else { return }
    recycleSupplementView(view)
    supplement.view = nil
    supplement.viewReturned = true
    layout.updateSection(section) { if isHeader { $0.header = supplement } else { $0.footer = supplement } }
    simulation.hasReturnedSupplementViews = true
  }

  /// After a layout pass: headers and footers on screen whose view went back to its pool get
  /// one from the delegate again.
  /// - Complexity: O(sections) while a view is away; O(1) otherwise.
  func showReturnedSupplementViews() {
    guard simulation.hasReturnedSupplementViews else { return }
    var remaining = false
    for section in 0..<layout.sectionCount {
      for isHeader in [true, false] {
        var supplement = isHeader ? layout.sections[section].header : layout.sections[section].footer
        guard supplement.viewReturned else { continue }
        guard isOnScreen(isHeader ? rectForHeader(inSection: section) : rectForFooter(inSection: section)) else {
          remaining = true
          continue
        }
        supplement.view = askSupplementView(section, isHeader: isHeader)
        supplement.viewReturned = false
        layout.updateSection(section) { if isHeader { $0.header = supplement } else { $0.footer = supplement } }
      }
    }
    simulation.hasReturnedSupplementViews = remaining
  }
}
#endif
