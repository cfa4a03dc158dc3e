/// The size of a terminal in character cells.
public struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
  /// Columns (width).
  public private(set) var columns: Int
  /// Rows (height).
  public private(set) var rows: Int

  /// The largest number of columns or rows a size can have: 10,000. No real terminal comes
  /// near it, and every layout's work stays bounded whatever a caller or a broken terminal says.
  public static let maximumDimension = 10_000

  /// A size of `columns` × `rows`, each clamped to `0...maximumDimension`.
  public init(columns: Int, rows: Int) {
    self.columns = min(max(columns, 0), Self.maximumDimension)
    self.rows = min(max(rows, 0), Self.maximumDimension)
  }

  /// The traditional 80 × 24, used when nothing better is known.
  public static let fallback = TerminalSize(columns: 80, rows: 24)

  /// `80x24`.
  public var description: String { "\(columns)x\(rows)" }
}
