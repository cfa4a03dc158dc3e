/// One row of a list: a stable identity, the content it shows, how tall it is, and what it does.
///
/// Rows are plain `Sendable` values, cheap to create in bulk: a screen function builds a fresh
/// set on every state change and Tessera works out what changed.
///
/// ```swift
/// Row("price", Price(product.price))
/// Row("images", CycleImages(urls: urls)).height(.aspectRatio(120.0 / 320))
/// Row(comment.id, Comment(comment)).onSelect { _ in router.show(comment) }
/// ```
public struct Row: Sendable, Identifiable, CustomStringConvertible {
  /// The stable identity, unique within the list.
  public var id: RowID
  /// What the row shows; its type selects the renderer.
  public var content: AnyRowContent
  /// Select and typed-event handlers; never compared. Before the height, so that the row's
  /// last word holds the height's kind and the flags with no padding between the fields.
  public var behaviors: RowBehaviors
  /// How tall the row is: a fixed height, a ratio of the width, or measured by the host. The
  /// modifier `height(_:)` sets it.
  public var heightPolicy: HeightPolicy
  /// ``isExpandable``, ``isInitiallyExpanded`` and whether the row has ``children``, one bit
  /// each, and ``outlineLevel`` in the five bits above them, so that the diff compares them all
  /// with one comparison. Stored next to the height, in the padding after its kind.
  @usableFromInline
  var flags: UInt8
  /// How deep the row is shown in an outline: 0 for a row of the section itself, 1 for its
  /// children, and so on up to ``maximumOutlineLevel``, where deeper rows are shown. The
  /// controller sets it on the rows it shows; a row the app builds is at level 0.
  package var outlineLevel: Int {
    get { Int(flags &>> 3) }
    set { flags = flags & 0b111 | UInt8(truncatingIfNeeded: min(max(newValue, 0), Self.maximumOutlineLevel)) &<< 3 }
  }
  /// The deepest ``outlineLevel`` shown: a tree may be deeper, its deeper rows are indented as
  /// much as this level (31 steps of indentation already take most of a phone's width).
  package static var maximumOutlineLevel: Int { 31 }
  /// Whether selecting the row toggles it between collapsed and expanded.
  @inlinable
  public var isExpandable: Bool {
    get { flags & Self.expandableFlag != 0 }
    set { flags = newValue ? flags | Self.expandableFlag : flags & ~Self.expandableFlag }
  }
  /// Whether an expandable row or a parent is expanded until the user (or the app) toggles it.
  @inlinable
  public var isInitiallyExpanded: Bool {
    get { flags & Self.initiallyExpandedFlag != 0 }
    set { flags = newValue ? flags | Self.initiallyExpandedFlag : flags & ~Self.initiallyExpandedFlag }
  }
  /// The height's kind and ``flags`` as one value: the bytes lie side by side, so reading them
  /// is one load.
  @inlinable
  var kindAndFlags: UInt16 { UInt16(heightPolicy.tag.rawValue) | UInt16(flags) &<< 8 }

  /// The bit of ``isExpandable`` in ``flags``.
  @inlinable
  static var expandableFlag: UInt8 { 1 }
  /// The bit of ``isInitiallyExpanded`` in ``flags``.
  @inlinable
  static var initiallyExpandedFlag: UInt8 { 2 }
  /// The bit in ``flags`` of a row that has ``children`` (possibly none yet).
  @inlinable
  static var parentFlag: UInt8 { 4 }

  /// Whether the row has ``children``: a parent in an outline, shown with a disclosure control,
  /// even when it has no child yet.
  @inlinable
  public var hasChildren: Bool { flags & Self.parentFlag != 0 }

  /// The rows nested under this one, shown below it one level deeper while it is expanded;
  /// `nil` for a row that has none (a file, not a folder).
  ///
  /// An empty array makes the row a parent with nothing in it yet (an empty folder): it still
  /// shows a disclosure control. Children are rows like any other: ids unique in the whole
  /// list, their own children to any depth. A parent's expansion is kept by its id (see
  /// ``ListController/setExpanded(_:rowWithID:)-7uyrk``); it starts as ``initiallyExpanded(_:)``
  /// says, collapsed otherwise.
  public var children: [Row]? {
    get { behaviors.box?.children }
    set {
      behaviors.change { $0.children = newValue }
      let isParent = newValue != nil || behaviors.box?.childrenLoader != nil
      flags = isParent ? flags | Self.parentFlag : flags & ~Self.parentFlag
    }
  }

  /// Creates a row identified by `id` showing `content`, measured by the host unless
  /// `height` says otherwise.
  @inlinable
  public init(
    _ id: some Hashable & Sendable, _ content: some Equatable & Sendable,
    height: HeightPolicy = .automatic
  ) {
    self.id = ListIdentifier(id)
    self.content = AnyRowContent(content)
    self.behaviors = RowBehaviors()
    self.heightPolicy = height
    self.flags = 0
  }

