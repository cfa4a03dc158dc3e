#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
#if canImport(Glibc)
import Glibc
#endif
import Tessera
import TesseraExamples
import TesseraUIKit

/// The state-to-screen scenarios of `tessera-bench apply`: what an app pays from a new state to
/// the screen, building the snapshot included.
///
/// - `state-to-screen-product`: the product page built from its state (a new price, a comment
///   replaced by another, alternately) and applied through a table host to the headless table.
/// - `state-to-screen-feed-10k`: a feed of 100 sections of 100 rows, each section made from its
///   items (``Section/init(_:input:header:footer:rows:)``) and the snapshot built with
///   ``ListSnapshot/reusing(_:_:)``; each update changes one item of one section, and is applied
///   through a table host. Beside it, the same change to a screen of that one section alone:
///   `over_alone` is the ratio of the two.
/// - `first-display-100k`: 100,000 rows in 100 sections built with the result builder, then
///   shown by a new controller (its first apply); also the bytes held per row once shown
///   (`held_bytes_per_row`: the anonymous memory the list keeps, with the allocator's free
///   memory given back first; `resident_bytes_per_row`: the growth of the whole resident set,
///   which also counts the pages of code run for the first time).
@MainActor
struct StateToScreenScenario {
  let runs: Int

  // MARK: Product page

  func product() async -> String {
    var rng = BenchmarkRandom(seed: 7)
    var product = Product.random(using: &rng)
    while product.comments.count < 8 || product.promotions.isEmpty || product.specification == nil
      || product.store == nil
    {
      product = Product.random(using: &rng)
    }
    var changed = product
    changed.priceInCents += 100
    changed.comments.removeFirst()
    changed.comments.append(Product.Comment(id: 999, author: "Eve", text: "Arrived in two days."))
    let states = [product, changed]
    let send: Send<ProductScreen.Action> = { _ in }
    let (host, layOut) = Self.tableHost { host in
      host.register(DescribingCell<ProductScreen.CycleImages>.self)
      host.register(DescribingCell<ProductScreen.MainTitle>.self)
      host.register(DescribingCell<ProductScreen.SubTitle>.self)
      host.register(DescribingCell<ProductScreen.Price>.self)
      host.register(DescribingCell<ProductScreen.Promotions>.self)
      host.register(DescribingCell<ProductScreen.SelectedSpecification>.self)
      host.register(DescribingCell<ProductScreen.StoreInfo>.self)
      host.register(DescribingCell<ProductScreen.CommentSummary>.self)
      host.register(DescribingCell<ProductScreen.Comment>.self)
    }
    let samples = await Self.alternate(states, runs: runs, on: host.controller, layOut: layOut) { state in
      ProductScreen(product: .loaded(state), showsAllComments: true).snapshot(send: send)
    }
    return BenchmarkSupport.jsonLine(
      [
        ("bench", .string("apply")), ("scenario", .string("state-to-screen-product")),
        ("rows", .int(host.controller.dataSourceList.rowCount)),
      ] + Self.timing(samples, unit: .microseconds))
  }

  // MARK: Feed

  /// The feed's state: 100 sections of 100 items.
  static func feedState(sections: Int, rows: Int) -> [[BenchItem]] {
    (0..<sections).map { section in
      (0..<rows).map { row in BenchItem(id: section * rows + row, revision: 0) }
    }
  }

  /// The feed's screen: one section per group of items, made from the items.
  static func feed(_ state: [[BenchItem]], firstSection: Int = 0) -> ListSnapshot {
    ListSnapshot {
      for (index, items) in state.enumerated() {
        Section(firstSection + index, input: items) { items in
          for item in items { Row(item.id, item).height(.fixed(44)) }
        }
      }
    }
  }

  /// The parts of `state-to-screen-feed-10k`, each of which can run on its own so that
  /// callgrind counts it alone (`Scripts/callgrind-apply.sh`).
  enum FeedPart: String, CaseIterable {
    /// The feed of 100 sections.
    case whole
    /// The changed section as a screen of its own.
    case alone
  }

  /// Runs `state-to-screen-feed-10k`, or only `part` of it.
  func feed(only part: FeedPart? = nil) async -> String {
    let state = Self.feedState(sections: 100, rows: 100)
    var changed = state
    changed[50][10].revision += 1
    var line: [(String, BenchmarkSupport.Value)] = [
      ("bench", .string("apply")), ("scenario", .string("state-to-screen-feed-10k")), ("rows", .int(10_000)),
    ]
    var whole: [Double] = []
    if part != .alone {
      let (host, layOut) = Self.tableHost { $0.register(BenchTableCell.self) }
      let controller = host.controller
      whole = await Self.alternate([state, changed], runs: runs, on: controller, layOut: layOut) { state in
        ListSnapshot.reusing(controller.latestSnapshot) { Self.feed(state) }
      }
      line += Self.timing(whole, unit: .microseconds)
      line += [("batches", .int(controller.statistics.batches)), ("reloads", .int(controller.statistics.reloads))]
    }
    if part != .whole {
      let (aloneHost, aloneLayOut) = Self.tableHost { $0.register(BenchTableCell.self) }
      let aloneController = aloneHost.controller
      let alone = await Self.alternate(
        [[state[50]], [changed[50]]], runs: runs, on: aloneController, layOut: aloneLayOut
      ) { state in
        ListSnapshot.reusing(aloneController.latestSnapshot) { Self.feed(state, firstSection: 50) }
      }
      line.append(("alone_median_us", .milliseconds(alone[alone.count / 2] * 1_000)))
      if !whole.isEmpty, alone[alone.count / 2] > 0 {
        line.append(("over_alone", .milliseconds(whole[whole.count / 2] / alone[alone.count / 2])))
      }
    }
    return BenchmarkSupport.jsonLine(line)
  }

