import Tessera

extension TerminalListView {
  /// The whole screen: the visible part of the list, then the status line; exactly
  /// `size.rows` lines, each exactly `size.columns` wide. The list is empty while the
  /// controller shows its list through another host.
  public func frame(now: ContinuousClock.Instant) -> [StyledLine] {
    if refusedOffMainActor("frame(now:)") { return [] }
    guard fitsScreen else {
      // Nothing flashes on the "too small" screen: drop the flashes, so no deadline keeps an
      // event loop awake while it is shown.
      highlights.removeAll()
      return tooSmallFrame()
    }
    let height = listHeight
    let width = size.columns
    var lines: [StyledLine] = []
    lines.reserveCapacity(size.rows)
    if showsController {
      if let unavailableState {
        pruneHighlights(now: now)
        lines = Self.unavailableLines(unavailableState, width: width, height: height)
      } else {
        settleViewport(height: height)
        pruneHighlights(now: now)
        appendVisibleItems(to: &lines, height: height, width: width, now: now)
      }
      // What the screen shows now, which a scroll or a new size may have changed.
      reportVisibleRows()
    }
    while lines.count < height { lines.append(StyledLine().padded(toWidth: width)) }
    lines.append(
      statusLine.fitted(toWidth: width, padStyle: TextStyle(attributes: .inverse)).merged(
        with: TextStyle(attributes: .inverse)))
    return lines
  }

  /// ``status``, after "Refreshing…" while a refresh runs.
  private var statusLine: StyledLine {
    guard isRefreshing else { return status }
    return StyledLine(" Refreshing…  ", style: refreshingStyle) + status
  }

  /// The lines of the list on screen, at most `height` of them, appended to `lines`.
  private func appendVisibleItems(
    to lines: inout [StyledLine], height: Int, width: Int, now: ContinuousClock.Instant
  ) {
    let items = controller.layoutItems(inRange: Double(scrollOffset), height: Double(height))
    var top = items.first.map { Int(controller.offset(of: $0)) } ?? 0
    var visibleRows = Set<RowID>()
    for item in items where lines.count < height {
      let itemHeight = Int(controller.height(of: item))
      // Only the lines on screen are built, so a very tall row costs what is visible of it.
      let hiddenAbove = min(max(scrollOffset - top, 0), itemHeight)
      let shown = hiddenAbove..<min(itemHeight, hiddenAbove + height - lines.count)
      lines += itemLines(item, height: itemHeight, width: width, now: now, visibleRows: &visibleRows, lines: shown)
      top += itemHeight
    }
    // Keep rendered rows of this frame only, so memory follows the screen, not the list.
    if renderCache.count > visibleRows.count * 2 + 64 {
      renderCache = renderCache.filter { visibleRows.contains($0.key) }
    }
  }

  /// When the next highlight fades, so an event loop can redraw then; `nil` when nothing is
  /// animating (also while the screen is too small to show the list).
  public var nextAnimationDeadline: ContinuousClock.Instant? {
    guard fitsScreen else { return nil }
    return highlights.values.min()
  }

  /// The whole list, every row rendered at the screen width: what `--print` writes.
  /// - Complexity: O(rows + rendered text); see ``forEachDocumentLine(_:)`` to write a long
  ///   list without holding all of its lines.
  public func document() -> [StyledLine] {
    if refusedOffMainActor("document()") { return [] }
    var lines: [StyledLine] = []
    forEachDocumentLine { lines.append($0) }
    return lines
  }

  /// Hands each line of ``document()`` to `body`, in order, as it is rendered: a list of
  /// millions of rows is written without its lines ever being held together. No lines while
  /// the controller shows its list through another host.
  public func forEachDocumentLine(_ body: (StyledLine) throws -> Void) rethrows {
    guard showsController else { return }
    let width = max(size.columns, 1)
    if let unavailableState {
      // The state's text, centred across the width, without the blank lines around it.
      for line in Self.unavailableContent(unavailableState, width: width) { try body(line) }
      return
    }
    var unused = Set<RowID>()
    let list = controller.dataSourceList
    func emit(_ item: ListLayoutItem, height: Int) throws {
      for line in itemLines(item, height: height, width: width, now: nil, visibleRows: &unused) { try body(line) }
    }
    for section in list.sections.indices {
      try emit(.header(section: section), height: Int(controller.height(of: .header(section: section))))
      for element in list.sections[section].rows.indices {
        let path = ElementPath(element: element, section: section)
        try emit(.row(path), height: Int(controller.heightForRow(at: path)))
        // The row was rendered once, to measure it, and drawn from that; then forgotten, so
        // printing a whole list does not keep every row in memory.
        renderCache[list[path].id] = nil
      }
      try emit(.footer(section: section), height: Int(controller.height(of: .footer(section: section))))
    }
  }

  // MARK: Items

