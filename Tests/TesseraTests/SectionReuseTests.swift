@testable import Tessera
import Testing

/// Sections made from an input: not rebuilt while a snapshot reuses an earlier one, and passed
/// over by the diff while their input is unchanged.
@Suite("Sections made from an input")
struct SectionReuseTests {
  struct Item: Equatable, Sendable {
    var id: Int
    var likes: Int
  }

  /// Counts the calls of a section's rows closure.
  final class Calls: @unchecked Sendable {
    var count = 0
  }

  static func feed(_ groups: [[Item]], calls: Calls) -> ListSnapshot {
    ListSnapshot {
      for (index, items) in groups.enumerated() {
        Section(index, input: items, header: "Group \(index)") { items in
          let _ = calls.count += 1
          for item in items { Row(item.id, item) }
        }
      }
    }
  }

  static let groups = (0..<4).map { group in (0..<5).map { Item(id: group * 5 + $0, likes: 0) } }

  @Test func aSectionRemembersItsInputUntilItsRowsChange() {
    let calls = Calls()
    var section = Self.feed(Self.groups, calls: calls).sections[1]
    #expect(calls.count == 4)
    #expect(section.input == AnyRowContent(Self.groups[1]))
    #expect(section.rows.map(\.id) == (5..<10).map { RowID($0) })
    section.rows.removeLast()
    #expect(section.input == nil)
  }

  @Test func reusingTakesTheRowsOfUnchangedInputsWithoutBuildingThem() {
    let calls = Calls()
    let first = Self.feed(Self.groups, calls: calls)
    var changed = Self.groups
    changed[2][3].likes = 9
    calls.count = 0
    let next = ListSnapshot.reusing(first) { Self.feed(changed, calls: calls) }
    #expect(calls.count == 1)  // only the group whose items changed
    for index in [0, 1, 3] {
      let reused = next.sections[index].rows.withUnsafeBufferPointer { $0.baseAddress }
      #expect(reused == first.sections[index].rows.withUnsafeBufferPointer { $0.baseAddress })
    }
    #expect(next.sections[2].rows[3].content.as(Item.self)?.likes == 9)
    #expect(next.sections.map(\.header?.title) == first.sections.map(\.header?.title))
    // Outside `reusing`, every section is built.
    calls.count = 0
    _ = Self.feed(changed, calls: calls)
    #expect(calls.count == 4)
  }

  @Test func theBuilderInitializerReusesToo() {
    let calls = Calls()
    let first = Self.feed(Self.groups, calls: calls)
    calls.count = 0
    let next = ListSnapshot(reusing: first) {
      Section(0, input: Self.groups[0]) { items in
        let _ = calls.count += 1
        for item in items { Row(item.id, item) }
      }
    }
    #expect(calls.count == 0 && next.sections[0].rows.count == 5)
  }

  @Test func theDiffPassesOverSectionsWhoseInputIsUnchanged() {
    let calls = Calls()
    let first = Self.feed(Self.groups, calls: calls)
    var changed = Self.groups
    changed[2][3].likes = 9
    changed[3].remove(at: 0)
    let next = Self.feed(changed, calls: calls)  // built anew: no array shared
    func dataSourceList(_ snapshot: ListSnapshot) -> [DataSourceSection] {
      snapshot.sections.map { DataSourceSection(section: $0, isCollapsed: false) }
    }
    #expect(dataSourceList(first)[0].hasUnchangedElements(comparedTo: dataSourceList(next)[0]))
    #expect(!dataSourceList(first)[2].hasUnchangedElements(comparedTo: dataSourceList(next)[2]))
    let stages = StagedChangeset(source: dataSourceList(first), target: dataSourceList(next))
    #expect(stages.count == 1)
    #expect(stages[0].elementUpdates == [ElementPath(element: 3, section: 2)])
    #expect(stages[0].elementDeletes == [ElementPath(element: 0, section: 3)])
    #expect(stages[0].elementInserts.isEmpty && stages[0].elementMoves.isEmpty)
    #expect(stages.rowMatches.sourceRow(ofTargetRow: 3) == 3)
    #expect(stages.rowMatches.sourceRow(ofTargetRow: 15) == 16)
    #expect(stages.rowMatches.changedTargetRows == [13])
  }

  /// An input of a class type, compared by value, with a subclass.
  class Model: Equatable, @unchecked Sendable {
    let value: Int
    init(_ value: Int) { self.value = value }
    static func == (lhs: Model, rhs: Model) -> Bool { lhs.value == rhs.value }
  }

  final class SpecialModel: Model, @unchecked Sendable {}

