import Testing
import Tessera

private struct Merchant: Equatable, Sendable {
  var city: String
  var sum: Int
}

private struct Toggled: Sendable { var isOn: Bool }

@MainActor
private func merchants(_ order: [Int], sums: [Int: Int] = [:]) -> ListSnapshot {
  ListSnapshot {
    Section("merchants") {
      for id in order { Row(id, Merchant(city: "City \(id)", sum: sums[id] ?? id * 10)).expandable() }
    }
  }
}

@MainActor
private func measureAll(_ controller: ListController) {
  for (s, section) in controller.dataSourceList.sections.enumerated() {
    for r in section.rows.indices { _ = controller.heightForRow(at: ElementPath(element: r, section: s)) }
  }
}

@Suite("ListController state")
@MainActor
struct ListControllerStateTests {
  @Test func eachRowMeasuredOncePerContentWidthAndExpansion() async {
    let (controller, host) = makeRecordedController()
    await controller.apply(merchants(Array(0..<50)))
    measureAll(controller)
    measureAll(controller)
    #expect(host.totalMeasurements == 50)
    #expect(host.measurements.values.allSatisfy { $0 == 1 })

    // One row's content changes: exactly that row is measured again.
    await controller.apply(merchants(Array(0..<50), sums: [7: 1]))
    measureAll(controller)
    #expect(host.totalMeasurements == 51)

    // Reordering does not re-measure.
    await controller.apply(merchants(Array((0..<50).reversed()), sums: [7: 1]))
    measureAll(controller)
    #expect(host.totalMeasurements == 51)

    // A width change re-measures lazily; going back to the first width re-measures nothing.
    host.availableWidth = 500
    controller.availableWidthDidChange()
    #expect(host.totalMeasurements == 51, "nothing is measured until asked")
    _ = controller.heightForRow(at: ElementPath(element: 0, section: 0))
    #expect(host.totalMeasurements == 52)
    host.availableWidth = 320
    controller.availableWidthDidChange()
    measureAll(controller)
    #expect(host.totalMeasurements == 52)
    #expect(host.measurements.values.allSatisfy { $0 == 1 })
  }

  /// A change in place keeps the heights where they are and forgets only the changed rows',
  /// at the other width and in the other expansion state too.
  @Test func changeInPlaceForgetsOnlyTheChangedRowsHeightsAtEveryWidthAndExpansion() async {
    let (controller, host) = makeRecordedController()
    await controller.apply(merchants(Array(0..<20)))
    measureAll(controller)
    controller.setExpanded(true, rowWithID: 3)
    measureAll(controller)
    host.availableWidth = 500
    controller.availableWidthDidChange()
    measureAll(controller)
    #expect(host.totalMeasurements == 41, "20 rows and row 3 expanded at 320, 20 rows at 500")

    // Rows 3 (expanded) and 7 change in place, at width 500.
    await controller.apply(merchants(Array(0..<20), sums: [3: 1, 7: 1]))
    measureAll(controller)
    #expect(host.totalMeasurements == 43, "the two changed rows, at this width")

    // Back at the first width, the unchanged rows keep what was measured there; the changed
    // rows are measured again, row 3 in its expanded state.
    host.availableWidth = 320
    controller.availableWidthDidChange()
    measureAll(controller)
    #expect(host.totalMeasurements == 45)
    controller.setExpanded(false, rowWithID: 3)
    measureAll(controller)
    #expect(host.totalMeasurements == 46, "row 3 collapsed changed too: measured again")
    #expect(host.measurements.values.allSatisfy { $0 == 1 })
  }

  @Test func fixedAndAspectRatioRowsAreNeverMeasured() async {
    let (controller, host) = makeRecordedController()
    await controller.apply(
      ListSnapshot {
        Section("s") {
          Row("fixed", Merchant(city: "a", sum: 1)).height(.fixed(44))
          Row("image", Merchant(city: "b", sum: 2)).height(.aspectRatio(120.0 / 320))
        }
      })
    #expect(controller.heightForRow(at: ElementPath(element: 0, section: 0)) == 44)
    #expect(controller.heightForRow(at: ElementPath(element: 1, section: 0)) == 120)
    #expect(host.totalMeasurements == 0)
  }

