#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// An app's own id type for its rows, as a product's would be.
private struct ProductID: Hashable, Sendable {
  var sku: String
}

/// An app's own id type of a few cases (stored inline by ``RowID``, as its bytes).
private enum SettingID: Hashable, Sendable {
  case wifi, bluetooth
}

/// Selecting and deselecting rows by the app's own ids, on both hosts: the ids given to `Row`
/// work as they are, wrapped into ``RowID`` the way `Row` wraps them, and a ``RowID`` is used as
/// it is, never wrapped again.
@Suite("Selection by the app's own ids")
@MainActor
struct SelectionByAppIDTests {
  private static let skus = ["a", "b", "c"]

  /// Both hosts, with persistent multiple selection, showing one row per product and per setting.
  private static func subjects() async -> [HostUnderTest] {
    var subjects: [HostUnderTest] = []
    for subject in HostUnderTest.both() {
      await subject.showSelecting(
        ListSnapshot {
          Section("products") { for sku in skus { Row(ProductID(sku: sku), "Product \(sku)") } }
          Section("settings") {
            Row(SettingID.wifi, "Wi-Fi")
            Row(SettingID.bluetooth, "Bluetooth")
          }
        })
      subjects.append(subject)
    }
    return subjects
  }

  /// Selects through the host's overload for the app's own ids (a ``RowID`` given here goes
  /// through it too, as a generic value).
  private static func select(_ id: some Hashable & Sendable, on subject: HostUnderTest) -> Bool {
    if let table = subject.host as? TableViewHost { return table.selectRow(withID: id) }
    if let collection = subject.host as? CollectionViewHost { return collection.selectRow(withID: id) }
    Issue.record("\(subject.name): an unknown host")
    return false
  }

