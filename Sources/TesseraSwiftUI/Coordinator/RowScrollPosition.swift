#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraUIKit

/// Where a ``SnapshotListCoordinator`` keeps the id of the row at the top of the list: a
/// SwiftUI `Binding` of an optional id in `SnapshotList`, or any pair of accessors.
///
/// The coordinator writes the id of the first row whose top is visible as the reader scrolls,
/// and scrolls the row the app names to the top. Ids are `RowID`s, or the app's own ids of one
/// type (`String`, `Int`, a `UUID`, an enum): each is read as `RowID(id)`, and a row whose id
/// has another type is not written.
@MainActor
public struct RowScrollPosition {
  /// Reads the id of the row the app wants at the top; `nil` asks for nothing.
  public let get: @MainActor () -> RowID?
  /// Writes the id of the row now at the top.
  public let set: @MainActor (RowID) -> Void
  /// Whether ``set`` takes an id (a position held in the app's ids takes those of its type).
  let accepts: @MainActor (RowID) -> Bool

  /// A position read and written through `get` and `set`.
  public init(get: @escaping @MainActor () -> RowID?, set: @escaping @MainActor (RowID) -> Void) {
    self.get = get
    self.set = set
    accepts = { _ in true }
  }

  /// A position held in the app's own ids of type `ID`: `get` is read as `RowID(id)`, and
  /// `set` gets the id of the row at the top back in its own type (`RowID.as(_:)`), or is not
  /// called when that row's id has another type (a list that mixes id types).
  public init<ID: Hashable & Sendable>(
    get: @escaping @MainActor () -> ID?, set: @escaping @MainActor (ID) -> Void
  ) {
    // A binding of RowIDs takes the id as it is; `as(_:)` unwraps the app's own value.
    let value: @Sendable (RowID) -> ID? = { id in (id as? ID) ?? id.as(ID.self) }
    self.get = { get().map(RowID.init) }
    self.set = { id in if let value = value(id) { set(value) } }
    accepts = { value($0) != nil }
  }
}
