// An `Optional` is `Hashable & Sendable` whenever what it wraps is, so an optional passed where an
// id is expected compiles and quietly becomes an id of its own: `nil` names one row, and a lookup
// by an optional id finds nothing. These overloads are chosen for optional arguments (they are
// more specific than `some Hashable & Sendable`) and warn where the call is written; they behave
// as the call always did, wrapping the optional whole. (An unavailable overload would not be
// chosen: the compiler prefers any available one.)

extension Row {
  /// Creates a row whose id is an optional value, `nil` included: almost always a mistake.
  /// Unwrap the id first (`if let id { Row(id, ...) }`); the compiler warns here.
  @available(*, deprecated, message: "a row id should not be optional: unwrap it first (if let id { Row(id, ...) })")
  @inlinable
  public init<ID: Hashable & Sendable>(
    _ id: ID?, _ content: some Equatable & Sendable, height: HeightPolicy = .automatic
  ) {
    self.init(ListIdentifier(id), content, height: height)
  }

  /// Creates a parent row whose id is an optional value, `nil` included: almost always a
  /// mistake. Unwrap the id first; the compiler warns here.
  @available(*, deprecated, message: "a row id should not be optional: unwrap it first (if let id { Row(id, ...) })")
  public init<ID: Hashable & Sendable>(
    _ id: ID?, _ content: some Equatable & Sendable, height: HeightPolicy = .automatic,
    @ListBuilder<Row> children: () -> [Row]
  ) {
    self.init(ListIdentifier(id), content, height: height, children: children)
  }
}

extension Section {
  /// Creates a section whose id is an optional value, `nil` included: almost always a mistake.
  /// Unwrap the id first; the compiler warns here.
  @available(*, deprecated, message: "a section id should not be optional: unwrap it first")
  public init<ID: Hashable & Sendable>(
    _ id: ID?, header: String? = nil, footer: String? = nil, @ListBuilder<Row> rows: () -> [Row]
  ) {
    self.init(ListIdentifier(id), header: header, footer: footer, rows: rows())
  }

  /// Creates a section whose id is an optional value, `nil` included: almost always a mistake.
  /// Unwrap the id first; the compiler warns here.
  @available(*, deprecated, message: "a section id should not be optional: unwrap it first")
  public init<ID: Hashable & Sendable>(_ id: ID?, header: String? = nil, footer: String? = nil, rows: [Row]) {
    self.init(ListIdentifier(id), header: header, footer: footer, rows: rows)
  }
}

extension ListSnapshot {
  /// The row whose id is the optional value `id`: almost always a mistake, since no row is made
  /// with an optional id. Unwrap it first; the compiler warns here.
  @available(*, deprecated, message: "a row id should not be optional: unwrap it first")
  public func row<ID: Hashable & Sendable>(withID id: ID?) -> (row: Row, section: Int, index: Int)? {
    row(withID: ListIdentifier(id))
  }
}

extension ListController {
  /// Selects the row whose id is the optional value `id`: almost always a mistake, since no
  /// row is made with an optional id. Unwrap it first (`if let id { ... }`); the compiler warns
  /// here.
  @available(*, deprecated, message: "a row id should not be optional: unwrap it first (if let id { ... })")
  @discardableResult
  public func selectRow<ID: Hashable & Sendable>(withID id: ID?) -> Bool {
    selectRow(withID: ListIdentifier(id))
  }

  /// The path of the row whose id is the optional value `id`: almost always a mistake. Unwrap
  /// it first; the compiler warns here.
  @available(*, deprecated, message: "a row id should not be optional: unwrap it first")
  public func path<ID: Hashable & Sendable>(ofRowWithID id: ID?) -> ElementPath? {
    path(ofRowWithID: ListIdentifier(id))
  }

  /// Sends `event` to the row whose id is the optional value `id`: almost always a mistake.
  /// Unwrap it first; the compiler warns here.
  @available(*, deprecated, message: "a row id should not be optional: unwrap it first")
  @discardableResult
  public func send<ID: Hashable & Sendable>(_ event: any Sendable, toRowWithID id: ID?) -> Bool {
    send(event, toRowWithID: ListIdentifier(id))
  }

  /// Expands or collapses the row whose id is the optional value `id`: almost always a
  /// mistake. Unwrap it first; the compiler warns here.
  @available(*, deprecated, message: "a row id should not be optional: unwrap it first")
  public func setExpanded<ID: Hashable & Sendable>(_ expanded: Bool, rowWithID id: ID?) {
    setExpanded(expanded, rowWithID: ListIdentifier(id))
  }

  /// Toggles the row whose id is the optional value `id`: almost always a mistake. Unwrap it
  /// first; the compiler warns here.
  @available(*, deprecated, message: "a row id should not be optional: unwrap it first")
  public func toggleExpansion<ID: Hashable & Sendable>(ofRowWithID id: ID?) {
    toggleExpansion(ofRowWithID: ListIdentifier(id))
  }

  /// Forgets the height of the row whose id is the optional value `id`: almost always a
  /// mistake. Unwrap it first; the compiler warns here.
  @available(*, deprecated, message: "a row id should not be optional: unwrap it first")
  public func invalidateHeight<ID: Hashable & Sendable>(ofRowWithID id: ID?, reconfiguringShownCell: Bool = true) {
    invalidateHeight(ofRowWithID: ListIdentifier(id), reconfiguringShownCell: reconfiguringShownCell)
  }

  /// Collapses or expands the section whose id is the optional value `id`: almost always a
  /// mistake. Unwrap it first; the compiler warns here.
  @available(*, deprecated, message: "a section id should not be optional: unwrap it first")
  public func setCollapsed<ID: Hashable & Sendable>(_ collapsed: Bool, sectionWithID id: ID?) {
    setCollapsed(collapsed, sectionWithID: ListIdentifier(id))
  }

  /// Expands or collapses the parent whose id is the optional value `id`, and the parents below
  /// it: almost always a mistake. Unwrap it first; the compiler warns here.
  @available(*, deprecated, message: "a row id should not be optional: unwrap it first")
  public func setExpanded<ID: Hashable & Sendable>(_ expanded: Bool, rowWithID id: ID?, includingDescendants: Bool) {
    setExpanded(expanded, rowWithID: ListIdentifier(id), includingDescendants: includingDescendants)
  }

  /// Loads again the children of the parent whose id is the optional value `id`: almost always
  /// a mistake. Unwrap it first; the compiler warns here.
  @available(*, deprecated, message: "a row id should not be optional: unwrap it first")
  public func reloadChildren<ID: Hashable & Sendable>(ofRowWithID id: ID?) {
    reloadChildren(ofRowWithID: ListIdentifier(id))
  }
}
