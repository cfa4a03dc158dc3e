#if canImport(HeadlessUIKit) && !canImport(UIKit)
import HeadlessUIKit

/// A UIKit exception text explained: the rule it reports, in words, what the data source should
/// have reported when counts did not add up, and whether the batch the text describes, rebuilt
/// and run on the headless views, fails the same way.
///
/// ```swift
/// let explanation = try UIKitExceptionExplanation(text: crashReport.reason)
/// print(explanation.report)
/// ```
public struct UIKitExceptionExplanation: Sendable {
  /// The text, read.
  public var exception: UIKitException
  /// The rule and its explanation.
  public var explanation: ContractExplanation
  /// The batch rebuilt from the text (counts before and after, operations), when the text
  /// tells enough to rebuild one.
  public var rebuiltBatch: RebuiltBatch?
  /// Whether the rebuilt batch fails on the headless views with the same failure.
  public var isConfirmed: Bool
  /// What the data source should have reported, in words, when counts did not add up.
  public var correctedCounts: String?
  /// The collection view's id of the rule, when the text does not say which view raised it
  /// (tables and collection views word most batch failures alike): ``explanation`` then
  /// names the table's rule.
  public var collectionRuleID: String?

  /// A batch rebuilt from an exception's text.
  public struct RebuiltBatch: Sendable, Equatable {
    /// Rows (items) per section before the batch.
    public var before: [Int]
    /// Rows (items) per section the data source reported after it.
    public var after: [Int]
    /// The operations.
    public var operations: [UIKitException.Operation]
  }

  /// Reads and explains `text`.
  /// - Throws: ``UIKitExceptionParseError`` naming the part that could not be read.
  @MainActor
  public init(text: String) throws(UIKitExceptionParseError) {
    self.init(try UIKitException.parse(text))
  }

  /// Explains `exception`, rebuilding and running its batch where the text allows.
  @MainActor
  public init(_ exception: UIKitException) {
    self.exception = exception
    let view = exception.view
    let rebuilt = Self.rebuild(exception.kind)
    rebuiltBatch = rebuilt
    let expected = Self.expectedFailure(exception.kind, view: view)
    var confirmed: ContractExplanation?
    if let rebuilt {
      confirmed = HeadlessBatchCheck.violation(
        on: view, before: rebuilt.before, after: rebuilt.after, operations: rebuilt.operations)
    }
    if case .batchUpdatesDetected = exception.kind {
      // The text lists the batch itself: what the headless view says of it is the explanation.
      isConfirmed = confirmed != nil
      explanation =
        confirmed
        ?? ContractExplanation(
          ruleID: view == .collection ? "CV-C2" : "R3.7 #3", exceptionName: "NSInternalInconsistencyException",
          message: "", explanation: "The batch the text lists keeps every rule with these counts on the headless views."
        )
    } else if let expected {
      confirmed = confirmed ?? Self.rebuildMisuse(exception.kind, view: view)
      isConfirmed = confirmed.map { $0.ruleID == expected.ruleID && $0.message == expected.message } ?? false
      explanation = expected
    } else {
      isConfirmed = false
      explanation = Self.otherExplanation(exception.kind, view: view)
    }
    correctedCounts = Self.corrected(exception.kind, view: view, rebuilt: rebuilt)
    if view == .unknown, let collection = Self.expectedFailure(exception.kind, view: .collection),
      collection.ruleID != explanation.ruleID
    {
      collectionRuleID = collection.ruleID
    }
  }