  // MARK: First display

  func firstDisplay(rows: Int) async -> String {
    let sections = 100
    let zero = [Int](repeating: 0, count: rows / sections * sections)
    var samples: [Double] = []
    // Measured on the first run, when no memory freed earlier can be reused.
    var heldPerRow = 0.0
    var residentPerRow = 0.0
    let clock = ContinuousClock()
    for run in 0..<(runs + 1) {
      let before = Self.memory()
      let start = clock.now
      let snapshot = ApplyScenario.snapshot(rows: zero.count, sections: sections, revisions: zero)
      let controller = ListController(policy: .alwaysAnimate)
      let host = InMemoryHost()
      host.controller = controller
      controller.attach(to: host)
      await controller.apply(snapshot)
      let elapsed = BenchmarkSupport.milliseconds(clock.now - start)
      if run > 0 { samples.append(elapsed) }  // the first run warms up
      if run == 0 {
        let after = Self.memory()
        heldPerRow = Double(after.anonymous - before.anonymous) / Double(zero.count)
        residentPerRow = Double(after.resident - before.resident) / Double(zero.count)
      }
      withExtendedLifetime((controller, host)) {}
    }
    samples.sort()
    return BenchmarkSupport.jsonLine(
      [
        ("bench", .string("apply")), ("scenario", .string("first-display-\(zero.count / 1000)k")),
        ("rows", .int(zero.count)),
      ]
        + Self.timing(samples, unit: .milliseconds)
        + [
          ("held_bytes_per_row", .milliseconds(heldPerRow)), ("resident_bytes_per_row", .milliseconds(residentPerRow)),
        ])
  }

  /// The resident memory of the process in bytes, from `/proc/self/statm`, all of it and its
  /// anonymous part (not backed by a file: the heap, without the code), once the allocator has
  /// given its free memory back (`malloc_trim`), so that what is left is what is held. Zeros
  /// where it cannot be read.
  static func memory() -> (resident: Int, anonymous: Int) {
    #if canImport(Glibc)
    trimAllocator()
    let file = open("/proc/self/statm", O_RDONLY)
    guard file >= 0 else { return (0, 0) }
    defer { close(file) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
    guard count > 0 else { return (0, 0) }
    // Pages: total size, resident, resident and backed by a file (shared), ...
    let fields = String(decoding: buffer[0..<count], as: UTF8.self).split(separator: " ")
    guard fields.count > 2, let resident = Int(fields[1]), let shared = Int(fields[2]) else { return (0, 0) }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    return (resident * page, (resident - shared) * page)
    #else
    return (0, 0)
    #endif
  }

  #if canImport(Glibc)
  /// Calls glibc's `malloc_trim(0)`, which gives the allocator's free pages back to the system
  /// (looked up at run time: the Glibc module does not declare it).
  static func trimAllocator() {
    typealias Trim = @convention(c) (Int) -> Int32
    guard let symbol = dlsym(nil, "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
  }
  #endif

  // MARK: Measuring

  /// A table host on a phone-sized headless table, with the cells `register` adds, and the
  /// closure that lays the table out and ends its animations.
  static func tableHost(_ register: (TableViewHost) -> Void) -> (TableViewHost, () -> Void) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .plain)
    table.isEventLogEnabled = false
    let host = TableViewHost(tableView: table)
    register(host)
    host.controller.diagnosticsHandler = { _ in }
    hosts.append(host)
    return (
      host,
      {
        table.layoutIfNeeded()
        table.finishAnimations()
      }
    )
  }

  private static var hosts: [TableViewHost] = []

  /// Shows the screen of `states[0]`, then alternates between the states, timing each update
  /// from the state to the laid-out table: building the snapshot, diffing, applying.
  static func alternate<State>(
    _ states: [State], runs: Int, on controller: ListController, layOut: () -> Void,
    screen: (State) -> ListSnapshot
  ) async -> [Double] {
    await controller.apply(screen(states[0]))
    layOut()
    for state in [states[1], states[0]] {  // warm-up
      await controller.apply(screen(state))
      layOut()
    }
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for run in 0..<runs {
      let start = clock.now
      await controller.apply(screen(states[(run + 1) % 2]))
      layOut()
      samples.append(BenchmarkSupport.milliseconds(clock.now - start))
    }
    samples.sort()
    return samples
  }

  /// Median, fastest and slowest of sorted `samples` (milliseconds), in `unit`.
  static func timing(_ samples: [Double], unit: ApplyScenario.Unit) -> [(String, BenchmarkSupport.Value)] {
    let scale = unit == .microseconds ? 1_000.0 : 1
    let suffix = unit == .microseconds ? "us" : "ms"
    return [
      ("median_\(suffix)", .milliseconds(samples[samples.count / 2] * scale)),
      ("min_\(suffix)", .milliseconds(samples[0] * scale)),
      ("max_\(suffix)", .milliseconds(samples[samples.count - 1] * scale)),
    ]
  }
}

/// A table cell that shows its content's description in its label, for contents that have no
/// cell of their own in the benchmark.
final class DescribingCell<Content: Equatable & Sendable>: UITableViewCell, TableCell {
  func configure(with content: Content, context: CellContext) {
    textLabel?.text = String(describing: content)
  }
}
