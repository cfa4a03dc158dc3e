#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// What the app does once while an update is shown, and in which of its batches it did.
@MainActor
private final class UpdateHook {
  var action: (@MainActor () -> Void)?

  func run() {
    let action = self.action
    self.action = nil
    action?()
  }
}

/// A header's content whose view runs `hook` when it shows it (not when it is measured).
private struct HookedHeader: Equatable, Sendable {
  var title: String
  var hook: UpdateHook

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title && lhs.hook === rhs.hook }
}

/// The table's header for a ``HookedHeader``.
private final class HookedTableHeader: UITableViewHeaderFooterView, TableHeaderFooter {
  func configure(with content: HookedHeader, context: SectionSupplementContext) {
    if !context.isMeasuring { content.hook.run() }
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 36) }
}

/// The collection view's header for a ``HookedHeader``.
private final class HookedCollectionHeader: UICollectionReusableView, CollectionHeaderFooter {
  func configure(with content: HookedHeader, context: SectionSupplementContext) {
    if !context.isMeasuring { content.hook.run() }
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 36) }
}

/// A persistent selection changed while an update of two batches is shown, on both hosts: the
/// host carries the selection from batch to batch (a row the first batch takes out comes back
/// selected in the second), but a row the user or the app deselects meanwhile stays deselected,
/// and a row selected meanwhile stays selected.
@Suite("Selection changed during an update of several batches")
@MainActor
struct SelectionAcrossBatchesTests {
  /// When, during the update, the app changes the selection.
  enum Moment: CaseIterable {
    /// While the first batch is committed: the view shows row 11, new in it.
    case inFirstBatch
    /// Between the two: the header of section "b" is refreshed in place after the first.
    case betweenBatches
    /// While the second batch is committed: the view shows row 10, new in it.
    case inSecondBatch

    /// The batch of the update the moment falls in (a refresh ends its batch).
    var batch: Int { self == .inSecondBatch ? 2 : 1 }
  }

  /// Rows 1 to 8 in four sections.
  private static func source() -> ListSnapshot {
    page([("a", [1, 2, 3]), ("b", [4, 5]), ("c", [6]), ("d", [7, 8])], header: "B", hook: UpdateHook()) { row, _ in row
    }
  }

  /// Section "d" moves to the top while rows change sections: row 6 leaves the deleted section
  /// "c" in the first batch and arrives in "d" in the second; row 11 is new in the first batch,
  /// row 10 in the second; the header of "b" changes. Whatever `moment` shows runs `hook`.
  private static func target(_ hook: UpdateHook, at moment: Moment) -> ListSnapshot {
    page(
      [("d", [8, 7, 2, 6]), ("a", [10, 1]), ("e", [11]), ("b", [5, 3])], header: "B, changed",
      hook: moment == .betweenBatches ? hook : UpdateHook()
    ) { row, id in
      id == 11 && moment == .inFirstBatch || id == 10 && moment == .inSecondBatch
        ? row.onWillDisplay { _ in hook.run() } : row
    }
  }

  /// Sections of rows 40 points tall; section "b" has a ``HookedHeader`` of `header` and `hook`.
  private static func page(
    _ sections: [(String, [Int])], header: String, hook: UpdateHook, _ behaviour: (Row, Int) -> Row
  ) -> ListSnapshot {
    ListSnapshot(
      sections: sections.map { id, ids in
        let section = Section(id, rows: ids.map { behaviour(Row($0, "Row \($0)").height(.fixed(40)), $0) })
        return id == "b" ? section.header(.content(HookedHeader(title: header, hook: hook))) : section
      })
  }