  @Test func theAppsOwnIDsSelectAndDeselectTheirRows() async {
    for subject in await Self.subjects() {
      let product = ProductID(sku: "b")
      // Spelled at the call site as an app would.
      if let table = subject.host as? TableViewHost {
        #expect(table.selectRow(withID: product))
        #expect(table.selectRow(withID: SettingID.bluetooth, animated: true, scrollPosition: .middle))
      }
      if let collection = subject.host as? CollectionViewHost {
        #expect(collection.selectRow(withID: product))
        #expect(collection.selectRow(withID: SettingID.bluetooth, animated: true, scrollPosition: .centeredVertically))
      }
      #expect(
        subject.shownSelection == [RowID(product), RowID(SettingID.bluetooth)], "\(subject.name)")
      #expect(subject.host.selectedRowIDs.compactMap { $0.as(ProductID.self) } == [product], "\(subject.name)")

      #expect(subject.host.deselectRow(withID: product), "\(subject.name)")
      #expect(subject.host.deselectRow(withID: SettingID.bluetooth, animated: true), "\(subject.name)")
      #expect(subject.shownSelection.isEmpty, "\(subject.name)")
      #expect(!Self.select(ProductID(sku: "z"), on: subject), "\(subject.name): no such row")
      #expect(!subject.host.deselectRow(withID: ProductID(sku: "z")), "\(subject.name): no such row")
      // A value of another type is another id, even when it reads the same.
      #expect(!Self.select("b", on: subject), "\(subject.name): the string \"b\" is not ProductID(sku: \"b\")")
      #expect(subject.violations().isEmpty, "\(subject.name): \(subject.violations())")
    }
  }

  @Test func aRowIDIsUsedAsItIsNeverWrappedAgain() async {
    for subject in await Self.subjects() {
      let product = ProductID(sku: "c")
      let id = RowID(product)
      // Through the RowID overload, and through the generic one as a generic value: a RowID
      // wrapped in a RowID would name no row and read back as a RowID, not as the product's id.
      #expect(subject.selectRow(withID: id), "\(subject.name)")
      #expect(subject.host.selectedRowIDs == [id], "\(subject.name)")
      #expect(subject.host.selectedRowIDs.first?.as(ProductID.self) == product, "\(subject.name)")
      #expect(subject.host.deselectRow(withID: id), "\(subject.name)")
      #expect(Self.select(id, on: subject), "\(subject.name)")
      #expect(subject.host.selectedRowIDs.first?.as(ProductID.self) == product, "\(subject.name)")
      #expect(subject.host.selectedRowIDs.first?.as(RowID.self) == nil, "\(subject.name): not a RowID in a RowID")
      // The app's id and its RowID name the same row.
      #expect(subject.host.deselectRow(withID: product), "\(subject.name)")
      #expect(subject.host.selectedRowIDs.isEmpty, "\(subject.name)")
    }
  }

  @Test func literalsStillNameStringAndIntegerIDs() async {
    for subject in HostUnderTest.both() {
      await subject.showSelecting(
        ListSnapshot {
          Section("s") {
            Row("welcome", "Welcome"); Row(7, "Seven")
          }
        })
      if let table = subject.host as? TableViewHost {
        #expect(table.selectRow(withID: "welcome"))
        #expect(table.selectRow(withID: 7))
      }
      if let collection = subject.host as? CollectionViewHost {
        #expect(collection.selectRow(withID: "welcome"))
        #expect(collection.selectRow(withID: 7))
      }
      #expect(subject.host.selectedRowIDs == ["welcome", 7], "\(subject.name)")
      #expect(subject.host.deselectRow(withID: "welcome"), "\(subject.name)")
      #expect(subject.host.deselectRow(withID: 7), "\(subject.name)")
      #expect(subject.shownSelection.isEmpty, "\(subject.name)")
    }
  }

  /// Every call that names a row or a section by id takes the app's own id values, not only
  /// selection: finding, scrolling to, measuring again, reconfiguring, expanding and collapsing.
  @Test func everyCallByIDTakesTheAppsOwnIDs() async throws {
    for subject in await Self.subjects() {
      let product = ProductID(sku: "b")
      let host = subject.host
      let controller = host.controller
      let expected = ElementPath(element: 1, section: 0)
      #expect(controller.path(ofRowWithID: product) == expected, "\(subject.name)")
      #expect(controller.paths(ofRowsWithID: product) == [expected], "\(subject.name)")
      #expect(controller.shownSnapshot.row(withID: product)?.index == 1, "\(subject.name)")
      #expect(host.indexPath(forRowID: product) == IndexPath(row: 1, section: 0), "\(subject.name)")
      #expect(controller.actionContext(forRowWithID: product)?.rowID == RowID(product), "\(subject.name)")
      #expect(!controller.send("an event no row handles", toRowWithID: product), "\(subject.name)")
      if let table = host as? TableViewHost {
        #expect(table.scrollToRow(withID: SettingID.wifi, at: .top, animated: false))
        #expect(table.cell(forRowID: SettingID.wifi) != nil)
      }
      if let collection = host as? CollectionViewHost {
        #expect(collection.scrollToRow(withID: SettingID.wifi, at: .top, animated: false))
        #expect(collection.cell(forRowID: SettingID.wifi) != nil)
      }
      host.invalidateHeight(ofRowWithID: product)
      host.reconfigureRows(withIDs: [product])
      controller.invalidateHeight(ofRowWithID: product)
      controller.reconfigureRows(withIDs: [SettingID.wifi, SettingID.bluetooth])

      #expect(!controller.isExpanded(rowWithID: product), "\(subject.name)")
      controller.toggleExpansion(ofRowWithID: product)
      #expect(controller.isExpanded(rowWithID: product), "\(subject.name)")
      controller.setExpanded(false, rowWithID: product)
      #expect(!controller.isExpanded(rowWithID: product), "\(subject.name)")

      #expect(!controller.isCollapsed(sectionWithID: "settings"), "\(subject.name)")
      controller.setCollapsed(true, sectionWithID: "settings")
      await controller.settle()
      #expect(controller.isCollapsed(sectionWithID: "settings"), "\(subject.name)")
      #expect(subject.violations().isEmpty, "\(subject.name): \(subject.violations())")
    }
  }
}
