import Foundation
import HeadlessUIKit
import Testing

/// A refresh control behaves as UIKit documents it: a user's pull past the threshold begins
/// refreshing and sends `.valueChanged` once; while it refreshes the scroll view's top inset
/// makes room for it, and ending takes exactly that room back.
@MainActor
@Suite struct RefreshControlTests {
  private func table() -> UITableView {
    UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
  }

  @Test func aPullPastTheThresholdBeginsRefreshingAndSendsValueChangedOnce() {
    let table = table()
    var pulls = 0
    let refresh = UIRefreshControl()
    refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
    table.refreshControl = refresh
    #expect(!table.simulatePullToRefresh(distance: UIRefreshControl.pullThreshold - 1), "a short pull springs back")
    #expect(!refresh.isRefreshing && pulls == 0)
    #expect(table.simulatePullToRefresh())
    #expect(refresh.isRefreshing && pulls == 1)
    #expect(!table.simulatePullToRefresh(distance: 300), "no second refresh while one is under way")
    #expect(pulls == 1)
    refresh.endRefreshing()
    refresh.isEnabled = false
    #expect(!table.simulatePullToRefresh(), "a disabled control does not refresh")
    #expect(pulls == 1)
  }

  @Test func aScrollViewWithoutARefreshControlOrScrollingDoesNotRefresh() {
    let table = table()
    #expect(!table.simulatePullToRefresh())
    let refresh = UIRefreshControl()
    table.refreshControl = refresh
    table.isScrollEnabled = false
    #expect(!table.simulatePullToRefresh())
    #expect(!refresh.isRefreshing)
  }

  @Test func theTopInsetGrowsByTheControlsHeightWhileRefreshing() {
    let table = table()
    table.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
    let refresh = UIRefreshControl()
    table.refreshControl = refresh
    #expect(table.simulatePullToRefresh())
    #expect(table.contentInset.top == 10 + UIRefreshControl.refreshingHeight)
    #expect(table.adjustedContentInset.top == 10 + UIRefreshControl.refreshingHeight)
    #expect(table.contentInset.bottom == 5)
    // The app changes the inset meanwhile: ending takes back only what refreshing added.
    table.contentInset.top += 4
    refresh.endRefreshing()
    #expect(table.contentInset.top == 14)
    refresh.endRefreshing()
    #expect(table.contentInset.top == 14, "ending twice takes nothing more")
  }

  @Test func aPullAtTheTopLeavesTheSpinnerInViewAndEndingScrollsBack() {
    let table = table()
    let refresh = UIRefreshControl()
    table.refreshControl = refresh
    #expect(table.simulatePullToRefresh())
    #expect(table.contentOffset.y == -UIRefreshControl.refreshingHeight)
    table.layoutIfNeeded()
    #expect(table.contentOffset.y == -UIRefreshControl.refreshingHeight, "the inset lets the offset stay above 0")
    refresh.endRefreshing()
    #expect(table.contentOffset.y == 0)
    table.layoutIfNeeded()
    #expect(table.contentOffset.y == 0)
    refresh.beginRefreshing()
    #expect(table.contentOffset.y == 0, "beginning in code does not scroll")
  }

  @Test func beginningInCodeInsetsTooButSendsNothing() {
    let table = table()
    var pulls = 0
    let refresh = UIRefreshControl()
    refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
    refresh.beginRefreshing()
    #expect(refresh.isRefreshing)
    table.refreshControl = refresh
    #expect(table.contentInset.top == UIRefreshControl.refreshingHeight, "a refreshing control insets its new view")
    refresh.beginRefreshing()
    #expect(table.contentInset.top == UIRefreshControl.refreshingHeight, "beginning twice insets once")
    #expect(pulls == 0)
    table.refreshControl = nil
    #expect(table.contentInset.top == 0, "a control taken away takes its room along")
    #expect(refresh.isRefreshing)
  }

  @Test func aControlRefreshingInACollectionViewInsetsItToo() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: UICollectionViewLayout())
    let refresh = UIRefreshControl()
    refresh.tintColor = .systemRed
    refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
    collectionView.refreshControl = refresh
    #expect(collectionView.simulatePullToRefresh())
    #expect(collectionView.contentInset.top == UIRefreshControl.refreshingHeight)
    refresh.endRefreshing()
    #expect(collectionView.contentInset.top == 0)
    #expect(refresh.tintColor == .systemRed)
  }

  @Test func animateMakesTheChangesAtOnceAndCompletes() {
    final class Log { var finished: Bool? }
    let view = UIView(frame: .zero)
    let log = Log()
    UIView.animate(withDuration: 0.25) {
      view.alpha = 0
    } completion: { done in
      log.finished = done
    }
    #expect(view.alpha == 0)
    #expect(log.finished == true)
  }
}
