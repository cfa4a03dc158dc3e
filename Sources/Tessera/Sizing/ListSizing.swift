/// Heights and offsets of everything a host shows: a cache of measured heights and an
/// ``OffsetIndex`` over headers, rows and footers.
///
/// Layout items, in order, per section: the header (height 0 when there is none), the rows, the
/// footer (height 0 when there is none). Measured heights of `automatic` rows are kept per row
/// position in compact arrays (4 bytes a row) for the current and the previous width, so turning
/// a device back and forth never re-measures; expanded heights likewise, in arrays that exist
/// only once a row was measured expanded. Heights follow their rows by position, not by id, so
/// two rows that share an id by mistake never share a height. The cache is keyed, in effect, by
/// (row, content, width, expanded): content changes and width changes invalidate exactly the
/// entries they affect.
struct ListSizing {
  /// The width rows are laid out in.
  private(set) var width: Double
  /// Measured collapsed heights at `width`, by flat row index; NaN when not measured.
  private var measured: [Float] = []
  /// Measured expanded heights at `width`, by flat row index; empty until a row is measured
  /// expanded, then one entry per row, NaN when not measured.
  private var measuredExpanded: [Float] = []
  /// The same for the previous width.
  private var previousWidth: Double?
  private var previousMeasured: [Float] = []
  private var previousMeasuredExpanded: [Float] = []
  /// Running average of measured heights per content type, for estimates.
  private var averages: [ObjectIdentifier: (sum: Double, count: Double)] = [:]
  /// How many measurements were recorded: estimates from the averages may have changed when it
  /// did (a table of row heights worked out before is then out of date).
  private(set) var measurementCount = 0
  /// First flat row index of each section.
  private var sectionRowStarts: [Int] = [0]
  /// First layout item of each section (its header).
  private(set) var sectionItemStarts: [Int] = [0]
  /// Heights and offsets of the layout items.
  private(set) var offsets = OffsetIndex()
  /// The height used for an `automatic` row with no estimate and no measured row of its type.
  var defaultEstimate: Double
  /// How the host turns heights in points into its own unit (``HeightScale``).
  var heightScale = HeightScale.points

  init(width: Double, defaultEstimate: Double) {
    self.width = width
    self.defaultEstimate = defaultEstimate
  }

  /// The number of rows the cache is sized for.
  var rowCount: Int { measured.count }

  // MARK: Layout items

  func flatIndex(of path: ElementPath) -> Int { sectionRowStarts[path.section] + path.element }
  func item(ofRowAt path: ElementPath) -> Int { sectionItemStarts[path.section] + 1 + path.element }
  func headerItem(ofSection section: Int) -> Int { sectionItemStarts[section] }
  func footerItem(ofSection section: Int) -> Int { sectionItemStarts[section + 1] - 1 }

  /// What layout item `item` is.
  /// - Complexity: O(log sections).
  func layoutItem(_ item: Int) -> ListLayoutItem {
    let section = self.section(ofItem: item)
    return Self.layoutItem(
      item, inSection: section, start: sectionItemStarts[section], end: sectionItemStarts[section + 1])
  }

  /// The section that layout item `item` belongs to: the last one whose first item is at or
  /// before it.
  private func section(ofItem item: Int) -> Int {
    Self.section(ofItem: item, sectionItemStarts: sectionItemStarts)
  }

  private static func section(ofItem item: Int, sectionItemStarts: [Int]) -> Int {
    var low = 0
    var high = sectionItemStarts.count - 2
    while low < high {
      let mid = (low + high + 1) / 2
      if sectionItemStarts[mid] <= item { low = mid } else { high = mid - 1 }
    }
    return low
  }

  private static func layoutItem(_ item: Int, inSection section: Int, start: Int, end: Int) -> ListLayoutItem {
    if item == start { return .header(section: section) }
    if item == end - 1 { return .footer(section: section) }
    return .row(ElementPath(element: item - start - 1, section: section))
  }

