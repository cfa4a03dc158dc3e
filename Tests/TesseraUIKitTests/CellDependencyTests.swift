#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraUIKit

/// What a screen gives its cells: here a formatter of prices, in a currency of its own.
private final class PriceFormatter {
  let currency: String
  init(currency: String) { self.currency = currency }
  func text(_ cents: Int) -> String { "\(cents / 100).\(String(cents % 100).leftPadded(to: 2)) \(currency)" }
}

private struct Price: Equatable, Sendable {
  var cents: Int
}

/// Counts, per cell, the calls the registration and the cell protocol make, in order.
private final class PriceTableCell: UITableViewCell, TableCell {
  var formatter: PriceFormatter?
  var calls: [String] = []
  func setUp() { calls.append(formatter == nil ? "setUp without a formatter" : "setUp") }
  func configure(with content: Price, context: CellContext) {
    calls.append("configure")
    textLabel?.text = formatter?.text(content.cents) ?? "no formatter"
  }
}

private final class PriceCollectionCell: UICollectionViewListCell, CollectionCell {
  var formatter: PriceFormatter?
  var calls: [String] = []
  let label = UILabel()
  func setUp() {
    calls.append(formatter == nil ? "setUp without a formatter" : "setUp")
    contentView.addSubview(label)
  }
  func configure(with content: Price, context: CellContext) {
    calls.append("configure")
    label.text = formatter?.text(content.cents) ?? "no formatter"
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(width - count, 0)) + self
  }
}

/// A cell registered by class gets the screen's dependencies from the registration, not from a
/// global: two hosts with different formatters, in tests that run at the same time, each show
/// their own currency, and every new cell is handed its formatter once, before its `setUp()`.
@Suite("Dependencies for cells")
@MainActor
struct CellDependencyTests {
  private static let prices = (0..<40).map { Price(cents: 1_000 + $0 * 7) }

  private static let frame = CGRect(x: 0, y: 0, width: 320, height: 400)

  /// A key window of ``frame`` showing `view`; the caller keeps it alive while the view shows.
  private static func window(showing view: UIView) -> UIWindow {
    let window = UIWindow(frame: frame)
    window.addSubview(view)
    window.makeKeyAndVisible()
    return window
  }

  private static var snapshot: ListSnapshot {
    ListSnapshot { Section("prices") { for (index, price) in prices.enumerated() { Row(index, price) } } }
  }

  /// Run in parallel: each case makes its own hosts with its own formatter.
  @Test(arguments: ["EUR", "DKK", "NOK", "SEK"])
  func eachTableHostConfiguresItsCellsWithItsOwnFormatter(_ currency: String) async throws {
    let formatter = PriceFormatter(currency: currency)
    let table = UITableView(frame: Self.frame, style: .plain)
    let window = Self.window(showing: table)
    defer { withExtendedLifetime(window) {} }
    let host = TableViewHost(tableView: table)
    var handed = 0
    host.register(PriceTableCell.self) { cell in
      handed += 1
      cell.formatter = formatter
    }
    await host.apply(Self.snapshot)
    table.layoutIfNeeded()
    // Scrolled to the end, so that cells are reused as well as made.
    #expect(host.scrollToRow(withID: Self.prices.count - 1, at: .bottom, animated: false))
    table.layoutIfNeeded()

    let cells = table.visibleCells.compactMap { $0 as? PriceTableCell }
    #expect(!cells.isEmpty)
    for cell in cells {
      #expect(cell.textLabel?.text?.hasSuffix(" \(currency)") == true, "\(cell.textLabel?.text ?? "nil")")
      #expect(cell.calls.first == "setUp", "handed its formatter before setUp: \(cell.calls)")
      #expect(cell.calls.filter { $0.hasPrefix("setUp") }.count == 1, "\(cell.calls)")
    }
    // Once per cell: the cells shown, the ones reused, and the one made for measuring.
    #expect(handed >= cells.count)
    #expect(handed < Self.prices.count, "a cell is handed its formatter once, not on every reuse")
  }

  @Test(arguments: ["EUR", "DKK"])
  func eachCollectionHostConfiguresItsCellsWithItsOwnFormatter(_ currency: String) async throws {
    let formatter = PriceFormatter(currency: currency)
    let collection = UICollectionView(frame: Self.frame, collectionViewLayout: UICollectionViewLayout())
    let window = Self.window(showing: collection)
    defer { withExtendedLifetime(window) {} }
    let host = CollectionViewHost(collectionView: collection)
    host.register(PriceCollectionCell.self) { cell in cell.formatter = formatter }
    await host.apply(Self.snapshot)
    collection.layoutIfNeeded()

    let cells = collection.visibleCells.compactMap { $0 as? PriceCollectionCell }
    #expect(!cells.isEmpty)
    for cell in cells {
      #expect(cell.label.text?.hasSuffix(" \(currency)") == true, "\(cell.label.text ?? "nil")")
      #expect(cell.calls.first == "setUp", "\(cell.calls)")
    }
  }

  /// The plain registration still works, and a new registration replaces the closure with it.
  @Test func registeringAgainReplacesTheClosure() async throws {
    let table = UITableView(frame: Self.frame, style: .plain)
    let window = Self.window(showing: table)
    defer { withExtendedLifetime(window) {} }
    let host = TableViewHost(tableView: table)
    host.register(PriceTableCell.self) { cell in cell.formatter = PriceFormatter(currency: "EUR") }
    host.register(PriceTableCell.self)
    await host.apply(Self.snapshot)
    table.layoutIfNeeded()
    let cell = try #require(table.visibleCells.first as? PriceTableCell)
    #expect(cell.textLabel?.text == "no formatter")
    #expect(cell.calls.first == "setUp without a formatter")
  }
}
