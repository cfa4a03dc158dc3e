/// One of the 16 colours every colour terminal has: 8 base colours and their bright variants.
///
/// The user's terminal theme decides the exact shades, which keeps the output readable on
/// light and dark backgrounds alike.
public enum TerminalColor: UInt8, Sendable, Hashable, CaseIterable {
  /// Black (SGR 30 / 40).
  case black = 0
  /// Red (SGR 31 / 41).
  case red
  /// Green (SGR 32 / 42).
  case green
  /// Yellow (SGR 33 / 43).
  case yellow
  /// Blue (SGR 34 / 44).
  case blue
  /// Magenta (SGR 35 / 45).
  case magenta
  /// Cyan (SGR 36 / 46).
  case cyan
  /// White, usually light grey (SGR 37 / 47).
  case white
  /// Bright black, usually dark grey (SGR 90 / 100).
  case brightBlack
  /// Bright red (SGR 91 / 101).
  case brightRed
  /// Bright green (SGR 92 / 102).
  case brightGreen
  /// Bright yellow (SGR 93 / 103).
  case brightYellow
  /// Bright blue (SGR 94 / 104).
  case brightBlue
  /// Bright magenta (SGR 95 / 105).
  case brightMagenta
  /// Bright cyan (SGR 96 / 106).
  case brightCyan
  /// Bright white (SGR 97 / 107).
  case brightWhite

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
