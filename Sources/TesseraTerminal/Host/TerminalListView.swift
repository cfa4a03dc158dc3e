import Tessera
import TesseraMainThread

/// A full-screen list in a terminal: the `ListHost` that shows a `ListController`'s list as
/// lines, with a selection, scrolling and a status line.
///
/// The view is a pure model of the screen: ``frame(now:)`` returns the lines to draw and
/// ``handle(_:)`` applies navigation keys. ``TerminalListApp`` connects it to a real terminal;
/// tests drive it directly.
///
/// Rows are as tall as the lines their renderer returns (measured once per content, width and
/// expansion through the controller's cache). Heights a snapshot gives are in points, as on
/// UIKit, and one line stands for 20 of them: `.height(44)`, a standard UIKit row, is 2 lines;
/// a 20-point line is about the height of one line of UIKit's body text, so a screen keeps its
/// proportions here. Any height above zero is at least 1 line; aspect ratios apply to the width
/// in points (a column is 10) and round the same way, and so do row estimates. Inserted and updated rows are highlighted for
/// ``highlightDuration``, the terminal's counterpart of row animations.
///
/// ## A controller attached elsewhere
/// A controller shows its list through one host at a time. Once ``controller`` is attached to
/// another host, this view no longer reads it: the list it would show goes on changing without
/// batches. The view then draws an empty list above its status line, its selection and scroll
/// position are forgotten, navigation keys fall through to the app (``handle(_:)`` returns
/// `false`), ``document()`` is empty, the reader's place is unknown and
/// ``scrollToRow(withID:at:)`` returns `false`. Attaching the controller to the view again
/// shows its list from scratch.
@MainActor
public final class TerminalListView: ListHeightUpdating {
  /// What can be selected: a row, or the header of a collapsible section.
  public enum Selection: Hashable, Sendable {
    /// A row, by id.
    case row(RowID)
    /// The header of a section, by id.
    case header(SectionID)
  }

  /// The narrowest width the list is drawn at; narrower terminals show a message instead.
  nonisolated public static let minimumWidth = 20

  /// The controller whose list is shown.
  public let controller: ListController
  /// Line renderers by content type.
  public var renderers: TerminalRenderers
  /// The size of the whole screen, status line included.
  public private(set) var size: TerminalSize
  /// The bottom line: hints, messages, timings.
  public var status = StyledLine()
  /// How long inserted and updated rows stay highlighted.
  public var highlightDuration: Duration = .milliseconds(700)
  /// The style merged into highlighted rows.
  public var highlightStyle = TextStyle(foreground: .green, attributes: .bold)
  /// The style merged into the selected row.
  public var selectionStyle = TextStyle(attributes: .inverse)

  /// The selected row or header, if any.
  public var selection: Selection? {
    if let id = rowSelection.ids.first { return .row(id) }
    return selectedHeader.map { .header($0) }
  }
  /// The first line of the list shown at the top of the screen.
  public internal(set) var scrollOffset = 0

  var highlights: [RowID: ContinuousClock.Instant] = [:]
  var renderCache: [RowID: RenderedRow] = [:]
  /// Missing renderers reported, once per content type (the core every host shares).
  var diagnostics = HostDiagnostics()
  /// The selected row, by id, with where it was last seen (the core every host shares); at most
  /// one row, and none while a header is selected.
  var rowSelection = HostSelection()
  /// The selected header's section, when a header is selected.
  var selectedHeader: SectionID?
  /// Where the selection was last seen, to stay near it when its row disappears.
  var lastSelectionOffset = 0.0
  let clock = ContinuousClock()

  /// What the list shows instead of its rows (empty, loading, failed), as the controller last
  /// said; `nil` while the rows show. Return runs its first action.
  public internal(set) var unavailableState: UnavailableState?
  /// Whether the next frame scrolls to the end of the content (End was pressed).
  var scrollsToEnd = false
  /// What `r` runs (see ``refreshable(_:)``); `nil`: `r` belongs to the app.
  var refreshAction: (@MainActor @Sendable () async -> Void)?
  /// The style of the status line's "Refreshing…" while a refresh runs.
  public var refreshingStyle = TextStyle(attributes: .bold)

