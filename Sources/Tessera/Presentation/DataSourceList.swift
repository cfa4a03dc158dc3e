extension Row: Diffable {
  /// Rows are matched across snapshots by id; duplicate ids pair by occurrence (see
  /// ``ListSnapshot/validate()``).
  @inlinable
  public var diffIdentifier: RowID { id }
}

/// A section as a host shows it: the snapshot's section, and its rows unless it is collapsed.
///
/// The rows are the snapshot's own array (shared, not copied), so presenting a snapshot costs
/// O(sections), not O(rows).
package struct DataSourceSection: DiffableSection, Sendable {
  /// The section from the snapshot, with the rows shown (none while collapsed).
  package let section: Section
  /// Whether the section is collapsed.
  package let isCollapsed: Bool

  /// Creates a data-source section showing `section.rows`.
  package init(section: Section, isCollapsed: Bool) {
    self.section = section
    self.isCollapsed = isCollapsed
  }

  /// The section's id.
  package var id: SectionID { section.id }
  /// The rows shown.
  @inlinable
  package var rows: [Row] { section.rows }

  /// Sections are matched by id; duplicate ids pair by occurrence.
  package var diffIdentifier: SectionID { section.id }
  /// The rows shown.
  @inlinable
  package var elements: [Row] { section.rows }

  /// Header, footer, collapsibility and the collapsed flag are compared; rows are not.
  @inlinable
  package func isContentEqual(to other: DataSourceSection) -> Bool {
    isCollapsed == other.isCollapsed && section.isContentEqual(to: other.section)
  }

  /// Whether `other` certainly shows the same rows: both expanded or both collapsed, and the
  /// rows are the same array or were made from equal inputs (see
  /// ``Section/init(_:input:header:footer:rows:)``). O(1): the diff passes over such a section
  /// without reading its rows.
  @inlinable
  package func hasUnchangedElements(comparedTo other: DataSourceSection) -> Bool {
    isCollapsed == other.isCollapsed && section.hasSameRows(as: other.section)
  }

  /// A copy showing `elements`.
  package func replacingElements(_ elements: [Row]) -> DataSourceSection {
    var copy = section
    copy.rows = elements
    return DataSourceSection(section: copy, isCollapsed: isCollapsed)
  }
}

/// What a host shows: the sections and rows of the snapshot on screen, with collapsed sections
/// emptied. Hosts read it from ``ListController/dataSourceList``.
package struct DataSourceList: Sendable {
  /// The sections, in display order.
  package var sections: [DataSourceSection]

  /// Creates a list of the given sections.
  package init(sections: [DataSourceSection] = []) {
    self.sections = sections
  }

  /// The number of sections.
  package var sectionCount: Int { sections.count }

  /// The number of rows shown in section `section`.
  package func rowCount(inSection section: Int) -> Int { sections[section].section.rows.count }

  /// The row at `path`. The path must be valid: hosts only use paths the controller gave them.
  package subscript(path: ElementPath) -> Row { sections[path.section].section.rows[path.element] }

  /// Whether `path` points at a row shown now.
  @inlinable
  package func contains(_ path: ElementPath) -> Bool {
    sections.indices.contains(path.section) && sections[path.section].section.rows.indices.contains(path.element)
  }

  /// The row at `path`, or `nil` when the path is out of range.
  package func row(at path: ElementPath) -> Row? { readRow(at: path) { $0.pointee } }

  /// The content type of the row at `path` (``AnyRowContent/contentTypeID``), or `nil` when the
  /// path is out of range; the section and the row are not copied.
  package func contentTypeID(at path: ElementPath) -> ObjectIdentifier? {
    readRow(at: path) { $0.pointee.content.contentTypeID }
  }

  /// The content of the row at `path`, or `nil` when the path is out of range; the section and
  /// the row are not copied.
  package func content(at path: ElementPath) -> AnyRowContent? { readRow(at: path) { $0.pointee.content } }

  /// `read` applied to the row at `path` where it is, or `nil` when the path is out of range:
  /// the fields `read` takes are loaded, and neither the section nor the row is copied (a copy
  /// retains and releases every reference they hold).
  func readRow<Result>(at path: ElementPath, _ read: (UnsafePointer<Row>) -> Result) -> Result? {
    sections.withUnsafeBufferPointer { sections in
      guard sections.indices.contains(path.section) else { return nil }
      return sections[path.section].section.storedRows.withUnsafeBufferPointer { rows in
        guard rows.indices.contains(path.element), let first = rows.baseAddress else { return nil }
        return read(first + path.element)
      }
    }
  }

  /// Whether `other` has as many sections, each with as many rows.
  /// - Complexity: O(sections).
  package func hasSameShape(as other: DataSourceList) -> Bool {
    sections.count == other.sections.count
      && sections.indices.allSatisfy { sections[$0].section.rows.count == other.sections[$0].section.rows.count }
  }

  /// The number of rows shown in all sections.
  /// - Complexity: O(sections).
  package var rowCount: Int { sections.reduce(0) { $0 + $1.section.rows.count } }

  /// About how many rows a diff from this list to `target` reads: both lists' rows, less those
  /// of sections the diff passes over with one comparison (the same section id at the same
  /// place, showing rows known to be unchanged: the same array, an equal input or an equal
  /// digest), plus an eighth of every row when a section that is read changes its row count
  /// (the diff then looks at each other row's stored id hash). What decides whether the diff is
  /// worth moving off the main actor: a change to one section of a long list is not.
  /// - Complexity: O(sections).
  package func rowsToDiff(to target: DataSourceList) -> Int {
    guard sections.count == target.sections.count else { return rowCount + target.rowCount }
    var read = 0
    var all = 0
    var countChanged = false
    // Sections are read in place: copying one to look at it would retain and release all its
    // references.
    sections.withUnsafeBufferPointer { old in
      target.sections.withUnsafeBufferPointer { new in
        for index in old.indices {
          let oldCount = old[index].section.storedRows.count
          let newCount = new[index].section.storedRows.count
          all &+= oldCount &+ newCount
          if InPlace.compare(old, new, index, index, by: Self.haveSameIDAndRows) { continue }
          read &+= oldCount &+ newCount
          if oldCount != newCount { countChanged = true }
        }
      }
    }
    return countChanged ? read &+ (all &- read) / 8 : read
  }

  /// Whether `old` and `new` have one id and certainly the same rows (asked through
  /// ``InPlace``, so neither is copied).
  private static func haveSameIDAndRows(_ old: inout DataSourceSection, _ new: inout DataSourceSection) -> Bool {
    old.section.id == new.section.id && old.hasUnchangedElements(comparedTo: new)
  }
}
