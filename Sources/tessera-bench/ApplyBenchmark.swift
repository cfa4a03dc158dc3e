import ArgumentParser
import Tessera

/// `tessera-bench apply`: a 100,000-row list applied through ``ListController`` to an in-memory
/// host, 1% of rows changed per update; offset lookups; the controller's bytes per row.
struct ApplyBenchmark: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "apply",
    abstract: "Time snapshot application through the controller, offset lookups and bookkeeping memory."
  )

  @Option(help: "Rows in the list.")
  var rows = 100_000

  @Option(help: "Timed runs (after one warm-up run).")
  var runs = 21

  func validate() throws {
    guard rows >= 100 else { throw ValidationError("--rows must be at least 100.") }
    guard runs > 0 else { throw ValidationError("--runs must be positive.") }
  }

  func run() async throws {
    for line in await ApplyScenario.run(rows: rows, runs: runs) { print(line) }
  }
}

/// The content of benchmark rows.
struct BenchItem: Equatable, Sendable {
  var id: Int
  var revision: Int
}

/// A host that does what a view would do with the data, without drawing: swaps it inside each
/// batch and asks for the heights of the rows in a 20-row viewport.
@MainActor
final class InMemoryHost: ListHost {
  weak var controller: ListController?
  var canAnimateUpdates: Bool { true }
  var availableWidth: Double { 375 }

  func reloadAll(completion: @escaping @MainActor () -> Void) {
    layoutViewport()
    completion()
  }

  func performBatch(
    _ stage: ListUpdateStage, updateData: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void
  ) {
    updateData()
    layoutViewport()
    completion()
  }

  func refreshRows(at paths: [ElementPath]) { layoutViewport() }

  func measureRow(_ row: Row, isExpanded: Bool, width: Double) -> Double {
    Double(44 + (row.content.as(BenchItem.self)?.revision ?? 0) % 3 * 20)
  }

  func supplementHeight(_ supplement: SectionSupplement, isHeader: Bool, width: Double) -> Double { 28 }

  private func layoutViewport() {
    guard let controller else { return }
    for item in controller.layoutItems(inRange: 0, height: 20 * 44) {
      if case .row(let path) = item { _ = controller.heightForRow(at: path) }
    }
  }
}

@MainActor
enum ApplyScenario {
  static func snapshot(rows: Int, sections: Int, revisions: [Int]) -> ListSnapshot {
    let perSection = rows / sections
    return ListSnapshot {
      for s in 0..<sections {
        Section(s, header: "Section \(s)") {
          for r in 0..<perSection {
            let id = s * perSection + r
            Row(id, BenchItem(id: id, revision: revisions[id])).height(.automatic(estimate: 44))
          }
        }
      }
    }
  }

