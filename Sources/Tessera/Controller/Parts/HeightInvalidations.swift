/// Rows that asked to be measured again, waiting for the next turn of the main actor.
///
/// Each row waits once, however often it asks in a turn. A row asks for another from inside its
/// own measuring (a cell's `configure` that calls the app back); each request made while a row
/// is served is one round deeper than that row's, and one deeper than
/// ``maximumRounds`` is dropped: two rows that ask for each other cannot keep the main actor
/// busy forever.
struct HeightInvalidations {
  /// How many turns in a row requests made while serving earlier ones are served.
  static let maximumRounds = 8

  /// The ids, in the order they asked (each once), with the round each asked in: 0 for a
  /// request from outside (the app, a cell on its own), one more than the row being served for
  /// a request made while it was served.
  private(set) var ids: [(id: RowID, round: Int)] = []
  private var waiting: [RowID: Int] = [:]
  /// The ids whose cell on screen is configured again before it is measured.
  private var reconfiguring: Set<RowID> = []
  /// The turn that serves them, once scheduled.
  var scheduled: Task<Void, Never>?
  /// The row being configured again and measured now, and its round: a request for it
  /// meanwhile (a cell that asks whenever it is configured) is the one being served, not a new
  /// one; a request for another row is a round deeper.
  var serving: (id: RowID, round: Int)?
  /// Whether a request of the chain being served was dropped and reported: the chain's other
  /// dropped requests are not reported again. A request from outside starts a new chain.
  var reportedDrop = false

  var isEmpty: Bool { ids.isEmpty }

  /// Adds `id` (whose cell on screen is configured again first when `reconfigures`, or when it
  /// asked so before in this turn) in `round`; returns whether it was not waiting already. A row
  /// waiting already keeps the earlier of its rounds.
  mutating func insert(_ id: RowID, reconfigures: Bool, round: Int) -> Bool {
    if reconfigures { reconfiguring.insert(id) }
    if let known = waiting[id] {
      if round < known, let index = ids.firstIndex(where: { $0.id == id }) {
        waiting[id] = round
        ids[index].round = round
      }
      return false
    }
    waiting[id] = round
    ids.append((id, round))
    return true
  }

  /// The ids waiting and those of them to configure again, which then no longer wait.
  mutating func take() -> (ids: [(id: RowID, round: Int)], reconfiguring: Set<RowID>) {
    defer {
      ids = []
      waiting = [:]
      reconfiguring = []
    }
    return (ids, reconfiguring)
  }

  /// Checks, under `TESSERA_INVARIANTS`, that each row waits once, in the round recorded for it,
  /// and that only rows waiting are configured again.
  @inline(__always)
  func checkInvariants() {
    #if TESSERA_INVARIANTS
    precondition(ids.count == waiting.count, "\(ids.count) rows wait to be measured again, \(waiting.count) by id")
    for (id, round) in ids { precondition(waiting[id] == round, "row \(id) waits in round \(round) and another") }
    precondition(reconfiguring.isSubset(of: waiting.keys), "a row not waiting is to be configured again")
    #endif
  }
}
