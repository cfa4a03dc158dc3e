#if !canImport(UIKit)
import Foundation

/// The simulation-only state of a headless table or collection view: the facts both keep (the
/// event log, violations and warnings, how strictly the contract is enforced, reuse counters,
/// the simulated window) and, in `own`, what only one of them keeps. Its members are internal:
/// read and change it through ``HeadlessListView``'s members and each view's simulation API.
@MainActor
@dynamicMemberLookup
public struct ListSimulationState<LoggedEvent, RecordedWarning, Violation: Error, Own> {
  typealias Event = LoggedEvent
  typealias Warning = RecordedWarning
  typealias Failure = Violation

  var eventLog: [Event] = []
  var isEventLogEnabled = true
  var strictness: Strictness = .strict
  var violations: [Violation] = []
  var violationHandler: ((Violation) -> Void)?
  var warnings: [Warning] = []
  var cellsCreated: [String: Int] = [:]
  var prepareForReuseCalls: [String: Int] = [:]
  var isAttachedToSimulatedWindow = true
  var didWarnLayoutOutsideHierarchy = false
  /// The cell taken off screen now, and its path: the visible set may be changing meanwhile.
  var leavingCell: (cell: UIView, path: RowPath)?
  var mainThreadChecker: () -> Bool = { MainQueueCheck.isOnMainQueue() }
  /// What only this kind of view keeps.
  var own: Own

  init(_ own: Own) { self.own = own }

  /// The view's own facts, read and changed in place as if they were the state's (their members
  /// are internal too).
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Own, Value>) -> Value {
    get { own[keyPath: keyPath] }
    _modify { yield &own[keyPath: keyPath] }
  }
}

/// The simulation API the headless table and collection view share (not part of UIKit): the
/// event log (R10.2), the violations and warnings (R10.3), how strictly the contract is enforced
/// (R10.7), the main-thread check (R7.1, CV-T1) and the reuse counters (R4.2).
@MainActor
public protocol HeadlessListView: UIScrollView {
  /// An entry of the event log.
  associatedtype Event
  /// Misuse or an unsupported configuration reported without failing.
  associatedtype Warning
  /// A violation of the contract.
  associatedtype Violation: Error
  /// The state only this kind of view keeps.
  associatedtype OwnSimulationState
  /// The simulation-only state behind this API (opaque).
  var simulation: ListSimulationState<Event, Warning, Violation, OwnSimulationState> { get set }
  /// Ends every running animation: delivers the pending `performBatchUpdates` completions, each
  /// exactly once (R3.12).
  func finishAnimations()
}

extension HeadlessListView {
  /// One turn of the main run loop: the pending layout pass, then ``finishAnimations()``.
  public func drainMainQueue() {
    layoutIfNeeded()
    finishAnimations()
  }

  /// Everything the view did, in order (append-only).
  public var eventLog: [Event] { simulation.eventLog }

  /// The events logged after `mark` (a previous `eventLog.count`).
  public func events(since mark: Int) -> ArraySlice<Event> {
    simulation.eventLog[Swift.min(Swift.max(0, mark), simulation.eventLog.count)...]
  }

  /// Whether events are logged (on by default; switch off for large benchmarks).
  public var isEventLogEnabled: Bool {
    get { simulation.isEventLogEnabled }
    set { simulation.isEventLogEnabled = newValue }
  }

  /// How strictly the contract is enforced (default `.strict`).
  public var strictness: Strictness {
    get { simulation.strictness }
    set { simulation.strictness = newValue }
  }

  /// R7.1, CV-T1: decides whether the caller is on the main thread; replace it to test the check.
  public var mainThreadChecker: () -> Bool {
    get { simulation.mainThreadChecker }
    set { simulation.mainThreadChecker = newValue }
  }

  /// Every violation recorded so far, in order.
  public var violations: [Violation] { simulation.violations }

  /// The most recent violation.
  public var lastError: Violation? { simulation.violations.last }

  /// Warnings recorded so far (misuse in lenient modes, layout outside a window, ...).
  public var warnings: [Warning] { simulation.warnings }

  /// Called with every violation as it is recorded (default: none, violations are only
  /// recorded). Tests may install one that records a test failure.
  public var violationHandler: ((Violation) -> Void)? {
    get { simulation.violationHandler }
    set { simulation.violationHandler = newValue }
  }

  /// Runs `body` and throws the first violation it caused, if any.
  public func checkingViolations<Result>(_ body: () -> Result) throws(Violation) -> Result {
    let mark = simulation.violations.count
    let result = body()
    if simulation.violations.count > mark { throw simulation.violations[mark] }
    return result
  }

  /// Cells created per reuse identifier (R4.2).
  public var cellsCreated: [String: Int] { simulation.cellsCreated }

  /// `prepareForReuse()` calls per reuse identifier (R4.2, R4.3).
  public var prepareForReuseCalls: [String: Int] { simulation.prepareForReuseCalls }
}
#endif
