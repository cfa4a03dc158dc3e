/// How a run of text looks: colours and attributes.
///
/// ```swift
/// let price = TextStyle(foreground: .red, attributes: .bold)
/// let selected = price.merged(with: TextStyle(attributes: .inverse))
/// ```
public struct TextStyle: Sendable, Hashable {
  /// Text attributes that can be combined.
  public struct Attributes: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Attributes from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold or increased intensity (SGR 1).
    public static let bold = Attributes(rawValue: 1 << 0)
    /// Faint or decreased intensity (SGR 2).
    public static let dim = Attributes(rawValue: 1 << 1)
    /// Italic (SGR 3); some terminals show it as inverse or not at all.
    public static let italic = Attributes(rawValue: 1 << 2)
    /// Underlined (SGR 4).
    public static let underline = Attributes(rawValue: 1 << 3)
    /// Foreground and background swapped (SGR 7); visible even without colours.
    public static let inverse = Attributes(rawValue: 1 << 4)
  }

  /// The text colour; `nil` keeps the terminal's default.
  public var foreground: TerminalColor?
  /// The background colour; `nil` keeps the terminal's default.
  public var background: TerminalColor?
  /// Bold, dim, italic, underline, inverse.
  public var attributes: Attributes

  /// A style with the given colours and attributes.
  public init(
    foreground: TerminalColor? = nil, background: TerminalColor? = nil,
    attributes: Attributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default look.
  public static let plain = TextStyle()

  /// Whether this style looks like the terminal's default.
  public var isPlain: Bool { self == .plain }

  /// This style with `overlay` laid on top: the overlay's colours win where it sets them and
  /// the attributes of both are combined. Useful for selection or highlight effects.
  public func merged(with overlay: TextStyle) -> TextStyle {
    TextStyle(
      foreground: overlay.foreground ?? foreground,
      background: overlay.background ?? background,
      attributes: attributes.union(overlay.attributes))
  }
}