  /// The layout items that intersect `[offset, offset + height)`, in order, from the two parts
  /// of a sizing they are read from: a caller that holds the sizing in a class property passes
  /// them without copying the whole sizing (which retains and releases every array it holds).
  /// - Complexity: O(log n + k) for k items: one search for the first, then a walk.
  static func layoutItems(
    inRange offset: Double, height: Double, offsets: OffsetIndex, sectionItemStarts: [Int]
  ) -> [ListLayoutItem] {
    guard let first = offsets.item(atOffset: offset) else { return [] }
    // The range's end first, so the array is allocated once at its size, never grown.
    var end = first
    var top = offsets.offset(ofItem: first)
    let bottom = offset + height
    while end < offsets.count, top < bottom {
      top += offsets.height(ofItem: end)
      end += 1
    }
    var items: [ListLayoutItem] = []
    // Reserved, then appended: specialized here, where `Array(unsafeUninitializedCapacity:)`
    // looks up the array's generic metadata on every call (`tessera-bench apply` counts it: its
    // host looks items up after every batch).
    items.reserveCapacity(end - first)
    var section = Self.section(ofItem: first, sectionItemStarts: sectionItemStarts)
    for index in first..<end {
      // Sections are walked, not searched for again: the next item is in this one or a later one.
      while sectionItemStarts[section + 1] <= index { section += 1 }
      items.append(
        layoutItem(index, inSection: section, start: sectionItemStarts[section], end: sectionItemStarts[section + 1]))
    }
    return items
  }

  // MARK: Heights

  /// The measured height of a row, if it has one at the current width.
  @inline(__always)
  func measuredHeight(at path: ElementPath, isExpanded: Bool) -> Double? {
    let flat = flatIndex(of: path)
    let value = isExpanded ? Self.value(in: measuredExpanded, at: flat) : measured[flat]
    guard !value.isNaN else { return nil }
    return Double(value)
  }

  /// The height of the row at `path` without measuring or estimating: exact for its `policy`,
  /// else measured at this width when the list keeps heights, else `nil`.
  @inline(__always)
  func knownHeight(at path: ElementPath, policy: HeightPolicy, isExpanded: Bool, keepsHeights: Bool) -> Double? {
    if let exact = exactHeight(for: policy) { return exact }
    return keepsHeights ? measuredHeight(at: path, isExpanded: isExpanded) : nil
  }

  /// Records a measurement and moves the row's layout item to the measured height.
  mutating func record(_ height: Double, at path: ElementPath, row: Row, isExpanded: Bool) {
    let flat = flatIndex(of: path)
    if isExpanded {
      if measuredExpanded.count != measured.count { measuredExpanded = Array(repeating: .nan, count: measured.count) }
      measuredExpanded[flat] = Float(height)
    } else {
      measured[flat] = Float(height)
    }
    // One lookup of the content type's average, changed in place.
    Self.add(height, to: &averages[row.content.contentTypeID, default: (0, 0)])
    measurementCount &+= 1
    offsets.setHeight(height, ofItem: item(ofRowAt: path))
  }

  private static func add(_ height: Double, to average: inout (sum: Double, count: Double)) {
    average.sum += height
    average.count += 1
  }

  /// Puts the height of a row's layout item, e.g. after its expansion changed.
  mutating func setItemHeight(_ height: Double, ofRowAt path: ElementPath) {
    offsets.setHeight(height, ofItem: item(ofRowAt: path))
  }

