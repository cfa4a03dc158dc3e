// Exporting: the shapes of the kept updates are worked out backwards from the list on screen,
// undoing one update at a time with the deltas kept, and written forwards.
extension ListController {
  /// What this controller's ``flightRecorder`` kept, as a recording: its updates since the
  /// latest reload (at most ``FlightRecorder/capacity``), with the shape each showed, their
  /// batches, and the events in between. Write it with ``FlightRecording/json(lineBreaks:)``.
  ///
  /// - Complexity: O(rows × updates kept); nothing is worked out before this is called.
  public func flightRecording() -> FlightRecording {
    flightRecorder.export(from: self)
  }
}

/// A row while a recording is worked out.
struct WorkRow {
  var id: RowID
  var type: any (Equatable & Sendable).Type
  var fingerprint: Int
  var height: HeightPolicy
  var flags: UInt8

  init(_ row: Row) {
    id = row.id
    type = row.content.contentType
    fingerprint = 0
    height = row.heightPolicy
    flags = FlightRecorder.flags(of: row)
  }

  init(_ record: RowRecord, fingerprint: Int) {
    id = record.id
    type = record.type
    self.fingerprint = fingerprint
    height = record.height
    flags = record.flags
  }
}

/// A header or footer while a recording is worked out.
struct WorkSupplement {
  var type: (any (Equatable & Sendable).Type)?
  var fingerprint: Int
  var height: HeightPolicy?
}

/// A section while a recording is worked out: its attributes and row count (its rows are in
/// the shape's flat array), and the rows it hides while collapsed.
struct WorkSection {
  var id: SectionID
  var header: WorkSupplement?
  var footer: WorkSupplement?
  var collapsibility: Collapsibility
  var isCollapsed: Bool
  var layout: CollectionSectionLayout
  var hasIndexTitle: Bool
  var rowCount: Int
  var hidden: [WorkRow] = []
}

/// A shape while a recording is worked out: sections, and every row shown in one array.
struct WorkShape {
  var sections: [WorkSection]
  var rows: [WorkRow]

  init(_ list: DataSourceList) {
    sections = list.sections.map { shown in
      let section = shown.section
      return WorkSection(
        id: section.id,
        header: section.header.map {
          WorkSupplement(type: $0.content?.contentType, fingerprint: 0, height: $0.heightPolicy)
        },
        footer: section.footer.map {
          WorkSupplement(type: $0.content?.contentType, fingerprint: 0, height: $0.heightPolicy)
        },
        collapsibility: section.collapsibility, isCollapsed: shown.isCollapsed, layout: section.collectionLayout,
        hasIndexTitle: section.indexTitle != nil, rowCount: section.rows.count)
    }
    rows = []
    rows.reserveCapacity(list.rowCount)
    for shown in list.sections {
      for row in shown.section.rows { rows.append(WorkRow(row)) }
    }
  }

  init(sections: [WorkSection], rows: [WorkRow]) {
    self.sections = sections
    self.rows = rows
  }

  /// The flat index where each section starts, and the row count at the end.
  var starts: [Int] {
    var starts = [0]
    starts.reserveCapacity(sections.count + 1)
    for section in sections { starts.append(starts[starts.count - 1] + section.rowCount) }
    return starts
  }

  /// Gives the sections the hidden rows of `record`'s target.
  mutating func hide(_ hidden: [(section: Int, rows: [RowRecord])]) {
    for index in sections.indices { sections[index].hidden = [] }
    for (section, rows) in hidden where section < sections.count {
      sections[section].hidden = rows.map { WorkRow($0, fingerprint: 0) }
    }
  }
}

/// A work-out of a recording's shapes, backwards.
struct FlightRecordingExport {
  let redaction: FlightRecorder.IdentifierRedaction
  /// The next fresh fingerprint is `-(used + 1)`: versions further back get lower ones, and
  /// all are shifted up by `used` at the end, so fingerprints grow as time goes on.
  var used = 0
  var typeNames: [ObjectIdentifier: String] = [:]

  init(redaction: FlightRecorder.IdentifierRedaction) {
    self.redaction = redaction
  }

