extension StyledLine {
  /// Appends the line to `output` as terminal text: spans with SGR sequences between them when
  /// `mode` allows styling, and a reset at the end whenever a style was switched on, so the line
  /// never leaks its style into what follows. In ``StyleMode/plain`` mode only the text is
  /// written.
  ///
  /// - Complexity: O(n) in the length of the text.
  public func appendRendered(to output: inout String, mode: StyleMode) {
    var current: TextStyle?
    for span in spans {
      if span.style.isVisible(in: mode) {
        if current != span.style {
          span.style.appendSGR(to: &output, mode: mode)
          current = span.style
        }
      } else if current != nil {
        output += TerminalControl.resetStyle
        current = nil
      }
      output += span.text
    }
    if current != nil { output += TerminalControl.resetStyle }
  }

  /// The line as terminal text (see ``appendRendered(to:mode:)``).
  public func rendered(mode: StyleMode) -> String {
    var output = ""
    appendRendered(to: &output, mode: mode)
    return output
  }
}
