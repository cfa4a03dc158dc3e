#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// What a header or footer view knows about its section, and how it toggles it.
@MainActor
public struct SectionSupplementContext {
  /// The id of the section the view belongs to.
  public let sectionID: SectionID
  /// Whether the view is the section's header (`false`: its footer).
  public let isHeader: Bool
  /// Whether tapping the header collapses and expands the section.
  public let isCollapsible: Bool
  /// Whether the section is collapsed now.
  public let isCollapsed: Bool
  /// Whether the view is being configured only to be measured, not shown.
  public let isMeasuring: Bool
  private let toggleAction: @MainActor () -> Void

  init(
    sectionID: SectionID, isHeader: Bool, isCollapsible: Bool, isCollapsed: Bool, isMeasuring: Bool,
    toggle: @escaping @MainActor () -> Void
  ) {
    self.sectionID = sectionID
    self.isHeader = isHeader
    self.isCollapsible = isCollapsible
    self.isCollapsed = isCollapsed
    self.isMeasuring = isMeasuring
    self.toggleAction = toggle
  }

  /// Collapses or expands the section (does nothing when it is not collapsible). The host
  /// already makes a collapsible section's whole header tappable; call this from a control of
  /// your own.
  public func toggleCollapsed() { toggleAction() }
}
