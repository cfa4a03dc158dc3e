/// How much styling output may carry.
public enum StyleMode: Sendable, Hashable, CaseIterable {
  /// No escape sequences at all: plain text (output that is not a terminal).
  case plain
  /// Attributes (bold, dim, italic, underline, inverse) without colours: a terminal whose user
  /// asked for no colour with `NO_COLOR`.
  case monochrome
  /// Attributes and the 16 colours.
  case color
}
