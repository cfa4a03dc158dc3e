// Uses HeadlessUIKit's simulation API (pull to refresh).
#if !canImport(UIKit)
import HeadlessUIKit
import Testing
import TesseraTesting
import TesseraUIKit

/// Both UIKit hosts refresh on a pull: the app's action runs, the spinner stops only once the
/// refresh's snapshot is on screen, a reader at the top stays at the top of what the refresh
/// brings, and `nil` takes the control away.
@Suite("Pull to refresh in UIKit hosts")
@MainActor
struct RefreshHostTests {
  @Test(arguments: ListHostKind.allCases)
  func aPullRunsTheRefreshAndEndsItOnceTheNewListIsOnScreen(_ kind: ListHostKind) async throws {
    let subject = ScreenSubject(kind)
    let gate = Gate()
    let tally = Tally()
    await subject.host.apply(ListSnapshot { Section("feed", rows: numberedRows(30, prefix: "Old")) })
    subject.view.layoutIfNeeded()
    subject.host.refreshable {
      tally.add("refresh")
      await gate.wait()
      // New posts above the old ones: a reader kept at the first visible row would be moved
      // down to "Old 0"; a refresh keeps the reader at the top.
      await subject.host.apply(
        ListSnapshot { Section("feed", rows: numberedRows(10, prefix: "New") + numberedRows(30, prefix: "Old")) })
      tally.add("applied")
    }
    let control = try #require(subject.view.refreshControl)

    #expect(subject.view.simulatePullToRefresh())
    #expect(control.isRefreshing)
    await gate.waitForArrivals()
    #expect(tally["refresh"] == 1)
    #expect(!subject.view.simulatePullToRefresh(), "no second refresh while one runs")
    #expect(control.isRefreshing, "the spinner runs until the new list is on screen")

    gate.open()
    await subject.controller.settle()
    #expect(tally["applied"] == 1 && tally["refresh"] == 1)
    #expect(!control.isRefreshing)
    #expect(subject.view.contentOffset.y == -subject.view.adjustedContentInset.top)
    subject.view.layoutIfNeeded()
    #expect(subject.firstVisibleText() == "New 0", "the reader is at the top of the refreshed list")
  }

  @Test(arguments: ListHostKind.allCases)
  func withoutARefreshTheSameUpdateKeepsTheFirstVisibleRow(_ kind: ListHostKind) async {
    // The control case of the test above: the same update outside a refresh moves the reader
    // with the row they saw.
    let subject = ScreenSubject(kind)
    await subject.host.apply(ListSnapshot { Section("feed", rows: numberedRows(30, prefix: "Old")) })
    subject.view.layoutIfNeeded()
    await subject.host.apply(
      ListSnapshot { Section("feed", rows: numberedRows(10, prefix: "New") + numberedRows(30, prefix: "Old")) })
    subject.view.layoutIfNeeded()
    #expect(subject.firstVisibleText() == "Old 0")
  }

  @Test(arguments: ListHostKind.allCases)
  func nilTakesTheControlAwayAndAnotherActionReplacesTheFirst(_ kind: ListHostKind) async throws {
    let subject = ScreenSubject(kind)
    let tally = Tally()
    await subject.host.apply(ListSnapshot { Section("feed", rows: numberedRows(3)) })
    subject.host.refreshable { tally.add("first") }
    let control = try #require(subject.view.refreshControl)
    subject.host.refreshable { tally.add("second") }
    #expect(subject.view.refreshControl === control, "one control, with the latest action")
    #expect(subject.view.simulatePullToRefresh())
    await subject.controller.settle()
    #expect(tally["first"] == 0 && tally["second"] == 1)
    #expect(!control.isRefreshing)

    subject.host.refreshable(nil)
    #expect(subject.view.refreshControl == nil)
    #expect(!subject.view.simulatePullToRefresh())
  }
}
#endif
