@testable import Tessera
import Testing

/// How a row holds its content and behaviours: small plain contents inline, everything else in a
/// box, and no behaviour in nothing. Run under `TESSERA_INVARIANTS=1` too, like every test.
@Suite("Row storage", .serialized)
struct RowStorageTests {
  struct Pair: Equatable, Sendable {
    var id: Int
    var count: Int
  }

  /// Two bytes, then a word: padding inside, as many app structs have.
  struct Padded: Equatable, Sendable {
    var flag: UInt8
    var value: Int
  }

  /// Sixteen bytes that must be read from 16-byte aligned memory by a naive load.
  struct Aligned: Equatable, Sendable {
    var vector: SIMD4<Float>
  }

  enum Kind: Equatable, Sendable { case small, large }

  /// The layout of ``Pair`` under another name.
  struct OtherPair: Equatable, Sendable {
    var first: Int
    var second: Int
  }

  /// Counts its instances alive, so a test can tell that none leaked and none was freed twice.
  final class Tracked: Equatable, Sendable {
    static let alive = AliveCounter()
    let value: Int
    init(_ value: Int) {
      self.value = value
      Self.alive.add(1)
    }
    deinit { Self.alive.add(-1) }
    static func == (lhs: Tracked, rhs: Tracked) -> Bool { lhs.value == rhs.value }
  }

  /// A struct that holds a reference and a string: copying it retains, so it is boxed.
  struct WithReferences: Equatable, Sendable {
    var tracked: Tracked
    var title: String
  }

  @Test func smallPlainContentsAreInlineAndReadBack() {
    let pair = AnyRowContent(Pair(id: 7, count: -3))
    #expect(pair.isInline)
    #expect(pair.as(Pair.self) == Pair(id: 7, count: -3))
    #expect(pair.as(Int.self) == nil)
    #expect(ObjectIdentifier(pair.contentType) == ObjectIdentifier(Pair.self))
    #expect(pair.contentTypeID == ObjectIdentifier(Pair.self))
    #expect(pair.base as? Pair == Pair(id: 7, count: -3))

    let kind = AnyRowContent(Kind.large)
    #expect(kind.isInline && kind.as(Kind.self) == .large)

    let padded = AnyRowContent(Padded(flag: 9, value: .max))
    #expect(padded.isInline && padded.as(Padded.self) == Padded(flag: 9, value: .max))
  }

  @Test func contentsOfWiderAlignmentReadBackIntact() {
    let vector = SIMD4<Float>(1, -2, 3.5, .greatestFiniteMagnitude)
    let content = AnyRowContent(Aligned(vector: vector))
    #expect(MemoryLayout<Aligned>.alignment == 16)
    #expect(content.isInline)
    #expect(content.as(Aligned.self)?.vector == vector)
    // Copied through arrays and rows, at whatever address they land.
    let rows = (0..<33).map { Row($0, Aligned(vector: vector + SIMD4(repeating: Float($0)))) }
    for (index, row) in rows.enumerated() {
      #expect(row.content.as(Aligned.self)?.vector == vector + SIMD4(repeating: Float(index)))
    }
  }

  @Test func largeOrReferenceHoldingContentsAreBoxed() {
    #expect(!AnyRowContent("a string").isInline)
    #expect(!AnyRowContent([1, 2, 3]).isInline)
    #expect(!AnyRowContent(SIMD8<Int>(repeating: 1)).isInline)  // 64 bytes
    #expect(!AnyRowContent(WithReferences(tracked: Tracked(1), title: "t")).isInline)
    // A value not equal to itself is boxed: inline bytes are equal to themselves.
    #expect(!AnyRowContent(Double.nan).isInline)
    #expect(AnyRowContent(2.5).isInline)
  }

  @Test func contentsHoldingReferencesAreNeitherLeakedNorFreedTwice() {
    let before = Tracked.alive.count
    do {
      var rows: [Row] = []
      for index in 0..<100 {
        rows.append(Row(index, WithReferences(tracked: Tracked(index), title: "row \(index) with a long title")))
      }
      #expect(Tracked.alive.count == before + 100)
      // Copies, a snapshot, a diff of two snapshots: the instances stay exactly as many.
      let copies = rows + rows
      let snapshot = ListSnapshot(sections: [Section("s", rows: copies)])
      var changed = snapshot
      changed.sections[0].rows.removeFirst(10)
      _ = StagedChangeset(
        source: [DataSourceSection(section: snapshot.sections[0], isCollapsed: false)],
        target: [DataSourceSection(section: changed.sections[0], isCollapsed: false)])
      #expect(Tracked.alive.count == before + 100)
      #expect(rows[42].content.as(WithReferences.self)?.tracked.value == 42)
      let instance = Tracked(7)
      #expect(AnyRowContent(instance).as(Tracked.self) === instance)
    }
    #expect(Tracked.alive.count == before)
  }

  @Test func inlineEqualityFollowsTheContentsOwnEquality() {
    #expect(AnyRowContent(Pair(id: 1, count: 2)) == AnyRowContent(Pair(id: 1, count: 2)))
    #expect(AnyRowContent(Pair(id: 1, count: 2)) != AnyRowContent(Pair(id: 1, count: 3)))
    // Same bytes, different types.
    #expect(AnyRowContent(Pair(id: 1, count: 2)) != AnyRowContent(OtherPair(first: 1, second: 2)))
    #expect(AnyRowContent(0.0) == AnyRowContent(-0.0))  // equal values with different bytes
    // An inline value against a boxed value of its own type (a NaN is boxed).
    #expect(AnyRowContent(1.0) != AnyRowContent(Double.nan))
    #expect(AnyRowContent(Double.nan) != AnyRowContent(1.0))
    #expect(!AnyRowContent(Double.nan).isEqualToItself)
    #expect(AnyRowContent(Pair(id: 1, count: 2)).isEqualToItself)
  }

  @Test func aRowWithoutBehavioursHoldsNoBox() {
    let plain = Row(1, Pair(id: 1, count: 0))
    #expect(plain.behaviors.box == nil)
    let selectable = plain.onSelect {}
    #expect(selectable.behaviors.box != nil && selectable.behaviors.hasSelectHandler)
    #expect(!selectable.behaviors.hasInteractions && !selectable.behaviors.handles(Int.self))
    // Removing the last behaviour drops the box; a copy keeps what it had.
    var removed = selectable
    removed.behaviors.onSelect = nil
    #expect(removed.behaviors.box == nil)
    #expect(selectable.behaviors.hasSelectHandler)
    #expect(MemoryLayout<RowBehaviors>.size == MemoryLayout<Int>.size)
  }

  @Test func aRowIsSmallerThanBefore() {
    // Id (a stored hash and three words), content (three words), behaviours (one), height and
    // flags (a word and two bytes).
    #expect(MemoryLayout<Row>.stride <= 80)
  }
}

/// The number of ``RowStorageTests/Tracked`` instances alive. Only the tests of that suite make
/// them, one test at a time (the suite is serialized), so the count is never written by two
/// threads at once.
final class AliveCounter: @unchecked Sendable {
  private(set) var count = 0
  func add(_ delta: Int) { count += delta }
}
