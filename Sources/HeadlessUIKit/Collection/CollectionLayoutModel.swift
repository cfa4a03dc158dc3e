#if !canImport(UIKit)
import Foundation

/// How tall an item or a boundary item is: a fixed length, or an estimate replaced by the
/// measured height when it is shown (CV-L3).
enum CollectionHeightRule: Equatable {
  case fixed(CGFloat)
  case estimated(CGFloat)

  var initialHeight: CGFloat {
    switch self {
    case .fixed(let height), .estimated(let height): height
    }
  }

  var isEstimated: Bool { if case .estimated = self { true } else { false } }

  /// The rule with a height that is a length (NaN, infinite or negative heights are 0).
  var sanitized: CollectionHeightRule {
    switch self {
    case .fixed(let height): .fixed(CollectionSectionSpec.length(height))
    case .estimated(let height): .estimated(CollectionSectionSpec.length(height))
    }
  }
}

/// A section's layout, resolved from its `NSCollectionLayoutSection` for a width (CV-L1..L6).
struct CollectionSectionSpec: Equatable {
  var columns = 1
  var lineSpacing: CGFloat = 0
  var itemSpacing: CGFloat = 0
  var insets = NSDirectionalEdgeInsets.zero
  var rule = CollectionHeightRule.estimated(44)
  var header: (kind: String, rule: CollectionHeightRule)?
  var footer: (kind: String, rule: CollectionHeightRule)?
  /// Whether the section was made by `NSCollectionLayoutSection.list` (swipe actions, CV-L4).
  var isList = false
  /// Whether headers and footers are inset like the items (`supplementariesFollowContentInsets`).
  var supplementsFollowInsets = true

  /// The spec with every length a layout can use: a spacing, an inset or a height that is
  /// NaN, infinite or negative is 0, and at least one column. UIKit's own behaviour with such
  /// values is undefined; laid out as given, one NaN spacing would make the origin of every
  /// later section NaN, and hide them all.
  var sanitized: CollectionSectionSpec {
    var spec = self
    spec.columns = Swift.max(1, columns)
    spec.lineSpacing = Self.length(lineSpacing)
    spec.itemSpacing = Self.length(itemSpacing)
    spec.insets = NSDirectionalEdgeInsets(
      top: Self.length(insets.top), leading: Self.length(insets.leading), bottom: Self.length(insets.bottom),
      trailing: Self.length(insets.trailing))
    spec.rule = rule.sanitized
    spec.header = header.map { ($0.kind, $0.rule.sanitized) }
    spec.footer = footer.map { ($0.kind, $0.rule.sanitized) }
    return spec
  }

  /// `value` when it is a length, else 0.
  static func length(_ value: CGFloat) -> CGFloat { value.isFinite && value >= 0 ? value : 0 }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.columns == rhs.columns && lhs.lineSpacing == rhs.lineSpacing && lhs.itemSpacing == rhs.itemSpacing
      && lhs.insets == rhs.insets && lhs.rule == rhs.rule && lhs.header?.kind == rhs.header?.kind
      && lhs.header?.rule == rhs.header?.rule && lhs.footer?.kind == rhs.footer?.kind
      && lhs.footer?.rule == rhs.footer?.rule && lhs.isList == rhs.isList
      && lhs.supplementsFollowInsets == rhs.supplementsFollowInsets
  }
}

/// A header or footer's place in a section's geometry.
struct BoundaryGeometry {
  var kind: String
  var rule: CollectionHeightRule
  var height: CGFloat
  var isMeasured: Bool

  init(kind: String, rule: CollectionHeightRule) {
    self.kind = kind
    self.rule = rule
    height = rule.initialHeight
    isMeasured = !rule.isEstimated
  }
}

