import Testing
import Tessera
import TesseraTerminal

@Suite("TerminalListView: paging and refreshing")
@MainActor
struct TerminalPagingTests {
  /// The view reports the rows on screen after every key that scrolls: reaching the end starts
  /// one page load, however many keys follow while it runs (also away from the end and back);
  /// once the page is in, the next arrival at the new end starts the next one.
  @Test func reachingTheEndLoadsOncePerArrivalNeverWhileALoadRuns() async {
    let view = makeScreenView(columns: 30, rows: 8)
    let pager = ScreenPager(controller: view.controller, rows: 30, pageSize: 10, distance: 2)
    pager.show()
    await view.controller.settle()
    _ = screenText(view)
    #expect(pager.loadsStarted == 0, "the first screen is far from the end")

    for _ in 0..<20 { view.handle(.pageDown) }
    for _ in 0..<10 { view.handle(.end) }
    await pager.pageGate.waitUntilWaiting()
    #expect(pager.loadsStarted == 1)
    // Rapid moves at the end, away from it and back, while the load runs.
    for key in [Key.up, .up, .down, .down, .home, .end, .pageUp, .pageDown, .end] { view.handle(key) }
    _ = screenText(view)
    for _ in 0..<5 { await Task.yield() }
    #expect(pager.loadsStarted == 1, "a load runs: no other starts")

    pager.pageGate.release()
    await view.controller.settle()
    #expect(pager.rows.count == 40)
    #expect(pager.loadsStarted == 1, "the reader is 10 rows from the new end: no arrival")
    #expect(screenText(view).contains("row 29"), "the reader stays where they were")

    view.handle(.end)
    await pager.pageGate.waitUntilWaiting()
    #expect(pager.loadsStarted == 2)
    pager.pageGate.open()
    await view.controller.settle()
    #expect(pager.rows.count >= 50)
  }

  /// Moving the selection row by row reaches the end like paging does: the load starts when the
  /// last row on screen comes within the distance, not before.
  @Test func movingTheSelectionStartsTheLoadNearTheEnd() async {
    let view = makeScreenView(columns: 30, rows: 6)  // 5 list lines
    let pager = ScreenPager(controller: view.controller, rows: 12, pageSize: 10, distance: 2)
    pager.show()
    await view.controller.settle()
    _ = screenText(view)
    pager.pageGate.open()
    var selectedWhenLoaded: TerminalListView.Selection?
    for _ in 0..<12 {
      view.handle(.down)
      await view.controller.settle()
      if pager.loadsStarted > 0 {
        selectedWhenLoaded = view.selection
        break
      }
    }
    // Rows 0-4 show at first; the last row (11) is within 2 of row 9, which shows once the
    // selection is on row 9.
    #expect(pager.loadsStarted == 1)
    #expect(selectedWhenLoaded == .row(RowID("row 9")))
    #expect(pager.rows.count == 22)
  }

  /// A list short enough to show whole is at its end from the first frame: one load, and the
  /// page it brings (still within the distance) starts the next, until the list is long.
  @Test func aShortListLoadsUntilItFillsPastTheScreen() async {
    let view = makeScreenView(columns: 30, rows: 8)
    let pager = ScreenPager(controller: view.controller, rows: 3, pageSize: 3, distance: 1)
    pager.pageGate.open()
    pager.show()
    await view.controller.settle()
    _ = screenText(view)
    await view.controller.settle()
    // 7 lines on screen: loads go on while the end shows or is within one row of it.
    #expect(pager.rows.count >= 9)
    #expect(pager.rows.count <= 12)
  }

  /// `r` refreshes: the status line says "Refreshing…" while the refresh runs, the page load
  /// in flight is cancelled and its page, arriving late, dropped; a reader at the top stays at
  /// the top of what the refresh brings.
  @Test func rRefreshesDropsALatePageAndKeepsTheTop() async {
    let view = makeScreenView(columns: 30, rows: 8)
    let pager = ScreenPager(controller: view.controller, rows: 30, pageSize: 10, distance: 2)
    view.refreshable { await pager.refresh() }
    pager.show()
    await view.controller.settle()
    view.handle(.end)
    await pager.pageGate.waitUntilWaiting()
    #expect(pager.loadsStarted == 1)
    view.handle(.home)
    #expect(screenText(view).first == "row 0")

    #expect(view.handle(.character("r")))
    await pager.refreshGate.waitUntilWaiting()
    #expect(view.isRefreshing)
    #expect(screenText(view).last?.contains("Refreshing…") == true)
    #expect(!view.handle(.character("r")) || pager.refreshes == 1, "one refresh at a time")

    // The page arrives after the refresh began: dropped.
    pager.pageGate.open()
    for _ in 0..<5 { await Task.yield() }
    pager.refreshGate.open()
    await view.controller.settle()
    #expect(pager.pagesDropped == 1)
    #expect(pager.refreshes == 1)
    #expect(pager.rows == ["new 1"] + (0..<10).map { "row \($0)" })
    #expect(!view.isRefreshing)
    let lines = screenText(view)
    #expect(lines.first == "new 1", "the reader at the top sees the new top: \(lines)")
    #expect(lines.last?.contains("Refreshing…") == false)
  }

