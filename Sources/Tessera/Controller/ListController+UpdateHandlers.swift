/// Identifies a handler added with ``ListController/addUpdateHandler(_:)``, to remove it.
public struct ListUpdateHandlerID: Hashable, Sendable {
  /// An object made for this id alone: ids are told apart by its identity, so one can be made
  /// on any thread, before the handler it names is added on the main actor.
  private let token = Token()

  /// Makes a new id, distinct from every other.
  init() {}

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.token === rhs.token }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }

  private final class Token: Sendable {}
}

/// The handlers a controller runs once it has caught up with its snapshots.
///
/// A handler added for an owner (a host) goes with it: once the owner is freed, the handler is
/// dropped at the next round instead of being kept, and called, for the controller's lifetime.
struct UpdateHandlers {
  /// A handler and, when it was added for one, its owner.
  struct Entry {
    let id: ListUpdateHandlerID
    /// The owner, when the handler has one; `nil` once it was freed.
    weak var owner: AnyObject?
    /// Whether the handler was added for an owner (so that a `nil` owner means it is gone).
    let isOwned: Bool
    let handler: @MainActor () -> Void

    /// Whether the handler still has a reason to run.
    var isAlive: Bool { !isOwned || owner != nil }
  }

  private(set) var entries: [Entry] = []
  /// The ids of `entries`, for the check a round makes before each call.
  private var registered: Set<ListUpdateHandlerID> = []

  mutating func add(
    owner: AnyObject? = nil, id: ListUpdateHandlerID = ListUpdateHandlerID(),
    _ handler: @escaping @MainActor () -> Void
  ) -> ListUpdateHandlerID {
    entries.append(Entry(id: id, owner: owner, isOwned: owner != nil, handler: handler))
    registered.insert(id)
    return id
  }

  mutating func remove(_ id: ListUpdateHandlerID) {
    guard registered.remove(id) != nil else { return }
    entries.removeAll { $0.id == id }
  }

  /// Whether `id` names a handler that was added and not removed since.
  func contains(_ id: ListUpdateHandlerID) -> Bool { registered.contains(id) }

  /// The handlers of a round, as they are when it begins, without those whose owner is gone
  /// (forgotten here).
  ///
  /// - Complexity: O(handlers).
  mutating func beginRound() -> [Entry] {
    if entries.contains(where: { !$0.isAlive }) {
      for entry in entries where !entry.isAlive { registered.remove(entry.id) }
      entries.removeAll { !$0.isAlive }
    }
    return entries
  }
}

extension ListController {
  /// Runs `handler` each time the controller has caught up: every snapshot submitted so far
  /// (including those a collapsed or expanded section submits) is on screen, through batches or
  /// a reload. A burst of snapshots runs it once, after the last.
  ///
  /// For code that mirrors what the host shows, such as a selection kept in a SwiftUI binding:
  /// a row deleted by a diff leaves the host's selection when the batch is applied, and the
  /// handler is where to read it again.
  ///
  /// The handlers of a round are those added before it began, in the order they were added; a
  /// handler removed by an earlier one of the same round does not run.
  @discardableResult
  public func addUpdateHandler(_ handler: @escaping @MainActor () -> Void) -> ListUpdateHandlerID {
    let id = ListUpdateHandlerID()
    // Off the main thread the handler is added on the main actor, under the id answered now.
    if redirectedToMainActor("ListController.addUpdateHandler(_:)", { _ = $0.pipeline.handlers.add(id: id, handler) }) {
      return id
    }
    return pipeline.handlers.add(id: id, handler)
  }

  /// Adds an update handler that lives as long as `owner`: once `owner` is freed the handler
  /// is forgotten, so hosts made and freed around one controller leave nothing behind.
  @discardableResult
  package func addUpdateHandler(owner: AnyObject, _ handler: @escaping @MainActor () -> Void) -> ListUpdateHandlerID {
    pipeline.handlers.add(owner: owner, handler)
  }

  /// Removes a handler added with ``addUpdateHandler(_:)``; an unknown id does nothing.
  public func removeUpdateHandler(_ id: ListUpdateHandlerID) {
    if redirectedToMainActor("ListController.removeUpdateHandler(_:)", { $0.removeUpdateHandler(id) }) { return }
    pipeline.handlers.remove(id)
  }

  /// Runs the update handlers, in the order they were added (a handler may submit again),
  /// after serving the rows that asked to be measured again while the update was under way.
  func runUpdateHandlers() {
    updateHeightsIfNeeded()
    for entry in pipeline.handlers.beginRound() where pipeline.handlers.contains(entry.id) {
      entry.handler()
    }
  }
}

extension ListController {
  /// How many update handlers the controller keeps (those of freed owners are forgotten at the
  /// next round).
  package var updateHandlerCount: Int { pipeline.handlers.entries.count }
}
