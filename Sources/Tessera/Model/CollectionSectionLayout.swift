/// How a section is laid out in a collection view: a list (full-width rows, swipe actions) or a
/// grid of equal columns. Hosts without a notion of layout (a table, a terminal) show every
/// section as a list.
///
/// ```swift
/// Section("photos", header: "Photos") { ... }
///   .collectionLayout(.grid(columns: 3, spacing: 2, itemHeight: .aspectRatio(1)))
/// ```
public enum CollectionSectionLayout: Hashable, Sendable {
  /// Full-width rows that size themselves, in the given look. The default.
  case list(CollectionListAppearance)
  /// `columns` equal columns with `spacing` points between items and lines, inset by `insets`
  /// points on every side; each item is `itemHeight` tall, said with the same ``HeightPolicy``
  /// as rows: `.fixed` points, `.aspectRatio` of the item's width, or `.automatic` (each item
  /// measured as it appears, sized by its estimate until then; a line is as tall as its
  /// tallest item; shorter items keep their own height, they are not stretched).
  case grid(columns: Int, spacing: Double, itemHeight: HeightPolicy, insets: Double)

  /// A plain list.
  public static let list = CollectionSectionLayout.list(.plain)

  /// A grid of `columns` square-ish items: 8 points of spacing, no insets, and square items
  /// unless `itemHeight` says otherwise.
  public static func grid(
    columns: Int, spacing: Double = 8, itemHeight: HeightPolicy = .aspectRatio(1)
  ) -> CollectionSectionLayout {
    .grid(columns: columns, spacing: spacing, itemHeight: itemHeight, insets: 0)
  }

  /// The number of columns, at least 1.
  public var columnCount: Int {
    switch self {
    case .list: 1
    case .grid(let columns, _, _, _): max(1, columns)
    }
  }
}

/// The look of a list section, as UIKit's list appearances.
public enum CollectionListAppearance: Hashable, Sendable {
  /// Rows edge to edge.
  case plain
  /// Sections separated by space.
  case grouped
  /// Grouped, with rounded inset sections.
  case insetGrouped
}

/// How tall the items of a grid are: a ``HeightPolicy``, as for rows.
public typealias GridItemHeight = HeightPolicy

extension Section {
  /// A copy laid out as `layout` in a collection view (see ``CollectionSectionLayout``). A new
  /// layout reloads the section.
  public func collectionLayout(_ layout: CollectionSectionLayout) -> Section {
    var copy = self
    copy.collectionLayout = layout
    return copy
  }
}
