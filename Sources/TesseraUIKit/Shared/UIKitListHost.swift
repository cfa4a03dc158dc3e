#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera
import TesseraMainThread

/// What ``TableViewHost`` and ``CollectionViewHost`` are underneath: one host core that shows a
/// ``ListController``'s list in a UIKit list view.
///
/// Everything both views need lives here once: applying snapshots (with or without animation,
/// with a completion or `await`), turning update stages into batch updates, selection and
/// lookups by row id, measuring rows and headers with the registered views, registration and
/// its validation, the placeholder for a missing registration, collapsible headers, and the
/// forwarding of every other delegate message to the app's own delegate. Each subclass registers
/// views the way its view wants; its view's adapter answers the Objective-C methods the view
/// asks.
///
/// You never create one: use ``TableViewHost`` or ``CollectionViewHost``.
@MainActor
public class UIKitListHost: NSObject {
  /// The controller that owns what is shown.
  public let controller: ListController

  /// The height of a section header or footer given as a plain title.
  public var titleSupplementHeight: Double = 28

  /// The height of a row whose content type has no registered cell: its placeholder is one
  /// line, as tall as a standard UIKit row.
  package static let missingRegistrationRowHeight = 44.0

  /// The view, as the core sees it.
  let listView: any HostedListView
  /// The view's data source and delegate, which calls the host (see ``ListViewAdapter``).
  let adapter: ListViewAdapter
  /// Cells by content type.
  var cellRegistry = ContentRegistry<CellContext>()
  /// Header and footer views by content type.
  var supplementRegistry = ContentRegistry<SectionSupplementContext>()
  /// Views kept for measuring only, by reuse identifier (never one from the reuse pool).
  var sizingViews: [String: UIView] = [:]
  /// What the host gave each cell of a row in an outline (its indentation, its accessibility
  /// value), so that it takes back only its own when the cell shows another row (see
  /// UIKitListHost+Outline.swift).
  var outlineMarks: [ObjectIdentifier: OutlineMark] = [:]
  /// Content types registered while their rows are shown, waiting to be shown with their new
  /// cells (see ``showPendingRegistrations()``).
  var pendingRegistrations: Set<ObjectIdentifier> = []
  /// The same for header and footer content types (see ``showPendingRegistrations()``).
  var pendingSupplementRegistrations: Set<ObjectIdentifier> = []
  /// How deep the host is in the app's code for a view (a cell's or header's `configure`).
  var viewConfigurationDepth = 0
  /// How deep the host is in display callbacks the view makes while it lays out its rows (see
  /// ``duringViewCallback(_:)``).
  var viewCallbackDepth = 0
  /// The scroll asked for while the view laid out, made once the pass is over (see
  /// ``scrollToRow(withID:at:animated:)``).
  var deferredScroll: DeferredScroll?
  /// Whether the task that makes ``deferredScroll`` is scheduled.
  var hasScheduledDeferredScroll = false
  /// Registrations made while an update was shown or while the app's code for a view ran,
  /// applied once it is over (see ``applyDeferredRegistrations()``).
  var deferredRegistrations: [@MainActor () -> Void] = []
  /// Selection by row id (the core every host shares): the selected rows a collapsed section
  /// hides, the ids the update under way carries, the behaviour and the handler (see
  /// UIKitListHost+Selection.swift).
  var selection = HostSelection()
  /// Missing registrations reported, once per content type (see UIKitListHost+Validation.swift).
  var diagnostics = HostDiagnostics()
  /// The delegate calls the host is passing on to the app's delegate now (see
  /// ``passOn(_:at:_:)``).
  var callsPassedOn: Set<PassedOnCall> = []
  /// The reader's place as shown before a width change that was noticed where the view cannot
  /// be scrolled (inside its own layout), waiting to be given back (see
  /// ``noticeWidth(restoringPlace:)``).
  var placeBeforeWidthChange: ShownPlace?
  /// The turn that gives ``placeBeforeWidthChange`` back when the app does not call the
  /// `…DidLayout()` method first.
  var widthPlaceTask: Task<Void, Never>?

  /// The text size the heights were measured at, `nil` before the first measurement and after
  /// a change of text size forgot them (see UIKitListHost+TextSize.swift).
  var measuredTextSize: UIContentSizeCategory?
  /// The turn that looks at the list's text size after a change was heard of (see
  /// ``scheduleTextSizeCheck()``).
  var textSizeTask: Task<Void, Never>?
  /// The observer of text size changes before iOS 17 (see ``followTextSize()``), removed with
  /// the host.
  nonisolated(unsafe) var textSizeObserver: (any NSObjectProtocol)?

