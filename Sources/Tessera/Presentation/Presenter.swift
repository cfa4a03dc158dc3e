/// Turns a screen's snapshot into what a host shows: collapsed sections lose their rows.
struct Presenter {
  /// Whether `section` is collapsed now.
  var isCollapsed: (Section) -> Bool

  /// - Complexity: O(sections): the rows of expanded sections are shared, not copied.
  func present(_ snapshot: ListSnapshot) -> DataSourceList {
    DataSourceList(
      sections: snapshot.sections.map { section in
        guard section.collapsibility.isCollapsible, isCollapsed(section) else {
          return DataSourceSection(section: section, isCollapsed: false)
        }
        var hidden = section
        hidden.rows = []
        return DataSourceSection(section: hidden, isCollapsed: true)
      })
  }
}
