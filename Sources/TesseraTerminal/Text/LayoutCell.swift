import TesseraText

/// One grapheme cluster prepared for line breaking: its width and how it may break.
///
/// Control characters and invisible format characters never become cells (tabs become spaces,
/// line breaks become `.newline`), so whatever is laid out from cells is safe to write to a
/// terminal.
struct LayoutCell {
  /// How a cell takes part in line breaking: text, a breakable space or a line break.
  typealias Kind = LineBreakClass.Kind

  /// The cluster, possibly replaced by a placeholder when it is wider than the line.
  var character: Character
  /// Display width in columns.
  var width: Int
  /// Which span the cell came from; 0 for plain strings.
  var tag: Int
  var kind: Kind
  /// The line may not break right before this cell (closing punctuation, combining marks).
  var noBreakBefore: Bool
  /// The line may not break right after this cell (opening punctuation).
  var noBreakAfter: Bool

  /// A cell for `character`, or `nil` for a control character that is never shown; its class
  /// comes from the line-breaking rules the terminal shares with HeadlessUIKit's labels (see
  /// `LineBreakClass`). A tab becomes a space.
  init?(_ character: Character, tag: Int) {
    guard let breaking = LineBreakClass(character) else { return nil }
    self.character = character == "\t" ? " " : character
    self.tag = tag
    self.kind = breaking.kind
    self.width = breaking.width
    self.noBreakBefore = breaking.noBreakBefore
    self.noBreakAfter = breaking.noBreakAfter
  }

  /// A cell that stands in for one that does not fit in the line.
  init(placeholder: Character, replacing cell: LayoutCell) {
    self.character = placeholder
    self.width = DisplayWidth.of(placeholder)
    self.tag = cell.tag
    self.kind = .text
    self.noBreakBefore = cell.noBreakBefore
    self.noBreakAfter = cell.noBreakAfter
  }

  var isSpace: Bool { kind == .space }

  /// Whether a line may end between `before` and `after`, two text cells next to each other
  /// (see `LineBreakClass.canBreak(between:and:)`).
  static func canBreak(between before: LayoutCell, and after: LayoutCell) -> Bool {
    LineBreakClass.canBreak(between: before.breakClass, and: after.breakClass)
  }

  /// The cell's line-breaking class.
  var breakClass: LineBreakClass {
    LineBreakClass(kind: kind, width: width, noBreakBefore: noBreakBefore, noBreakAfter: noBreakAfter)
  }
}
