/// The hashing floor of a diff: index the old identifiers in an open-addressing table, then look
/// up every new one. Every diff by identity does at least this, so a diff's time over the
/// floor's is what its own bookkeeping costs.
///
/// Buckets are one word (32 bits of the hash and an index into the old identifiers), probed
/// linearly, at most half full; the buckets are kept between runs, so no run allocates.
struct HashingFloor<Key: Hashable> {
  let old: [Key]
  let new: [Key]
  private var buckets: [UInt64]

  init(old: [Key], new: [Key]) {
    self.old = old
    self.new = new
    var count = 16
    while count < old.count * 2 { count <<= 1 }
    buckets = [UInt64](repeating: 0, count: count)
  }

  /// Indexes `old`, looks up every identifier of `new`; returns how many were found.
  mutating func run() -> Int {
    let old = self.old
    let new = self.new
    return buckets.withUnsafeMutableBufferPointer { buckets in
      let mask = buckets.count - 1
      buckets.update(repeating: 0)
      for index in old.indices {
        let hash = old[index].hashValue
        var bucket = hash & mask
        while buckets[bucket] != 0 { bucket = (bucket &+ 1) & mask }
        buckets[bucket] = UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000 | UInt64(index &+ 1)
      }
      var found = 0
      for key in new {
        let hash = key.hashValue
        let tag = UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000
        var bucket = hash & mask
        while true {
          let word = buckets[bucket]
          if word == 0 { break }
          if word & 0xFFFF_FFFF_0000_0000 == tag && old[Int(truncatingIfNeeded: word & 0xFFFF_FFFF) &- 1] == key {
            found &+= 1
            break
          }
          bucket = (bucket &+ 1) & mask
        }
      }
      return found
    }
  }
}