/// One section's geometry: boundary items, insets, and its items in lines of `columns`.
///
/// Item heights live in a prefix-sum ``HeightColumn``. In a one-column section each entry is an
/// item's height plus the spacing between groups, so lines and items coincide and every update
/// costs O(chunk + log n). In a grid the items' own heights are kept, and a second column holds
/// each line's height (its tallest item) plus spacing, rebuilt for the section when items move.
struct CollectionSectionGeometry: StackedSection {
  var spec: CollectionSectionSpec
  var list: UICollectionLayoutListConfiguration?
  private(set) var items: HeightColumn
  private var lines: HeightColumn
  var header: BoundaryGeometry?
  var footer: BoundaryGeometry?

  init(spec: CollectionSectionSpec, list: UICollectionLayoutListConfiguration?, count: Int) {
    let spec = spec.sanitized
    self.spec = spec
    self.list = list
    let measured = !spec.rule.isEstimated
    let pitch = spec.columns == 1 ? spec.lineSpacing : 0
    items = HeightColumn(count: count, height: spec.rule.initialHeight + pitch, isMeasured: measured)
    lines = HeightColumn(count: 0, height: 0, isMeasured: true)
    header = spec.header.map { BoundaryGeometry(kind: $0.kind, rule: $0.rule) }
    footer = spec.footer.map { BoundaryGeometry(kind: $0.kind, rule: $0.rule) }
    rebuildLines()
  }

  /// The number of items.
  var itemCount: Int { items.count }

  /// The number of items: a list section's rows.
  var rowCount: Int { items.count }

  /// Adopts a newly resolved spec, keeping heights when the item and boundary rules hold.
  mutating func adopt(_ newSpec: CollectionSectionSpec, list: UICollectionLayoutListConfiguration?) {
    self.list = list
    let newSpec = newSpec.sanitized
    guard newSpec != spec else { return }
    let keepsItems =
      newSpec.columns == spec.columns && newSpec.lineSpacing == spec.lineSpacing
      && newSpec.rule == spec.rule
    let old = self
    self = CollectionSectionGeometry(spec: newSpec, list: list, count: items.count)
    if keepsItems {
      items = old.items
      lines = old.lines
    }
    if let kept = old.header, kept.kind == header?.kind, kept.rule == header?.rule { header = kept }
    if let kept = old.footer, kept.kind == footer?.kind, kept.rule == footer?.rule { footer = kept }
  }

  // MARK: Items

  /// The height of an item.
  func itemHeight(_ item: Int) -> CGFloat {
    spec.columns == 1 ? items.height(at: item) - spec.lineSpacing : items.height(at: item)
  }

  /// Whether an item's height is measured (or fixed) rather than estimated.
  func isMeasured(_ item: Int) -> Bool { items.isMeasured(at: item) }

  /// The height a new item starts with.
  var newItemHeight: (height: CGFloat, isMeasured: Bool) {
    (spec.rule.initialHeight, !spec.rule.isEstimated)
  }

  /// Sets an item's height.
  mutating func setItemHeight(_ height: CGFloat, at item: Int, isMeasured: Bool) {
    if spec.columns == 1 {
      items.set(height + spec.lineSpacing, at: item, isMeasured: isMeasured)
    } else {
      items.set(height, at: item, isMeasured: isMeasured)
      updateLine(item / spec.columns)
    }
  }

  /// Removes an item, returning its height; call ``rebuildLines()`` after a series of edits.
  mutating func removeItem(at item: Int) -> (height: CGFloat, isMeasured: Bool) {
    let removed = items.remove(at: item)
    return (spec.columns == 1 ? removed.height - spec.lineSpacing : removed.height, removed.isMeasured)
  }

  /// Inserts an item; call ``rebuildLines()`` after a series of edits.
  mutating func insertItem(_ height: CGFloat, isMeasured: Bool, at item: Int) {
    items.insert(spec.columns == 1 ? height + spec.lineSpacing : height, isMeasured: isMeasured, at: item)
  }

