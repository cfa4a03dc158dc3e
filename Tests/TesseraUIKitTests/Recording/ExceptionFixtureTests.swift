#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation
import Testing
import TesseraTesting

/// Texts as apps' crash logs and consoles print them, each with the rule it must be read as and
/// what its explanation must say.
struct ExceptionFixture: Sendable, CustomStringConvertible {
  var name: String
  var text: String
  var rule: String
  var says: String?

  var description: String { name }

  static let all: [ExceptionFixture] = [
    ExceptionFixture(
      name: "rows, crash log",
      text: """
        2024-03-11 10:21:33.452 App[4512:1923] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'
        *** First throw call stack:
        (0x1a2b3c4d 0x19a8b7c6 0x1b2c3d4e)
        libc++abi: terminating due to uncaught exception of type NSException
        """, rule: "R3.7 #3", says: "should have reported 4 rows in section 0"),
    ExceptionFixture(
      name: "rows, with the table",
      text:
        "Invalid update: invalid number of rows in section 2. The number of rows contained in an existing section after the update (7) must be equal to the number of rows contained in that section before the update (9), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out). Table view: <UITableView: 0x10a83c600; frame = (0 0; 390 844); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x600000c2f8a0>>",
      rule: "R3.7 #3", says: "should have reported 8 rows in section 2"),
    ExceptionFixture(
      name: "rows, before moves were counted",
      text:
        "Invalid update: invalid number of rows in section 1.  The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (2 inserted, 0 deleted).",
      rule: "R3.7 #3", says: "should have reported 5 rows in section 1"),
    ExceptionFixture(
      name: "items",
      text:
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (10) must be equal to the number of items contained in that section before the update (10), plus or minus the number of items inserted or deleted from that section (2 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).'",
      rule: "CV-C2", says: "should have reported 12 items in section 0"),
    ExceptionFixture(
      name: "sections",
      text:
        "Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (3), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).",
      rule: "R3.7 #1", says: "should have reported 4 sections"),
    ExceptionFixture(
      name: "batch updates detected, items",
      text: """
        Thread 1: "Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.
        Data source before updates = { 1 section with item counts: [3] }
        Data source after updates = { 1 section with item counts: [3] }
        Updates = [
        \tInsert item (0 - 3)
        ]
        Collection view: <UICollectionView: 0x7fb1c9030a00; frame = (0 0; 414 896); layout: <UICollectionViewFlowLayout: 0x7fb1c8d0d3b0>>"
        """, rule: "CV-I6", says: "{ 1 section with item counts: [4] }"),
    ExceptionFixture(
      name: "batch updates detected, rows",
      text: """
        Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.
        Data source before updates = { 2 sections with row counts: [3, 1] }
        Data source after updates = { 2 sections with row counts: [3, 1] }
        Updates = [
        \tDelete row (0 - 1),
        \tDelete row (0 - 0)
        ]
        """, rule: "R3.7 #3", says: "{ 2 sections with row counts: [1, 1] }"),
    ExceptionFixture(
      name: "iOS 5",
      text:
        "Invalid table view update.  The application has requested an update to the table view that is inconsistent with the state provided by the data source.",
      rule: "R3.7", says: nil),
    ExceptionFixture(
      name: "delete an item past the end",
      text: "attempt to delete item 4 from section 0 which only contains 4 items before the update",
      rule: "CV-I2", says: "positions 0 to 3"),
    ExceptionFixture(
      name: "delete a row past the end",
      text:
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to delete row 12 from section 1 which only contains 12 rows before the update'",
      rule: "R-b", says: nil),
    ExceptionFixture(
      name: "insert a row past the end",
      text: "attempt to insert row 8 into section 0, but there are only 8 rows in section 0 after the update",
      rule: "R-f", says: nil),
    ExceptionFixture(
      name: "insert into a missing section",
      text: "attempt to insert item 0 into section 3, but there are only 3 sections after the update", rule: "CV-I5",
      says: nil),
    ExceptionFixture(
      name: "move a section, doubled to",
      text: "attempt to to move section 2 to section 4, but there are only 3 sections after the update", rule: "S6",
      says: nil),
    ExceptionFixture(
      name: "reload and move",
      text:
        "attempt to perform a delete and a move from the same index path (<NSIndexPath: 0xc000000000000016> {length = 2, path = 0 - 1})",
      rule: "R-d", says: nil),
    ExceptionFixture(
      name: "unregistered cell",
      text:
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'unable to dequeue a cell with identifier PriceCell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard'",
      rule: "R4.2", says: "PriceCell"),
    ExceptionFixture(
      name: "unregistered collection cell",
      text:
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier PhotoCell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
      rule: "CV-R2", says: "PhotoCell"),
    ExceptionFixture(
      name: "reconfigure with another cell",
      text:
        "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when reconfiguring an item, which is not allowed. You must dequeue a cell using the same registration or reuse identifier that was used to dequeue the cell originally to obtain the existing cell. (index path <NSIndexPath: 0x0> {length = 2, path = 0 - 2}, existing identifier ListCell, dequeued identifier GridCell)",
      rule: "CV-R6", says: "Confirmed"),
    ExceptionFixture(
      name: "view not dequeued",
      text:
        "Expected dequeued view to be returned to the collection view in preparation for display. When the collection view's data source is asked to provide a view for a given index path, ensure that a single view is dequeued and returned to the collection view. Avoid dequeuing views without a request from the collection view.",
      rule: "CV-R4", says: nil),
    ExceptionFixture(
      name: "supplementary view missing",
      text:
        "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (UICollectionElementKindSectionHeader,<NSIndexPath: 0x0> {length = 2, path = 1 - 0}) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))",
      rule: "CV-R5", says: nil),
    ExceptionFixture(
      name: "duplicate item identifiers",
      text: """
        *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(
            App.Item.message(42),
            App.Item.message(43)
        )}'
        """, rule: "L10", says: "App.Item.message(42)"),
    ExceptionFixture(
      name: "duplicate identifiers of a section snapshot",
      text:
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    Row(id: 7)\n)}",
      rule: "L10", says: "Row(id: 7)"),
    ExceptionFixture(
      name: "duplicate identifiers, first releases",
      text: "[General] Fatal: supplied identifiers are not unique.", rule: "L10", says: "identifier more than once"),
    ExceptionFixture(
      name: "scroll past the end",
      text:
        "*** Terminating app due to uncaught exception 'NSRangeException', reason: '-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:usingPresentationValues:]: row (9) beyond bounds (3) for section (0).'",
      rule: "R2.8", says: nil),
  ]
}