  struct RenderedRow {
    var content: AnyRowContent
    var width: Int
    var isExpanded: Bool
    var outlineLevel: Int
    var isParent: Bool
    var lines: [StyledLine]
  }

  /// Creates a view of `controller`'s list for a screen of `size`, and attaches itself as the
  /// controller's host.
  public init(controller: ListController, renderers: TerminalRenderers, size: TerminalSize) {
    // From now on the controller and the view notice calls from other threads.
    MainThreadProbe.install()
    self.controller = controller
    self.renderers = renderers
    self.size = size
    controller.attach(to: self)
    // After every update the rows on screen may be others: the controller hears which, for its
    // reach-end actions (a page that arrived while the reader stayed at the end).
    controller.addUpdateHandler(owner: self) { [weak self] in self?.reportVisibleRows() }
  }

  /// The number of lines the list may use (the screen minus the status line).
  public var listHeight: Int { max(size.rows - 1, 0) }

  /// Whether the screen is large enough to show the list.
  public var fitsScreen: Bool { size.columns >= Self.minimumWidth && size.rows >= 2 }

  /// Whether ``controller`` shows its list through this view (not, after it was attached to
  /// another host): the view reads the controller only then.
  var showsController: Bool { controller.host === self }

  /// Adopts a new screen size; row heights are re-measured for the new width as needed, and
  /// the reader's anchor row (the selection, when it is on screen) stays on its line.
  public func resize(to newSize: TerminalSize) {
    if redirectedToMainActor("resize(to:)", { [self] in resize(to: newSize) }) { return }
    guard newSize != size else { return }
    guard showsController else {
      size = newSize
      return
    }
    let widthChanged = newSize.columns != size.columns
    keepingReaderPlace {
      size = newSize
      if widthChanged {
        renderCache.removeAll()
        controller.availableWidthDidChange()
      }
    }
  }

  // MARK: ListHost

  /// A terminal view is always on screen, so changes always animate (highlight) once the
  /// controller has loaded it.
  package var canAnimateUpdates: Bool { true }
  /// The screen width in columns.
  package var availableWidth: Double { Double(max(size.columns, 1)) }
  /// One line stands for 20 points, about the line height of UIKit's body text at its default
  /// size, so a row asks for the same height in points here as on UIKit and gets the lines that
  /// hold as much: `.height(44)`, a standard UIKit row, is 2 lines, and any height above zero is
  /// at least 1.
  package var pointsPerHeightUnit: Double { 20 }
  /// Terminal cells are about twice as tall as they are wide (a column stands for 10 points).
  package var aspectRatioScale: Double { 0.5 }
  /// One line: a terminal estimates in lines, as it measures.
  package var defaultRowEstimate: Double { 1 }

  /// Forgets rendered lines; the next frame draws everything anew.
  package func reloadAll(updateData: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void) {
    updateData()
    renderCache.removeAll()
    completion()
  }

  /// Swaps the data and marks inserted and updated rows for highlighting; terminal batches
  /// finish at once.
  package func performBatch(
    _ batch: ListBatch, updateData: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void
  ) {
    let stage = batch.stage
    let old = controller.dataSourceList
    updateData()
    let new = controller.dataSourceList
    let until = clock.now + highlightDuration
    // Only rows on screen flash: a large update of a huge list must not keep (and prune on
    // every frame) a flash for each of its thousands of rows.
    let top = Double(scrollOffset)
    let bottom = top + Double(max(size.rows, 1))
    func isVisible(_ path: ElementPath) -> Bool {
      guard new.contains(path) else { return false }
      let offset = controller.offsetOfRow(at: path)
      return offset < bottom && offset + controller.height(of: .row(path)) > top
    }
    for path in stage.elementInserts where isVisible(path) {
      highlights[new[path].id] = until
    }
    // Updates are paths before the stage; where the stage also moves rows the flash may land
    // one place off, which a flash can afford (looking every row up by id could not).
    for path in stage.elementUpdates where isVisible(path) {
      if let row = old.row(at: path) { highlights[row.id] = until }
    }
    for section in stage.sectionInserts where new.sections.indices.contains(section) {
      for index in new.sections[section].rows.indices where isVisible(ElementPath(element: index, section: section)) {
        highlights[new.sections[section].rows[index].id] = until
      }
    }
    completion()
  }