  /// Creates a parent row: `content`, with the rows `children` builds nested under it (see
  /// ``children``).
  ///
  /// ```swift
  /// Row(folder.path, FileName(folder.name)) {
  ///   for file in folder.files { Row(file.path, FileName(file.name)) }
  /// }
  /// .initiallyExpanded()
  /// ```
  public init(
    _ id: some Hashable & Sendable, _ content: some Equatable & Sendable, height: HeightPolicy = .automatic,
    @ListBuilder<Row> children: () -> [Row]
  ) {
    self.init(id, content, height: height)
    self.children = children()
  }

  /// Whether `other` shows the same thing: same content, height policy and expandability.
  /// Identity and behaviours are not part of it.
  ///
  /// - Complexity: O(1) when both rows share their content (a row kept from the list on
  ///   screen); else one call of the content type's `==`.
  @inlinable
  public func isContentEqual(to other: Row) -> Bool {
    // The height's number as `HeightPolicy` compares it (a NaN height is never equal), then its
    // kind and the flags, adjacent bytes, as one 16-bit value (two byte comparisons would be
    // vectorised into eight instructions). The content last: its comparison is a call, and
    // nothing needs to survive it.
    heightPolicy.value == other.heightPolicy.value && kindAndFlags == other.kindAndFlags && content == other.content
  }

  /// `Row("price": Price(...))`, for diagnostics.
  public var description: String { "Row(\(id): \(content.typeName))" }
}

// MARK: - Modifiers

extension Row {
  /// A copy with the given height policy.
  @inlinable
  public func height(_ policy: HeightPolicy) -> Row {
    var copy = self
    copy.heightPolicy = policy
    return copy
  }

  /// A copy `points` tall: the same as `.height(.fixed(points))`, so `.height(44)` reads as it
  /// does in SwiftUI's `frame(height:)`. Points on every host: a terminal shows 20 of them as
  /// one line (`.height(44)` is 2 lines there).
  @inlinable
  public func height(_ points: Double) -> Row {
    height(.fixed(points))
  }

  /// A copy that runs `handler` when selected.
  @inlinable
  public func onSelect(_ handler: @escaping RowBehaviors.SelectHandler) -> Row {
    var copy = self
    copy.behaviors.onSelect = handler
    return copy
  }

  /// A copy that runs `handler` when selected, for a handler that needs no context (a row made
  /// for one item already knows it): `.onSelect { router.show(product) }`.
  @inlinable
  public func onSelect(_ handler: @escaping @MainActor @Sendable () -> Void) -> Row {
    onSelect { _ in handler() }
  }

  /// A copy that runs the asynchronous `handler` when selected, in a task the controller keeps
  /// track of (``ListController/settle()`` waits for it): `.onSelect { _ in await store.refresh() }`.
  public func onSelect(_ handler: @escaping @MainActor @Sendable (RowActionContext) async -> Void) -> Row {
    onSelect { (context: RowActionContext) in context.startTask { await handler(context) } }
  }

  /// A copy that handles typed events of type `Event` sent by its cell (a switch toggled, a
  /// button tapped inside the cell...).
  @inlinable
  public func on<Event: Sendable>(
    _ type: Event.Type, perform handler: @escaping @MainActor @Sendable (Event, RowActionContext) -> Void
  ) -> Row {
    var copy = self
    copy.behaviors.setHandler(for: type, handler)
    return copy
  }

  /// A copy that expands and collapses when selected, starting expanded when
  /// `initiallyExpanded` (spelled as ``Section/collapsible(initiallyCollapsed:)``). Once
  /// toggled, the state is kept by row id, so it survives reordering, reloads and diffs;
  /// renderers read it to show more.
  @inlinable
  public func expandable(initiallyExpanded: Bool = false) -> Row {
    var copy = self
    copy.isExpandable = true
    copy.isInitiallyExpanded = initiallyExpanded
    return copy
  }

  /// A copy that starts expanded (`true`) or collapsed (`false`) until the user or the app
  /// toggles it: for a parent, whether its ``children`` show; for an expandable row, the same
  /// as ``expandable(initiallyExpanded:)``.
  @inlinable
  public func initiallyExpanded(_ isExpanded: Bool = true) -> Row {
    var copy = self
    copy.isInitiallyExpanded = isExpanded
    return copy
  }

  /// A copy with `children` nested under it (see ``children``).
  public func children(_ children: [Row]?) -> Row {
    var copy = self
    copy.children = children
    return copy
  }

  /// A copy that expands when selected (`true`) or not (`false`).
  @inlinable
  public func expandable(_ isExpandable: Bool) -> Row {
    var copy = self
    copy.isExpandable = isExpandable
    return copy
  }
}
