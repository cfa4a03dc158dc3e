/// The tasks a controller started for the app: asynchronous row handlers, page loads, refreshes
/// and the actions of an unavailable state. ``ListController/settle()`` waits for them.
@MainActor
final class ListTasks {
  /// The tasks running, by the number they were started with.
  private var running: [Int: Task<Void, Never>] = [:]
  private var nextNumber = 0

  /// Whether no task is running.
  var isEmpty: Bool { running.isEmpty }

  /// Starts `operation` in a task and keeps it until it ends.
  @discardableResult
  func start(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
    let number = nextNumber
    nextNumber &+= 1
    let identity = ObjectIdentifier(self)
    let task = Task { @MainActor [weak self] in
      await ListTaskOwner.current.withValue(identity) { await operation() }
      self?.running[number] = nil
    }
    running[number] = task
    return task
  }

  /// Whether the caller runs inside one of these tasks.
  var isCallerOneOfThem: Bool { ListTaskOwner.current.get() == ObjectIdentifier(self) }

  /// Returns once every task started so far, and every task those started, has ended. Does not
  /// wait when called from one of them (it would wait for itself).
  func settle() async {
    guard !isCallerOneOfThem else { return }
    while let (number, task) = running.min(by: { $0.key < $1.key }) {
      await task.value
      running[number] = nil
    }
  }
}

/// The ``ListTasks`` whose task is running now, if any: such a task that settles its controller
/// must not wait for itself.
/// (A task-local value declared as a constant: an SDK whose `TaskLocal` property wrapper
/// makes a static `var` count as shared mutable state accepts it too.)
enum ListTaskOwner {
  static let current = TaskLocal<ObjectIdentifier?>(wrappedValue: nil)
}
