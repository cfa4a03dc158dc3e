import Testing
import Tessera
import TesseraTesting

private struct Text: Equatable, Sendable {
  var value: String
}

private func rows(_ ids: [Int], changed: Set<Int> = []) -> ListSnapshot {
  ListSnapshot {
    Section("a") { for id in ids where id < 50 { Row(id, Text(value: changed.contains(id) ? "new \(id)" : "\(id)")) } }
    Section("b") { for id in ids where id >= 50 { Row(id, Text(value: changed.contains(id) ? "new \(id)" : "\(id)")) } }
  }
}

@MainActor
private func measureAll(_ controller: ListController) {
  for section in controller.dataSourceList.sections.indices {
    for row in 0..<controller.dataSourceList.rowCount(inSection: section) {
      _ = controller.heightForRow(at: ElementPath(element: row, section: section))
    }
  }
}

@Suite("ListController carries heights over once")
@MainActor
struct ListControllerOnePassTests {
  @Test func inPlaceChangesRemeasureExactlyTheChangedRows() async {
    let (controller, host) = makeRecordedController()
    await controller.apply(rows(Array(0..<100)))
    measureAll(controller)
    #expect(host.totalMeasurements == 100)
    await controller.apply(rows(Array(0..<100), changed: [3, 60, 99]))
    measureAll(controller)
    #expect(host.totalMeasurements == 103)
    #expect(host.violations.isEmpty, "\(host.violations)")
  }

  @Test func movesAcrossSectionsKeepHeightsAndChangedRowsLoseThem() async {
    let (controller, host) = makeRecordedController()
    host.measure = { row, _, _ in Double(10 + (row.content.as(Text.self)?.value.count ?? 0)) }
    await controller.apply(rows(Array(0..<100)))
    measureAll(controller)
    // Rows 1 and 2 move to the other section, 70 moves to the first; 5 changes; 40 goes away.
    var ids = Array(0..<100).filter { $0 != 40 }
    ids.swapAt(ids.firstIndex(of: 1)!, ids.firstIndex(of: 70)!)
    await controller.apply(
      ListSnapshot {
        Section("a") {
          for id in ids.prefix(49) where id != 1 && id != 2 { Row(id, Text(value: id == 5 ? "new 5" : "\(id)")) }
        }
        Section("b") {
          Row(1, Text(value: "1")); Row(2, Text(value: "2"))
          for id in ids.dropFirst(49) where id != 1 { Row(id, Text(value: "\(id)")) }
        }
      })
    let before = host.totalMeasurements
    measureAll(controller)
    #expect(host.totalMeasurements == before + 1, "only the changed row is measured again")
    // Every laid-out height is the row's own measurement, wherever it went.
    for section in controller.dataSourceList.sections.indices {
      for index in 0..<controller.dataSourceList.rowCount(inSection: section) {
        let path = ElementPath(element: index, section: section)
        let row = controller.dataSourceList[path]
        #expect(controller.height(of: .row(path)) == Double(10 + (row.content.as(Text.self)?.value.count ?? 0)))
      }
    }
    #expect(host.violations.isEmpty, "\(host.violations)")
  }

  @Test func rowMatchesSayWhereEachTargetRowCameFrom() {
    let source = rows(Array(0..<100)).sections.map { DataSourceSection(section: $0, isCollapsed: false) }
    let target = rows([1, 0] + Array(2..<100).filter { $0 != 7 } + [100], changed: [3]).sections.map {
      DataSourceSection(section: $0, isCollapsed: false)
    }
    let matches = StagedChangeset(source: source, target: target).rowMatches
    #expect(!matches.isInPlace)
    #expect(matches.targetRowCount == 100)
    #expect(matches.sourceRow(ofTargetRow: 0) == 1)
    #expect(matches.sourceRow(ofTargetRow: 1) == 0)
    #expect(matches.sourceRow(ofTargetRow: 6) == 6)
    #expect(matches.sourceRow(ofTargetRow: 7) == 8)
    #expect(matches.changedTargetRows == [3])
    #expect(matches.unchangedSourceRow(ofTargetRow: 3) == nil)
    #expect(matches.sourceRow(ofTargetRow: 3) == 3)
    #expect(matches.sourceRow(ofTargetRow: 99) == nil, "row 100 is new")

    let inPlace = StagedChangeset(
      source: source,
      target: rows(Array(0..<100), changed: [10, 55]).sections.map {
        DataSourceSection(section: $0, isCollapsed: false)
      }
    ).rowMatches
    #expect(inPlace.isInPlace)
    #expect(inPlace.changedTargetRows == [10, 55])
    #expect(inPlace.sourceRow(ofTargetRow: 42) == 42)
    #expect(inPlace.isContentChanged(targetRow: 55) && !inPlace.isContentChanged(targetRow: 54))
  }

  @Test func absurdHeightsAreReportedAndNeverLaidOut() async {
    let snapshot = ListSnapshot {
      Section("s") {
        Row("huge", Text(value: "x")).height(.fixed(1e300))
        Row("max", Text(value: "x")).height(.fixed(.greatestFiniteMagnitude))
        Row("tall-ratio", Text(value: "x")).height(.aspectRatio(1e300))
        Row("estimate", Text(value: "x")).height(.automatic(estimate: 1e10))
        Row("fine", Text(value: "x")).height(.fixed(HeightPolicy.maximumHeight))
      }
    }
    let problems = snapshot.validate()
    #expect(problems.count == 4)
    #expect(problems.allSatisfy { "\($0)".contains("at most") })
    let (controller, host) = makeRecordedController()
    var reported: [ListDiagnostic] = []
    controller.diagnosticsHandler = { reported.append($0) }
    host.measure = { _, _, _ in 1e12 }
    await controller.apply(snapshot)
    measureAll(controller)
    for index in 0..<5 {
      #expect(controller.heightForRow(at: ElementPath(element: index, section: 0)) <= HeightPolicy.maximumHeight)
    }
    #expect(controller.contentHeight <= 5 * HeightPolicy.maximumHeight + 40)
    #expect(!reported.isEmpty)
  }

  /// A controller carries its own handler (tests running in parallel never collect each
  /// other's diagnostics through the app-wide default), and says each problem once per kind
  /// and content type.
  @Test func aControllerReportsToItsOwnHandlerOncePerKindAndContentType() async {
    var seen: [ListDiagnostic] = []
    let controller = ListController(diagnosticsHandler: { seen.append($0) })
    for row in 0..<200 { controller.report(.missingRenderer(contentType: "Price", rowID: RowID(row))) }
    controller.report(.missingRenderer(contentType: "Price", rowID: nil))
    controller.report(.missingRenderer(contentType: "Badge", rowID: RowID(7)))
    controller.report(.hostMisuse("something else"))
    controller.report(.hostMisuse("something else"))
    #expect(
      seen == [
        .missingRenderer(contentType: "Price", rowID: RowID(0)), .missingRenderer(contentType: "Price", rowID: nil),
        .missingRenderer(contentType: "Badge", rowID: RowID(7)), .hostMisuse("something else"),
      ])
  }

  @Test func theControllerOwnsWhetherTheHostHasLoaded() async {
    let (controller, host) = makeRecordedController()
    #expect(!controller.hostHasLoaded)
    await controller.apply(rows([1, 2]))
    #expect(controller.hostHasLoaded && host.reloads == 1)
    let second = RecordingHost(controller: controller)
    controller.attach(to: second)
    #expect(!controller.hostHasLoaded)
    await controller.settle()
    #expect(controller.hostHasLoaded && second.reloads == 1 && second.batches == 0)
  }
}
