// Uses HeadlessUIKit's simulation API (pull to refresh).
#if !canImport(UIKit)
import HeadlessUIKit
import Testing
import TesseraTesting
import TesseraUIKit

/// A paged feed as an app writes one: a page loads when the reader nears the end, waits at a
/// gate the test opens, and is dropped when its task was cancelled (a refresh began).
@MainActor
final class PagedFeed {
  var count: Int
  var prefix = "Item"
  /// How many rows the next page adds.
  var pageSize = 2
  let gate = Gate()
  private(set) var loads = 0
  private(set) var pagesAdded = 0
  private(set) var pagesDropped = 0
  weak var host: UIKitListHost?

  init(count: Int) { self.count = count }

  func snapshot() -> ListSnapshot {
    ListSnapshot { Section("feed", rows: numberedRows(count, prefix: prefix)) }
      .onReachEnd(distance: 2) { [weak self] in await self?.loadPage() }
  }

  func loadPage() async {
    loads += 1
    await gate.wait()
    guard !Task.isCancelled else {
      pagesDropped += 1
      return
    }
    count += pageSize
    pagesAdded += 1
    await host?.apply(snapshot())
  }
}

/// Both UIKit hosts tell the controller which rows the reader sees after every scroll and every
/// update, so a list's reach-end action runs once per arrival near the end, never while one
/// runs, and again when a page grew the list and the reader is still near its end; a refresh
/// cancels a page in flight.
@Suite("Reach-end actions in UIKit hosts")
@MainActor
struct ReachEndHostTests {
  /// A feed of 30 rows of 44 points in a 440-point view (10 rows on screen), shown.
  private func shownFeed(_ kind: ListHostKind) async -> (ScreenSubject, PagedFeed) {
    let subject = ScreenSubject(kind)
    let feed = PagedFeed(count: 30)
    feed.host = subject.host
    await subject.host.apply(feed.snapshot())
    subject.view.layoutIfNeeded()
    return (subject, feed)
  }

  /// Scrolls in small steps from `from` to `to`, as a fast flick reports it.
  private func flick(_ subject: ScreenSubject, from: CGFloat, to: CGFloat, step: CGFloat = 7) {
    for y in stride(from: from, through: to, by: from <= to ? step : -step) { subject.scroll(to: y) }
    subject.scroll(to: to)
  }

  @Test(arguments: ListHostKind.allCases)
  func aLoadRunsOncePerArrivalAndAgainWhenThePageLeavesTheReaderNearTheEnd(_ kind: ListHostKind) async {
    let (subject, feed) = await shownFeed(kind)
    #expect(feed.loads == 0, "the first screen is far from the end")
    let end = subject.maximumOffset
    #expect(abs(end - (30 * 44 - 440)) < 0.5, "30 rows of 44 points in a 440-point view")

    // A fast flick to the end, and the reader moving about there while the page loads.
    flick(subject, from: 0, to: end)
    flick(subject, from: end, to: end - 40, step: 3)
    flick(subject, from: end - 40, to: end, step: 3)
    await feed.gate.waitForArrivals()
    #expect(feed.loads == 1, "one arrival, one load: never a second while one runs")

    // The page adds 2 rows: the reader, still at rows 20...29, is 2 rows from the new end.
    feed.gate.open()
    await feed.gate.waitForArrivals()
    #expect(feed.pagesAdded == 1 && feed.count == 32)
    #expect(feed.loads == 2, "the list grew and the reader is still near its end")

    // A page of 20 leaves the reader far from the end: no more loads.
    feed.pageSize = 20
    feed.gate.open()
    await subject.controller.settle()
    #expect(feed.count == 52 && feed.loads == 2)

    // Away and back: a new arrival.
    flick(subject, from: subject.view.contentOffset.y, to: 0, step: 50)
    #expect(feed.loads == 2)
    flick(subject, from: 0, to: subject.maximumOffset, step: 50)
    await feed.gate.waitForArrivals()
    #expect(feed.loads == 3)
    feed.gate.openForGood()
    await subject.controller.settle()
    #expect(feed.pagesAdded == 3)
  }

  @Test(arguments: ListHostKind.allCases)
  func settleReturnsOnlyOnceThePageLoaded(_ kind: ListHostKind) async {
    let (subject, feed) = await shownFeed(kind)
    subject.scroll(to: subject.maximumOffset)
    await feed.gate.waitForArrivals()
    let tally = Tally()
    let settled = Task { @MainActor in
      await subject.controller.settle()
      tally.add("settled")
    }
    for _ in 0..<3 { await Task.yield() }  // the settling task runs to its wait
    #expect(tally["settled"] == 0, "settle() waits for the page load")
    feed.pageSize = 20
    feed.gate.open()
    await settled.value
    #expect(tally["settled"] == 1)
    #expect(feed.pagesAdded == 1)
    #expect(subject.controller.dataSourceList.rowCount == 50, "the page's rows are shown when settle() returns")
  }

  @Test(arguments: ListHostKind.allCases)
  func aRefreshCancelsThePageInFlight(_ kind: ListHostKind) async {
    let (subject, feed) = await shownFeed(kind)
    let refreshGate = Gate()
    subject.host.refreshable {
      await refreshGate.wait()
      feed.prefix = "Fresh"
      feed.count = 30
      await subject.host.apply(feed.snapshot())
    }
    subject.scroll(to: subject.maximumOffset)
    await feed.gate.waitForArrivals()
    #expect(feed.loads == 1)

    #expect(subject.view.simulatePullToRefresh())
    #expect(subject.controller.isRefreshing)
    await refreshGate.waitForArrivals()
    // The page arrives after the refresh began: its task was cancelled, so the app drops it.
    feed.gate.open()
    for _ in 0..<200 where feed.pagesDropped == 0 { await Task.yield() }
    #expect(feed.pagesDropped == 1 && feed.pagesAdded == 0)

    feed.gate.openForGood()
    refreshGate.open()
    await subject.controller.settle()
    #expect(!subject.controller.isRefreshing)
    #expect(subject.view.refreshControl?.isRefreshing == false)
    #expect(subject.screenText().contains("Fresh"))
    #expect(!subject.screenText().contains("\"Item "))
  }
}
#endif
