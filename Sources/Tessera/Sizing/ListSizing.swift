/// Heights and offsets of everything a host shows: a cache of measured heights and an
/// ``OffsetIndex`` over headers, rows and footers.
///
/// Layout items, in order, per section: the header (height 0 when there is none), the rows, the
/// footer (height 0 when there is none). Measured heights of `automatic` rows are kept per row
/// position in compact arrays (4 bytes a row) for the current and the previous width, so turning
/// a device back and forth never re-measures; expanded heights are kept by row key, only for rows
/// that were expanded. The cache is keyed, in effect, by (row key, content, width, expanded):
/// content changes and width changes invalidate exactly the entries they affect.
struct ListSizing {
  /// The width rows are laid out in.
  private(set) var width: Double
  /// Measured collapsed heights at `width`, by flat row index; NaN when not measured.
  private var measured: [Float] = []
  /// Measured expanded heights at `width`.
  private var measuredExpanded: [RowID: Float] = [:]
  /// The same for the previous width.
  private var previousWidth: Double?
  private var previousMeasured: [Float] = []
  private var previousMeasuredExpanded: [RowID: Float] = [:]
  /// Running average of measured heights per content type, for estimates.
  private var averages: [ObjectIdentifier: (sum: Double, count: Double)] = [:]
  /// First flat row index of each section.
  private var sectionRowStarts: [Int] = [0]
  /// First layout item of each section (its header).
  private var sectionItemStarts: [Int] = [0]
  /// Heights and offsets of the layout items.
  private(set) var offsets = OffsetIndex()
  /// The height used for an `automatic` row with no estimate and no measured row of its type.
  var defaultEstimate: Double
  /// Height units per width unit for aspect-ratio rows (see ``ListHost/aspectRatioScale``).
  var aspectRatioScale: Double = 1

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
  func layoutItem(_ item: Int) -> ListLayoutItem {
    // The last section whose first item is at or before `item`.
    var low = 0
    var high = sectionItemStarts.count - 2
    while low < high {
      let mid = (low + high + 1) / 2
      if sectionItemStarts[mid] <= item { low = mid } else { high = mid - 1 }
    }
    let start = sectionItemStarts[low]
    if item == start { return .header(section: low) }
    if item == sectionItemStarts[low + 1] - 1 { return .footer(section: low) }
    return .row(ElementPath(element: item - start - 1, section: low))
  }

  // MARK: Heights

  /// The measured height of a row, if it has one at the current width.
  func measuredHeight(at path: ElementPath, id: RowID, isExpanded: Bool) -> Double? {
    let value = isExpanded ? measuredExpanded[id] : measured[flatIndex(of: path)]
    guard let value, !value.isNaN else { return nil }
    return Double(value)
  }

  /// Records a measurement and moves the row's layout item to the measured height.
  mutating func record(_ height: Double, at path: ElementPath, row: Row, isExpanded: Bool) {
    if isExpanded {
      measuredExpanded[row.id] = Float(height)
    } else {
      measured[flatIndex(of: path)] = Float(height)
    }
    averages[row.content.contentTypeID, default: (0, 0)].sum += height
    averages[row.content.contentTypeID, default: (0, 0)].count += 1
    offsets.setHeight(height, ofItem: item(ofRowAt: path))
  }

  /// Puts the height of a row's layout item, e.g. after its expansion changed.
  mutating func setItemHeight(_ height: Double, ofRowAt path: ElementPath) {
    offsets.setHeight(height, ofItem: item(ofRowAt: path))
  }

  /// The height a row has without measuring: fixed and aspect-ratio rows exactly, automatic
  /// rows from the cache, else their estimate, else the average of their content type.
  func knownOrEstimatedHeight(at path: ElementPath, row: Row, isExpanded: Bool) -> Double {
    knownOrEstimatedHeight(
      policy: row.height, id: row.id, flatIndex: flatIndex(of: path), isExpanded: isExpanded,
      contentType: row.content.contentTypeID)
  }

  /// The same decision from a row's fields, so ``rebuild(for:isExpanded:supplementHeight:)``
  /// can make it without copying rows or resolving paths.
  private func knownOrEstimatedHeight(
    policy: HeightPolicy, id: RowID, flatIndex: Int, isExpanded: Bool, contentType: ObjectIdentifier
  ) -> Double {
    if let exact = exactHeight(for: policy) { return exact }
    if let value = isExpanded ? measuredExpanded[id] : measured[flatIndex], !value.isNaN { return Double(value) }
    return estimate(for: policy, contentType: contentType)
  }

  /// The height of a fixed or aspect-ratio row (invalid policies count as automatic).
  func exactHeight(of row: Row) -> Double? { exactHeight(for: row.height) }

  /// The exact height of a fixed or aspect-ratio policy at this width, for rows and headers
  /// alike (``HeightPolicy/exactHeight(forWidth:aspectRatioScale:)``).
  func exactHeight(for policy: HeightPolicy) -> Double? {
    policy.exactHeight(forWidth: width, aspectRatioScale: aspectRatioScale)
  }

