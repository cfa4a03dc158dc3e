/// One item of a list's vertical layout.
package enum ListLayoutItem: Hashable, Sendable {
  /// The header of a section (height 0 when it has none).
  case header(section: Int)
  /// A row.
  case row(ElementPath)
  /// The footer of a section (height 0 when it has none).
  case footer(section: Int)
}
