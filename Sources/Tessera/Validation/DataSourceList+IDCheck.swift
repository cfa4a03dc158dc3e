extension DataSourceList {
  /// Whether a section or row id occurs twice or is not equal to itself: what a reload, which
  /// runs no diff, checks before showing a list.
  ///
  /// The row ids are checked by their stored hashes, read where the rows are (no row or id is
  /// copied, nothing is hashed again), in an open-addressing table of the low half of each hash
  /// (its bucket comes from the whole hash), half the size of a table of whole hashes; only when
  /// two halves meet in the table are the ids compared, so a list of unique ids almost never
  /// calls an id's `==` (two halves of different hashes meet about once in 100,000 lists of
  /// 100,000 rows).
  ///
  /// - Complexity: O(rows + sections), a few instructions a row.
  func hasIDProblems() -> Bool {
    var sectionIDs = Set<SectionID>(minimumCapacity: sectionCount)
    for section in sections {
      guard sectionIDs.insert(section.id).inserted, section.id.isEqualToItself else { return true }
    }
    let count = rowCount
    guard count > 1 else { return sections.first { !$0.rows.isEmpty }?.rows[0].id.isEqualToItself == false }
    var bits = 3
    while 1 &<< bits < 2 &* count { bits &+= 1 }
    let mask = 1 &<< bits &- 1
    let shift = UInt(Int.bitWidth &- bits)
    // 32 bits per bucket: the low half of a stored hash (0 stands for 1), 0 for an empty
    // bucket. The bucket comes from the whole hash, so different hashes with equal halves
    // seldom meet; when they do, the ids are compared below.
    var table = [UInt32](repeating: 0, count: 1 &<< bits)
    var repeated = false
    let problem = table.withUnsafeMutableBufferPointer { table in
      for section in sections {
        let problem = section.section.storedRows.withUnsafeBufferPointer { rows -> Bool in
          guard let first = rows.baseAddress else { return false }
          for index in 0..<rows.count {
            let row = first + index
            if row.pointee.id.isBoxed, !row.pointee.id.isEqualToItself { return true }
            let hash = row.pointee.id.storedHash
            let half = UInt32(truncatingIfNeeded: hash)
            let key = half == 0 ? 1 : half
            var bucket = Int(bitPattern: (UInt(bitPattern: hash) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
            while table[bucket] != 0 {
              if table[bucket] == key {
                repeated = true
                break
              }
              bucket = (bucket &+ 1) & mask
            }
            table[bucket] = key
          }
          return false
        }
        if problem { return true }
      }
      return false
    }
    if problem { return true }
    // Equal halves of hashes: compare the ids themselves (a repeated id, or two ids whose
    // hashes, or their low halves, meet).
    guard repeated else { return false }
    var rowIDs = Set<RowID>(minimumCapacity: count)
    for section in sections {
      for row in section.rows where !rowIDs.insert(row.id).inserted { return true }
    }
    return false
  }
}
