import Testing

@testable import Tessera

/// Sections rebuilt with the same rows are matched by their digests, with one comparison, and a
/// digest never stands for rows that differ in anything the diff compares.
@Suite("Section digests")
struct RowsDigestTests {
  struct Tile: Equatable, Sendable {
    var serial: Int
    var version: Int
  }

  struct Card: Equatable, Sendable {
    var title: String
    var subtitle: String
    var likes: Int
  }

  static let titles = (0..<40).map { "A title long enough to live in its own buffer, number \($0)" }

  static func tiles(_ versions: [Int]) -> Section {
    Section("tiles") {
      for (serial, version) in versions.enumerated() { Row(serial, Tile(serial: serial, version: version)) }
    }
  }

  static func cards(_ likes: [Int]) -> Section {
    Section("cards") {
      for (index, count) in likes.enumerated() {
        Row("card-\(index)", Card(title: titles[index], subtitle: "by \(index)", likes: count))
      }
    }
  }

  static func same(_ lhs: Section, _ rhs: Section) -> Bool {
    DataSourceSection(section: lhs, isCollapsed: false)
      .hasUnchangedElements(comparedTo: DataSourceSection(section: rhs, isCollapsed: false))
  }

  @Test func aSectionRebuiltFromTheSameDataIsMatchedWithoutReadingItsRows() {
    let first = Self.tiles([0, 0, 0])
    let again = Self.tiles([0, 0, 0])
    #expect(first.rows.withUnsafeBufferPointer(\.baseAddress) != again.rows.withUnsafeBufferPointer(\.baseAddress))
    #expect(first.rowsDigest != 0)
    #expect(first.rowsDigest == again.rowsDigest)
    #expect(Self.same(first, again))
  }

  @Test func boxedContentsDigestTheirValueNotTheirBox() {
    // Each row's content is boxed anew, but holds the same strings (the model's own buffers).
    let first = Self.cards([1, 2, 3])
    let again = Self.cards([1, 2, 3])
    #expect(!first.rows[0].content.isInline)
    #expect(Self.same(first, again))
    #expect(!Self.same(first, Self.cards([1, 2, 4])))
  }

  @Test func anyChangeTheDiffWouldSeeChangesTheDigest() {
    let base = Self.tiles([0, 0, 0])
    var variants: [(String, Section)] = [
      ("content", Self.tiles([0, 1, 0])),
      ("a row more", Self.tiles([0, 0, 0, 0])),
      ("a row less", Self.tiles([0, 0])),
      (
        "order",
        Section("tiles") {
          Row(1, Tile(serial: 1, version: 0)); Row(0, Tile(serial: 0, version: 0)); Row(2, Tile(serial: 2, version: 0))
        }
      ),
      (
        "id",
        Section("tiles") {
          Row(0, Tile(serial: 0, version: 0)); Row(1, Tile(serial: 1, version: 0)); Row(7, Tile(serial: 2, version: 0))
        }
      ),
      (
        "id type",
        Section("tiles") {
          Row(0, Tile(serial: 0, version: 0)); Row(1, Tile(serial: 1, version: 0));
          Row("2", Tile(serial: 2, version: 0))
        }
      ),
    ]
    let rows = base.rows
    func with(_ change: (inout Row) -> Void) -> Section {
      var changed = rows
      change(&changed[1])
      return Section("tiles", rows: changed)
    }
    variants.append(("height", with { $0 = $0.height(44) }))
    variants.append(("height number", Section("tiles", rows: rows.map { $0.height(.aspectRatio(0.5)) })))
    variants.append(("expandable", with { $0 = $0.expandable() }))
    variants.append(("content type", with { $0.content = AnyRowContent(Card(title: "t", subtitle: "s", likes: 0)) }))
    for (name, variant) in variants {
      #expect(!Self.same(base, variant), "\(name)")
      #expect(variant.rowsDigest != base.rowsDigest || variant.rows.count != base.rows.count, "\(name)")
    }
    // Heights that differ only in their number.
    #expect(
      !Self.same(
        Section("tiles", rows: rows.map { $0.height(.aspectRatio(0.5)) }),
        Section("tiles", rows: rows.map { $0.height(.aspectRatio(0.25)) })))
  }

  @Test func behavioursAreNotDigestedAsTheDiffDoesNotCompareThem() {
    let plain = Self.tiles([0, 0])
    let selectable = Section("tiles", rows: plain.rows.map { $0.onSelect { _ in } })
    #expect(Self.same(plain, selectable))
  }

  @Test func rowsChangedInPlaceForgetTheDigest() {
    var section = Self.tiles([0, 0, 0])
    section.rows[1] = Row(1, Tile(serial: 1, version: 0))
    #expect(section.rowsDigest == 0)
    // Without a digest the rows are compared one by one, as before.
    #expect(!Self.same(section, Self.tiles([0, 0, 0])))
  }

  @Test func aSectionReusedByInputKeepsItsDigest() {
    let items = [Tile(serial: 1, version: 2)]
    func build() -> ListSnapshot {
      ListSnapshot { Section("s", input: items) { items in for item in items { Row(item.serial, item) } } }
    }
    let first = build()
    let next = ListSnapshot.reusing(first) { build() }
    #expect(next.sections[0].rowsDigest == first.sections[0].rowsDigest)
    #expect(next.sections[0].rowsDigest != 0)
  }

  /// 2,000 seeded pairs of sections, the second made from the first's data with a few random
  /// edits or none: sections whose digests say "same" have rows equal one by one in identity
  /// and content, and sections rebuilt without an edit always say "same".
  @Test func aDigestNeverStandsForRowsThatDiffer() {
    let seed: UInt64 = 0x0D16_E570
    var random = SeededRandomNumberGenerator(seed: seed)
    var matched = 0
    for round in 0..<2_000 {
      let count = Int.random(in: 0...12, using: &random)
      var data = (0..<count).map { _ in
        (
          id: Int.random(in: 0..<16, using: &random), likes: Int.random(in: 0..<3, using: &random),
          boxed: Bool.random(using: &random)
        )
      }
      func build() -> Section {
        Section("s") {
          for item in data {
            if item.boxed {
              Row(item.id, Card(title: Self.titles[item.id], subtitle: "s", likes: item.likes))
            } else {
              Row(item.id, Tile(serial: item.id, version: item.likes))
            }
          }
        }
      }
      let before = build()
      let edits = Int.random(in: 0...2, using: &random)
      for _ in 0..<edits where !data.isEmpty {
        let index = Int.random(in: data.indices, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: data[index].likes = Int.random(in: 0..<3, using: &random)
        case 1: data[index].boxed.toggle()
        default: data.swapAt(index, Int.random(in: data.indices, using: &random))
        }
      }
      let after = build()
      let equalRows =
        before.rows.count == after.rows.count
        && zip(before.rows, after.rows).allSatisfy { $0.id == $1.id && $0.isContentEqual(to: $1) }
      if Self.same(before, after) {
        matched += 1
        #expect(equalRows, "seed \(seed), round \(round): a digest matched rows that differ")
      } else {
        #expect(!equalRows, "seed \(seed), round \(round): equal rows rebuilt alike were not matched")
      }
    }
    #expect(matched > 200, "seed \(seed): too few unchanged pairs to check the match")
  }
}