  /// What happened, in words: the exception, the rule and its explanation, the counts the data
  /// source should have reported, and whether the headless views confirm it.
  public var report: String {
    let viewName =
      exception.view == .collection ? "a collection view" : exception.view == .table ? "a table view" : "a list view"
    var lines: [String] = []
    if let name = exception.exceptionName ?? explanation.exceptionName {
      lines.append("UIKit raised \(name) on \(viewName).")
    } else {
      lines.append("The headless views flag this as misuse of \(viewName) that UIKit lets pass.")
    }
    let rule =
      collectionRuleID.map { "\(explanation.ruleID) (\($0) if a collection view raised it)" } ?? explanation.ruleID
    lines.append("Rule \(rule): \(explanation.explanation)")
    if case .invalidRowCount(_, let after, let before, 0, 1, 0, 0) = exception.kind, after != before - 1 {
      lines.append(
        "If the batch also moved a section and reloaded a row, this may be UIKit miscounting that combination (R3.14 #7, CV-C3): reload the row in a batch of its own."
      )
    }
    if let correctedCounts { lines.append(correctedCounts) }
    if let misuse = Self.misuseDescription(exception.kind, view: exception.view) {
      lines.append(
        isConfirmed
          ? "Confirmed on HeadlessUIKit: \(misuse) fails the same way."
          : "Not confirmed on HeadlessUIKit: \(misuse) fails otherwise, or not at all.")
    } else if let rebuiltBatch {
      let batch =
        "before \(rebuiltBatch.before), after \(rebuiltBatch.after): \(Self.describe(rebuiltBatch.operations))"
      lines.append(
        isConfirmed
          ? "Confirmed on HeadlessUIKit: the batch rebuilt from the text (\(batch)) fails the same way."
          : "Not confirmed on HeadlessUIKit: the batch rebuilt from the text (\(batch)) fails otherwise, or not at all."
      )
    } else {
      lines.append("The text does not describe a batch to rebuild; the rule is read from its wording.")
    }
    return lines.joined(separator: "\n")
  }

  /// The misuse a dequeue or reconfiguration text describes, rebuilt on the headless views.
  @MainActor
  static func rebuildMisuse(_ kind: UIKitException.Kind, view: UIKitException.View) -> ContractExplanation? {
    switch kind {
    case .unregisteredIdentifier(let kindName, let identifier)
    where kindName == nil || kindName == "UICollectionElementKindCell":
      return HeadlessViewCheck.unregisteredDequeue(of: identifier, on: view)
    case .reconfigureChangedCellType(let path?, let existing?, let dequeued?):
      return HeadlessViewCheck.reconfiguration(at: path, existing: existing, dequeued: dequeued, on: view)
    default:
      return nil
    }
  }

  /// The view rebuilt for a misuse text, in words.
  static func misuseDescription(_ kind: UIKitException.Kind, view: UIKitException.View) -> String? {
    let name = view == .collection ? "a collection view" : "a table view"
    switch kind {
    case .unregisteredIdentifier(let kindName, let identifier)
    where kindName == nil || kindName == "UICollectionElementKindCell":
      return "\(name) whose data source dequeues \"\(identifier)\" without registering it"
    case .reconfigureChangedCellType(let path?, let existing?, let dequeued?):
      return "\(name) that reconfigures the cell of \"\(existing)\" at \(path) with one of \"\(dequeued)\""
    default:
      return nil
    }
  }

  static func describe(_ operations: [UIKitException.Operation]) -> String {
    guard !operations.isEmpty else { return "no operation" }
    return operations.map { operation in
      switch operation {
      case .insertSection(let s): "insert section \(s)"
      case .deleteSection(let s): "delete section \(s)"
      case .reloadSection(let s): "reload section \(s)"
      case .moveSection(let s, let t): "move section \(s) to \(t)"
      case .insertRow(let p): "insert \(p)"
      case .deleteRow(let p): "delete \(p)"
      case .reloadRow(let p): "reload \(p)"
      case .moveRow(let p, let q): "move \(p) to \(q)"
      }
    }.joined(separator: ", ")
  }
}

extension UIKitExceptionExplanation {
  typealias Operation = UIKitException.Operation
  typealias Path = UIKitException.Path

  /// Counts where section `section` has `rows` rows and every other of `count` sections none.
  static func counts(_ count: Int, _ section: Int, _ rows: Int) -> [Int] {
    var counts = [Int](repeating: 0, count: max(0, count))
    if counts.indices.contains(section) { counts[section] = rows }
    return counts
  }

