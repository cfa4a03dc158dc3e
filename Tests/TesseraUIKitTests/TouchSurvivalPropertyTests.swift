#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// The guarantee of changed rows keeping their cells, as a property of both hosts: 2,000 seeded
/// random update sequences per host (row and section inserts, deletes and moves, content
/// changes, cell type changes, collapses, reloads of other sections, applies with and without
/// animation, updates of rows off screen under a kept reader's place), each step with a text
/// field of a random row on screen holding the first responder and another row holding
/// VoiceOver's focus. The first responder resigns and the focus is lost only when their row
/// leaves the list shown (deleted, or its section collapsed) or its cell type changes; a cell is
/// made anew only for a row whose type changed; no contract violation ever.
///
/// A row the update takes out of a deleted section, or into an inserted one, is exempt: UIKit
/// cannot move a row there in a batch (R3.14, L4), so it arrives in a new cell; so is a row the
/// update leaves off screen (it scrolled away, and its cell with it). The test counts both, so
/// the exemptions cannot swallow the property.
@Suite("What the user touches survives every update")
@MainActor
struct TouchSurvivalPropertyTests {
  /// 8 × 250 sequences through the table.
  @Test(arguments: 0..<8)
  func theTableKeepsTheFirstResponderAndFocus(batch: Int) async {
    await run(batch: batch) { HostUnderTest.table(width: 320, height: $0, policy: .alwaysAnimate) }
  }

  /// 8 × 250 sequences through the collection view.
  @Test(arguments: 0..<8)
  func theCollectionKeepsTheFirstResponderAndFocus(batch: Int) async {
    await run(batch: batch) { HostUnderTest.collection(width: 320, height: $0, policy: .alwaysAnimate) }
  }

  /// What one sequence checked, summed over a batch.
  private struct Tally {
    var responderChecks = 0
    var focusChecks = 0
    var keptCells = 0
    var exempt = 0
    var typeChanges = 0
    var updatesOffScreen = 0
  }

