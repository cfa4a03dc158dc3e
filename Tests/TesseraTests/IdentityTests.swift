import Testing
import Tessera
@testable import TesseraDiff

/// A 16-byte plain identifier, like a UUID.
private struct PlainID: Hashable, Sendable {
  var high: UInt64
  var low: UInt64
}

/// A plain value with padding between its fields.
private struct PaddedID: Hashable, Sendable {
  var flag: UInt8
  var number: UInt64
}

private enum Tab: Hashable, Sendable { case home, search, profile }

/// An identifier too large to be stored inline.
private struct LargeID: Hashable, Sendable {
  var kind: String
  var number: Int
  var version: Int
}

private struct Price: Equatable, Sendable { var cents: Int }

/// Content whose `==` never holds: only a shared box can make two such contents equal.
private struct NeverEqual: Equatable, Sendable {
  static func == (lhs: NeverEqual, rhs: NeverEqual) -> Bool { false }
}

private class Shape: Equatable, @unchecked Sendable {
  let sides: Int
  init(sides: Int) { self.sides = sides }
  static func == (lhs: Shape, rhs: Shape) -> Bool { lhs.sides == rhs.sides }
}

private final class Square: Shape, @unchecked Sendable {}

@Suite("Identity and content")
struct IdentityTests {
  @Test("equal values make equal identifiers with equal hashes, whatever their representation")
  func equalValues() {
    let pairs: [(ListIdentifier, ListIdentifier)] = [
      (ListIdentifier(5), ListIdentifier(5)), (ListIdentifier("comment-12"), ListIdentifier("comment-12")),
      (
        ListIdentifier(String(repeating: "long identifier ", count: 4)),
        ListIdentifier(String(repeating: "long identifier ", count: 4))
      ),
      (ListIdentifier(PlainID(high: 1, low: 2)), ListIdentifier(PlainID(high: 1, low: 2))),
      (ListIdentifier(PaddedID(flag: 1, number: 7)), ListIdentifier(PaddedID(flag: 1, number: 7))),
      (ListIdentifier(Tab.search), ListIdentifier(Tab.search)), (ListIdentifier(Int64(9)), ListIdentifier(Int64(9))),
      (
        ListIdentifier(LargeID(kind: "a", number: 1, version: 2)),
        ListIdentifier(LargeID(kind: "a", number: 1, version: 2))
      ),
      (ListIdentifier(-0.0), ListIdentifier(0.0)),
      (ListIdentifier(Optional(5)), ListIdentifier(5)), (ListIdentifier(ListIdentifier(5)), ListIdentifier(5)),
      (5, ListIdentifier(5)), ("x", ListIdentifier("x")),
    ]
    for (lhs, rhs) in pairs {
      #expect(lhs == rhs, "\(lhs) and \(rhs)")
      #expect(lhs.hashValue == rhs.hashValue, "\(lhs) and \(rhs)")
      var left = Hasher()
      var right = Hasher()
      lhs.hash(into: &left)
      rhs.hash(into: &right)
      #expect(left.finalize() == right.finalize(), "\(lhs) and \(rhs)")
    }
  }

  @Test("different values, and equal bits of different types, make different identifiers")
  func differentValues() {
    let ids: [ListIdentifier] = [
      ListIdentifier(5), ListIdentifier("5"), ListIdentifier(Int64(5)), ListIdentifier(UInt64(5)),
      ListIdentifier(PlainID(high: 0, low: 5)), ListIdentifier(PlainID(high: 5, low: 0)), ListIdentifier(Tab.home),
      ListIdentifier(Tab.search), ListIdentifier(LargeID(kind: "a", number: 1, version: 2)),
      ListIdentifier(LargeID(kind: "a", number: 1, version: 3)), ListIdentifier(Double.nan),
    ]
    for (index, lhs) in ids.enumerated() {
      for (other, rhs) in ids.enumerated() where other != index {
        #expect(lhs != rhs, "\(lhs) and \(rhs)")
      }
    }
    #expect(ListIdentifier(Double.nan) != ListIdentifier(Double.nan), "NaN equals nothing, as with Double")
  }

