import TesseraTerminal

extension TerminalRenderers {
  /// Renderers for the rows of every example screen (product, profile, settings, merchants,
  /// stress, feed, chat and files); headers without content keep the default look.
  public static var examples: TerminalRenderers {
    var renderers = TerminalRenderers()
    renderers.registerProductScreen()
    renderers.registerProfileScreen()
    renderers.registerSettingsScreen()
    renderers.registerMerchantScreen()
    renderers.registerStressScreen()
    renderers.registerFeedScreen()
    renderers.registerChatScreen()
    renderers.registerFilesScreen()
    return renderers
  }
}