  /// The batch a text describes, or the smallest batch that fails as it says.
  static func rebuild(_ kind: UIKitException.Kind) -> RebuiltBatch? {
    guard kind.numbers.allSatisfy({ $0 >= 0 && $0 <= HeadlessBatchCheck.maximumRows }) else { return nil }
    func batch(_ before: [Int], _ after: [Int], _ operations: [Operation]) -> RebuiltBatch {
      RebuiltBatch(before: before, after: after, operations: operations)
    }
    switch kind {
    case let .batchUpdatesDetected(before, after, updates):
      return batch(before, after, updates)
    case let .invalidSectionCount(after, before, inserted, deleted):
      return batch(
        [Int](repeating: 0, count: before), [Int](repeating: 0, count: after),
        (0..<deleted).map(Operation.deleteSection) + (0..<inserted).map(Operation.insertSection))
    case let .invalidRowCount(section, after, before, 0, 1, 0, 0) where after == before - 1:
      // Counts that add up: only UIKit's miscount of a reload with a section move raises this
      // (R3.14 #7). Two sections after `section` swap, and a row of it reloads.
      var before = counts(section + 3, section, before)
      before[section] = max(before[section], 1)
      return batch(
        before, counts(section + 3, section, after),
        [.reloadRow(Path(section: section, row: 0)), .moveSection(section + 1, to: section + 2)])
    case let .invalidRowCount(section, after, before, inserted, deleted, movedIn, movedOut):
      // Section `section` with its counts; one more section, after it, gives and takes the
      // rows moved in and out.
      let other = section + 1
      var before = counts(section + 1, section, before)
      var after = counts(section + 1, section, after)
      if movedIn + movedOut > 0 {
        before.append(movedIn)
        after.append(movedOut)
      }
      // A reload counts as one insert and one delete, and names its row before the batch only:
      // the pairs are reloads, so a section left with fewer rows than it inserted still reads.
      let reloads = min(inserted, deleted)
      var operations: [Operation] = (0..<reloads).map { .reloadRow(Path(section: section, row: $0)) }
      operations += (reloads..<deleted).map { .deleteRow(Path(section: section, row: $0)) }
      operations += (0..<movedOut).map {
        .moveRow(Path(section: section, row: deleted + $0), to: Path(section: other, row: $0))
      }
      operations += (0..<movedIn).map {
        .moveRow(Path(section: other, row: $0), to: Path(section: section, row: inserted - reloads + $0))
      }
      operations += (0..<(inserted - reloads)).map { .insertRow(Path(section: section, row: $0)) }
      return batch(before, after, operations)
    case let .deleteSectionOutOfRange(section, count):
      return batch(counts(count, 0, 0), counts(max(0, count - 1), 0, 0), [.deleteSection(section)])
    case let .deleteAndMoveSameSection(section):
      return batch(
        counts(section + 2, 0, 0), counts(section + 1, 0, 0), [.deleteSection(section), .moveSection(section, to: 0)])
    case let .insertSectionOutOfRange(section, count):
      return batch(counts(count, 0, 0), counts(count, 0, 0), [.insertSection(section)])
    case let .insertAndMoveSameSection(section):
      return batch(
        counts(section + 1, 0, 0), counts(section + 2, 0, 0), [.insertSection(section), .moveSection(0, to: section)])
    case let .moveSectionSourceOutOfRange(section, count):
      return batch(counts(count, 0, 0), counts(count, 0, 0), [.moveSection(section, to: 0)])
    case let .moveSectionDestinationOutOfRange(section, destination, count):
      return batch(counts(max(count, section + 1), 0, 0), counts(count, 0, 0), [.moveSection(section, to: destination)])
    case let .moveSectionToTwoDestinations(section, first, second):
      let count = max(section, first, second) + 1
      return batch(
        counts(count, 0, 0), counts(count, 0, 0), [.moveSection(section, to: first), .moveSection(section, to: second)])
    case let .moveTwoSectionsToOneDestination(first, second, destination):
      let count = max(first, second, destination) + 1
      return batch(
        counts(count, 0, 0), counts(count, 0, 0),
        [.moveSection(first, to: destination), .moveSection(second, to: destination)])
    case let .deleteRowSectionOutOfRange(row, section, count):
      return batch(counts(count, 0, 0), counts(count, 0, 0), [.deleteRow(Path(section: section, row: row))])
    case let .deleteRowOutOfRange(row, section, count):
      return batch(
        counts(section + 1, section, count), counts(section + 1, section, count),
        [.deleteRow(Path(section: section, row: row))])
    case let .deleteAndReloadSameRow(path):
      let rows = path.row + 1
      return batch(
        counts(path.section + 1, path.section, rows), counts(path.section + 1, path.section, rows - 1),
        [.deleteRow(path), .reloadRow(path)])
    case let .deleteAndMoveSameRow(path):
      let rows = path.row + 1
      return batch(
        counts(path.section + 1, path.section, rows), counts(path.section + 1, path.section, rows - 1),
        [.deleteRow(path), .moveRow(path, to: Path(section: path.section, row: 0))])
    case let .insertRowSectionOutOfRange(row, section, count):
      return batch(counts(count, 0, 0), counts(count, 0, 0), [.insertRow(Path(section: section, row: row))])
    case let .insertRowOutOfRange(row, section, count):
      return batch(
        counts(section + 1, section, count), counts(section + 1, section, count),
        [.insertRow(Path(section: section, row: row))])
    case let .insertAndMoveSameRow(path):
      let rows = path.row + 1
      return batch(
        counts(path.section + 1, path.section, rows), counts(path.section + 1, path.section, rows + 1),
        [.insertRow(path), .moveRow(Path(section: path.section, row: 0), to: path)])
    case let .moveRowSourceSectionOutOfRange(path, count):
      return batch(counts(count, 0, 1), counts(count, 0, 1), [.moveRow(path, to: Path(section: 0, row: 0))])
    case let .moveRowSourceOutOfRange(path, count):
      return batch(
        counts(path.section + 1, path.section, count), counts(path.section + 1, path.section, count),
        [.moveRow(path, to: Path(section: path.section, row: 0))])
    case let .moveRowDestinationSectionOutOfRange(from, to, count):
      let sections = max(count, from.section + 1)
      return batch(
        counts(sections, from.section, from.row + 1), counts(count, from.section, from.row + 1),
        [.moveRow(from, to: to)])
    case let .moveRowDestinationOutOfRange(from, to, count):
      let sections = max(from.section, to.section) + 1
      var before = counts(sections, to.section, count)
      before[from.section] = max(before[from.section], from.row + 1)
      return batch(before, before, [.moveRow(from, to: to)])
    case let .moveRowToTwoDestinations(from, first, second):
      let sections = max(from.section, first.section, second.section) + 1
      let rows = max(from.row, first.row, second.row) + 1
      return batch(
        [Int](repeating: rows, count: sections), [Int](repeating: rows, count: sections),
        [.moveRow(from, to: first), .moveRow(from, to: second)])
    case let .moveTwoRowsToOneDestination(first, second, to):
      let sections = max(first.section, second.section, to.section) + 1
      let rows = max(first.row, second.row, to.row) + 1
      return batch(
        [Int](repeating: rows, count: sections), [Int](repeating: rows, count: sections),
        [.moveRow(first, to: to), .moveRow(second, to: to)])
    case .moveRowFromDeletedSection(let section):
      let deleted = section ?? 0
      return batch(
        counts(deleted + 2, deleted, 1), counts(deleted + 1, deleted, 1),
        [.deleteSection(deleted), .moveRow(Path(section: deleted, row: 0), to: Path(section: deleted, row: 0))])
    case .moveRowIntoInsertedSection(let section):
      return batch(
        counts(max(section, 1), 0, 1), counts(max(section, 1) + 1, section, 1),
        [
          .insertSection(section),
          .moveRow(Path(section: section == 0 ? 0 : 0, row: 0), to: Path(section: section, row: 0)),
        ])
    case .inconsistentUpdate, .unregisteredIdentifier, .reconfigureChangedCellType, .viewNotDequeuedForRequest,
      .supplementaryViewNil, .duplicateIdentifiers, .dataSourceNotSet, .scrollOutOfRange, .invalidIndexPath:
      return nil
    }
  }
}
#endif

