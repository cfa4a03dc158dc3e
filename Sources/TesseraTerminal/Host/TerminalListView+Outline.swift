import Tessera

// Outlines the terminal's way: each row indented by its level, a ▸/▾ marker before a parent,
// and → and ← to open, close and walk the tree, as in a file manager. Expansion goes through
// the controller, so it is kept by id as with every other host.
extension TerminalListView {
  /// The columns an outline indents a row for each level below the top.
  nonisolated public static let outlineIndentWidth = 2

  /// The marker before a collapsed parent's text (`>` where only ASCII is drawn).
  nonisolated public static let collapsedMarker = "▸"
  /// The marker before an expanded parent's text (`v` where only ASCII is drawn).
  nonisolated public static let expandedMarker = "▾"

  // MARK: Drawing

  /// What the host draws before a row's own lines: its indentation, then a parent's marker;
  /// `nil` for a row that is not part of an outline (no children, top level), drawn as in any
  /// list, and for any row on a screen too narrow to spare the columns.
  ///
  /// The indentation takes at most half of `width`, so that a very deep row keeps room for its
  /// text on a narrow screen.
  static func outlinePrefix(level: Int, isParent: Bool, isExpanded: Bool, width: Int) -> StyledLine? {
    guard isParent || level > 0, width > 4 else { return nil }
    let marker = isParent ? (isExpanded ? expandedMarker : collapsedMarker) + " " : ""
    let indent = min(level * outlineIndentWidth, max(width / 2 - marker.count, 0))
    return StyledLine(String(repeating: " ", count: indent) + marker)
  }

  /// `lines` (a row's own, drawn at the width left after `prefix`) with `prefix` before the
  /// first and as many spaces before the others, so that a wrapped text hangs under its start.
  static func prefixed(_ lines: [StyledLine], with prefix: StyledLine) -> [StyledLine] {
    let hanging = StyledLine(String(repeating: " ", count: prefix.width))
    guard let first = lines.first else { return [prefix] }
    return [prefix + first] + lines.dropFirst().map { hanging + $0 }
  }

  // MARK: Keys

  /// → and ← on the selected row of an outline; returns `false` when the selection is not on
  /// an outline row (a top-level row without children, a header), so the key goes to the app.
  ///
  /// → expands a collapsed parent, and on an expanded parent moves the selection to its first
  /// child; ← collapses an expanded parent, and on a child moves the selection to its parent.
  /// On a row where the key has nothing to do (→ on a leaf, ← on a top-level collapsed parent)
  /// it does nothing, and is still used.
  func handleOutlineKey(expanding: Bool) -> Bool {
    guard case .row(let path)? = currentSelectionItem() else { return false }
    let rows = controller.dataSourceList.sections[path.section].rows
    let row = rows[path.element]
    guard row.hasChildren || row.outlineLevel > 0 else { return false }
    let isExpanded = row.hasChildren && controller.isExpanded(rowAt: path)
    if expanding {
      if row.hasChildren && !isExpanded {
        controller.setExpanded(true, rowWithID: row.id)
      } else if isExpanded, path.element + 1 < rows.count, rows[path.element + 1].outlineLevel > row.outlineLevel {
        // The first child of an expanded parent is the row after it, one level deeper, once
        // the update that expanded it is on screen (until then the row after it is its next
        // sibling). Its own children or loaded ones (or the placeholder of a load), alike.
        selectItem(.row(ElementPath(element: path.element + 1, section: path.section)))
      }
    } else if isExpanded {
      controller.setExpanded(false, rowWithID: row.id)
    } else if let parent = Outline.parentIndex(ofRowAt: path.element, in: rows) {
      selectItem(.row(ElementPath(element: parent, section: path.section)))
    }
    return true
  }

  /// Where the deepest shown parent of the row with `id` is, when that row is in the latest
  /// snapshot below a collapsed parent (among its own children or loaded ones): where the
  /// selection goes when the row it was on is hidden, as in a file manager. `nil` when no row
  /// has that id, or none above it is shown.
  /// - Complexity: O(rows of the snapshot, shown or not), once, when the selected row is gone.
  func shownAncestor(ofHiddenRow id: RowID) -> ElementPath? {
    guard let ancestors = controller.ancestorIDs(ofRowWithID: id) else { return nil }
    return ancestors.reversed().lazy.compactMap { self.controller.path(ofRowWithID: $0) }.first
  }
}
