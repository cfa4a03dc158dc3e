/// A button a row offers in a swipe or a context menu: a title, an optional SF Symbol name, a
/// role and what it does. Hosts turn it into their platform's button (`UIContextualAction`,
/// `UIAction`); the handler runs with the row as it is on screen when the button is tapped.
///
/// ```swift
/// RowAction("Archive", systemImage: "archivebox", tint: .indigo) { row in mailbox.archive(row.rowID) }
/// RowAction("Delete", systemImage: "trash", role: .destructive) { row in mailbox.delete(row.rowID) }
/// ```
public struct RowAction: Sendable {
  /// What a button means, which decides how it looks.
  public enum Role: Sendable, Hashable {
    /// It destroys data: red, and a swipe may remove the row right away.
    case destructive
  }

  /// Runs when the button is tapped, with the row as it is on screen then.
  public typealias Handler = @MainActor @Sendable (RowActionContext) -> Void

  /// The button's title.
  public var title: String
  /// The SF Symbol shown with the title, if any.
  public var systemImage: String?
  /// The button's role; `nil` for an ordinary button.
  public var role: Role?
  /// The swipe button's colour; `nil` for the platform's default for the role.
  public var tint: RowActionTint?
  /// Whether the button is shown dimmed and cannot be chosen (menus only).
  public var isDisabled: Bool
  /// What the button does.
  public var handler: Handler

  /// Creates a button.
  public init(
    _ title: String, systemImage: String? = nil, role: Role? = nil, tint: RowActionTint? = nil,
    isDisabled: Bool = false, handler: @escaping Handler
  ) {
    self.title = title
    self.systemImage = systemImage
    self.role = role
    self.tint = tint
    self.isDisabled = isDisabled
    self.handler = handler
  }

  /// Creates a button whose action needs no context (a row made for one item already knows
  /// it): `RowAction("Delete", role: .destructive) { inbox.delete(mail) }`.
  public init(
    _ title: String, systemImage: String? = nil, role: Role? = nil, tint: RowActionTint? = nil,
    isDisabled: Bool = false, handler: @escaping @MainActor @Sendable () -> Void
  ) {
    self.init(
      title, systemImage: systemImage, role: role, tint: tint, isDisabled: isDisabled, handler: { _ in handler() })
  }
}

/// The colour of a swipe button, as one of the platform's system colours.
public enum RowActionTint: Sendable, Hashable, CaseIterable {
  /// The system blue.
  case blue
  /// The system green.
  case green
  /// The system indigo.
  case indigo
  /// The system orange.
  case orange
  /// The system purple.
  case purple
  /// The system red.
  case red
  /// The system gray.
  case gray
  /// The system yellow.
  case yellow
}

/// The edge a swipe starts from.
public enum RowSwipeEdge: Sendable, Hashable {
  /// The leading edge (left in left-to-right languages).
  case leading
  /// The trailing edge.
  case trailing
}

/// The buttons a swipe from one edge reveals.
public struct RowSwipeActions: Sendable {
  /// The buttons, from the edge inwards.
  public var actions: [RowAction]
  /// Whether a full swipe performs the first button.
  public var allowsFullSwipe: Bool

  /// Creates a set of swipe buttons.
  public init(actions: [RowAction], allowsFullSwipe: Bool = true) {
    self.actions = actions
    self.allowsFullSwipe = allowsFullSwipe
  }
}

/// The menu a long press on a row opens.
public struct RowContextMenu: Sendable {
  /// The menu's title; empty for none.
  public var title: String
  /// The menu's buttons, top to bottom.
  public var actions: [RowAction]

  /// Creates a menu.
  public init(title: String = "", actions: [RowAction]) {
    self.title = title
    self.actions = actions
  }
}

/// Where the user may drag a reorderable row.
public enum RowMoveScope: Sendable, Hashable {
  /// Only within its own section.
  case section
  /// Into any expanded section.
  case list
}