#if canImport(HeadlessUIKit) && !canImport(UIKit)
extension UIKitException.Kind {
  /// Every number the text gave.
  var numbers: [Int] {
    switch self {
    case let .deleteSectionOutOfRange(a, b), let .insertSectionOutOfRange(a, b), let .moveSectionSourceOutOfRange(a, b):
      [a, b]
    case let .deleteAndMoveSameSection(a), let .insertAndMoveSameSection(a), let .moveRowIntoInsertedSection(a): [a]
    case let .moveSectionDestinationOutOfRange(a, b, c), let .moveSectionToTwoDestinations(a, b, c),
      let .moveTwoSectionsToOneDestination(a, b, c), let .deleteRowSectionOutOfRange(a, b, c),
      let .deleteRowOutOfRange(a, b, c), let .insertRowSectionOutOfRange(a, b, c), let .insertRowOutOfRange(a, b, c):
      [a, b, c]
    case let .deleteAndReloadSameRow(p), let .deleteAndMoveSameRow(p), let .insertAndMoveSameRow(p): [p.section, p.row]
    case let .moveRowSourceSectionOutOfRange(p, c), let .moveRowSourceOutOfRange(p, c): [p.section, p.row, c]
    case let .moveRowDestinationSectionOutOfRange(p, q, c), let .moveRowDestinationOutOfRange(p, q, c):
      [p.section, p.row, q.section, q.row, c]
    case let .moveRowToTwoDestinations(p, q, r), let .moveTwoRowsToOneDestination(p, q, r):
      [p.section, p.row, q.section, q.row, r.section, r.row]
    case .moveRowFromDeletedSection(let section): section.map { [$0] } ?? []
    case let .invalidSectionCount(a, b, c, d): [a, b, c, d]
    case let .invalidRowCount(a, b, c, d, e, f, g): [a, b, c, d, e, f, g]
    case let .batchUpdatesDetected(before, after, _): before + after + [before.count, after.count]
    case let .scrollOutOfRange(a, b, c): [a, b, c]
    case .inconsistentUpdate, .unregisteredIdentifier, .reconfigureChangedCellType, .viewNotDequeuedForRequest,
      .supplementaryViewNil, .duplicateIdentifiers, .dataSourceNotSet, .invalidIndexPath:
      []
    }
  }
}

