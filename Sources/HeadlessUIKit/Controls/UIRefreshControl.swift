#if !canImport(UIKit)
import Foundation

/// The pull-to-refresh control of a scroll view, as in UIKit: set it as the scroll view's
/// ``UIScrollView/refreshControl`` and add an action for `.valueChanged`.
///
/// What is modelled, from UIKit's documentation of `UIRefreshControl`:
/// - A user's pull past the threshold (``UIScrollView/simulatePullToRefresh(distance:)``, or
///   ``simulatePullToRefresh()``) begins refreshing and sends `.valueChanged`, once: not while
///   a refresh is under way, nor when the control is disabled.
/// - ``beginRefreshing()`` and ``endRefreshing()`` set ``isRefreshing`` without sending an event.
/// - While the control refreshes in a scroll view, the scroll view's `contentInset.top` is
///   larger by ``refreshingHeight`` (the spinner's room above the content); ending takes the
///   same amount back, whatever else changed the inset meanwhile.
/// - A user's pull that begins a refresh at the top of the content leaves the spinner in view
///   (the offset is the new `-adjustedContentInset.top`); ``beginRefreshing()`` in code does
///   not scroll (apps scroll to show it, as on iOS). Ending scrolls a reader above the content
///   back to its top.
///
/// Not modelled: drawing, the spinner's animation, and the pull's motion (the offset changes
/// at once).
@MainActor
open class UIRefreshControl: UIControl {
  /// Whether a refresh is under way.
  open private(set) var isRefreshing = false
  /// The title shown under the spinner.
  open var attributedTitle: NSAttributedString?

  /// The scroll view whose `refreshControl` this is (set by the scroll view).
  weak var scrollView: UIScrollView?
  /// The inset added to the scroll view while refreshing (0 or ``refreshingHeight``), to take
  /// back when the refresh ends.
  private var addedInset: CGFloat = 0

  /// Creates a refresh control.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Shows the control refreshing, as when the app starts a refresh itself; sends no event.
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    insetScrollView()
  }

  /// Ends the refresh: the scroll view's inset is what it was before it began.
  open func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    restoreScrollViewInset()
  }

  /// The control now belongs to `scrollView` (or to none): a refresh under way moves its inset
  /// along.
  func didMove(to scrollView: UIScrollView?) {
    restoreScrollViewInset()
    self.scrollView = scrollView
    if isRefreshing { insetScrollView() }
  }

  /// What a user's pull does (see ``simulatePullToRefresh()``).
  func pullToRefreshAsUser() -> Bool {
    guard isEnabled, !isRefreshing else { return false }
    let wasAtTop = scrollView.map { $0.contentOffset.y <= -$0.adjustedContentInset.top + 0.5 } ?? false
    beginRefreshing()
    if wasAtTop, let scrollView {
      scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
    }
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
    return true
  }

  private func insetScrollView() {
    guard let scrollView, addedInset == 0 else { return }
    addedInset = Self.refreshingHeight
    scrollView.contentInset.top += Self.refreshingHeight
  }

  private func restoreScrollViewInset() {
    guard addedInset != 0 else { return }
    addedInset = 0
    guard let scrollView else { return }
    scrollView.contentInset.top -= Self.refreshingHeight
    let top = -scrollView.adjustedContentInset.top
    if scrollView.contentOffset.y < top { scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: top) }
  }
}
#endif
