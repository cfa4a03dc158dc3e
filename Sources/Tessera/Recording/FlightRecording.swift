/// A list's recent history without its content, as a ``FlightRecorder`` kept it: the shape of
/// every snapshot shown (section and row ids, content type names, a fingerprint of each content,
/// height policies, expansion and collapse), the batches handed to the view or the reloads
/// chosen instead, and what happened to the list in between (taps, scrolling, width changes,
/// registrations, measurements, diagnostics).
///
/// A recording holds no content values and no text: rows are known by their ids and by the
/// names of their content types. Ids that are personal data can be hashed or replaced when the
/// recording is made (``FlightRecorder/identifierRedaction``).
///
/// ``json(lineBreaks:)`` writes it as a versioned JSON document; `TesseraTesting` reads it back
/// (`FlightRecording(json:)`) and replays it on the headless views (`FlightReplay`), and so does
/// the `tessera-replay` tool.
public struct FlightRecording: Sendable, Equatable {
  /// The `format` member of every recording's JSON document.
  public static let formatName = "tessera-flight-recording"
  /// The version of the JSON document written by this release; a reader refuses later ones.
  public static let currentVersion = 1

  /// The version of the document the recording came from.
  public var version: Int
  /// The type of the host the list was shown through (`TableViewHost`, `CollectionViewHost`,
  /// or another host's type name), `nil` when it had none.
  public var hostKind: String?
  /// What the controller and its host were set to when the recording starts.
  public var settings: Settings
  /// Updates older than the first one kept: the recorder keeps the latest
  /// ``FlightRecorder/capacity`` updates, and none before the latest reload.
  public var droppedUpdates: Int
  /// What was shown before the first entry (empty when the first update loads the list).
  public var start: Shape
  /// The updates and events, oldest first.
  public var entries: [Entry]

  /// Creates a recording.
  public init(
    version: Int = FlightRecording.currentVersion, hostKind: String?, settings: Settings = Settings(),
    droppedUpdates: Int = 0, start: Shape = Shape(), entries: [Entry] = []
  ) {
    self.version = version
    self.hostKind = hostKind
    self.settings = settings
    self.droppedUpdates = droppedUpdates
    self.start = start
    self.entries = entries
  }

  /// The updates, oldest first.
  public var updates: [Update] {
    entries.compactMap { if case .update(let update) = $0 { update } else { nil } }
  }
}

// MARK: - Shapes

extension FlightRecording {
  /// A row or section id as recorded: strings and integers as they are, other values as their
  /// type name and description, and ids the app redacted as the text it gave instead.
  public enum Identifier: Hashable, Sendable, CustomStringConvertible {
    /// A `String` id.
    case string(String)
    /// An `Int` id.
    case int(Int)
    /// An id of another type: its type's name and its description.
    case other(type: String, description: String)
    /// An id the app redacted (``FlightRecorder/IdentifierRedaction``): the text it gave.
    case redacted(String)

    /// The id as diagnostics write it: strings quoted, as ``ListIdentifier`` writes them.
    public var description: String {
      switch self {
      case .string(let value): "\"\(value)\""
      case .int(let value): String(value)
      case .other(_, let description): description
      case .redacted(let text): "<\(text)>"
      }
    }
  }

  /// A row without its content.
  public struct Row: Hashable, Sendable {
    /// The row's id.
    public var id: Identifier
    /// The name of its content's type (what picks its cell).
    public var type: String
    /// A fingerprint of its content: it changes exactly when the content stops being equal to
    /// the one shown before (``Row/isContentEqual(to:)``), so two consecutive shapes of a row
    /// with the same fingerprint showed equal contents.
    public var fingerprint: Int
    /// Its height policy.
    public var height: HeightPolicy
    /// Whether selecting it toggles its expansion.
    public var isExpandable: Bool
    /// Whether it starts expanded.
    public var isInitiallyExpanded: Bool
    /// Where the user may drag it, `nil` when it cannot move.
    public var moveScope: RowMoveScope?

    /// Creates a row.
    public init(
      id: Identifier, type: String, fingerprint: Int = 0, height: HeightPolicy = .automatic, isExpandable: Bool = false,
      isInitiallyExpanded: Bool = false, moveScope: RowMoveScope? = nil
    ) {
      self.id = id
      self.type = type
      self.fingerprint = fingerprint
      self.height = height
      self.isExpandable = isExpandable
      self.isInitiallyExpanded = isInitiallyExpanded
      self.moveScope = moveScope
    }
  }

