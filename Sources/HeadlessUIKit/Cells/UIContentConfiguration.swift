#if !canImport(UIKit)
import Foundation

// The content-configuration model (iOS 14) shared by every view that has a content view:
// table cells, collection cells and table headers and footers all install a configuration's
// view through ``ContentConfigurationSlot`` and measure it the same way.

/// The state a configuration is updated for (iOS 14).
public protocol UIConfigurationState {}

/// A view's state for its configurations (iOS 14): its traits, and whether it is disabled,
/// highlighted, selected or focused. Headers and footers are updated for it.
public struct UIViewConfigurationState: UIConfigurationState, Hashable, Sendable {
  /// The view's traits.
  public var traitCollection: UITraitCollection
  /// Whether the view is disabled.
  public var isDisabled = false
  /// Whether the view is highlighted.
  public var isHighlighted = false
  /// Whether the view is selected.
  public var isSelected = false
  /// Whether the view is focused.
  public var isFocused = false
  /// Whether the view is pinned (a header at the top of a list, iOS 15).
  public var isPinned = false

  /// A state with `traitCollection` and nothing else set.
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// A cell's state for its configurations (iOS 14): its traits, selection, highlight, editing,
/// swipe and expansion. Cells update their configurations for it (see
/// `UITableViewCell.updateConfiguration(using:)`).
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
  /// Whether a cell is being dragged.
  public enum DragState: Hashable, Sendable {
    /// No drag.
    case none
    /// Lifting off the list.
    case lifting
    /// Being dragged.
    case dragging
  }

  /// Whether something is dragged over a cell.
  public enum DropState: Hashable, Sendable {
    /// No drop.
    case none
    /// A drop is under way elsewhere.
    case notTargeted
    /// The cell is the drop's target.
    case targeted
  }

  /// The cell's traits.
  public var traitCollection: UITraitCollection
  /// Whether the cell is disabled.
  public var isDisabled = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is focused.
  public var isFocused = false
  /// Whether the cell is pinned (iOS 15).
  public var isPinned = false
  /// Whether the list is editing.
  public var isEditing = false
  /// Whether the cell is expanded (outline lists).
  public var isExpanded = false
  /// Whether the cell shows swipe actions.
  public var isSwiped = false
  /// Whether the cell is being reordered.
  public var isReordering = false
  /// Whether the cell is being dragged.
  public var cellDragState: DragState = .none
  /// Whether something is dragged over the cell.
  public var cellDropState: DropState = .none

  /// A state with `traitCollection` and nothing else set.
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// How a view's content looks, as a value: it makes the view that shows it (iOS 14).
///
/// As in UIKit, only ``makeContentView()`` is main-actor isolated: a configuration is a value
/// that can be built and updated anywhere.
public protocol UIContentConfiguration {
  /// A new view showing this configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView
  /// This configuration adjusted for a state.
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@MainActor
public protocol UIContentView: AnyObject {
  /// The configuration shown.
  var configuration: any UIContentConfiguration { get set }
  /// Whether the view can show `configuration` (iOS 16).
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Any configuration of the same type as the current one.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}

extension UIContentConfiguration {
  /// The configuration updated for `state`, or `nil` when the update changes nothing (a
  /// configuration that is `Hashable` and equal to its update), so that the view showing it is
  /// not updated again for nothing.
  func changed(for state: any UIConfigurationState) -> (any UIContentConfiguration)? {
    let updated = updated(for: state)
    guard let hashable = self as? any Hashable else { return updated }
    return Self.isEqual(hashable, updated) ? nil : updated
  }

  private static func isEqual<Value: Hashable>(_ value: Value, _ other: Any) -> Bool {
    value == other as? Value
  }
}

/// Where a view keeps its content configuration's view: one subview of its content view, updated
/// in place when it supports the next configuration, replaced when it does not (as UIKit does).
@MainActor
enum ContentConfigurationSlot {
  /// Shows `configuration` in `contentView` (removes the configuration's view for `nil`).
  static func install(_ configuration: (any UIContentConfiguration)?, in contentView: UIView) {
    let existing = configurationView(in: contentView)
    guard let configuration else {
      existing?.removeFromSuperview()
      return
    }
    if let existing, existing.supports(configuration) {
      existing.configuration = configuration
      return
    }
    existing?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.frame = contentView.bounds
    contentView.addSubview(view)
  }

  /// Shows `configuration` in `contentView` as ``install(_:in:)`` does; a configuration also
  /// retires the view's legacy labels, which stay `nil` while it is set, as in UIKit.
  static func install(
    _ configuration: (any UIContentConfiguration)?, in contentView: UIView, retiring labels: inout LegacyLabels
  ) {
    if configuration != nil {
      labels.text?.removeFromSuperview()
      labels.detail?.removeFromSuperview()
      labels = LegacyLabels()
    }
    install(configuration, in: contentView)
  }

  /// The configuration's view that `contentView` holds, if any.
  static func configurationView(in contentView: UIView) -> (any UIView & UIContentView)? {
    for subview in contentView.subviews {
      if let view = subview as? any UIView & UIContentView { return view }
    }
    return nil
  }

  /// Keeps the configuration's view filling `contentView`.
  static func layOut(in contentView: UIView) {
    configurationView(in: contentView)?.frame = contentView.bounds
  }

  /// The height the first content view under `view` (depth first) needs at `width`, if there is
  /// one: the configuration's view fits itself, as Auto Layout would size it.
  static func fittingHeight(under view: UIView, width: CGFloat) -> CGFloat? {
    for subview in view.subviews {
      if let content = subview as? any UIView & UIContentView { return content.fittingHeight(atWidth: width) }
      if let nested = fittingHeight(under: subview, width: width) { return nested }
    }
    return nil
  }
}

/// The legacy labels of a table cell or header/footer view (`textLabel`, `detailTextLabel`):
/// made on first access, retired while a content configuration is set.
struct LegacyLabels {
  /// The main label, once made.
  var text: UILabel?
  /// The secondary label, once made.
  var detail: UILabel?
}
#endif
