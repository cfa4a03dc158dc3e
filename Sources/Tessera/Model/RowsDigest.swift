/// A keyed 64-bit digest of the bits of a section's rows, taken once as the section is made, so
/// that the diff can pass over a section rebuilt with the same rows with one comparison instead
/// of reading every row (see ``Section/hasSameRows(as:)``).
///
/// What it reads of each row is what the diff compares: the id's stored bits, the content's
/// bits (an inline content's bytes, or the bytes of the value in a content's box, with the
/// content's type) and the height policy with the outline flags. Behaviours are not read, as
/// the diff does not compare them. Rows with identical bits are equal (the identifier and
/// content types document that identical bits count as equal), so equal digests stand for
/// equal rows, unless two different lists of rows happen to share a digest.
///
/// That chance is about one in 2^64 for each pair of sections compared: each pair of words is
/// mixed in by a full 64-by-64-bit multiplication keyed with values drawn once per process (from
/// the standard library's seeded hasher), so rows an app or an attacker chooses cannot aim at a
/// collision without the keys. Bits that differ between equal rows (a string built again in a
/// new buffer, a content boxed with padding bytes that differ) only make a digest differ, and
/// the section is then diffed row by row, as without a digest.
struct RowsDigest {
  /// The running state.
  var state: UInt64
  /// The key mixed into the first word of each pair.
  let key: UInt64

  /// A digest of no rows yet.
  init() {
    let keys = RowsDigest.keys
    state = keys.seed
    key = keys.pairKey
  }

  /// Mixes in two words: their bits decide the state, in order.
  @inline(__always)
  mutating func combine(_ first: UInt64, _ second: UInt64) {
    let product = (first ^ key).multipliedFullWidth(by: second ^ state)
    state = product.high ^ product.low
  }

  /// Mixes in `bytes`, a value's memory: two words at a time, the last ones padded with zeros,
  /// then the byte count.
  mutating func combine(bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset &+ 16 <= bytes.count {
      combine(
        bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
        bytes.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self))
      offset &+= 16
    }
    if offset < bytes.count {
      var tail: (UInt64, UInt64) = (0, 0)
      withUnsafeMutableBytes(of: &tail) { target in
        target.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset...]))
      }
      combine(tail.0, tail.1)
    }
    combine(UInt64(bytes.count), 0)
  }

  /// The digest, never 0 (which stands for none, see ``Section/rowsDigest``).
  var value: UInt64 { state == 0 ? 1 : state }

  /// Whether a row's words can be read as this digest reads them: the id and content storages
  /// are three words each on 64-bit platforms; elsewhere sections are not digested.
  static var isSupported: Bool {
    MemoryLayout<ListIdentifier.Storage>.size == 24 && MemoryLayout<AnyRowContent.Storage>.size == 24
  }

  /// The keys, drawn once per process.
  static let keys: (seed: UInt64, pairKey: UInt64) = {
    var hasher = Hasher()
    hasher.combine(0x5445_5353_4552_41)
    let seed = UInt64(truncatingIfNeeded: hasher.finalize())
    var second = Hasher()
    second.combine(seed)
    return (seed, UInt64(truncatingIfNeeded: second.finalize()))
  }()
}

extension RowsDigest {
  /// Where the fields a digest reads lie in a row, found once from the layout of ``Row``.
  struct RowLayout {
    let idStorage: Int
    let content: Int
    let heightValue: Int
    let heightTag: Int
    let flags: Int

    /// `nil` where a field is not stored where a key path can find it (never for these stored
    /// properties), or where the storages are not three words (see ``isSupported``).
    static let current: RowLayout? = {
      guard isSupported, let id = MemoryLayout<Row>.offset(of: \Row.id),
        let idStorage = MemoryLayout<ListIdentifier>.offset(of: \ListIdentifier.storage),
        let content = MemoryLayout<Row>.offset(of: \Row.content),
        let contentStorage = MemoryLayout<AnyRowContent>.offset(of: \AnyRowContent.storage),
        let height = MemoryLayout<Row>.offset(of: \Row.heightPolicy),
        let heightValue = MemoryLayout<HeightPolicy>.offset(of: \HeightPolicy.value),
        let heightTag = MemoryLayout<HeightPolicy>.offset(of: \HeightPolicy.tag),
        let flags = MemoryLayout<Row>.offset(of: \Row.flags),
        (id + idStorage) % 8 == 0, (content + contentStorage) % 8 == 0, (height + heightValue) % 8 == 0
      else { return nil }
      return RowLayout(
        idStorage: id + idStorage, content: content + contentStorage, heightValue: height + heightValue,
        heightTag: height + heightTag, flags: flags)
    }()
  }

  /// The digest of `rows` and whether one of them has children, in one pass; the digest is 0
  /// where rows cannot be digested (see ``isSupported``).
  ///
  /// Each row's words are read where they lie, without copying the row (which would retain
  /// and release its references): the id's storage, the height's number, then the content's
  /// storage with the height's kind and the flags. A boxed content is read through its box.
  static func survey(_ rows: [Row]) -> (digest: UInt64, containsParents: Bool) {
    guard let layout = RowLayout.current else { return (0, Outline.containsParents(rows)) }
    var digest = RowsDigest()
    var flags: UInt8 = 0
    rows.withUnsafeBufferPointer { rows in
      guard let first = rows.baseAddress else { return }
      let stride = MemoryLayout<Row>.stride
      let raw = UnsafeRawPointer(first)
      for index in rows.indices {
        let row = raw + index &* stride
        let rowFlags = row.load(fromByteOffset: layout.flags, as: UInt8.self)
        flags |= rowFlags
        let kindAndFlags = UInt64(row.load(fromByteOffset: layout.heightTag, as: UInt8.self)) | UInt64(rowFlags) &<< 8
        digest.combine(
          row.load(fromByteOffset: layout.idStorage, as: UInt64.self),
          row.load(fromByteOffset: layout.idStorage &+ 8, as: UInt64.self))
        digest.combine(
          row.load(fromByteOffset: layout.idStorage &+ 16, as: UInt64.self),
          row.load(fromByteOffset: layout.heightValue, as: UInt64.self))
        if case .boxed(let box) = first[index].content.storage {
          box.combineContent(into: &digest)
          digest.combine(UInt64(UInt(bitPattern: ObjectIdentifier(type(of: box)))), kindAndFlags | 1 &<< 32)
        } else {
          digest.combine(
            row.load(fromByteOffset: layout.content, as: UInt64.self),
            row.load(fromByteOffset: layout.content &+ 8, as: UInt64.self))
          digest.combine(row.load(fromByteOffset: layout.content &+ 16, as: UInt64.self), kindAndFlags)
        }
      }
    }
    digest.combine(UInt64(rows.count), 2)
    return (digest.value, flags & Row.parentFlag != 0)
  }
}