  /// Three sequences in four show every row (the view is 3,000 points tall); the fourth shows
  /// about nine, so most updates change rows off screen and the reader's place is kept, and
  /// there a row may scroll away with its cell (exempt), but no row is ever reloaded but for a
  /// type change.
  private func run(batch: Int, makeHost: (_ height: CGFloat) -> HostUnderTest) async {
    var snapshots = RandomSnapshotGenerator(
      sectionCount: 1...4, rowsPerSection: 0...6, duplicateRowIDProbability: 0, duplicateSectionIDProbability: 0,
      headerProbability: 0, heightPolicies: [.fixed(44), .automatic])
    snapshots.collapsibleSectionProbability = 0
    let edits = RandomEditGenerator(duplicateProbability: 0, newContent: snapshots)
    var tally = Tally()
    for sequence in 0..<250 {
      let seed = UInt64(36_000 + batch * 250 + sequence)
      var rng = SeededRandomNumberGenerator(seed: seed)
      let showsEveryRow = sequence % 4 != 0
      let subject = makeHost(showsEveryRow ? 3_000 : 400)
      subject.registerText(String.self)
      subject.registerText(SectionCount.self)
      subject.registerTouchableCells()
      var world = TouchWorld()
      var snapshot = snapshots.makeSnapshot(using: &rng)
      await subject.host.apply(world.shown(snapshot, keeping: [], using: &rng))
      subject.layout()
      for step in 0..<5 {
        let context = "\(subject.name) seed \(seed) step \(step)"
        switch Int.random(in: 0..<6, using: &rng) {
        case 0:
          subject.view.setContentOffset(
            CGPoint(x: 0, y: CGFloat(Int.random(in: 0...200, using: &rng))), animated: false)
          subject.layout()
        case 1:
          let sections = subject.host.controller.dataSourceList.sections.indices.filter {
            subject.host.controller.dataSourceList.sections[$0].section.collapsibility.isCollapsible
          }
          if let section = sections.randomElement(using: &rng) {
            subject.host.selectHeader(inSection: section)
            await subject.host.controller.settle()
            subject.layout()
          }
        default: break
        }
        // The user types in one row and VoiceOver reads another.
        let visible = subject.visiblePaths().compactMap { path in subject.host.rowID(at: path).map { (path, $0) } }
        let fields = visible.filter { subject.cellAt($0.0) is any FieldCell }
        let responder = fields.randomElement(using: &rng)
        let field = responder.flatMap { (subject.cellAt($0.0) as? any FieldCell)?.field }
        if let field { #expect(field.becomeFirstResponder(), "\(context)") }
        let focused = visible.filter { $0.1 != responder?.1 }.randomElement(using: &rng)
        let focusedCell = focused.flatMap { subject.cellAt($0.0) }
        if let focusedCell { UIAccessibility.post(notification: .layoutChanged, argument: focusedCell) }
        let before = subject.host.controller.dataSourceList
        let cellsBefore = subject.visibleCellIdentities
        let sectionsBefore = world.sectionIDs(of: before)
        let mark = subject.eventCount()

        snapshot = edits.edit(snapshot, using: &rng).snapshot
        let touchedSections = Set(
          [responder?.1, focused?.1].compactMap { id in before.rows.first { $0.row.id == id }?.section })
        let next = world.shown(snapshot, keeping: touchedSections, using: &rng)
        tally.typeChanges += world.lastTypeChanges
        await subject.host.apply(next, animatingDifferences: Bool.random(using: &rng))
        subject.layout()
        subject.finishAnimations()

        let churn = subject.churn(since: mark)
        if !showsEveryRow { tally.updatesOffScreen += 1 }
        #expect(churn.rowReloads <= world.lastTypeChanges, "\(context): rows reloaded but for a type change: \(churn)")
        let after = subject.host.controller.dataSourceList
        let sectionsAfter = world.sectionIDs(of: after)
        let cellsAfter = subject.visibleCellIdentities
        /// Whether the row `id` is still shown with the same kind of cell, and its cell could stay.
        func verdict(_ id: RowID) -> (kept: Bool, exempt: Bool) {
          guard let old = before.rows.first(where: { $0.row.id == id }),
            let new = after.rows.first(where: { $0.row.id == id })
          else { return (false, false) }
          guard old.row.content.contentTypeID == new.row.content.contentTypeID else { return (false, false) }
          let leftDeletedSection = !sectionsAfter.contains(old.section)
          let joinedNewSection = !sectionsBefore.contains(new.section)
          let inReloadedSection =
            world.relaidSections.contains(old.section) || world.relaidSections.contains(new.section)
          // On a short view a batch may push a row off screen before the reader's place is
          // restored: its cell goes, as it would scrolling; reloads are checked above.
          let offScreen = cellsAfter[id] == nil || (!showsEveryRow && cellsAfter[id] != cellsBefore[id])
          return (true, leftDeletedSection || joinedNewSection || inReloadedSection || offScreen)
        }
        // On a short view, a cell that left the screen during the update (and came back)
        // took its first responder and focus with it, as scrolling would.
        let leftScreen = !showsEveryRow && !churn.endedDisplaying.isEmpty
        if let field, let id = responder?.1 {
          var (kept, exempt) = verdict(id)
          exempt = exempt || (leftScreen && churn.firstResponderResigned > 0)
          if exempt {
            tally.exempt += 1
          } else {
            tally.responderChecks += 1
            #expect(
              field.isFirstResponder == kept, "\(context): row \(id) kept \(kept), responder \(field.isFirstResponder)")
          }
          _ = field.resignFirstResponder()
        }
        if let focusedCell, let id = focused?.1 {
          var (kept, exempt) = verdict(id)
          exempt = exempt || (leftScreen && churn.accessibilityFocusLost > 0)
          if !exempt {
            tally.focusChecks += 1
            #expect(
              focusedCell.accessibilityElementIsFocused() == kept,
              "\(context): row \(id) kept \(kept), focused \(focusedCell.accessibilityElementIsFocused())")
          }
        }
        for (id, cell) in cellsBefore {
          let (kept, exempt) = verdict(id)
          guard kept, !exempt else { continue }
          tally.keptCells += 1
          #expect(cellsAfter[id] == cell, "\(context): row \(id) got a new cell")
        }
        let violations = subject.violations()
        #expect(violations.isEmpty, "\(context): \(violations)")
        if !violations.isEmpty { break }
      }
    }
    #expect(tally.responderChecks > 500 && tally.focusChecks > 500, "too few checks: \(tally)")
    #expect(tally.keptCells > 10 * tally.exempt, "the exemptions must stay rare: \(tally)")
    #expect(tally.typeChanges > 50 && tally.updatesOffScreen > 200, "\(tally)")
  }
}

