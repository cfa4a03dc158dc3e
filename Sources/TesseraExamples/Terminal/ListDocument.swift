import TesseraTerminal

/// A whole list laid out as text, the way `tessera-demo --print` writes it: every section and
/// row, rendered by the same renderers and host as the interactive screen, at a given width.
///
/// ```swift
/// let lines = await ListDocument.lines(of: SettingsScreen().snapshot(send: { _ in }), width: 40)
/// print(ListDocument.text(lines, mode: .plain), terminator: "")
/// ```
@MainActor
public enum ListDocument {
  /// The lines of `snapshot` at `width` columns: the snapshot goes through a `ListController`
  /// and a `TerminalListView`, so heights, collapsed sections and expanded rows are what the
  /// interactive screen would show.
  ///
  /// - Complexity: O(rows + rendered text).
  public static func lines(
    of snapshot: ListSnapshot, width: Int, renderers: TerminalRenderers = .examples
  ) async -> [StyledLine] {
    await view(showing: snapshot, width: width, renderers: renderers).document()
  }

  /// Writes `snapshot` at `width` columns to `output` as ``text(_:mode:asciiOnly:)`` would,
  /// a few thousand lines at a time as they are rendered: memory follows the list, not the
  /// length of the text, so a list of millions of rows prints in about the memory it takes.
  public static func write(
    _ snapshot: ListSnapshot, width: Int, mode: StyleMode, asciiOnly: Bool = false,
    renderers: TerminalRenderers = .examples, to output: inout some TextOutputStream
  ) async {
    var pending = ""
    await view(showing: snapshot, width: width, renderers: renderers).forEachDocumentLine { line in
      appendLine(line, mode: mode, asciiOnly: asciiOnly, to: &pending)
      if pending.utf8.count >= 1 << 16 {
        output.write(pending)
        pending = ""
      }
    }
    output.write(pending)
  }

  /// A view of `snapshot` at `width` columns, through a controller of its own, with the snapshot
  /// on it.
  private static func view(
    showing snapshot: ListSnapshot, width: Int, renderers: TerminalRenderers
  ) async -> TerminalListView {
    let controller = ListController()
    let view = TerminalListView(
      controller: controller, renderers: renderers, size: TerminalSize(columns: width, rows: 24))
    await controller.apply(snapshot)
    return view
  }

  /// The lines of what `view` shows now, at its width (for a session already running).
  public static func lines(of view: TerminalListView) async -> [StyledLine] {
    await view.controller.settle()
    return view.document()
  }

  /// `lines` as text in `mode`: one line per entry, trailing blanks removed, each ending with a
  /// line feed.
  /// - Complexity: O(total length).
  /// `asciiOnly` writes every line with ``StyledLine/asciiOnly()``, for a locale that is not
  /// UTF-8.
  public static func text(_ lines: [StyledLine], mode: StyleMode, asciiOnly: Bool = false) -> String {
    var output = ""
    for line in lines { appendLine(line, mode: mode, asciiOnly: asciiOnly, to: &output) }
    return output
  }

  /// Appends `line` to `output` as ``text(_:mode:asciiOnly:)`` writes it, with its line feed.
  private static func appendLine(_ line: StyledLine, mode: StyleMode, asciiOnly: Bool, to output: inout String) {
    let shown = asciiOnly ? line.asciiOnly() : line
    trimmingTrailingBlanks(shown).appendRendered(to: &output, mode: mode)
    output += "\n"
  }

  /// `line` without the spaces that pad it to the screen width; spaces with a visible
  /// background stay, since they are drawn.
  static func trimmingTrailingBlanks(_ line: StyledLine) -> StyledLine {
    var spans = line.spans
    while let last = spans.last, last.style.background == nil, !last.style.attributes.contains(.inverse) {
      guard last.text.last == " " else { break }
      spans.removeLast()
      // One cut at the last character that is not a space (removing spaces one at a time
      // made printing a million rows take seconds).
      let text = last.text
      let end = text.lastIndex { $0 != " " }.map { text.index(after: $0) } ?? text.startIndex
      if end > text.startIndex {
        spans.append(StyledSpan(String(text[..<end]), style: last.style))
        break
      }
    }
    return StyledLine(spans)
  }
}