  /// A section `0` made from `input`, counting its builds in `calls`.
  static func single(_ input: some Equatable & Sendable, calls: Calls) -> ListSnapshot {
    ListSnapshot {
      Section(0, input: input) { _ in
        let _ = calls.count += 1
        Row(1, "one")
      }
    }
  }

  @Test func inputsAreComparedAsTheirOwnType() {
    let calls = Calls()
    func reuses(_ first: some Equatable & Sendable, _ second: some Equatable & Sendable) -> Bool {
      let earlier = Self.single(first, calls: calls)
      calls.count = 0
      _ = ListSnapshot.reusing(earlier) { Self.single(second, calls: calls) }
      return calls.count == 0
    }
    #expect(reuses(7, 7))  // stored inline
    #expect(!reuses(7, 8))
    #expect(!reuses(7, "7"), "an input of another type is another input")
    #expect(!reuses(7, Int64(7)))
    #expect(reuses(Self.groups[1], Self.groups[1].map { $0 }))  // boxed, equal by value
    #expect(reuses(AnyRowContent(5), AnyRowContent(5)), "an erased input compares as erased")
    #expect(reuses(AnyRowContent(5), 5))
    #expect(reuses(Model(3), Model(3)))
    #expect(reuses(Model(3), Model(3) as Model))
    #expect(!reuses(SpecialModel(3), Model(3)), "an instance of a subclass compares as its own class")
    #expect(!reuses(3, Int?.some(3)), "a value `as?` would convert is of another type")
    #expect(!reuses(Model(3), Model(4)))
    #expect(!reuses(Double.nan, Double.nan), "an input not equal to itself is never reused")
  }

  /// An input drawn from a few types, small and boxed, with values that often repeat.
  static func randomInput(using random: inout SeededRandomNumberGenerator) -> any Equatable & Sendable {
    let value = Int.random(in: 0..<3, using: &random)
    switch Int.random(in: 0..<8, using: &random) {
    case 0: return value
    case 1: return Int64(value)
    case 2: return "\(value)"
    case 3: return [Item(id: value, likes: 0)]
    case 4: return Model(value)
    case 5: return SpecialModel(value)
    case 6: return Int?.some(value)
    default: return AnyRowContent(value)
    }
  }

  @Test func aSectionIsReusedExactlyWhenTheErasedInputsAreEqual() {
    let seed: UInt64 = 0x5EC7_10E5
    var random = SeededRandomNumberGenerator(seed: seed)
    let calls = Calls()
    for round in 0..<500 {
      let first = Self.randomInput(using: &random)
      let second = Self.randomInput(using: &random)
      let earlier = Self.single(first, calls: calls)
      calls.count = 0
      let next = ListSnapshot.reusing(earlier) { Self.single(second, calls: calls) }
      let reused = calls.count == 0
      #expect(
        reused == (AnyRowContent(first) == AnyRowContent(second)),
        "seed \(seed), round \(round): \(first) then \(second)")
      #expect(next.sections[0].input == AnyRowContent(second), "seed \(seed), round \(round)")
    }
  }

  @Test func aReusedSectionSharesTheEarlierInput() {
    let calls = Calls()
    let first = Self.single(Self.groups[0], calls: calls)
    let next = ListSnapshot.reusing(first) { Self.single(Self.groups[0].map { $0 }, calls: calls) }
    guard case .boxed(let earlier) = first.sections[0].input?.storage,
      case .boxed(let kept) = next.sections[0].input?.storage
    else {
      Issue.record("an array input is boxed")
      return
    }
    #expect(earlier === kept)
  }

  @Test func aCollapsedSectionIsNotTheExpandedOne() {
    let section = Self.feed(Self.groups, calls: Calls()).sections[0]
    var hidden = section
    hidden.rows = []
    let collapsed = DataSourceSection(section: hidden, isCollapsed: true)
    let expanded = DataSourceSection(section: section, isCollapsed: false)
    #expect(!collapsed.hasUnchangedElements(comparedTo: expanded))
    #expect(!expanded.hasUnchangedElements(comparedTo: collapsed))
  }

  @MainActor
  @Test func aControllerShowsTheChangedSectionOnly() async {
    let calls = Calls()
    let controller = ListController()
    await controller.apply(Self.feed(Self.groups, calls: calls))
    var changed = Self.groups
    changed[1][0].likes = 3
    changed[1].append(Item(id: 100, likes: 0))
    calls.count = 0
    await controller.apply(ListSnapshot.reusing(controller.latestSnapshot) { Self.feed(changed, calls: calls) })
    #expect(calls.count == 1)
    #expect(controller.dataSourceList.sections[1].rows.map(\.id).last == RowID(100))
    #expect(controller.dataSourceList.sections[1].rows[0].content.as(Item.self)?.likes == 3)
    #expect(controller.dataSourceList.rowCount == 21)
  }
}