/// The random world's fixed facts by id: which rows show a text field (a row's type flips now
/// and then), which sections collapse, and which count their rows in their header (a header
/// never changes kind, so only the collapse or another section's layout reloads a section).
private struct TouchWorld {
  private var fieldRows: [RowID: Bool] = [:]
  private var gridSection: SectionID?
  private(set) var lastTypeChanges = 0
  /// The sections whose layout the last list changed.
  private(set) var relaidSections: Set<SectionID> = []

  private static func key(_ id: some CustomStringConvertible) -> Int {
    id.description.unicodeScalars.reduce(0) { $0 &+ Int($1.value) }
  }

  /// The ids of the sections of `list`.
  func sectionIDs(of list: DataSourceList) -> Set<SectionID> { Set(list.sections.map(\.id)) }

  /// The list shown for `snapshot`: rows in text-field or text cells, headers that count
  /// (every other section) or name the section, every third section collapsible, and now and
  /// then a section other than those in `kept` laid out as a grid, or as a list again (which
  /// reloads it: ``relaidSections``).
  mutating func shown(
    _ snapshot: ListSnapshot, keeping kept: Set<SectionID>, using rng: inout some RandomNumberGenerator
  ) -> ListSnapshot {
    var shown = snapshot
    lastTypeChanges = 0
    relaidSections = []
    if Int.random(in: 0..<4, using: &rng) == 0 {
      let next = shown.sections.filter { !kept.contains($0.id) }.randomElement(using: &rng)?.id
      if next != gridSection, !(gridSection.map(kept.contains) ?? false) {
        relaidSections = Set([gridSection, next].compactMap { $0 })
        gridSection = next
      }
    }
    for index in shown.sections.indices {
      var section = shown.sections[index]
      let key = Self.key(String(describing: section.id))
      section.header =
        key % 2 == 0 ? .content(SectionCount(count: section.rows.count)) : .title("Section \(section.id)")
      section.collapsibility = key % 3 == 0 ? .collapsible(initiallyCollapsed: false) : .fixed
      section.collectionLayout = section.id == gridSection ? .grid(columns: 2) : .list
      section.rows = section.rows.map { row in
        let wasField = fieldRows[row.id]
        var isField = wasField ?? Bool.random(using: &rng)
        if wasField != nil, Int.random(in: 0..<10, using: &rng) == 0 {
          isField.toggle()
          lastTypeChanges += 1
        }
        fieldRows[row.id] = isField
        let text = String(describing: row.content.base)
        let content: Row =
          isField ? Row(row.id, FieldRow(label: "Field", text: text)) : Row(row.id, text)
        return content.height(row.heightPolicy)
      }
      shown.sections[index] = section
    }
    return shown
  }
}

extension DataSourceList {
  /// Every row shown, with the id of its section.
  fileprivate var rows: [(row: Row, section: SectionID)] {
    sections.flatMap { section in section.rows.map { ($0, section.id) } }
  }
}
