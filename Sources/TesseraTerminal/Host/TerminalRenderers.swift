import Tessera

/// What a renderer knows when it draws a row or a section header/footer.
public struct TerminalRenderContext: Sendable, Hashable {
  /// The columns available; every returned line must fit in it (longer lines are cut).
  public var width: Int
  /// Whether the row is expanded (always `false` for rows that are not expandable and not
  /// parents in an outline).
  public var isExpanded: Bool
  /// The row's id (`nil` for headers and footers).
  public var rowID: RowID?
  /// How deep the row is in an outline: 0 for a row of the section itself, 1 for its
  /// children, and so on. The host draws the indentation and a parent's ▸/▾ marker before the
  /// lines the renderer returns, and ``width`` is what is left of the line after them.
  public var outlineLevel: Int
  /// For headers: whether the section can collapse and whether it is collapsed.
  public var collapsibility: Collapsibility
  /// For headers: whether the section is collapsed now.
  public var isCollapsed: Bool

  /// Creates a context.
  public init(
    width: Int, isExpanded: Bool = false, rowID: RowID? = nil, outlineLevel: Int = 0,
    collapsibility: Collapsibility = .fixed, isCollapsed: Bool = false
  ) {
    self.width = width
    self.isExpanded = isExpanded
    self.rowID = rowID
    self.outlineLevel = outlineLevel
    self.collapsibility = collapsibility
    self.isCollapsed = isCollapsed
  }
}

/// Line renderers by content type: how each kind of row looks in a terminal.
///
/// ```swift
/// var renderers = TerminalRenderers()
/// renderers.register(Price.self) { price, context in
///   [StyledLine(price.text, style: TextStyle(foreground: .red, attributes: .bold))]
/// }
/// ```
///
/// A renderer is a pure function of the content and the context; wrap text with
/// `StyledLine.wrapped(width:)` so it never exceeds `context.width`. The number of lines it
/// returns is the row's height (measured once per content, width and expanded state).
public struct TerminalRenderers: Sendable {
  /// Draws one content value.
  public typealias Render = @MainActor @Sendable (AnyRowContent, TerminalRenderContext) -> [StyledLine]?

  /// The renderers by content type (the registry every host shares): the app's, and the
  /// standard look of `PageState` while the app registers none for it.
  private var registry = HostRegistry<Render>()

  /// Draws a section header without a renderer for its content (titles, by default bold with a
  /// ▸/▾ marker for collapsible sections).
  public var header: @MainActor @Sendable (SectionSupplement, TerminalRenderContext) -> [StyledLine] = Self
    .defaultHeader
  /// Draws a section footer the same way (dim text by default).
  public var footer: @MainActor @Sendable (SectionSupplement, TerminalRenderContext) -> [StyledLine] = Self
    .defaultFooter

  /// No renderers of the app's yet: only the standard look of `PageState` (``defaultPageStatus``).
  public init() {
    registry.registerDefault(
      { content, context in
        content.as(PageState.self).map { Self.defaultPageStatus($0, context) }
      }, for: PageState.self)
  }

  /// Registers `render` for rows (and headers/footers) whose content has type `Content`,
  /// replacing an earlier registration for that type.
  public mutating func register<Content: Equatable & Sendable>(
    _ type: Content.Type,
    _ render: @escaping @MainActor @Sendable (Content, TerminalRenderContext) -> [StyledLine]
  ) {
    registry.register({ content, context in content.as(Content.self).map { render($0, context) } }, for: type)
  }

  /// Whether a renderer is registered for the type of `content`, or it has a standard look
  /// (`PageState`, the content of `Row.pageStatus`).
  public func canRender(_ content: AnyRowContent) -> Bool { registry.contains(content) }

  /// The lines for `content`, or `nil` when no renderer is registered for its type. A
  /// `PageState` without a renderer of the app's is drawn by ``defaultPageStatus``.
  @MainActor
  public func render(_ content: AnyRowContent, context: TerminalRenderContext) -> [StyledLine]? {
    registry.entry(for: content)?(content, context)
  }

  /// How the status row of a paged list (`Row.pageStatus`) looks unless the app registers a
  /// renderer for `PageState`: its description, dim, each line centred (one empty line while
  /// more pages may follow).
  public static let defaultPageStatus: @MainActor @Sendable (PageState, TerminalRenderContext) -> [StyledLine] = {
    state, context in
    let lines = StyledLine(state.description, style: TextStyle(attributes: .dim)).wrapped(toWidth: context.width)
    return lines.isEmpty ? [StyledLine()] : lines.map { $0.padded(toWidth: context.width, alignment: .center) }
  }

  /// The lines for a header or footer: its content's renderer, else its title.
  @MainActor
  public func render(supplement: SectionSupplement, isHeader: Bool, context: TerminalRenderContext) -> [StyledLine] {
    if let content = supplement.content, let lines = render(content, context: context) { return lines }
    return isHeader ? header(supplement, context) : footer(supplement, context)
  }

  /// A bold title, with `▸`/`▾` before the title of a collapsible section; at most
  /// ``maximumTitleLines`` lines (see ``titleLines(_:after:style:width:)``).
  public static let defaultHeader: @MainActor @Sendable (SectionSupplement, TerminalRenderContext) -> [StyledLine] = {
    supplement, context in
    let marker = context.collapsibility.isCollapsible ? (context.isCollapsed ? "▸ " : "▾ ") : ""
    return titleLines(
      supplement.title ?? "", after: marker, style: TextStyle(foreground: .cyan, attributes: .bold),
      width: context.width)
  }

  /// A dim title; at most ``maximumTitleLines`` lines.
  public static let defaultFooter: @MainActor @Sendable (SectionSupplement, TerminalRenderContext) -> [StyledLine] = {
    supplement, context in
    titleLines(supplement.title ?? "", style: TextStyle(attributes: .dim), width: context.width)
  }

  /// The most lines a section title takes with the default header and footer: 4. A longer
  /// title ends with `…` on its last line.
  public static let maximumTitleLines = 4

  /// `prefix` and `title` in `style`, wrapped to `width`, at most ``maximumTitleLines`` lines,
  /// the last ending with `…` when the title does not fit.
  ///
  /// Only the start of the title that those lines can show is read: a title of megabytes
  /// costs what is drawn of it, when it is measured and on every frame.
  ///
  /// - Complexity: O(``maximumTitleLines`` × `width`) for ordinary text, whatever the title's
  ///   length.
  public static func titleLines(
    _ title: String, after prefix: String = "", style: TextStyle, width: Int
  ) -> [StyledLine] {
    guard width > 0 else { return [] }
    // Ordinary text needs at most `width` characters a line (plus the spaces dropped where a
    // line breaks); one more line's worth tells whether the title goes on.
    let budget = (maximumTitleLines + 1) * (width + 1)
    let end = title.index(title.startIndex, offsetBy: budget, limitedBy: title.endIndex) ?? title.endIndex
    let isCut = end < title.endIndex
    var lines = StyledLine(prefix + title[..<end], style: style).wrapped(
      toWidth: width, maximumLines: maximumTitleLines + 1)
    guard isCut || lines.count > maximumTitleLines else { return lines }
    lines = Array(lines.prefix(maximumTitleLines))
    if let last = lines.popLast() {
      // A last line as wide as the field is cut to make room: `truncated` adds the ellipsis.
      lines.append((last + StyledLine(TextLayout.defaultEllipsis, style: style)).truncated(toWidth: width))
    }
    return lines
  }
}
