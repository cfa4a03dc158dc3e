#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// A section header or footer view that shows one type of content: the same shape as
/// ``TableCell``, for `.header(.content(...))` and `.footer(.content(...))`.
///
/// Register it for its content type with ``TableViewHost/registerHeaderFooter(_:for:)``; the host
/// dequeues it for every header or footer whose content has that type, configures it on every
/// use and measures it (once per content and width) to size the section.
///
/// ```swift
/// final class FriendsHeaderView: UITableViewHeaderFooterView, TableHeaderFooter {
///   func configure(with header: FriendsHeader, context: SectionSupplementContext) {
///     textLabel?.text = "Friends (\(header.count))"
///   }
/// }
/// ```
@MainActor
public protocol TableHeaderFooter: UITableViewHeaderFooterView {
  /// The type of content this view shows.
  associatedtype Content: Equatable & Sendable

  /// Shows `content`. Called on every dequeue: set every visible property.
  func configure(with content: Content, context: SectionSupplementContext)
}

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
