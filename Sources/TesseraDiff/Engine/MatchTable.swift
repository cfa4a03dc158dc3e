/// An open-addressing hash table over workspace memory, for the matching loops of the diff.
///
/// A bucket is two words: a *stamp* (the identifier's hash with its low 16 bits replaced by the
/// table's epoch) and a *reference*, a packed path to one occurrence of the identifier (in the
/// source or the target) with two bits of what the diff knows about it. Keys are never copied
/// into the table: a lookup compares its key with the element the reference points at, and only
/// when the stamps are equal. Linear probing, at most about half full, never resized: the diff
/// knows how many keys there can be.
///
/// Never cleared either: a bucket is empty unless its stamp carries the table's epoch, a number
/// no earlier table of the same workspace used. The region of the tables is always at the start
/// of the workspace and holds nothing else, so stamps are always at even words, and
/// ``DiffWorkspace`` zeroes only memory that last held something other than buckets (and all of
/// it once every 65,000 tables or so, when the epochs wrap).
///
/// Hash flooding: the hashes come from `hashValue`, which the standard library seeds per process,
/// so identifiers an attacker chooses cannot be made to collide. A type whose hash ignores that
/// seed could still cluster in one run of buckets; when a probe sequence grows past
/// ``probeLimit`` the table moves every entry to a bucket order mixed with a random seed, so such
/// keys cost linear time again (keys whose full hashes are equal cannot be told apart by any
/// table, and stay the type's responsibility).
@usableFromInline
struct MatchTable {
  /// The reference points into the target.
  @usableFromInline static var targetSide: Int { 1 << 62 }
  /// No source occurrence of the identifier is left to pair.
  @usableFromInline static var exhausted: Int { 1 << 61 }
  /// The packed path of a reference.
  @usableFromInline static var pathMask: Int { (1 << 61) - 1 }
  /// The bits of a stamp that hold the epoch.
  @usableFromInline static var epochMask: Int { 0xFFFF }
  /// The largest epoch.
  @usableFromInline static var lastEpoch: Int { 0xFFFF }
  /// The probe length that makes the table switch to its seeded bucket order.
  @usableFromInline static var probeLimit: Int { 128 }

  @usableFromInline let buckets: UnsafeMutableBufferPointer<Int>
  @usableFromInline let mask: Int
  /// The epoch of the buckets in use; stamps with another one are empty buckets.
  @usableFromInline var epoch: Int
  /// 0 while buckets are chosen by the hash alone; else the seed mixed into it.
  @usableFromInline var seed = 0
  /// The longest probe sequence so far.
  @usableFromInline var longestProbe = 0

  /// The number of buckets for at most `sourceKeys + targetKeys` keys: the source keys fill at
  /// most half, all keys at most about four fifths.
  @inlinable
  static func bucketCount(sourceKeys: Int, targetKeys: Int) -> Int {
    let needed = Swift.max(2 &* sourceKeys, (sourceKeys &+ targetKeys) &* 5 / 4 &+ 1, 8)
    var count = 8
    while count < needed { count &<<= 1 }
    return count
  }

  /// The words a table for these keys takes.
  @inlinable
  static func wordCount(sourceKeys: Int, targetKeys: Int) -> Int {
    2 &* bucketCount(sourceKeys: sourceKeys, targetKeys: targetKeys)
  }

  /// An empty table at the start of `region`, whose buckets carry no stamp with `epoch`.
  @inlinable
  init(region: UnsafeMutableBufferPointer<Int>, sourceKeys: Int, targetKeys: Int, epoch: Int) {
    let count = Self.bucketCount(sourceKeys: sourceKeys, targetKeys: targetKeys)
    buckets = UnsafeMutableBufferPointer(rebasing: region[0..<(2 &* count)])
    mask = count &- 1
    self.epoch = epoch
  }

  /// The first bucket to probe for `hash`: its low bits, or in seeded order a mix of the seed
  /// and the bits the stamp keeps (so entries can move without their keys being hashed again).
  @inlinable @inline(__always)
  func home(_ hash: Int) -> Int {
    seed == 0 ? hash & mask : Self.mix(hash & ~Self.epochMask ^ seed) & mask
  }

  /// A full-avalanche mix of 64 bits.
  @inlinable
  static func mix(_ value: Int) -> Int {
    var bits = UInt64(truncatingIfNeeded: value)
    bits = (bits ^ (bits &>> 33)) &* 0xFF51_AFD7_ED55_8CCD
    bits = (bits ^ (bits &>> 33)) &* 0xC4CE_B9FE_1A85_EC53
    return Int(truncatingIfNeeded: bits ^ (bits &>> 33))
  }

  /// The stamp of `hash` in this table.
  @inlinable @inline(__always)
  func stamp(_ hash: Int) -> Int { hash & ~Self.epochMask | epoch }

  /// The bucket of the key with `hash` for which `matches(reference)` holds, or else the empty
  /// bucket where it goes.
  @inlinable @inline(__always)
  mutating func find(_ hash: Int, _ matches: (Int) -> Bool) -> (bucket: Int, found: Bool) {
    while true {
      let stamp = stamp(hash)
      var bucket = home(hash)
      var probes = 0
      while true {
        let word = buckets[2 &* bucket]
        if word == stamp {
          if matches(buckets[2 &* bucket &+ 1]) { return (bucket, true) }
        } else if word & Self.epochMask != epoch {
          break
        }
        bucket = (bucket &+ 1) & mask
        probes &+= 1
      }
      guard probes > longestProbe else { return (bucket, false) }
      longestProbe = probes
      guard probes > Self.probeLimit && seed == 0 else { return (bucket, false) }
      reseed()
    }
  }

  /// The reference of `bucket`.
  @inlinable @inline(__always)
  func reference(_ bucket: Int) -> Int { buckets[2 &* bucket &+ 1] }

  /// Replaces the reference of an occupied `bucket`.
  @inlinable @inline(__always)
  func setReference(_ reference: Int, of bucket: Int) { buckets[2 &* bucket &+ 1] = reference }

  /// Fills the empty `bucket` (as returned by ``find(_:_:)``).
  @inlinable @inline(__always)
  func insert(_ hash: Int, reference: Int, at bucket: Int) {
    buckets[2 &* bucket] = stamp(hash)
    buckets[2 &* bucket &+ 1] = reference
  }

  /// Moves every entry to the bucket order mixed with a fresh random seed, under the next epoch
  /// (which empties the old buckets at once).
  @usableFromInline
  mutating func reseed() {
    var entries: [(hash: Int, reference: Int)] = []
    for bucket in 0...mask where buckets[2 &* bucket] & Self.epochMask == epoch {
      entries.append((buckets[2 &* bucket], buckets[2 &* bucket &+ 1]))
    }
    epoch &+= 1
    seed = Int.random(in: 1...Int.max)
    longestProbe = 0
    for entry in entries {
      var bucket = home(entry.hash)
      var probes = 0
      while buckets[2 &* bucket] & Self.epochMask == epoch {
        bucket = (bucket &+ 1) & mask
        probes &+= 1
      }
      longestProbe = Swift.max(longestProbe, probes)
      insert(entry.hash, reference: entry.reference, at: bucket)
    }
  }
}
