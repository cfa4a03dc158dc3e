#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// A file browser in both UIKit hosts: each cell indented by its row's level, a parent's cell
/// with a disclosure control, VoiceOver told the state and the level, and the control, the
/// accessibility action and a tap on the folder all toggling it by id.
@Suite("Outlines in the UIKit hosts")
@MainActor
struct OutlineHostTests {
  /// docs/ { guide/ { intro }, readme }, license
  static func files(docsExpanded: Bool = false) -> ListSnapshot {
    ListSnapshot {
      Section("files") {
        Row("docs", "docs") {
          Row("guide", "guide") { Row("intro", "intro") }
          Row("readme", "readme")
        }
        .initiallyExpanded(docsExpanded)
        Row("license", "license")
      }
    }
  }

  /// A table host showing `snapshot` with text cells and list cells, on screen.
  static func table(_ snapshot: ListSnapshot) async -> (UITableView, TableViewHost) {
    let (table, host) = makeTable()
    host.register(TextCell<String>.self)
    await host.apply(snapshot)
    table.layoutIfNeeded()
    return (table, host)
  }

  /// A collection host showing `snapshot` in list cells, on screen.
  static func collection(_ snapshot: ListSnapshot) async -> (UICollectionView, CollectionViewHost) {
    let (collectionView, host) = makeCollection()
    host.registerListCell(for: String.self) { configuration, text, _ in configuration.text = text }
    await host.apply(snapshot)
    collectionView.layoutIfNeeded()
    return (collectionView, host)
  }

  // MARK: Table

  @Test func aTableIndentsEachCellByItsLevelAndGivesParentsAChevron() async throws {
    let (table, host) = await Self.table(Self.files(docsExpanded: true))
    #expect(host.controller.dataSourceList.sections[0].rows.map(\.id) == ["docs", "guide", "readme", "license"])
    let levels = ["docs", "guide", "readme", "license"].map { host.cell(forRowID: $0)?.indentationLevel }
    #expect(levels == [0, 1, 1, 0])
    let docs = try #require(host.cell(forRowID: "docs"))
    let chevron = try #require(docs.accessoryView as? UIButton)
    #expect(chevron.accessibilityLabel == "Collapse", "an expanded folder's chevron collapses it")
    #expect(host.cell(forRowID: "guide")?.accessoryView is UIButton, "a folder inside a folder has one too")
    #expect(host.cell(forRowID: "readme")?.accessoryView == nil && host.cell(forRowID: "license")?.accessoryView == nil)
    #expect(table.violations.isEmpty)
  }

  @Test func aTableChevronTogglesTheFolderThroughTheController() async throws {
    let (table, host) = await Self.table(Self.files())
    let chevron = try #require(host.cell(forRowID: "docs")?.accessoryView as? UIButton)
    #expect(chevron.accessibilityLabel == "Expand")
    #expect(chevron.simulateTap())
    await host.controller.settle()
    table.layoutIfNeeded()
    #expect(host.controller.expandedRowIDs == ["docs"])
    #expect(host.controller.dataSourceList.sections[0].rows.map(\.id) == ["docs", "guide", "readme", "license"])
    let turned = try #require(host.cell(forRowID: "docs")?.accessoryView as? UIButton)
    #expect(turned.accessibilityLabel == "Collapse", "the chevron turns in place")
    #expect(turned.simulateTap())
    await host.controller.settle()
    #expect(host.controller.expandedRowIDs.isEmpty)
    #expect(host.controller.dataSourceList.sections[0].rows.map(\.id) == ["docs", "license"])
    #expect(table.violations.isEmpty)
  }

  @Test func aTableCellShownForAFileAfterAFolderLosesTheChevron() async throws {
    let (table, host) = await Self.table(Self.files())
    // The folder's cell goes back to the pool and the file's row takes one.
    await host.apply(
      ListSnapshot { Section("files") { Row("license", "license") } })
    table.layoutIfNeeded()
    let cell = try #require(host.cell(forRowID: "license"))
    #expect(cell.accessoryView == nil && cell.indentationLevel == 0)
    #expect(cell.accessibilityValue == nil && (cell.accessibilityCustomActions ?? []).isEmpty)
    #expect(table.violations.isEmpty)
  }

  @Test func anAccessoryTheAppGivesAParentStays() async throws {
    let (table, host) = makeTable()
    host.registerListCell(for: String.self) { configuration, text, _ in
      configuration.text = text
    } accessory: { _, _ in
      .disclosureIndicator
    }
    await host.apply(Self.files())
    table.layoutIfNeeded()
    let docs = try #require(host.cell(forRowID: "docs"))
    #expect(docs.accessoryType == .disclosureIndicator && docs.accessoryView == nil)
    // The app's accessory wins; VoiceOver's action still toggles the folder.
    #expect(docs.simulateAccessibilityCustomAction(named: "Expand"))
    await host.controller.settle()
    #expect(host.controller.isExpanded(rowWithID: "docs"))
  }

