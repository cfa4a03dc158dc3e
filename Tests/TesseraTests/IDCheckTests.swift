import Testing

@testable import Tessera

/// An id whose hash is the same for every value: every pair of such ids meets in the check's
/// table, so only a comparison of the ids tells a repeat from a collision.
private struct CollidingID: Hashable, Sendable {
  var value: Int
  func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

/// The duplicate-id check of a reload (``DataSourceList/hasIDProblems()``), which reads the ids'
/// stored hashes in place.
@Suite("Duplicate-id check")
struct IDCheckTests {
  private func list(_ sections: [(id: Int, rows: [RowID])]) -> DataSourceList {
    DataSourceList(
      sections: sections.map { section in
        DataSourceSection(
          section: Section(section.id, rows: section.rows.map { Row($0, 0) }), isCollapsed: false)
      })
  }

  @Test func uniqueIDsPassAndARepeatAnywhereIsFound() {
    let ids = (0..<1_000).map { RowID($0) }
    #expect(!list([(0, Array(ids[..<500])), (1, Array(ids[500...]))]).hasIDProblems())
    for (first, second) in [(0, 999), (10, 11), (499, 500)] {
      var repeated = ids
      repeated[second] = ids[first]
      #expect(list([(0, Array(repeated[..<500])), (1, Array(repeated[500...]))]).hasIDProblems())
    }
    #expect(list([(0, []), (0, [])]).hasIDProblems())
  }

  /// Unique ids whose hashes all meet are compared, not taken for repeats; a repeat among them
  /// is still found.
  @Test func idsWhoseHashesMeetAreComparedNotReported() {
    let ids = (0..<200).map { RowID(CollidingID(value: $0)) }
    #expect(!list([(0, ids)]).hasIDProblems())
    #expect(list([(0, ids + [RowID(CollidingID(value: 7))])]).hasIDProblems())
  }

  /// Ids of different types with equal values are different ids; so are ids whose stored
  /// hashes share their low half, the part the check's table keeps, or all of it.
  @Test func idsEqualOnlyInPartAreDistinct() {
    #expect(!list([(0, [RowID(1), RowID("1"), RowID(UInt8(1))])]).hasIDProblems())
    let sharingLowHalf = (1...64).map { ListIdentifier(storedHash: $0 << 32 | 5, storage: .int($0)) }
    #expect(!list([(0, sharingLowHalf)]).hasIDProblems())
    let sharingAll = (1...64).map { ListIdentifier(storedHash: 0, storage: .int($0)) }
    #expect(!list([(0, sharingAll)]).hasIDProblems())
    #expect(list([(0, sharingAll + [ListIdentifier(storedHash: 0, storage: .int(9))])]).hasIDProblems())
  }
}