  /// Lays out again the rows of `list` at `paths` (whose contents changed in place), each at its
  /// known or estimated height, reading the rows where they are. `overrides` are the expanded
  /// states toggled by id (see ``isExpanded(isExpandable:initially:id:overrides:)``).
  /// Returns `true` when one of them has a height policy that cannot be honoured.
  /// - Complexity: O(k) for k paths.
  mutating func relayoutRows(at paths: [ElementPath], in list: DataSourceList, overrides: [RowID: Bool]) -> Bool {
    var sawInvalidHeight = false
    for path in paths {
      let height = list.readRow(at: path) { row -> Double in
        if !row.pointee.heightPolicy.isValid { sawInvalidHeight = true }
        let expanded = Self.isExpanded(
          isExpandable: row.pointee.isExpandable, initially: row.pointee.isInitiallyExpanded, id: row.pointee.id,
          overrides: overrides)
        return knownOrEstimatedHeight(
          policy: row.pointee.heightPolicy, flatIndex: flatIndex(of: path), isExpanded: expanded,
          contentType: row.pointee.content.contentTypeID)
      }
      if let height { offsets.setHeight(height, ofItem: item(ofRowAt: path)) }
    }
    return sawInvalidHeight
  }

  /// The one rule for "is this row expanded": it is expandable, and its id was toggled expanded
  /// in `overrides`, or was never toggled and it starts expanded. The id is read only when some
  /// row was toggled.
  @inline(__always)
  static func isExpanded(
    isExpandable: Bool, initially: Bool, id: @autoclosure () -> RowID, overrides: [RowID: Bool]
  ) -> Bool {
    isExpandable && (overrides.isEmpty ? initially : overrides[id()] ?? initially)
  }

  /// The height a row has without measuring: fixed and aspect-ratio rows exactly, automatic
  /// rows from the cache, else their estimate, else the average of their content type.
  func knownOrEstimatedHeight(at path: ElementPath, row: Row, isExpanded: Bool) -> Double {
    knownOrEstimatedHeight(
      policy: row.heightPolicy, flatIndex: flatIndex(of: path), isExpanded: isExpanded,
      contentType: row.content.contentTypeID)
  }

  /// The same decision from a row's fields, so ``rebuild(for:overrides:supplementHeights:)``
  /// can make it without copying rows or resolving paths.
  private func knownOrEstimatedHeight(
    policy: HeightPolicy, flatIndex: Int, isExpanded: Bool, contentType: ObjectIdentifier
  ) -> Double {
    if let exact = exactHeight(for: policy) { return exact }
    return Self.height(
      from: isExpanded ? .expanded : .collapsed, at: flatIndex, measured: measured, measuredExpanded: measuredExpanded
    ) { estimate(for: policy, contentType: contentType) }
  }

  /// The height of a fixed or aspect-ratio row (invalid policies count as automatic).
  func exactHeight(of row: Row) -> Double? { exactHeight(for: row.heightPolicy) }

  /// The exact height of a fixed or aspect-ratio policy at this width, in the host's unit, for
  /// rows and headers alike (``HeightScale/exactHeight(of:forWidth:)``).
  func exactHeight(for policy: HeightPolicy) -> Double? {
    heightScale.exactHeight(of: policy, forWidth: width)
  }

  /// The estimate of an automatic row.
  func estimate(for row: Row) -> Double { estimate(for: row.heightPolicy, contentType: row.content.contentTypeID) }

  func estimate(for policy: HeightPolicy, contentType: ObjectIdentifier) -> Double {
    RowSizer.estimate(
      for: policy, contentType: contentType, scale: heightScale, averages: averages, defaultEstimate: defaultEstimate)
  }

  /// What sizes rows that are not measured, apart from this sizing (so a layout can use it
  /// while it writes the sizing).
  var rowSizer: RowSizer {
    RowSizer(width: width, heightScale: heightScale, averages: averages, defaultEstimate: defaultEstimate)
  }

  // MARK: Structure changes

  /// Whether any row has a measured height to carry over (lists of fixed-height rows never do).
  /// - Complexity: O(rows), a scan of floats.
  var hasMeasurements: Bool {
    [measured, previousMeasured, measuredExpanded, previousMeasuredExpanded].contains { heights in
      heights.contains { !$0.isNaN }
    }
  }

  /// The measured heights, as they are before an update, to carry over once it is done.
  struct Measurements {
    fileprivate var width: Double
    fileprivate var measured: [Float]
    fileprivate var measuredExpanded: [Float]
    fileprivate var previousWidth: Double?
    fileprivate var previousMeasured: [Float]
    fileprivate var previousMeasuredExpanded: [Float]

