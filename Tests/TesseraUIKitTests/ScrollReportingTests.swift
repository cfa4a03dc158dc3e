// On iOS a near-miss of `scrollViewDidScroll(_:)` compiles and is never called; the headless
// protocols make it a requirement with a default, so calling it through the protocol checks the
// adapters' spelling here (TesseraUIKit's ObjectiveCWitnesses.swift checks it against the iOS SDK).
#if !canImport(UIKit)
import HeadlessUIKit
import Testing
import TesseraTesting
import TesseraUIKit

/// The app's own delegate of a host that reports scrolling.
private final class ScrollingDelegate: NSObject, UITableViewDelegate, UICollectionViewDelegate {
  var scrolls = 0
  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// Both hosts implement `scrollViewDidScroll(_:)` (it reports the rows on screen) and pass it on
/// to the app's delegate once per scroll, as the other calls they share with it.
@Suite("Scroll reporting in UIKit hosts")
@MainActor
struct ScrollReportingTests {
  @Test(arguments: ListHostKind.allCases)
  func scrollViewDidScrollIsTheHostsWitnessAndReachesTheAppOncePerScroll(_ kind: ListHostKind) async throws {
    let subject = ScreenSubject(kind)
    let app = ScrollingDelegate()
    var reports = 0
    switch kind {
    case .table: (subject.host as? TableViewHost)?.delegate = app
    case .collection: (subject.host as? CollectionViewHost)?.delegate = app
    }
    await subject.host.apply(ListSnapshot { Section("s", rows: numberedRows(40)) })
    subject.view.layoutIfNeeded()
    subject.host.addVisibleRowsObserver(owner: app) { reports += 1 }

    // Called through the protocol on the view's delegate, as UIKit calls it: the host's method,
    // not the default.
    let viewDelegate: (any UIScrollViewDelegate)? =
      (subject.view as? UITableView)?.delegate ?? (subject.view as? UICollectionView)?.delegate
    let delegate = try #require(viewDelegate)
    delegate.scrollViewDidScroll(subject.view)
    #expect(reports == 1, "the host's own method ran")
    #expect(app.scrolls == 1, "and passed the call on")

    // Scrolling the view: once per scroll, for the host and for the app.
    for step in 1...5 { subject.scroll(to: CGFloat(step) * 30) }
    #expect(app.scrolls == 6)
    #expect(reports == 6)
    #expect(subject.host.visibleRowIDs().first == RowID("Item-3"), "laid out before reporting")
  }
}
#endif
