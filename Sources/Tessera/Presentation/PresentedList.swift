/// The identity of a row as the diff sees it: the row id and which occurrence of that id it is.
///
/// Occurrence 0 is the first row with an id in display order; duplicates get 1, 2, … (see
/// ``ListSnapshot/validate()`` for the duplicate policy).
public struct RowKey: Hashable, Sendable, CustomStringConvertible {
  /// The row id.
  public var id: RowID
  /// 0 for the first row with this id, 1 for the next, and so on.
  public var occurrence: Int

  /// Creates a key.
  public init(id: RowID, occurrence: Int = 0) {
    self.id = id
    self.occurrence = occurrence
  }

  /// `"price"`, or `"price"#1` for a duplicate.
  public var description: String { occurrence == 0 ? id.description : "\(id)#\(occurrence)" }
}

/// A row as a host shows it: the row from the screen's snapshot and its identity in the diff.
public struct PresentedRow: Diffable, Sendable {
  /// The row from the snapshot.
  public let row: Row
  /// Its identity in the diff (id plus occurrence).
  public let key: RowKey

  /// Creates a presented row.
  public init(row: Row, key: RowKey) {
    self.row = row
    self.key = key
  }

  /// The row's id.
  public var id: RowID { row.id }
  /// The row's content.
  public var content: AnyRowContent { row.content }

  /// The key: rows are matched across snapshots by id and occurrence.
  public var diffIdentifier: RowKey { key }

  /// Content, height policy and expandability are compared; behaviours are not.
  public func isContentEqual(to other: PresentedRow) -> Bool { row.isContentEqual(to: other.row) }
}

/// A section as a host shows it: the section's header, footer and its visible rows (none while
/// it is collapsed).
public struct PresentedSection: DiffableSection, Sendable {
  /// The section from the snapshot; its `rows` are those of the snapshot, not necessarily shown.
  public let section: Section
  /// Its identity in the diff (id plus occurrence).
  public let key: RowKey
  /// Whether the section is collapsed (then ``rows`` is empty).
  public let isCollapsed: Bool
  /// The rows shown.
  public let rows: [PresentedRow]

  /// Creates a presented section.
  public init(section: Section, key: RowKey, isCollapsed: Bool, rows: [PresentedRow]) {
    self.section = section
    self.key = key
    self.isCollapsed = isCollapsed
    self.rows = rows
  }

  /// The section's id.
  public var id: SectionID { section.id }

  /// The key: sections are matched by id and occurrence.
  public var diffIdentifier: RowKey { key }
  /// The rows shown.
  public var elements: [PresentedRow] { rows }

  /// Header, footer, collapsibility and the collapsed flag are compared; rows are not.
  public func isContentEqual(to other: PresentedSection) -> Bool {
    isCollapsed == other.isCollapsed && section.isContentEqual(to: other.section)
  }

  /// A copy showing `elements`.
  public func replacingElements(_ elements: [PresentedRow]) -> PresentedSection {
    PresentedSection(section: section, key: key, isCollapsed: isCollapsed, rows: elements)
  }
}

/// What a host shows: the sections and rows of the snapshot on screen, with collapsed sections
/// emptied and duplicate ids made distinct. Hosts read it from ``ListController/presented``.
public struct PresentedList: Sendable {
  /// The sections, in display order.
  public var sections: [PresentedSection]

  /// Creates a list of the given sections.
  public init(sections: [PresentedSection] = []) {
    self.sections = sections
  }

  /// The number of sections.
  public var sectionCount: Int { sections.count }

  /// The number of rows shown in section `section`.
  public func rowCount(inSection section: Int) -> Int { sections[section].rows.count }

  /// The row at `path`. The path must be valid: hosts only use paths the controller gave them.
  public subscript(path: ElementPath) -> PresentedRow { sections[path.section].rows[path.element] }

  /// The row at `path`, or `nil` when the path is out of range.
  public func row(at path: ElementPath) -> PresentedRow? {
    guard sections.indices.contains(path.section),
      sections[path.section].rows.indices.contains(path.element)
    else { return nil }
    return sections[path.section].rows[path.element]
  }

  /// The number of rows shown in all sections.
  public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }
}
