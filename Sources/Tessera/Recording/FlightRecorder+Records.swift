// What the recorder keeps per update, in memory: compact, and without content.

/// A row as the recorder keeps it: the id, the content's type (its name is read only on
/// export), the height policy and the flags.
struct RowRecord {
  var id: RowID
  var type: any (Equatable & Sendable).Type
  var height: HeightPolicy
  /// Expandable (1), initially expanded (2) and the move scope (4: within its section, 8:
  /// within the list), as ``FlightRecorder/flags(of:)`` reads them.
  var flags: UInt8

  init(_ row: Row) {
    id = row.id
    type = row.content.contentType
    height = row.heightPolicy
    flags = FlightRecorder.flags(of: row)
  }
}

/// A header or footer as the recorder keeps it.
struct SupplementRecord {
  /// The content's type, `nil` for a title.
  var type: (any (Equatable & Sendable).Type)?
  var height: HeightPolicy?

  init(_ supplement: SectionSupplement) {
    type = supplement.content?.contentType
    height = supplement.heightPolicy
  }
}

/// A section before an update whose sections changed: its attributes, its row count, and which
/// section after the update it is (so that unchanged headers keep their fingerprints).
struct SectionRecord {
  var id: SectionID
  var header: SupplementRecord?
  var footer: SupplementRecord?
  var collapsibility: Collapsibility
  var isCollapsed: Bool
  var layout: CollectionSectionLayout
  var hasIndexTitle: Bool
  var rowCount: Int
  /// The index of the same section after the update, or -1 when it was deleted.
  var partner: Int32
  /// Whether its header (footer) equals the partner's.
  var headerUnchanged: Bool
  var footerUnchanged: Bool

  init(_ shown: DataSourceSection, partner: Int32, headerUnchanged: Bool, footerUnchanged: Bool) {
    let section = shown.section
    id = section.id
    header = section.header.map(SupplementRecord.init)
    footer = section.footer.map(SupplementRecord.init)
    collapsibility = section.collapsibility
    isCollapsed = shown.isCollapsed
    layout = section.collectionLayout
    hasIndexTitle = section.indexTitle != nil
    rowCount = section.rows.count
    self.partner = partner
    self.headerUnchanged = headerUnchanged
    self.footerUnchanged = footerUnchanged
  }
}

/// How an update changed the shape of the list, from the diff's own matches: enough to work
/// out the shape before it from the shape after it.
struct ShapeDelta {
  /// Whether every row after the update is the row at the same flat index before it.
  var isInPlace: Bool
  /// When not in place: runs of target rows paired with consecutive source rows, as triples
  /// (first target row, first source row, count), ascending. Target rows in no run are new.
  var runs: [Int32] = []
  /// The target rows (flat indexes) whose content, height or flags changed, ascending: the
  /// diff's own array, shared (copying it into narrower integers cost more than the memory
  /// it saved).
  var changed: [Int] = []
  /// Of those, the ones whose content type, height or flags changed: the row as it was.
  var changedRows: [(target: UInt32, row: RowRecord)] = []
  /// The source rows no target row is paired with, ascending, as they were.
  var deleted: [(source: UInt32, row: RowRecord)] = []
  /// The sections before the update, when anything about them differs from those after it.
  var sourceSections: [SectionRecord]?
  /// The number of rows before the update.
  var sourceRowCount: Int

  var byteCount: Int {
    runs.capacity * 4 + changed.capacity * 8 + changedRows.capacity * MemoryLayout<(UInt32, RowRecord)>.stride
      + deleted.capacity * MemoryLayout<(UInt32, RowRecord)>.stride
      + (sourceSections?.capacity ?? 0) * MemoryLayout<SectionRecord>.stride
  }
}

/// One batch as handed to the host. The operations are the stage's own arrays (shared, not
/// copied), or `nil` when the batch only updates the update's changed rows in place (they are
/// then written once, in the update's delta).
struct BatchRecord {
  var operations: ListUpdateStage?
  var supplementRefreshes: [Int]
  var isAnimated: Bool
  var isFirstOfUpdate: Bool

