#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation
import Testing
import TesseraTesting

/// What a headless table or collection view raised for one random batch, with the batch.
@MainActor
struct RaisedFailure {
  var text: String
  var ruleID: String
  var style: String
}

@Suite("UIKit's exception texts are read and explained")
@MainActor
struct ExceptionTextTests {
  /// A random batch, possibly wrong, from random counts: the failures the headless views raise
  /// for it, in every wording they render.
  static func failures(seed: UInt64, collection: Bool) -> [RaisedFailure] {
    var rng = SeededRandomNumberGenerator(seed: seed)
    let before = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...5, using: &rng) }
    var after = before
    var operations: [UIKitException.Operation] = []
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      let section = Int.random(in: 0...before.count, using: &rng)
      let path = UIKitException.Path(section: section, row: Int.random(in: 0...6, using: &rng))
      let other = UIKitException.Path(
        section: Int.random(in: 0...before.count, using: &rng), row: Int.random(in: 0...6, using: &rng))
      switch Int.random(in: 0..<8, using: &rng) {
      case 0: operations.append(.insertSection(section))
      case 1: operations.append(.deleteSection(section))
      case 2: operations.append(.moveSection(section, to: other.section))
      case 3: operations.append(.insertRow(path))
      case 4: operations.append(.deleteRow(path))
      case 5: operations.append(.reloadRow(path))
      case 6: operations.append(.moveRow(path, to: other))
      default: operations.append(.reloadSection(section))
      }
    }
    // Counts that add up as often as not.
    if Bool.random(using: &rng), !after.isEmpty {
      after[Int.random(in: 0..<after.count, using: &rng)] += Int.random(in: -1...2, using: &rng)
      after = after.map { max(0, $0) }
    }
    if Int.random(in: 0..<6, using: &rng) == 0 { after.append(0) }
    let source = CountsDataSourceForTests(counts: before)
    let frame = CGRect(x: 0, y: 0, width: 320, height: 600)
    if collection {
      let view = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewLayout())
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      var raised: [CollectionUpdateError] = []
      view.violationHandler = { raised.append($0) }
      view.dataSource = source
      view.layoutIfNeeded()
      raised = []
      view.performBatchUpdates {
        source.counts = after
        for operation in operations { apply(operation, to: view) }
      }
      return raised.prefix(1).filter(\.isRaisedByUIKit).flatMap { error in
        let rule = ContractExplanation(error).ruleID
        return [RaisedFailure(text: error.message, ruleID: rule, style: "collection")]
          + (error.batchDetectedMessage.map { [RaisedFailure(text: $0, ruleID: rule, style: "collection detected")] }
            ?? [])
      }
    }
    let view = UITableView(frame: frame, style: .plain)
    view.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    var raised: [TableUpdateError] = []
    view.violationHandler = { raised.append($0) }
    view.dataSource = source
    view.layoutIfNeeded()
    raised = []
    view.performBatchUpdates {
      source.counts = after
      for operation in operations { apply(operation, to: view) }
    }
    return raised.prefix(1).filter(\.isRaisedByUIKit).flatMap { error in
      let rule = ContractExplanation(error).ruleID
      // A crash log around the reason, as an app's console prints it.
      let logged =
        "*** Terminating app due to uncaught exception '\(error.exceptionName)', reason: '\(error.message(style: .classicWithTableSuffix))'\n*** First throw call stack:\n(0x18a 0x19b)"
      var texts = [
        RaisedFailure(text: error.message(style: .classic), ruleID: rule, style: "classic"),
        RaisedFailure(text: logged, ruleID: rule, style: "crash log"),
      ]
      if error.message(style: .batchDetected) != error.message(style: .classic) {
        texts.append(RaisedFailure(text: error.message(style: .batchDetected), ruleID: rule, style: "batch detected"))
        texts.append(RaisedFailure(text: error.message(style: .ios5), ruleID: "R3.7", style: "ios5"))
      }
      return texts
    }
  }

  static func apply(_ operation: UIKitException.Operation, to table: UITableView) {
    switch operation {
    case .insertSection(let s): table.insertSections(IndexSet(integer: s), with: .automatic)
    case .deleteSection(let s): table.deleteSections(IndexSet(integer: s), with: .automatic)
    case .reloadSection(let s): table.reloadSections(IndexSet(integer: s), with: .automatic)
    case .moveSection(let s, let t): table.moveSection(s, toSection: t)
    case .insertRow(let p): table.insertRows(at: [IndexPath(row: p.row, section: p.section)], with: .automatic)
    case .deleteRow(let p): table.deleteRows(at: [IndexPath(row: p.row, section: p.section)], with: .automatic)
    case .reloadRow(let p): table.reloadRows(at: [IndexPath(row: p.row, section: p.section)], with: .automatic)
    case .moveRow(let p, let q):
      table.moveRow(at: IndexPath(row: p.row, section: p.section), to: IndexPath(row: q.row, section: q.section))
    }
  }

  static func apply(_ operation: UIKitException.Operation, to collection: UICollectionView) {
    switch operation {
    case .insertSection(let s): collection.insertSections(IndexSet(integer: s))
    case .deleteSection(let s): collection.deleteSections(IndexSet(integer: s))
    case .reloadSection(let s): collection.reloadSections(IndexSet(integer: s))
    case .moveSection(let s, let t): collection.moveSection(s, toSection: t)
    case .insertRow(let p): collection.insertItems(at: [IndexPath(item: p.row, section: p.section)])
    case .deleteRow(let p): collection.deleteItems(at: [IndexPath(item: p.row, section: p.section)])
    case .reloadRow(let p): collection.reloadItems(at: [IndexPath(item: p.row, section: p.section)])
    case .moveRow(let p, let q):
      collection.moveItem(
        at: IndexPath(item: p.row, section: p.section), to: IndexPath(item: q.row, section: q.section))
    }
  }

  /// Rules whose texts are UIKit's texts for another rule: UIKit words its miscount of a
  /// reload with a section move (R3.14 #7) as the rows message.
  static let sameText = ["R3.14 #7": "R3.7 #3", "CV-C3": "CV-C2"]

  /// 1,000 random batches on both views: every text the headless views render for what UIKit
  /// raises (classic, in a crash log with the table suffix, "Invalid batch updates detected",
  /// the iOS 5 text, and the collection view's) reads back to the same rule, the batch rebuilt
  /// from a classic text fails the same way, and a count failure says the count the data source
  /// should have reported. Each kind of text is met at least 15 times.
  @Test func everyTextTheViewsRaiseReadsBackToItsRule() {
    var perKind: [String: Int] = [:]
    var problems: [String] = []
    for seed in UInt64(0)..<1_000 {
      for failure in Self.failures(seed: seed, collection: seed % 2 == 1) {
        let explanation: UIKitExceptionExplanation
        do {
          explanation = try UIKitExceptionExplanation(text: failure.text)
        } catch {
          problems.append("seed \(seed) \(failure.style): \(error)\n\(failure.text)")
          continue
        }
        let read = [explanation.explanation.ruleID, explanation.collectionRuleID]
        let readsRule = read.contains(failure.ruleID) || read.contains(Self.sameText[failure.ruleID])
        let confirms = failure.style.contains("detected") || failure.style == "ios5" || explanation.isConfirmed
        if !readsRule || !confirms {
          problems.append(
            "seed \(seed) \(failure.style) \(failure.ruleID): read as \(explanation.report)\n\(failure.text)")
        }
        switch explanation.exception.kind {
        case .invalidRowCount, .invalidSectionCount:
          if explanation.correctedCounts?.contains("should have reported") != true
            && explanation.explanation.ruleID != "R3.14 #7" && explanation.explanation.ruleID != "CV-C3"
          {
            problems.append("seed \(seed): no corrected count for \(failure.text)")
          }
        case .batchUpdatesDetected(_, let after, let updates):
          // Counts that add up with the updates are not corrected.
          let counts = UIKitExceptionExplanation.expectedCounts(
            before: (try? UIKitException.parse(failure.text)).flatMap { exception -> [Int]? in
              if case .batchUpdatesDetected(let before, _, _) = exception.kind { return before }
              return nil
            } ?? [], after: after, operations: updates)
          if counts != after, explanation.correctedCounts?.contains("should have reported") != true {
            problems.append("seed \(seed): no corrected counts for \(failure.text)")
          }
        default:
          break
        }
        perKind[Self.kind(of: failure), default: 0] += 1
      }
    }
    #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(5).joined(separator: "\n\n"))")
    for kind in [
      "table rows", "table sections", "collection items", "collection sections", "table batch detected",
      "collection batch detected", "table delete row", "collection delete item", "table insert row",
      "collection insert item", "iOS 5", "crash log",
    ] {
      #expect((perKind[kind] ?? 0) >= 15, "only \(perKind[kind] ?? 0) texts of \(kind): \(perKind)")
    }
  }

  /// A reconfigure inside a batch that also inserts is misuse UIKit tolerates and the headless
  /// views flag: its explanation names R3.18 (CV-R7 for a collection view), raises no
  /// exception, and says to reconfigure after the batch; both ids are rules of the articles.
  @Test func aReconfigureInAStructuralBatchIsExplained() throws {
    let frame = CGRect(x: 0, y: 0, width: 320, height: 600)
    let source = CountsDataSourceForTests(counts: [3])
    let table = UITableView(frame: frame, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    var tableErrors: [TableUpdateError] = []
    table.violationHandler = { tableErrors.append($0) }
    table.dataSource = source
    table.layoutIfNeeded()
    table.performBatchUpdates {
      source.counts = [4]
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
    }
    let tableExplanation = ContractExplanation(try #require(tableErrors.first))
    #expect(tableExplanation.ruleID == "R3.18" && tableExplanation.exceptionName == nil, "\(tableExplanation)")
    #expect(tableExplanation.explanation.contains("after the batch"), "\(tableExplanation)")

    let items = CountsDataSourceForTests(counts: [3])
    let collection = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewLayout())
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    var collectionErrors: [CollectionUpdateError] = []
    collection.violationHandler = { collectionErrors.append($0) }
    collection.dataSource = items
    collection.layoutIfNeeded()
    collection.performBatchUpdates {
      items.counts = [4]
      collection.insertItems(at: [IndexPath(item: 0, section: 0)])
      collection.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
    }
    let collectionExplanation = ContractExplanation(try #require(collectionErrors.first))
    #expect(collectionExplanation.ruleID == "CV-R7" && collectionExplanation.exceptionName == nil)
    #expect(collectionExplanation.explanation.contains("reconfigures the item at (0, 1)"), "\(collectionExplanation)")

    let articles = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "Sources/HeadlessUIKit/HeadlessUIKit.docc")
    let tableArticle = try String(
      contentsOf: articles.appendingPathComponent("TableViewContract.md"), encoding: .utf8)
    let collectionArticle = try String(
      contentsOf: articles.appendingPathComponent("CollectionViewContract.md"), encoding: .utf8)
    #expect(tableArticle.contains("**R3.18**") && collectionArticle.contains("**CV-R7**"))
  }

  /// The kind of text a failure is, as the issue counts them.
  static func kind(of failure: RaisedFailure) -> String {
    let view = failure.style.contains("collection") ? "collection" : "table"
    if failure.style == "ios5" { return "iOS 5" }
    if failure.style == "crash log" { return "crash log" }
    if failure.style.contains("detected") { return "\(view) batch detected" }
    switch failure.ruleID {
    case "R3.7 #3", "R3.14 #7", "CV-C2", "CV-C3": return view == "table" ? "table rows" : "collection items"
    case "R3.7 #1", "CV-C1": return "\(view) sections"
    case "R-b", "R-a": return "table delete row"
    case "CV-I2", "CV-I1": return "collection delete item"
    case "R-f", "R-e": return "table insert row"
    case "CV-I6", "CV-I5": return "collection insert item"
    default: return "\(view) \(failure.ruleID)"
    }
  }
}

/// A data source that only has counts.
@MainActor
final class CountsDataSourceForTests: NSObject, UITableViewDataSource, UICollectionViewDataSource {
  var counts: [Int]

  init(counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}