  /// A section header or footer without its text or content.
  public struct Supplement: Hashable, Sendable {
    /// The name of its content's type, `nil` for a plain title.
    public var contentType: String?
    /// A fingerprint of its title or content, as ``Row/fingerprint`` for rows.
    public var fingerprint: Int
    /// Its height policy, `nil` for the host's standard height.
    public var height: HeightPolicy?

    /// Creates a header or footer.
    public init(contentType: String?, fingerprint: Int = 0, height: HeightPolicy? = nil) {
      self.contentType = contentType
      self.fingerprint = fingerprint
      self.height = height
    }
  }

  /// A section without its rows: what the diff compares of it, and whether it is collapsed.
  public struct SectionAttributes: Hashable, Sendable {
    /// The section's id.
    public var id: Identifier
    /// Its header.
    public var header: Supplement?
    /// Its footer.
    public var footer: Supplement?
    /// Whether its header collapses it, and how it starts.
    public var collapsibility: Collapsibility
    /// Whether it was collapsed (its rows not shown).
    public var isCollapsed: Bool
    /// How a collection view lays it out.
    public var layout: CollectionSectionLayout
    /// Whether it had a title in the section index.
    public var hasIndexTitle: Bool

    /// Creates the attributes of a section.
    public init(
      id: Identifier, header: Supplement? = nil, footer: Supplement? = nil, collapsibility: Collapsibility = .fixed,
      isCollapsed: Bool = false, layout: CollectionSectionLayout = .list, hasIndexTitle: Bool = false
    ) {
      self.id = id
      self.header = header
      self.footer = footer
      self.collapsibility = collapsibility
      self.isCollapsed = isCollapsed
      self.layout = layout
      self.hasIndexTitle = hasIndexTitle
    }
  }

  /// A section and its rows.
  public struct Section: Hashable, Sendable {
    /// Everything but the rows.
    public var attributes: SectionAttributes
    /// The rows shown (none while collapsed).
    public var rows: [Row]
    /// The rows a collapsed section hides, as far as the recorder kept them (it keeps up to
    /// ``FlightRecorder/hiddenRowLimit`` per update).
    public var hiddenRows: [Row]

    /// Creates a section.
    public init(attributes: SectionAttributes, rows: [Row] = [], hiddenRows: [Row] = []) {
      self.attributes = attributes
      self.rows = rows
      self.hiddenRows = hiddenRows
    }

    /// The section's id.
    public var id: Identifier { attributes.id }
  }

  /// Everything a list showed at one moment, without content.
  public struct Shape: Hashable, Sendable {
    /// The sections, in order.
    public var sections: [Section]

    /// Creates a shape.
    public init(sections: [Section] = []) {
      self.sections = sections
    }

    /// The number of rows shown.
    public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    /// The rows shown, in reading order.
    public var flatRows: [Row] { sections.flatMap(\.rows) }
  }

  /// The shape an update showed, told by the shape before it: each section with its rows as
  /// runs of rows kept from the shape before (their flat indexes there) and rows written out
  /// (inserted rows, and rows whose content or height changed).
  public struct ShapeChange: Hashable, Sendable {
    /// The sections of the new shape.
    public var sections: [SectionChange]

    /// Creates a change.
    public init(sections: [SectionChange] = []) {
      self.sections = sections
    }

    /// The change that writes `shape` out in full.
    public init(writingOut shape: Shape) {
      sections = shape.sections.map {
        SectionChange(attributes: $0.attributes, rows: $0.rows.map(RowRun.row), hiddenRows: $0.hiddenRows)
      }
    }
  }

  /// One section of a ``ShapeChange``.
  public struct SectionChange: Hashable, Sendable {
    /// Everything but the rows.
    public var attributes: SectionAttributes
    /// The rows shown, as runs.
    public var rows: [RowRun]
    /// The rows a collapsed section hides, written out.
    public var hiddenRows: [Row]

    /// Creates a section of a change.
    public init(attributes: SectionAttributes, rows: [RowRun], hiddenRows: [Row] = []) {
      self.attributes = attributes
      self.rows = rows
      self.hiddenRows = hiddenRows
    }
  }

  /// Rows of a ``SectionChange``.
  public enum RowRun: Hashable, Sendable {
    /// `count` rows kept as they were, from flat index `from` of the shape before.
    case kept(from: Int, count: Int)
    /// A row written out.
    case row(Row)
  }
}

// MARK: - Updates and events