  /// Without a refresh action `r` is the app's key.
  @Test func withoutARefreshActionRIsTheAppsKey() async {
    let view = makeScreenView()
    await view.controller.apply(ListSnapshot { Section("s") { Row(1, ScreenLine("one")) } })
    #expect(!view.handle(.character("r")))
    view.refreshable {}
    #expect(view.handle(.character("r")))
    await view.controller.settle()
    view.refreshable(nil)
    #expect(!view.handle(.character("r")))
  }

  /// The status row of a paged list draws its state, dim and centred, without a renderer of
  /// the app's; one the app registers wins.
  @Test func thePageStatusRowHasADefaultLookAndAnAppsRendererWins() async {
    let view = makeScreenView(columns: 30, rows: 6)
    await view.controller.apply(
      ListSnapshot {
        Section("s") {
          Row(1, ScreenLine("one")); Row.pageStatus(.loading)
        }
      })
    let line = view.frame(now: .now)[1]
    #expect(line.plainText.contains("Loading…"))
    #expect(line.plainText.hasPrefix(" "), "centred")
    #expect(line.spans.contains { $0.style.attributes.contains(.dim) })
    await view.controller.apply(
      ListSnapshot {
        Section("s") {
          Row(1, ScreenLine("one")); Row.pageStatus(.failed("Offline"))
        }
      })
    #expect(screenText(view)[1].contains("Offline · Tap to try again"))

    view.renderers.register(PageState.self) { state, _ in [StyledLine("custom \(state)")] }
    await view.controller.apply(
      ListSnapshot {
        Section("s") {
          Row(1, ScreenLine("one")); Row.pageStatus(.complete)
        }
      })
    #expect(screenText(view)[1] == "custom No more items")
  }

  /// The selection passes over a page status row with nothing to do, so End lands on the last
  /// item and a page arriving leaves it there; a failed status row can be selected, and Enter
  /// on it runs its retry in a task `settle()` waits for.
  @Test func theSelectionRestsOnAPageStatusRowOnlyWhenItCanRetry() async {
    let view = makeScreenView(columns: 30, rows: 8)
    let retries = Gate()
    var status = PageState.more
    func snapshot() -> ListSnapshot {
      ListSnapshot {
        Section("s") {
          for index in 0..<3 { Row(index, ScreenLine("row \(index)")) }
          Row.pageStatus(status) { retries.open() }
        }
      }
    }
    await view.controller.apply(snapshot())
    view.handle(.end)
    #expect(view.selection == .row(2))
    view.handle(.down)
    #expect(view.selection == .row(2))

    status = .failed("Offline")
    await view.controller.apply(snapshot())
    view.handle(.down)
    #expect(view.selection == .row(RowID(PageStatusID())))
    #expect(view.handle(.enter))
    await view.controller.settle()
    await retries.wait()

    status = .loading
    await view.controller.apply(snapshot())
    _ = screenText(view)
    #expect(view.selection == .row(2), "the status row has nothing to do: the row before it is selected")
  }

  /// End selects the last item and shows the end of the list, the status row under it
  /// included; Down on the last item shows it too.
  @Test func endShowsTheStatusRowUnderTheLastItem() async {
    let view = makeScreenView(columns: 30, rows: 6)  // 5 list lines
    let rows = ListSnapshot {
      Section("s") {
        for index in 0..<20 { Row(index, ScreenLine("row \(index)")) }
        Row.pageStatus(.complete)
      }
    }
    await view.controller.apply(rows)
    view.handle(.end)
    #expect(view.selection == .row(19))
    #expect(screenText(view).prefix(5).suffix(2).map { $0.trimmingCharacters } == ["row 19", "No more items"])

    view.handle(.home)
    for _ in 0..<19 { view.handle(.down) }
    #expect(screenText(view)[4] == "row 19")
    view.handle(.down)
    #expect(screenText(view)[4].trimmingCharacters == "No more items")
    #expect(view.selection == .row(19))
  }
}

extension String {
  /// The text without the spaces around it.
  fileprivate var trimmingCharacters: String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
