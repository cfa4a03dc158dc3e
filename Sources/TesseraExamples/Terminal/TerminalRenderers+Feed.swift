import TesseraTerminal

extension TerminalRenderers {
  /// Registers the renderer of the feed's posts (``FeedScreen``); its page status row keeps
  /// the terminal's standard look.
  ///
  /// ```
  /// Grace · photo
  ///   #44: Grace measured a million rows.
  /// ```
  public mutating func registerFeedScreen() {
    register(FeedScreen.PostContent.self) { content, context in
      let post = content.post
      var head = StyledLine(post.author, style: ExampleStyle.title)
      head.append(" · \(post.kind.rawValue)", style: ExampleStyle.secondary)
      return head.wrapped(toWidth: context.width)
        + LineLayout.hanging(StyledLine("  "), StyledLine(post.text), width: context.width)
    }
  }
}
