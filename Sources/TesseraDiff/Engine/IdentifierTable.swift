/// A hash table from identifiers to one `Int` each, for the matching loops of the diff.
///
/// Open addressing with linear probing over buckets of one word (a 32-bit hash tag and an entry
/// number), and entries (key and value side by side) in insertion order. Compared with
/// `Dictionary` it hashes nothing twice, touches no reference count in its loops and needs about
/// half the memory. It is non-copyable and frees its memory when it goes out of scope.
@usableFromInline
struct IdentifierTable<Key: Hashable>: ~Copyable {
  /// A key and its value.
  @usableFromInline
  struct Entry {
    @usableFromInline var key: Key
    @usableFromInline var value: Int

    @inlinable
    init(key: Key, value: Int) {
      self.key = key
      self.value = value
    }
  }

  @usableFromInline static var tagMask: UInt64 { 0xFFFF_FFFF_0000_0000 }

  @usableFromInline var buckets: UnsafeMutablePointer<UInt64>
  @usableFromInline var entries: UnsafeMutablePointer<Entry>
  @usableFromInline var bucketMask: Int
  @usableFromInline var count: Int
  @usableFromInline var entryCapacity: Int

  /// A table that holds `minimumCapacity` keys without growing (at most half of the buckets used).
  @inlinable
  init(minimumCapacity: Int) {
    var bucketCount = 16
    while bucketCount < minimumCapacity &* 2 { bucketCount &<<= 1 }
    buckets = .allocate(capacity: bucketCount)
    buckets.initialize(repeating: 0, count: bucketCount)
    entryCapacity = bucketCount / 2
    entries = .allocate(capacity: entryCapacity)
    bucketMask = bucketCount - 1
    count = 0
  }

  @inlinable
  deinit {
    entries.deinitialize(count: count)
    entries.deallocate()
    buckets.deallocate()
  }

  /// The value of entry `entry`.
  @inlinable
  subscript(entry: Int) -> Int {
    get { entries[entry].value }
    nonmutating set { entries[entry].value = newValue }
  }

  /// Finds `key`, or inserts it with `value`; returns its entry and whether it was inserted.
  ///
  /// - Complexity: O(1) expected; one hash of `key`.
  @inlinable
  mutating func findOrInsert(_ key: Key, value: Int) -> (entry: Int, inserted: Bool) {
    let hash = key.hashValue
    let tag = UInt64(truncatingIfNeeded: hash) & Self.tagMask
    var bucket = hash & bucketMask
    while true {
      let word = buckets[bucket]
      if word == 0 { break }
      if word & Self.tagMask == tag {
        let entry = Int(truncatingIfNeeded: word & 0xFFFF_FFFF) &- 1
        if entries[entry].key == key { return (entry, false) }
      }
      bucket = (bucket &+ 1) & bucketMask
    }
    if count == entryCapacity {
      grow()
      bucket = emptyBucket(for: hash)
    }
    let entry = count
    (entries + entry).initialize(to: Entry(key: key, value: value))
    buckets[bucket] = tag | UInt64(truncatingIfNeeded: entry &+ 1)
    count = entry &+ 1
    return (entry, true)
  }

  /// The first empty bucket on the probe path of `hash`.
  @inlinable
  func emptyBucket(for hash: Int) -> Int {
    var bucket = hash & bucketMask
    while buckets[bucket] != 0 { bucket = (bucket &+ 1) & bucketMask }
    return bucket
  }

  /// Doubles the buckets and the entry storage, rehashing every key.
  @inlinable
  mutating func grow() {
    let bucketCount = (bucketMask + 1) &* 2
    let newBuckets = UnsafeMutablePointer<UInt64>.allocate(capacity: bucketCount)
    newBuckets.initialize(repeating: 0, count: bucketCount)
    let newEntries = UnsafeMutablePointer<Entry>.allocate(capacity: bucketCount / 2)
    newEntries.moveInitialize(from: entries, count: count)
    entries.deallocate()
    buckets.deallocate()
    buckets = newBuckets
    entries = newEntries
    bucketMask = bucketCount - 1
    entryCapacity = bucketCount / 2
    for entry in 0..<count {
      let hash = entries[entry].key.hashValue
      let tag = UInt64(truncatingIfNeeded: hash) & Self.tagMask
      buckets[emptyBucket(for: hash)] = tag | UInt64(truncatingIfNeeded: entry &+ 1)
    }
  }
}