  /// Marks every measured height of an estimated rule as an estimate again (the width changed).
  mutating func markEstimated() {
    if spec.rule.isEstimated { items.markAllEstimated() }
    if header?.rule.isEstimated == true { header?.isMeasured = false }
    if footer?.rule.isEstimated == true { footer?.isMeasured = false }
  }

  // MARK: Lines

  /// Recomputes the grid's line heights (nothing to do in one column).
  /// - Complexity: O(items) in a grid.
  mutating func rebuildLines() {
    guard spec.columns > 1 else { return }
    let count = (items.count + spec.columns - 1) / spec.columns
    var heights: [CGFloat] = []
    var measured: [Bool] = []
    heights.reserveCapacity(count)
    measured.reserveCapacity(count)
    for line in 0..<count {
      let (height, isMeasured) = lineExtent(line)
      heights.append(height + spec.lineSpacing)
      measured.append(isMeasured)
    }
    lines = HeightColumn(heights: heights, isMeasured: measured)
  }

  private func lineExtent(_ line: Int) -> (CGFloat, Bool) {
    let range = (line * spec.columns)..<Swift.min(items.count, (line + 1) * spec.columns)
    var height: CGFloat = 0
    var measured = true
    for item in range {
      height = Swift.max(height, items.height(at: item))
      measured = measured && items.isMeasured(at: item)
    }
    return (height, measured)
  }

  private mutating func updateLine(_ line: Int) {
    guard line < lines.count else { return rebuildLines() }
    let (height, measured) = lineExtent(line)
    lines.set(height + spec.lineSpacing, at: line, isMeasured: measured)
  }

  /// The number of lines.
  var lineCount: Int { spec.columns == 1 ? items.count : lines.count }

  /// The top of a line, from the top of the section's content.
  func lineOrigin(_ line: Int) -> CGFloat { spec.columns == 1 ? items.prefix(line) : lines.prefix(line) }

  /// The first line ending below `offset` (from the top of the content), or ``lineCount``.
  func line(endingBelow offset: CGFloat) -> Int {
    spec.columns == 1 ? items.count(upTo: offset) : lines.count(upTo: offset)
  }

  /// The height of the items' area.
  var contentHeight: CGFloat {
    let total = spec.columns == 1 ? items.total : lines.total
    return lineCount == 0 ? 0 : total - spec.lineSpacing
  }

  /// The section's full height: header, insets, items, footer.
  var height: CGFloat {
    (header?.height ?? 0) + spec.insets.top + contentHeight + spec.insets.bottom + (footer?.height ?? 0)
  }
}

/// The geometry of a collection view's content: sections stacked vertically, with O(log n)
/// lookups from offsets to items and back (CV-L7).
struct CollectionLayoutModel {
  /// The sections, stacked from the top of the content.
  private(set) var stack = SectionStack<CollectionSectionGeometry>()
  /// The width the geometry was computed for.
  var width: CGFloat = 0
  /// Whether the sections must be asked for again before the next layout pass.
  var needsSectionLayouts = false

  init() {}

  init(sections: [CollectionSectionGeometry], width: CGFloat) {
    stack = SectionStack(sections)
    self.width = width
  }

  /// The sections, in order.
  var sections: [CollectionSectionGeometry] { stack.sections }

  /// The item count of every section.
  var itemCounts: [Int] { stack.rowCounts }

  /// The height of the content.
  var contentHeight: CGFloat { stack.height }

  /// Whether `path` is an item.
  func contains(_ path: RowPath) -> Bool { stack.contains(path) }

  /// Edits a section and refreshes its height.
  mutating func updateSection(_ section: Int, _ body: (inout CollectionSectionGeometry) -> Void) {
    stack.update(section, body)
  }

  // MARK: Frames

  func sectionOrigin(_ section: Int) -> CGFloat { stack.origin(section) }

  func contentOrigin(_ section: Int) -> CGFloat {
    sectionOrigin(section) + (sections[section].header?.height ?? 0) + sections[section].spec.insets.top
  }