  /// What runs whenever the rows on screen may have changed (see ``addVisibleRowsObserver(owner:_:)``).
  var visibleRowsObservers: [(owner: Weak, handler: @MainActor () -> Void)] = []

  /// The view showing the list's unavailable state as its background, if any (see
  /// UIKitListHost+Unavailable.swift).
  var unavailableStateView: UIView?
  /// The background the app gave the view, put back when the unavailable state goes.
  var appBackgroundView: UIView?
  /// What a pull to refresh runs (see ``refreshable(_:)``).
  var refreshAction: (@MainActor @Sendable () async -> Void)?
  /// The refresh control the host gave the view for ``refreshAction``.
  var installedRefreshControl: UIRefreshControl?

  /// The reuse identifier of the placeholder cell and header of a missing registration.
  static let missingRegistrationIdentifier = "Tessera.MissingRegistration"

  deinit {
    if let textSizeObserver { NotificationCenter.default.removeObserver(textSizeObserver) }
  }

  init(listView: some HostedListView, adapter: ListViewAdapter, controller: ListController) {
    // From now on the controller and the host notice calls from other threads.
    MainThreadProbe.install()
    self.listView = listView
    self.adapter = adapter
    self.controller = controller
    super.init()
  }

  /// Whether the controller shows its list through this host (not, after it was attached to
  /// another one): the view shows nothing otherwise.
  var showsController: Bool { controller.host === self }

  /// The app's delegate behind the host, which the adapter forwards to.
  var forwarding: ForwardingTarget { adapter.forwarding }

  /// Finishes the set-up once the subclass has registered its own views: the adapter becomes
  /// the view's data source and delegate, and the host the controller's host.
  func attach() {
    listView.connect(adapter, delegateOnly: false)
    controller.attach(to: self)
    followTextSize()
    // Rows of a type registered while an update was under way get their new cells once it is
    // shown.
    controller.addUpdateHandler(owner: self) { [weak self] in self?.showPendingRegistrations() }
    // A selected row deleted while its section is collapsed changes nothing on screen, so no
    // batch tells the host: it forgets the row once the list has caught up.
    controller.addUpdateHandler(owner: self) { [weak self] in self?.reviewHiddenSelection() }
    // Once an update is shown, the rows on screen are the new list's: reach-end actions and
    // visibility observers hear of them.
    controller.addUpdateHandler(owner: self) { [weak self] in self?.listDidUpdate() }
  }

  /// Makes `delegate` the app's delegate behind the host. The view caches which optional
  /// methods its delegate implements when it is set, so the adapter is set again.
  /// Returns `false`, reported, for a delegate that leads back to the host: the view's own
  /// delegate (the host's adapter), or another host's view's delegate whose app delegate is
  /// this one, however many hosts lie between (each would pass the calls it shares with its
  /// delegate round the cycle forever); the host then sets its `delegate` back to `nil`.
  func appDelegateDidChange(to delegate: AnyObject?) -> Bool {
    var next = delegate
    var leadsBack = false
    while let adapter = next as? ListViewAdapter {
      if adapter === self.adapter {
        leadsBack = true
        break
      }
      next = adapter.forwarding.target
    }
    if leadsBack {
      controller.report(
        .hostMisuse(
          "a host's delegate cannot be its view's own delegate, nor another host's view's delegate that leads back to "
            + "it; delegate set to nil"))
    }
    forwarding.target = leadsBack ? nil : delegate
    listView.connect(adapter, delegateOnly: true)
    return !leadsBack
  }

  // MARK: What each view does its own way

  /// Adds the operations of `stage` to the view's open batch, its row updates as `updates`
  /// says (reconfigured or reloaded).
  func addOperations(of stage: ListUpdateStage, updates: RowUpdates) {
    preconditionFailure("\(type(of: self)) maps update stages onto its view")
  }

  /// Called after the view shows a new list (a reload or a batch).
  func didShowChanges() {}

  /// Called when `cell` was configured to show the row at `path`.
  func didConfigure(_ cell: UIView, forRowAt path: ElementPath) {}

  /// Shows `shown`, a title, in `view`, the view on screen for it (a header or footer of the
  /// same kind: the controller reloads the section otherwise).
  func refreshTitleView(_ view: UIView, showing shown: ShownSupplement) {}

  /// Lets the view show the heights of a new width, once the controller has it; `hadNoWidth`
  /// when nothing meaningful was shown before (a load at width 0); `insideLayout` when the
  /// view noticed it in its own layout pass (asking for a height or a section's layout), where
  /// it already lays everything out anew and must not be updated.
  func widthDidChange(hadNoWidth: Bool, insideLayout: Bool) {}
}
