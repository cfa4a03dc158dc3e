import Foundation
import HeadlessUIKit
import Testing

/// Every error names the rule it breaks by the id its contract article gives it, and the two
/// views name a batch rule they share by the same rule, renamed as the collection article
/// renames it.
@MainActor
struct ContractRuleIDTests {
  /// One failure of each kind, with the rule id the article gives it.
  static let tableKinds: [(TableUpdateError.Kind, String)] = {
    let path = IndexPath(row: 0, section: 0)
    return [
      (.deleteSectionOutOfRange(section: 1, sectionCount: 1), "S1"),
      (.deleteAndMoveSameSection(section: 0), "S2"),
      (.insertSectionOutOfRange(section: 1, sectionCount: 1), "S3"),
      (.insertAndMoveSameSection(section: 0), "S4"),
      (.moveSectionSourceOutOfRange(section: 1, sectionCount: 1), "S5"),
      (.moveSectionDestinationOutOfRange(section: 0, destination: 2, sectionCount: 1), "S6"),
      (.moveSectionToTwoDestinations(section: 0, first: 1, second: 2), "S7"),
      (.moveTwoSectionsToOneDestination(first: 0, second: 1, destination: 2), "S8"),
      (.deleteRowSectionOutOfRange(row: 0, section: 1, sectionCount: 1), "R-a"),
      (.deleteRowOutOfRange(row: 3, section: 0, rowCount: 3), "R-b"),
      (.deleteAndReloadSameRow(path), "R-c"),
      (.deleteAndMoveSameRow(path), "R-d"),
      (.insertRowSectionOutOfRange(row: 0, section: 1, sectionCount: 1), "R-e"),
      (.insertRowOutOfRange(row: 3, section: 0, rowCount: 3), "R-f"),
      (.insertAndMoveSameRow(path), "R-g"),
      (.moveRowSourceSectionOutOfRange(path, sectionCount: 0), "R-h"),
      (.moveRowSourceOutOfRange(path, rowCount: 0), "R-i"),
      (.moveRowDestinationSectionOutOfRange(from: path, to: path, sectionCount: 0), "R-j"),
      (.moveRowDestinationOutOfRange(from: path, to: path, rowCount: 0), "R-k"),
      (.moveRowToTwoDestinations(from: path, first: path, second: path), "R-l"),
      (.moveTwoRowsToOneDestination(first: path, second: path, to: path), "R-m"),
      (.moveRowFromDeletedSection(section: 0), "R-n"),
      (.moveRowIntoInsertedSection(section: 0), "R-o"),
      (.invalidSectionCount(after: 2, before: 1, inserted: 0, deleted: 0), "R3.7 #1"),
      (.invalidRowCount(section: 0, after: 2, before: 1, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0), "R3.7 #3"),
      (.reloadWithSectionMove(section: 0, after: 1, before: 1), "R3.14 #7"),
      (.duplicateOperation(.insertSection(0)), "R3.14 #8"),
      (.invalidIndexPath(IndexPath(index: 0)), "R1.9"),
      (.dataSourceNotSet, "R2.6"),
      (.cellNotDequeued(path), "R2.7"),
      (.reloadDataDuringUpdates, "R2.4"),
      (.scrollOutOfRange(row: 1, rowCount: 1, section: 0), "R2.8"),
      (.unregisteredIdentifier("cell"), "R4.2"),
      (.invalidReuseIdentifier, "R1.5"),
      (.invalidRegisteredClass("NSObject"), "R1.5"),
      (.dequeueOutsideCellForRow(identifier: "cell"), "R4.2"),
      (.reconfigureChangedCellType(path, expected: "a", dequeued: "b"), "R3.16"),
      (.reconfigureInStructuralBatch(path), "R3.18"),
      (.offMainThread(api: "reloadData"), "R7.1"),
      (.unbalancedEndUpdates, "R3.1"),
      (.identityMismatch(path, expected: "a", actual: "b"), "R10.5"),
    ]
  }()

