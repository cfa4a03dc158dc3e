#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// `scrollToRow(withID:at:animated:)` lands exactly: 200 random rows of a 10,000-row list whose
/// rows are estimated at 44 points and measure 20 to 300, each at a random position, in the
/// table and the collection host. The row ends up where it was asked to be within 0.5 pt (or as
/// close as the ends of the content allow), with no contract violation.
@Suite("Scrolling to a row by id")
@MainActor
struct ScrollToRowTests {
  @Test(arguments: AnchoringPropertyTests.HostKind.allCases)
  func landsExactlyOnRowsFarAway(_ kind: AnchoringPropertyTests.HostKind) async {
    let seed: UInt64 = 2_210
    var rng = SeededRandomNumberGenerator(seed: seed)
    let subject = kind == .table ? AnchoringSubject.table() : AnchoringSubject.collection()
    let list = NoteList(rowCount: 10_000, using: &rng)
    await subject.host.apply(list.snapshot)
    subject.view.layoutIfNeeded()
    let ids = list.ids
    for attempt in 0..<200 {
      let id = ids.randomElement(using: &rng)!
      let position = Int.random(in: 0..<3, using: &rng)
      let scrolled: Bool
      switch (subject.host, position) {
      case (let host as TableViewHost, _):
        let positions: [UITableView.ScrollPosition] = [.top, .middle, .bottom]
        scrolled = host.scrollToRow(withID: RowID(id), at: positions[position], animated: Bool.random(using: &rng))
      case (let host as CollectionViewHost, _):
        let positions: [UICollectionView.ScrollPosition] = [.top, .centeredVertically, .bottom]
        scrolled = host.scrollToRow(withID: RowID(id), at: positions[position], animated: Bool.random(using: &rng))
      default:
        scrolled = false
      }
      subject.view.layoutIfNeeded()
      let context = "\(kind) seed \(seed) attempt \(attempt): row \(id) at position \(position)"
      #expect(scrolled, "\(context): not scrolled")
      guard let path = subject.indexPath(id), let frame = subject.frameOfRow(path) else {
        Issue.record("\(context): no frame")
        continue
      }
      let height = subject.view.bounds.height
      let wanted: CGFloat =
        switch position {
        case 0: frame.minY
        case 1: frame.midY - height / 2
        default: frame.maxY - height
        }
      let expected = min(max(wanted, 0), subject.maximumOffset)
      let error = abs(subject.view.contentOffset.y - expected)
      #expect(
        error <= 0.5, "\(context): \(error) pt off (offset \(subject.view.contentOffset.y), row at \(frame.minY))")
    }
    #expect(subject.violations().isEmpty, "\(subject.violations())")
  }

  /// Without a position, both hosts move as little as shows the whole row: not at all for a
  /// row shown whole, to the row's top for a row above, to its bottom for one below.
  @Test(arguments: AnchoringPropertyTests.HostKind.allCases)
  func theDefaultPositionMovesAsLittleAsShowsTheRow(_ kind: AnchoringPropertyTests.HostKind) async {
    var rng = SeededRandomNumberGenerator(seed: 2_211)
    let subject = kind == .table ? AnchoringSubject.table() : AnchoringSubject.collection()
    let list = NoteList(rowCount: 400, using: &rng)
    await subject.host.apply(list.snapshot)
    subject.view.layoutIfNeeded()
    func scroll(to id: Int) {
      switch subject.host {
      case let host as TableViewHost: #expect(host.scrollToRow(withID: RowID(id), animated: false))
      case let host as CollectionViewHost: #expect(host.scrollToRow(withID: RowID(id), animated: false))
      default: Issue.record("unknown host")
      }
      subject.view.layoutIfNeeded()
    }
    func frame(of id: Int) -> CGRect? { subject.indexPath(id).flatMap(subject.frameOfRow) }
    let height = subject.view.bounds.height
    // A row shown whole: nothing moves.
    scroll(to: list.ids[1])
    #expect(subject.view.contentOffset.y == 0, "\(kind): a row shown whole moved the view")
    // A row far below: it ends at the bottom edge.
    let below = list.ids[300]
    scroll(to: below)
    if let frame = frame(of: below) {
      #expect(abs(frame.maxY - height - subject.view.contentOffset.y) <= 0.5, "\(kind): below, \(frame)")
    } else {
      Issue.record("\(kind): no frame for row \(below)")
    }
    // A row above: it starts at the top edge.
    let above = list.ids[100]
    scroll(to: above)
    if let frame = frame(of: above) {
      #expect(abs(frame.minY - subject.view.contentOffset.y) <= 0.5, "\(kind): above, \(frame)")
    } else {
      Issue.record("\(kind): no frame for row \(above)")
    }
    #expect(subject.violations().isEmpty, "\(subject.violations())")
  }

  /// Issue: a row whose `onWillDisplay` scrolled to the next row made the table lay itself out
  /// inside its own layout pass, once per row: 300 rows nested 300 layouts, and a longer list
  /// ran out of stack. A scroll asked for while the view lays out now waits for the pass to
  /// end; the last one asked for is made, and `settle()` waits for it.
  @Test(arguments: ["table", "collection"])
  func scrollingFromEveryDisplayCallbackNestsNoLayout(kind: String) async throws {
    let subject = try #require(HostUnderTest.both(width: 320, height: 480).first { $0.name == kind })
    subject.registerText(String.self)
    let count = 300
    var depth = 0
    var deepest = 0
    var displayed = 0
    let scrollToTop = subject.scrollToTop
    let rows = (0..<count).map { index in
      Row(index, "row \(index)").height(40).onWillDisplay {
        displayed += 1
        depth += 1
        defer { depth -= 1 }
        deepest = max(deepest, depth)
        // Each row, as it appears, asks for the next one at the top: a chain to the end.
        if index + 1 < count { scrollToTop(RowID(index + 1)) }
      }
    }
    await subject.host.apply(ListSnapshot { Section("all", rows: rows) })
    subject.layout()
    await subject.host.controller.settle()
    subject.layout()
    #expect(deepest == 1, "\(kind): display callbacks nested \(deepest) deep")
    #expect(displayed > 12, "\(kind): the chain went on past the first screen")
    let last = try #require(subject.visibleRowIDs.last)
    #expect(last == RowID(count - 1), "\(kind): the chain ends at the last row, not \(last)")
    #expect(subject.violations().isEmpty, "\(subject.violations())")
  }
}
