/// What a behaviour knows about the row it was triggered on, resolved by identity against the
/// snapshot on screen at that moment (never a stale index).
public struct RowActionContext: Sendable {
  /// The row's identity.
  public let rowID: RowID
  /// The identity of the row's section.
  public let sectionID: SectionID
  /// The row's content as shown when the action happened.
  public let content: AnyRowContent
  /// Whether the row is expanded (always `false` for rows that are not expandable).
  public let isExpanded: Bool
  /// The tasks of the controller that showed the row, which ``startTask(_:)`` adds to.
  let tasks: ListTasks?

  /// Creates a context; hosts and controllers build these, screens only read them.
  public init(rowID: RowID, sectionID: SectionID, content: AnyRowContent, isExpanded: Bool = false) {
    self.init(rowID: rowID, sectionID: sectionID, content: content, isExpanded: isExpanded, tasks: nil)
  }

  /// Creates a context whose ``startTask(_:)`` adds to `tasks`.
  init(rowID: RowID, sectionID: SectionID, content: AnyRowContent, isExpanded: Bool, tasks: ListTasks?) {
    self.rowID = rowID
    self.sectionID = sectionID
    self.content = content
    self.isExpanded = isExpanded
    self.tasks = tasks
  }

  /// Runs `operation` in a task that the list's ``ListController`` keeps track of:
  /// ``ListController/settle()`` returns only once it has finished, so a test of a row whose
  /// handler loads something needs no polling. For a context made by hand (not by a
  /// controller), the task is an ordinary one.
  @MainActor
  @discardableResult
  public func startTask(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
    if let tasks { return tasks.start(operation) }
    return Task { @MainActor in await operation() }
  }
}

/// The behaviours attached to a row: what happens on select, on typed cell events, and the
/// ``interactions`` (swipes, menus, moves...).
///
/// Behaviours are never compared by the diff (a new closure does not make a row "changed") and
/// are always taken from the snapshot on screen when an action arrives.
///
/// All of them live in one box out of line, so a row without any behaviour holds one null
/// pointer for them and a row with some holds one reference: copying a row retains at most one
/// object for its behaviours.
public struct RowBehaviors: Sendable {
  /// Runs when the row is selected.
  public typealias SelectHandler = @MainActor @Sendable (RowActionContext) -> Void

  /// A handler of typed events, taking the event as `any Sendable`.
  @usableFromInline
  typealias EventHandler = @MainActor @Sendable (any Sendable, RowActionContext) -> Void

  /// The behaviours, or `nil` for none.
  @usableFromInline
  var box: BehaviorsBox?

  /// No behaviour at all.
  @inlinable
  public init() {}

  /// The select handler, if any.
  public var onSelect: SelectHandler? {
    get { box?.onSelect }
    set { change { $0.onSelect = newValue } }
  }

  /// Swipes, menus, moves and display handlers, `nil` when none is set.
  @usableFromInline
  var storedInteractions: RowInteractions? {
    get { box?.interactions }
    set { change { $0.interactions = newValue } }
  }

  /// Handlers of typed events, keyed by the event type.
  @usableFromInline
  var eventHandlers: [ObjectIdentifier: EventHandler] {
    get { box?.eventHandlers ?? [:] }
    set { change { $0.eventHandlers = newValue } }
  }

  /// Replaces the box by a changed copy of it (`nil` when nothing is left). The box is never
  /// written once made: rows that share it (copies of one row) keep what they had.
  @usableFromInline
  mutating func change(_ body: (inout BehaviorsBox.Fields) -> Void) {
    var fields = box?.fields ?? BehaviorsBox.Fields()
    body(&fields)
    box = fields.isEmpty ? nil : BehaviorsBox(fields)
  }

  /// Whether anything would run on select.
  public var hasSelectHandler: Bool { box?.onSelect != nil }

  /// Whether a handler for events of type `Event` is attached.
  public func handles<Event: Sendable>(_ type: Event.Type) -> Bool {
    box?.eventHandlers[ObjectIdentifier(type)] != nil
  }

  /// Attaches `handler` for events of type `Event`, replacing an earlier one for that type.
  @inlinable
  public mutating func setHandler<Event: Sendable>(
    for type: Event.Type, _ handler: @escaping @MainActor @Sendable (Event, RowActionContext) -> Void
  ) {
    let erased: EventHandler = { event, context in
      // The key guarantees the type; the guard keeps release builds trap-free regardless.
      guard let event = event as? Event else { return }
      handler(event, context)
    }
    change { $0.eventHandlers[ObjectIdentifier(type)] = erased }
  }

  /// Delivers `event` to the handler for its dynamic type; returns `false` when no handler is
  /// attached for that type.
  @MainActor
  @discardableResult
  public func send(_ event: any Sendable, context: RowActionContext) -> Bool {
    guard let handler = box?.eventHandlers[ObjectIdentifier(type(of: event))] else { return false }
    handler(event, context)
    return true
  }

  /// Runs the select handler; returns `false` when there is none.
  @MainActor
  @discardableResult
  public func select(context: RowActionContext) -> Bool {
    guard let onSelect = box?.onSelect else { return false }
    onSelect(context)
    return true
  }
}

/// The behaviours of a row that has any, out of line and never changed once made.
@usableFromInline
final class BehaviorsBox: Sendable {
  /// What a box holds.
  @usableFromInline
  struct Fields: Sendable {
    @usableFromInline var onSelect: RowBehaviors.SelectHandler?
    @usableFromInline var eventHandlers: [ObjectIdentifier: RowBehaviors.EventHandler] = [:]
    @usableFromInline var interactions: RowInteractions?
    /// The row's children (see ``Row/children``): kept here, out of line, so that a row
    /// without any is no larger for them.
    @usableFromInline var children: [Row]?
    /// How the row's children are loaded when it first expands (see
    /// ``Row/loadingChildren(placeholder:_:)``).
    var childrenLoader: ChildrenLoader?

    @usableFromInline
    init() {}

    /// Whether no behaviour is set and the row has no children.
    @usableFromInline
    var isEmpty: Bool {
      onSelect == nil && eventHandlers.isEmpty && interactions == nil && children == nil && childrenLoader == nil
    }
  }

  @usableFromInline let fields: Fields

  @usableFromInline
  init(_ fields: Fields) { self.fields = fields }

  @usableFromInline var onSelect: RowBehaviors.SelectHandler? { fields.onSelect }
  @usableFromInline var eventHandlers: [ObjectIdentifier: RowBehaviors.EventHandler] { fields.eventHandlers }
  @usableFromInline var interactions: RowInteractions? { fields.interactions }
  @usableFromInline var children: [Row]? { fields.children }
  var childrenLoader: ChildrenLoader? { fields.childrenLoader }
}

/// How a parent's children are loaded the first time it expands: the app's loading closure and
/// the row shown as the parent's only child meanwhile.
struct ChildrenLoader: Sendable {
  /// Loads the children.
  var load: @MainActor @Sendable () async throws -> [Row]
  /// The row shown under the parent while they load, if any.
  var placeholder: Row?
}