  mutating func fresh() -> Int {
    used += 1
    return -used
  }

  /// Undoes the user's move of a row from `from` to `to`: the row goes back. Returns `false`
  /// when the shape does not fit the move (then the history stops here).
  func undoMove(from: ElementPath, to: ElementPath, in shape: inout WorkShape) -> Bool {
    guard shape.sections.indices.contains(to.section), shape.sections.indices.contains(from.section),
      to.element >= 0, to.element < shape.sections[to.section].rowCount
    else { return false }
    let starts = shape.starts
    let row = shape.rows.remove(at: starts[to.section] + to.element)
    shape.sections[to.section].rowCount -= 1
    let start = shape.starts[from.section]
    guard from.element >= 0, from.element <= shape.sections[from.section].rowCount else { return false }
    shape.rows.insert(row, at: start + from.element)
    shape.sections[from.section].rowCount += 1
    return true
  }

  /// Undoes `delta` on `after`: returns the shape before the update and how the update
  /// changed it (written forwards), or `nil` when the delta does not fit the shape.
  mutating func undo(_ delta: ShapeDelta, on after: WorkShape) -> (before: WorkShape, change: [SectionForward])? {
    let targetCount = after.rows.count
    var sources = [Int](repeating: -1, count: targetCount)
    var rows: [WorkRow]
    if delta.isInPlace {
      guard delta.sourceRowCount == targetCount else { return nil }
      rows = after.rows
      for index in 0..<targetCount { sources[index] = index }
    } else {
      guard delta.runs.count % 3 == 0,
        let filler = after.rows.first ?? delta.deleted.first.map({ WorkRow($0.row, fingerprint: 0) })
      else {
        // No row after the update, none deleted: the list was empty on both sides.
        guard delta.sourceRowCount == 0 else { return nil }
        return undoSections(delta, on: after, rows: [], sources: sources)
      }
      rows = [WorkRow](repeating: filler, count: delta.sourceRowCount)
      var filled = 0
      var index = 0
      while index < delta.runs.count {
        let (target, source, count) = (Int(delta.runs[index]), Int(delta.runs[index + 1]), Int(delta.runs[index + 2]))
        guard target >= 0, source >= 0, count > 0, target + count <= targetCount, source + count <= rows.count else {
          return nil
        }
        for offset in 0..<count {
          rows[source + offset] = after.rows[target + offset]
          sources[target + offset] = source + offset
        }
        filled += count
        index += 3
      }
      for (source, record) in delta.deleted {
        guard Int(source) < rows.count else { return nil }
        rows[Int(source)] = WorkRow(record, fingerprint: fresh())
        filled += 1
      }
      guard filled == rows.count else { return nil }
    }
    for target in delta.changed {
      guard target >= 0, target < targetCount, sources[target] >= 0 else { return nil }
      rows[sources[target]].fingerprint = fresh()
    }
    for (target, record) in delta.changedRows {
      guard Int(target) < targetCount, sources[Int(target)] >= 0 else { return nil }
      let source = sources[Int(target)]
      rows[source] = WorkRow(record, fingerprint: rows[source].fingerprint)
    }
    return undoSections(delta, on: after, rows: rows, sources: sources)
  }

