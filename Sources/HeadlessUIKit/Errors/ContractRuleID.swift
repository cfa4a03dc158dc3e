#if !canImport(UIKit)
import Foundation

extension TableUpdateError {
  /// The id of the rule the error breaks, as the article "The UITableView contract" of
  /// HeadlessUIKit numbers it: `S1`...`S8` and `R-a`...`R-o` for the section and row checks,
  /// `R3.7 #1` and `R3.7 #3` for the counts, `R2.7` for a cell that was not dequeued, and so on.
  ///
  /// Tests can assert the rule instead of the message, which UIKit words differently from one
  /// release to the next: `#expect(table.lastError?.ruleID == "R3.7 #3")`.
  public var ruleID: String { kind.ruleID }
}

extension TableUpdateError.Kind {
  /// The id of the rule this failure breaks in the article "The UITableView contract".
  public var ruleID: String {
    switch self {
    case .deleteSectionOutOfRange: "S1"
    case .deleteAndMoveSameSection: "S2"
    case .insertSectionOutOfRange: "S3"
    case .insertAndMoveSameSection: "S4"
    case .moveSectionSourceOutOfRange: "S5"
    case .moveSectionDestinationOutOfRange: "S6"
    case .moveSectionToTwoDestinations: "S7"
    case .moveTwoSectionsToOneDestination: "S8"
    case .deleteRowSectionOutOfRange: "R-a"
    case .deleteRowOutOfRange: "R-b"
    case .deleteAndReloadSameRow: "R-c"
    case .deleteAndMoveSameRow: "R-d"
    case .insertRowSectionOutOfRange: "R-e"
    case .insertRowOutOfRange: "R-f"
    case .insertAndMoveSameRow: "R-g"
    case .moveRowSourceSectionOutOfRange: "R-h"
    case .moveRowSourceOutOfRange: "R-i"
    case .moveRowDestinationSectionOutOfRange: "R-j"
    case .moveRowDestinationOutOfRange: "R-k"
    case .moveRowToTwoDestinations: "R-l"
    case .moveTwoRowsToOneDestination: "R-m"
    case .moveRowFromDeletedSection: "R-n"
    case .moveRowIntoInsertedSection: "R-o"
    case .invalidSectionCount: "R3.7 #1"
    case .invalidRowCount: "R3.7 #3"
    case .reloadWithSectionMove: "R3.14 #7"
    case .duplicateOperation: "R3.14 #8"
    case .invalidIndexPath: "R1.9"
    case .dataSourceNotSet: "R2.6"
    case .cellNotDequeued: "R2.7"
    case .reloadDataDuringUpdates: "R2.4"
    case .scrollOutOfRange: "R2.8"
    case .unregisteredIdentifier, .dequeueOutsideCellForRow: "R4.2"
    case .invalidReuseIdentifier, .invalidRegisteredClass: "R1.5"
    case .reconfigureChangedCellType: "R3.16"
    case .reconfigureInStructuralBatch: "R3.18"
    case .offMainThread: "R7.1"
    case .unbalancedEndUpdates: "R3.1"
    case .identityMismatch: "R10.5"
    }
  }
}

extension CollectionUpdateError {
  /// The id of the rule the error breaks, as the article "The UICollectionView contract" of
  /// HeadlessUIKit numbers it (`CV-C2` for a count of items that does not add up, `CV-R2` for a
  /// dequeue without a registration, ...).
  public var ruleID: String { kind.ruleID }
}

extension CollectionUpdateError.Kind {
  /// The id of the rule this failure breaks in the article "The UICollectionView contract".
  ///
  /// A batch failure has the id of the table's rule it shares, renamed as the article renames
  /// them: `S1` is `CV-S1`, `R-a`...`R-o` are `CV-I1`...`CV-I15`, the counts `R3.7 #1`,
  /// `R3.7 #3` and `R3.14 #7` are `CV-C1`...`CV-C3`, `R3.14 #8` is `CV-D1` and `R1.9` is `CV-B2`.
  public var ruleID: String {
    switch self {
    case .batch(let failure):
      switch failure.ruleID {
      case let rule where rule.hasPrefix("S"): "CV-" + rule
      case let rule where rule.hasPrefix("R-"): "CV-I\(Int(rule.utf8.last ?? UInt8(ascii: "a")) - 96)"
      case "R3.7 #1": "CV-C1"
      case "R3.7 #3": "CV-C2"
      case "R3.14 #7": "CV-C3"
      case "R3.14 #8": "CV-D1"
      case "R1.9": "CV-B2"
      case let rule: rule
      }
    case .dataSourceNotSet: "CV-B4"
    case .unregisteredIdentifier: "CV-R2"
    case .invalidReuseIdentifier, .invalidRegisteredClass: "CV-R1"
    case .viewNotDequeuedForRequest: "CV-R4"
    case .supplementaryViewNil: "CV-R5"
    case .reconfigureChangedCellType: "CV-R6"
    case .reconfigureInStructuralBatch: "CV-R7"
    case .reloadDataDuringUpdates: "CV-B5"
    case .unbalancedEndUpdates: "CV-B1"
    case .scrollOutOfRange: "CV-V4"
    case .offMainThread: "CV-T1"
    }
  }
}
#endif
