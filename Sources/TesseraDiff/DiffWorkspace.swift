/// Memory a diff works in, kept between diffs so that a list diffed again and again allocates
/// its lookup tables and match arrays once.
///
/// A diff of *n* rows needs a few words per row for its tables. Without a workspace each diff
/// allocates them and frees them at the end, which for a large list means mapping fresh pages
/// every time; with one, a steady stream of updates of the same list reuses the same memory:
///
/// ```swift
/// var workspace = DiffWorkspace()
/// for next in snapshots {
///   let stages = StagedChangeset(source: shown, target: next, workspace: &workspace)
///   ...
/// }
/// ```
///
/// A workspace is a value: give each diff that may run at the same time its own, or move one
/// into a background task and take it back with the result (a copy shares the memory until one
/// of the copies is used, then the diff that uses it allocates its own).
///
/// For lists of `Sendable` sections the workspace also remembers the last target: the first
/// diff that moves, inserts or deletes rows in a few sections of a large list counts the
/// identifiers of every row, and the next diffs of that list, whose source is the last target,
/// keep the count current at the cost of the sections that changed instead of reading every row
/// again. So a workspace holds on to the last target's sections until its next diff.
public struct DiffWorkspace: Sendable {
  /// The memory, as machine words.
  @usableFromInline var words: [Int]
  /// The last epoch a lookup table in ``words`` used (see ``MatchTable``).
  @usableFromInline var tableEpoch = 0
  /// How many words at the start of ``words`` hold nothing but buckets of earlier tables (or
  /// zeros): the memory a new table can use without clearing it.
  @usableFromInline var cleanTableWords = 0
  /// The per-row array of the last diff's ``RowMatches``: once those are let go, the next diff
  /// builds its own in the same memory.
  @usableFromInline var matchSources: [Int32] = []
  /// The longest probe sequence (in buckets) the last diff met in its lookup tables.
  @usableFromInline var longestProbe = 0
  /// Whether a lookup table of the last diff switched to its seeded bucket order because some
  /// probe sequence grew longer than ``MatchTable/probeLimit``.
  @usableFromInline var usedSeededBuckets = false
  /// The most words of scratch memory used since the last ``withMemory(count:tableWords:_:)``:
  /// a diff that scans the whole list and then diffs a few of its sections apart needs them
  /// again at its next scan, after the tables' region the small diff leaves clean, so the small
  /// diff sizes the memory for both (once, not at the next scan, which would clear it all).
  @usableFromInline var scratchWords = 0
  /// The last target of a diff of `Sendable` sections, with the counts of its rows' identifiers
  /// once a diff needed them (see ``PlacedIdentifiers``).
  @usableFromInline var placedIdentifiers: PlacedIdentifiers?
  /// Whether counting the identifiers of this workspace's lists outgrew its probe limits once
  /// (hashes that cluster): its diffs then read the rows in place instead of counting again.
  @usableFromInline var placedIdentifiersOverflowed = false

  /// An empty workspace; the first diff sizes it.
  public init() {
    words = []
  }

  /// The bytes the workspace keeps for the next diff (its own memory, not the sections it
  /// may hold).
  public var byteCount: Int {
    words.count * MemoryLayout<Int>.stride + (placedIdentifiers?.byteCount ?? 0)
  }

  /// Calls `body` with `count` words of memory whose first `tableWords` are ready for lookup
  /// tables stamped from the epoch `body` gets; `body` returns its result and the next epoch
  /// it did not use. The rest of the memory holds anything.
  ///
  /// The memory grows to the largest diff seen (doubling, so a list that grows a little at a
  /// time does not reallocate every time) and shrinks when a diff needs less than an eighth of it.
  @inlinable
  mutating func withMemory<Result>(
    count: Int, tableWords: Int,
    _ body: (UnsafeMutableBufferPointer<Int>, _ firstEpoch: Int) -> (Result, nextEpoch: Int)
  ) -> Result {
    let needed = Swift.max(count, tableWords &+ scratchWords)
    scratchWords = 0
    if words.count < needed || (words.count > 8 &* needed && words.count > 1 << 16) {
      let size = words.count < needed ? Swift.max(needed, Swift.min(words.count &* 2, needed &* 2)) : needed &* 2
      words = [Int](repeating: 0, count: size)
      cleanTableWords = size
      tableEpoch = 0
    }
    // A diff uses at most four epochs (two tables, each reseeded at most once).
    if tableEpoch > MatchTable.lastEpoch &- 8 {
      tableEpoch = 0
      cleanTableWords = 0
    }
    let clean = cleanTableWords
    let first = tableEpoch &+ 1
    let (result, next) = words.withUnsafeMutableBufferPointer { all in
      if clean < tableWords { UnsafeMutableBufferPointer(rebasing: all[clean..<tableWords]).update(repeating: 0) }
      return body(UnsafeMutableBufferPointer(rebasing: all[0..<count]), first)
    }
    tableEpoch = next &- 1
    // Everything after the tables' region now holds match arrays.
    cleanTableWords = tableWords
    return result
  }

  /// Calls `body` with `count` words of memory (their contents undefined) that leave the
  /// lookup tables' region as it is, for work that needs no table.
  @inlinable
  mutating func withScratch<Result>(count: Int, _ body: (UnsafeMutableBufferPointer<Int>) -> Result) -> Result {
    let start = cleanTableWords
    scratchWords = Swift.max(scratchWords, count)
    if words.count < start &+ count {
      // With room for a larger table region before the scratch: a diff that scans the whole list
      // and then diffs a few sections apart leaves their tables there for the next scan.
      let needed = start &+ count
      words = [Int](repeating: 0, count: Swift.max(needed &+ needed / 4, Swift.min(words.count &* 2, needed &* 2)))
    }
    return words.withUnsafeMutableBufferPointer { all in
      body(UnsafeMutableBufferPointer(rebasing: all[start..<(start &+ count)]))
    }
  }
}