@Suite("UIKit's exception texts from crash logs")
@MainActor
struct ExceptionFixtureTests {
  @Test(arguments: ExceptionFixture.all)
  func aCrashLogsTextIsExplained(_ fixture: ExceptionFixture) throws {
    let explanation = try UIKitExceptionExplanation(text: fixture.text)
    let rules = [explanation.explanation.ruleID, explanation.collectionRuleID]
    #expect(rules.contains(fixture.rule), "\(explanation.report)")
    if let says = fixture.says { #expect(explanation.report.contains(says), "\(explanation.report)") }
    let outcome = ReplayTool.explainException(fixture.text, source: fixture.name)
    #expect(outcome.status == 1 && outcome.output.contains("Rule \(fixture.rule)"), "\(outcome.output)")
  }

  /// Misuse texts, 15 of each with other identifiers, paths and kinds, in UIKit's wordings.
  @Test func misuseAndDuplicateTextsOfEveryKindAreExplained() throws {
    var rng = SeededRandomNumberGenerator(seed: 38)
    var checked: [String: Int] = [:]
    for index in 0..<15 {
      let identifier =
        ["PriceCell", "Cell\(index)", "com.app.row-\(index)", "MailCell_v2"].randomElement(using: &rng) ?? "Cell"
      let section = Int.random(in: 0...5, using: &rng)
      let row = Int.random(in: 0...20, using: &rng)
      let path = "<NSIndexPath: 0x\(String(index * 4096 + 22, radix: 16))> {length = 2, path = \(section) - \(row)}"
      let texts: [(String, String)] = [
        (
          "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
          "R4.2"
        ),
        (
          "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
          "CV-R2"
        ),
        (
          "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when reconfiguring an item, which is not allowed. You must dequeue a cell using the same registration or reuse identifier that was used to dequeue the cell originally to obtain the existing cell. (index path \(path), existing identifier \(identifier), dequeued identifier Other\(index))",
          "CV-R6"
        ),
        (
          "reconfigureRows(at:) must dequeue the cell already shown at (\(path)) (identifier \(identifier)) but dequeued identifier Other\(index); use reloadRows(at:with:) to change the cell type",
          "R3.16"
        ),
        (
          "Expected dequeued view to be returned to the collection view in preparation for display. When the collection view's data source is asked to provide a view for a given index path, ensure that a single view is dequeued and returned to the collection view. Avoid dequeuing views without a request from the collection view. (kind UICollectionElementKindCell, index path \(path))",
          "CV-R4"
        ),
        (
          "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    App.Row.item(\(row))\n)}",
          "L10"
        ),
        (
          "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    \"s\(section)\"\n)}",
          "L10"
        ),
      ]
      for (text, rule) in texts {
        let explanation = try UIKitExceptionExplanation(text: text)
        #expect(explanation.explanation.ruleID == rule, "\(explanation.report)")
        if ["R4.2", "CV-R2", "CV-R6", "R3.16"].contains(rule) {
          #expect(explanation.isConfirmed, "\(explanation.report)")
        }
        checked[rule, default: 0] += 1
      }
    }
    #expect(checked.values.allSatisfy { $0 >= 15 }, "\(checked)")
  }

  /// Every cut of every fixture, and texts broken on purpose, read without a crash: as a text
  /// whose start is whole, or as an error naming the part that could not be read.
  @Test func truncatedAndMalformedTextsAreErrorsThatNameThePart() {
    for fixture in ExceptionFixture.all {
      let characters = Array(fixture.text)
      for end in stride(from: 0, to: characters.count, by: 5) {
        let cut = String(characters[..<end])
        do {
          _ = try UIKitExceptionExplanation(text: cut)
        } catch {
          #expect(!error.problem.isEmpty, "\(fixture.name) cut at \(end)")
        }
        let outcome = ReplayTool.explainException(cut, source: "cut")
        #expect([0, 1, 2].contains(outcome.status))
        if outcome.status == 2 {
          #expect(outcome.error.hasPrefix("tessera-replay: error: cut is not a UIKit exception"))
        }
      }
    }
    let broken: [(String, String)] = [
      ("", "the text is empty"),
      ("Invalid update: invalid number of rows in section x.", "expected a number"),
      (
        "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates. Data source before updates = { 2 sections with row counts: [3] }",
        "says 2 sections but lists 1 counts"
      ),
      (
        "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates. Data source before updates = { 1 section with row counts: [3] } Data source after updates = { 1 section with row counts: [2] } Updates = [ Delete row (0 - 1),",
        "expected ']' to end the updates"
      ),
      (
        "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates. Data source before updates = { 1 section with row counts: [3] } Data source after updates = { 1 section with row counts: [2] } Updates = [ Remove row (0 - 1) ]",
        "expected an update such as"
      ),
      ("attempt to delete row 99999999999999999999 from section 0", "expected a number"),
      ("NSObject does not recognize the selector -frame", "not a UIKit exception about a table or collection view"),
    ]
    for (text, message) in broken {
      do {
        let explanation = try UIKitExceptionExplanation(text: text)
        Issue.record("\(text) was read: \(explanation.report)")
      } catch {
        #expect(error.description.contains(message), "\(error)")
      }
    }
  }
}
