import Testing
import Tessera

/// A host that calls the controller back from inside its own callbacks (while it measures a row
/// or sizes a header): reading every height and offset, dragging rows, toggling expansion,
/// changing width, submitting snapshots, asking rows to be measured again, collapsing a section.
/// Whatever it does, the controller must not crash, every batch must stay valid, and once things
/// settle every cached height must be the one the host measures for that row, at that width, in
/// that state, with a layout that adds up.
@Suite("Hosts that call back from every callback")
@MainActor
struct ReentrantHostCampaignTests {
  private enum CallBack: CaseIterable {
    case readEverything, drag, toggle, widen, submit, invalidate, collapse
  }

  /// The campaign's world: a controller, its host, and the random choices of one seed.
  @MainActor
  private final class Campaign {
    let controller: ListController
    let host: RecordingHost
    var random: SeededRandomNumberGenerator
    var version = 0
    /// Call-backs are made from callbacks only while this is set, and never from inside one.
    var callsBack = true
    private var isCallingBack = false

    init(seed: UInt64) {
      random = SeededRandomNumberGenerator(seed: seed)
      (controller, host) = makeRecordedController()
      host.measure = { row, expanded, width in Self.height(of: row, isExpanded: expanded, width: width) }
      host.sizeSupplement = { [unowned self] _, isHeader, _ in
        self.maybeCallBack()
        return isHeader ? 24 : 8
      }
      let measure = host.measure
      host.measure = { [unowned self] row, expanded, width in
        self.maybeCallBack()
        return measure(row, expanded, width)
      }
    }

    /// What this host measures: a function of the content, the state and the width only.
    static func height(of row: Row, isExpanded: Bool, width: Double) -> Double {
      let text = row.content.as(String.self) ?? ""
      let base = Double(20 + text.utf8.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF } % 40)
      return base + (isExpanded ? 60 : 0) + (width > 350 ? 5 : 0)
    }

    func snapshot() -> ListSnapshot {
      version += 1
      let version = version
      var ids = Array(0..<24).shuffled(using: &random)
      ids.removeLast(Int.random(in: 0..<12, using: &random))
      let cut = [Int.random(in: 0...ids.count, using: &random), Int.random(in: 0...ids.count, using: &random)].sorted()
      func rows(_ slice: ArraySlice<Int>) -> [Row] {
        slice.map { id in
          var row = Row(id, "row \(id) v\(version % 3 == 0 ? version : id % 4)")
            .onMove(within: .list) { _ in }
          if id % 3 == 0 { row = row.expandable(initiallyExpanded: id % 2 == 0) }
          if id % 5 == 0 { row = row.height(.fixed(30)) }
          return row
        }
      }
      return ListSnapshot(sections: [
        Section("a", header: "A", rows: rows(ids[..<cut[0]])),
        Section("b", header: "B", footer: "end of B", rows: rows(ids[cut[0]..<cut[1]])).collapsible(),
        Section("c", rows: rows(ids[cut[1]...])),
      ])
    }

    func maybeCallBack() {
      guard callsBack, !isCallingBack, Int.random(in: 0..<3, using: &random) == 0 else { return }
      isCallingBack = true
      defer { isCallingBack = false }
      act(CallBack.allCases.randomElement(using: &random)!)
    }

    func act(_ callBack: CallBack) {
      let paths = controller.dataSourceList.rowPaths
      switch callBack {
      case .readEverything:
        for path in paths {
          _ = controller.heightForRow(at: path)
          _ = controller.laidOutHeightForRow(at: path)
          _ = controller.offsetOfRow(at: path)
        }
        for section in 0..<controller.dataSourceList.sectionCount {
          _ = controller.heightForHeader(inSection: section)
          _ = controller.heightForFooter(inSection: section)
        }
        _ = controller.layoutItems(inRange: 0, height: controller.contentHeight)
      case .drag:
        // A user drags only what the view shows.
        guard host.shown == RecordingHost.rows(of: controller.dataSourceList),
          let source = paths.randomElement(using: &random),
          let destination = paths.randomElement(using: &random)
        else { return }
        host.dragRow(at: source, to: destination)
      case .toggle:
        guard let path = paths.randomElement(using: &random) else { return }
        controller.toggleExpansion(ofRowWithID: controller.dataSourceList[path].id)
      case .widen:
        host.availableWidth = host.availableWidth == 320 ? 400 : 320
        controller.availableWidthDidChange()
      case .submit:
        controller.submit(snapshot())
      case .invalidate:
        guard let path = paths.randomElement(using: &random) else { return }
        controller.invalidateHeight(ofRowWithID: controller.dataSourceList[path].id)
      case .collapse:
        controller.setCollapsed(!controller.isCollapsed(sectionWithID: "b"), sectionWithID: "b")
      }
    }