  @Test("an identifier is equal to itself and to equal values stored apart, never to another value or type")
  func identicalAndEqualStorage() {
    // Equal values in storage that differs bit for bit: two allocations of one long string,
    // -0.0 and 0.0 as plain values.
    let long = String(repeating: "a long identifier ", count: 3)
    let copy = String(long.reversed().reversed())
    #expect(ListIdentifier(long) == ListIdentifier(copy))
    #expect(ListIdentifier(-0.0) == ListIdentifier(0.0))
    // A NaN is kept in a box: the identifier equals itself (so a row keeps its place in a
    // diff) but no other NaN, as with Double.
    let nan = ListIdentifier(Double.nan)
    #expect(nan == nan)
    #expect(nan != ListIdentifier(Double.nan))
    #expect(nan.base is Double && nan.description == "nan")
    // Equal bits of different types, and values whose hashes could match, stay apart.
    #expect(ListIdentifier(Int64(7)) != ListIdentifier(UInt64(7)))
    #expect(ListIdentifier(PlainID(high: 7, low: 0)) != ListIdentifier(PlainID(high: 0, low: 7)))
    let rows = [Row(nan, Price(cents: 1)), Row("b", Price(cents: 1))]
    let source = [DataSourceSection(section: Section("s", rows: rows), isCollapsed: false)]
    let target = [DataSourceSection(section: Section("s", rows: Array(rows.reversed())), isCollapsed: false)]
    let stages = StagedChangeset(source: source, target: target)
    #expect(stages.count == 1 && stages[0].elementMoves.count == 1 && stages[0].elementInserts.isEmpty)
  }