extension FlightRecording {
  /// One snapshot shown: how, the shape it showed, and the batches it took.
  public struct Update: Hashable, Sendable {
    /// The update's number, counted from the controller's creation.
    public var number: Int
    /// Whether the app asked for it animated.
    public var isAnimated: Bool
    /// How it reached the view.
    public var outcome: Outcome
    /// Snapshots submitted since the update before and never shown (a newer one replaced them).
    public var skippedSnapshots: Int
    /// The width rows were laid out in when it started.
    public var width: Double
    /// How far the view was scrolled when it started (the top of its viewport), when known.
    public var viewportTop: Double?
    /// The shape shown once it is applied.
    public var change: ShapeChange
    /// The batches handed to the view, in order (none for a reload).
    public var batches: [Batch]

    /// Creates an update.
    public init(
      number: Int, isAnimated: Bool = true, outcome: Outcome, skippedSnapshots: Int = 0, width: Double = 0,
      viewportTop: Double? = nil, change: ShapeChange, batches: [Batch] = []
    ) {
      self.number = number
      self.isAnimated = isAnimated
      self.outcome = outcome
      self.skippedSnapshots = skippedSnapshots
      self.width = width
      self.viewportTop = viewportTop
      self.change = change
      self.batches = batches
    }
  }

  /// How an update reached the view.
  public enum Outcome: Hashable, Sendable {
    /// As batch updates.
    case batches
    /// By reloading the view, for `reason`.
    case reload(ReloadReason)
    /// Nothing changed that the view shows.
    case unchanged
  }

  /// Why the controller reloaded instead of animating.
  public enum ReloadReason: String, Hashable, Sendable, CaseIterable {
    /// The host had shown nothing yet.
    case firstLoad = "first-load"
    /// The host could not animate (not in a window).
    case cannotAnimate = "cannot-animate"
    /// The change was larger than ``ListUpdatePolicy/maximumAnimatedChanges``.
    case tooManyChanges = "too-many-changes"
    /// The list shown changed while the diff ran, so its result no longer applied.
    case listChangedDuringDiff = "list-changed-during-diff"
    /// No host was attached: the list changed without a view.
    case noHost = "no-host"
  }

  /// One batch update as the controller handed it to its host: the operations in UIKit's index
  /// spaces (deletes, updates and move sources before the batch; inserts and move targets
  /// after it).
  public struct Batch: Hashable, Sendable {
    /// Sections deleted.
    public var sectionDeletes: [Int]
    /// Sections inserted.
    public var sectionInserts: [Int]
    /// Sections whose header, footer or collapse changed, reloaded.
    public var sectionUpdates: [Int]
    /// Sections moved.
    public var sectionMoves: [Move<Int>]
    /// Rows deleted.
    public var rowDeletes: [ElementPath]
    /// Rows inserted.
    public var rowInserts: [ElementPath]
    /// Rows whose content changed.
    public var rowUpdates: [ElementPath]
    /// Rows moved.
    public var rowMoves: [Move<ElementPath>]
    /// Sections (indexes after the batch) whose header or footer is refreshed in place.
    public var supplementRefreshes: [Int]
    /// Whether the batch animated.
    public var isAnimated: Bool
    /// Whether it was the first batch of its update.
    public var isFirstOfUpdate: Bool

    /// Creates a batch.
    public init(
      sectionDeletes: [Int] = [], sectionInserts: [Int] = [], sectionUpdates: [Int] = [],
      sectionMoves: [Move<Int>] = [], rowDeletes: [ElementPath] = [], rowInserts: [ElementPath] = [],
      rowUpdates: [ElementPath] = [], rowMoves: [Move<ElementPath>] = [], supplementRefreshes: [Int] = [],
      isAnimated: Bool = true, isFirstOfUpdate: Bool = true
    ) {
      self.sectionDeletes = sectionDeletes
      self.sectionInserts = sectionInserts
      self.sectionUpdates = sectionUpdates
      self.sectionMoves = sectionMoves
      self.rowDeletes = rowDeletes
      self.rowInserts = rowInserts
      self.rowUpdates = rowUpdates
      self.rowMoves = rowMoves
      self.supplementRefreshes = supplementRefreshes
      self.isAnimated = isAnimated
      self.isFirstOfUpdate = isFirstOfUpdate
    }

    /// The operations of `batch`.
    package init(_ batch: ListBatch) {
      let stage = batch.stage
      self.init(
        sectionDeletes: stage.sectionDeletes, sectionInserts: stage.sectionInserts,
        sectionUpdates: stage.sectionUpdates, sectionMoves: stage.sectionMoves, rowDeletes: stage.elementDeletes,
        rowInserts: stage.elementInserts, rowUpdates: stage.elementUpdates, rowMoves: stage.elementMoves,
        supplementRefreshes: batch.supplementRefreshes, isAnimated: batch.isAnimated,
        isFirstOfUpdate: batch.isFirstOfUpdate)
    }