    /// The collapsed and expanded heights measured at `width`, if these are of that width.
    fileprivate func heights(at width: Double?) -> (collapsed: [Float], expanded: [Float])? {
      guard let width else { return nil }
      if width == self.width { return (measured, measuredExpanded) }
      if width == previousWidth { return (previousMeasured, previousMeasuredExpanded) }
      return nil
    }
  }

  /// The measured heights now, with the widths they are of (copy-on-write: taking them copies
  /// nothing).
  var measurements: Measurements {
    Measurements(
      width: width, measured: measured, measuredExpanded: measuredExpanded, previousWidth: previousWidth,
      previousMeasured: previousMeasured, previousMeasuredExpanded: previousMeasuredExpanded)
  }

  /// How the rows of a list before a change are found in the list after it, to carry their
  /// heights over with ``carryOver(_:to:)``.
  enum RowCorrespondence {
    /// Through a diff's matches: a row keeps its heights when it was paired and its content did
    /// not change; nothing is hashed or compared again. `origin` holds the heights as they were
    /// before the update; `nil` is an update in place whose origin is the heights kept now.
    case matches(RowMatches, origin: Measurements?)
    /// By id, where no diff matched the rows (a reload, an intermediate stage of a multi-stage
    /// update): for each new row, the flat index of the old row with its id when its content is
    /// unchanged, else -1; `nil` when nothing is measured and there is nothing to carry.
    case ids([Int]?)
  }

  /// The correspondence by id of the rows of `old` and `new` (see ``carryOverMap(from:to:)``).
  /// Rows are compared here, with the apps' own `==`: a controller works this out before it
  /// changes its sizing, so no app code runs while the sizing is being changed.
  /// - Complexity: O(rows). When the ids are the same in the same order, no hashing at all.
  func correspondenceByID(from old: DataSourceList, to new: DataSourceList) -> RowCorrespondence {
    .ids(hasMeasurements ? Self.carryOverMap(from: old, to: new) : nil)
  }

  /// Carries the heights measured before a change over to `new`, the list after it, following
  /// `correspondence`: the one way heights follow rows when the list changes. Rows whose
  /// content changed lose them.
  /// - Complexity: O(changed rows) for an update in place through the diff's matches, else
  ///   O(rows).
  mutating func carryOver(_ correspondence: RowCorrespondence, to new: DataSourceList) {
    switch correspondence {
    case .matches(let matches, let origin): carryByMatches(matches, from: origin)
    case .ids(let map): carryByID(map, rowCount: new.rowCount)
    }
  }

  /// Carries measurements through `map` (see ``RowCorrespondence/ids(_:)``) to a list of
  /// `rowCount` rows; a `nil` map forgets them all.
  private mutating func carryByID(_ map: [Int]?, rowCount: Int) {
    guard let map else {
      // Nothing measured: nothing to match, whatever moved.
      measured = Array(repeating: .nan, count: rowCount)
      if previousWidth != nil { previousMeasured = measured }
      measuredExpanded = []
      previousMeasuredExpanded = []
      return
    }
    measured = Self.remapped(measured, by: map)
    if previousWidth != nil { previousMeasured = Self.remapped(previousMeasured, by: map) }
    measuredExpanded = Self.remapped(measuredExpanded, by: map)
    previousMeasuredExpanded = Self.remapped(previousMeasuredExpanded, by: map)
  }