    /// What is wrong with the layout now: a cached height that is not the host's measurement
    /// of that row in its state at this width, a layout item of another height, offsets that do
    /// not add up.
    func layoutProblems() -> [String] {
      var problems: [String] = []
      var offset = 0.0
      func check(_ item: ListLayoutItem, height: Double) {
        if abs(controller.offset(of: item) - offset) > 0.001 {
          problems.append("\(item) at \(controller.offset(of: item)), expected \(offset)")
        }
        if controller.height(of: item) != height {
          problems.append("\(item) laid out \(controller.height(of: item)) high, expected \(height)")
        }
        offset += height
      }
      let list = controller.dataSourceList
      for section in 0..<list.sectionCount {
        check(.header(section: section), height: list.sections[section].section.header == nil ? 0 : 24)
        for element in 0..<list.rowCount(inSection: section) {
          let path = ElementPath(element: element, section: section)
          let row = list[path]
          let expected =
            row.heightPolicy == .fixed(30)
            ? 30 : Self.height(of: row, isExpanded: controller.isExpanded(rowAt: path), width: host.availableWidth)
          if controller.heightForRow(at: path) != expected {
            problems.append("row \(row.id) at \(path): \(controller.heightForRow(at: path)), measured \(expected)")
          }
          check(.row(path), height: expected)
        }
        check(.footer(section: section), height: list.sections[section].section.footer == nil ? 0 : 8)
      }
      if abs(controller.contentHeight - offset) > 0.001 {
        problems.append("content height \(controller.contentHeight), items add up to \(offset)")
      }
      return problems
    }
  }

  @Test func callingBackFromCallbacksLeavesValidBatchesAndAConsistentLayout() async {
    for seed: UInt64 in 1...30 {
      let campaign = Campaign(seed: seed)
      let controller = campaign.controller
      for step in 0..<20 {
        switch Int.random(in: 0..<4, using: &campaign.random) {
        case 0, 1: await controller.apply(campaign.snapshot())
        case 2: campaign.act(ReentrantHostCampaignTests.CallBack.allCases.randomElement(using: &campaign.random)!)
        default: await controller.settle()
        }
        // Between updates, with every row asked for (and so measured), the layout is exact.
        if !controller.isUpdating {
          campaign.callsBack = false
          let problems = campaign.layoutProblems()
          campaign.callsBack = true
          #expect(problems.isEmpty, "seed \(seed) step \(step): \(problems.prefix(5))")
        }
      }
      // Calls back stop; the last snapshot is shown and every pending measurement served.
      campaign.callsBack = false
      let last = campaign.snapshot()
      await controller.apply(last)
      await controller.settle()
      controller.updateHeightsIfNeeded()

      #expect(campaign.host.violations.isEmpty, "seed \(seed): \(campaign.host.violations)")
      let shownIDs = controller.dataSourceList.sections.map { $0.rows.map(\.id) }
      let expectedIDs = last.sections.map { section in
        controller.isCollapsed(sectionWithID: section.id) ? [] : section.rows.map(\.id)
      }
      #expect(shownIDs == expectedIDs, "seed \(seed)")
      // Heights asked after the update: every row is measured now, so the layout is exact.
      let problems = campaign.layoutProblems()
      #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(5))")
    }
  }

  // MARK: The cases the campaign found

  /// Two stages: section "d" moves to the top while rows change sections (L4).
  private static let twoStages: (ListSnapshot, ListSnapshot) = {
    func page(_ sections: [(String, [Int])]) -> ListSnapshot {
      ListSnapshot(
        sections: sections.map { id, rows in
          Section(id, header: id.uppercased(), rows: rows.map { Row($0, "row \($0)").onMove(within: .list) { _ in } })
        })
    }
    return (
      page([("a", [1, 2, 3]), ("b", [4, 5]), ("c", [6]), ("d", [7, 8])]),
      page([("d", [8, 7, 2]), ("a", [10, 1]), ("e", [11]), ("b", [5, 3])])
    )
  }()

  /// Shows `snapshot` through a host that holds its completions, finishing every batch.
  private func show(_ snapshot: ListSnapshot, on controller: ListController, _ host: RecordingHost) async {
    controller.submit(snapshot)
    // Bounded: a controller that never finishes fails the test instead of hanging it.
    var turns = 0
    while (controller.isUpdating || !host.pendingCompletions.isEmpty) && turns < 10_000 {
      host.finishBatches()
      await Task.yield()
      turns += 1
    }
    #expect(!controller.isUpdating, "the update never finished")
  }

  /// Starts showing `snapshot` and returns once the host has its first batch (not finished).
  private func startShowing(_ snapshot: ListSnapshot, on controller: ListController, _ host: RecordingHost) async {
    let batches = host.batches
    controller.submit(snapshot)
    var turns = 0
    while host.batches == batches && turns < 10_000 {
      await Task.yield()
      turns += 1
    }
    #expect(host.batches > batches, "the update never handed over a batch")
  }

  /// A user's drag between two batches of one update (while the first animates) leaves the
  /// stages that follow out of step with the rows: the controller diffs the snapshot again
  /// from what is shown, and every batch stays valid.
  @Test func aMoveBetweenTwoBatchesOfAnUpdateIsDiffedAgain() async {
    let (controller, host) = makeRecordedController()
    host.completesImmediately = false
    let (source, target) = Self.twoStages
    await show(source, on: controller, host)
    await startShowing(target, on: controller, host)
    #expect(host.batchLog.last?.isFirstOfUpdate == true)
    // The first row of the first section goes to its end while the first batch animates.
    let rows = controller.dataSourceList.rowCount(inSection: 0)
    #expect(host.dragRow(at: ElementPath(element: 0, section: 0), to: ElementPath(element: rows - 1, section: 0)))
    await show(target, on: controller, host)

    #expect(host.violations.isEmpty, "\(host.violations)")
    #expect(controller.dataSourceList.sections.map { $0.rows.map(\.id) } == target.sections.map { $0.rows.map(\.id) })
    #expect(host.shown == RecordingHost.rows(of: controller.dataSourceList))
  }

  /// A rotation while an update's first batch animates: the heights carried over at its last
  /// batch are those of the width they were measured at, never served at another.
  @Test func aWidthChangeDuringAnUpdateKeepsHeightsWithTheirWidth() async {
    let (controller, host) = makeRecordedController()
    host.measure = { _, _, width in width / 10 }
    host.completesImmediately = false
    let (source, target) = Self.twoStages
    await show(source, on: controller, host)
    for path in controller.dataSourceList.rowPaths { _ = controller.heightForRow(at: path) }
    await startShowing(target, on: controller, host)
    host.availableWidth = 400
    controller.availableWidthDidChange()
    await show(target, on: controller, host)

    let heights = controller.dataSourceList.rowPaths.map { controller.heightForRow(at: $0) }
    #expect(heights == Array(repeating: 40, count: heights.count), "measured at 400, not 320")
    // And back: the heights measured at 320 before the update are still those of 320.
    host.availableWidth = 320
    controller.availableWidthDidChange()
    let back = controller.dataSourceList.rowPaths.map { controller.heightForRow(at: $0) }
    #expect(back == Array(repeating: 32, count: back.count))
    #expect(host.violations.isEmpty)
  }

  /// A host that changes the width while it measures a row gets its answer, but it is not
  /// kept for the new width: the row is measured again there.
  @Test func aMeasurementTakenWhileTheWidthChangedIsNotKept() async {
    let (controller, host) = makeRecordedController()
    await controller.apply(ListSnapshot { Section("s") { Row(1, "one") } })
    var widened = false
    host.measure = { [unowned host, unowned controller] _, _, width in
      if !widened {
        widened = true
        host.availableWidth = 400
        controller.availableWidthDidChange()
      }
      return width / 10
    }
    let path = ElementPath(element: 0, section: 0)
    #expect(controller.heightForRow(at: path) == 32, "the host's answer, at the width it measured")
    #expect(controller.heightForRow(at: path) == 40, "measured again at the new width")
    #expect(controller.height(of: .row(path)) == 40)
  }

  /// A host may not move rows while the controller swaps the list it shows (from a callback
  /// inside the swap): the move is refused with a diagnostic naming the call, and nothing breaks.
  @Test func aMoveFromInsideASwapIsRefused() async {
    let (controller, host) = makeRecordedController()
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticsHandler = { diagnostics.append($0) }
    let (source, target) = Self.twoStages
    await controller.apply(source)
    var refused: [Bool] = []
    host.sizeSupplement = { [unowned host] _, _, _ in
      refused.append(!host.dragRow(at: ElementPath(element: 0, section: 0), to: ElementPath(element: 1, section: 0)))
      return 20
    }
    await controller.apply(target)
    #expect(!refused.isEmpty && refused.allSatisfy { $0 })
    #expect(
      diagnostics.contains { "\($0)".contains("userDidMoveRow(at:to:) was called while the controller was swapping") })
    #expect(host.violations.isEmpty)
    #expect(controller.dataSourceList.sections.map { $0.rows.map(\.id) } == target.sections.map { $0.rows.map(\.id) })
  }

  @Test func aReconfigureFromInsideASwapIsRefused() async {
    let (controller, host) = makeRecordedController()
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticsHandler = { diagnostics.append($0) }
    let (source, target) = Self.twoStages
    await controller.apply(source)
    let refreshes = host.refreshedPaths.count
    var asked = 0
    host.sizeSupplement = { [unowned controller] _, _, _ in
      asked += 1
      controller.reconfigureRows(withIDs: controller.dataSourceList.sections.flatMap { $0.rows.map(\.id) })
      return 20
    }
    await controller.apply(target)
    #expect(asked > 0)
    #expect(
      diagnostics.contains {
        "\($0)".contains("reconfigureRows(withIDs:) was called while the controller was swapping")
      })
    #expect(host.refreshedPaths.count == refreshes, "no refresh of paths that are changing under it")
    #expect(host.violations.isEmpty)
  }
}
