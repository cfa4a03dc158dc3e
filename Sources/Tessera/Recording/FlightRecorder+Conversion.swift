// Turning what the recorder worked out into a ``FlightRecording``: fingerprints shifted so they
// grow with time, ids redacted as asked, types named.
extension FlightRecorder {
  /// The recording that starts with `start` and goes on with the `walked` updates, oldest first.
  func recording(
    of controller: ListController, start: WorkShape, walked: [(record: UpdateRecord, change: [SectionForward])],
    settings: FlightRecording.Settings, work: inout FlightRecordingExport
  ) -> FlightRecording {
    var entries: [FlightRecording.Entry] = []
    // The events before the first kept update belong to the history only when it starts there.
    if walked.count == records.count {
      entries += leadingEvents.map { .event(work.event($0)) }
      if leadingDroppedEvents > 0 { entries.append(.event(.eventsDropped(count: leadingDroppedEvents))) }
    }
    for (record, change) in walked {
      let sections = change.map { work.sectionChange($0) }
      let counts = change.map { $0.runs.reduce(0) { $0 + $1.count } }
      let batches = record.batches.map { work.batch($0, changed: record.delta?.changed ?? [], counts: counts) }
      entries.append(
        .update(
          FlightRecording.Update(
            number: record.number, isAnimated: record.isAnimated, outcome: record.outcome,
            skippedSnapshots: record.skipped, width: record.width, viewportTop: record.viewportTop,
            change: FlightRecording.ShapeChange(sections: sections), batches: batches)))
      entries += record.events.map { .event(work.event($0)) }
      if record.droppedEvents > 0 { entries.append(.event(.eventsDropped(count: record.droppedEvents))) }
    }
    let hostKind = recordedHost?.flightRecorderHostKind ?? controller.host.map { String(describing: type(of: $0)) }
    return FlightRecording(
      hostKind: hostKind, settings: settings, droppedUpdates: droppedUpdates + records.count - walked.count,
      start: work.shape(start), entries: entries)
  }
}

extension ForwardRun {
  /// The number of rows of the run.
  var count: Int {
    switch self {
    case .kept(_, let count): count
    case .row: 1
    }
  }
}

extension FlightRecordingExport {
  /// The name a recording gives `type`: module-qualified, as `String(reflecting:)` writes it.
  mutating func name(of type: any (Equatable & Sendable).Type) -> String {
    let key = ObjectIdentifier(type)
    if let known = typeNames[key] { return known }
    let name = String(reflecting: type)
    typeNames[key] = name
    return name
  }

  /// `id` as the recording writes it.
  func identifier(_ id: ListIdentifier) -> FlightRecording.Identifier {
    switch redaction {
    case .none:
      if let string = id.as(String.self) { return .string(string) }
      if let int = id.as(Int.self) { return .int(int) }
      let base = id.base
      return .other(type: String(reflecting: type(of: base)), description: String(describing: base))
    case .hashed:
      let base = id.base
      return .redacted(Self.hash("\(String(reflecting: type(of: base))):\(String(describing: base))"))
    case .custom(let transform):
      return .redacted(transform(id))
    }
  }

  /// The 64-bit FNV-1a hash of `text`'s UTF-8, as 16 hexadecimal digits.
  static func hash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Shifts a fingerprint so that the oldest is 0 or more and they grow with time.
  func shifted(_ fingerprint: Int) -> Int { fingerprint + used }

  mutating func row(_ row: WorkRow) -> FlightRecording.Row {
    FlightRecording.Row(
      id: identifier(row.id), type: name(of: row.type), fingerprint: shifted(row.fingerprint), height: row.height,
      isExpandable: row.flags & 1 != 0, isInitiallyExpanded: row.flags & 2 != 0,
      moveScope: row.flags & 4 != 0 ? .section : row.flags & 8 != 0 ? .list : nil)
  }

  mutating func supplement(_ supplement: WorkSupplement) -> FlightRecording.Supplement {
    FlightRecording.Supplement(
      contentType: supplement.type.map { name(of: $0) }, fingerprint: shifted(supplement.fingerprint),
      height: supplement.height)
  }

  mutating func attributes(_ section: WorkSection) -> FlightRecording.SectionAttributes {
    FlightRecording.SectionAttributes(
      id: identifier(section.id), header: section.header.map { supplement($0) },
      footer: section.footer.map { supplement($0) }, collapsibility: section.collapsibility,
      isCollapsed: section.isCollapsed, layout: section.layout, hasIndexTitle: section.hasIndexTitle)
  }

