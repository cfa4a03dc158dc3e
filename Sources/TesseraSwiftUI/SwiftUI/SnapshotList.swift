#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraUIKit

/// A SwiftUI view that shows a Tessera snapshot in a table or collection view: the same
/// snapshots, diffs, row behaviours, collapsible sections and animations as `TableViewHost`
/// and `CollectionViewHost`, with the selection in a binding of row ids.
///
/// ```swift
/// struct FruitScreen: View {
///   var fruits: [Fruit]
///   @State private var selection: Set<RowID> = []
///
///   var body: some View {
///     SnapshotList(fruitList(fruits), selection: $selection) { rows in
///       rows.register(Fruit.self) { fruit, context in FruitRow(fruit: fruit) }
///     }
///   }
/// }
/// ```
///
/// Rows with children show as an outline, as in the UIKit hosts: each row indented by its
/// level, a parent with a disclosure chevron that expands or collapses it (so does a tap on a
/// parent with no `onSelect`, and VoiceOver's Expand and Collapse actions). What is expanded is
/// kept by row id across updates.
///
/// Registrations are read once, when the view is made; the snapshot and the selection on every
/// update. A transaction that disables animations shows the snapshot without animating.
///
/// What a screen observes of its list beyond the selection is set with the modifiers of this
/// type, written before any `View` modifier: ``scrollPosition(id:)`` (the row at the top, in a
/// binding), ``anchoring(_:)`` (which place a change keeps), ``onRowVisibilityChange(threshold:perform:)``.
/// SwiftUI's own `refreshable` works as on a `List`, and so do the snapshot's
/// `onReachEnd(distance:perform:)` and its unavailable state.
@MainActor
public struct SnapshotList: UIViewRepresentable {
  private let show: @MainActor (SnapshotListCoordinator, RowSelection?, Bool) -> Void
  private let selection: Binding<Set<RowID>>?
  private let style: SnapshotListStyle
  private let registrations: @MainActor (inout RowRegistrations) -> Void
  private var position: RowScrollPosition?
  private var listAnchoring: ListAnchoring?
  private var visibilityHandlers: [RowVisibilityHandler] = []

  /// Shows `snapshot`; taps select rows into `selection` when one is given.
  public init(
    _ snapshot: ListSnapshot, selection: Binding<Set<RowID>>? = nil, style: SnapshotListStyle = .table(),
    rows registrations: @escaping @MainActor (inout RowRegistrations) -> Void
  ) {
    self.show = { coordinator, selection, animated in
      coordinator.update(snapshot: snapshot, selection: selection, animatingDifferences: animated)
    }
    self.selection = selection
    self.style = style
    self.registrations = registrations
  }

  /// Shows the snapshot `snapshot` makes of `state`, made again only when `state` changes.
  public init<State: Equatable>(
    _ state: State, snapshot: @escaping @MainActor (State) -> ListSnapshot, selection: Binding<Set<RowID>>? = nil,
    style: SnapshotListStyle = .table(), rows registrations: @escaping @MainActor (inout RowRegistrations) -> Void
  ) {
    self.show = { coordinator, selection, animated in
      coordinator.update(state: state, snapshot: snapshot, selection: selection, animatingDifferences: animated)
    }
    self.selection = selection
    self.style = style
    self.registrations = registrations
  }

  /// Makes the host and registers the rows.
  public func makeCoordinator() -> SnapshotListCoordinator {
    var rows = RowRegistrations()
    registrations(&rows)
    return SnapshotListCoordinator(style: style, registrations: rows, selectsRows: selection != nil)
  }

  /// The coordinator's view.
  public func makeUIView(context: Context) -> UIView { context.coordinator.view }

  /// Shows the snapshot and takes the selection, the position, the anchoring, the visibility
  /// handlers and the environment's refresh action.
  public func updateUIView(_ view: UIView, context: Context) {
    let coordinator = context.coordinator
    let binding = selection.map { binding in
      RowSelection(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
    }
    // The anchoring applies to the snapshot of this very update (a message appended at the bottom).
    if let listAnchoring { coordinator.controller.anchoring = listAnchoring }
    var refreshAction: (@MainActor @Sendable () async -> Void)?
    if let refresh = context.environment.refresh.map(EnvironmentRefresh.init) {
      refreshAction = {
        let action = refresh.action
        await action()
      }
    }
    coordinator.update(refreshAction: refreshAction)
    show(coordinator, binding, !context.transaction.disablesAnimations)
    coordinator.update(scrollPosition: position, animated: context.transaction.animation != nil)
    coordinator.update(visibilityHandlers: visibilityHandlers)
  }

  // MARK: Modifiers

  /// Keeps the id of the row at the top of the list in `id`, as SwiftUI's `scrollPosition(id:)`
  /// does for a scroll view, from iOS 16: as the reader scrolls, `id` becomes the id of the
  /// first row whose top is visible; set it, and that row is scrolled to the top (animated when
  /// the change is, `withAnimation`), as soon as it is shown when it is not yet. A row asked
  /// for keeps its id in `id` until the list moves on from it, even when the content ends
  /// before the row reaches the top; `nil` asks for nothing.
  ///
  /// `ID` is the type of the app's row ids (`String`, `Int`, a `UUID`, an enum), or `RowID`
  /// itself; a row whose id has another type is never written.
  ///
  /// ```swift
  /// @State private var topMessage: Message.ID?
  ///
  /// SnapshotList(chat(messages)) { rows in
  ///   rows.register(Message.self) { message, _ in MessageRow(message: message) }
  /// }
  /// .scrollPosition(id: $topMessage)
  /// ```
  public func scrollPosition<ID: Hashable & Sendable>(id: Binding<ID?>) -> SnapshotList {
    var list = self
    list.position = RowScrollPosition(get: { id.wrappedValue }, set: { id.wrappedValue = $0 })
    return list
  }

  /// Sets how the list keeps the reader's place as its rows change: `.bottom` for a chat (a
  /// reader at the end stays there as rows are appended), `.top` for a feed, the default
  /// `.firstVisibleRow`, or `.none`.
  public func anchoring(_ anchoring: ListAnchoring) -> SnapshotList {
    var list = self
    list.listAnchoring = anchoring
    return list
  }

  /// Calls `action` when the rows on screen change, a row counting as on screen while at least
  /// `threshold` of its height shows (0: any part, 1: all of it), with the rows that entered
  /// and left and those visible now. It is called on the turn after the change, never while
  /// SwiftUI updates views, and not when the rows on screen stayed the same. Several handlers,
  /// with different thresholds, may be added.
  ///
  /// ```swift
  /// SnapshotList(feed(posts)) { rows in
  ///   rows.register(Post.self) { post, _ in PostRow(post: post) }
  /// }
  /// .onRowVisibilityChange(threshold: 0.5) { change in
  ///   analytics.impressions(change.entered)
  /// }
  /// ```
  public func onRowVisibilityChange(
    threshold: Double = 0.5, perform action: @escaping @MainActor (RowVisibilityChange) -> Void
  ) -> SnapshotList {
    var list = self
    list.visibilityHandlers.append(RowVisibilityHandler(threshold: threshold, action: action))
    return list
  }
}

/// SwiftUI's refresh action (`refreshable`), which SwiftUI runs on the main actor: the iOS 18
/// and 26 SDKs declare it `Sendable`, the iOS 16 SDK does not.
private struct EnvironmentRefresh: @unchecked Sendable {
  let action: RefreshAction
}
#endif