  /// Two rows that share an id by mistake are expanded together (expansion is by id), but each
  /// keeps the height measured for its own content, and the layout agrees with what
  /// `heightForRow(at:)` answers for every row, before and after one of them changes.
  @Test func rowsSharingAnIdKeepTheirOwnExpandedHeights() async {
    let (controller, host) = makeRecordedController()
    host.measure = { row, expanded, _ in
      let sum = (row.content.base as? Merchant)?.sum ?? 0
      return expanded ? Double(sum) : 40
    }
    func snapshot(firstSum: Int) -> ListSnapshot {
      ListSnapshot {
        Section("s") {
          Row(1, Merchant(city: "a", sum: firstSum)).expandable(initiallyExpanded: true)
          Row(2, Merchant(city: "b", sum: 2)).height(.fixed(30))
          Row(1, Merchant(city: "a", sum: 200)).expandable(initiallyExpanded: true)
        }
      }
    }
    func heightsAgreeWithTheLayout() -> Bool {
      (0..<3).allSatisfy { index in
        let path = ElementPath(element: index, section: 0)
        return controller.heightForRow(at: path) == controller.height(of: .row(path))
      }
    }
    await controller.apply(snapshot(firstSum: 80))
    measureAll(controller)
    #expect(controller.heightForRow(at: ElementPath(element: 0, section: 0)) == 80)
    #expect(controller.heightForRow(at: ElementPath(element: 2, section: 0)) == 200)
    #expect(heightsAgreeWithTheLayout())
    #expect(controller.offsetOfRow(at: ElementPath(element: 2, section: 0)) == 110)

    await controller.apply(snapshot(firstSum: 120))
    #expect(
      controller.laidOutHeightForRow(at: ElementPath(element: 2, section: 0)) == 200,
      "kept: its content did not change")
    measureAll(controller)
    #expect(controller.heightForRow(at: ElementPath(element: 0, section: 0)) == 120)
    #expect(heightsAgreeWithTheLayout())
    #expect(controller.offsetOfRow(at: ElementPath(element: 2, section: 0)) == 150)
  }

  @Test func expansionSurvivesShuffleAndReloadWithoutRemeasuring() async {
    let (controller, host) = makeRecordedController()
    await controller.apply(merchants([1, 2, 3, 4]))
    controller.selectRow(at: ElementPath(element: 1, section: 0))  // merchant 2
    #expect(controller.isExpanded(rowWithID: 2))
    #expect(host.refreshedPaths == [[ElementPath(element: 1, section: 0)]])
    #expect(controller.heightForRow(at: ElementPath(element: 1, section: 0)) == 100)
    let measured = host.totalMeasurements

    await controller.apply(merchants([4, 2, 3, 1]))
    #expect(controller.isExpanded(rowAt: ElementPath(element: 1, section: 0)))
    await controller.apply(merchants([3, 1, 4, 2]))
    let path = controller.path(ofRowWithID: 2)
    #expect(path == ElementPath(element: 3, section: 0))
    #expect(controller.heightForRow(at: path!) == 100)
    #expect(host.totalMeasurements == measured, "the expanded height was cached")

    // Gone and back: the state is kept by id.
    await controller.apply(merchants([1]))
    await controller.apply(merchants([2, 1]))
    #expect(controller.isExpanded(rowAt: ElementPath(element: 0, section: 0)))

    controller.selectRow(withID: 2)
    #expect(!controller.isExpanded(rowWithID: 2))
    #expect(controller.heightForRow(at: ElementPath(element: 0, section: 0)) == 40)
    #expect(host.violations.isEmpty)
  }

  @Test func offsetsFollowHeightsAndExpansion() async {
    let (controller, host) = makeRecordedController()
    defer { withExtendedLifetime(host) {} }
    await controller.apply(
      ListSnapshot {
        Section("a", header: "A") {
          for i in 0..<3 { Row(i, Merchant(city: "", sum: i)).height(.fixed(10)).expandable() }
        }
        Section("b") { Row(9, Merchant(city: "", sum: 9)).height(.fixed(5)) }
      })
    // Header 20, rows 10 each, no footer; section b: no header, one row of 5.
    #expect(controller.contentHeight == 55)
    #expect(controller.offsetOfRow(at: ElementPath(element: 2, section: 0)) == 40)
    #expect(controller.offsetOfRow(at: ElementPath(element: 0, section: 1)) == 50)
    #expect(controller.layoutItem(atOffset: 0) == .header(section: 0))
    #expect(controller.layoutItem(atOffset: 35) == .row(ElementPath(element: 1, section: 0)))
    #expect(controller.layoutItem(atOffset: 52) == .row(ElementPath(element: 0, section: 1)))
    #expect(controller.layoutItem(atOffset: 1_000) == .row(ElementPath(element: 0, section: 1)))
    #expect(
      controller.layoutItems(inRange: 25, height: 20) == [
        .row(ElementPath(element: 0, section: 0)), .row(ElementPath(element: 1, section: 0)),
        .row(ElementPath(element: 2, section: 0)),
      ])
  }

  @Test func collapsingASectionRemovesItsRowsThroughTheDiff() async {
    let (controller, host) = makeRecordedController()
    let snapshot = ListSnapshot {
      Section("info", header: "Info") {
        Row("name", Merchant(city: "n", sum: 0)); Row("mail", Merchant(city: "m", sum: 0))
      }.collapsible()
      Section("fixed", header: "Fixed") { Row("x", Merchant(city: "x", sum: 0)) }
    }
    await controller.apply(snapshot)
    controller.selectHeader(inSection: 0)
    await controller.apply(controller.latestSnapshot)
    #expect(controller.isCollapsed(sectionWithID: "info"))
    #expect(host.shown.map(\.count) == [0, 1])
    #expect(controller.dataSourceList.sections[0].isCollapsed)
    controller.selectHeader(inSection: 1)  // not collapsible: nothing happens
    await controller.apply(controller.latestSnapshot)
    #expect(host.shown.map(\.count) == [0, 1])
    controller.selectHeader(inSection: 0)
    await controller.apply(controller.latestSnapshot)
    #expect(host.shown.map(\.count) == [2, 1])
    #expect(host.violations.isEmpty)
    #expect(host.reloads == 1, "collapse and expand animate")
  }

  @Test func initiallyCollapsedSectionsStartCollapsed() async {
    let (controller, host) = makeRecordedController()
    await controller.apply(
      ListSnapshot { Section("s") { Row(1, Merchant(city: "", sum: 0)) }.collapsible(initiallyCollapsed: true) })
    #expect(host.shown.map(\.count) == [0])
    #expect(controller.isCollapsed(sectionWithID: "s"))
  }

  @Test func eventsResolveByIDAgainstTheSnapshotOnScreen() async {
    let (controller, host) = makeRecordedController()
    defer { withExtendedLifetime(host) {} }
    final class Log { var entries: [String] = [] }
    let log = Log()
    func page(_ order: [String]) -> ListSnapshot {
      ListSnapshot {
        Section("settings") {
          for id in order {
            Row(id, Merchant(city: id, sum: 0))
              .on(Toggled.self) { event, context in log.entries.append("\(context.rowID)=\(event.isOn)") }
              .onSelect { context in log.entries.append("select \(context.rowID)") }
          }
        }
      }
    }
    await controller.apply(page(["wifi", "bluetooth"]))
    await controller.apply(page(["bluetooth", "wifi"]))
    #expect(controller.send(Toggled(isOn: true), toRowWithID: "wifi"))
    controller.selectRow(at: ElementPath(element: 0, section: 0))
    #expect(!controller.send(Toggled(isOn: true), toRowWithID: "missing"))
    #expect(!controller.send("not an event type it handles", toRowWithID: "wifi"))
    #expect(log.entries == ["\"wifi\"=true", "select \"bluetooth\""])
  }

  @Test func duplicatesAreShownAndReportedOnce() async {
    let controller = ListController(policy: .alwaysAnimate)
    var reported: [ListDiagnostic] = []
    controller.diagnosticsHandler = { reported.append($0) }
    let host = RecordingHost(controller: controller)
    controller.attach(to: host)
    let snapshot = ListSnapshot {
      Section("s") {
        Row("a", Merchant(city: "1", sum: 1)); Row("a", Merchant(city: "2", sum: 2))
      }
    }
    await controller.apply(snapshot)
    await controller.apply(
      ListSnapshot {
        Section("s") {
          Row("a", Merchant(city: "2", sum: 2)); Row("a", Merchant(city: "1", sum: 1))
        }
      })
    #expect(host.shown[0].map(\.key) == ["a", "a"])
    #expect(
      host.shown[0].map(\.content) == [
        AnyRowContent(Merchant(city: "2", sum: 2)), AnyRowContent(Merchant(city: "1", sum: 1)),
      ])
    #expect(reported.count == 1)
    #expect(reported.first?.description.contains("Duplicate row id \"a\"") == true)
    #expect(host.violations.isEmpty)
  }

  @Test func hostMistakesAreReportedNotFatal() async {
    let controller = ListController()
    var reported: [ListDiagnostic] = []
    controller.diagnosticsHandler = { reported.append($0) }
    let host = RecordingHost(controller: controller)
    controller.attach(to: host)
    await controller.apply(merchants([1]))
    controller.selectRow(at: ElementPath(element: 5, section: 3))
    #expect(controller.heightForRow(at: ElementPath(element: 9, section: 0)) == 0)
    host.measure = { _, _, _ in .nan }
    #expect(controller.heightForRow(at: ElementPath(element: 0, section: 0)) == 0)
    #expect(reported.count == 3)
  }

  @Test func aRowCanStartExpandedAndKeepsItsToggledStateByID() async {
    let (controller, host) = makeRecordedController()
    defer { withExtendedLifetime(host) {} }
    func page(order: [Int]) -> ListSnapshot {
      ListSnapshot {
        Section("s") {
          for id in order {
            Row(id, Merchant(city: "c", sum: id)).expandable(initiallyExpanded: id == 1)
          }
        }
      }
    }
    await controller.apply(page(order: [0, 1, 2]))
    #expect(!controller.isExpanded(rowWithID: 0))
    #expect(controller.isExpanded(rowWithID: 1))
    #expect(controller.isExpanded(rowAt: ElementPath(element: 1, section: 0)))
    #expect(controller.heightForRow(at: ElementPath(element: 1, section: 0)) == 100, "measured expanded")
    #expect(controller.heightForRow(at: ElementPath(element: 0, section: 0)) == 40)
    controller.toggleExpansion(ofRowWithID: 1)
    #expect(!controller.isExpanded(rowWithID: 1))
    #expect(controller.heightForRow(at: ElementPath(element: 1, section: 0)) == 40)
    await controller.apply(page(order: [2, 1, 0]))
    #expect(!controller.isExpanded(rowWithID: 1), "the toggled state wins over the initial one after a reorder")
    #expect(!controller.isExpanded(rowAt: ElementPath(element: 1, section: 0)))
    #expect(Row(1, Merchant(city: "c", sum: 1)).expandable().isInitiallyExpanded == false)
  }

  @Test func reconfiguringRowsRefreshesEachShownRowOnceInPlace() async {
    let (controller, host) = makeRecordedController()
    await controller.apply(merchants([1, 2, 3]))
    measureAll(controller)
    let measured = host.totalMeasurements
    let batches = controller.statistics.batches
    controller.reconfigureRows(withIDs: [RowID(3), RowID(1), RowID(3), RowID(99)])
    #expect(host.refreshedPaths.last == [ElementPath(element: 2, section: 0), ElementPath(element: 0, section: 0)])
    #expect(host.totalMeasurements == measured, "nothing is measured again")
    #expect(controller.statistics.batches == batches, "no batch")
    let refreshes = host.refreshedPaths.count
    controller.reconfigureRows(withIDs: [RowID(99)])
    controller.reconfigureRows(withIDs: [RowID]())
    #expect(host.refreshedPaths.count == refreshes, "nothing shown, nothing refreshed")
  }

  @Test(arguments: [Double.nan, -.infinity, .infinity, -5, 1e308])
  func aWidthTheLayoutCannotUseIsReportedAndReplaced(_ width: Double) async {
    let (controller, host) = makeRecordedController()
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticsHandler = { diagnostics.append($0) }
    await controller.apply(merchants([1, 2, 3]))
    measureAll(controller)
    host.availableWidth = width
    controller.availableWidthDidChange()
    let expected = width > ListController.maximumLayoutWidth && width.isFinite ? ListController.maximumLayoutWidth : 0
    #expect(controller.layoutWidth == expected)
    #expect(ListController.layoutWidth(forAvailableWidth: width) == expected)
    #expect(diagnostics.contains { "\($0)".contains("availableWidth is \(width)") }, "\(diagnostics)")
    #expect(controller.contentHeight.isFinite)
    // Asking again is no change: nothing is forgotten or measured again.
    measureAll(controller)
    let measured = host.totalMeasurements
    controller.availableWidthDidChange()
    measureAll(controller)
    #expect(host.totalMeasurements == measured)
    #expect(ListController.layoutWidth(forAvailableWidth: 320) == 320)
  }
}