  static func run(rows: Int, runs: Int) async -> [String] {
    let clock = ContinuousClock()
    var rng = BenchmarkRandom(seed: 42)
    let sectionCount = 100
    let total = rows / sectionCount * sectionCount
    var lines: [String] = []

    // Building a snapshot with the result builder.
    let zero = [Int](repeating: 0, count: total)
    let (build, built) = BenchmarkSupport.measure(runs: runs) { snapshot(rows: total, sections: sectionCount, revisions: zero) }
    lines.append(BenchmarkSupport.jsonLine([
      "bench": .string("snapshot"), "scenario": .string("build-\(total / 1000)k"),
      "median_ms": .milliseconds(build.median), "min_ms": .milliseconds(build.min), "max_ms": .milliseconds(build.max),
      "rows": .int(built.rowCount),
    ]))

    // Two versions that differ in 1% of the rows; each run applies the other one.
    var revisions = zero
    for id in (0..<total).shuffled(using: &rng).prefix(total / 100) { revisions[id] = 1 }
    let versions = [built, snapshot(rows: total, sections: sectionCount, revisions: revisions)]

    let controller = ListController(policy: .alwaysAnimate)
    let host = InMemoryHost()
    host.controller = controller
    controller.attach(to: host)
    await controller.apply(versions[0])
    await controller.apply(versions[1])  // warm-up
    var samples: [Double] = []
    for run in 0..<runs {
      let start = clock.now
      await controller.apply(versions[run % 2])
      samples.append(BenchmarkSupport.milliseconds(clock.now - start))
    }
    samples.sort()
    lines.append(BenchmarkSupport.jsonLine([
      "bench": .string("apply"), "scenario": .string("update-1pct-\(total / 1000)k"),
      "median_ms": .milliseconds(samples[samples.count / 2]), "min_ms": .milliseconds(samples[0]),
      "max_ms": .milliseconds(samples[samples.count - 1]), "batches": .int(controller.statistics.batches),
      "reloads": .int(controller.statistics.reloads), "measurements": .int(controller.statistics.measurements),
    ]))

    // A structural change: 1% of rows moved to other sections (deletes and inserts elsewhere
    // behave the same for the controller), alternating with the original.
    let moved = Set((0..<total).shuffled(using: &rng).prefix(total / 100))
    var shuffledSections = versions[0].sections.map { section in Section(section.id, header: section.header?.title, rows: section.rows.filter { row in
      !moved.contains(row.content.as(BenchItem.self)?.id ?? -1) }) }
    for id in moved.sorted() {
      let section = Int.random(in: 0..<sectionCount, using: &rng)
      shuffledSections[section].rows.insert(
        Row(id, BenchItem(id: id, revision: 0)).height(.automatic(estimate: 44)),
        at: Int.random(in: 0...shuffledSections[section].rows.count, using: &rng))
    }
    let structural = [versions[0], ListSnapshot(sections: shuffledSections)]
    await controller.apply(structural[0])
    var moveSamples: [Double] = []
    for run in 0..<runs {
      let start = clock.now
      await controller.apply(structural[(run + 1) % 2])
      moveSamples.append(BenchmarkSupport.milliseconds(clock.now - start))
    }
    moveSamples.sort()
    lines.append(BenchmarkSupport.jsonLine([
      "bench": .string("apply"), "scenario": .string("move-1pct-\(total / 1000)k"),
      "median_ms": .milliseconds(moveSamples[moveSamples.count / 2]), "min_ms": .milliseconds(moveSamples[0]),
      "max_ms": .milliseconds(moveSamples[moveSamples.count - 1]), "batches": .int(controller.statistics.batches),
      "reloads": .int(controller.statistics.reloads), "measurements": .int(controller.statistics.measurements),
    ]))

    // Offset lookups: row at a random offset, and offset of a random row.
    let queries = 1_000_000
    let height = controller.contentHeight
    let offsets = (0..<queries).map { _ in Double.random(in: 0..<height, using: &rng) }
    let paths = (0..<queries).map { _ in
      ElementPath(element: Int.random(in: 0..<(total / sectionCount), using: &rng), section: Int.random(in: 0..<sectionCount, using: &rng))
    }
    var checksum = 0.0
    let lookupStart = clock.now
    for offset in offsets {
      if case .row(let path)? = controller.layoutItem(atOffset: offset) { checksum += Double(path.element) }
    }
    let lookupNs = BenchmarkSupport.milliseconds(clock.now - lookupStart) * 1e6 / Double(queries)
    let offsetStart = clock.now
    for path in paths { checksum += controller.offsetOfRow(at: path) }
    let offsetNs = BenchmarkSupport.milliseconds(clock.now - offsetStart) * 1e6 / Double(queries)
    lines.append(BenchmarkSupport.jsonLine([
      "bench": .string("offsets"), "scenario": .string("lookup-\(total / 1000)k"),
      "row_at_offset_ns": .milliseconds(lookupNs), "offset_of_row_ns": .milliseconds(offsetNs),
      "checksum": .int(Int(checksum) % 1000),
    ]))

    lines.append(BenchmarkSupport.jsonLine([
      "bench": .string("memory"), "scenario": .string("controller-\(total / 1000)k"),
      "bookkeeping_bytes_per_row": .milliseconds(controller.sizingBytesPerRow),
      "rows": .int(controller.presented.rowCount),
    ]))
    return lines
  }
}