  /// The lines of `item`, exactly `height` of them, or only those in `window` (line numbers
  /// within the item) when given.
  func itemLines(
    _ item: ListLayoutItem, height: Int, width: Int, now: ContinuousClock.Instant?, visibleRows: inout Set<RowID>,
    lines window: Range<Int>? = nil, caching: Bool = true
  ) -> [StyledLine] {
    guard height > 0 else { return [] }
    let window = window ?? 0..<height
    guard !window.isEmpty else { return [] }
    var lines: [StyledLine]
    var isSelected = false
    var isHighlighted = false
    switch item {
    case .header(let section), .footer(let section):
      let shown = controller.dataSourceList.sections[section]
      let isHeader = if case .header = item { true } else { false }
      guard let supplement = isHeader ? shown.section.header : shown.section.footer else { return [] }
      let context = TerminalRenderContext(
        width: width, collapsibility: shown.section.collapsibility, isCollapsed: shown.isCollapsed)
      lines = renderers.render(supplement: supplement, isHeader: isHeader, context: context)
      isSelected = isHeader && selection == .header(shown.id)
    case .row(let path):
      let row = controller.dataSourceList[path]
      visibleRows.insert(row.id)
      lines = self.lines(for: row, isExpanded: controller.isExpanded(rowAt: path), width: width, caching: caching)
      isSelected = selection == .row(row.id)
      if let now, let until = highlights[row.id], until > now { isHighlighted = true }
    }
    // Exactly `height` lines (aspect-ratio rows and estimates may differ from what was drawn),
    // of which only the window is built.
    return window.map { index in
      var fitted = (index < lines.count ? lines[index] : StyledLine()).fitted(toWidth: width)
      if isHighlighted { fitted = fitted.merged(with: highlightStyle) }
      if isSelected { fitted = fitted.merged(with: selectionStyle) }
      return fitted
    }
  }

  /// Measures every row the screen shows before a line is drawn, keeps the viewport within the
  /// content and scrolls the selection into view, again while that moves the screen (a jump to
  /// the end lands on rows that were only estimated): the screen is drawn with every row it
  /// shows measured, never past the end of the content.
  ///
  /// Each round that goes on measured a row whose height differed from its estimate, and a row
  /// is measured once, so this ends; the bound only guards against a renderer whose every
  /// measurement is thrown away (one that calls the controller back).
  ///
  /// After End (``scrollsToEnd``) the screen ends with the content's last line, also when rows
  /// the selection cannot rest on follow the selected one; once, not on later frames.
  func settleViewport(height: Int) {
    defer { scrollsToEnd = false }
    for _ in 0..<Self.maximumSettlingRounds(height: height) {
      let offset = scrollOffset
      if scrollsToEnd { scrollOffset = max(Int(controller.contentHeight) - height, 0) }
      let moved = measureVisibleRows(height: height)
      keepSelectionVisible(height: height)
      if !moved && scrollOffset == offset { return }
    }
  }

  /// How many rounds of measuring the screen may take: every round but the last measures a row
  /// the screen shows, so a few per line are plenty.
  static func maximumSettlingRounds(height: Int) -> Int { 4 * max(height, 1) + 16 }

  /// Measures the rows on screen, top to bottom, each before the rows below it are placed (a
  /// measured row may be taller or shorter than its estimate, which moves the rows below it);
  /// returns whether a height in the layout changed.
  @discardableResult
  func measureVisibleRows(height: Int) -> Bool {
    var changed = false
    let top = Double(scrollOffset)
    let bottom = top + Double(max(height, 0))
    var from = top
    var rounds = 0
    scan: while from < bottom, rounds < Self.maximumSettlingRounds(height: height) {
      rounds += 1
      for item in controller.layoutItems(inRange: from, height: bottom - from) {
        guard case .row(let path) = item else { continue }
        let before = controller.height(of: item)
        _ = controller.heightForRow(at: path)
        guard controller.height(of: item) != before else { continue }
        changed = true
        // The rows below moved: place them again from this row on.
        from = max(controller.offset(of: item), top)
        continue scan
      }
      break
    }
    return changed
  }

  private func pruneHighlights(now: ContinuousClock.Instant) {
    guard !highlights.isEmpty else { return }
    highlights = highlights.filter { $0.value > now }
  }

  private func tooSmallFrame() -> [StyledLine] {
    let width = max(size.columns, 0)
    // The longest message that fits whole: the full one, then shorter ones that still say
    // what is needed and how to quit, then as much of the shortest as fits.
    let messages = [
      "Terminal too small: \(size.columns)×\(size.rows). Tessera needs at least "
        + "\(Self.minimumWidth) columns and 2 rows; enlarge the window or press q to quit.",
      "Too small: \(size.columns)×\(size.rows). Needs \(Self.minimumWidth)×2. Enlarge, or q to quit.",
      "Too small: needs \(Self.minimumWidth)×2. q quits.",
      "Too small. q quits.",
      "q quits",
    ]
    let style = TextStyle(foreground: .yellow)
    let fitting = messages.lazy.map { StyledLine($0, style: style).wrapped(toWidth: max(width, 1)) }
    var lines = fitting.first { $0.count <= size.rows } ?? fitting[messages.count - 1]
    if lines.count > size.rows { lines.removeLast(lines.count - size.rows) }
    while lines.count < size.rows { lines.append(StyledLine()) }
    return lines.map { $0.fitted(toWidth: width) }
  }
}