extension UIKitExceptionExplanation {
  static func indexPath(_ path: UIKitException.Path?) -> IndexPath {
    IndexPath(row: path?.row ?? 0, section: path?.section ?? 0)
  }

  /// The failure the headless views raise for what the text says, explained; `nil` for texts
  /// they do not render.
  static func expectedFailure(_ kind: UIKitException.Kind, view: UIKitException.View) -> ContractExplanation? {
    let table: TableUpdateError.Kind
    switch kind {
    case let .deleteSectionOutOfRange(s, c): table = .deleteSectionOutOfRange(section: s, sectionCount: c)
    case let .deleteAndMoveSameSection(s): table = .deleteAndMoveSameSection(section: s)
    case let .insertSectionOutOfRange(s, c): table = .insertSectionOutOfRange(section: s, sectionCount: c)
    case let .insertAndMoveSameSection(s): table = .insertAndMoveSameSection(section: s)
    case let .moveSectionSourceOutOfRange(s, c): table = .moveSectionSourceOutOfRange(section: s, sectionCount: c)
    case let .moveSectionDestinationOutOfRange(s, d, c):
      table = .moveSectionDestinationOutOfRange(section: s, destination: d, sectionCount: c)
    case let .moveSectionToTwoDestinations(s, a, b):
      table = .moveSectionToTwoDestinations(section: s, first: a, second: b)
    case let .moveTwoSectionsToOneDestination(a, b, d):
      table = .moveTwoSectionsToOneDestination(first: a, second: b, destination: d)
    case let .deleteRowSectionOutOfRange(r, s, c):
      table = .deleteRowSectionOutOfRange(row: r, section: s, sectionCount: c)
    case let .deleteRowOutOfRange(r, s, c): table = .deleteRowOutOfRange(row: r, section: s, rowCount: c)
    case let .deleteAndReloadSameRow(p): table = .deleteAndReloadSameRow(indexPath(p))
    case let .deleteAndMoveSameRow(p): table = .deleteAndMoveSameRow(indexPath(p))
    case let .insertRowSectionOutOfRange(r, s, c):
      table = .insertRowSectionOutOfRange(row: r, section: s, sectionCount: c)
    case let .insertRowOutOfRange(r, s, c): table = .insertRowOutOfRange(row: r, section: s, rowCount: c)
    case let .insertAndMoveSameRow(p): table = .insertAndMoveSameRow(indexPath(p))
    case let .moveRowSourceSectionOutOfRange(p, c):
      table = .moveRowSourceSectionOutOfRange(indexPath(p), sectionCount: c)
    case let .moveRowSourceOutOfRange(p, c): table = .moveRowSourceOutOfRange(indexPath(p), rowCount: c)
    case let .moveRowDestinationSectionOutOfRange(f, t, c):
      table = .moveRowDestinationSectionOutOfRange(from: indexPath(f), to: indexPath(t), sectionCount: c)
    case let .moveRowDestinationOutOfRange(f, t, c):
      table = .moveRowDestinationOutOfRange(from: indexPath(f), to: indexPath(t), rowCount: c)
    case let .moveRowToTwoDestinations(f, a, b):
      table = .moveRowToTwoDestinations(from: indexPath(f), first: indexPath(a), second: indexPath(b))
    case let .moveTwoRowsToOneDestination(a, b, t):
      table = .moveTwoRowsToOneDestination(first: indexPath(a), second: indexPath(b), to: indexPath(t))
    case .moveRowFromDeletedSection(let s): table = .moveRowFromDeletedSection(section: s ?? 0)
    case .moveRowIntoInsertedSection(let s): table = .moveRowIntoInsertedSection(section: s)
    case let .invalidSectionCount(a, b, i, d):
      table = .invalidSectionCount(after: a, before: b, inserted: i, deleted: d)
    case let .invalidRowCount(s, a, b, 0, 1, 0, 0) where a == b - 1:
      table = .reloadWithSectionMove(section: s, after: a, before: b)
    case let .invalidRowCount(s, a, b, i, d, mi, mo):
      table = .invalidRowCount(section: s, after: a, before: b, inserted: i, deleted: d, movedIn: mi, movedOut: mo)
    case let .unregisteredIdentifier(kindName, identifier):
      if view == .collection {
        return ContractExplanation(
          CollectionUpdateError(
            .unregisteredIdentifier(kind: kindName ?? "UICollectionElementKindCell", identifier: identifier)))
      }
      table = .unregisteredIdentifier(identifier)
    case let .reconfigureChangedCellType(path, existing, dequeued):
      if view == .collection {
        return ContractExplanation(
          CollectionUpdateError(
            .reconfigureChangedCellType(indexPath(path), expected: existing, dequeued: dequeued ?? "?")))
      }
      table = .reconfigureChangedCellType(indexPath(path), expected: existing, dequeued: dequeued ?? "?")
    case let .viewNotDequeuedForRequest(kindName, path):
      return ContractExplanation(
        CollectionUpdateError(
          .viewNotDequeuedForRequest(kind: kindName ?? "UICollectionElementKindCell", indexPath(path))))
    case let .supplementaryViewNil(kindName, path):
      return ContractExplanation(CollectionUpdateError(.supplementaryViewNil(kind: kindName, indexPath(path))))
    case .dataSourceNotSet:
      table = .dataSourceNotSet
    case let .scrollOutOfRange(row, section, count):
      if view == .collection {
        return ContractExplanation(
          CollectionUpdateError(
            .scrollOutOfRange(indexPath(UIKitException.Path(section: section, row: row)), itemCount: count)))
      }
      table = .scrollOutOfRange(row: row, rowCount: count, section: section)
    case .invalidIndexPath:
      table = .invalidIndexPath(IndexPath(indexes: [Int]()))
    case .batchUpdatesDetected, .inconsistentUpdate, .duplicateIdentifiers:
      return nil
    }
    if view == .collection, let collection = ContractExplanation.collectionKind(of: table) {
      return ContractExplanation(CollectionUpdateError(collection))
    }
    return ContractExplanation(TableUpdateError(table))
  }