    /// The number of operations.
    public var operationCount: Int {
      sectionDeletes.count + sectionInserts.count + sectionUpdates.count + sectionMoves.count + rowDeletes.count
        + rowInserts.count + rowUpdates.count + rowMoves.count
    }
  }

  /// What the controller and its host were set to, as far as it changes what a replay shows.
  public struct Settings: Hashable, Sendable {
    /// Whether a tap leaves its row selected (a UIKit host's persistent selection).
    public var keepsSelection: Bool
    /// Whether several rows can be selected at once.
    public var allowsMultipleSelection: Bool
    /// The height of a header or footer given as a plain title.
    public var titleSupplementHeight: Double
    /// The height of the viewport, when known.
    public var viewportHeight: Double?
    /// The controller's ``ListUpdatePolicy/maximumAnimatedChanges``.
    public var maximumAnimatedChanges: Int?
    /// The controller's ``ListUpdatePolicy/reloadWhenHostCannotAnimate``.
    public var reloadsWhenHostCannotAnimate: Bool
    /// The controller's ``ListController/anchoring``.
    public var anchoring: ListAnchoring
    /// The height of automatic rows before anything is known of them.
    public var defaultRowEstimate: Double

    /// Creates settings.
    public init(
      keepsSelection: Bool = false, allowsMultipleSelection: Bool = false, titleSupplementHeight: Double = 28,
      viewportHeight: Double? = nil, maximumAnimatedChanges: Int? = ListUpdatePolicy.default.maximumAnimatedChanges,
      reloadsWhenHostCannotAnimate: Bool = true, anchoring: ListAnchoring = .firstVisibleRow,
      defaultRowEstimate: Double = 44
    ) {
      self.keepsSelection = keepsSelection
      self.allowsMultipleSelection = allowsMultipleSelection
      self.titleSupplementHeight = titleSupplementHeight
      self.viewportHeight = viewportHeight
      self.maximumAnimatedChanges = maximumAnimatedChanges
      self.reloadsWhenHostCannotAnimate = reloadsWhenHostCannotAnimate
      self.anchoring = anchoring
      self.defaultRowEstimate = defaultRowEstimate
    }
  }

  /// Something that happened to the list between or during updates.
  public enum Event: Hashable, Sendable {
    /// The user tapped the row shown at `at` (the view then selected or deselected it).
    case tap(row: Identifier, at: ElementPath)
    /// The user deselected the row shown at `at`.
    case deselect(row: Identifier, at: ElementPath)
    /// The view was scrolled: the top of its viewport.
    case viewport(top: Double)
    /// The width rows are laid out in changed.
    case width(Double)
    /// A view was registered for a content type, for rows or for headers and footers.
    case registration(contentType: String, view: String, forSupplements: Bool)
    /// The controller's or the host's settings changed.
    case settings(Settings)
    /// A row was expanded or collapsed.
    case expansion(row: Identifier, isExpanded: Bool)
    /// A section was collapsed or expanded.
    case collapse(section: Identifier, isCollapsed: Bool)
    /// The user dragged a row to a new place (the list followed without a batch).
    case userMove(row: Identifier, from: ElementPath, to: ElementPath)
    /// A row asked to be measured again.
    case heightInvalidation(row: Identifier)
    /// Every row's measured height was forgotten (a new text size, say).
    case measuredHeightsInvalidation
    /// Every header and footer is measured again.
    case supplementHeightsInvalidation
    /// The host measured a row.
    case rowMeasurement(row: Identifier, width: Double, isExpanded: Bool, height: Double)
    /// The host measured a header or footer.
    case supplementMeasurement(section: Identifier, isHeader: Bool, width: Double, height: Double)
    /// The reader's place was kept: the row it follows and its distance from the top, or an
    /// edge (`row` `nil`; `distance` 0 for the top, 1 for the bottom).
    case anchoring(row: Identifier?, distance: Double)
    /// A diagnostic was reported: its kind, and its text unless ids are redacted.
    case diagnostic(kind: String, text: String?)
    /// Events left out: the recorder keeps up to ``FlightRecorder/eventLimit`` per update.
    case eventsDropped(count: Int)
  }

  /// One update, or one event, in the order they happened.
  public enum Entry: Hashable, Sendable {
    /// A snapshot shown.
    case update(Update)
    /// Something that happened to the list.
    case event(Event)
  }
}