  /// Carries the heights measured in `origin` over through the diff's `matches` (see
  /// ``RowCorrespondence/matches(_:origin:)``). A `nil` origin: the heights kept now stay, and
  /// only the changed rows' heights are forgotten, in place.
  private mutating func carryByMatches(_ matches: RowMatches, from origin: Measurements?) {
    let count = matches.targetRowCount
    if let origin {
      // Heights go to the width they were measured at: the width may have changed during the
      // update (a rotation while a batch animated), and heights of another width are not kept.
      let current = origin.heights(at: width) ?? ([], [])
      let previous = origin.heights(at: previousWidth) ?? ([], [])
      if matches.isInPlace {
        measured = current.collapsed
        measuredExpanded = current.expanded
        if previousWidth != nil { previousMeasured = previous.collapsed }
        previousMeasuredExpanded = previous.expanded
      } else {
        measured = Self.carried(current.collapsed, by: matches)
        measuredExpanded = Self.carried(current.expanded, by: matches)
        if previousWidth != nil { previousMeasured = Self.carried(previous.collapsed, by: matches) }
        previousMeasuredExpanded = Self.carried(previous.expanded, by: matches)
      }
    }
    if measured.count != count { measured = Array(repeating: .nan, count: count) }
    if measuredExpanded.count != count { measuredExpanded = [] }
    if previousMeasuredExpanded.count != count { previousMeasuredExpanded = [] }
    if previousWidth != nil && previousMeasured.count != count {
      previousMeasured = Array(repeating: .nan, count: count)
    }
    // Only measured rows are reset, in arrays this sizing holds alone unless an origin still
    // shares them: an in-place change without one copies nothing.
    for row in matches.changedTargetRows where row < count {
      forgetHeights(ofRow: row)
    }
  }

  /// Makes every height kept for the row at flat index `row` unknown: collapsed and expanded, at
  /// this width and the previous one.
  private mutating func forgetHeights(ofRow row: Int) {
    Self.forget(row, in: &measured)
    Self.forget(row, in: &previousMeasured)
    Self.forget(row, in: &measuredExpanded)
    Self.forget(row, in: &previousMeasuredExpanded)
  }

  /// Makes the height at `index` unknown, writing (and so copying a shared array) only when it
  /// was known.
  private static func forget(_ index: Int, in heights: inout [Float]) {
    if index < heights.count && !heights[index].isNaN { heights[index] = .nan }
  }

  /// The height at `index`, NaN when there is none (expanded heights may have no array yet).
  private static func value(in heights: [Float], at index: Int) -> Float {
    index < heights.count ? heights[index] : .nan
  }

  private static func carried(_ values: [Float], by matches: RowMatches) -> [Float] {
    guard !values.isEmpty else { return [] }
    return matches.carryingOver(values, unpaired: .nan)
  }

  /// Invalidates exactly the rows a stage that changes contents in place reports as updated:
  /// the diff has already compared every row, so nothing is compared again. The layout keeps
  /// their heights until they are measured again or laid out anew.
  /// - Complexity: O(updates), plus O(rows) to copy the previous width's measurements.
  mutating func invalidate(updated paths: [ElementPath]) {
    for path in paths { forgetHeights(ofRow: flatIndex(of: path)) }
  }

  /// Puts new header and footer heights into the layout, two per section (as
  /// ``rebuild(for:overrides:supplementHeights:)`` takes them), leaving the rows as they are.
  /// - Complexity: O(sections log n).
  mutating func setSupplementHeights(_ heights: [Double]) {
    for section in 0..<min(sectionItemStarts.count - 1, heights.count / 2) {
      offsets.setHeight(heights[2 * section], ofItem: headerItem(ofSection: section))
      offsets.setHeight(heights[2 * section + 1], ofItem: footerItem(ofSection: section))
    }
  }

  /// The height the layout gives the row at `path` now: measured, exact, or its estimate.
  /// - Complexity: O(1).
  func laidOutHeight(ofRowAt path: ElementPath) -> Double { offsets.height(ofItem: item(ofRowAt: path)) }

  /// Forgets every measurement, at every width, collapsed and expanded, and the averages
  /// estimates come from: what rows look like changed (a new text size). The layout keeps the
  /// heights it has, as the estimates of the rows until each is measured again, so nothing
  /// moves until it is.
  /// - Complexity: O(rows), a fill of one number per row; no row is read.
  mutating func forgetAllMeasurements() {
    measured = Array(repeating: .nan, count: measured.count)
    measuredExpanded = []
    previousWidth = nil
    previousMeasured = []
    previousMeasuredExpanded = []
    averages = [:]
    measurementCount &+= 1
  }

