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
/// Three shapes, so that rows that stay where they were cost nothing per row: when the
/// identifiers are equal position by position every row is its own partner and only
/// ``changedTargetRows`` is stored; when a diff rearranged the rows of a few sections among many
/// in place, the stretches of sections in place are stored as runs of rows (four numbers each)
/// and only the rows of the rearranged sections one integer each; otherwise one integer per
/// target row.
public struct RowMatches: Sendable, Equatable {
  /// Whether every target row is paired with the source row at the same flat index.
  public let isInPlace: Bool
  /// The number of rows of the target.
  public let targetRowCount: Int
  /// The flat indexes of the target rows whose content changed (paired rows only), ascending.
  public let changedTargetRows: [Int]
  /// Per target row outside the stretches (every row when there are none), in order: the flat
  /// source index of its partner, or -1; then the ``runCount`` stretches of target rows paired
  /// with as many consecutive source rows, ascending and apart, four numbers each: the first
  /// target row, its source row, the number of rows, and the number of target rows before the
  /// stretch that lie in none (the index here of the next row that does not). Empty when
  /// ``isInPlace``. Four bytes a number: a list has fewer than 2³¹ rows. One array, so that
  /// matches cost one reference however they are stored.
  @usableFromInline let sources: [Int32]
  /// The number of stretches at the end of ``sources``: none unless a diff kept long stretches
  /// of sections in place.
  @usableFromInline let runCount: Int

  /// Where the stretches start in ``sources``.
  @inlinable
  var runsStart: Int { sources.count &- 4 &* runCount }

  /// Matches of two lists whose rows are paired position by position.
  @inlinable
  init(inPlaceRowCount: Int, changedTargetRows: [Int]) {
    self.isInPlace = true
    self.targetRowCount = inPlaceRowCount
    self.changedTargetRows = changedTargetRows
    self.sources = []
    self.runCount = 0
  }

  /// Matches of a general diff: `sources` holds the flat source index of every target row's
  /// partner, or -1; `changedTargetRows` the paired rows whose content changed, ascending.
  @usableFromInline
  init(sources: [Int32], changedTargetRows: [Int]) {
    self.isInPlace = false
    self.targetRowCount = sources.count
    self.changedTargetRows = changedTargetRows
    self.sources = sources
    self.runCount = 0
  }

  /// Matches of `targetRowCount` rows in `runCount` stretches paired with consecutive source
  /// rows and single rows: `sources` holds the partners of the single rows in order (-1 for
  /// none), then the stretches (see ``sources``); `changedTargetRows` the paired rows whose
  /// content changed, ascending.
  @usableFromInline
  init(sources: [Int32], runCount: Int, targetRowCount: Int, changedTargetRows: [Int]) {
    self.isInPlace = false
    self.targetRowCount = targetRowCount
    self.changedTargetRows = changedTargetRows
    self.sources = sources
    self.runCount = runCount
  }

  /// Matches in which none of `count` target rows has a partner.
  @usableFromInline
  init(unpairedTargetRowCount count: Int) {
    self.isInPlace = false
    self.targetRowCount = count
    self.changedTargetRows = []
    self.sources = [Int32](repeating: -1, count: count)
    self.runCount = 0
  }

  /// No rows on either side.
  public init() {
    self.init(inPlaceRowCount: 0, changedTargetRows: [])
  }

  /// The flat source index of the row paired with target row `row`, or `nil` when it was
  /// inserted (alone or with its section).
  ///
  /// To visit every row, ``forEachSourceRow(_:)`` reads each stretch once instead of finding it.
  /// - Complexity: O(1); O(log *s*), *s* the stretches of rows in place, for matches that keep
  ///   them as stretches.
  @inlinable
  public func sourceRow(ofTargetRow row: Int) -> Int? {
    if isInPlace { return row < targetRowCount ? row : nil }
    var index = row
    if runCount > 0 {
      let runs = runsStart
      // The stretches that start at or before `row`.
      var low = 0
      var high = runCount
      while low < high {
        let middle = (low &+ high) / 2
        if Int(sources[runs &+ middle &* 4]) <= row { low = middle &+ 1 } else { high = middle }
      }
      if low > 0 {
        let run = runs &+ (low &- 1) &* 4
        let offset = row &- Int(sources[run])
        let count = Int(sources[run &+ 2])
        if offset < count { return Int(sources[run &+ 1]) &+ offset }
        index = Int(sources[run &+ 3]) &+ (offset &- count)
      }
    }
    let source = Int(sources[index])
    return source >= 0 ? source : nil
  }

  /// Calls `body` with every target row, in order, and the flat source index of the row paired
  /// with it (`nil` for an inserted row): ``sourceRow(ofTargetRow:)`` for all rows, without
  /// looking each one up.
  ///
  /// ```swift
  /// var heights = [Double?](repeating: nil, count: stages.rowMatches.targetRowCount)
  /// stages.rowMatches.forEachSourceRow { row, source in
  ///   heights[row] = source.flatMap { oldHeights[$0] }
  /// }
  /// ```
  ///
  /// - Complexity: O(*n*), *n* the number of target rows.
  @inlinable
  public func forEachSourceRow(_ body: (_ targetRow: Int, _ sourceRow: Int?) throws -> Void) rethrows {
    if isInPlace {
      for row in 0..<targetRowCount { try body(row, row) }
      return
    }
    try walk(
      single: { row, source in try body(row, source >= 0 ? source : nil) },
      run: { start, first, count in
        for offset in 0..<count { try body(start &+ offset, first &+ offset) }
      })
  }

  /// Reads the matches of a diff that is not in place in target order: `single` with a row and
  /// the flat source index of its partner (-1 for none), `run` with a stretch of rows paired
  /// with consecutive source rows (its first target row, first source row and length).
  @inlinable @inline(__always)
  func walk(
    single: (_ row: Int, _ source: Int) throws -> Void, run: (_ start: Int, _ first: Int, _ count: Int) throws -> Void
  ) rethrows {
    try sources.withUnsafeBufferPointer { sources in
      var row = 0
      var index = 0
      var next = sources.count &- 4 &* runCount
      while row < targetRowCount {
        let runStart = next < sources.count ? Int(sources[next]) : targetRowCount
        while row < runStart {
          try single(row, Int(sources[index]))
          row &+= 1
          index &+= 1
        }
        guard next < sources.count else { break }
        let count = Int(sources[next &+ 2])
        try run(runStart, Int(sources[next &+ 1]), count)
        row = runStart &+ count
        next &+= 4
      }
    }
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
          // A stretch is copied as a block; the other rows are read one by one (every row when
          // there is no stretch).
          walk(
            single: { row, source in
              if source >= 0 && source < values.count { carried[row] = values[source] }
            },
            run: { start, first, count in
              for offset in 0..<Swift.max(0, Swift.min(count, values.count &- first)) {
                carried[start &+ offset] = values[first &+ offset]
              }
            })
        }
      }
    }
    return carried
  }

  /// Whether both pair every target row with the same source row and report the same changed
  /// rows, whichever shape each stores them in.
  public static func == (lhs: RowMatches, rhs: RowMatches) -> Bool {
    guard lhs.isInPlace == rhs.isInPlace, lhs.targetRowCount == rhs.targetRowCount,
      lhs.changedTargetRows == rhs.changedTargetRows
    else { return false }
    if lhs.runCount == rhs.runCount && lhs.sources == rhs.sources { return true }
    if lhs.runCount == 0 && rhs.runCount == 0 { return false }
    var same = true
    lhs.forEachSourceRow { row, source in
      if same && rhs.sourceRow(ofTargetRow: row) != source { same = false }
    }
    return same
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
