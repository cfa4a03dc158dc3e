import Foundation
@testable import TesseraDiff
import TesseraTesting
import Testing

/// The counts of identifiers a workspace keeps for lists of `Sendable` sections: the diffs that
/// use them give what a diff without them gives, and they always count the last target.
@Suite("Identifiers kept by the workspace")
struct PlacedIdentifiersTests {
  /// The live counts (key to count, zero counts left out) of `placed`.
  func liveCounts(_ placed: PlacedIdentifiers) -> [Int: Int32] {
    var counts: [Int: Int32] = [:]
    for (key, count) in zip(placed.keys, placed.counts) where count != 0 { counts[key] = count }
    return counts
  }

  /// Diffs `source` into `target` in `workspace` and in none, expects the same stages, matches
  /// and repeated identifiers, and returns the diff made in `workspace`.
  @discardableResult
  func expectSameAsFresh(
    _ source: [TestSection], _ target: [TestSection], workspace: inout DiffWorkspace, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> StagedChangeset<TestSection> {
    let kept = StagedChangeset(source: source, target: target, workspace: &workspace)
    let fresh = StagedChangeset(source: source, target: target)
    #expect(kept.summary == fresh.summary, comment, sourceLocation: sourceLocation)
    #expect(kept.rowMatches == fresh.rowMatches, comment, sourceLocation: sourceLocation)
    #expect(kept.duplicateCount == fresh.duplicateCount, comment, sourceLocation: sourceLocation)
    return kept
  }

  /// `sectionCount` sections of `rowsPerSection` rows with identifiers from `first` on.
  func sections(_ sectionCount: Int, _ rowsPerSection: Int) -> [TestSection] {
    (0..<sectionCount).map { section in
      TestSection(section, ids: Array(section * 1000..<(section * 1000 + rowsPerSection)))
    }
  }

  @Test("the first move across sections counts the rows; the next diffs keep the count of their target")
  func countsFollowTheTarget() throws {
    let source = sections(10, 40)
    var moved = source
    moved[7].elements.append(moved[2].elements.remove(at: 3))
    var workspace = DiffWorkspace()
    let bytesBefore = workspace.byteCount
    _ = StagedChangeset(source: source, target: moved, workspace: &workspace)
    let placed = try #require(workspace.placedIdentifiers)
    #expect(liveCounts(placed) == liveCounts(try #require(PlacedIdentifiers.counting(moved, list: moved))))
    #expect(workspace.byteCount >= bytesBefore + placed.byteCount)

    // A content change in place keeps them, now for the new target.
    var updated = moved
    updated[4].elements[1].content = 5
    _ = StagedChangeset(source: moved, target: updated, workspace: &workspace)
    let carried = try #require(workspace.placedIdentifiers)
    #expect((carried.list as? [TestSection]) == updated)

    // A deletion and an insertion in two sections: counted by the sections that changed.
    var churned = updated
    churned[0].elements.remove(at: 0)
    churned[9].elements.insert(TestRow(99_999), at: 2)
    let staged = StagedChangeset(source: updated, target: churned, workspace: &workspace)
    #expect(staged.rowDeleteCount == 1 && staged.rowInsertCount == 1)
    #expect(
      liveCounts(try #require(workspace.placedIdentifiers))
        == liveCounts(try #require(PlacedIdentifiers.counting(churned, list: churned))))

    // Sections reordered: the general path, which keeps its target without counts.
    var reordered = churned
    reordered.swapAt(1, 2)
    _ = StagedChangeset(source: churned, target: reordered, workspace: &workspace)
    let alone = try #require(workspace.placedIdentifiers)
    #expect(!alone.hasCounts)
    #expect((alone.list as? [TestSection]) == reordered)

    // The next move starts from that list: counted again.
    var movedAgain = reordered
    movedAgain[5].elements.insert(movedAgain[6].elements.removeLast(), at: 0)
    _ = StagedChangeset(source: reordered, target: movedAgain, workspace: &workspace)
    #expect(
      liveCounts(try #require(workspace.placedIdentifiers))
        == liveCounts(try #require(PlacedIdentifiers.counting(movedAgain, list: movedAgain))))
  }

  @Test("the same diff again tells from its keys alone and keeps the counts of its target")
  func sameDiffAgain() throws {
    // As a list diffed once more against a target it already reached (a benchmark's loop, a
    // diff redone): the kept list is the target, whose rearranged sections hold the target's rows.
    let source = sections(12, 60)
    var target = source
    target[7].elements.append(target[2].elements.remove(at: 3))
    target[4].elements.insert(TestRow(70_000), at: 5)
    target[9].elements.remove(at: 0)
    var workspace = DiffWorkspace()
    let expected = liveCounts(try #require(PlacedIdentifiers.counting(target, list: target)))
    for round in 0..<3 {
      expectSameAsFresh(source, target, workspace: &workspace, "round \(round)")
      let placed = try #require(workspace.placedIdentifiers)
      #expect(liveCounts(placed) == expected, "round \(round)")
      #expect((placed.list as? [TestSection]) == target, "round \(round)")
    }
    // A key counted more than once (an identifier of a row in place, inserted again) is looked
    // up by recounting, and found shared.
    var repeated = target
    repeated[6].elements.insert(TestRow(1_005), at: 0)
    #expect(expectSameAsFresh(source, repeated, workspace: &workspace).duplicateCount == 1)
  }

  @Test("sources that are not the last target are read in place, not counted each time")
  func unchainedSources() throws {
    // Every list is made anew, so no section of a source is one of the last target's, and the
    // test's sections cannot tell that equal rows are unchanged.
    func rebuilt(_ list: [TestSection]) -> [TestSection] {
      list.map { TestSection($0.id, header: $0.header, $0.elements.map { $0 }) }
    }
    var current = sections(10, 40)
    var workspace = DiffWorkspace()
    for step in 0..<4 {
      var next = rebuilt(current)
      next[(step + 5) % 10].elements.append(next[step].elements.removeFirst())
      let kept = StagedChangeset(source: rebuilt(current), target: next, workspace: &workspace)
      let fresh = StagedChangeset(source: current, target: next)
      #expect(kept.summary == fresh.summary, "step \(step)")
      #expect(kept.rowMatches == fresh.rowMatches, "step \(step)")
      let placed = try #require(workspace.placedIdentifiers)
      // A fresh workspace counts at once; after that, a source that is not the last target
      // leaves the target alone kept.
      #expect(placed.hasCounts == (step == 0), "step \(step)")
      current = next
    }
  }

  @Test("an identifier a section in place shares is found through the counts")
  func sharedThroughCounts() throws {
    let source = sections(10, 40)
    var workspace = DiffWorkspace()
    var first = source
    first[7].elements.append(first[2].elements.remove(at: 3))
    _ = StagedChangeset(source: source, target: first, workspace: &workspace)
    #expect(workspace.placedIdentifiers != nil)
    // Row 5005 of section 5, which stays in place, is also inserted into section 8.
    var second = first
    second[8].elements.insert(TestRow(5005), at: 0)
    #expect(expectSameAsFresh(first, second, workspace: &workspace).duplicateCount == 1)
  }

  @Test("sections that are not Sendable keep no identifiers")
  func notSendable() {
    let source = (0..<10).map { section in
      UncheckedSection(id: section, elements: (0..<40).map { TestRow(section * 1000 + $0) })
    }
    var target = source
    target[7].elements.append(target[2].elements.remove(at: 3))
    var workspace = DiffWorkspace()
    let staged = StagedChangeset(source: source, target: target, workspace: &workspace)
    #expect(staged.rowMoveCount == 1)
    #expect(workspace.placedIdentifiers == nil)
  }

  @Test("chains of random edits give with the kept identifiers what a fresh diff gives")
  func randomChains() throws {
    // TESSERA_PLACED_SEEDS=n runs n seeds instead of CI's 60.
    let seeds = UInt64(ProcessInfo.processInfo.environment["TESSERA_PLACED_SEEDS"] ?? "") ?? 60
    var counted = 0
    for seed in UInt64(1)...Swift.max(seeds, 1) {
      var random = SeededRandomNumberGenerator(seed: seed)
      var nextID = 0
      var current = (0..<Int.random(in: 3...9, using: &random)).map { section in
        TestSection(
          section,
          (0..<Int.random(in: 20...90, using: &random)).map { _ in
            nextID += 1
            return TestRow(nextID)
          })
      }
      var workspace = DiffWorkspace()
      for step in 0..<10 {
        var next = current
        let sectionCount = next.count
        for _ in 0..<Int.random(in: 1...3, using: &random) {
          let section = Int.random(in: 0..<sectionCount, using: &random)
          let rows = next[section].elements.count
          switch Int.random(in: 0..<9, using: &random) {
          case 0 where rows > 0, 1 where rows > 0:
            // A row moved to another section.
            let row = next[section].elements.remove(at: Int.random(in: 0..<rows, using: &random))
            let into = Int.random(in: 0..<sectionCount, using: &random)
            next[into].elements.insert(row, at: Int.random(in: 0...next[into].elements.count, using: &random))
          case 2:
            nextID += 1
            next[section].elements.insert(TestRow(nextID), at: Int.random(in: 0...rows, using: &random))
          case 3 where rows > 0:
            next[section].elements.remove(at: Int.random(in: 0..<rows, using: &random))
          case 4:
            // The identifier of a row elsewhere, repeated here.
            let other = Int.random(in: 0..<sectionCount, using: &random)
            if let repeated = next[other].elements.randomElement(using: &random) {
              next[section].elements.insert(TestRow(repeated.id), at: Int.random(in: 0...rows, using: &random))
            }
          case 5 where rows > 0:
            next[section].elements[Int.random(in: 0..<rows, using: &random)].content += 1
          case 6:
            next[section].header += 1
          case 7 where sectionCount > 1 && Int.random(in: 0..<4, using: &random) == 0:
            next.swapAt(section, (section + 1) % sectionCount)
          default:
            break
          }
        }
        let hadCounts = workspace.placedIdentifiers?.hasCounts == true
        let kept = StagedChangeset(source: current, target: next, workspace: &workspace)
        let fresh = StagedChangeset(source: current, target: next)
        let context = "seed \(seed) step \(step): \(current) -> \(next)"
        #expect(kept.summary == fresh.summary, "\(context)")
        #expect(kept.map(\.data) == fresh.map(\.data), "\(context)")
        #expect(kept.rowMatches == fresh.rowMatches, "\(context)")
        #expect(kept.duplicateCount == fresh.duplicateCount, "\(context)")
        // Nothing is kept only while every diff so far kept its rows in place.
        if let placed = workspace.placedIdentifiers {
          #expect((placed.list as? [TestSection]) == next, "\(context)")
          if placed.hasCounts {
            if hadCounts { counted += 1 }
            let expected = try #require(PlacedIdentifiers.counting(next, list: next))
            #expect(liveCounts(placed) == liveCounts(expected), "counts, \(context)")
          }
        }
        current = next
      }
    }
    // Many diffs started from counts a previous one kept: the carried path was exercised.
    #expect(counted > Int(seeds), "\(counted) diffs of \(seeds) chains used kept counts")
  }
}

/// A section whose rows hold a reference, so it is not `Sendable`.
struct UncheckedSection: DiffableSection {
  final class Marker {}
  var id: Int
  var elements: [TestRow]
  var marker = Marker()

  var diffIdentifier: Int { id }
  func isContentEqual(to other: UncheckedSection) -> Bool { true }
  func replacingElements(_ elements: [TestRow]) -> UncheckedSection {
    UncheckedSection(id: id, elements: elements, marker: marker)
  }
}

/// An identifier whose hash is its raw value, whatever the process seed.
struct ChosenHashID: Hashable, Sendable {
  var raw: Int

  static func == (lhs: ChosenHashID, rhs: ChosenHashID) -> Bool { lhs.raw == rhs.raw }
  func hash(into hasher: inout Hasher) { hasher.combine(raw) }
  func _rawHashValue(seed: Int) -> Int { raw }
}

struct ChosenHashRow: Diffable, Hashable, Sendable {
  var id: ChosenHashID
  var diffIdentifier: ChosenHashID { id }
}

extension PlacedIdentifiersTests {
  @Test("identifiers chosen to share the counts' buckets make the workspace stop counting, not slow down")
  func clusteredHashes() {
    // Hashes whose products with the bucket multiplier share their top bits land in one run of
    // buckets: the raw values are the inverse multiplier times small numbers.
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var inverse = multiplier
    for _ in 0..<6 { inverse = inverse &* (2 &- multiplier &* inverse) }
    #expect(multiplier &* inverse == 1)
    func row(_ index: Int) -> ChosenHashRow {
      ChosenHashRow(id: ChosenHashID(raw: Int(bitPattern: UInt(inverse &* UInt64(index &+ 1)))))
    }
    let source = (0..<10).map { section in
      ArraySection(model: TestRow(section), elements: (0..<60).map { row(section * 60 + $0) })
    }
    var workspace = DiffWorkspace()
    var current = source
    for step in 0..<3 {
      var next = current
      next[(step + 3) % 10].elements.append(next[step].elements.removeFirst())
      let kept = StagedChangeset(source: current, target: next, workspace: &workspace)
      let fresh = StagedChangeset(source: current, target: next)
      #expect(kept.summary == fresh.summary, "step \(step)")
      #expect(kept.rowMatches == fresh.rowMatches, "step \(step)")
      #expect(kept.rowMoveCount == 1, "step \(step)")
      #expect(workspace.placedIdentifiersOverflowed, "step \(step)")
      #expect(workspace.placedIdentifiers?.hasCounts != true, "step \(step)")
      current = next
    }
  }
}
