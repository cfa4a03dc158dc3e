#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// How tall the cells of ``ScaledTableCell`` and ``ScaledCollectionCell`` are: a stand-in for the
/// text size the user picks, which changes every row's height and no row's content.
@MainActor
private enum TextScale {
  static var lineHeight: CGFloat = 30
}

private final class ScaledTableCell: UITableViewCell, TableCell {
  func configure(with content: Int, context: CellContext) { textLabel?.text = "line \(content)" }
  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: TextScale.lineHeight) }
}

private final class ScaledCollectionCell: UICollectionViewListCell, CollectionCell, ShowsText {
  private(set) var text = ""
  func configure(with content: Int, context: CellContext) { text = "line \(content)" }
  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: TextScale.lineHeight) }
}

/// A title whose cell runs app code from `configure`.
private struct Caption: Equatable, Sendable {
  var text: String
}

/// Runs its body the first time only.
@MainActor
private final class RegisterOnce {
  private let body: () -> Void
  private(set) var didRun = false
  init(_ body: @escaping () -> Void) { self.body = body }
  func run() {
    guard !didRun else { return }
    didRun = true
    body()
  }
}

private final class CallingTextCell: UITableViewCell, TableCell {
  static var onConfigure: (@MainActor () -> Void)?
  func configure(with content: Caption, context: CellContext) {
    textLabel?.text = content.text
    Self.onConfigure?()
  }
}

private final class CallingCollectionCell: UICollectionViewListCell, CollectionCell, ShowsText {
  static var onConfigure: (@MainActor () -> Void)?
  private(set) var text = ""
  func configure(with content: Caption, context: CellContext) {
    text = content.text
    Self.onConfigure?()
  }
}

/// Rows whose cell changes without their content changing: a content type registered once its
/// rows are shown, and every row measured again at once
/// (``ListController/invalidateMeasuredHeights(ofRowsWhere:)``).
@Suite("Registering late and measuring every row again", .serialized)
@MainActor
struct LateRegistrationTests {
  private let notes = ListSnapshot {
    Section("s") {
      Row("title", "Title")
      for i in 0..<5 { Row(i, Note(height: 90)) }
    }
  }

  private func registerNotes(on subject: HostUnderTest) {
    if let table = subject.host as? TableViewHost { table.register(NoteTableCell.self) }
    if let collection = subject.host as? CollectionViewHost { collection.register(NoteCollectionCell.self) }
  }

