/// The identifiers of every row of the list a workspace's last diff ended on, counted by hash,
/// kept with that list: the next diff, whose source is usually that list, tells from them whether
/// a row that leaves its section shares its identifier with a row of a section that stayed in
/// place, without reading the rows of those sections.
///
/// Kept only by diffs of `Sendable` sections (the list is held in a `Sendable` workspace).
/// Counted when a diff needs the answer and its source is the list the workspace's last diff
/// ended on (or the workspace has none yet): a caller that diffs the same list update after
/// update. Every diff that can say what its target holds (the in-place path and the path that
/// diffs rearranged sections apart) carries the counts over to its target in O(*s* + *k*), *s*
/// sections and *k* rows of the sections whose rows changed; other diffs keep their target
/// alone (``init(listOnly:)``).
///
/// A count belongs to a hash, not an identifier, so identifiers with equal hashes count as one:
/// an answer can say "shared" wrongly, which sends the diff down the general path, never
/// "apart" wrongly.
@usableFromInline
struct PlacedIdentifiers: Sendable {
  /// The list counted, a `[Section]`: held so that no other list can take the place of its
  /// sections, which the next diff compares with its source's.
  @usableFromInline var list: any Sendable
  /// The buckets, open addressing with linear probing: a key (a hash, with 0 stored as 1) or 0
  /// for an empty bucket. A key stays when its count falls to 0.
  @usableFromInline var keys: [Int]
  /// The number of rows with the key of the same bucket.
  @usableFromInline var counts: [Int32]
  /// The buckets that hold a key.
  @usableFromInline var filledBuckets = 0

  /// The counts of the rows of `sections`, held with `list`; `nil` when the probes outgrow the
  /// limits of ``add(rowsOf:_:)`` (hashes that ignore the standard library's seed and cluster).
  @inlinable
  static func counting<Section: DiffableSection>(_ sections: [Section], list: any Sendable) -> PlacedIdentifiers? {
    var rowCount = 0
    for index in sections.indices { rowCount &+= DiffEngine.elements(ofSectionAt: index, in: sections).count }
    var counted = PlacedIdentifiers(list: list, bucketCount: bucketCount(forKeys: rowCount))
    for index in sections.indices {
      guard counted.add(rowsOf: DiffEngine.elements(ofSectionAt: index, in: sections), 1) else { return nil }
    }
    return counted
  }

  /// `list` alone, without counts: what a diff keeps when it did not need them or could not
  /// carry them, so that the next one can tell whether its source is that list (a list diffed
  /// update after update) before it counts anything.
  @inlinable
  init(listOnly list: any Sendable) {
    self.list = list
    self.keys = []
    self.counts = []
  }

  /// Whether the rows of ``list`` are counted (not ``init(listOnly:)``).
  @inlinable
  var hasCounts: Bool { !keys.isEmpty }

  @inlinable
  init(list: any Sendable, bucketCount: Int) {
    self.list = list
    self.keys = [Int](repeating: 0, count: bucketCount)
    self.counts = [Int32](repeating: 0, count: bucketCount)
  }

  /// A power of two at least twice `count` (and at least 16).
  @inlinable
  static func bucketCount(forKeys count: Int) -> Int {
    var buckets = 16
    while buckets < 2 &* count { buckets &<<= 1 }
    return buckets
  }

  /// The key of a hash: buckets use 0 for empty.
  @inlinable @inline(__always)
  static func key(_ hash: Int) -> Int { hash == 0 ? 1 : hash }

