/// Identifies a handler added with ``ListController/addUpdateHandler(_:)``, to remove it.
public struct ListUpdateHandlerID: Hashable, Sendable {
  let value: Int
}

/// The handlers a controller runs once it has caught up with its snapshots.
struct UpdateHandlers {
  private var nextID = 0
  private(set) var entries: [(id: ListUpdateHandlerID, handler: @MainActor () -> Void)] = []

  mutating func add(_ handler: @escaping @MainActor () -> Void) -> ListUpdateHandlerID {
    nextID += 1
    let id = ListUpdateHandlerID(value: nextID)
    entries.append((id, handler))
    return id
  }

  mutating func remove(_ id: ListUpdateHandlerID) {
    entries.removeAll { $0.id == id }
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
  @discardableResult
  public func addUpdateHandler(_ handler: @escaping @MainActor () -> Void) -> ListUpdateHandlerID {
    updateHandlers.add(handler)
  }

  /// Removes a handler added with ``addUpdateHandler(_:)``; an unknown id does nothing.
  public func removeUpdateHandler(_ id: ListUpdateHandlerID) {
    updateHandlers.remove(id)
  }

  /// Runs the update handlers, in the order they were added (a handler may submit again),
  /// after serving the rows that asked to be measured again while the update was under way.
  func runUpdateHandlers() {
    updateHeightsIfNeeded()
    for entry in updateHandlers.entries { entry.handler() }
  }
}