  @Test func rowsShownBeforeTheirCellWasRegisteredTakeItsCellsAndHeightsAndKeepTheirSelection() async {
    for subject in HostUnderTest.both(height: 800) {
      subject.registerText(String.self)
      subject.host.selectionBehavior = .persistent
      await subject.host.apply(notes)
      subject.layout()
      #expect(
        subject.visibleHeights[RowID(1)] == CGFloat(UIKitListHost.missingRegistrationRowHeight), "\(subject.name)")
      subject.tapRow(IndexPath(row: 2, section: 0))
      #expect(subject.shownSelection == [RowID(1)], "\(subject.name)")

      registerNotes(on: subject)
      subject.layout()
      subject.finishAnimations()
      subject.layout()

      for i in 0..<5 {
        #expect(subject.visibleHeights[RowID(i)] == 90, "\(subject.name): row \(i) has the height of its new cell")
      }
      #expect(
        subject.visibleTexts.dropFirst().allSatisfy { $0 == "90pt r0" }, "\(subject.name): \(subject.visibleTexts)")
      #expect(subject.shownSelection == [RowID(1)], "\(subject.name): the selection stays")
      #expect(subject.violations().isEmpty, "\(subject.name): \(subject.violations())")
    }
  }

  @Test func registeringWhileAnUpdateIsUnderWayShowsTheNewCellsOnceItIsShown() async {
    for subject in HostUnderTest.both(height: 800) {
      subject.registerText(String.self)
      await subject.host.apply(notes)
      subject.layout()
      subject.host.submit(
        ListSnapshot {
          Section("s") {
            Row("title", "Title")
            for i in (0..<5).reversed() { Row(i, Note(height: 90)) }
          }
        })
      registerNotes(on: subject)
      #expect(
        subject.visibleTexts.dropFirst().allSatisfy { $0.hasPrefix("No cell") },
        "\(subject.name): not while the update is under way")
      await subject.host.controller.settle()
      subject.finishAnimations()
      subject.layout()

      #expect(subject.visibleRowIDs == [RowID("title")] + (0..<5).reversed().map { RowID($0) }, "\(subject.name)")
      #expect(
        subject.visibleTexts.dropFirst().allSatisfy { $0 == "90pt r0" }, "\(subject.name): \(subject.visibleTexts)")
      #expect(subject.violations().isEmpty, "\(subject.name): \(subject.violations())")
    }
  }

  @Test func aCellRegisteredFromAConfigureIsShownOnTheNextTurn() async {
    for subject in HostUnderTest.both(height: 800) {
      let registerOnce = RegisterOnce { registerNotes(on: subject) }
      subject.registerText(String.self)
      await subject.host.apply(notes)
      subject.layout()
      // The title's cell registers the notes' cell from its `configure`, outside an update.
      if let table = subject.host as? TableViewHost {
        table.register(CallingTextCell.self)
      } else if let collection = subject.host as? CollectionViewHost {
        collection.register(CallingCollectionCell.self)
      }
      await subject.host.apply(
        ListSnapshot {
          Section("s") {
            Row("title", Caption(text: "Title")); for i in 0..<5 { Row(i, Note(height: 90)) }
          }
        })
      subject.layout()
      CallingTextCell.onConfigure = registerOnce.run
      CallingCollectionCell.onConfigure = registerOnce.run
      subject.host.reconfigureRows(withIDs: [RowID("title")])
      subject.layout()
      #expect(registerOnce.didRun, "\(subject.name)")
      #expect(
        subject.visibleTexts.dropFirst().allSatisfy { $0.hasPrefix("No cell") }, "\(subject.name): not inside configure"
      )
      await Task.yield()
      subject.finishAnimations()
      subject.layout()
      #expect(
        subject.visibleTexts.dropFirst().allSatisfy { $0 == "90pt r0" }, "\(subject.name): \(subject.visibleTexts)")
      #expect(subject.violations().isEmpty, "\(subject.name): \(subject.violations())")
      CallingTextCell.onConfigure = nil
      CallingCollectionCell.onConfigure = nil
    }
  }

  @Test func invalidatingMeasuredHeightsMeasuresEveryRowAgainOnScreenAndOff() async {
    for subject in HostUnderTest.both(height: 300) {
      TextScale.lineHeight = 30
      if let table = subject.host as? TableViewHost { table.register(ScaledTableCell.self) }
      if let collection = subject.host as? CollectionViewHost { collection.register(ScaledCollectionCell.self) }
      await subject.host.apply(ListSnapshot { Section("s") { for i in 0..<40 { Row(i, i) } } })
      subject.layout()
      #expect(subject.visibleHeights[RowID(0)] == 30, "\(subject.name)")
      let measuredBefore = subject.host.controller.statistics.measurements

      TextScale.lineHeight = 50
      subject.host.controller.invalidateMeasuredHeights()
      subject.finishAnimations()
      subject.layout()
      #expect(subject.visibleHeights.values.allSatisfy { $0 == 50 }, "\(subject.name): \(subject.visibleHeights)")
      #expect(subject.host.controller.statistics.measurements > measuredBefore, "\(subject.name)")
      // A row off screen is measured again when it is shown.
      subject.scrollToTop(RowID(35))
      subject.layout()
      #expect(subject.visibleHeights[RowID(35)] == 50, "\(subject.name)")
      #expect(subject.violations().isEmpty, "\(subject.name): \(subject.violations())")
    }
  }

  @Test func invalidatingSomeRowsLeavesTheOthersMeasured() async {
    let (table, host) = makeTable()
    TextScale.lineHeight = 30
    host.register(ScaledTableCell.self)
    host.register(TextCell<String>.self)
    await host.apply(
      ListSnapshot {
        Section("s") {
          Row("title", "Title"); for i in 0..<5 { Row(i, i) }
        }
      })
    table.layoutIfNeeded()
    let titleHeight = host.controller.heightForRow(at: ElementPath(element: 0, section: 0))
    TextScale.lineHeight = 50
    host.controller.invalidateMeasuredHeights { $0.content.as(Int.self).map { $0 % 2 == 0 } ?? false }
    table.layoutIfNeeded()
    let heights = (1...5).map { host.controller.heightForRow(at: ElementPath(element: $0, section: 0)) }
    #expect(heights == [50, 30, 50, 30, 50])
    #expect(host.controller.heightForRow(at: ElementPath(element: 0, section: 0)) == titleHeight)
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }
}
