import Tessera
import TesseraTerminal

/// A row's text, for the screen tests.
struct ScreenLine: Equatable, Sendable {
  var text: String
  init(_ text: String) { self.text = text }
}

/// A view of its own controller, rendering ``ScreenLine`` rows, with diagnostics dropped.
@MainActor
func makeScreenView(columns: Int = 30, rows: Int = 8) -> TerminalListView {
  var renderers = TerminalRenderers()
  renderers.register(ScreenLine.self) { line, context in StyledLine(line.text).wrapped(toWidth: context.width) }
  let controller = ListController(policy: .alwaysAnimate, defaultRowEstimate: 1)
  controller.diagnosticsHandler = { _ in }
  return TerminalListView(
    controller: controller, renderers: renderers, size: TerminalSize(columns: columns, rows: rows))
}

/// The frame's lines as plain text, trailing blanks removed.
@MainActor
func screenText(_ view: TerminalListView) -> [String] {
  view.frame(now: ContinuousClock.now).map { line in
    var text = line.plainText
    while text.last == " " { text.removeLast() }
    return text
  }
}

/// A door the test opens: tasks that wait at it go on only once it is opened, so a test decides
/// exactly when a page "arrives", without timing.
@MainActor
final class Gate {
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var isOpen = false

  /// How many tasks wait at the door.
  var waitingCount: Int { waiting.count }

  /// Returns once the door is open.
  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Lets every waiting task go on, and those that come later pass.
  func open() {
    isOpen = true
    let continuations = waiting
    waiting = []
    for continuation in continuations { continuation.resume() }
  }

  /// Lets the waiting tasks go on; later ones wait again.
  func release() {
    let continuations = waiting
    waiting = []
    for continuation in continuations { continuation.resume() }
  }

  /// Returns once `count` tasks wait at the door (each one yields until they do).
  func waitUntilWaiting(_ count: Int = 1) async {
    while waiting.count < count { await Task.yield() }
  }
}

/// A paged list of numbered rows: each page load waits at ``pageGate``, and a refresh at
/// ``refreshGate``, so a test decides when they end. A page that arrives after a refresh began
/// (its task cancelled) is dropped, as an app must.
@MainActor
final class ScreenPager {
  let controller: ListController
  private(set) var rows: [String]
  let pageGate = Gate()
  let refreshGate = Gate()
  private(set) var loadsStarted = 0
  private(set) var pagesDropped = 0
  private(set) var refreshes = 0
  let pageSize: Int
  let distance: Int

  init(controller: ListController, rows: Int = 30, pageSize: Int = 10, distance: Int = 2) {
    self.controller = controller
    self.rows = (0..<rows).map { "row \($0)" }
    self.pageSize = pageSize
    self.distance = distance
  }

  var snapshot: ListSnapshot {
    ListSnapshot { Section("rows") { for row in rows { Row(row, ScreenLine(row)) } } }
      .onReachEnd(distance: distance) { [weak self] in await self?.loadNextPage() }
  }

  func show() { controller.submit(snapshot) }

  func loadNextPage() async {
    loadsStarted += 1
    await pageGate.wait()
    guard !Task.isCancelled else {
      pagesDropped += 1
      return
    }
    let start = rows.count
    rows += (start..<start + pageSize).map { "row \($0)" }
    show()
  }

  func refresh() async {
    refreshes += 1
    await refreshGate.wait()
    rows = ["new \(refreshes)"] + rows.prefix(pageSize)
    show()
  }
}
