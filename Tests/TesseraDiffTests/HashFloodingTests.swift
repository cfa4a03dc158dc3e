@testable import TesseraDiff
import TesseraTesting
import Testing

/// An identifier whose hash is its raw value, whatever the process seed: what a weak hash gives
/// an attacker who picks the identifiers.
private struct RawHashID: Hashable {
  var raw: Int

  static func == (lhs: RawHashID, rhs: RawHashID) -> Bool { lhs.raw == rhs.raw }
  func hash(into hasher: inout Hasher) { hasher.combine(raw) }
  func _rawHashValue(seed: Int) -> Int { raw }
}

private struct FloodRow: Diffable, Equatable {
  var id: RawHashID
  var diffIdentifier: RawHashID { id }
}

/// Identifiers chosen to collide must not make a diff quadratic.
@Suite("Hash flooding")
struct HashFloodingTests {
  @Test("20,000 identifiers sharing the low 20 bits of their hash keep probe sequences short")
  func clusteredHashes() {
    let count = 20_000
    let source = (0..<count).map { FloodRow(id: RawHashID(raw: $0 << 20)) }
    let target = Array(source.reversed())
    var workspace = DiffWorkspace()
    let stages = StagedChangeset(source: source, target: target, workspace: &workspace)
    // Without the seeded bucket order every key probes past all the earlier ones: about 20,000.
    let (seeded, longestProbe) = (workspace.usedSeededBuckets, workspace.longestProbe)
    #expect(seeded)
    #expect(longestProbe <= 1_000)
    #expect(stages.count == 1)
    #expect(stages[0].elementMoves.count == count - 1)
    let problems = UIKitBatchOracle.problems(
      applying: stages, to: [FlatSection(source)], target: [FlatSection(target)])
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test("well-spread hashes keep the plain bucket order")
  func ordinaryHashes() {
    let source = [TestSection(0, ids: Array(0..<20_000))]
    let target = [TestSection(0, ids: Array((0..<20_000).reversed()))]
    var workspace = DiffWorkspace()
    _ = StagedChangeset(source: source, target: target, workspace: &workspace)
    let (seeded, longestProbe) = (workspace.usedSeededBuckets, workspace.longestProbe)
    #expect(!seeded)
    #expect(longestProbe < MatchTable.probeLimit)
  }
}
