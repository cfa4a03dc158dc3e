import TesseraTerminal

extension TerminalRenderers {
  /// Registers the renderer of ``MerchantScreen``'s rows: the city and its total on one line,
  /// and, only when the row is expanded, one line per detail with its amount.
  ///
  /// ```
  /// ▾ Beijing 北京                     ¥750
  ///     5411 Supermarkets 超市          500
  ///     5912 Pharmacies 药店            250
  /// ▸ Chengdu 成都                       ¥0
  /// ```
  public mutating func registerMerchantScreen() {
    register(MerchantScreen.MerchantSummary.self) { merchant, context in
      let marker = StyledLine(context.isExpanded ? "▾ " : "▸ ", style: ExampleStyle.accent)
      let sum = StyledLine("¥" + LineLayout.grouped(merchant.sum), style: ExampleStyle.price)
      var lines = LineLayout.spread(
        marker + StyledLine(merchant.city, style: ExampleStyle.title), sum, width: context.width)
      guard context.isExpanded else { return lines }
      if merchant.details.isEmpty {
        lines += LineLayout.hanging(
          StyledLine("    "), StyledLine("No takings", style: ExampleStyle.secondary), width: context.width)
      }
      for detail in merchant.details {
        let amount = StyledLine(LineLayout.grouped(detail.amount), style: ExampleStyle.secondary)
        let category = StyledLine("    ") + StyledLine(detail.category)
        lines += LineLayout.spread(category, amount, width: context.width)
      }
      return lines
    }
  }
}