  @Test("the wrapped value and the descriptions are those of the value")
  func baseAndDescription() {
    #expect(ListIdentifier(PlainID(high: 3, low: 4)).base as? PlainID == PlainID(high: 3, low: 4))
    #expect(ListIdentifier(Tab.profile).base as? Tab == .profile)
    #expect(
      ListIdentifier(LargeID(kind: "k", number: 2, version: 0)).base as? LargeID
        == LargeID(kind: "k", number: 2, version: 0))
    #expect(ListIdentifier("a").description == "\"a\"")
    #expect(ListIdentifier(7).description == "7")
    #expect(ListIdentifier(Tab.home).description == "home")
    #expect(ListIdentifier("a").debugDescription == "ListIdentifier(\"a\")")
  }

  @Test("sets and dictionaries of identifiers find every one of 10,000")
  func collections() {
    let ids = (0..<10_000).map { index -> ListIdentifier in
      switch index % 3 {
      case 0: ListIdentifier("row-\(index)")
      case 1: ListIdentifier(index)
      default: ListIdentifier(PlainID(high: UInt64(index), low: 1))
      }
    }
    let set = Set(ids)
    #expect(set.count == ids.count)
    var positions: [RowID: Int] = [:]
    for (index, id) in ids.enumerated() { positions[id] = index }
    #expect(ids.indices.allSatisfy { positions[ids[$0]] == $0 })
    #expect(positions[ListIdentifier("row-3")] == 3)
    #expect(positions[ListIdentifier("row-4")] == nil)
  }

  @Test("contents compare by type and value; a shared box is equal without calling ==")
  func contentEquality() {
    #expect(AnyRowContent(Price(cents: 1)) == AnyRowContent(Price(cents: 1)))
    #expect(AnyRowContent(Price(cents: 1)) != AnyRowContent(Price(cents: 2)))
    #expect(AnyRowContent(Price(cents: 1)) != AnyRowContent(1))
    #expect(AnyRowContent(NeverEqual()) != AnyRowContent(NeverEqual()))
    let shared = AnyRowContent(NeverEqual())
    #expect(shared == shared)
    let row = Row("p", NeverEqual())
    let kept = row.onSelect { _ in }
    #expect(row.isContentEqual(to: kept), "a row kept from the list on screen is unchanged")
  }

  @Test("rows kept from the list on screen (one array, or one box) are unchanged without calling ==")
  func sharedRowsAreUnchanged() {
    let kept = (0..<50).map { Row("row-\($0)", NeverEqual()) }
    let shown = [DataSourceSection(section: Section("s", rows: kept), isCollapsed: false)]
    // The same arrays: an in-place diff that compares nothing.
    #expect(StagedChangeset(source: shown, target: shown).isEmpty)
    // The same rows in a new array, one of them moved: a general diff; the boxes are shared.
    var moved = kept
    moved.append(moved.removeFirst())
    let next = [DataSourceSection(section: Section("s", rows: moved), isCollapsed: false)]
    let stages = StagedChangeset(source: shown, target: next)
    #expect(stages.count == 1)
    #expect(stages[0].elementUpdates.isEmpty)
    #expect(stages[0].elementMoves.count == 1)
    // Rebuilt rows compared one by one (rows set in place leave no digest): every content is
    // new, and NeverEqual never equals.
    var changedInPlace = Section("s", rows: [])
    changedInPlace.rows = (0..<50).map { Row("row-\($0)", NeverEqual()) }
    let rebuilt = [DataSourceSection(section: changedInPlace, isCollapsed: false)]
    #expect(StagedChangeset(source: shown, target: rebuilt).first?.elementUpdates.count == 50)
    // A section made anew with rows of the same bits is passed over by its digest, as identical
    // bits count as equal.
    let sameBits = [
      DataSourceSection(
        section: Section("s", rows: (0..<50).map { Row("row-\($0)", NeverEqual()) }), isCollapsed: false)
    ]
    #expect(StagedChangeset(source: shown, target: sameBits).isEmpty)
  }

  @Test("ids chosen to collide under an unseeded hash stay spread: the stored hashes are seeded")
  func floodingIDsStaySpread() {
    // Multiples of 2^20 share the low 20 bits (an identity hash would put them in one bucket);
    // the strings differ only in their last characters.
    let batches: [[ListIdentifier]] = [
      (0..<20_000).map { ListIdentifier($0 << 20) },
      (0..<20_000).map { ListIdentifier("id-" + String(repeating: "x", count: 40) + String($0, radix: 36)) },
    ]
    for ids in batches {
      let rows = ids.map { Row($0, Price(cents: 1)) }
      let source = [DataSourceSection(section: Section("s", rows: rows), isCollapsed: false)]
      let target = [DataSourceSection(section: Section("s", rows: rows.reversed()), isCollapsed: false)]
      var workspace = DiffWorkspace()
      let stages = StagedChangeset(source: source, target: target, workspace: &workspace)
      let (longestProbe, seeded) = (workspace.longestProbe, workspace.usedSeededBuckets)
      #expect(longestProbe < MatchTable.probeLimit, "\(ids[0])...: longest probe \(longestProbe)")
      #expect(!seeded)
      #expect(stages.first?.elementMoves.count == ids.count - 1)
    }
  }

  @Test("content of a class type is boxed as its dynamic type")
  func classContent() {
    let square: Shape = Square(sides: 4)
    let content = AnyRowContent(square)
    #expect(ObjectIdentifier(content.contentType) == ObjectIdentifier(Square.self))
    #expect(content.contentTypeID == ObjectIdentifier(Square.self))
    #expect(content.as(Square.self)?.sides == 4)
    #expect(content.as(Shape.self)?.sides == 4)
    #expect(content == AnyRowContent(Square(sides: 4)))
    #expect(content != AnyRowContent(Shape(sides: 4)), "different dynamic types")
  }

  @Test("content reads back as its own type and as the protocols it conforms to")
  func contentCasts() {
    let content = AnyRowContent(Price(cents: 3))
    #expect(content.as(Price.self) == Price(cents: 3))
    #expect(content.as(Int.self) == nil)
    #expect(content.as((any Sendable).self) != nil)
    #expect(content.typeName == "Price")
    #expect(content.contentTypeID == ObjectIdentifier(Price.self))
  }

  @Test("an identifier reads back as the type it was made from, whatever its representation")
  func identifiersReadBackAsTheirType() {
    #expect(RowID(Tab.search).as(Tab.self) == .search)
    #expect(RowID(PlainID(high: 1, low: 2)).as(PlainID.self) == PlainID(high: 1, low: 2))
    #expect(RowID(42).as(Int.self) == 42)
    #expect(RowID("price").as(String.self) == "price")
    #expect(
      RowID(LargeID(kind: "a", number: 1, version: 2)).as(LargeID.self) == LargeID(kind: "a", number: 1, version: 2))
    #expect(RowID(Tab.home).as(Int.self) == nil)
    #expect(RowID(7).as(String.self) == nil)
  }
}