  var byteCount: Int {
    guard let stage = operations else { return MemoryLayout<Self>.stride }
    return MemoryLayout<Self>.stride + stage.elementDeletes.capacity * 16 + stage.elementInserts.capacity * 16
      + stage.elementUpdates.capacity * 16 + stage.elementMoves.capacity * 32
      + (stage.sectionDeletes.capacity + stage.sectionInserts.capacity + stage.sectionUpdates.capacity) * 8
      + stage.sectionMoves.capacity * 16
  }
}

/// An event as the recorder keeps it (ids as the app gave them; redacted on export).
enum EventRecord {
  case tap(RowID, ElementPath)
  case deselect(RowID, ElementPath)
  case viewport(Double)
  case width(Double)
  case registration(contentType: any (Equatable & Sendable).Type, view: String, forSupplements: Bool)
  case settings(FlightRecording.Settings)
  case expansion(RowID, Bool)
  case collapse(SectionID, Bool)
  case userMove(RowID, from: ElementPath, to: ElementPath)
  case heightInvalidation(RowID)
  case measuredHeightsInvalidation
  case supplementHeightsInvalidation
  case rowMeasurement(RowID, width: Double, isExpanded: Bool, height: Double)
  case supplementMeasurement(SectionID, isHeader: Bool, width: Double, height: Double)
  case anchoring(RowID?, distance: Double)
  case diagnostic(ListDiagnostic)
}

/// One update: how it reached the view, its shape change, its batches and the events after it.
struct UpdateRecord {
  var number: Int
  var isAnimated: Bool
  var outcome: FlightRecording.Outcome
  var skipped: Int
  var width: Double
  var viewportTop: Double?
  /// What the host was set to when the update started.
  var settings: FlightRecording.Settings?
  /// `nil` for a reload: the shape before it is not known, so the exported history starts at
  /// the latest reload.
  var delta: ShapeDelta?
  /// Whether the list shown before this update is not the one the update before it showed (it
  /// changed without the recorder seeing how): the exported history starts at this update.
  var startsHistory = false
  var batches: [BatchRecord] = []
  var events: [EventRecord] = []
  var droppedEvents = 0
  /// Rows of the target's collapsed sections: (section index, rows).
  var hiddenRows: [(section: Int, rows: [RowRecord])] = []
  /// The target's section and row counts, to check that the list shown is still it.
  var targetSectionCount: Int
  var targetRowCount: Int

  mutating func append(_ event: EventRecord) {
    guard events.count < FlightRecorder.eventLimit else {
      droppedEvents += 1
      return
    }
    events.append(event)
  }

  var byteCount: Int {
    var bytes = MemoryLayout<Self>.stride + (delta?.byteCount ?? 0) + events.capacity * MemoryLayout<EventRecord>.stride
    for batch in batches { bytes += batch.byteCount }
    for hidden in hiddenRows { bytes += hidden.rows.capacity * MemoryLayout<RowRecord>.stride }
    return bytes
  }
}

/// Arrays every update reuses.
struct Scratch {
  /// Flat row index where each section of the source starts, and one past the end.
  var sectionStarts: [Int] = []
  /// One bit per source row: paired with a target row.
  var pairedSources: [UInt64] = []

  var byteCount: Int { sectionStarts.capacity * 8 + pairedSources.capacity * 8 }
}

extension FlightRecorder {
  /// What the recorder keeps of a row's expansion and move scope, through its public API: 1
  /// when it is expandable, 2 when it starts expanded, 4 when it moves within its section, 8
  /// within the list.
  nonisolated static func flags(of row: Row) -> UInt8 {
    var flags: UInt8 = (row.isExpandable ? 1 : 0) | (row.isInitiallyExpanded ? 2 : 0)
    if row.behaviors.hasInteractions, let move = row.behaviors.interactions.move {
      flags |= move.scope == .section ? 4 : 8
    }
    return flags
  }
}
