import TesseraTerminal

extension TerminalRenderers {
  /// Registers the renderer of the chat's messages (``ChatScreen``): the contact's on the left,
  /// the reader's on the right, each under its author, "sending…" until delivered.
  ///
  /// ```
  /// Grace
  ///   Got it!
  ///                                 Me
  ///                         On my way ✓
  /// ```
  public mutating func registerChatScreen() {
    register(ChatScreen.MessageContent.self) { content, context in
      let message = content.message
      let width = context.width
      guard message.isMine else {
        return StyledLine(message.author, style: ExampleStyle.accent).wrapped(toWidth: width)
          + LineLayout.hanging(StyledLine("  "), StyledLine(message.text), width: width)
      }
      // The reader's messages hang from the right edge, within three quarters of the width.
      let room = max(width * 3 / 4, min(width, 10))
      let mark =
        message.delivery == .sent
        ? StyledLine(" ✓", style: ExampleStyle.on) : StyledLine(" sending…", style: ExampleStyle.placeholder)
      var body = StyledLine(message.text).wrapped(toWidth: max(room - mark.width, 1))
      if let last = body.popLast() { body.append(last + mark) }
      let author = StyledLine(message.author, style: ExampleStyle.title)
      return ([author] + body).flatMap { $0.wrapped(toWidth: width) }.map {
        $0.padded(toWidth: width, alignment: .trailing)
      }
    }
  }
}
