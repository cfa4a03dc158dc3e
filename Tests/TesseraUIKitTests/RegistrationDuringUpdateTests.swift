#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// A cell whose `configure` registers its content type again while the host shows an update:
/// misuse an app can write, which UIKit answers with an exception when the update's
/// reconfigured cells are then dequeued from the new registration.
private final class RegisteringTableCell: UITableViewCell, TableCell {
  nonisolated(unsafe) static var register: (() -> Void)?
  func configure(with content: String, context: CellContext) {
    textLabel?.text = content
    Self.register?()
  }
}

private final class RegisteringCollectionCell: UICollectionViewListCell, CollectionCell, ShowsText {
  nonisolated(unsafe) static var register: (() -> Void)?
  private(set) var text = ""
  func configure(with content: String, context: CellContext) {
    text = content
    Self.register?()
  }
}

/// Registrations made while an update is shown apply after it: every batch dequeues from the
/// registrations it was planned with, so a `configure` that registers during a batch never
/// makes UIKit raise, and the rows get cells of the new registration once the update is shown.
@Suite("Registering while an update is shown", .serialized)
@MainActor
struct RegistrationDuringUpdateTests {
  private func rows(_ changed: Set<Int> = [], inserted: Bool = false) -> ListSnapshot {
    ListSnapshot {
      Section("s") {
        if inserted { Row("new", "New row") }
        for i in 0..<6 { Row(i, changed.contains(i) ? "Row \(i) changed" : "Row \(i)") }
      }
    }
  }

  @Test func aTableCellRegisteringFromConfigureDuringABatch() async {
    let (table, host) = makeTable()
    host.register(RegisteringTableCell.self)
    await host.apply(rows())
    table.layoutIfNeeded()
    var registrations = 0
    RegisteringTableCell.register = {
      registrations += 1
      host.registerContentConfiguration(for: String.self) { text, _ in
        var content = UIListContentConfiguration.cell()
        content.text = text.uppercased()
        return content
      }
    }
    defer { RegisteringTableCell.register = nil }
    await host.apply(rows([1, 3], inserted: true))
    table.layoutIfNeeded()
    #expect(registrations > 0)
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
    RegisteringTableCell.register = nil
    await host.controller.settle()
    table.layoutIfNeeded()
    let texts = (table.indexPathsForVisibleRows ?? []).map {
      (table.cellForRow(at: $0)?.contentConfiguration as? UIListContentConfiguration)?.text ?? "<old cell>"
    }
    #expect(texts.prefix(3) == ["NEW ROW", "ROW 0", "ROW 1 CHANGED"], "the new registration shows once applied")
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  @Test func aCollectionCellRegisteringFromConfigureDuringABatch() async {
    let (collectionView, host) = makeCollection()
    host.register(RegisteringCollectionCell.self)
    await host.apply(rows())
    collectionView.layoutIfNeeded()
    var registrations = 0
    RegisteringCollectionCell.register = {
      registrations += 1
      host.register(CollectionTextCell<String>.self)
    }
    defer { RegisteringCollectionCell.register = nil }
    await host.apply(rows([1, 3], inserted: true))
    collectionView.layoutIfNeeded()
    #expect(registrations > 0)
    #expect(collectionView.violations.isEmpty, "\(collectionView.violations.map(\.message))")
    RegisteringCollectionCell.register = nil
    await host.controller.settle()
    collectionView.layoutIfNeeded()
    #expect(visibleItemTexts(collectionView).prefix(3) == ["New row", "Row 0", "Row 1 changed"])
    #expect(
      collectionView.visibleCells.allSatisfy { $0 is CollectionTextCell<String> }, "cells of the new registration")
    #expect(collectionView.violations.isEmpty, "\(collectionView.violations.map(\.message))")
  }
}
