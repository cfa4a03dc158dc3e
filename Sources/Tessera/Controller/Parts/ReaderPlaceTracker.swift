/// Keeps the reader's place through updates for a host that scrolls: the host it asks where the
/// reader is before an update and tells where to go after it (the controller's attached host,
/// cast once when attached, not on every update), and the bookkeeping of a noted place.
struct ReaderPlaceTracker {
  /// The host, when it scrolls and keeps the reader's place (held weakly, as the controller's
  /// host).
  weak var host: (any AnchoringListHost)?

  /// How many rows above the anchor a reload notes, to hand over to when the anchor is gone.
  static let rowsAboveForReload = 64

  /// Checks, under `TESSERA_INVARIANTS`, that the host asked about the reader's place is the
  /// attached one.
  @inline(__always)
  func checkInvariants(attachedTo attached: (any ListHost)?) {
    #if TESSERA_INVARIANTS
    precondition(host == nil || host === attached, "the reader's place is kept with a host no longer attached")
    #endif
  }
}
