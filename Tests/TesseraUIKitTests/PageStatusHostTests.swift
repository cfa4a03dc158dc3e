// Uses HeadlessUIKit's simulation API (taps).
#if !canImport(UIKit)
import HeadlessUIKit
import Testing
import TesseraTesting
import TesseraUIKit

/// A cell an app registers for `PageState`, to draw the last row its own way.
final class AppPageStatusCell: UITableViewCell, TableCell {
  func configure(with content: PageState, context: CellContext) {
    textLabel?.text = "app: \(content)"
  }
}

/// The same for collection views.
final class AppPageStatusCollectionCell: UICollectionViewListCell, CollectionCell {
  func configure(with content: PageState, context: CellContext) {
    var configuration = defaultContentConfiguration()
    configuration.text = "app: \(content)"
    contentConfiguration = configuration
  }
}

/// Both UIKit hosts draw a `Row.pageStatus` row in a standard style when the app registered
/// nothing for `PageState`, and the app's registration wins when there is one (even one made
/// while the row is on screen).
@Suite("Page-status rows in UIKit hosts")
@MainActor
struct PageStatusHostTests {
  private func list(_ state: PageState, retry: (@MainActor @Sendable () async -> Void)? = nil) -> ListSnapshot {
    ListSnapshot {
      Section("feed") {
        for row in numberedRows(3) { row }
        Row.pageStatus(state, retry: retry)
      }
    }
  }

  @Test(arguments: ListHostKind.allCases)
  func pageStatusRowsRenderByDefault(_ kind: ListHostKind) async throws {
    let subject = ScreenSubject(kind)
    var diagnostics: [ListDiagnostic] = []
    subject.host.controller.diagnosticsHandler = { diagnostics.append($0) }
    for state in [PageState.loading, .failed("Offline"), .complete] {
      await subject.host.apply(list(state))
      subject.view.layoutIfNeeded()
      let text = try subject.checkedScreenText()
      #expect(text.contains("[0,3]"), "\(text)")
      #expect(text.contains("\"\(state.description)\""), "\(text)")
    }
    #expect(diagnostics.isEmpty, "no missing registration: \(diagnostics)")
    let problems = subject.host.validateRegistrations(for: list(.loading))
    #expect(problems.isEmpty)
  }

  @Test(arguments: ListHostKind.allCases)
  func selectingAFailedPageRetries(_ kind: ListHostKind) async {
    let subject = ScreenSubject(kind)
    let tally = Tally()
    await subject.host.apply(list(.failed("Offline")) { tally.add("retry") })
    subject.view.layoutIfNeeded()
    subject.tapRow(IndexPath(item: 3, section: 0))
    await subject.controller.settle()
    #expect(tally["retry"] == 1)
  }

  @Test(arguments: ListHostKind.allCases)
  func theAppsRegistrationWins(_ kind: ListHostKind) async throws {
    let subject = ScreenSubject(kind)
    await subject.host.apply(list(.loading))
    subject.view.layoutIfNeeded()
    #expect(subject.screenText().contains("\"Loading…\""))
    // Registered while the row is on screen: the row gets the app's cell.
    switch kind {
    case .table: (subject.host as? TableViewHost)?.register(AppPageStatusCell.self)
    case .collection: (subject.host as? CollectionViewHost)?.register(AppPageStatusCollectionCell.self)
    }
    await subject.controller.settle()
    subject.view.layoutIfNeeded()
    #expect(subject.screenText().contains("app: Loading…"), "\(subject.screenText())")
    await subject.host.apply(list(.complete))
    subject.view.layoutIfNeeded()
    #expect(subject.screenText().contains("app: No more items"), "\(subject.screenText())")
  }
}
#endif
