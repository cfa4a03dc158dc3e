/// A header or a footer of a section: a title, custom content, or both.
public struct SectionSupplement: Equatable, Sendable {
  /// Plain title text, drawn in the host's standard style.
  public var title: String?
  /// Custom content rendered by the renderer registered for its type; wins over `title`.
  public var content: AnyRowContent?
  /// How tall the header or footer is; `nil` lets the host choose its standard height.
  public var heightPolicy: HeightPolicy?

  /// A plain title, with the host's standard height unless `height` says otherwise.
  public static func title(_ title: String, height: HeightPolicy? = nil) -> SectionSupplement {
    SectionSupplement(title: title, content: nil, heightPolicy: height)
  }

  /// Custom content, with an optional height.
  public static func content(_ content: some Equatable & Sendable, height: HeightPolicy? = nil) -> SectionSupplement {
    SectionSupplement(title: nil, content: AnyRowContent(content), heightPolicy: height)
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
  public var header: SectionSupplement? {
    get { attributes?.header }
    set { editAttributes { $0.header = newValue } }
  }
  /// The footer, if any.
  public var footer: SectionSupplement? {
    get { attributes?.footer }
    set { editAttributes { $0.footer = newValue } }
  }
  /// Whether selecting the header collapses the section.
  public var collapsibility: Collapsibility {
    get { attributes?.collapsibility ?? .fixed }
    set { editAttributes { $0.collapsibility = newValue } }
  }
  /// The section's title in the index along the side of a list (e.g. "A"); `nil` for none.
  /// Not part of ``isContentEqual(to:)``: a new index title refreshes the index, not the section.
  public var indexTitle: String? {
    get { attributes?.indexTitle }
    set { editAttributes { $0.indexTitle = newValue } }
  }
  /// How a collection view lays the section out; a plain list unless
  /// ``collectionLayout(_:)`` says otherwise. Other hosts show every section as a list.
  public var collectionLayout: CollectionSectionLayout {
    get { attributes?.collectionLayout ?? .list }
    set { editAttributes { $0.collectionLayout = newValue } }
  }
  /// What runs when the reader nears the end of this section, if anything (see
  /// ``onReachEnd(distance:perform:)``). Never compared.
  public var reachEnd: ReachEnd? {
    get { attributes?.reachEnd }
    set { editAttributes { $0.reachEnd = newValue } }
  }
  /// The rows, in display order.
  ///
  /// A section made with its rows takes a keyed digest of what the diff compares of them (ids,
  /// contents and heights, by their bits) in the same pass that looks for parents, so that the
  /// diff passes over a section rebuilt with the same rows with one comparison instead of
  /// reading them: a screen rebuilt on every change of state pays for the sections that changed.
  /// Contents compare by their bits there, as everywhere identical bits count as equal: a
  /// content holding the same strings and references (usually the model's own) matches, while
  /// one made of strings formatted anew is compared row by row, as without a digest.
  ///
  /// Changing them forgets the value the section was made from (see
  /// ``init(_:input:header:footer:rows:)``) and the digest: the rows are no longer known to
  /// follow from either, and are compared row by row.
  public var rows: [Row] {
    @inlinable get { storedRows }
    set {
      storedRows = newValue
      input = nil
      containsParents = nil
      rowsDigest = 0
    }
    _modify {
      input = nil
      containsParents = nil
      rowsDigest = 0
      yield &storedRows
    }
  }
  /// Whether a row of ``rows`` has ``Row/children``, found once as the section is made (one
  /// byte of each row read), so that presenting the section does not look again; `nil` once
  /// the rows were changed in place.
  @usableFromInline var containsParents: Bool?
  /// A keyed digest of the rows' bits, taken as the section is made (see ``RowsDigest``), so
  /// that a section rebuilt with the same rows is matched with one comparison; 0 for none (rows
  /// changed in place).
  @usableFromInline var rowsDigest: UInt64
  /// The rows.
  @usableFromInline var storedRows: [Row]
  /// The value the rows were made from, for a section made with
  /// ``init(_:input:header:footer:rows:)``; `nil` otherwise.
  @usableFromInline var input: AnyRowContent?
  /// The header, footer, collapsibility, index title, collection layout and reach-end action,
  /// in one shared box; `nil` when all are as a plain section has them (most sections of a
  /// long list). Boxed so that a section is small: it is copied as a snapshot is built,
  /// presented and diffed, and each copy costs its size and a retain per reference.
  @usableFromInline var attributes: Attributes?

  /// Creates a section from rows built with ``ListBuilder``. `header` and `footer` are
  /// shorthands for ``header(_:)`` and ``footer(_:)`` with ``SectionSupplement/title(_:height:)``;
  /// use the modifiers for custom content.
  @inlinable
  public init(
    _ id: some Hashable & Sendable, header: String? = nil, footer: String? = nil,
    @ListBuilder<Row> rows: () -> [Row]
  ) {
    self.init(id, header: header, footer: footer, rows: rows())
  }

  /// Creates a section from an array of rows (`header` and `footer` as in the other initialiser).
  ///
  /// Inlinable, as the other initialisers are, so that the id is wrapped by code specialised
  /// for its type (an integer or a string without a dynamic cast).
  @inlinable
  public init(_ id: some Hashable & Sendable, header: String? = nil, footer: String? = nil, rows: [Row]) {
    self.id = ListIdentifier(id)
    self.attributes = Self.attributes(header: header, footer: footer)
    self.storedRows = rows
    self.input = nil
    let survey = Self.survey(rows)
    self.rowsDigest = survey.digest
    self.containsParents = survey.containsParents
  }

  /// The attributes of a section with the title `header` and the title `footer`; `nil` for
  /// neither.
  @usableFromInline
  static func attributes(header: String?, footer: String?) -> Attributes? {
    guard header != nil || footer != nil else { return nil }
    return Attributes(
      header: header.map { SectionSupplement.title($0) }, footer: footer.map { SectionSupplement.title($0) })
  }

  /// Changes the attributes; a section whose attributes are all as a plain section has them
  /// keeps none.
  mutating func editAttributes(_ edit: (inout Attributes.Values) -> Void) {
    var values = attributes?.values ?? Attributes.Values()
    edit(&values)
    attributes = values.isPlain ? nil : Attributes(values)
  }

  /// The digest of `rows` and whether one of them has children (see ``RowsDigest``).
  @usableFromInline
  static func survey(_ rows: [Row]) -> (digest: UInt64, containsParents: Bool) {
    RowsDigest.survey(rows)
  }

  /// Creates a section whose rows are made from `input` alone, so that they need neither be
  /// made again nor be diffed while the input stays equal.
  ///
  /// `rows` must depend on `input` and nothing else: two sections with the same id and equal
  /// inputs are taken to have the same rows. The diff then passes over such a section with one
  /// comparison of the inputs, however many rows it has; and while a snapshot is built by
  /// ``ListSnapshot/reusing(_:_:)``, a section whose input equals the one it had in the snapshot
  /// given there takes that section's rows as they are, without calling `rows` at all. So
  /// building and applying a screen again after a change in one section costs about what that
  /// section costs.
  ///
  /// ```swift
  /// Section("comments", input: product.comments, header: "Comments") { comments in
  ///   for comment in comments { Row(comment.id, CommentContent(comment)) }
  /// }
  /// ```
  ///
  /// Compare inputs that are cheap to compare (a value the screen's state already holds, such as
  /// an array of models, or a version number); a section whose rows are changed afterwards
  /// (through ``rows``) forgets its input.
  ///
  /// - Complexity: For a section taken as it was, one lookup by id and one `==` of the inputs,
  ///   compared as `Input`s: the input is neither boxed nor copied.
  @inlinable
  public init<Input: Equatable & Sendable>(
    _ id: some Hashable & Sendable, input: Input, header: String? = nil, footer: String? = nil,
    @ListBuilder<Row> rows: (Input) -> [Row]
  ) {
    // Every stored property set here once, not through another initialiser: delegating would
    // make the section elsewhere and copy it in, retaining and releasing its references.
    self.id = ListIdentifier(id)
    self.attributes = Self.attributes(header: header, footer: footer)
    if let earlier = SectionReuse.section(of: self.id, input: input) {
      // The earlier input is equal to this one: keeping it shares its box.
      self.input = earlier.input
      self.storedRows = earlier.rows
      self.rowsDigest = earlier.rowsDigest
      self.containsParents = earlier.containsParents
    } else {
      self.input = AnyRowContent(input)
      let made = rows(input)
      let survey = Self.survey(made)
      self.storedRows = made
      self.rowsDigest = survey.digest
      self.containsParents = survey.containsParents
    }
  }

  /// Whether `other` has the same rows: it holds the very same array, both were made from equal
  /// inputs (see ``init(_:input:header:footer:rows:)``), or both were made with rows of the same
  /// bits (their ``RowsDigest``s are equal). O(1), plus one `==` of the inputs. The ids are not
  /// compared.
  @inlinable
  func hasSameRows(as other: Section) -> Bool {
    if storedRows.count != other.storedRows.count { return false }
    if rowsDigest != 0 && rowsDigest == other.rowsDigest { return true }
    if let input, let otherInput = other.input, input == otherInput { return true }
    return storedRows.withUnsafeBufferPointer { rows in
      other.storedRows.withUnsafeBufferPointer { rows.baseAddress == $0.baseAddress }
    }
  }

  /// Whether `other` has the same header, footer, collapsibility and collection layout (rows are
  /// not compared). Sections that share their attributes (or have none) answer where this is
  /// called, without comparing them.
  @inlinable
  public func isContentEqual(to other: Section) -> Bool {
    attributes === other.attributes || hasEqualAttributes(to: other)
  }

  /// The comparison of ``isContentEqual(to:)`` for sections with distinct attributes.
  @usableFromInline
  func hasEqualAttributes(to other: Section) -> Bool {
    header == other.header && footer == other.footer && collapsibility == other.collapsibility
      && collectionLayout == other.collectionLayout
  }

  /// `Section("comments", 5 rows)`, for diagnostics.
  public var description: String { "Section(\(id), \(rows.count) rows)" }
}

// MARK: - Attributes

extension Section {
  /// What a section has besides its id and rows, boxed (see ``Section/attributes``). Immutable:
  /// a change makes a new box, so sections that share one never see each other's changes.
  @usableFromInline
  final class Attributes: Sendable {
    /// The values.
    struct Values: Sendable {
      var header: SectionSupplement?
      var footer: SectionSupplement?
      var collapsibility = Collapsibility.fixed
      var indexTitle: String?
      var collectionLayout: CollectionSectionLayout = .list
      var reachEnd: ReachEnd?