  /// The first bucket of `key` among `count` (a power of two): the top bits of the key times the
  /// golden ratio, so keys that differ only in their high bits still spread.
  @inlinable @inline(__always)
  static func bucket(_ key: Int, count: Int) -> Int {
    let shift = UInt(Int.bitWidth &- count.trailingZeroBitCount)
    return Int(bitPattern: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
  }

  /// The bucket of `keys` (a power of two of them, 0 for an empty one) that holds `key`, or the
  /// empty one where it goes, found by linear probing from ``bucket(_:count:)``, and the number
  /// of buckets passed; the bucket is -1 when that number grows past ``MatchTable/probeLimit``.
  @inlinable @inline(__always)
  static func probe(_ key: Int, in keys: UnsafeBufferPointer<Int>) -> (bucket: Int, probes: Int) {
    let mask = keys.count &- 1
    var index = bucket(key, count: keys.count)
    var probes = 0
    while keys[index] != 0 && keys[index] != key {
      index = (index &+ 1) & mask
      probes &+= 1
      if probes > MatchTable.probeLimit { return (-1, probes) }
    }
    return (index, probes)
  }

  /// How many rows have the identifier hash of `key`; `Int.max` when the probe sequence grows
  /// past ``MatchTable/probeLimit`` (which the caller takes as "shared").
  @inlinable
  func count(ofKey key: Int) -> Int {
    let bucket = keys.withUnsafeBufferPointer { Self.probe(key, in: $0).bucket }
    guard bucket >= 0 else { return .max }
    return keys[bucket] == key ? Int(counts[bucket]) : 0
  }

  /// Adds `delta` to the count of every row of `rows`; `false` when a probe sequence grows past
  /// ``MatchTable/probeLimit``, or all of them together past eight buckets a row on average,
  /// after which the counts are wrong and must be dropped. So identifiers whose hashes ignore the
  /// standard library's seed and were chosen to share buckets cost a bounded amount of work.
  @inlinable
  mutating func add<Element: Diffable>(rowsOf rows: [Element], _ delta: Int32) -> Bool {
    rows.withUnsafeBufferPointer { rows in
      guard let first = rows.baseAddress else { return true }
      let elements = UnsafeMutablePointer(mutating: first)
      return add(count: rows.count, delta) { Self.key(DiffEngine.identifierHash(elements + $0)) }
    }
  }

  /// Adds `delta` to the count of every key of `added` (as ``add(rowsOf:_:)``, keys instead of rows).
  @inlinable
  mutating func add(keys added: [Int], _ delta: Int32) -> Bool {
    added.withUnsafeBufferPointer { added in add(count: added.count, delta) { added[$0] } }
  }

  /// Adds `delta` to the counts of the `count` keys `key` gives, by index (see ``add(rowsOf:_:)``).
  @inlinable @inline(__always)
  mutating func add(count: Int, _ delta: Int32, key: (Int) -> Int) -> Bool {
    if count == 0 { return true }
    if delta > 0 && 2 &* (filledBuckets &+ count) > keys.count {
      guard rehash(bucketCount: Self.bucketCount(forKeys: liveKeyCount &+ count)) else { return false }
    }
    return keys.withUnsafeMutableBufferPointer { keys in
      counts.withUnsafeMutableBufferPointer { counts in
        var budget = 8 &* count &+ MatchTable.probeLimit
        for index in 0..<count {
          let key = key(index)
          let (bucket, probes) = Self.probe(key, in: UnsafeBufferPointer(keys))
          budget &-= probes
          if bucket < 0 || budget < 0 { return false }
          if keys[bucket] == 0 {
            keys[bucket] = key
            filledBuckets &+= 1
          }
          counts[bucket] &+= delta
        }
        return true
      }
    }
  }

  /// The keys whose count is not 0.
  @inlinable
  var liveKeyCount: Int {
    var live = 0
    for count in counts where count != 0 { live &+= 1 }
    return live
  }

  /// Moves the keys whose count is not 0 into `bucketCount` buckets, dropping the others;
  /// `false` when a probe sequence grows past ``MatchTable/probeLimit``.
  @inlinable
  mutating func rehash(bucketCount: Int) -> Bool {
    var moved = PlacedIdentifiers(list: list, bucketCount: bucketCount)
    for index in keys.indices where counts[index] != 0 {
      let key = keys[index]
      let bucket = moved.keys.withUnsafeBufferPointer { Self.probe(key, in: $0).bucket }
      guard bucket >= 0 else { return false }
      moved.keys[bucket] = key
      moved.counts[bucket] = counts[index]
      moved.filledBuckets &+= 1
    }
    self = moved
    return true
  }

  /// The bytes the counts take.
  @inlinable
  var byteCount: Int {
    keys.count &* MemoryLayout<Int>.stride &+ counts.count &* MemoryLayout<Int32>.stride
  }
}

extension Optional {
  /// The value, leaving `nil` in its place: moved out with `swap`, not copied (a copy of the
  /// counts is a retain of each of their arrays). `Optional.take()` is not in every SDK that
  /// Tessera builds for.
  @inlinable
  mutating func movedOut() -> Wrapped? {
    var moved: Wrapped? = nil
    swap(&moved, &self)
    return moved
  }
}
