#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Outlines in both hosts: a row's cell is indented by its level, a parent's shows a disclosure
// control and tells VoiceOver whether it is expanded, and the control, VoiceOver's action and a
// tap on a parent without a select handler all toggle it through the controller. Done after the
// app's `configure`, on any cell the host dequeues, so every registration shows outlines alike.
extension UIKitListHost {
  /// Takes back what ``showOutline(of:in:isExpanded:)`` gave `cell` for another row, before the
  /// app configures it: its indentation, and the accessibility value the host wrote when the
  /// cell still has it (a value the app set is the app's).
  func prepareOutline(of cell: UIView) {
    guard let mark = outlineMarks.removeValue(forKey: ObjectIdentifier(cell)) else { return }
    setIndentationLevel(0, of: cell)
    if let written = mark.accessibilityValue, cell.accessibilityValue == written { cell.accessibilityValue = nil }
  }

  /// Shows `row`'s place in an outline in `cell`, which the app has just configured: its
  /// indentation, a parent's disclosure control (a table cell's accessory view when the app
  /// left it none, a list cell's `outlineDisclosure` accessory), and what VoiceOver reads and
  /// offers. A cell of a row that is no parent loses the control and the action the host gave
  /// it for another row; the cell of a row at the top that is no parent keeps the indentation
  /// and the accessibility value the app gave it.
  func showOutline(of row: Row, in cell: UIView, isExpanded: Bool) {
    let isParent = row.hasChildren
    let toggle = outlineToggle(ofRowWithID: row.id, expanded: isExpanded)
    if let cell = cell as? UITableViewCell {
      showDisclosure(in: cell, isParent: isParent, isExpanded: isExpanded, toggle: toggle)
    } else if let cell = cell as? UICollectionViewListCell {
      // A list that shows no outline keeps its accessories as they are, not set again.
      if isParent || cell.accessories.contains(where: { $0.accessoryType == .outlineDisclosure }) {
        var accessories = cell.accessories.filter { $0.accessoryType != .outlineDisclosure }
        if isParent {
          accessories.append(.outlineDisclosure(options: .init(style: .cell)) { toggle() })
        }
        cell.accessories = accessories
      }
      (cell as? HostSizedListCell)?.outlineExpansion = isParent ? isExpanded : nil
    }
    guard isParent || row.outlineLevel > 0 else {
      removeOutlineAction(from: cell)
      return
    }
    setIndentationLevel(row.outlineLevel, of: cell)
    outlineMarks[ObjectIdentifier(cell)] = OutlineMark(
      accessibilityValue: showOutlineAccessibility(of: row, in: cell, isExpanded: isExpanded, toggle: toggle))
  }

  /// Sets the indentation level of a table cell or a list cell; other cells have none.
  private func setIndentationLevel(_ level: Int, of cell: UIView) {
    if let cell = cell as? UITableViewCell, cell.indentationLevel != level {
      cell.indentationLevel = level
    } else if let cell = cell as? UICollectionViewListCell, cell.indentationLevel != level {
      cell.indentationLevel = level
    }
  }

  /// What a disclosure control, or VoiceOver's action, runs for the row with `id`: the
  /// opposite of `expanded`, the state its cell shows, through the controller (so a parent
  /// refreshes in place and its children come or go through one diff).
  func outlineToggle(ofRowWithID id: RowID, expanded: Bool) -> @MainActor () -> Void {
    { [weak controller] in controller?.setExpanded(!expanded, rowWithID: id) }
  }

  /// A table cell's disclosure: the host's chevron as its accessory view while it is a parent
  /// and the app gave it no accessory; taken away again once it shows a row that is no parent.
  private func showDisclosure(
    in cell: UITableViewCell, isParent: Bool, isExpanded: Bool, toggle: @escaping @MainActor () -> Void
  ) {
    let shown = cell.accessoryView as? OutlineDisclosureButton
    guard isParent else {
      if shown != nil { cell.accessoryView = nil }
      return
    }
    guard cell.accessoryType == .none, cell.accessoryView == nil || shown != nil else { return }
    let button = shown ?? OutlineDisclosureButton()
    button.show(isExpanded: isExpanded, toggle: toggle)
    if shown == nil { cell.accessoryView = button }
  }

  /// What VoiceOver reads of a row in an outline, after the app's own value: "collapsed" or
  /// "expanded" for a parent, and the row's level (from 1) below the top; an action that
  /// expands or collapses a parent. Returns the value it wrote.
  private func showOutlineAccessibility(
    of row: Row, in cell: UIView, isExpanded: Bool, toggle: @escaping @MainActor () -> Void
  ) -> String {
    var actions = cell.accessibilityCustomActions?.filter { !($0 is OutlineToggleAction) } ?? []
    if row.hasChildren {
      actions.append(
        OutlineToggleAction(name: isExpanded ? "Collapse" : "Expand") { _ in
          toggle()
          return true
        })
    }
    cell.accessibilityCustomActions = actions
    var words = cell.accessibilityValue.map { [$0] } ?? []
    if row.hasChildren { words.append(isExpanded ? "expanded" : "collapsed") }
    if row.outlineLevel > 0 { words.append("level \(row.outlineLevel + 1)") }
    let value = words.joined(separator: ", ")
    cell.accessibilityValue = value
    return value
  }

  /// Takes the Expand or Collapse action the host gave the cell for a parent it showed before.
  private func removeOutlineAction(from cell: UIView) {
    guard let actions = cell.accessibilityCustomActions, actions.contains(where: { $0 is OutlineToggleAction })
    else { return }
    cell.accessibilityCustomActions = actions.filter { !($0 is OutlineToggleAction) }
  }
}

/// What the host gave a cell of a row in an outline, to take back when the cell shows another
/// row.
struct OutlineMark {
  /// The accessibility value the host wrote.
  var accessibilityValue: String?
}

/// The action VoiceOver offers on a parent's cell to expand or collapse it: a class of its own,
/// so the host finds its action among the app's when the cell shows another row.
final class OutlineToggleAction: UIAccessibilityCustomAction {}

/// The chevron a table shows as a parent's accessory: pointing right while it is collapsed,
/// down while it is expanded; a tap toggles it.
final class OutlineDisclosureButton: UIButton {
  private var toggle: (@MainActor () -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    self.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
    addAction(UIAction { [weak self] _ in self?.toggle?() }, for: .touchUpInside)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("OutlineDisclosureButton is made in code")
  }

  /// Points the chevron for `isExpanded` and runs `toggle` on the next tap.
  func show(isExpanded: Bool, toggle: @escaping @MainActor () -> Void) {
    setImage(UIImage(systemName: isExpanded ? "chevron.down" : "chevron.right"), for: .normal)
    accessibilityLabel = isExpanded ? "Collapse" : "Expand"
    self.toggle = toggle
  }
}
