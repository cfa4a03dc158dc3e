/// What `visibleScreenText(options:)` of a table or a collection view writes besides each row's
/// text.
public struct ScreenTextOptions: Sendable, Equatable {
  /// Write a line for each section header and footer on screen.
  public var includesHeadersAndFooters: Bool
  /// Write each row's reuse identifier.
  public var includesReuseIdentifiers: Bool
  /// Write each row's height.
  public var includesHeights: Bool

  /// Creates options; everything is included by default.
  public init(
    includesHeadersAndFooters: Bool = true, includesReuseIdentifiers: Bool = true, includesHeights: Bool = true
  ) {
    self.includesHeadersAndFooters = includesHeadersAndFooters
    self.includesReuseIdentifiers = includesReuseIdentifiers
    self.includesHeights = includesHeights
  }
}
