import Tessera
import TesseraDiff
import TesseraExamples

/// The scenarios of `tessera-bench apply`. Every apply scenario alternates between two snapshots
/// and reports, beside the end-to-end time, the bare diff of the same two lists and the ratio.
@MainActor
struct ApplyScenario {
  /// A scenario's name on the command line and in the output.
  enum Name: String, CaseIterable {
    case build = "build"
    case update = "update-1pct"
    case move = "move-1pct"
    case typical = "typical-screen"
    case offsets = "offsets"
    case memory = "memory"
    case table = "table-update-1pct"
    case collection = "collection-update-1pct"
    case anchoring = "anchoring-update-1pct"
    case recording = "recording"
    case coldUpdate = "update-1pct-cold"
    case stateToScreenProduct = "state-to-screen-product"
    case stateToScreenFeed = "state-to-screen-feed-10k"
    case firstDisplay = "first-display"
    case outlineCollapse = "outline-collapse-10k"
  }

  let rows: Int
  let runs: Int
  /// Whether apply scenarios also time the bare diff of the same change.
  var measuresBareDiff = true
  /// The part of `state-to-screen-feed-10k` to run; both when `nil`.
  var feedPart: StateToScreenScenario.FeedPart?
  let sectionCount = 100

  /// The rows of the large list: a multiple of the section count.
  var total: Int { rows / sectionCount * sectionCount }

  func run(_ names: [Name]) async -> [String] {
    var lines: [String] = []
    for name in names {
      switch name {
      case .build: lines.append(build())
      case .update: lines.append(await update())
      case .move: lines.append(await move())
      case .typical: lines.append(await typicalScreen())
      case .offsets: lines.append(await offsets())
      case .memory: lines.append(await memory())
      case .table: lines.append(await throughHost(.table))
      case .collection: lines.append(await throughHost(.collection))
      case .anchoring: lines.append(await anchoring())
      case .recording: lines.append(await recording())
      case .coldUpdate: lines.append(await coldUpdate())
      case .stateToScreenProduct: lines.append(await StateToScreenScenario(runs: runs).product())
      case .stateToScreenFeed: lines.append(await StateToScreenScenario(runs: runs).feed(only: feedPart))
      case .firstDisplay: lines.append(await StateToScreenScenario(runs: runs).firstDisplay(rows: total))
      case .outlineCollapse:
        lines.append(await OutlineCollapseScenario(runs: runs, measuresBareDiff: measuresBareDiff).run())
      }
    }
    return lines
  }

  // MARK: Scenarios

  private func build() -> String {
    let zero = [Int](repeating: 0, count: total)
    let (timing, built) = BenchmarkSupport.measure(runs: runs) {
      Self.snapshot(rows: total, sections: sectionCount, revisions: zero)
    }
    return BenchmarkSupport.jsonLine([
      "bench": .string("snapshot"), "scenario": .string("build-\(total / 1000)k"),
      "median_ms": .milliseconds(timing.median), "min_ms": .milliseconds(timing.min),
      "max_ms": .milliseconds(timing.max),
      "rows": .int(built.rowCount),
    ])
  }

  /// 1% of the rows change content in place.
  private func update() async -> String {
    var rng = BenchmarkRandom(seed: 42)
    let versions = Self.contentVersions(total: total, sections: sectionCount, using: &rng)
    return await alternate(versions, scenario: "update-1pct-\(total / 1000)k", unit: .milliseconds)
  }

  /// `update-1pct` as an app meets it: other work between two updates (here, writing 32 MB
  /// of other memory) leaves the caches cold. The runs rotate between the controller's
  /// workspace policies (the workspace kept from update to update, or a fresh one per diff), so
  /// a busy machine slows both alike; the medians of each are reported.
  private func coldUpdate() async -> String {
    var rng = BenchmarkRandom(seed: 42)
    let versions = Self.contentVersions(total: total, sections: sectionCount, using: &rng)
    let controller = await Self.loadedController(versions[0])
    await controller.apply(versions[1])  // warm-up
    await controller.apply(versions[0])
    var other = [UInt8](repeating: 0, count: 32 << 20)
    let policies: [ListController.DiffWorkspacePolicy] = [.kept, .fresh]
    var samples: [[Double]] = policies.map { _ in [] }
    let clock = ContinuousClock()
    for run in 0..<(runs * policies.count) {
      // kept, fresh, fresh, kept: each policy applies both versions, in turn.
      let policy = [0, 1, 1, 0][run % 4]
      ListController.diffWorkspacePolicy = policies[policy]
      other.withUnsafeMutableBufferPointer { memory in
        var offset = run % 64
        while offset < memory.count {
          memory[offset] &+= 1
          offset += 64
        }
      }
      let start = clock.now
      await controller.apply(versions[(run + 1) % 2])
      samples[policy].append(BenchmarkSupport.milliseconds(clock.now - start))
    }
    ListController.diffWorkspacePolicy = .kept
    let medians = samples.map { $0.sorted()[$0.count / 2] }
    return BenchmarkSupport.jsonLine([
      "bench": .string("apply"), "scenario": .string("update-1pct-\(total / 1000)k-cold"),
      "kept_median_ms": .milliseconds(medians[0]), "fresh_median_ms": .milliseconds(medians[1]),
      "kept_over_fresh": .milliseconds(medians[1] > 0 ? medians[0] / medians[1] : 0),
      "batches": .int(controller.statistics.batches),
    ])
  }

