#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

private struct Plum: Equatable, Sendable, CustomStringConvertible {
  var description: String { "plum" }
}

private final class PlumCell: UITableViewCell, TableCell {
  func configure(with content: Plum, context: CellContext) { textLabel?.text = "\(content)" }
}

/// A row of a content type declared inside a function (its runtime name has an anonymous
/// context too), and the registration of a list configuration showing `text` for it.
private func firstTwin() -> (row: Row, register: @MainActor (TableViewHost) -> Void) {
  struct Twin: Equatable, Sendable {}
  return (Row("first", Twin()), { $0.registerContentConfiguration(for: Twin.self) { _, _ in text("first") } })
}

private func secondTwin() -> (row: Row, register: @MainActor (TableViewHost) -> Void) {
  struct Twin: Equatable, Sendable {}
  return (Row("second", Twin()), { $0.registerContentConfiguration(for: Twin.self) { _, _ in text("second") } })
}

@MainActor
private func text(_ text: String) -> any UIContentConfiguration {
  var configuration = UIListContentConfiguration.cell()
  configuration.text = text
  return configuration
}

/// Reuse identifiers appear in screen text, so reference snapshots record them: they must read
/// the same in every run and on every platform, and still tell every registration apart.
@Suite("Reuse identifiers")
@MainActor
struct ReuseIdentifierTests {
  private func table(_ snapshot: ListSnapshot, register: (TableViewHost) -> Void) async -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    let host = TableViewHost(tableView: table)
    host.controller.diagnosticsHandler = { _ in }
    register(host)
    await host.apply(snapshot)
    table.layoutIfNeeded()
    return table
  }

  @Test func privateTypesAreNamedWithoutTheAddressOfTheirContext() async throws {
    let table = await table(ListSnapshot { Section("s") { Row("plum", Plum()) } }) { $0.register(PlumCell.self) }
    let identifier = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.reuseIdentifier)
    // The runtime names a private type "TesseraUIKitTests.(unknown context at $55c4…).Plum", with an
    // address that changes from run to run.
    #expect(String(reflecting: Plum.self).contains("unknown context"), "the runtime's name changed; revisit")
    #expect(identifier == "Tessera.Cell.TesseraUIKitTests.PlumCell<TesseraUIKitTests.Plum>")
  }

  @Test func headlessViewsAreNamedAsUIKitsOwn() async throws {
    let (collectionView, host) = makeCollection()
    host.registerContentConfiguration(for: Plum.self) { plum, _ in
      var configuration = UIListContentConfiguration.cell()
      configuration.text = "\(plum)"
      return configuration
    }
    await host.apply(ListSnapshot { Section("s") { Row("plum", Plum()) } })
    collectionView.layoutIfNeeded()
    let identifier = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.reuseIdentifier)
    // The collection host's own list cell (a `UICollectionViewListCell` that answers the
    // controller's height) is named by its own module, the same on iOS and here.
    #expect(identifier == "Tessera.ContentConfiguration.TesseraUIKit.HostSizedListCell<TesseraUIKitTests.Plum>")
    let table = await table(ListSnapshot { Section("s") { Row("plum", Plum()) } }) {
      $0.registerContentConfiguration(for: Plum.self) { plum, _ in text("\(plum)") }
    }
    let tableIdentifier = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.reuseIdentifier)
    #expect(tableIdentifier == "Tessera.ContentConfiguration.UIKit.UITableViewCell<TesseraUIKitTests.Plum>")
  }

  @Test func typesWhoseNamesReadTheSameKeepIdentifiersOfTheirOwn() async throws {
    let (first, second) = (firstTwin(), secondTwin())
    let table = await table(ListSnapshot { Section("s", rows: [first.row, second.row]) }) { host in
      first.register(host)
      second.register(host)
    }
    let cells = (0..<2).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
    let identifiers = cells.map { $0?.reuseIdentifier ?? "-" }
    #expect(identifiers[0] == "Tessera.ContentConfiguration.UIKit.UITableViewCell<TesseraUIKitTests.Twin>")
    #expect(identifiers[1] == identifiers[0] + "~2")
    let texts = cells.map { ($0?.contentConfiguration as? UIListContentConfiguration)?.text }
    #expect(texts == ["first", "second"], "each row is configured by its own registration")
  }
}
