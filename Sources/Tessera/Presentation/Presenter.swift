/// Turns a screen's snapshot into what a host shows: collapsed sections lose their rows, and the
/// children of expanded parents follow them (see ``Outline``).
struct Presenter {
  /// Whether `section` is collapsed now.
  var isCollapsed: (Section) -> Bool
  /// The rows shown under the parent `row` now: its children while it is expanded, `nil` while
  /// it is collapsed.
  var shownChildren: (Row) -> [Row]?

  /// - Complexity: O(sections) for sections without parents (their rows are shared, not
  ///   copied; whether they have parents was found as they were made); a section with parents
  ///   costs the rows it shows.
  func present(_ snapshot: ListSnapshot) -> DataSourceList {
    DataSourceList(
      sections: snapshot.sections.map { section in
        if section.collapsibility.isCollapsible, isCollapsed(section) {
          var hidden = section
          hidden.rows = []
          return DataSourceSection(section: hidden, isCollapsed: true)
        }
        guard section.containsParents ?? Outline.containsParents(section.storedRows) else {
          return DataSourceSection(section: section, isCollapsed: false)
        }
        var outline = section
        outline.rows = Outline.visibleRows(of: section.storedRows, shownChildren: shownChildren)
        return DataSourceSection(section: outline, isCollapsed: false)
      })
  }
}