  /// Texts the headless views do not render: the iOS 5 count failure and a diffable data
  /// source's duplicate identifiers.
  static func otherExplanation(_ kind: UIKitException.Kind, view: UIKitException.View) -> ContractExplanation {
    switch kind {
    case .duplicateIdentifiers(let ofSections, let identifiers):
      let noun = ofSections == true ? "section" : "item"
      let listed = identifiers.isEmpty ? "" : " (\(identifiers.prefix(5).joined(separator: "; ")))"
      return ContractExplanation(
        ruleID: "L10", exceptionName: "NSInternalInconsistencyException", message: "",
        explanation:
          "A diffable data source's snapshot holds the same \(noun) identifier more than once\(listed); it requires every identifier to be unique (its hash and == must tell them apart). Deduplicate before applying, or use Tessera, which shows a repeated id as a row of its own and reports it (ListDiagnostic.duplicateRowID)."
      )
    default:
      return ContractExplanation(
        ruleID: "R3.7", exceptionName: "NSInternalInconsistencyException", message: "",
        explanation:
          "The iOS 5 wording of a count check (R3.9): after the batch, the data source's counts of sections or rows do not add up to what the batch inserted, deleted and moved. The text gives no numbers: a flight recording of the list tells which section and by how much."
      )
    }
  }

