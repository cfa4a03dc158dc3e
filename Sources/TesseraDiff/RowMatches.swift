/// What the diff knows about every row of the target: the source row it was paired with, if
/// any, and whether its content changed.
///
/// Rows are addressed by *flat* index, their position when the rows of all sections are read in
/// order. A list that keeps measured heights or other per-row facts carries them over with this
/// instead of matching identifiers and comparing contents a second time:
///
/// ```swift
/// let stages = StagedChangeset(source: shown, target: next)
/// let heights = (0..<stages.rowMatches.targetRowCount).map { row in
///   stages.rowMatches.unchangedSourceRow(ofTargetRow: row).map { oldHeights[$0] } ?? nil
/// }
/// ```
///
/// Two shapes, so that an in-place change pays nothing per row: when the identifiers are equal
/// position by position every row is its own partner and only ``changedTargetRows`` is stored;
/// otherwise one integer per target row.
public struct RowMatches: Sendable, Equatable {
  /// Whether every target row is paired with the source row at the same flat index.
  public let isInPlace: Bool
  /// The number of rows of the target.
  public let targetRowCount: Int
  /// The flat indexes of the target rows whose content changed (paired rows only), ascending.
  public let changedTargetRows: [Int]
  /// Per target row: the flat source index of its partner, or -1. Empty when ``isInPlace``.
  /// Four bytes a row: a list has fewer than 2³¹ rows.
  @usableFromInline let sources: [Int32]

  /// Matches of two lists whose rows are paired position by position.
  @inlinable
  init(inPlaceRowCount: Int, changedTargetRows: [Int]) {
    self.isInPlace = true
    self.targetRowCount = inPlaceRowCount
    self.changedTargetRows = changedTargetRows
    self.sources = []
  }

  /// Matches of a general diff: `sources` holds the flat source index of every target row's
  /// partner, or -1; `changedTargetRows` the paired rows whose content changed, ascending.
  @usableFromInline
  init(sources: [Int32], changedTargetRows: [Int]) {
    self.isInPlace = false
    self.targetRowCount = sources.count
    self.changedTargetRows = changedTargetRows
    self.sources = sources
  }

  /// Matches in which none of `count` target rows has a partner.
  @usableFromInline
  init(unpairedTargetRowCount count: Int) {
    self.isInPlace = false
    self.targetRowCount = count
    self.changedTargetRows = []
    self.sources = [Int32](repeating: -1, count: count)
  }

  /// No rows on either side.
  public init() {
    self.init(inPlaceRowCount: 0, changedTargetRows: [])
  }

  /// The flat source index of the row paired with target row `row`, or `nil` when it was
  /// inserted (alone or with its section).
  /// - Complexity: O(1).
  @inlinable
  public func sourceRow(ofTargetRow row: Int) -> Int? {
    if isInPlace { return row < targetRowCount ? row : nil }
    let source = Int(sources[row])
    return source >= 0 ? source : nil
  }

  /// Per-row values of the source carried over to the target: for every target row, the value
  /// of the source row it is paired with, or `unpaired` (an inserted row, or a partner beyond
  /// the end of `sourceValues`). Contents are not considered: reset the changed rows yourself.
  ///
  /// ```swift
  /// var heights = stages.rowMatches.carryingOver(oldHeights, unpaired: nil)
  /// for row in stages.rowMatches.changedTargetRows { heights[row] = nil }
  /// ```
  ///
  /// - Complexity: O(*n*), *n* the number of target rows.
  @inlinable
  public func carryingOver<Value>(_ sourceValues: [Value], unpaired: Value) -> [Value] {
    if isInPlace && sourceValues.count == targetRowCount { return sourceValues }
    // Reserved, then filled and written over, all specialized where it is used, while
    // `Array(repeating:count:)` and `Array(unsafeUninitializedCapacity:)` look the array's
    // generic metadata up on every call (several hundred instructions, more than carrying a
    // small list over). The writes go through buffers: no bounds or capacity checks per row.
    var carried: [Value] = []
    carried.reserveCapacity(targetRowCount)
    carried.append(contentsOf: repeatElement(unpaired, count: targetRowCount))
    carried.withUnsafeMutableBufferPointer { carried in
      sourceValues.withUnsafeBufferPointer { values in
        if isInPlace {
          for row in 0..<Swift.min(targetRowCount, values.count) { carried[row] = values[row] }
        } else {
          sources.withUnsafeBufferPointer { sources in
            for row in 0..<targetRowCount {
              let source = Int(sources[row])
              if source >= 0 && source < values.count { carried[row] = values[source] }
            }
          }
        }
      }
    }
    return carried
  }

  /// The flat source index of the row paired with target row `row` when its content did not
  /// change, else `nil`.
  /// - Complexity: O(log c), c the number of changed rows.
  public func unchangedSourceRow(ofTargetRow row: Int) -> Int? {
    guard let source = sourceRow(ofTargetRow: row), !isContentChanged(targetRow: row) else { return nil }
    return source
  }

  /// Whether target row `row` is paired and its content changed.
  /// - Complexity: O(log c), c the number of changed rows.
  public func isContentChanged(targetRow row: Int) -> Bool {
    var low = 0
    var high = changedTargetRows.count
    while low < high {
      let mid = (low + high) / 2
      if changedTargetRows[mid] < row { low = mid + 1 } else { high = mid }
    }
    return low < changedTargetRows.count && changedTargetRows[low] == row
  }
}
