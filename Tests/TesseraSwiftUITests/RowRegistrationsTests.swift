#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraSwiftUI
import TesseraUIKit

private struct Berry: Equatable, Sendable { var name: String }

/// One set of registrations serves both kinds of list.
@MainActor
@Suite struct RowRegistrationsTests {
  @Test(arguments: ListKind.allCases)
  func aContentConfigurationRegistrationServesBothKinds(_ kind: ListKind) async {
    var rows = RowRegistrations()
    rows.registerContentConfiguration(for: Berry.self) { fruit, context in
      var content = UIListContentConfiguration.cell()
      content.text = "\(fruit.name) (\(context.rowID))"
      return content
    }
    let style: SnapshotListStyle = kind == .table ? .table(.insetGrouped) : .collection()
    let coordinator = SnapshotListCoordinator(style: style, registrations: rows)
    var reported: [ListDiagnostic] = []
    coordinator.controller.diagnosticsHandler = { reported.append($0) }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    coordinator.view.frame = window.bounds
    window.addSubview(coordinator.view)
    coordinator.update(snapshot: ListSnapshot { Section("fruit") { Row("a", Berry(name: "Apple")) } }, selection: nil)
    await coordinator.settle()
    coordinator.layOut()
    let cell: UIView? = coordinator.tableHost?.cell(forRowID: "a") ?? coordinator.collectionHost?.cell(forRowID: "a")
    let configuration =
      (cell as? UITableViewCell)?.contentConfiguration ?? (cell as? UICollectionViewCell)?.contentConfiguration
    #expect((configuration as? UIListContentConfiguration)?.text == #"Apple ("a")"#)
    #expect(reported.isEmpty, "\(reported)")
    #expect(coordinator.tableHost?.tableView.style == (kind == .table ? .insetGrouped : nil))
  }

  @Test func aCellOfTheOtherKindOfViewIsSkipped() async {
    var rows = RowRegistrations()
    rows.register(TextTableCell<String>.self)
    let coordinator = SnapshotListCoordinator(style: .collection(), registrations: rows)
    var reported: [ListDiagnostic] = []
    coordinator.controller.diagnosticsHandler = { reported.append($0) }
    coordinator.view.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
    coordinator.update(snapshot: ListSnapshot { Section("s") { Row("a", "A") } }, selection: nil)
    await coordinator.settle()
    coordinator.layOut()
    #expect(reported.contains(.missingRenderer(contentType: "String", rowID: "a")))
  }
}