  /// Switches to `newWidth`: keeps the measurements of the previous width in case it comes back.
  mutating func setWidth(_ newWidth: Double, rowCount: Int) {
    guard newWidth != width else { return }
    if previousWidth == newWidth {
      swap(&measured, &previousMeasured)
      swap(&measuredExpanded, &previousMeasuredExpanded)
    } else {
      previousMeasured = measured
      previousMeasuredExpanded = measuredExpanded
      measured = Array(repeating: .nan, count: rowCount)
      measuredExpanded = []
    }
    previousWidth = width
    width = newWidth
  }

  /// Rebuilds the layout items for `list`. `supplementHeights` holds two heights per section,
  /// its header's and its footer's (0 where there is none), worked out beforehand: nothing here
  /// asks a host, so a host that asks the controller for heights while it answers never finds
  /// the sizing in the middle of a change.
  /// - Complexity: O(rows + sections).
  /// Returns `true` when a row has a height policy that cannot be honoured.
  @discardableResult
  mutating func rebuild(for list: DataSourceList, overrides: [RowID: Bool], supplementHeights: [Double]) -> Bool {
    var sawInvalidHeight = false
    var estimates = EstimateCache()
    let sizer = rowSizer
    layOut(list, supplementHeights: supplementHeights) { rows, r, flat, measured, measuredExpanded in
      // The decision is `knownOrEstimatedHeight`'s, with each policy checked once and an id
      // read only for expanded rows; an estimate is looked up only for a row not measured.
      let rule = sizer.rule(for: rows + r, overrides: overrides)
      if !rule.isValid { sawInvalidHeight = true }
      return Self.height(from: rule.source, at: flat, measured: measured, measuredExpanded: measuredExpanded) {
        rule.unmeasuredHeight { estimates.estimate(for: rows[r].content.contentTypeID, by: sizer) }
      }
    }
    return sawInvalidHeight
  }

  /// The height of the row at flat index `flat` whose `source` says which measurement, if any,
  /// applies to it: that one when the row has it, else `unmeasured()`.
  @inline(__always)
  private static func height(
    from source: RowHeightSource, at flat: Int, measured: [Float], measuredExpanded: [Float],
    unmeasured: () -> Double
  ) -> Double {
    let value: Float
    switch source {
    case .exact: return unmeasured()
    case .collapsed: value = measured[flat]
    case .expanded: value = Self.value(in: measuredExpanded, at: flat)
    }
    return value.isNaN ? unmeasured() : Double(value)
  }

  /// Where a row's height comes from: its policy alone, or a measurement (collapsed or
  /// expanded) when there is one.
  enum RowHeightSource: UInt8, Sendable {
    case exact, collapsed, expanded
  }

  /// What a layout of a list takes from its rows alone, worked out before the update that
  /// shows the list has its diff (while the diff runs elsewhere): each row's height when no
  /// measurement applies, and which measurement would. Laying the list out from it then reads
  /// only the heights, not the rows (see ``rebuild(for:following:supplementHeights:)``).
  struct RowHeightTable: Sendable {
    fileprivate var heights: [Double] = []
    fileprivate var sources: [RowHeightSource] = []
    /// Whether a row has a height policy that cannot be honoured.
    fileprivate(set) var sawInvalidHeight = false
  }