  /// The estimate of an automatic row.
  func estimate(for row: Row) -> Double { estimate(for: row.height, contentType: row.content.contentTypeID) }

  func estimate(for policy: HeightPolicy, contentType: ObjectIdentifier) -> Double {
    if let estimate = policy.validEstimate { return estimate }
    if let average = averages[contentType], average.count > 0 {
      return (average.sum / average.count).rounded()
    }
    return defaultEstimate
  }

  // MARK: Structure changes

  /// Whether any row has a measured height to carry over (lists of fixed-height rows never do).
  /// - Complexity: O(rows), a scan of floats.
  var hasMeasurements: Bool {
    !measuredExpanded.isEmpty || !previousMeasuredExpanded.isEmpty
      || measured.contains { !$0.isNaN } || previousMeasured.contains { !$0.isNaN }
  }

  /// Carries measurements from `old` to `new` by row id; rows whose content changed lose them.
  /// Used only where no diff has matched the rows: the intermediate stages of a multi-stage
  /// update (the last stage uses ``carryOver(from:matches:to:)``).
  /// - Complexity: O(rows). When the ids are the same in the same order, no hashing at all.
  mutating func remap(from old: PresentedList, to new: PresentedList) {
    guard hasMeasurements else {
      // Nothing measured: nothing to match, whatever moved.
      measured = Array(repeating: .nan, count: new.rowCount)
      if previousWidth != nil { previousMeasured = measured }
      return
    }
    let map = Self.carryOverMap(from: old, to: new)
    measured = Self.remapped(measured, by: map)
    if previousWidth != nil { previousMeasured = Self.remapped(previousMeasured, by: map) }
    if !measuredExpanded.isEmpty || !previousMeasuredExpanded.isEmpty {
      forgetExpanded(Self.changedKeys(from: old, to: new))
    }
  }

  /// The measured heights, as they are before an update, to carry over once it is done.
  struct Measurements {
    fileprivate var measured: [Float]
    fileprivate var previousMeasured: [Float]
  }

  /// The measured heights now (copy-on-write: taking them copies nothing).
  var measurements: Measurements { Measurements(measured: measured, previousMeasured: previousMeasured) }

  /// Carries the heights measured in `origin` over to `new`, through the diff's matches: a row
  /// keeps its height when it was paired and its content did not change. Nothing is hashed or
  /// compared again.
  /// - Complexity: O(changed rows) for an in-place change, else O(rows).
  mutating func carryOver(from origin: Measurements, matches: RowMatches, to new: PresentedList) {
    let count = matches.targetRowCount
    if matches.isInPlace {
      measured = origin.measured
      if previousWidth != nil { previousMeasured = origin.previousMeasured }
    } else {
      measured = Self.carried(origin.measured, by: matches)
      if previousWidth != nil { previousMeasured = Self.carried(origin.previousMeasured, by: matches) }
    }
    if measured.count != count { measured = Array(repeating: .nan, count: count) }
    for row in matches.changedTargetRows where row < count {
      measured[row] = .nan
      if row < previousMeasured.count { previousMeasured[row] = .nan }
    }
    guard !matches.changedTargetRows.isEmpty, !measuredExpanded.isEmpty || !previousMeasuredExpanded.isEmpty else { return }
    // Expanded heights are kept by id: forget those of the rows whose content changed.
    var changed = matches.changedTargetRows.makeIterator()
    var next = changed.next()
    var start = 0
    for section in new.sections {
      let rows = section.rows
      while let flat = next, flat < start + rows.count {
        forgetExpanded([rows[flat - start].id])
        next = changed.next()
      }
      start += rows.count
    }
  }

  private static func carried(_ values: [Float], by matches: RowMatches) -> [Float] {
    guard !values.isEmpty else { return [] }
    return matches.carryingOver(values, unpaired: .nan)
  }

  /// Invalidates exactly the rows a stage that changes contents in place reports as updated:
  /// the diff has already compared every row, so nothing is compared again.
  /// - Complexity: O(updates), plus O(rows) to copy the previous width's measurements.
  mutating func invalidate(updated paths: [ElementPath], in list: PresentedList) {
    for path in paths {
      let flat = flatIndex(of: path)
      if flat < measured.count { measured[flat] = .nan }
      if flat < previousMeasured.count { previousMeasured[flat] = .nan }
    }
    if !measuredExpanded.isEmpty || !previousMeasuredExpanded.isEmpty {
      forgetExpanded(paths.map { list[$0].id })
    }
  }

