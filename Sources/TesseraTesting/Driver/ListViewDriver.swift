#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)
/// Which list view a driver makes.
public enum ListViewKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// A plain `UITableView`.
  case table
  /// A `UICollectionView`, for a host that installs its own layout.
  case collection

  /// `table` or `collection`.
  public var description: String { rawValue }
}

/// Where a scroll to a row puts it, for both views.
public enum ListScrollPosition: Sendable, Hashable {
  /// As little as shows the whole row.
  case none
  /// The row's top at the view's top.
  case top
  /// The row's middle at the view's middle.
  case middle
  /// The row's bottom at the view's bottom.
  case bottom
}

/// The edge a swipe starts from.
public enum ListSwipeEdge: Sendable, Hashable {
  /// From the leading edge (left in left-to-right languages).
  case leading
  /// From the trailing edge.
  case trailing
}

/// The verbs a screen test needs, for a `UITableView` or a `UICollectionView`, with one spelling
/// for real UIKit and for HeadlessUIKit.
///
/// A driver makes its view, in a window of the size asked for, and drives it the way a user and
/// UIKit do: it lays the view out, scrolls it, taps rows and headers, swipes, drags rows to
/// reorder them, toggles editing and types into text fields; it reads the rows on screen with
/// their frames, heights and text, the selection, the first responder (``firstResponder``), and
/// counts what the view was asked to do (cells dequeued and created, rows reloaded and
/// reconfigured, batches), in all and per row.
///
/// Two drivers implement it: ``HeadlessListViewDriver`` where UIKit is missing (Linux, macOS),
/// on HeadlessUIKit's simulation, and `UIKitListViewDriver` on iOS, through UIKit's public API
/// only (`setContentOffset` and `layoutIfNeeded`, the view's own delegate calls in the order
/// UIKit makes them, `indexPathsForVisibleRows`, and a view subclass that counts the calls made
/// to it). ``platformListViewDriver(_:size:)`` makes the one of the platform, so a screen test
/// written against this protocol runs on Linux, on a Mac and on a simulator unchanged:
///
/// ```swift
/// let driver = platformListViewDriver(.table, size: CGSize(width: 375, height: 667))
/// let host = TableViewHost(tableView: try #require(driver.tableView))
/// host.register(PriceCell.self)
/// await host.apply(productPage(.loaded(.sample)))
/// driver.layout()
/// let mark = driver.activity
/// driver.tapRow(at: IndexPath(row: 2, section: 0))
/// #expect(driver.activity.since(mark).fullReloads == 0)
/// ```
@MainActor
public protocol ListViewDriver: AnyObject {
  /// Which view this driver drives.
  var kind: ListViewKind { get }
  /// The view: a `UITableView` or a `UICollectionView`, a subview of ``window``.
  var view: UIScrollView { get }
  /// The view as a table, when it is one.
  var tableView: UITableView? { get }
  /// The view as a collection view, when it is one.
  var collectionView: UICollectionView? { get }
  /// The window the view is shown in, key and visible, of the view's size.
  var window: UIWindow { get }

  /// Runs the view's pending layout pass (`layoutIfNeeded()`): cells come and go, rows are
  /// measured.
  func layout()
  /// Scrolls to the vertical offset `y` without animation and lays out, as a user's scroll
  /// ending there.
  func scroll(toOffset y: CGFloat)
  /// Scrolls the row at `indexPath` to `position` without animation (the view's own
  /// `scrollToRow`/`scrollToItem`) and lays out.
  func scroll(toRowAt indexPath: IndexPath, at position: ListScrollPosition)

  /// The rows on screen, in display order, each with its frame, height, cell and text.
  var visibleRows: [VisibleRow] { get }
  /// The text the header of `section` shows, when it is on screen.
  func headerText(inSection section: Int) -> String?
  /// The index paths of the selected rows, sorted.
  var selectedRows: [IndexPath] { get }
  /// Whether the view lets the user select several rows (outside editing).
  var allowsMultipleSelection: Bool { get set }

  /// Taps the row at `indexPath` as a user does: the delegate is asked and told what UIKit asks
  /// and tells it, and the selection changes (in single selection the row selected before is
  /// deselected; in multiple selection a selected row is deselected).
  func tapRow(at indexPath: IndexPath)
  /// Taps the header of `section` while it is on screen: the frontmost control in it (a
  /// collapsible section's toggle, a button of a custom header) sends `.touchUpInside`. Returns
  /// `false` when the header is not on screen or nothing in it takes the tap.
  @discardableResult
  func tapHeader(inSection section: Int) -> Bool
  /// Swipes the row at `indexPath` from `edge` and taps the button at `index` (0 is nearest the
  /// edge). Returns what the action's handler reported through its completion, or `nil` when
  /// there is no such button.
  /// - Throws: ``ListDriverUnavailable`` where this view's swipe actions cannot be reached
  ///   through public API (a collection view's list sections on real UIKit).
  func swipe(rowAt indexPath: IndexPath, from edge: ListSwipeEdge, tappingActionAt index: Int) throws -> Bool?
  /// Drags the row at `source` by its reorder control and drops it at `proposed`: the data
  /// source and delegate are asked what UIKit asks, the data source is told of the move, and the
  /// view moves the row in its own model, keeping its cell. Returns where the row landed, or
  /// `nil` when it could not move.
  @discardableResult
  func drag(rowAt source: IndexPath, to proposed: IndexPath) -> IndexPath?
  /// Turns the view's editing mode on or off, without animation.
  func setEditing(_ editing: Bool)
  /// Types `text` into `field`, which must be the first responder, as keystrokes do. Returns
  /// `false` when the field did not take it.
  @discardableResult
  func type(_ text: String, into field: UITextField) -> Bool

  /// Moves VoiceOver's focus to `element`, as an app does after a change of layout
  /// (`UIAccessibility.post(notification: .layoutChanged, argument: element)`). Only moves it
  /// where ``tracksAccessibilityFocus`` is `true`.
  func moveVoiceOverFocus(to element: UIView)
  /// Whether this UIKit moves VoiceOver's focus when a test posts `.layoutChanged` or
  /// `.screenChanged` with an element: always headless; on a device or a simulator only while
  /// VoiceOver runs.
  var tracksAccessibilityFocus: Bool { get }

  /// Everything the view was asked to do so far; subtract a mark with
  /// ``ListViewActivity/since(_:)``.
  var activity: ListViewActivity { get }
  /// The contract violations the view recorded. Real UIKit raises instead (the run stops), so
  /// its driver always answers `[]`.
  var violations: [String] { get }

  /// Puts the view in its window, or takes it out of every window.
  func putOnScreen(_ onScreen: Bool)
  /// Ends the animations under way where the driver can (headless: every pending
  /// `performBatchUpdates` completion runs); on real UIKit animations end on their own.
  func finishAnimations()
}

extension ListViewDriver {
  /// The first responder in the driver's window (a text field being edited, say), found by
  /// asking each view `isFirstResponder`: UIKit has no public accessor for it.
  public var firstResponder: UIResponder? { ListViewDriverReading.firstResponder(in: window) }
}

/// What ``ListViewDriver/swipe(rowAt:from:tappingActionAt:)`` throws where the gesture cannot be
/// driven through public API.
public struct ListDriverUnavailable: Error, Equatable, CustomStringConvertible {
  /// What cannot be driven, and why.
  public var reason: String

  /// An error saying why a verb cannot be driven.
  public init(_ reason: String) {
    self.reason = reason
  }

  /// The reason.
  public var description: String { reason }
}
#endif
