/// One of the 16 colours every colour terminal has: 8 base colours and their bright variants.
///
/// The user's terminal theme decides the exact shades, which keeps the output readable on
/// light and dark backgrounds alike.
public enum TerminalColor: UInt8, Sendable, Hashable, CaseIterable {
  case black = 0, red, green, yellow, blue, magenta, cyan, white
  case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan,
    brightWhite

  /// The bright variant of this colour (itself when already bright).
  public var bright: TerminalColor {
    TerminalColor(rawValue: rawValue | 8) ?? self
  }

  /// The SGR parameter selecting this colour as the foreground (30...37, 90...97).
  var foregroundCode: Int {
    rawValue < 8 ? 30 + Int(rawValue) : 90 + Int(rawValue - 8)
  }

  /// The SGR parameter selecting this colour as the background (40...47, 100...107).
  var backgroundCode: Int {
    rawValue < 8 ? 40 + Int(rawValue) : 100 + Int(rawValue - 8)
  }
}