  mutating func shape(_ shape: WorkShape) -> FlightRecording.Shape {
    var sections: [FlightRecording.Section] = []
    sections.reserveCapacity(shape.sections.count)
    var flat = 0
    for section in shape.sections {
      var rows: [FlightRecording.Row] = []
      rows.reserveCapacity(section.rowCount)
      for index in flat..<(flat + section.rowCount) { rows.append(row(shape.rows[index])) }
      flat += section.rowCount
      sections.append(
        FlightRecording.Section(
          attributes: attributes(section), rows: rows, hiddenRows: section.hidden.map { row($0) }))
    }
    return FlightRecording.Shape(sections: sections)
  }

  mutating func sectionChange(_ forward: SectionForward) -> FlightRecording.SectionChange {
    FlightRecording.SectionChange(
      attributes: attributes(forward.section),
      rows: forward.runs.map { run in
        switch run {
        case .kept(let from, let count): .kept(from: from, count: count)
        case .row(let value): .row(row(value))
        }
      },
      hiddenRows: forward.section.hidden.map { row($0) })
  }

  /// A batch as recorded: a batch kept without operations updated the update's `changed`
  /// rows in place, in a list whose sections hold `counts` rows.
  func batch(_ record: BatchRecord, changed: [Int], counts: [Int]) -> FlightRecording.Batch {
    if let stage = record.operations {
      return FlightRecording.Batch(
        sectionDeletes: stage.sectionDeletes, sectionInserts: stage.sectionInserts,
        sectionUpdates: stage.sectionUpdates, sectionMoves: stage.sectionMoves, rowDeletes: stage.elementDeletes,
        rowInserts: stage.elementInserts, rowUpdates: stage.elementUpdates, rowMoves: stage.elementMoves,
        supplementRefreshes: record.supplementRefreshes, isAnimated: record.isAnimated,
        isFirstOfUpdate: record.isFirstOfUpdate)
    }
    var updates: [ElementPath] = []
    updates.reserveCapacity(changed.count)
    var section = 0
    var start = 0
    for flat in changed {
      while section < counts.count, flat >= start + counts[section] {
        start += counts[section]
        section += 1
      }
      updates.append(ElementPath(element: flat - start, section: section))
    }
    return FlightRecording.Batch(
      rowUpdates: updates, supplementRefreshes: record.supplementRefreshes, isAnimated: record.isAnimated,
      isFirstOfUpdate: record.isFirstOfUpdate)
  }

  mutating func event(_ event: EventRecord) -> FlightRecording.Event {
    switch event {
    case .tap(let id, let path): .tap(row: identifier(id), at: path)
    case .deselect(let id, let path): .deselect(row: identifier(id), at: path)
    case .viewport(let top): .viewport(top: top)
    case .width(let width): .width(width)
    case .registration(let type, let view, let forSupplements):
      .registration(contentType: name(of: type), view: view, forSupplements: forSupplements)
    case .settings(let settings): .settings(settings)
    case .expansion(let id, let expanded): .expansion(row: identifier(id), isExpanded: expanded)
    case .collapse(let id, let collapsed): .collapse(section: identifier(id), isCollapsed: collapsed)
    case .userMove(let id, let from, let to): .userMove(row: identifier(id), from: from, to: to)
    case .heightInvalidation(let id): .heightInvalidation(row: identifier(id))
    case .measuredHeightsInvalidation: .measuredHeightsInvalidation
    case .supplementHeightsInvalidation: .supplementHeightsInvalidation
    case .rowMeasurement(let id, let width, let expanded, let height):
      .rowMeasurement(row: identifier(id), width: width, isExpanded: expanded, height: height)
    case .supplementMeasurement(let id, let isHeader, let width, let height):
      .supplementMeasurement(section: identifier(id), isHeader: isHeader, width: width, height: height)
    case .anchoring(let id, let distance): .anchoring(row: id.map { identifier($0) }, distance: distance)
    case .diagnostic(let diagnostic):
      .diagnostic(kind: Self.kind(of: diagnostic), text: isRedacting ? nil : diagnostic.description)
    }
  }

  /// Whether ids are redacted (then diagnostics, whose texts name ids, keep only their kind).
  var isRedacting: Bool {
    if case .none = redaction { return false }
    return true
  }

  /// The name of a diagnostic's case.
  static func kind(of diagnostic: ListDiagnostic) -> String {
    switch diagnostic {
    case .duplicateRowID: "duplicateRowID"
    case .duplicateSectionID: "duplicateSectionID"
    case .invalidRowHeight: "invalidRowHeight"
    case .invalidSupplementHeight: "invalidSupplementHeight"
    case .invalidCollectionLayout: "invalidCollectionLayout"
    case .missingRenderer: "missingRenderer"
    case .rowIDNotEqualToItself: "rowIDNotEqualToItself"
    case .sectionIDNotEqualToItself: "sectionIDNotEqualToItself"
    case .rowContentNotEqualToItself: "rowContentNotEqualToItself"
    case .hostMisuse: "hostMisuse"
    case .calledOffMainActor: "calledOffMainActor"
    case .childrenNotLoaded: "childrenNotLoaded"
    }
  }
}
