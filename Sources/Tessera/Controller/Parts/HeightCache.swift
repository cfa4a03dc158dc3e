/// The heights of the list shown: the sizing (heights and offsets, measured or estimated), what
/// they depend on besides the list (the version counting changes of the width, the sizing itself
/// and the rows' expansion), the rows waiting to be measured again, and the host that measures.
struct HeightCache {
  /// Heights and offsets of what is shown (see ``ListSizing``).
  var sizing: ListSizing
  /// Counts changes of what a row's height depends on besides the list: the width, the sizing
  /// itself (a new host, a layout prepared elsewhere), a row's expansion.
  var version = 0
  /// Rows that asked to be measured again.
  var invalidations = HeightInvalidations()
  /// Whether heights and offsets are kept: for a host that measures (``MeasuringListHost``),
  /// and while no host was attached. Decided once per attached host, not per height asked.
  var keepsHeights = true
  /// The default row estimate the app gave, which every host uses; `nil`: each host's own.
  let appRowEstimate: Double?
  /// The host, when it measures rows (held weakly, as the controller's host).
  weak var measuringHost: (any MeasuringListHost)?

  init(appRowEstimate: Double?) {
    self.appRowEstimate = appRowEstimate
    sizing = ListSizing(width: 0, defaultEstimate: appRowEstimate ?? 44)
  }

  /// Checks, under `TESSERA_INVARIANTS`, what holds once `list` is on screen: heights are kept
  /// exactly when the host measures (or none is attached), the sizing has one entry per row of
  /// `list` and the offset index one per layout item, and the rows waiting to be measured again
  /// are each waiting once.
  @inline(__always)
  func checkInvariants(showing list: DataSourceList, attachedTo host: (any ListHost)?) {
    #if TESSERA_INVARIANTS
    precondition(
      host == nil || keepsHeights == (measuringHost != nil), "heights are kept for a host that does not measure")
    invalidations.checkInvariants()
    guard keepsHeights else { return }
    precondition(sizing.rowCount == list.rowCount, "sizing keeps \(sizing.rowCount) rows for \(list.rowCount) shown")
    let items = list.rowCount + 2 * list.sectionCount
    precondition(sizing.offsets.count == items, "the offset index has \(sizing.offsets.count) items for \(items)")
    #endif
  }
}