  /// The controller now shows its list through another host: the view forgets its rows, its
  /// selection, scroll position and highlights, and draws an empty list until the controller
  /// is attached here again.
  package func listControllerDidDetach(_ controller: ListController) {
    renderCache.removeAll()
    highlights.removeAll()
    setSelection(nil)
    scrollOffset = 0
    lastSelectionOffset = 0
    unavailableState = nil
  }

  /// Expanded or collapsed rows are redrawn on the next frame (their cache entry is keyed by
  /// the expanded state, so nothing to forget here).
  package func refreshRows(at paths: [ElementPath]) {}

  // MARK: ListHeightUpdating

  /// The rows at `paths` are drawn anew from their renderers: the lines kept of them are
  /// dropped, and the next frame measures those it shows.
  package func rowHeightsDidChange(at paths: [ElementPath]) {
    guard showsController else { return }
    for path in paths {
      if let row = controller.dataSourceList.row(at: path) { renderCache[row.id] = nil }
    }
  }

  /// Every row is drawn anew from its renderer: every line kept is dropped, and the next frame
  /// measures the rows it shows.
  package func allRowHeightsDidChange() {
    renderCache.removeAll()
  }

  /// A terminal row has no view of its own that could know more than its renderer: the lines
  /// kept of the row are dropped, and `nil` has the controller measure it as any row, rendered
  /// afresh.
  package func measureShownRow(at path: ElementPath, width: Double) -> Double? {
    if showsController, let row = controller.dataSourceList.row(at: path) { renderCache[row.id] = nil }
    return nil
  }

  /// A row is as tall as the lines its renderer returns.
  package func measureRow(_ row: Row, isExpanded: Bool, width: Double) -> Double {
    Double(max(lines(for: row, isExpanded: isExpanded, width: Int(width)).count, 1))
  }

  /// Headers and footers are as tall as their rendered lines.
  package func supplementHeight(_ supplement: SectionSupplement, isHeader: Bool, width: Double) -> Double {
    let context = TerminalRenderContext(width: Int(width), collapsibility: .collapsible(initiallyCollapsed: false))
    return Double(renderers.render(supplement: supplement, isHeader: isHeader, context: context).count)
  }

  // MARK: Rendering rows

  /// The lines of `row`, from the cache of rendered rows when they are there; `caching: false`
  /// leaves the cache alone (printing a whole list must not keep every row in memory).
  func lines(for row: Row, isExpanded: Bool, width: Int, caching: Bool = true) -> [StyledLine] {
    let level = row.outlineLevel
    let isParent = row.hasChildren
    if let cached = renderCache[row.id], cached.width == width, cached.isExpanded == isExpanded,
      cached.outlineLevel == level, cached.isParent == isParent, cached.content == row.content
    {
      return cached.lines
    }
    // A row of an outline is drawn by its renderer in the width its indentation leaves.
    let prefix = Self.outlinePrefix(level: level, isParent: isParent, isExpanded: isExpanded, width: width)
    let contentWidth = width - (prefix?.width ?? 0)
    let context = TerminalRenderContext(
      width: contentWidth, isExpanded: isExpanded, rowID: row.id, outlineLevel: level)
    var rendered: [StyledLine]
    if let lines = renderers.render(row.content, context: context) {
      rendered = lines.map { $0.truncated(toWidth: contentWidth) }
    } else {
      rendered = missingRendererLines(for: row, width: contentWidth)
    }
    if let prefix { rendered = Self.prefixed(rendered, with: prefix) }
    if caching {
      renderCache[row.id] = RenderedRow(
        content: row.content, width: width, isExpanded: isExpanded, outlineLevel: level, isParent: isParent,
        lines: rendered)
    }
    return rendered
  }

  private func missingRendererLines(for row: Row, width: Int) -> [StyledLine] {
    diagnostics.reportMissingRegistration(of: row.content, rowID: row.id, host: "TerminalListView", to: controller)
    let message = StyledLine("⚠ No renderer for \(row.content.typeName)", style: TextStyle(foreground: .yellow))
    return message.wrapped(toWidth: width)
  }
}
