/// A header or a footer of a section: a title, custom content, or both.
public struct SectionSupplement: Equatable, Sendable {
  /// Plain title text, drawn in the host's standard style.
  public var title: String?
  /// Custom content rendered by the renderer registered for its type; wins over `title`.
  public var content: AnyRowContent?
  /// The height; `nil` lets the host choose its standard height.
  public var height: HeightPolicy?

  /// A plain title, with the host's standard height unless `height` says otherwise.
  public static func title(_ title: String, height: HeightPolicy? = nil) -> SectionSupplement {
    SectionSupplement(title: title, content: nil, height: height)
  }

  /// Custom content, with an optional height.
  public static func content(_ content: some Equatable & Sendable, height: HeightPolicy? = nil) -> SectionSupplement {
    SectionSupplement(title: nil, content: AnyRowContent(content), height: height)
  }
}

/// Whether a section can be collapsed by selecting its header, and how it starts.
public enum Collapsibility: Hashable, Sendable {
  /// Always shows its rows.
  case fixed
  /// Selecting the header toggles the rows; the state is kept by section id.
  case collapsible(initiallyCollapsed: Bool)

  /// Whether the header toggles the section.
  public var isCollapsible: Bool { self != .fixed }
}

/// A section of a list: a stable identity, optional header and footer, rows.
public struct Section: Sendable, Identifiable, CustomStringConvertible {
  /// The stable identity, unique within the list.
  public var id: SectionID
  /// The header, if any.
  public var header: SectionSupplement?
  /// The footer, if any.
  public var footer: SectionSupplement?
  /// The rows, in display order.
  public var rows: [Row]
  /// Whether selecting the header collapses the section.
  public var collapsibility: Collapsibility
  /// The section's title in the index along the side of a list (e.g. "A"); `nil` for none.
  /// Not part of ``isContentEqual(to:)``: a new index title refreshes the index, not the section.
  public var indexTitle: String?
  /// How a collection view lays the section out; a plain list unless
  /// ``collectionLayout(_:)`` says otherwise. Other hosts show every section as a list.
  public var collectionLayout: CollectionSectionLayout = .list

  /// Creates a section from rows built with ``ListBuilder``. `header` and `footer` are
  /// shorthands for ``header(_:)`` and ``footer(_:)`` with ``SectionSupplement/title(_:height:)``;
  /// use the modifiers for custom content.
  public init(
    _ id: some Hashable & Sendable, header: String? = nil, footer: String? = nil,
    @ListBuilder<Row> rows: () -> [Row]
  ) {
    self.init(id, header: header, footer: footer, rows: rows())
  }

  /// Creates a section from an array of rows (`header` and `footer` as in the other initialiser).
  public init(_ id: some Hashable & Sendable, header: String? = nil, footer: String? = nil, rows: [Row]) {
    self.id = ListIdentifier(id)
    self.header = header.map { SectionSupplement.title($0) }
    self.footer = footer.map { SectionSupplement.title($0) }
    self.rows = rows
    self.collapsibility = .fixed
    self.indexTitle = nil
  }

  /// Whether `other` has the same header, footer, collapsibility and collection layout (rows are
  /// not compared).
  public func isContentEqual(to other: Section) -> Bool {
    header == other.header && footer == other.footer && collapsibility == other.collapsibility
      && collectionLayout == other.collectionLayout
  }

  /// `Section("comments", 5 rows)`, for diagnostics.
  public var description: String { "Section(\(id), \(rows.count) rows)" }
}

// MARK: - Modifiers

extension Section {
  /// A copy with the given header.
  public func header(_ header: SectionSupplement?) -> Section {
    var copy = self
    copy.header = header
    return copy
  }

  /// A copy with the given footer.
  public func footer(_ footer: SectionSupplement?) -> Section {
    var copy = self
    copy.footer = footer
    return copy
  }

  /// A copy with `title` in the section index (the list of titles along the side of a table,
  /// e.g. the letters of a contact list). Hosts show the index when any section has a title.
  public func indexTitle(_ title: String?) -> Section {
    var copy = self
    copy.indexTitle = title
    return copy
  }

  /// A copy whose header toggles its rows. Collapsing removes the rows through the normal diff.
  public func collapsible(initiallyCollapsed: Bool = false) -> Section {
    var copy = self
    copy.collapsibility = .collapsible(initiallyCollapsed: initiallyCollapsed)
    return copy
  }
}