/// A row the user dragged to a new place. The screen on display already shows the row there;
/// update the state so that the next snapshot agrees (then nothing moves again).
///
/// In an outline (rows with ``Row/children``), the row lands under the parent the drop chose:
/// dropped just below an expanded parent it becomes that parent's first child, else the sibling
/// of the row above it. ``parentID`` and ``indexInParent`` say where to put it in the app's tree.
public struct RowMove: Sendable, Hashable {
  /// The row that moved.
  public var rowID: RowID
  /// The section it came from.
  public var sourceSectionID: SectionID
  /// Its position in that section before the move, counting every row shown.
  public var sourceIndex: Int
  /// The section it is in now.
  public var destinationSectionID: SectionID
  /// Its position in that section now, counting every row shown.
  public var destinationIndex: Int
  /// The row now just above it in its section, if any.
  public var rowBefore: RowID?
  /// The row now just below it in its section, if any.
  public var rowAfter: RowID?
  /// The parent it was under before the move; `nil` for a row of the section itself.
  public var sourceParentID: RowID?
  /// The parent it is under now; `nil` for a row of the section itself.
  public var parentID: RowID?
  /// Its index among the children of ``parentID`` now (among the section's own rows when
  /// `parentID` is `nil`), counting the rows shown.
  public var indexInParent: Int

  /// Creates a description of a move; outside an outline the parents are `nil` and the index in
  /// the parent is the index in the section.
  public init(
    rowID: RowID, sourceSectionID: SectionID, sourceIndex: Int, destinationSectionID: SectionID,
    destinationIndex: Int, rowBefore: RowID?, rowAfter: RowID?, sourceParentID: RowID? = nil,
    parentID: RowID? = nil, indexInParent: Int? = nil
  ) {
    self.rowID = rowID
    self.sourceSectionID = sourceSectionID
    self.sourceIndex = sourceIndex
    self.destinationSectionID = destinationSectionID
    self.destinationIndex = destinationIndex
    self.rowBefore = rowBefore
    self.rowAfter = rowAfter
    self.sourceParentID = sourceParentID
    self.parentID = parentID
    self.indexInParent = indexInParent ?? destinationIndex
  }
}

/// What a row does beyond selection: swipes, a context menu, deletion, reordering, and display
/// and prefetch notifications. Set with the row modifiers
/// (``Row/swipeActions(edge:allowsFullSwipe:_:)``, ``Row/contextMenu(title:_:)``,
/// ``Row/onDelete(_:)-(RowInteractions.Handler)``, ``Row/onMove(within:_:)``...); hosts read it
/// by row id from the snapshot on screen when the platform asks.
public struct RowInteractions: Sendable {
  /// Runs with a row as it is on screen.
  public typealias Handler = @MainActor @Sendable (RowActionContext) -> Void
  /// Runs after the user moved a row.
  public typealias MoveHandler = @MainActor @Sendable (RowMove) -> Void

  /// The buttons of a swipe from the leading edge.
  public var leadingSwipeActions: RowSwipeActions?
  /// The buttons of a swipe from the trailing edge.
  public var trailingSwipeActions: RowSwipeActions?
  /// The menu of a long press.
  public var contextMenu: RowContextMenu?
  /// Runs when the user deletes the row (swipe to delete, or editing mode).
  public var onDelete: Handler?
  /// Where the row may be dragged, and what runs after a drag.
  public var move: (scope: RowMoveScope, handler: MoveHandler)?
  /// Runs when the row is about to appear on screen.
  public var onWillDisplay: Handler?
  /// Runs when the row left the screen.
  public var onDidEndDisplaying: Handler?
  /// Runs when the row will probably appear soon: start loading what it shows.
  public var onPrefetch: Handler?
  /// Runs when a prefetched row is no longer expected soon.
  public var onCancelPrefetch: Handler?

  /// No interaction at all.
  public init() {}

  /// Whether the user can edit the row at all (delete, swipe or move it).
  public var isEditable: Bool {
    onDelete != nil || move != nil || leadingSwipeActions != nil || trailingSwipeActions != nil
  }

