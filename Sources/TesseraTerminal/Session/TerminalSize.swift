/// The size of a terminal in character cells.
public struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
  /// Columns (width).
  public var columns: Int
  /// Rows (height).
  public var rows: Int

  /// A size of `columns` × `rows`, each clamped to at least 0.
  public init(columns: Int, rows: Int) {
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
  }

  /// The traditional 80 × 24, used when nothing better is known.
  public static let fallback = TerminalSize(columns: 80, rows: 24)

  /// `80x24`.
  public var description: String { "\(columns)x\(rows)" }
}
