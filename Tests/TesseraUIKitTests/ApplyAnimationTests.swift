#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

@MainActor
@Suite struct ApplyAnimationTests {
  private func list(_ ids: [Int]) -> ListSnapshot {
    ListSnapshot { Section("all") { for i in ids { Row(i, "Row \(i)") } } }
  }

  private func onScreenTable() async -> (UITableView, TableViewHost) {
    let (table, host) = makeTable()
    let window = UIWindow(frame: table.frame)
    window.addSubview(table)
    window.makeKeyAndVisible()
    host.register(TextCell<String>.self)
    installIdentityOracle(table, host)
    await host.apply(list([1, 2, 3]))
    table.layoutIfNeeded()
    return (table, host)
  }

  private func animations(in events: some Sequence<TableEvent>) -> [UITableView.RowAnimation] {
    events.compactMap { if case .update(_, let animation?) = $0 { animation } else { nil } }
  }

  @Test func rowAnimationsAreConfigurablePerKind() async {
    let (table, host) = await onScreenTable()
    host.rowAnimations = TableRowAnimations(insert: .top, delete: .left)
    let before = table.eventLog.count
    await host.apply(list([2, 3, 4]), animatingDifferences: true)
    let used = animations(in: table.eventLog.dropFirst(before))
    #expect(used.contains(.top) && used.contains(.left) && !used.contains(.fade), "\(used)")
    #expect(table.violations.isEmpty)
  }

  @Test func notAnimatingDiffsAndAppliesTheBatchWithoutAnimation() async {
    let (table, host) = await onScreenTable()
    let before = table.eventLog.count
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      host.apply(list([3, 9]), animatingDifferences: false) { done.resume() }
    }
    let events = Array(table.eventLog.dropFirst(before))
    // As UIKit's diffable data source since iOS 15: a diff applied as a batch, without
    // animation, never a reload.
    #expect(!events.contains { if case .reloadData = $0 { true } else { false } })
    #expect(events.filter { if case .batchBegin = $0 { true } else { false } }.count == 1)
    #expect(events.contains { if case .batchBeginsWithoutAnimation = $0 { true } else { false } })
    table.layoutIfNeeded()
    #expect(visibleTexts(table) == ["Row 3", "Row 9"])
    // The next apply animates again: the intent went with that one update only.
    let afterFirst = table.eventLog.count
    await host.apply(list([9]))
    let next = Array(table.eventLog.dropFirst(afterFirst))
    #expect(next.contains { if case .batchBegin = $0 { true } else { false } })
    #expect(!next.contains { if case .batchBeginsWithoutAnimation = $0 { true } else { false } })
    #expect(table.violations.isEmpty)
  }

  @Test func aSubmissionCanGoWithoutAnimationToo() async {
    let (table, host) = await onScreenTable()
    let before = table.eventLog.count
    host.submit(list([1, 3, 7]), animatingDifferences: false)
    await host.controller.settle()
    let events = Array(table.eventLog.dropFirst(before))
    #expect(events.contains { if case .batchBeginsWithoutAnimation = $0 { true } else { false } })
    #expect(!events.contains { if case .reloadData = $0 { true } else { false } })
    let afterFirst = table.eventLog.count
    host.submit(list([7]))
    await host.controller.settle()
    #expect(
      !table.eventLog.dropFirst(afterFirst).contains {
        if case .batchBeginsWithoutAnimation = $0 { true } else { false }
      })
    table.layoutIfNeeded()
    #expect(visibleTexts(table) == ["Row 7"])
    #expect(table.violations.isEmpty)
  }
}
