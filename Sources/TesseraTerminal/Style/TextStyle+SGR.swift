extension TextStyle {
  /// Appends to `output` the SGR sequence that switches the terminal to this style from any
  /// other, as allowed by `mode`: nothing in ``StyleMode/plain`` mode, no colours in
  /// ``StyleMode/monochrome`` mode.
  ///
  /// The sequence starts with a reset (`ESC[0;...m`), so it does not depend on the style before.
  public func appendSGR(to output: inout String, mode: StyleMode) {
    guard mode != .plain else { return }
    output += "\u{1B}[0"
    if attributes.contains(.bold) { output += ";1" }
    if attributes.contains(.dim) { output += ";2" }
    if attributes.contains(.italic) { output += ";3" }
    if attributes.contains(.underline) { output += ";4" }
    if attributes.contains(.inverse) { output += ";7" }
    if mode == .color {
      if let foreground {
        output += ";"
        output += String(foreground.foregroundCode)
      }
      if let background {
        output += ";"
        output += String(background.backgroundCode)
      }
    }
    output += "m"
  }

  /// The SGR sequence for this style in `mode` (empty in ``StyleMode/plain`` mode).
  public func sgr(mode: StyleMode) -> String {
    var output = ""
    appendSGR(to: &output, mode: mode)
    return output
  }

  /// Whether this style draws anything different from the default in `mode`.
  func isVisible(in mode: StyleMode) -> Bool {
    switch mode {
    case .plain: return false
    case .monochrome: return !attributes.isEmpty
    case .color: return !isPlain
    }
  }
}