      /// Whether every value is the one a plain section has.
      var isPlain: Bool {
        header == nil && footer == nil && collapsibility == .fixed && indexTitle == nil
          && collectionLayout == CollectionSectionLayout.list && reachEnd == nil
      }
    }

    let values: Values

    init(_ values: Values) { self.values = values }

    @usableFromInline
    convenience init(header: SectionSupplement?, footer: SectionSupplement?) {
      var values = Values()
      values.header = header
      values.footer = footer
      self.init(values)
    }

    var header: SectionSupplement? { values.header }
    var footer: SectionSupplement? { values.footer }
    var collapsibility: Collapsibility { values.collapsibility }
    var indexTitle: String? { values.indexTitle }
    var collectionLayout: CollectionSectionLayout { values.collectionLayout }
    var reachEnd: ReachEnd? { values.reachEnd }
  }
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

  /// A copy that runs `action` when the reader nears the end of this section: once each time
  /// the last row shown comes within `distance` rows of the section's last row (or passes
  /// it), never while the action of an earlier arrival still runs. See
  /// ``ListSnapshot/onReachEnd(distance:perform:)`` for the list's own, which works the same way.
  public func onReachEnd(distance: Int = 5, perform action: @escaping ReachEnd.Action) -> Section {
    var copy = self
    copy.reachEnd = ReachEnd(distance: distance, action: action)
    return copy
  }

  /// A copy whose header toggles its rows. Collapsing removes the rows through the normal diff.
  public func collapsible(initiallyCollapsed: Bool = false) -> Section {
    var copy = self
    copy.collapsibility = .collapsible(initiallyCollapsed: initiallyCollapsed)
    return copy
  }
}