  /// The table of `list`'s row heights at this width, with the estimates known now.
  /// - Complexity: O(rows), reading each row once.
  func rowHeightTable(for list: DataSourceList, overrides: [RowID: Bool]) -> RowHeightTable {
    var table = RowHeightTable()
    let rowCount = list.rowCount
    var estimates = EstimateCache()
    let sizer = rowSizer
    var sawInvalidHeight = false
    // Both arrays are written once, at their size: no growth, no separate pass to fill them.
    table.sources = [RowHeightSource](unsafeUninitializedCapacity: rowCount) { sources, sourceCount in
      table.heights = [Double](unsafeUninitializedCapacity: rowCount) { heights, heightCount in
        var flat = 0
        list.sections.withUnsafeBufferPointer { sections in
          for index in sections.indices {
            sections[index].section.rows.withUnsafeBufferPointer { rows in
              guard let first = rows.baseAddress else { return }
              for r in rows.indices where flat < rowCount {
                let rule = sizer.rule(for: first + r, overrides: overrides)
                if !rule.isValid { sawInvalidHeight = true }
                sources.initializeElement(at: flat, to: rule.source)
                heights.initializeElement(
                  at: flat,
                  to: rule.unmeasuredHeight { estimates.estimate(for: rows[r].content.contentTypeID, by: sizer) })
                flat &+= 1
              }
            }
          }
        }
        heightCount = flat
      }
      sourceCount = table.heights.count
    }
    table.sawInvalidHeight = sawInvalidHeight
    return table
  }

  /// Rebuilds the layout items for `list` from a table of its row heights worked out before (see
  /// ``rowHeightTable(for:overrides:)``): measured heights as they are now, the rest from the
  /// table. The caller makes sure nothing the table depends on changed since (the width, the
  /// measurements the estimates come from, the rows' expansion).
  /// - Complexity: O(rows + sections), without reading the rows.
  /// Returns whether a row has a height policy that cannot be honoured, or `nil` (nothing done)
  /// when the table is of a list of another row count.
  mutating func rebuild(for list: DataSourceList, from table: RowHeightTable, supplementHeights: [Double]) -> Bool? {
    guard table.heights.count == list.rowCount, table.sources.count == list.rowCount else { return nil }
    table.heights.withUnsafeBufferPointer { heights in
      table.sources.withUnsafeBufferPointer { sources in
        layOut(list, supplementHeights: supplementHeights) { _, _, flat, measured, measuredExpanded in
          Self.height(from: sources[flat], at: flat, measured: measured, measuredExpanded: measuredExpanded) {
            heights[flat]
          }
        }
      }
    }
    return table.sawInvalidHeight
  }

  /// Writes the layout items of `list`: per section its header and footer from
  /// `supplementHeights` (two per section), and each row's height from `rowHeight`, given the
  /// section's rows, the row's index there, its flat index and the measured heights.
  @inline(__always)
  private mutating func layOut(
    _ list: DataSourceList, supplementHeights: [Double],
    rowHeight: (UnsafePointer<Row>, Int, Int, [Float], [Float]) -> Double
  ) {
    func supplementHeight(_ index: Int) -> Double {
      index < supplementHeights.count ? supplementHeights[index] : 0
    }
    let rowCount = list.rowCount
    let itemCount = rowCount + 2 * list.sectionCount
    // The section starts are rewritten in the arrays of the last layout: no allocation when
    // the list keeps its number of sections.
    sectionRowStarts.removeAll(keepingCapacity: true)
    sectionItemStarts.removeAll(keepingCapacity: true)
    sectionRowStarts.reserveCapacity(list.sectionCount + 1)
    sectionItemStarts.reserveCapacity(list.sectionCount + 1)
    sectionRowStarts.append(0)
    sectionItemStarts.append(0)
    if measured.count != rowCount { measured = Array(repeating: .nan, count: rowCount) }
    if measuredExpanded.count != rowCount { measuredExpanded = [] }
    let measured = self.measured
    let measuredExpanded = self.measuredExpanded
    // Every height is written once, in the memory of the last layout's when the item count is
    // unchanged (no allocation, no page faults): the item count is known.
    // The index leaves `self` while it is written, so the writing can read the rest of it; the
    // shared empty index stands in meanwhile (no allocation).
    var offsets = self.offsets
    self.offsets = Self.emptyOffsets
    offsets.replaceHeights(count: itemCount) { heights in
      var item = 0
      var flat = 0
      // Sections and rows are read in place: copying them (a retain and a release of each of
      // their references) would cost more than the sizing.
      list.sections.withUnsafeBufferPointer { sections in
        for sectionIndex in sections.indices {
          heights[item] = supplementHeight(2 &* sectionIndex)
          item &+= 1
          sections[sectionIndex].section.rows.withUnsafeBufferPointer { rows in
            guard let first = rows.baseAddress else { return }
            for r in rows.indices {
              heights[item] = rowHeight(first, r, flat, measured, measuredExpanded)
              item &+= 1
              flat &+= 1
            }
          }
          heights[item] = supplementHeight(2 &* sectionIndex &+ 1)
          item &+= 1
          sectionRowStarts.append(flat)
          sectionItemStarts.append(item)
        }
      }
    }
    self.offsets = offsets
  }

