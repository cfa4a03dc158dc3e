import Testing

@testable import Tessera

/// A reading that may be NaN: its synthesized `==` is that of `Double`, so a NaN reading is not
/// equal to itself.
private struct Reading: Equatable, Sendable { var value: Double }

/// An id whose `==` never holds, not even for itself.
private struct NeverEqual: Hashable, Sendable {
  var name: String
  static func == (lhs: NeverEqual, rhs: NeverEqual) -> Bool { false }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

@MainActor
private func makeController() -> (ListController, RecordingHost, DiagnosticsBox) {
  let controller = ListController(policy: .alwaysAnimate)
  let box = DiagnosticsBox()
  controller.diagnosticsHandler = { box.reported.append($0) }
  let host = RecordingHost(controller: controller)
  controller.attach(to: host)
  return (controller, host, box)
}

@MainActor
private final class DiagnosticsBox {
  var reported: [ListDiagnostic] = []
}

private func readings(_ values: [Double], sectionID: some Hashable & Sendable = "s") -> ListSnapshot {
  ListSnapshot {
    Section(sectionID) {
      for (index, value) in values.enumerated() { Row(index, Reading(value: value)) }
    }
  }
}

@Suite("Ids and contents not equal to themselves")
struct NotEqualToItselfTests {
  @Test func validateNamesRowsAndSectionsWhoseValuesAreNotEqualToThemselves() {
    let snapshot = ListSnapshot {
      Section(Double.nan) { Row("fine", Reading(value: 1)) }
      Section("b") {
        Row(Double.nan, Reading(value: 2))
        Row("nan-content", Reading(value: .nan))
        Row(NeverEqual(name: "odd"), Reading(value: 3))
      }
    }
    let problems = snapshot.validate()
    #expect(problems.count == 4, "\(problems)")
    #expect(problems.contains { if case .sectionIDNotEqualToItself = $0 { true } else { false } })
    #expect(problems.contains(.rowContentNotEqualToItself("nan-content", contentType: "Reading")))
    let rowIDs = problems.compactMap { if case .rowIDNotEqualToItself(let id) = $0 { id } else { nil } }
    #expect(rowIDs.map(\.description).sorted() == ["NeverEqual(name: \"odd\")", "nan"])
    let content = problems.first { if case .rowContentNotEqualToItself = $0 { true } else { false } }
    #expect(content?.description.contains("row \"nan-content\", of type Reading, is not equal to itself") == true)
  }

  @Test func soundValuesAreNotReported() {
    // Integers, strings, UUID-sized plain values and boxed values that equal themselves.
    struct Wide: Hashable, Sendable { var a, b, c: Int }
    let snapshot = ListSnapshot {
      Section("s") {
        Row(1, Reading(value: 0)); Row("two", Reading(value: -0.0)); Row(2.5, Reading(value: .infinity))
        Row(Wide(a: 1, b: 2, c: 3), Reading(value: 4))
      }
    }
    #expect(snapshot.validate().isEmpty)
  }

  @MainActor @Test func anUpdateReportsAContentThatIsNotEqualToItselfOncePerType() async {
    let (controller, host, box) = makeController()
    await controller.apply(readings([1, .nan, 3]))
    #expect(box.reported.isEmpty, "the first list runs no diff: nothing looks changed yet")
    // A real change beside it, so that the section is compared row by row.
    await controller.apply(readings([1, .nan, 4]))
    #expect(box.reported == [.rowContentNotEqualToItself(1, contentType: "Reading")])
    // Said once per content type, however often it recurs.
    await controller.apply(readings([.nan, .nan, 5]))
    await controller.apply(readings([.nan, .nan, 6]))
    #expect(box.reported.count == 1)
    #expect(host.violations.isEmpty)
  }

  @MainActor @Test func theRowReportedIsTheOneWhoseContentIsNotEqualToItself() async {
    let (controller, host, box) = makeController()
    func snapshot(last: Double) -> ListSnapshot {
      ListSnapshot {
        Section("a") {
          Row("a0", Reading(value: 0)); Row("a1", Reading(value: 1))
        }
        Section("b") {
          Row("b0", Reading(value: 2)); Row("b1", Reading(value: .nan)); Row("b2", Reading(value: last))
        }
      }
    }
    await controller.apply(snapshot(last: 4))
    // A real change beside the NaN row.
    await controller.apply(snapshot(last: 5))
    #expect(box.reported == [.rowContentNotEqualToItself("b1", contentType: "Reading")])
    #expect(host.batches == 1)
  }

  @MainActor @Test func aSectionRebuiltWithTheSameBitsIsPassedOverEvenWithANaN() async {
    // Identical bits count as equal: the NaN row of a section rebuilt alike is not compared,
    // so it is neither reconfigured nor reported (validation still names it).
    let (controller, host, box) = makeController()
    await controller.apply(readings([1, .nan, 3]))
    await controller.apply(readings([1, .nan, 3]))
    #expect(box.reported.isEmpty)
    #expect(host.batches == 0)
    #expect(readings([1, .nan, 3]).validate().contains(.rowContentNotEqualToItself(1, contentType: "Reading")))
  }

  @MainActor @Test func anUpdateOfRealChangesReportsNothing() async {
    let (controller, host, box) = makeController()
    await controller.apply(readings([1, 2, 3]))
    await controller.apply(readings([1, 5, 3, 4]))
    await controller.apply(readings([7, 5]))
    #expect(box.reported.isEmpty)
    #expect(host.batches == 2)
  }

  @MainActor @Test func anUpdateReportsARowIDThatIsNotEqualToItself() async {
    let (controller, host, box) = makeController()
    let snapshot = ListSnapshot {
      Section("s") {
        Row("a", Reading(value: 1)); Row(Double.nan, Reading(value: 2))
      }
    }
    await controller.apply(snapshot)
    await controller.apply(snapshot)
    #expect(box.reported.count == 1)
    guard case .rowIDNotEqualToItself(let id)? = box.reported.first else {
      Issue.record("expected a row id diagnostic, got \(box.reported)")
      return
    }
    #expect(id.description == "nan")
    #expect(host.shown.map { $0.map(\.key.description) } == [["\"a\"", "nan"]])
  }

  @MainActor @Test func anUpdateReportsASectionIDThatIsNotEqualToItself() async {
    let (controller, host, box) = makeController()
    await controller.apply(readings([1], sectionID: Double.nan))
    await controller.apply(readings([1], sectionID: Double.nan))
    #expect(box.reported.contains { if case .sectionIDNotEqualToItself = $0 { true } else { false } })
    #expect(host.batches == 1)
  }

  @MainActor @Test func aReloadReportsIDsThatAreNotEqualToThemselves() async {
    let (controller, host, box) = makeController()
    host.canAnimateUpdates = false
    let snapshot = ListSnapshot { Section("s") { Row(NeverEqual(name: "x"), Reading(value: .nan)) } }
    await controller.apply(snapshot)
    await controller.apply(snapshot)
    // The reload path runs no diff: the whole snapshot is validated once an id looks wrong.
    #expect(box.reported.contains { if case .rowIDNotEqualToItself = $0 { true } else { false } })
    #expect(
      box.reported.contains {
        if case .rowContentNotEqualToItself(_, contentType: "Reading") = $0 { true } else { false }
      })
  }
}
