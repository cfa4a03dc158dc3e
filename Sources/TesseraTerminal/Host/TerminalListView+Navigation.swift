import Tessera

extension TerminalListView {
  /// Applies a navigation or selection key; returns `false` for keys the view does not use
  /// (quit, reload… belong to the app).
  ///
  /// Up/down and `k`/`j` move the selection; Page Up/Down scroll a screen; Home/End jump to
  /// the ends; Enter and Space select (a row's behaviour runs, an expandable row toggles, a
  /// collapsible section's header toggles the section). In an outline, → expands the selected
  /// parent or moves to its first child, ← collapses it or moves to the parent, as in a file
  /// manager; on other rows and headers they go to the app. With ``refreshable(_:)``, `r`
  /// refreshes. While an unavailable state shows (``unavailableState``), Enter and Space run
  /// its first action and the other navigation keys return `false`: there are no rows to move
  /// through. While the controller shows its list through another host there is nothing to
  /// navigate, and every key returns `false`.
  ///
  /// After a key that moves the selection or scrolls, the controller hears which rows are on
  /// screen, so a reader who arrives near the end starts its reach-end action.
  @discardableResult
  public func handle(_ key: Key) -> Bool {
    // Handled on the main actor; whether the key did something is not known yet.
    if redirectedToMainActor("handle(_:)", { [self] in handle(key) }) { return false }
    guard showsController else { return false }
    if key == .character("r") { return startRefresh() }
    if unavailableState != nil {
      guard key == .enter || key == .space else { return false }
      return performPrimaryUnavailableAction()
    }
    switch key {
    case .up, .character("k"): moveSelection(by: -1)
    case .down, .character("j"): moveSelection(by: 1)
    case .pageUp: page(by: -1)
    case .pageDown: page(by: 1)
    case .home: jump(toEnd: false)
    case .end: jump(toEnd: true)
    case .enter, .space:
      activateSelection()
      return true
    case .right, .left:
      guard handleOutlineKey(expanding: key == .right) else { return false }
    default: return false
    }
    reportVisibleRows()
    return true
  }

  /// Selects the row with `id`, scrolling it into view on the next frame.
  public func select(rowWithID id: some Hashable & Sendable) {
    select(rowWithID: RowID(id))
  }

  /// The same, for a `RowID` the package already made: no conversion.
  package func select(rowWithID id: RowID) {
    if redirectedToMainActor("select(rowWithID:)", { [self] in select(rowWithID: id) }) { return }
    setSelection(.row(id))
  }

  // MARK: Moving

  func moveSelection(by step: Int) {
    guard let current = currentSelectionItem() else {
      selectItem(step > 0 ? firstSelectable() : lastSelectable())
      return
    }
    if let next = step > 0 ? selectable(after: current) : selectable(before: current) {
      selectItem(next)
    } else if step > 0 {
      // Below the last item there may be lines the selection cannot rest on (a page status
      // row, a footer): show them.
      scrollsToEnd = true
    }
  }

  private func page(by direction: Int) {
    let height = max(listHeight - 1, 1)
    let maximum = max(Int(controller.contentHeight) - listHeight, 0)
    scrollOffset = min(max(scrollOffset + direction * height, 0), maximum)
    guard let atTop = controller.layoutItem(atOffset: Double(scrollOffset)) else { return }
    let target = isSelectable(atTop) ? atTop : (selectable(after: atTop) ?? selectable(before: atTop))
    selectItem(target, scroll: false)
  }

  private func jump(toEnd: Bool) {
    selectItem(toEnd ? lastSelectable() : firstSelectable())
    if toEnd {
      scrollsToEnd = true
    } else {
      scrollOffset = 0
    }
  }

  private func activateSelection() {
    guard let item = currentSelectionItem() else { return }
    switch item {
    case .row(let path): controller.selectRow(at: path)
    case .header(let section): controller.toggleSection(withID: controller.dataSourceList.sections[section].id)
    case .footer: break
    }
  }

  // MARK: Selection bookkeeping

  func selectItem(_ item: ListLayoutItem?, scroll: Bool = true) {
    guard let item else { return }
    switch item {
    case .row(let path): selectRow(controller.dataSourceList[path].id, at: path)
    case .header(let section): setSelection(.header(controller.dataSourceList.sections[section].id))
    case .footer: return
    }
    lastSelectionOffset = controller.offset(of: item)
  }

  /// Makes `new` the selection.
  func setSelection(_ new: Selection?) {
    switch new {
    case .row(let id)?: selectRow(id, at: nil)
    case .header(let id)?:
      rowSelection.removeAll()
      selectedHeader = id
    case nil:
      rowSelection.removeAll()
      selectedHeader = nil
    }
  }

  /// Makes the row with `id`, seen at `path` when given, the selection.
  func selectRow(_ id: RowID, at path: ElementPath?) {
    selectedHeader = nil
    rowSelection.removeAll()
    rowSelection.insert(id, at: path)
  }

  /// Where the selected row with `id` is now, `nil` when it is gone: first where it was last
  /// seen, most frames, before a search by id (which costs O(rows) after each change).
  func pathOfSelectedRow(_ id: RowID) -> ElementPath? {
    rowSelection.path(of: id, in: controller)
  }