  /// The sections before the update, and the forward change of `after`.
  private mutating func undoSections(
    _ delta: ShapeDelta, on after: WorkShape, rows: [WorkRow], sources: [Int]
  ) -> (before: WorkShape, change: [SectionForward])? {
    var sections: [WorkSection]
    if let records = delta.sourceSections {
      guard records.reduce(0, { $0 + $1.rowCount }) == rows.count else { return nil }
      sections = []
      sections.reserveCapacity(records.count)
      for record in records {
        let partner = Int(record.partner)
        let shown = partner >= 0 && partner < after.sections.count ? after.sections[partner] : nil
        let header = record.header.map { header in
          WorkSupplement(
            type: header.type,
            fingerprint: record.headerUnchanged ? (shown?.header?.fingerprint ?? fresh()) : fresh(),
            height: header.height)
        }
        let footer = record.footer.map { footer in
          WorkSupplement(
            type: footer.type,
            fingerprint: record.footerUnchanged ? (shown?.footer?.fingerprint ?? fresh()) : fresh(),
            height: footer.height)
        }
        sections.append(
          WorkSection(
            id: record.id, header: header, footer: footer, collapsibility: record.collapsibility,
            isCollapsed: record.isCollapsed, layout: record.layout, hasIndexTitle: record.hasIndexTitle,
            rowCount: record.rowCount))
      }
    } else {
      guard after.rows.count == rows.count else { return nil }
      sections = after.sections
    }
    // The update written forwards: each section after it, its rows as runs of rows kept from
    // before it (unchanged) and rows written out (new or changed).
    var changed = delta.changed.makeIterator()
    var nextChanged = changed.next()
    var forward: [SectionForward] = []
    forward.reserveCapacity(after.sections.count)
    var flat = 0
    for section in after.sections {
      var runs: [ForwardRun] = []
      for target in flat..<(flat + section.rowCount) {
        while let next = nextChanged, next < target { nextChanged = changed.next() }
        let isChanged = nextChanged == target
        let source = target < sources.count ? sources[target] : -1
        if source >= 0 && !isChanged {
          if case .kept(let from, let count)? = runs.last, from + count == source {
            runs[runs.count - 1] = .kept(from: from, count: count + 1)
          } else {
            runs.append(.kept(from: source, count: 1))
          }
        } else {
          runs.append(.row(after.rows[target]))
        }
      }
      flat += section.rowCount
      forward.append(SectionForward(section: section, runs: runs))
    }
    return (WorkShape(sections: sections, rows: rows), forward)
  }
}

/// A section of an update written forwards, before fingerprints are shifted and ids redacted.
struct SectionForward {
  var section: WorkSection
  var runs: [ForwardRun]
}

/// Rows of a ``SectionForward``.
enum ForwardRun {
  case kept(from: Int, count: Int)
  case row(WorkRow)
}

extension FlightRecorder {
  /// The recording of what is kept, for `controller`.
  func export(from controller: ListController) -> FlightRecording {
    sampleHost(of: controller, recordingViewport: false)
    var work = FlightRecordingExport(redaction: identifierRedaction)
    let anchor = controller.isUpdating ? (inFlightTarget ?? controller.dataSourceList) : controller.dataSourceList
    var shape = WorkShape(anchor)
    shape.hide(records.last?.hiddenRows ?? [])
    var settings = lastSettings ?? FlightRecording.Settings()
    // Each kept update, newest first, with its forward change; the walk stops at a reload, at
    // an update whose list before it changed unseen, or at a delta that does not fit.
    var walked: [(record: UpdateRecord, change: [SectionForward])] = []
    var fits = records.last.map {
      $0.targetRowCount == shape.rows.count && $0.targetSectionCount == shape.sections.count
    }
    for index in records.indices.reversed() where fits == true {
      let record = records[index]
      // Rows the user moved after the update go back first.
      for event in record.events.reversed() {
        guard case .userMove(_, let from, let to) = event else { continue }
        if !work.undoMove(from: from, to: to, in: &shape) {
          fits = false
          break
        }
      }
      guard fits == true else { break }
      guard let delta = record.delta else {
        // A reload: what it showed is the shape now, written out in full.
        walked.append((record, forwardWritingOut(shape)))
        shape = WorkShape(sections: [], rows: [])
        break
      }
      guard let (before, change) = work.undo(delta, on: shape) else { break }
      walked.append((record, change))
      shape = before
      shape.hide(index > 0 ? records[index - 1].hiddenRows : [])
      if record.startsHistory { break }
    }
    // The settings in force when the history starts: those the first update kept found.
    if let first = walked.last?.record.settings { settings = first }
    return recording(of: controller, start: shape, walked: walked.reversed(), settings: settings, work: &work)
  }

  /// `shape` as a forward change that writes every row out.
  private func forwardWritingOut(_ shape: WorkShape) -> [SectionForward] {
    var flat = 0
    return shape.sections.map { section in
      defer { flat += section.rowCount }
      return SectionForward(section: section, runs: shape.rows[flat..<(flat + section.rowCount)].map(ForwardRun.row))
    }
  }
}