  /// What the data source should have reported, in words.
  @MainActor
  static func corrected(_ kind: UIKitException.Kind, view: UIKitException.View, rebuilt: RebuiltBatch?) -> String? {
    let rows = view == .collection ? "items" : "rows"
    switch kind {
    case let .invalidRowCount(section, after, before, inserted, deleted, movedIn, movedOut):
      let expected = before + inserted - deleted + movedIn - movedOut
      guard expected != after else {
        return
          "The data source's \(after) \(rows) in section \(section) add up (\(before) - \(deleted) = \(after)): it reported what it should have, and UIKit miscounted."
      }
      return
        "The data source should have reported \(expected) \(rows) in section \(section) after the update; it reported \(after)."
    case let .invalidSectionCount(after, before, inserted, deleted):
      return
        "The data source should have reported \(before + inserted - deleted) sections after the update; it reported \(after)."
    case let .batchUpdatesDetected(before, after, updates):
      let counts = expectedCounts(before: before, after: after, operations: updates)
      guard counts != after else { return nil }
      return
        "The data source should have reported \(describe(counts, rows: rows)) after the updates; it reported \(describe(after, rows: rows))."
    default:
      _ = rebuilt
      return nil
    }
  }

  /// The counts after `operations` from `before`, by UIKit's arithmetic (R3.7): as many
  /// sections as before, plus those inserted, minus those deleted; a section that survives (or
  /// moves) holds its rows, plus those inserted into it and moved in, minus those deleted and
  /// moved out. Inserted and reloaded sections may hold any number: they keep the count
  /// reported in `after` (0 past its end).
  public static func expectedCounts(before: [Int], after: [Int], operations: [UIKitException.Operation]) -> [Int] {
    var deleted: Set<Int> = []
    var inserted: Set<Int> = []
    var reloaded: Set<Int> = []
    var sectionMoves: [Int: Int] = [:]
    var moveTargets: Set<Int> = []
    for operation in operations {
      switch operation {
      case .deleteSection(let section): deleted.insert(section)
      case .insertSection(let section): inserted.insert(section)
      case .reloadSection(let section): reloaded.insert(section)
      case .moveSection(let from, let to):
        sectionMoves[from] = to
        moveTargets.insert(to)
      default: break
      }
    }
    let count = max(0, before.count - deleted.count + inserted.count)
    guard count <= HeadlessBatchCheck.maximumSections else { return after }
    // Survivors keep their order in the positions no insert and no move takes (R3.7 #2).
    var origin = [Int?](repeating: nil, count: count)
    for (from, to) in sectionMoves where to >= 0 && to < count { origin[to] = from }
    let survivors = before.indices.filter { !deleted.contains($0) && sectionMoves[$0] == nil }
    let free = (0..<count).filter { !inserted.contains($0) && !moveTargets.contains($0) }
    for (source, target) in zip(survivors, free) { origin[target] = source }
    var newIndex: [Int: Int] = [:]
    for (target, source) in origin.enumerated() { if let source { newIndex[source] = target } }
    var counts = (0..<count).map { target -> Int in
      origin[target].map { before[$0] } ?? (target < after.count ? after[target] : 0)
    }
    for target in counts.indices {
      if let source = origin[target], reloaded.contains(source) {
        counts[target] = target < after.count ? after[target] : 0
      }
    }
    func counted(_ target: Int) -> Bool {
      guard target >= 0, target < count, let source = origin[target] else { return false }
      return !reloaded.contains(source)
    }
    for operation in operations {
      switch operation {
      case .insertRow(let path) where counted(path.section): counts[path.section] += 1
      case .deleteRow(let path):
        if let target = newIndex[path.section], counted(target) { counts[target] -= 1 }
      case .moveRow(let from, let to):
        guard let source = newIndex[from.section], source != to.section else { continue }
        if counted(source) { counts[source] -= 1 }
        if counted(to.section) { counts[to.section] += 1 }
      default: break
      }
    }
    return counts
  }

  /// `{ 2 sections with row counts: [3, 4] }`, as UIKit writes counts.
  static func describe(_ counts: [Int], rows: String) -> String {
    "{ \(counts.count) section\(counts.count == 1 ? "" : "s") with \(rows.dropLast()) counts: [\(counts.map(String.init).joined(separator: ", "))] }"
  }
}
#endif