  /// The layout item of the selection, re-found by id after every change; when the selected
  /// row is hidden below a collapsed parent, the nearest parent shown; when it is gone, the
  /// selectable item nearest to where it was.
  func currentSelectionItem() -> ListLayoutItem? {
    switch selection {
    case .row(let id)?:
      if let path = pathOfSelectedRow(id) {
        guard !isSelectable(.row(path)) else { return .row(path) }
        // A page status row that no longer offers a retry: the row before it takes the
        // selection, so a selection never follows the status row down as pages arrive.
        if let replacement = selectable(before: .row(path)) ?? selectable(after: .row(path)) {
          selectItem(replacement)
          return replacement
        }
        setSelection(nil)
        return nil
      }
      // A row hidden by a collapsed parent: its nearest shown parent takes the selection.
      if let parent = shownAncestor(ofHiddenRow: id) {
        selectItem(.row(parent))
        return .row(parent)
      }
    case .header(let id)?:
      if let section = controller.dataSourceList.sections.firstIndex(where: { $0.id == id }),
        isSelectable(.header(section: section))
      {
        return .header(section: section)
      }
    case nil:
      return nil
    }
    guard let near = controller.layoutItem(atOffset: lastSelectionOffset) else {
      setSelection(nil)
      return nil
    }
    let replacement = isSelectable(near) ? near : (selectable(after: near) ?? selectable(before: near))
    guard let replacement else {
      // Nothing selectable is left (an empty list, or only plain headers): no selection.
      setSelection(nil)
      return nil
    }
    selectItem(replacement)
    return replacement
  }

  /// Scrolls so that the selection is on screen (its top, when it is taller than the screen).
  func keepSelectionVisible(height: Int) {
    if let item = currentSelectionItem() {
      if case .row(let path) = item { _ = controller.heightForRow(at: path) }
      let top = Int(controller.offset(of: item))
      let bottom = top + Int(controller.height(of: item))
      if top < scrollOffset {
        scrollOffset = top
      } else if bottom > scrollOffset + height {
        scrollOffset = min(top, bottom - height)
      }
      lastSelectionOffset = Double(top)
    }
    // The content as laid out now, the selected row measured: never scrolled past its end.
    scrollOffset = min(max(scrollOffset, 0), max(Int(controller.contentHeight) - height, 0))
  }

  // MARK: Walking the list

  /// Whether the selection can rest on `item`: every row but the status row of a paged list
  /// (`Row.pageStatus`) while it has nothing to do (only a failed page can be tried again), so
  /// that End lands on the last item and a page arriving does not carry the selection along
  /// to the new end; collapsible headers with a title.
  func isSelectable(_ item: ListLayoutItem) -> Bool {
    switch item {
    case .row(let path):
      guard let state = controller.dataSourceList[path].content.as(PageState.self) else { return true }
      return state.isFailed
    case .header(let section):
      let shown = controller.dataSourceList.sections[section]
      return shown.section.collapsibility.isCollapsible && shown.section.header != nil
    case .footer: return false
    }
  }

  func firstSelectable() -> ListLayoutItem? {
    guard !controller.dataSourceList.sections.isEmpty else { return nil }
    let header = ListLayoutItem.header(section: 0)
    return isSelectable(header) ? header : selectable(after: header)
  }

  func lastSelectable() -> ListLayoutItem? {
    let sections = controller.dataSourceList.sections
    guard !sections.isEmpty else { return nil }
    let last = ListLayoutItem.footer(section: sections.count - 1)
    return selectable(before: last)
  }

  /// The next selectable item after `item`, in display order.
  /// - Complexity: O(1) within a section, O(sections) across empty ones.
  func selectable(after item: ListLayoutItem) -> ListLayoutItem? {
    let sections = controller.dataSourceList.sections
    var section: Int
    switch item {
    case .header(let s):
      if !sections[s].rows.isEmpty {
        let first = ListLayoutItem.row(ElementPath(element: 0, section: s))
        return isSelectable(first) ? first : selectable(after: first)
      }
      section = s + 1
    case .row(let path):
      if path.element + 1 < sections[path.section].rows.count {
        let next = ListLayoutItem.row(ElementPath(element: path.element + 1, section: path.section))
        return isSelectable(next) ? next : selectable(after: next)
      }
      section = path.section + 1
    case .footer(let s):
      section = s + 1
    }
    while section < sections.count {
      if isSelectable(.header(section: section)) { return .header(section: section) }
      if !sections[section].rows.isEmpty {
        let first = ListLayoutItem.row(ElementPath(element: 0, section: section))
        return isSelectable(first) ? first : selectable(after: first)
      }
      section += 1
    }
    return nil
  }

  /// The previous selectable item before `item`, in display order.
  func selectable(before item: ListLayoutItem) -> ListLayoutItem? {
    let sections = controller.dataSourceList.sections
    var section: Int
    switch item {
    case .header(let s):
      section = s - 1
    case .row(let path):
      if path.element > 0 {
        let previous = ListLayoutItem.row(ElementPath(element: path.element - 1, section: path.section))
        return isSelectable(previous) ? previous : selectable(before: previous)
      }
      if isSelectable(.header(section: path.section)) { return .header(section: path.section) }
      section = path.section - 1
    case .footer(let s):
      section = s
    }
    while section >= 0 {
      let count = sections[section].rows.count
      if count > 0 {
        let last = ListLayoutItem.row(ElementPath(element: count - 1, section: section))
        return isSelectable(last) ? last : selectable(before: last)
      }
      if isSelectable(.header(section: section)) { return .header(section: section) }
      section -= 1
    }
    return nil
  }
}