  /// The collection view's own failures, with the rule id the collection article gives them.
  static let collectionKinds: [(CollectionUpdateError.Kind, String)] = {
    let path = IndexPath(item: 0, section: 0)
    return [
      (.dataSourceNotSet, "CV-B4"),
      (.unregisteredIdentifier(kind: "UICollectionElementKindCell", identifier: "cell"), "CV-R2"),
      (.invalidReuseIdentifier, "CV-R1"),
      (.invalidRegisteredClass("NSObject"), "CV-R1"),
      (.viewNotDequeuedForRequest(kind: "UICollectionElementKindCell", path), "CV-R4"),
      (.supplementaryViewNil(kind: "header", path), "CV-R5"),
      (.reconfigureChangedCellType(path, expected: "a", dequeued: "b"), "CV-R6"),
      (.reconfigureInStructuralBatch(path), "CV-R7"),
      (.reloadDataDuringUpdates, "CV-B5"),
      (.unbalancedEndUpdates, "CV-B1"),
      (.scrollOutOfRange(path, itemCount: 0), "CV-V4"),
      (.offMainThread(api: "reloadData"), "CV-T1"),
    ]
  }()

  /// The text of the HeadlessUIKit articles.
  static func article(_ name: String) throws -> String {
    let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/HeadlessUIKit/HeadlessUIKit.docc")
    return try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)
  }

  @Test("A table error names its rule, and the rule is in the table's articles")
  func tableRules() throws {
    let articles = try Self.article("TableViewContract.md") + Self.article("TableViewObligations.md")
    for (kind, rule) in Self.tableKinds {
      #expect(kind.ruleID == rule, "\(kind)")
      #expect(TableUpdateError(kind).ruleID == rule, "\(kind)")
      // `R3.7 #3` is the third count check of R3.7; the article numbers the rule, then its checks.
      let named = String(rule.prefix { $0 != " " })
      #expect(articles.contains(named), "\(rule) is not in the table's articles")
    }
  }

  @Test("A collection view's batch failure has the id of the table rule it shares, renamed")
  func collectionBatchRules() throws {
    let article = try Self.article("CollectionViewContract.md")
    var renamed: [String: String] = [:]
    for (kind, rule) in Self.tableKinds where TableUpdateError(kind).isBatchValidationFailure {
      let collectionRule = CollectionUpdateError.Kind.batch(kind).ruleID
      renamed[rule] = collectionRule
      #expect(CollectionUpdateError(.batch(kind)).ruleID == collectionRule)
      #expect(article.contains("**\(collectionRule)**"), "\(rule) is \(collectionRule), which the article lacks")
    }
    #expect(renamed["S1"] == "CV-S1" && renamed["S8"] == "CV-S8")
    #expect(renamed["R-a"] == "CV-I1" && renamed["R-o"] == "CV-I15")
    #expect(renamed["R3.7 #1"] == "CV-C1" && renamed["R3.7 #3"] == "CV-C2" && renamed["R3.14 #7"] == "CV-C3")
    #expect(renamed["R3.14 #8"] == "CV-D1" && renamed["R1.9"] == "CV-B2")
    // One id per rule: no two table rules become the same collection rule.
    #expect(Set(renamed.values).count == renamed.count)
  }

  @Test("A collection view's own failure names its rule, and the rule is in its article")
  func collectionRules() throws {
    let article = try Self.article("CollectionViewContract.md")
    for (kind, rule) in Self.collectionKinds {
      #expect(kind.ruleID == rule, "\(kind)")
      #expect(article.contains("**\(rule)**"), "\(rule) is not in the collection article")
    }
  }

  @Test("A violation a view raises carries the rule's id")
  func raisedViolationsNameTheirRule() {
    let fixture = Fixture(counts: [2])
    fixture.load()
    fixture.table.performBatchUpdates {
      fixture.source.sections = ListDataSource.titles([2])
      fixture.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    #expect(fixture.table.lastError?.ruleID == "R3.7 #3")
  }
}
