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
/// Registrations are read once, when the view is made; the snapshot and the selection on every
/// update. A transaction that disables animations shows the snapshot without animating.
@MainActor
public struct SnapshotList: UIViewRepresentable {
  private let show: @MainActor (SnapshotListCoordinator, RowSelection?, Bool) -> Void
  private let selection: Binding<Set<RowID>>?
  private let style: SnapshotListStyle
  private let registrations: @MainActor (inout RowRegistrations) -> Void

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

  /// Shows the snapshot and takes the selection.
  public func updateUIView(_ view: UIView, context: Context) {
    let binding = selection.map { binding in
      RowSelection(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
    }
    show(context.coordinator, binding, !context.transaction.disablesAnimations)
  }
}
#endif
