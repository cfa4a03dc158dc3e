import TesseraTerminal

/// The few styles the example renderers share, so the screens look like one app: bold titles,
/// a coloured price, dim secondary text, blue links.
///
/// Colours go away on their own where the output cannot show them (``StyleMode``); every
/// renderer stays readable as plain text.
public enum ExampleStyle {
  /// Titles and names.
  public static let title = TextStyle(attributes: .bold)
  /// Secondary text: subtitles, values, hints.
  public static let secondary = TextStyle(attributes: .dim)
  /// The price.
  public static let price = TextStyle(foreground: .red, attributes: .bold)
  /// Selectable lines that lead somewhere.
  public static let link = TextStyle(foreground: .blue)
  /// Markers before list items and badges.
  public static let accent = TextStyle(foreground: .yellow)
  /// A switch that is on.
  public static let on = TextStyle(foreground: .green, attributes: .bold)
  /// Problems.
  public static let error = TextStyle(foreground: .red, attributes: .bold)
  /// Placeholders shown while data loads.
  public static let placeholder = TextStyle(foreground: .brightBlack)
}
