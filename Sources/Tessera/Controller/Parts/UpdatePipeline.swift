/// The controller's queue of snapshots and the update under way: the snapshot to show next, how
/// far the screen has caught up with the submissions, who waits for it, and the version of the
/// list shown that tells a finished diff whether its source is still on screen.
///
/// Generations count submissions: each snapshot given gets the next one, and a snapshot is on
/// screen once the shown generation reaches its own. Waiters resume in order of generation, and
/// never before theirs is shown.
struct UpdatePipeline {
  /// The snapshot on screen: the last one fully applied.
  var shownSnapshot = ListSnapshot()
  /// The most recent snapshot given, shown or still pending.
  var latestSnapshot = ListSnapshot()
  /// The next snapshot to show and whether the app wants it animated: one intent, carried with
  /// the update (the newest submission's, when several coalesce).
  var pending: (snapshot: ListSnapshot, isAnimated: Bool)?
  /// The generation of the latest snapshot given.
  private(set) var submittedGeneration = 0
  /// The generation of the latest snapshot on screen (or replaced by a later one that is).
  private(set) var shownGeneration = 0
  /// The callers waiting for a generation to be shown.
  private var waiters: [(generation: Int, continuation: CheckedContinuation<Void, Never>)] = []
  /// Whether the loop that shows pending snapshots runs.
  var isProcessing = false
  /// Whether the attached host has shown data since it was attached: until it has, every update
  /// reloads.
  var hostHasLoaded = false
  /// Counts changes of the list shown, so a background diff can tell whether its source is
  /// still what is shown.
  var dataSourceVersion = 0
  /// Set while the list shown is being swapped: a host called back from inside the swap must not
  /// change the list (a user's move is refused then).
  var isSwappingDataSourceList = false
  /// The memory every diff of this controller works in, so that a list updated again and again
  /// allocates its diff tables once. A large diff takes it to the background lane and brings it
  /// back with its result, so no two diffs share it.
  var diffWorkspace = DiffWorkspace()
  /// Runs the diff of a large update instead of the background lane, when set; tests set it to
  /// control when a diff finishes.
  var diffRunner: (@Sendable (DataSourceList, DataSourceList) async -> StagedChangeset<DataSourceSection>)?
  /// Large values the update let go of, freed off the main actor once it is over.
  var retired = RetiredValues()
  /// The handlers run once the controller has caught up.
  var handlers = UpdateHandlers()
  /// Work a host put off until the view's current pass is over, which settling waits for.
  var hostWork: [Task<Void, Never>] = []

  /// Whether every snapshot given so far is on screen.
  var isCaughtUp: Bool { shownGeneration >= submittedGeneration }

  /// Makes `snapshot` the latest and the next to show; returns the pending snapshot it
  /// replaces, which was never shown.
  mutating func enqueue(_ snapshot: ListSnapshot, isAnimated: Bool) -> ListSnapshot? {
    let replaced = pending?.snapshot
    latestSnapshot = snapshot
    pending = (snapshot, isAnimated)
    submittedGeneration += 1
    return replaced
  }

  /// Whether the snapshot of `generation` (or a later one) is on screen.
  func isShown(_ generation: Int) -> Bool { shownGeneration >= generation }

  /// Resumes `continuation` once the snapshot of `generation` is shown.
  mutating func wait(for generation: Int, _ continuation: CheckedContinuation<Void, Never>) {
    waiters.append((generation, continuation))
  }

  /// Notes that the snapshot of `generation` is on screen and resumes those waiting for it or
  /// for an earlier one.
  mutating func markShown(_ generation: Int) {
    shownGeneration = max(shownGeneration, generation)
    guard !waiters.isEmpty else { return }
    var remaining: [(generation: Int, continuation: CheckedContinuation<Void, Never>)] = []
    for waiter in waiters {
      if waiter.generation <= shownGeneration {
        waiter.continuation.resume()
      } else {
        remaining.append(waiter)
      }
    }
    waiters = remaining
  }

  /// Checks, under `TESSERA_INVARIANTS`, what holds once a snapshot is on screen: the screen is
  /// never ahead of the submissions, nobody waits for a generation already shown, and no swap is
  /// under way.
  @inline(__always)
  func checkInvariants() {
    #if TESSERA_INVARIANTS
    precondition(
      shownGeneration <= submittedGeneration, "generation \(shownGeneration) shown of \(submittedGeneration)")
    precondition(
      waiters.allSatisfy { $0.generation > shownGeneration }, "a caller waits for a generation already shown")
    precondition(isProcessing, "a snapshot was shown outside the update loop")
    precondition(!isSwappingDataSourceList, "a snapshot was shown while the list shown was being swapped")
    #endif
  }
}