  /// Both hosts, persistent, showing ``source()`` with `selected` selected.
  private static func subjects(allowsMultipleSelection: Bool = true, selected: [Int]) async -> [HostUnderTest] {
    var subjects: [HostUnderTest] = []
    for subject in HostUnderTest.both() {
      (subject.host as? TableViewHost)?.registerHeaderFooter(HookedTableHeader.self)
      (subject.host as? CollectionViewHost)?.registerHeaderFooter(HookedCollectionHeader.self)
      await subject.showSelecting(source(), allowsMultipleSelection: allowsMultipleSelection)
      for id in selected { #expect(subject.selectRow(withID: RowID(id)), "\(subject.name)") }
      subjects.append(subject)
    }
    return subjects
  }

  /// Shows ``target(_:at:)``, running `action` once at `moment`; checks that the update took
  /// two batches and that `action` ran in the batch `moment` falls in.
  private static func update(
    _ subject: HostUnderTest, runningAt moment: Moment, _ action: @escaping @MainActor () -> Void
  ) async {
    let hook = UpdateHook()
    let batches = subject.host.controller.statistics.batches
    var ranIn: Int?
    hook.action = {
      ranIn = subject.host.controller.statistics.batches - batches
      action()
    }
    await subject.host.apply(target(hook, at: moment))
    subject.layout()
    subject.finishAnimations()
    #expect(subject.host.controller.statistics.batches - batches == 2, "\(subject.name): two batches")
    #expect(ranIn == moment.batch, "\(subject.name): ran in batch \(String(describing: ranIn))")
    #expect(subject.violations().isEmpty, "\(subject.name): \(subject.violations())")
  }

  /// Selects or deselects the row `id` as a tap does: the view changes its selection, then
  /// tells its delegate, the host. (A simulated tap needs the row laid out, which it is not
  /// while the view commits a batch.)
  private static func tap(_ id: Int, selecting: Bool, _ subject: HostUnderTest) {
    guard let path = subject.host.indexPath(forRowID: RowID(id)) else {
      Issue.record("\(subject.name): row \(id) is not shown")
      return
    }
    if let table = subject.view as? UITableView {
      if selecting {
        table.selectRow(at: path, animated: false, scrollPosition: .none)
        table.delegate?.tableView(table, didSelectRowAt: path)
      } else {
        table.deselectRow(at: path, animated: false)
        table.delegate?.tableView(table, didDeselectRowAt: path)
      }
    } else if let collectionView = subject.view as? UICollectionView {
      if selecting {
        collectionView.selectItem(at: path, animated: false, scrollPosition: [])
        collectionView.delegate?.collectionView(collectionView, didSelectItemAt: path)
      } else {
        collectionView.deselectItem(at: path, animated: false)
        collectionView.delegate?.collectionView(collectionView, didDeselectItemAt: path)
      }
    } else {
      Issue.record("\(subject.name): an unknown host")
    }
  }

  /// The update alone carries every selected row, row 6 through the two batches included.
  @Test(arguments: Moment.allCases)
  func anUpdateOfTwoBatchesKeepsTheSelection(_ moment: Moment) async {
    for subject in await Self.subjects(selected: [1, 2, 3, 5, 6, 8]) {
      var isShown: Bool?
      await Self.update(subject, runningAt: moment) { isShown = subject.host.indexPath(forRowID: 6) != nil }
      #expect(isShown == (moment == .inSecondBatch), "\(subject.name): the first batch takes row 6 out")
      #expect(subject.host.selectedRowIDs == [1, 2, 3, 5, 6, 8], "\(subject.name)")
      #expect(subject.shownSelection == [1, 2, 3, 5, 6, 8], "\(subject.name)")
    }
  }

  @Test(arguments: Moment.allCases)
  func aRowDeselectedByIDDuringTheUpdateStaysDeselected(_ moment: Moment) async {
    for subject in await Self.subjects(selected: [1, 2, 3, 5, 6, 8]) {
      await Self.update(subject, runningAt: moment) {
        #expect(subject.host.deselectRow(withID: 1), "\(subject.name)")
      }
      #expect(subject.host.selectedRowIDs == [2, 3, 5, 6, 8], "\(subject.name)")
      #expect(subject.shownSelection == [2, 3, 5, 6, 8], "\(subject.name)")
    }
  }

  @Test(arguments: Moment.allCases)
  func aRowTheUserDeselectsDuringTheUpdateStaysDeselected(_ moment: Moment) async {
    for subject in await Self.subjects(selected: [1, 2, 3, 5, 6, 8]) {
      var heard: [Set<RowID>] = []
      subject.host.selectionDidChangeHandler = { heard.append($0) }
      await Self.update(subject, runningAt: moment) { Self.tap(1, selecting: false, subject) }
      #expect(heard.count == 1 && heard.first?.contains(1) == false, "\(subject.name): \(heard)")
      #expect(subject.host.selectedRowIDs == [2, 3, 5, 6, 8], "\(subject.name)")
      #expect(subject.shownSelection == [2, 3, 5, 6, 8], "\(subject.name)")
    }
  }

  /// The app deselects a row through the view itself, which tells the host nothing: the next
  /// batch reads the view's selection as it is then.
  @Test func aRowDeselectedInTheViewBetweenTheBatchesStaysDeselected() async {
    for subject in await Self.subjects(selected: [1, 2, 3, 5, 6, 8]) {
      await Self.update(subject, runningAt: .betweenBatches) {
        guard let path = subject.host.indexPath(forRowID: 1) else { return }
        (subject.view as? UITableView)?.deselectRow(at: path, animated: false)
        (subject.view as? UICollectionView)?.deselectItem(at: path, animated: false)
      }
      #expect(subject.host.selectedRowIDs == [2, 3, 5, 6, 8], "\(subject.name)")
      #expect(subject.shownSelection == [2, 3, 5, 6, 8], "\(subject.name)")
    }
  }

  /// Row 6 is out of the view between the two batches: deselecting it then is kept too, though
  /// the row is not there to deselect (the call returns `false`).
  @Test func aRowTheFirstBatchTookOutStaysDeselectedWhenDeselectedByID() async {
    for subject in await Self.subjects(selected: [1, 2, 3, 5, 6, 8]) {
      await Self.update(subject, runningAt: .betweenBatches) {
        #expect(subject.host.indexPath(forRowID: 6) == nil, "\(subject.name): row 6 is out")
        #expect(!subject.host.deselectRow(withID: 6), "\(subject.name)")
      }
      #expect(subject.host.indexPath(forRowID: 6) != nil, "\(subject.name): row 6 is back")
      #expect(subject.host.selectedRowIDs == [1, 2, 3, 5, 8], "\(subject.name)")
      #expect(subject.shownSelection == [1, 2, 3, 5, 8], "\(subject.name)")
    }
  }

  @Test(arguments: Moment.allCases)
  func aRowSelectedDuringTheUpdateStaysSelected(_ moment: Moment) async {
    for subject in await Self.subjects(selected: [1, 6]) {
      await Self.update(subject, runningAt: moment) {
        #expect(subject.selectRow(withID: 7), "\(subject.name)")
      }
      #expect(subject.host.selectedRowIDs == [1, 6, 7], "\(subject.name)")
      #expect(subject.shownSelection == [1, 6, 7], "\(subject.name)")
    }
  }

  @Test(arguments: Moment.allCases)
  func inSingleSelectionARowSelectedDuringTheUpdateReplacesTheOneItCarries(_ moment: Moment) async {
    for subject in await Self.subjects(allowsMultipleSelection: false, selected: [1]) {
      await Self.update(subject, runningAt: moment) {
        #expect(subject.selectRow(withID: 7), "\(subject.name)")
      }
      #expect(subject.host.selectedRowIDs == [7], "\(subject.name)")
      #expect(subject.shownSelection == [7], "\(subject.name)")
    }
    // Row 6 is out of the view until the second batch; the user's tap replaces it.
    for subject in await Self.subjects(allowsMultipleSelection: false, selected: [6]) {
      await Self.update(subject, runningAt: moment) { Self.tap(7, selecting: true, subject) }
      #expect(subject.host.selectedRowIDs == [7], "\(subject.name)")
      #expect(subject.shownSelection == [7], "\(subject.name)")
    }
  }
}