  /// The swipe buttons of `edge`.
  public func swipeActions(_ edge: RowSwipeEdge) -> RowSwipeActions? {
    edge == .leading ? leadingSwipeActions : trailingSwipeActions
  }
}

extension RowBehaviors {
  /// Swipes, the context menu, deletion, moves and display notifications (empty for most rows,
  /// which then hold nothing for them).
  public var interactions: RowInteractions {
    get { storedInteractions ?? RowInteractions() }
    set { storedInteractions = newValue }
  }

  /// Whether any interaction is set.
  public var hasInteractions: Bool { storedInteractions != nil }
}

// MARK: - Modifiers

extension Row {
  /// A copy whose interactions are changed by `change`.
  @inlinable
  func withInteractions(_ change: (inout RowInteractions) -> Void) -> Row {
    var copy = self
    var interactions = copy.behaviors.interactions
    change(&interactions)
    copy.behaviors.interactions = interactions
    return copy
  }

  /// A copy that reveals `actions` when swiped from `edge`.
  ///
  /// ```swift
  /// Row(mail.id, MailRow(mail))
  ///   .swipeActions(edge: .leading) { RowAction("Archive", tint: .indigo) { inbox.archive($0.rowID) } }
  /// ```
  public func swipeActions(
    edge: RowSwipeEdge = .trailing, allowsFullSwipe: Bool = true, @ListBuilder<RowAction> _ actions: () -> [RowAction]
  ) -> Row {
    let swipe = RowSwipeActions(actions: actions(), allowsFullSwipe: allowsFullSwipe)
    return withInteractions {
      if edge == .leading { $0.leadingSwipeActions = swipe } else { $0.trailingSwipeActions = swipe }
    }
  }

  /// A copy that opens a menu of `actions` on a long press.
  public func contextMenu(title: String = "", @ListBuilder<RowAction> _ actions: () -> [RowAction]) -> Row {
    let menu = RowContextMenu(title: title, actions: actions())
    return withInteractions { $0.contextMenu = menu }
  }

  /// A copy the user can delete (swipe to delete, and the delete control in editing mode).
  /// Remove the row from the state in `handler`; the next snapshot animates it away.
  public func onDelete(_ handler: @escaping RowInteractions.Handler) -> Row {
    withInteractions { $0.onDelete = handler }
  }

  /// A copy the user can delete, with a `handler` that needs no context:
  /// `.onDelete { inbox.delete(mail) }`.
  public func onDelete(_ handler: @escaping @MainActor @Sendable () -> Void) -> Row {
    onDelete { _ in handler() }
  }

  /// A copy the user can drag to another place (within `scope`). The row is shown where it was
  /// dropped at once; `handler` gets the move and its new neighbours, and should update the state
  /// so that the next snapshot agrees.
  public func onMove(within scope: RowMoveScope = .section, _ handler: @escaping RowInteractions.MoveHandler) -> Row {
    withInteractions { $0.move = (scope, handler) }
  }

  /// A copy that runs `handler` when it is about to appear on screen (e.g. to load more when the
  /// last row appears).
  public func onWillDisplay(_ handler: @escaping RowInteractions.Handler) -> Row {
    withInteractions { $0.onWillDisplay = handler }
  }

  /// A copy that runs `handler`, which needs no context, when it is about to appear on screen:
  /// `.onWillDisplay { feed.loadMore() }`.
  public func onWillDisplay(_ handler: @escaping @MainActor @Sendable () -> Void) -> Row {
    onWillDisplay { _ in handler() }
  }

  /// A copy that runs `handler` when it left the screen.
  public func onDidEndDisplaying(_ handler: @escaping RowInteractions.Handler) -> Row {
    withInteractions { $0.onDidEndDisplaying = handler }
  }

  /// A copy that runs `prefetch` when it will probably appear soon, and `cancel` when it is no
  /// longer expected.
  public func onPrefetch(
    _ prefetch: @escaping RowInteractions.Handler, cancel: RowInteractions.Handler? = nil
  ) -> Row {
    withInteractions {
      $0.onPrefetch = prefetch
      $0.onCancelPrefetch = cancel
    }
  }
}