  /// 1% of the rows move to other sections (deletes and inserts elsewhere cost the same).
  private func move() async -> String {
    var rng = BenchmarkRandom(seed: 43)
    let base = Self.snapshot(rows: total, sections: sectionCount, revisions: [Int](repeating: 0, count: total))
    let moved = Set((0..<total).shuffled(using: &rng).prefix(total / 100))
    var sections = base.sections.map { section in
      var copy = section
      copy.rows.removeAll { moved.contains($0.content.as(BenchItem.self)?.id ?? -1) }
      return copy
    }
    for id in moved.sorted() {
      let section = Int.random(in: 0..<sectionCount, using: &rng)
      sections[section].rows.insert(
        Row(id, BenchItem(id: id, revision: 0)).height(.automatic(estimate: 44)),
        at: Int.random(in: 0...sections[section].rows.count, using: &rng))
    }
    return await alternate(
      [base, ListSnapshot(sections: sections)], scenario: "move-1pct-\(total / 1000)k", unit: .milliseconds)
  }

  /// The product page (about 20 rows in 3 sections) updated with a few changes: a new price, a
  /// promotion more, one comment replaced by another, in microseconds per update.
  private func typicalScreen() async -> String {
    var rng = BenchmarkRandom(seed: 7)
    var product = Product.random(using: &rng)
    // Every optional block present and 8 comments: the page at its fullest, about 20 rows.
    while product.comments.count < 8 || product.promotions.isEmpty || product.specification == nil
      || product.store == nil
    {
      product = Product.random(using: &rng)
    }
    var changed = product
    changed.priceInCents += 100
    changed.promotions.append("Free gift wrapping")
    changed.comments.removeFirst()
    changed.comments.append(Product.Comment(id: 999, author: "Eve", text: "Arrived in two days."))
    let send: Send<ProductScreen.Action> = { _ in }
    let versions = [product, changed].map {
      ProductScreen(product: .loaded($0), showsAllComments: true).snapshot(send: send)
    }
    return await alternate(versions, scenario: "typical-screen-\(versions[0].rowCount)", unit: .microseconds)
  }

  private func offsets() async -> String {
    var rng = BenchmarkRandom(seed: 44)
    let controller = await Self.loadedController(
      Self.snapshot(rows: total, sections: sectionCount, revisions: [Int](repeating: 0, count: total)))
    let queries = 1_000_000
    let height = controller.contentHeight
    let offsets = (0..<queries).map { _ in Double.random(in: 0..<height, using: &rng) }
    let perSection = total / sectionCount
    let paths = (0..<queries).map { _ in
      ElementPath(
        element: Int.random(in: 0..<perSection, using: &rng), section: Int.random(in: 0..<sectionCount, using: &rng))
    }
    let clock = ContinuousClock()
    var checksum = 0.0
    let lookupStart = clock.now
    for offset in offsets {
      if case .row(let path)? = controller.layoutItem(atOffset: offset) { checksum += Double(path.element) }
    }
    let lookupNs = BenchmarkSupport.milliseconds(clock.now - lookupStart) * 1e6 / Double(queries)
    let offsetStart = clock.now
    for path in paths { checksum += controller.offsetOfRow(at: path) }
    let offsetNs = BenchmarkSupport.milliseconds(clock.now - offsetStart) * 1e6 / Double(queries)
    return BenchmarkSupport.jsonLine([
      "bench": .string("offsets"), "scenario": .string("lookup-\(total / 1000)k"),
      "row_at_offset_ns": .milliseconds(lookupNs), "offset_of_row_ns": .milliseconds(offsetNs),
      "checksum": .int(Int(checksum) % 1000),
    ])
  }

  private func memory() async -> String {
    var rng = BenchmarkRandom(seed: 42)
    let versions = Self.contentVersions(total: total, sections: sectionCount, using: &rng)
    let controller = await Self.loadedController(versions[0])
    await controller.apply(versions[1])
    return BenchmarkSupport.jsonLine([
      "bench": .string("memory"), "scenario": .string("controller-\(total / 1000)k"),
      "bookkeeping_bytes_per_row": .milliseconds(controller.sizingBytesPerRow),
      "rows": .int(controller.dataSourceList.rowCount),
    ])
  }

  /// 1% of the rows change content, applied through a host to its headless view.
  private func throughHost(_ view: HostApplyScenario.View) async -> String {
    var rng = BenchmarkRandom(seed: 42)
    let versions = Self.contentVersions(total: total, sections: sectionCount, using: &rng)
    let name = view == .table ? "table" : "collection"
    return await HostApplyScenario(versions: versions, runs: runs).run(
      view, scenario: "\(name)-update-1pct-\(total / 1000)k")
  }

