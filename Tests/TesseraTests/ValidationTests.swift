import Testing
import Tessera

private struct Label: Equatable, Sendable { var text: String }

@Suite("Validation")
struct ValidationTests {
  @Test func soundSnapshotHasNoProblems() {
    let snapshot = ListSnapshot {
      Section("a") {
        Row(1, Label(text: "x")); Row(2, Label(text: "y"))
      }
      Section("b") { Row(3, Label(text: "z")) }
    }
    #expect(snapshot.validate().isEmpty)
  }

  @Test func reportsEveryProblemAtOnceNamingIDsAndPositions() {
    let snapshot = ListSnapshot {
      Section("a") {
        Row("dup", Label(text: "1"))
        Row("bad-height", Label(text: "2")).height(.fixed(-4))
      }
      Section("b") {
        Row("dup", Label(text: "3"))
        Row("ratio", Label(text: "4")).height(.aspectRatio(0))
      }
      Section("a") { Row("dup", Label(text: "5")) }
    }
    let problems = snapshot.validate()
    #expect(problems.count == 5)
    #expect(problems.contains(.duplicateSectionID("a", firstIndex: 0, duplicateIndex: 2)))
    let first = RowLocation(sectionID: "a", section: 0, row: 0)
    #expect(
      problems.contains(
        .duplicateRowID("dup", first: first, duplicate: RowLocation(sectionID: "b", section: 1, row: 0))))
    #expect(
      problems.contains(
        .duplicateRowID("dup", first: first, duplicate: RowLocation(sectionID: "a", section: 2, row: 0))))
    let descriptions = problems.map(\.description)
    #expect(descriptions.contains { $0.contains("\"bad-height\"") && $0.contains("-4") })
    #expect(descriptions.contains { $0.contains("\"ratio\"") && $0.contains("aspect ratio") })
    #expect(descriptions.contains { $0.contains("Duplicate row id \"dup\"") && $0.contains("section \"b\"") })
  }

  @Test func idsOfDifferentTypesAreDistinct() {
    let snapshot = ListSnapshot {
      Section(0) {
        Row(1, Label(text: "")); Row("1", Label(text: ""))
      }
    }
    #expect(snapshot.validate().isEmpty)
    #expect(ListIdentifier(1) != ListIdentifier("1"))
    #expect(ListIdentifier(1).description == "1")
    #expect(ListIdentifier("1").description == "\"1\"")
  }

  @Test func customIdentifierTypes() {
    struct UserID: Hashable, Sendable { var raw: Int }
    let a = ListIdentifier(UserID(raw: 1))
    #expect(a == ListIdentifier(UserID(raw: 1)))
    #expect(a != ListIdentifier(UserID(raw: 2)))
    #expect(a != ListIdentifier(1))
    #expect(ListIdentifier(a) == a, "wrapping an identifier again must not nest it")
  }

  @Test func invalidSupplementHeight() {
    var section = Section("s") { Row(1, Label(text: "")) }
    section.header = .content(Label(text: "h"), height: .fixed(.nan))
    let problems = ListSnapshot(sections: [section]).validate()
    #expect(
      problems == [
        .invalidSupplementHeight(
          "s", isHeader: true, problem: "a fixed height must be finite and not negative, got nan")
      ])
  }

  /// Validity of every kind of policy at the edges (NaN, the infinities, zero, the limits and
  /// just past them, the smallest subnormal), against the rule as written: finite, and within
  /// the bounds.
  @Test func policiesAreValidExactlyWhenFiniteAndWithinTheirBounds() {
    let values: [Double] = [
      .nan, .infinity, -.infinity, 0, -0.0, -1, 1, .leastNonzeroMagnitude, 44, HeightPolicy.maximumAspectRatio,
      HeightPolicy.maximumAspectRatio.nextUp, HeightPolicy.maximumHeight, HeightPolicy.maximumHeight.nextUp,
      .greatestFiniteMagnitude,
    ]
    for value in values {
      let height = value.isFinite && value >= 0 && value <= HeightPolicy.maximumHeight
      #expect(HeightPolicy.fixed(value).isValid == height, "fixed(\(value))")
      #expect(HeightPolicy.automatic(estimate: value).isValid == height, "automatic(estimate: \(value))")
      let ratio = value.isFinite && value > 0 && value <= HeightPolicy.maximumAspectRatio
      #expect(HeightPolicy.aspectRatio(value).isValid == ratio, "aspectRatio(\(value))")
      #expect((HeightPolicy.fixed(value).problem == nil) == height)
    }
    #expect(HeightPolicy.automatic.isValid)
  }
}
