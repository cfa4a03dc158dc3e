import TesseraTerminal

extension TerminalRenderers {
  /// The colours of changed stress rows, one per revision in turn.
  static let revisionColors: [TerminalColor] = [.green, .yellow, .magenta, .cyan, .blue]

  /// Registers the renderer of ``StressScreen``'s rows: one line with the row's id and how
  /// often it changed; rows changed by a tick stand out in a colour that follows the revision.
  ///
  /// The renderer runs for every row that scrolls into view, so it builds one short line and
  /// nothing else.
  public mutating func registerStressScreen() {
    register(StressScreen.Item.self) { item, context in
      var line = StyledLine("Row \(item.id)", style: ExampleStyle.title)
      if item.revision == 0 {
        line.append("  original", style: ExampleStyle.secondary)
      } else {
        let colors = Self.revisionColors
        line.append("  revision \(item.revision)", style: TextStyle(foreground: colors[item.revision % colors.count]))
      }
      return [line.truncated(toWidth: context.width)]
    }
  }
}
