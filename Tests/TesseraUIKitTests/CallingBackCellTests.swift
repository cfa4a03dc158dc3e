#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// A cell that calls the app back while the table configures or measures it (through
/// `callBack`), as cells that toggle, ask to be measured again or submit data from inside
/// `configure` do. The hook is shared: the suite that sets it runs its cases one at a time.
final class CallingBackCell: UITableViewCell, TableCell {
  /// What the cell does while it is configured (with its context) or measured (`nil`).
  static var callBack: ((CellContext?) -> Void)?
  private var text = ""
  private var isExpanded = false

  func configure(with content: GeneratedContent, context: CellContext) {
    text = String(describing: content)
    textLabel?.text = text
    isExpanded = context.isExpanded
    Self.callBack?(context)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    Self.callBack?(nil)
    return CGSize(width: size.width, height: CGFloat(isExpanded ? 90 : 24 + text.count % 9))
  }
}

/// The same for a collection view.
final class CallingBackCollectionCell: UICollectionViewListCell, CollectionCell, ShowsText {
  private(set) var text = ""
  private var isExpanded = false

  func configure(with content: GeneratedContent, context: CellContext) {
    text = String(describing: content)
    isExpanded = context.isExpanded
    CallingBackCell.callBack?(context)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CallingBackCell.callBack?(nil)
    return CGSize(width: size.width, height: CGFloat(isExpanded ? 90 : 24 + text.count % 9))
  }
}

/// Cells that call the controller back while the view configures or measures them: toggling
/// rows, asking to be measured again, submitting snapshots, collapsing sections, reading every
/// height. Through both strict headless views, 40 sequences of 10 steps each: no contract
/// violation, and once the calls stop the view shows the last snapshot, every visible cell its
/// row.
@Suite("Cells that call back while they are configured", .serialized)
@MainActor
struct CallingBackCellTests {
  @Test(arguments: ["table", "collection"])
  func cellsThatCallBackNeverBreakTheView(_ kind: String) async {
    var snapshots = RandomSnapshotGenerator(
      sectionCount: 1...4, rowsPerSection: 0...8, duplicateRowIDProbability: 0, duplicateSectionIDProbability: 0,
      headerProbability: 0.5, heightPolicies: [.automatic, .automatic(estimate: 30), .fixed(40)])
    snapshots.expandableRowProbability = 0.4
    snapshots.collapsibleSectionProbability = 0.4
    var callBacks = 0
    defer {
      CallingBackCell.callBack = nil
      #expect(callBacks > 200, "the cells called back \(callBacks) times")
    }
    for seed: UInt64 in 1...40 {
      var random = SeededRandomNumberGenerator(seed: seed)
      guard let subject = HostUnderTest.both(width: 320, height: 300).first(where: { $0.name == kind }) else {
        Issue.record("no \(kind) host")
        return
      }
      let host = subject.host
      (host as? TableViewHost)?.register(CallingBackCell.self)
      (host as? CollectionViewHost)?.register(CallingBackCollectionCell.self)
      let controller = host.controller
      var isCallingBack = false
      var callsBack = true
      CallingBackCell.callBack = { context in
        guard callsBack, !isCallingBack, Int.random(in: 0..<4, using: &random) == 0 else { return }
        isCallingBack = true
        defer { isCallingBack = false }
        callBacks += 1
        let rows = controller.dataSourceList.sections.flatMap(\.rows)
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
          if let row = rows.randomElement(using: &random) { controller.toggleExpansion(ofRowWithID: row.id) }
        case 1:
          context?.invalidateHeight()
        case 2:
          controller.submit(snapshots.makeSnapshot(using: &random))
        case 3:
          if let section = controller.dataSourceList.sections.randomElement(using: &random) {
            controller.setCollapsed(!controller.isCollapsed(sectionWithID: section.id), sectionWithID: section.id)
          }
        default:
          for section in 0..<controller.dataSourceList.sectionCount {
            for element in 0..<controller.dataSourceList.rowCount(inSection: section) {
              _ = controller.heightForRow(at: ElementPath(element: element, section: section))
            }
          }
        }
      }
      await controller.apply(snapshots.makeSnapshot(using: &random))
      for _ in 0..<10 {
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          subject.scrollToTop(controller.dataSourceList.sections.flatMap(\.rows).randomElement(using: &random)?.id ?? 0)
        case 1:
          if let row = controller.dataSourceList.sections.flatMap(\.rows).randomElement(using: &random) {
            controller.toggleExpansion(ofRowWithID: row.id)
          }
        default: break
        }
        await controller.apply(
          snapshots.makeSnapshot(using: &random), animatingDifferences: Bool.random(using: &random))
        subject.layout()
        subject.finishAnimations()
        await controller.settle()
        #expect(subject.violations().isEmpty, "\(kind) seed \(seed): \(subject.violations())")
        if !subject.violations().isEmpty { return }
      }
      callsBack = false
      let last = snapshots.makeSnapshot(using: &random)
      await controller.apply(last)
      await controller.settle()
      subject.layout()
      subject.finishAnimations()
      let expectedIDs = last.sections.map { section in
        section.collapsibility.isCollapsible && controller.isCollapsed(sectionWithID: section.id)
          ? [] : section.rows.map(\.id)
      }
      #expect(subject.violations().isEmpty, "\(kind) seed \(seed): \(subject.violations())")
      #expect(controller.dataSourceList.sections.map { $0.rows.map(\.id) } == expectedIDs, "\(kind) seed \(seed)")
      let expectedTexts = subject.visiblePaths().map { path in
        controller.dataSourceList.row(at: ElementPath(element: path.row, section: path.section))
          .map { String(describing: $0.content.base) } ?? "<none>"
      }
      #expect(subject.visibleTexts == expectedTexts, "\(kind) seed \(seed)")
    }
  }
}