  @Test func aListWithoutOutlinesKeepsTheIndentationAndValueTheAppGives() async throws {
    let (table, host) = makeTable()
    host.register(AppIndentedCell.self)
    await host.apply(ListSnapshot { Section("plain") { Row("a", "a") } })
    table.layoutIfNeeded()
    let plain = try #require(host.cell(forRowID: "a"))
    #expect(plain.indentationLevel == 3 && plain.accessibilityValue == "app's")
    // In an outline the host's level wins, and the state follows the app's value.
    await host.apply(Self.files(docsExpanded: true))
    table.layoutIfNeeded()
    #expect(host.cell(forRowID: "docs")?.indentationLevel == 0)
    #expect(host.cell(forRowID: "docs")?.accessibilityValue == "app's, expanded")
    #expect(host.cell(forRowID: "guide")?.indentationLevel == 1)
    #expect(host.cell(forRowID: "license")?.indentationLevel == 3, "a file at the top is the app's to indent")
    #expect(table.violations.isEmpty)
  }

  @Test(arguments: ["table", "collection"])
  func aSelectedRowAFolderHidesStaysSelectedByID(kind: String) async throws {
    let host: UIKitListHost
    let violations: @MainActor () -> [String]
    let shownSelected: @MainActor () -> [IndexPath]
    if kind == "table" {
      let (table, tableHost) = await Self.table(Self.files(docsExpanded: true))
      tableHost.selectionBehavior = .persistent
      #expect(tableHost.selectRow(withID: "readme"))
      (host, violations) = (tableHost, { table.violations.map { "\($0)" } })
      shownSelected = { table.indexPathsForSelectedRows ?? [] }
    } else {
      let (collectionView, collectionHost) = await Self.collection(Self.files(docsExpanded: true))
      collectionHost.selectionBehavior = .persistent
      #expect(collectionHost.selectRow(withID: "readme"))
      (host, violations) = (collectionHost, { collectionView.violations.map { "\($0)" } })
      shownSelected = { collectionView.indexPathsForSelectedItems ?? [] }
    }
    #expect(host.selectedRowIDs == ["readme"])
    // The row a collapse hides stays selected, by id, as a collapsed section's rows do.
    host.controller.setExpanded(false, rowWithID: "docs")
    await host.controller.settle()
    #expect(host.indexPath(forRowID: "readme") == nil && host.selectedRowIDs == ["readme"])
    host.controller.setExpanded(true, rowWithID: "docs")
    await host.controller.settle()
    let path = try #require(host.indexPath(forRowID: "readme"))
    #expect(host.selectedRowIDs == ["readme"])
    #expect(shownSelected() == [path], "the view shows it selected again")
    // Collapsed again, then deleted while hidden: it leaves the selection for good.
    host.controller.setExpanded(false, rowWithID: "docs")
    await host.controller.settle()
    await host.apply(ListSnapshot { Section("files") { Row("docs", "docs") { Row("guide", "guide") } } })
    #expect(host.selectedRowIDs.isEmpty)
    #expect(violations().isEmpty)
  }

  // MARK: Collection

  @Test func aListCellIsIndentedAndAParentHasTheOutlineDisclosureAccessory() async throws {
    let (collectionView, host) = await Self.collection(Self.files(docsExpanded: true))
    let cells = try ["docs", "guide", "readme", "license"].map {
      try #require(host.cell(forRowID: $0) as? UICollectionViewListCell)
    }
    #expect(cells.map(\.indentationLevel) == [0, 1, 1, 0])
    let disclosures = cells.map { cell in
      cell.displayedAccessories.filter { $0.accessoryType == .outlineDisclosure }.count
    }
    #expect(disclosures == [1, 1, 0, 0])
    #expect(collectionView.violations.isEmpty)
  }

