import TesseraTerminal

extension TerminalRenderers {
  /// Registers the renderers of every kind of row of ``SettingsScreen``: titles on the left,
  /// values, switches and disclosure indicators against the right edge.
  ///
  /// ```
  /// Nickname                  Tessera 小助手 ›
  /// Push notifications                    [x]
  ///   Order updates and replies
  /// ```
  public mutating func registerSettingsScreen() {
    typealias Screen = SettingsScreen
    register(Screen.Header.self) { header, context in
      guard let title = header.title else { return [StyledLine()] }
      return [StyledLine()]
        + StyledLine(title, style: TextStyle(foreground: .cyan, attributes: .bold)).wrapped(toWidth: context.width)
    }
    register(Screen.StaticRow.self) { row, context in
      LineLayout.spread(
        StyledLine(row.title), StyledLine(row.value, style: ExampleStyle.secondary), width: context.width)
    }
    register(Screen.Disclosure.self) { row, context in
      var trailing = StyledLine()
      if let value = row.value { trailing.append(value + " ", style: ExampleStyle.secondary) }
      trailing.append("›", style: ExampleStyle.link)
      return LineLayout.spread(StyledLine(row.title), trailing, width: context.width)
    }
    register(Screen.SwitchRow.self) { row, context in
      let toggle =
        row.isOn ? StyledLine("[x]", style: ExampleStyle.on) : StyledLine("[ ]", style: ExampleStyle.secondary)
      var lines = LineLayout.spread(StyledLine(row.title), toggle, width: context.width)
      if let detail = row.detail {
        lines += LineLayout.hanging(
          StyledLine("  "), StyledLine(detail, style: ExampleStyle.secondary), width: context.width)
      }
      return lines
    }
  }
}