  /// What ``offsets`` holds while ``rebuild(for:overrides:supplementHeights:)`` writes them.
  private static let emptyOffsets = OffsetIndex()

  /// Bytes held per row by the cache and the offset index (for benchmarks).
  var bookkeepingBytes: Int {
    measured.capacity * 4 + previousMeasured.capacity * 4 + offsets.count * 16
      + (measuredExpanded.capacity + previousMeasuredExpanded.capacity) * 4
      + (sectionRowStarts.capacity + sectionItemStarts.capacity) * 8
  }

  // MARK: Helpers

  private static func sameIDs(_ old: DataSourceList, _ new: DataSourceList) -> Bool {
    guard old.sections.count == new.sections.count else { return false }
    for s in old.sections.indices {
      let same = old.sections[s].section.rows.withUnsafeBufferPointer { a in
        new.sections[s].section.rows.withUnsafeBufferPointer { b in
          a.count == b.count && a.indices.allSatisfy { InPlace.haveSameID(a, b, $0, $0) }
        }
      }
      guard same else { return false }
    }
    return true
  }

  /// For each row of `new`, the flat index of the same row in `old` when its content is
  /// unchanged, else -1. Pure, so large lists can compute it off the main actor.
  /// - Complexity: O(rows); no hashing when the ids are the same in the same order.
  private static func carryOverMap(from old: DataSourceList, to new: DataSourceList) -> [Int] {
    var map: [Int] = []
    map.reserveCapacity(new.rowCount)
    if sameIDs(old, new) {
      var flat = 0
      for s in old.sections.indices {
        old.sections[s].section.rows.withUnsafeBufferPointer { a in
          new.sections[s].section.rows.withUnsafeBufferPointer { b in
            for r in a.indices {
              map.append(InPlace.haveSameContent(a, b, r, r) ? flat : -1)
              flat += 1
            }
          }
        }
      }
      return map
    }
    // With duplicate ids the last occurrence wins here; the content check below keeps a wrong
    // pairing from carrying a height to a row that looks different. Rows are read in place
    // (copying the rows would cost more than the hashing).
    var oldIndex: [RowID: (flat: Int, section: Int, row: Int)] = [:]
    oldIndex.reserveCapacity(old.rowCount)
    var flat = 0
    for s in old.sections.indices {
      let rows = old.sections[s].section.rows
      for r in rows.indices {
        oldIndex[rows[r].id] = (flat, s, r)
        flat += 1
      }
    }
    for s in new.sections.indices {
      let rows = new.sections[s].section.rows
      for r in rows.indices {
        if let match = oldIndex[rows[r].id],
          old.sections[match.section].section.rows.withUnsafeBufferPointer({ a in
            rows.withUnsafeBufferPointer { b in InPlace.haveSameContent(a, b, match.row, r) }
          })
        {
          map.append(match.flat)
        } else {
          map.append(-1)
        }
      }
    }
    return map
  }

  private static func remapped(_ values: [Float], by map: [Int]) -> [Float] {
    guard !values.isEmpty else { return [] }
    return map.map { $0 >= 0 && $0 < values.count ? values[$0] : .nan }
  }
}
