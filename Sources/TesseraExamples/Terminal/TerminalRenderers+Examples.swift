import TesseraTerminal

extension TerminalRenderers {
  /// Renderers for the rows of every example screen (product, profile, settings, merchants,
  /// stress, feed and chat); headers without content keep the default look.
  public static var examples: TerminalRenderers {
    var renderers = TerminalRenderers()
    renderers.registerProductScreen()
    renderers.registerProfileScreen()
    renderers.registerSettingsScreen()
    renderers.registerMerchantScreen()
    renderers.registerStressScreen()
    renderers.registerFeedScreen()
    renderers.registerChatScreen()
    return renderers
  }
}
