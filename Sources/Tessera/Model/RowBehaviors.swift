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

  /// Creates a context; hosts and controllers build these, screens only read them.
  public init(rowID: RowID, sectionID: SectionID, content: AnyRowContent, isExpanded: Bool = false) {
    self.rowID = rowID
    self.sectionID = sectionID
    self.content = content
    self.isExpanded = isExpanded
  }
}

/// The behaviours attached to a row: what happens on select, on typed cell events, and the
/// ``interactions`` (swipes, menus, moves...).
///
/// Behaviours are never compared by the diff (a new closure does not make a row "changed") and
/// are always taken from the snapshot on screen when an action arrives.
public struct RowBehaviors: Sendable {
  /// Runs when the row is selected.
  public typealias SelectHandler = @MainActor @Sendable (RowActionContext) -> Void

  /// The select handler, if any.
  public var onSelect: SelectHandler?

  /// Swipes, menus, moves and display handlers, out of line (see ``interactions``).
  @usableFromInline
  var interactionsBox: InteractionsBox?

  /// Handlers of typed events, keyed by the event type.
  @usableFromInline
  var eventHandlers: [ObjectIdentifier: @MainActor @Sendable (any Sendable, RowActionContext) -> Void] = [:]

  /// No behaviour at all.
  @inlinable
  public init() {}

  /// Whether anything would run on select.
  public var hasSelectHandler: Bool { onSelect != nil }

  /// Whether a handler for events of type `Event` is attached.
  public func handles<Event: Sendable>(_ type: Event.Type) -> Bool {
    eventHandlers[ObjectIdentifier(type)] != nil
  }

  /// Attaches `handler` for events of type `Event`, replacing an earlier one for that type.
  @inlinable
  public mutating func setHandler<Event: Sendable>(
    for type: Event.Type, _ handler: @escaping @MainActor @Sendable (Event, RowActionContext) -> Void
  ) {
    eventHandlers[ObjectIdentifier(type)] = { event, context in
      // The key guarantees the type; the guard keeps release builds trap-free regardless.
      guard let event = event as? Event else { return }
      handler(event, context)
    }
  }

  /// Delivers `event` to the handler for its dynamic type; returns `false` when no handler is
  /// attached for that type.
  @MainActor
  @discardableResult
  public func send(_ event: any Sendable, context: RowActionContext) -> Bool {
    guard let handler = eventHandlers[ObjectIdentifier(type(of: event))] else { return false }
    handler(event, context)
    return true
  }

  /// Runs the select handler; returns `false` when there is none.
  @MainActor
  @discardableResult
  public func select(context: RowActionContext) -> Bool {
    guard let onSelect else { return false }
    onSelect(context)
    return true
  }
}