  @Test func theOutlineDisclosureTogglesTheFolderThroughTheController() async throws {
    let (collectionView, host) = await Self.collection(Self.files())
    let docs = try #require(host.cell(forRowID: "docs") as? UICollectionViewListCell)
    #expect(docs.simulateTap(onAccessory: .outlineDisclosure))
    await host.controller.settle()
    collectionView.layoutIfNeeded()
    #expect(host.controller.expandedRowIDs == ["docs"])
    #expect(host.controller.dataSourceList.sections[0].rows.map(\.id) == ["docs", "guide", "readme", "license"])
    let guide = try #require(host.cell(forRowID: "guide") as? UICollectionViewListCell)
    #expect(guide.simulateTap(onAccessory: .outlineDisclosure))
    await host.controller.settle()
    #expect(
      host.controller.dataSourceList.sections[0].rows.map(\.id) == ["docs", "guide", "intro", "readme", "license"])
    // The refreshed folder cell's accessory collapses it now.
    let refreshed = try #require(host.cell(forRowID: "docs") as? UICollectionViewListCell)
    #expect(refreshed.displayedAccessories.filter { $0.accessoryType == .outlineDisclosure }.count == 1)
    #expect(refreshed.simulateTap(onAccessory: .outlineDisclosure))
    await host.controller.settle()
    #expect(host.controller.dataSourceList.sections[0].rows.map(\.id) == ["docs", "license"])
    #expect(host.controller.expandedRowIDs == ["guide"], "the folder inside keeps its state by id")
    #expect(collectionView.violations.isEmpty)
  }

  @Test func theAppsAccessoriesStayBesideTheDisclosure() async throws {
    let (collectionView, host) = makeCollection()
    host.registerListCell(for: String.self) { configuration, text, _ in
      configuration.text = text
    } accessories: { _, _ in
      [.checkmark()]
    }
    await host.apply(Self.files())
    collectionView.layoutIfNeeded()
    let docs = try #require(host.cell(forRowID: "docs") as? UICollectionViewListCell)
    #expect(docs.displayedAccessories.map(\.accessoryType) == [.checkmark, .outlineDisclosure])
    let license = try #require(host.cell(forRowID: "license") as? UICollectionViewListCell)
    #expect(license.displayedAccessories.map(\.accessoryType) == [.checkmark])
  }

  // MARK: Both hosts

  @Test(arguments: ["table", "collection"])
  func voiceOverHearsTheStateAndTheLevelAndItsActionToggles(kind: String) async throws {
    let cell: @MainActor (String) -> UIView?
    let controller: ListController
    if kind == "table" {
      let (_, host) = await Self.table(Self.files(docsExpanded: true))
      cell = { host.cell(forRowID: $0) }
      controller = host.controller
    } else {
      let (_, host) = await Self.collection(Self.files(docsExpanded: true))
      cell = { host.cell(forRowID: $0) }
      controller = host.controller
    }
    #expect(cell("docs")?.accessibilityValue == "expanded")
    #expect(cell("guide")?.accessibilityValue == "collapsed, level 2")
    #expect(cell("readme")?.accessibilityValue == "level 2")
    #expect(cell("license")?.accessibilityValue == nil, "a top-level file has nothing to add")
    #expect(cell("docs")?.accessibilityCustomActions?.map(\.name) == ["Collapse"])
    #expect(cell("readme")?.accessibilityCustomActions?.isEmpty ?? true)

    #expect(cell("guide")?.simulateAccessibilityCustomAction(named: "Expand") == true)
    await controller.settle()
    #expect(controller.expandedRowIDs == ["docs", "guide"])
    #expect(cell("guide")?.accessibilityValue == "expanded, level 2", "said again, not appended")
    #expect(cell("intro")?.accessibilityValue == "level 3")
    #expect(cell("docs")?.simulateAccessibilityCustomAction(named: "Collapse") == true)
    await controller.settle()
    #expect(controller.dataSourceList.sections[0].rows.map(\.id) == ["docs", "license"])
    #expect(cell("docs")?.accessibilityValue == "collapsed")
  }

  @Test(arguments: ["table", "collection"])
  func aTapOnAFolderTogglesItAndTheContextSaysItsLevelAndState(kind: String) async throws {
    var contexts: [RowID: (Int, Bool)] = [:]
    let snapshot = Self.files()
    let controller: ListController
    let tap: @MainActor (Int) -> Void
    if kind == "table" {
      let (table, host) = makeTable()
      host.registerListCell(for: String.self) { configuration, text, context in
        configuration.text = text
        if !context.isMeasuring { contexts[context.rowID] = (context.outlineLevel, context.isExpanded) }
      }
      await host.apply(snapshot)
      table.layoutIfNeeded()
      controller = host.controller
      // The host is the table's delegate, held weakly: the closure keeps it.
      tap = { [host] row in withExtendedLifetime(host) { table.simulateTap(at: IndexPath(row: row, section: 0)) } }
    } else {
      let (collectionView, host) = makeCollection()
      host.registerListCell(for: String.self) { configuration, text, context in
        configuration.text = text
        if !context.isMeasuring { contexts[context.rowID] = (context.outlineLevel, context.isExpanded) }
      }
      await host.apply(snapshot)
      collectionView.layoutIfNeeded()
      controller = host.controller
      tap = { [host] item in
        withExtendedLifetime(host) { collectionView.simulateTap(onItemAt: IndexPath(item: item, section: 0)) }
      }
    }
    #expect(contexts["docs"].map { $0.0 == 0 && !$0.1 } == true)
    tap(0)
    await controller.settle()
    #expect(controller.isExpanded(rowWithID: "docs"))
    #expect(contexts["docs"].map { $0.0 == 0 && $0.1 } == true, "the folder's cell is told it is expanded")
    #expect(contexts["guide"].map { $0.0 == 1 && !$0.1 } == true)
    #expect(contexts["readme"].map { $0.0 == 1 && !$0.1 } == true)
  }
}

/// A table cell that indents itself and sets an accessibility value of its own.
final class AppIndentedCell: UITableViewCell, TableCell {
  func configure(with content: String, context: CellContext) {
    textLabel?.text = content
    indentationLevel = 3
    accessibilityValue = "app's"
  }
}
