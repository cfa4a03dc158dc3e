// TesseraScenarios: the UIKit hosts' contract as scenarios, written against TesseraTesting's
// `ListViewDriver` and the hosts' app-facing API only, so that each runs unchanged on
// HeadlessUIKit (`swift test`, on Linux or a Mac) and on real UIKit (the iOS test target, on a
// simulator). No file here imports HeadlessUIKit or calls what real UIKit lacks
// (`ScenarioLibraryTests` checks it), and the iOS SDK checks compile this target strictly.
import TesseraTesting
import TesseraUIKit

/// Every contract scenario, by area.
public enum ContractScenarios {
  /// Every scenario, in a fixed order.
  public static let all: [ListScenario] =
    ParityScenarios.all + KeptCellScenarios.all + FirstResponderScenarios.all + AnchoringScenarios.all
    + SelectionScenarios.all + CollapseScenarios.all + ReorderingScenarios.all + MissingRegistrationScenarios.all
    + RapidSubmitScenarios.all

  /// The scenario with `id`.
  public static func scenario(withID id: String) -> ListScenario? { all.first { $0.id == id } }
}