  private mutating func forgetExpanded(_ ids: [RowID]) {
    for id in ids {
      measuredExpanded[id] = nil
      previousMeasuredExpanded[id] = nil
    }
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
      measuredExpanded = [:]
    }
    previousWidth = width
    width = newWidth
  }

  /// Rebuilds the layout items for `list`.
  /// - Complexity: O(rows + sections).
  /// Returns `true` when a row has a height policy that cannot be honoured.
  @discardableResult
  mutating func rebuild(
    for list: PresentedList, isExpanded: (_ id: RowID, _ initially: Bool) -> Bool, supplementHeight: (SectionSupplement, Bool) -> Double
  ) -> Bool {
    var sawInvalidHeight = false
    var heights: [Double] = []
    heights.reserveCapacity(list.rowCount + 2 * list.sectionCount)
    sectionRowStarts = [0]
    sectionItemStarts = [0]
    sectionRowStarts.reserveCapacity(list.sectionCount + 1)
    sectionItemStarts.reserveCapacity(list.sectionCount + 1)
    if measured.count != list.rowCount { measured = Array(repeating: .nan, count: list.rowCount) }
    let measured = self.measured
    var estimates = EstimateCache()
    var flat = 0
    for sectionIndex in list.sections.indices {
      let section = list.sections[sectionIndex].section
      heights.append(section.header.map { supplementHeight($0, true) } ?? 0)
      // Fields are read in place: copying whole rows here would cost more than the sizing. The
      // decision is `knownOrEstimatedHeight`'s, with each policy checked once and an id read
      // only for expanded rows.
      section.rows.withUnsafeBufferPointer { rows in
        for r in rows.indices {
          let policy = rows[r].height
          let isValid = policy.isValid
          if !isValid { sawInvalidHeight = true }
          var estimate: Double?
          if isValid {
            guard case .automatic(let valid) = policy.kind else {
              heights.append(exactHeight(for: policy) ?? 0)
              flat &+= 1
              continue
            }
            estimate = valid
          }
          let value: Float
          if rows[r].isExpandable && isExpanded(rows[r].id, rows[r].isInitiallyExpanded) {
            value = measuredExpanded[rows[r].id] ?? .nan
          } else {
            value = measured[flat]
          }
          if !value.isNaN {
            heights.append(Double(value))
          } else if let estimate {
            heights.append(estimate)
          } else {
            heights.append(estimates.estimate(for: rows[r].content.contentTypeID, in: self))
          }
          flat &+= 1
        }
      }
      heights.append(section.footer.map { supplementHeight($0, false) } ?? 0)
      sectionRowStarts.append(flat)
      sectionItemStarts.append(heights.count)
    }
    offsets = OffsetIndex(heights: heights)
    return sawInvalidHeight
  }

  /// Bytes held per row by the cache and the offset index (for benchmarks).
  var bookkeepingBytes: Int {
    measured.capacity * 4 + previousMeasured.capacity * 4 + offsets.count * 16
      + (measuredExpanded.capacity + previousMeasuredExpanded.capacity) * 40
      + (sectionRowStarts.capacity + sectionItemStarts.capacity) * 8
  }

  // MARK: Helpers

  private static func sameIDs(_ old: PresentedList, _ new: PresentedList) -> Bool {
    guard old.sections.count == new.sections.count else { return false }
    for s in old.sections.indices {
      let same = old.sections[s].section.rows.withUnsafeBufferPointer { a in
        new.sections[s].section.rows.withUnsafeBufferPointer { b in
          a.count == b.count && a.indices.allSatisfy { RowsInPlace.haveSameID(a, b, $0, $0) }
        }
      }
      guard same else { return false }
    }
    return true
  }

  /// For each row of `new`, the flat index of the same row in `old` when its content is
  /// unchanged, else -1. Pure, so large lists can compute it off the main actor.
  /// - Complexity: O(rows); no hashing when the ids are the same in the same order.
  static func carryOverMap(from old: PresentedList, to new: PresentedList) -> [Int] {
    var map: [Int] = []
    map.reserveCapacity(new.rowCount)
    if sameIDs(old, new) {
      var flat = 0
      for s in old.sections.indices {
        old.sections[s].section.rows.withUnsafeBufferPointer { a in
          new.sections[s].section.rows.withUnsafeBufferPointer { b in
            for r in a.indices {
              map.append(RowsInPlace.haveSameContent(a, b, r, r) ? flat : -1)
              flat += 1
            }
          }
        }
      }
      return map
    }
    // With duplicate ids the last occurrence wins here; the content check below keeps a wrong
    // pairing from carrying a height to a row that looks different. Rows are read in place
    // (copying 100,000 rows would cost more than the hashing).
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
            rows.withUnsafeBufferPointer { b in RowsInPlace.haveSameContent(a, b, match.row, r) }
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
    map.map { $0 >= 0 && $0 < values.count ? values[$0] : .nan }
  }

  private static func changedKeys(from old: PresentedList, to new: PresentedList) -> [RowID] {
    var oldRows: [RowID: Row] = [:]
    for section in old.sections {
      for row in section.rows where row.isExpandable { oldRows[row.id] = row }
    }
    var changed: [RowID] = []
    for section in new.sections {
      for row in section.rows {
        if let previous = oldRows[row.id], !previous.isContentEqual(to: row) { changed.append(row.id) }
      }
    }
    return changed
  }
}
