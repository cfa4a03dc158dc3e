#if !canImport(UIKit)
import HeadlessUIKit
import Testing
import TesseraTesting
import TesseraUIKit

/// Which UIKit host a screen-state test runs on.
enum ListHostKind: String, CaseIterable, CustomTestStringConvertible {
  case table
  case collection

  var testDescription: String { rawValue }
}

/// A host of either kind in a window, with a text cell registered for `String` rows, and what
/// the screen-state tests read from it.
@MainActor
struct ScreenSubject {
  let host: UIKitListHost
  let view: UIScrollView
  let window: UIWindow
  let screenText: @MainActor () -> String
  let backgroundView: @MainActor () -> UIView?
  let setBackgroundView: @MainActor (UIView?) -> Void
  let firstVisibleText: @MainActor () -> String?
  /// Taps the row at an index path, as a user does.
  let tapRow: @MainActor (IndexPath) -> Void
  /// The screen text, or an error for a stand-in of a missing registration on screen.
  let checkedScreenText: @MainActor () throws -> String

  init(_ kind: ListHostKind, height: CGFloat = 440) {
    let frame = CGRect(x: 0, y: 0, width: 320, height: height)
    window = UIWindow(frame: frame)
    switch kind {
    case .table:
      let (table, host) = makeTable(width: 320, height: height)
      host.register(TextCell<String>.self)
      self.host = host
      view = table
      screenText = { table.visibleScreenText() }
      checkedScreenText = { try table.checkedScreenText() }
      tapRow = { table.simulateTap(at: IndexPath(row: $0.item, section: $0.section)) }
      backgroundView = { table.backgroundView }
      setBackgroundView = { table.backgroundView = $0 }
      firstVisibleText = {
        table.indexPathsForVisibleRows?.min().flatMap { table.cellForRow(at: $0)?.textLabel?.text }
      }
    case .collection:
      let (collectionView, host) = makeCollection(width: 320, height: height)
      host.register(CollectionTextCell<String>.self)
      self.host = host
      view = collectionView
      screenText = { collectionView.visibleScreenText() }
      checkedScreenText = { try collectionView.checkedScreenText() }
      tapRow = { collectionView.simulateTap(onItemAt: $0) }
      backgroundView = { collectionView.backgroundView }
      setBackgroundView = { collectionView.backgroundView = $0 }
      firstVisibleText = {
        collectionView.indexPathsForVisibleItems.min().flatMap {
          (collectionView.cellForItem(at: $0) as? any ShowsText)?.text
        }
      }
    }
    window.addSubview(view)
    window.makeKeyAndVisible()
  }

  var controller: ListController { host.controller }

  /// Scrolls to `y` as a reader's finger does, without laying out: the host lays the view out
  /// itself when it hears of the scroll.
  func scroll(to y: CGFloat) {
    view.setContentOffset(CGPoint(x: 0, y: y), animated: false)
  }

  /// The largest offset the content allows.
  var maximumOffset: CGFloat {
    max(0, view.contentSize.height + view.adjustedContentInset.bottom - view.bounds.height)
  }

  /// The buttons the background shows, in order.
  func backgroundButtons() -> [UIButton] {
    var buttons: [UIButton] = []
    func collect(_ view: UIView) {
      for subview in view.subviews {
        if let button = subview as? UIButton { buttons.append(button) } else { collect(subview) }
      }
    }
    if let background = backgroundView() { collect(background) }
    return buttons
  }
}

/// Rows `0..<count`, 44 points tall, titled `prefix` and their number.
func numberedRows(_ count: Int, prefix: String = "Item") -> [Row] {
  (0..<count).map { Row("\(prefix)-\($0)", "\(prefix) \($0)").height(.fixed(44)) }
}

/// A gate that tasks wait at until the test opens it: how a test holds an asynchronous action
/// in flight without sleeping.
@MainActor
final class Gate {
  private var waiters: [CheckedContinuation<Void, Never>] = []
  /// Whether tasks go through without waiting (see ``openForGood()``).
  private var isOpenForGood = false
  /// How many tasks wait at the gate now.
  var waiting: Int { waiters.count }

  /// Waits until the gate opens.
  func wait() async {
    guard !isOpenForGood else { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  /// Lets every waiting task go on, and every later one through at once.
  func openForGood() {
    isOpenForGood = true
    open()
  }

  /// Lets every waiting task go on.
  func open() {
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume() }
  }

  /// Returns once `count` tasks wait at the gate, yielding to them meanwhile (no sleeping); fails
  /// the test when they never arrive.
  func waitForArrivals(_ count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) async {
    for _ in 0..<10_000 where waiting < count { await Task.yield() }
    #expect(waiting >= count, "\(count) task(s) should wait at the gate", sourceLocation: sourceLocation)
  }
}

/// Counts things done on the main actor from `@Sendable` closures.
@MainActor
final class Tally {
  var counts: [String: Int] = [:]
  func add(_ key: String) { counts[key, default: 0] += 1 }
  subscript(_ key: String) -> Int { counts[key, default: 0] }
}
#endif
