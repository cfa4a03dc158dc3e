import Foundation
import Testing

/// The probe files hold one probe for each of the census's top 200 APIs, each marked as
/// Scripts/census-probes.sh reads them: a broken marker would make the count lie.
@Suite struct CensusCoverageTests {
  /// A probe's marker: its census rank and API, and whether it needs the Objective-C runtime.
  struct Marker: Equatable {
    var rank: Int
    var api: String
    var file: String
    var needsObjectiveC: Bool
  }

  static var probeFolder: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent() }

  /// Every `// census N: API` line of the probe files.
  static func markers() throws -> [Marker] {
    let files = try FileManager.default.contentsOfDirectory(atPath: probeFolder.path)
      .filter { $0.hasPrefix("Probes+") && $0.hasSuffix(".swift") }.sorted()
    var markers: [Marker] = []
    for file in files {
      let text = try String(contentsOf: probeFolder.appendingPathComponent(file), encoding: .utf8)
      var inObjectiveC = false
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("#if canImport(ObjectiveC)") { inObjectiveC = true }
        if line.hasPrefix("#endif") { inObjectiveC = false }
        guard line.hasPrefix("// census ") else { continue }
        let rest = line.dropFirst("// census ".count)
        let parts = rest.split(separator: ":", maxSplits: 1)
        let rank = try #require(Int(parts.first ?? ""), "\(file): a marker without a rank: \(line)")
        let api = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        markers.append(Marker(rank: rank, api: api, file: file, needsObjectiveC: inObjectiveC))
      }
    }
    return markers
  }

  @Test func everyRankOfTheTop200HasExactlyOneProbe() throws {
    let markers = try Self.markers()
    let ranks = markers.map(\.rank)
    let duplicates = Dictionary(grouping: ranks, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
    #expect(duplicates.isEmpty, "ranks probed twice: \(duplicates)")
    let missing = Set(1...200).subtracting(ranks).sorted()
    #expect(missing.isEmpty, "ranks without a probe: \(missing)")
    #expect(ranks.allSatisfy { (1...200).contains($0) }, "a rank outside the top 200")
    for marker in markers { #expect(!marker.api.isEmpty, "census \(marker.rank) in \(marker.file) names no API") }
  }

  @Test func onlyTargetActionProbesNeedTheObjectiveCRuntime() throws {
    let objectiveC = try Self.markers().filter(\.needsObjectiveC)
    // `#selector` exists only with the Objective-C runtime: those probes, and only those.
    #expect(objectiveC.map(\.rank).sorted() == [66, 103])
    #expect(objectiveC.allSatisfy { $0.api.lowercased().contains("target") })
  }
}