  /// 1% of the rows change content, through two table hosts, with and without anchoring.
  private func anchoring() async -> String {
    var rng = BenchmarkRandom(seed: 42)
    let versions = Self.contentVersions(total: total, sections: sectionCount, using: &rng)
    return await AnchoringScenario(versions: versions, runs: runs).run(
      scenario: "anchoring-update-1pct-\(total / 1000)k")
  }

  /// What the flight recorder costs on the update of `update-1pct`.
  private func recording() async -> String {
    var rng = BenchmarkRandom(seed: 42)
    let versions = Self.contentVersions(total: total, sections: sectionCount, using: &rng)
    return await RecordingScenario(versions: versions, runs: runs, scenario: "recording-update-1pct-\(total / 1000)k")
      .run()
  }

  // MARK: Measuring

  enum Unit { case milliseconds, microseconds }

  /// Applies `versions[0]`, then alternates between the two through a controller, timing each
  /// apply; then times the bare staged diff between the same two lists.
  private func alternate(_ versions: [ListSnapshot], scenario: String, unit: Unit) async -> String {
    let controller = await Self.loadedController(versions[0])
    await controller.apply(versions[1])  // warm-up
    await controller.apply(versions[0])
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for run in 0..<runs {
      let start = clock.now
      await controller.apply(versions[(run + 1) % 2])
      samples.append(BenchmarkSupport.milliseconds(clock.now - start))
    }
    samples.sort()
    var diff = BenchmarkSupport.Timing(median: 0, min: 0, max: 0)
    if measuresBareDiff {
      let lists = versions.map(Self.dataSourceList)
      var flip = 0
      var workspace = DiffWorkspace()
      diff =
        BenchmarkSupport.measure(runs: runs) { () -> Int in
          flip += 1
          return BenchRows.diff(lists[flip % 2], lists[(flip + 1) % 2], &workspace).count
        }.timing
    }
    let apply = samples[samples.count / 2]
    let scale = unit == .microseconds ? 1_000.0 : 1
    let suffix = unit == .microseconds ? "us" : "ms"
    return BenchmarkSupport.jsonLine([
      "bench": .string("apply"), "scenario": .string(scenario),
      "median_\(suffix)": .milliseconds(apply * scale), "min_\(suffix)": .milliseconds(samples[0] * scale),
      "max_\(suffix)": .milliseconds(samples[samples.count - 1] * scale),
      "diff_median_\(suffix)": .milliseconds(diff.median * scale),
      "apply_over_diff": .milliseconds(diff.median > 0 ? apply / diff.median : 0),
      "batches": .int(controller.statistics.batches), "reloads": .int(controller.statistics.reloads),
      "measurements": .int(controller.statistics.measurements),
    ])
  }

  static func loadedController(_ first: ListSnapshot) async -> ListController {
    let controller = ListController(policy: .alwaysAnimate)
    let host = InMemoryHost()
    host.controller = controller
    controller.attach(to: host)
    await controller.apply(first)
    // The host lives as long as the controller's scenario: keep it reachable.
    hosts.append(host)
    return controller
  }

  private static var hosts: [InMemoryHost] = []

  /// What the controller diffs: every section expanded.
  private static func dataSourceList(_ snapshot: ListSnapshot) -> DataSourceList {
    DataSourceList(sections: snapshot.sections.map { DataSourceSection(section: $0, isCollapsed: false) })
  }

  // MARK: Data

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

  /// Two versions of the large list that differ in the content of 1% of the rows.
  static func contentVersions(total: Int, sections: Int, using rng: inout BenchmarkRandom) -> [ListSnapshot] {
    let zero = [Int](repeating: 0, count: total)
    var revisions = zero
    for id in (0..<total).shuffled(using: &rng).prefix(total / 100) { revisions[id] = 1 }
    return [
      snapshot(rows: total, sections: sections, revisions: zero),
      snapshot(rows: total, sections: sections, revisions: revisions),
    ]
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
final class InMemoryHost: MeasuringListHost {
  weak var controller: ListController?
  var canAnimateUpdates: Bool { true }
  var availableWidth: Double { 375 }

  func reloadAll(updateData: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void) {
    updateData()
    layoutViewport()
    completion()
  }

  func performBatch(
    _ batch: ListBatch, updateData: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void
  ) {
    updateData()
    layoutViewport()
    completion()
  }

  func refreshRows(at paths: [ElementPath]) { layoutViewport() }

  func measureRow(_ row: Row, isExpanded: Bool, width: Double) -> Double {
    if let item = row.content.as(BenchItem.self) { return Double(44 + item.revision % 3 * 20) }
    return 44
  }

  func supplementHeight(_ supplement: SectionSupplement, isHeader: Bool, width: Double) -> Double { 28 }

  private func layoutViewport() {
    guard let controller else { return }
    for item in controller.layoutItems(inRange: 0, height: 20 * 44) {
      if case .row(let path) = item { _ = controller.heightForRow(at: path) }
    }
  }
}
