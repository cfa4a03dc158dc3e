#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

@MainActor
@Suite struct RowIDLookupTests {
  private func list(_ ids: Range<Int>) -> ListSnapshot {
    ListSnapshot {
      Section("top", header: "Top") { Row("pinned", "Pinned") }
      Section("all") { for i in ids { Row(i, "Row \(i)") } }
    }
  }

  @Test func indexPathsAndIdsFollowTheLatestSnapshot() async {
    let (table, host) = makeTable()
    host.register(TextCell<String>.self)
    installIdentityOracle(table, host)
    await host.apply(list(0..<5))
    #expect(host.indexPath(forRowID: RowID(3)) == IndexPath(row: 3, section: 1))
    #expect(host.rowID(at: IndexPath(row: 0, section: 0)) == RowID("pinned"))
    await host.apply(list(2..<7))
    #expect(host.indexPath(forRowID: RowID(3)) == IndexPath(row: 1, section: 1))
    #expect(host.indexPath(forRowID: RowID(0)) == nil)
    #expect(host.rowID(at: IndexPath(row: 9, section: 1)) == nil)
    #expect(table.violations.isEmpty)
  }

  @Test func scrollingToARowIDShowsItsCell() async throws {
    let (table, host) = makeTable(height: 200)
    host.register(TextCell<String>.self)
    installIdentityOracle(table, host)
    await host.apply(list(0..<100))
    table.layoutIfNeeded()
    #expect(host.cell(forRowID: RowID(80)) == nil, "row 80 starts off screen")
    #expect(host.scrollToRow(withID: RowID(80), at: .top, animated: false))
    table.layoutIfNeeded()
    let cell = try #require(host.cell(forRowID: RowID(80)))
    #expect(cell.textLabel?.text == "Row 80")
    #expect(!host.scrollToRow(withID: RowID("missing")), "an absent id does not scroll")
    #expect(table.violations.isEmpty)
  }
}

/// Duplicate ids are reported, and the later row is shown as a distinct row: deselecting by id
/// reaches every row shown with the id.
@Suite("Deselecting a duplicated id")
@MainActor
struct DuplicateIDSelectionTests {
  private let snapshot = ListSnapshot { Section("s") { for id in ["x", "y", "x"] { Row(id, "Row \(id)") } } }

  /// Issue: with the second of two rows `x` selected, `deselectRow(withID: "x")` returned `true`
  /// and left it selected, so the SwiftUI binding could not be cleared.
  @Test func onBothViews() async {
    for subject in HostUnderTest.both(width: 320, height: 600) {
      subject.registerText(String.self)
      subject.host.selectionBehavior = .persistent
      await subject.host.apply(snapshot)
      subject.view.layoutIfNeeded()
      subject.tapRow(IndexPath(indexes: [0, 2]))
      #expect(subject.host.selectedRowIDs == [RowID("x")], "\(subject.name)")
      #expect(subject.host.deselectRow(withID: RowID("x")), "\(subject.name)")
      #expect(subject.host.selectedRowIDs.isEmpty, "\(subject.name): still selected")
    }
  }
}
