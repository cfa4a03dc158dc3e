import TesseraTesting
import TesseraUIKit

/// What part of the hosts' contract a scenario checks.
public enum ScenarioArea: String, Sendable, CaseIterable, CustomStringConvertible {
  /// The table and the collection host show the same screen for the same story.
  case parity
  /// A row whose content changes keeps its cell in every batch.
  case keptCells
  /// What the user touches (a text field's keyboard, VoiceOver's focus) survives updates.
  case firstResponder
  /// The reader's place is kept through updates; scrolls to a row land exactly.
  case anchoring
  /// Selection by row id, through taps, updates, reloads and collapses.
  case selection
  /// Collapsible sections and expandable rows.
  case collapse
  /// Rows dragged to reorder and swiped away.
  case reordering
  /// Content without a registered cell or view, and registrations made late.
  case missingRegistrations
  /// Snapshots submitted faster than they can be shown.
  case rapidSubmits

  /// The area's name, as scenario ids start with it.
  public var description: String { rawValue }
}

/// One story of the hosts' contract, told against ``ListViewDriver`` and the hosts' public API
/// only, so the same scenario runs on HeadlessUIKit (`swift test`) and on real UIKit (a
/// simulator).
///
/// ``ScenarioRunner`` runs it once per view kind it names, each time on a fresh host and view.
/// A parity scenario (``comparesViews``) then compares what each view shows at the end
/// (``ScenarioOutcome``): the same rows, texts, heights, selection and diagnostics.
public struct ListScenario: Sendable, Identifiable, CustomStringConvertible {
  /// The body of a scenario: it drives the view of `context` and states what must hold.
  public typealias Body = @MainActor @Sendable (_ context: ScenarioContext) async throws -> Void

  /// `area/name`, unique in ``ContractScenarios/all``.
  public let id: String
  /// What the scenario checks.
  public let area: ScenarioArea
  /// The contract rules it exercises (ids of HeadlessUIKit's contract articles, or of
  /// TesseraUIKit's guarantees' articles), for a reader who wants the why.
  public let rules: [String]
  /// The views it runs on.
  public let views: [ListViewKind]
  /// Whether both views must end showing the same ``ScenarioOutcome``.
  public let comparesViews: Bool
  /// The size of the view.
  public let size: CGSize
  /// The update policy of the host's controller.
  public let policy: ListUpdatePolicy
  let body: Body

  /// A scenario named `name` in `area`, run on `views` of `size` with `policy`.
  public init(
    _ area: ScenarioArea, _ name: String, rules: [String] = [], views: [ListViewKind] = ListViewKind.allCases,
    comparesViews: Bool = false, size: CGSize = CGSize(width: 376, height: 2_000), policy: ListUpdatePolicy = .default,
    _ body: @escaping Body
  ) {
    self.id = "\(area)/\(name)"
    self.area = area
    self.rules = rules
    self.views = views
    self.comparesViews = comparesViews
    self.size = size
    self.policy = policy
    self.body = body
  }

  /// The id.
  public var description: String { id }
}

/// A failed expectation of a scenario, with where it was stated.
public struct ScenarioFailure: Sendable, Equatable, CustomStringConvertible {
  /// The view it failed on.
  public var kind: ListViewKind
  /// What failed.
  public var message: String
  /// Where: `#fileID`, `#filePath`, `#line`, `#column` of the expectation.
  public var fileID: String
  /// The file's path.
  public var filePath: String
  /// The line.
  public var line: Int
  /// The column.
  public var column: Int

  /// `kind: message (file:line)`.
  public var description: String { "\(kind): \(message) (\(fileID):\(line))" }
}
