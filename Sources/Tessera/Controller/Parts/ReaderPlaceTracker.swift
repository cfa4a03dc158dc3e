/// Keeps the reader's place through updates for a host that scrolls: the host it asks where the
/// reader is before an update and tells where to go after it (the controller's attached host,
/// cast once when attached, not on every update), and the bookkeeping of a noted place.
@MainActor
struct ReaderPlaceTracker {
  /// The host, when it scrolls and keeps the reader's place (held weakly, as the controller's
  /// host).
  weak var host: (any AnchoringListHost)?

  /// A reader's place noted before an update, with what the controller needs to follow its
  /// anchor row: the row's id (for reloads) and flat index (for the diff's matches). An empty
  /// list has no place: its reader is at its top and its bottom.
  struct NotedPlace {
    /// The place, `nil` when the list was empty.
    var place: ListReaderPlace?
    var rowID: RowID?
    var flatIndex: Int
    /// For a reload, which has no matches to follow: the ids of the rows just above the anchor,
    /// nearest first, to hand over to when the anchor is gone (see ``rowsAboveForReload``).
    var idsAbove: [RowID] = []

    /// Where the anchor row was, `nil` when the list was empty.
    var anchorPath: ElementPath? { place?.anchorPath }
  }

  /// How many rows above the anchor a reload notes, to hand over to when the anchor is gone.
  static let rowsAboveForReload = 64

  /// The reader's place in `list` (the list shown) as `host` reports it. Before the host has
  /// shown anything, and while the list is empty, the reader is at the top and at the bottom: a
  /// ``ListAnchoring/bottom`` list shows the end of its first rows. `nil` when the host reports
  /// no place, or one that is not in `list`.
  static func note(in list: DataSourceList, from host: any AnchoringListHost, hostHasLoaded: Bool) -> NotedPlace? {
    guard hostHasLoaded, list.rowCount > 0 else { return NotedPlace(place: nil, rowID: nil, flatIndex: 0) }
    guard let place = host.readerPlace(), list.contains(place.anchorPath) else { return nil }
    return NotedPlace(
      place: place, rowID: list[place.anchorPath].id,
      flatIndex: ListController.flatIndex(of: place.anchorPath, in: list))
  }

  /// `noted` with the ids of the rows just above its anchor in `list`, for a reload.
  /// - Complexity: O(``rowsAboveForReload`` + sections).
  static func notingRowsAbove(_ noted: NotedPlace, in list: DataSourceList) -> NotedPlace {
    guard noted.place != nil else { return noted }
    var noted = noted
    var flat = noted.flatIndex - 1
    while flat >= 0, noted.idsAbove.count < rowsAboveForReload,
      let path = ListController.path(ofFlatIndex: flat, in: list)
    {
      noted.idsAbove.append(list[path].id)
      flat -= 1
    }
    return noted
  }

  /// Checks, under `TESSERA_INVARIANTS`, that the host asked about the reader's place is the
  /// attached one.
  @inline(__always)
  func checkInvariants(attachedTo attached: (any ListHost)?) {
    #if TESSERA_INVARIANTS
    precondition(host == nil || host === attached, "the reader's place is kept with a host no longer attached")
    #endif
  }
}