  /// The width of one item of a section.
  func itemWidth(inSection section: Int) -> CGFloat {
    let spec = sections[section].spec
    let available = Swift.max(0, width - spec.insets.leading - spec.insets.trailing)
    let columns = CGFloat(spec.columns)
    return Swift.max(0, (available - (columns - 1) * spec.itemSpacing) / columns)
  }

  /// The frame of an item.
  /// - Complexity: O(chunk + log n).
  func itemFrame(_ path: RowPath) -> CGRect {
    let geometry = sections[path.section]
    let columns = geometry.spec.columns
    let width = itemWidth(inSection: path.section)
    let line = path.row / columns
    let column = path.row % columns
    let x = geometry.spec.insets.leading + CGFloat(column) * (width + geometry.spec.itemSpacing)
    let y = contentOrigin(path.section) + geometry.lineOrigin(line)
    return CGRect(x: x, y: y, width: width, height: geometry.itemHeight(path.row))
  }

  /// The frame of a section's header or footer of `kind`, if it has one.
  func supplementFrame(kind: String, section: Int) -> CGRect? {
    let geometry = sections[section]
    let spec = geometry.spec
    let x = spec.supplementsFollowInsets ? spec.insets.leading : 0
    let width =
      spec.supplementsFollowInsets
      ? Swift.max(0, self.width - spec.insets.leading - spec.insets.trailing) : self.width
    if let header = geometry.header, header.kind == kind {
      return CGRect(x: x, y: sectionOrigin(section), width: width, height: header.height)
    }
    if let footer = geometry.footer, footer.kind == kind {
      let y = contentOrigin(section) + geometry.contentHeight + spec.insets.bottom
      return CGRect(x: x, y: y, width: width, height: footer.height)
    }
    return nil
  }

  // MARK: Queries

  /// Whether `[origin, origin + height)` meets `[top, bottom)`.
  static func intersects(_ origin: CGFloat, _ height: CGFloat, _ top: CGFloat, _ bottom: CGFloat) -> Bool {
    origin < bottom && (origin + height > top || (height == 0 && origin >= top))
  }

  /// The items and supplementary views meeting `[top, bottom)`, in display order.
  /// - Complexity: O(log n + elements found + empty sections crossed).
  func elements(from top: CGFloat, to bottom: CGFloat) -> (items: [RowPath], supplements: [SupplementPosition]) {
    var items: [RowPath] = []
    var supplements: [SupplementPosition] = []
    guard bottom > top else { return (items, supplements) }
    var section = stack.section(endingBelow: top)
    while section < sections.count, sectionOrigin(section) < bottom {
      let geometry = sections[section]
      for boundary in [geometry.header, geometry.footer].compactMap({ $0 }) {
        if let frame = supplementFrame(kind: boundary.kind, section: section),
          Self.intersects(frame.minY, frame.height, top, bottom)
        {
          supplements.append(SupplementPosition(kind: boundary.kind, section: section))
        }
      }
      let origin = contentOrigin(section)
      var line = geometry.line(endingBelow: top - origin)
      while line < geometry.lineCount, origin + geometry.lineOrigin(line) < bottom {
        let first = line * geometry.spec.columns
        for item in first..<Swift.min(geometry.itemCount, first + geometry.spec.columns) {
          let frame = itemFrame(RowPath(section: section, row: item))
          if Self.intersects(frame.minY, frame.height, top, bottom) {
            items.append(RowPath(section: section, row: item))
          }
        }
        line += 1
      }
      section += 1
    }
    return (items, supplements)
  }

  /// The item whose frame contains `point`.
  func item(at point: CGPoint) -> RowPath? {
    elements(from: point.y, to: point.y + 1).items.first { itemFrame($0).contains(point) }
  }

  /// The item after `path` in display order, across sections.
  func item(after path: RowPath) -> RowPath? { stack.row(after: path) }

  /// The item before `path` in display order, across sections.
  func item(before path: RowPath) -> RowPath? { stack.row(before: path) }
}
#endif
