/// Turns a screen's snapshot into what a host shows: applies the collapse state, and gives each
/// repeated id its occurrence number so the diff always sees unique identities.
struct Presenter {
  /// Whether the section with `id` (first occurrence of the id) is collapsed.
  var isCollapsed: (Section) -> Bool

  /// - Complexity: O(rows + sections). Occurrence counting hashes each id once; when the
  ///   snapshot has no duplicates every key has occurrence 0.
  ///   `hasProblems` is `true` when a duplicate id or an impossible height was seen, so the caller
  ///   runs the full ``ListSnapshot/validate()`` only then.
  func present(_ snapshot: ListSnapshot) -> (list: PresentedList, hasProblems: Bool) {
    var hasProblems = false
    var rowOccurrences: [RowID: Int] = [:]
    rowOccurrences.reserveCapacity(snapshot.rowCount)
    var sectionOccurrences: [SectionID: Int] = [:]
    var sections: [PresentedSection] = []
    sections.reserveCapacity(snapshot.sections.count)

    for section in snapshot.sections {
      let sectionOccurrence = Self.nextOccurrence(of: section.id, in: &sectionOccurrences)
      if sectionOccurrence > 0 { hasProblems = true }
      let collapsed = section.collapsibility.isCollapsible && isCollapsed(section)
      var rows: [PresentedRow] = []
      rows.reserveCapacity(collapsed ? 0 : section.rows.count)
      // Occurrences count hidden rows too, so collapsing one section never renumbers the
      // duplicates of another.
      for row in section.rows {
        let occurrence = Self.nextOccurrence(of: row.id, in: &rowOccurrences)
        if occurrence > 0 || row.height.problem != nil { hasProblems = true }
        if !collapsed {
          rows.append(PresentedRow(row: row, key: RowKey(id: row.id, occurrence: occurrence)))
        }
      }
      let key = RowKey(id: section.id, occurrence: sectionOccurrence)
      sections.append(PresentedSection(section: section, key: key, isCollapsed: collapsed, rows: rows))
    }
    return (PresentedList(sections: sections), hasProblems)
  }

  private static func nextOccurrence(of id: ListIdentifier, in counts: inout [ListIdentifier: Int]) -> Int {
    let occurrence = counts[id, default: 0]
    counts[id] = occurrence + 1
    return occurrence
  }
}
