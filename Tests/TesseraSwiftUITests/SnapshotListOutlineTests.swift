#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraSwiftUI
import TesseraUIKit

/// A `SnapshotList` shows an outline as its host does, in either style: each row indented by
/// its level, a folder with a disclosure control that toggles it through the controller, a tap
/// on a folder toggling it too, and what is expanded kept by id across updates.
@Suite("SnapshotList outlines")
@MainActor
struct SnapshotListOutlineTests {
  /// src/ { views/ { list }, main }, readme
  static func files(readmeTitle: String = "readme") -> ListSnapshot {
    ListSnapshot {
      Section("files") {
        Row("src", "src") {
          Row("views", "views") { Row("list", "list") }
          Row("main", "main")
        }
        Row("readme", readmeTitle)
      }
    }
  }

  static func shownIDs(_ coordinator: SnapshotListCoordinator) -> [RowID] {
    coordinator.controller.dataSourceList.sections.flatMap { $0.rows.map(\.id) }
  }

  /// The cell of the row with `id`, its indentation level, and a tap on its disclosure control.
  static func cell(_ id: String, in coordinator: SnapshotListCoordinator) -> (level: Int, tapDisclosure: () -> Bool)? {
    if let cell = coordinator.tableHost?.cell(forRowID: id) {
      return (cell.indentationLevel, { (cell.accessoryView as? UIControl)?.simulateTap() ?? false })
    }
    if let cell = coordinator.collectionHost?.cell(forRowID: id) as? UICollectionViewListCell {
      return (cell.indentationLevel, { cell.simulateTap(onAccessory: .outlineDisclosure) })
    }
    return nil
  }

  @Test(arguments: ListKind.allCases)
  func foldersOpenByTheirDisclosureAndRowsAreIndentedByLevel(_ kind: ListKind) async throws {
    let (coordinator, window) = makeCoordinator(kind, selectsRows: false)
    coordinator.update(snapshot: Self.files(), selection: nil)
    await coordinator.settle()
    coordinator.layOut()
    #expect(Self.shownIDs(coordinator) == ["src", "readme"])
    let src = try #require(Self.cell("src", in: coordinator))
    #expect(src.tapDisclosure())
    await coordinator.settle()
    coordinator.layOut()
    #expect(Self.shownIDs(coordinator) == ["src", "views", "main", "readme"])
    let views = try #require(Self.cell("views", in: coordinator))
    #expect(views.level == 1 && Self.cell("main", in: coordinator)?.level == 1)
    #expect(views.tapDisclosure())
    await coordinator.settle()
    coordinator.layOut()
    #expect(Self.cell("list", in: coordinator)?.level == 2)
    #expect(Self.cell("readme", in: coordinator)?.level == 0)
    #expect(coordinator.controller.expandedRowIDs == ["src", "views"])

    // A new snapshot from the app keeps what is expanded, by id.
    coordinator.update(snapshot: Self.files(readmeTitle: "README"), selection: nil)
    await coordinator.settle()
    #expect(Self.shownIDs(coordinator) == ["src", "views", "list", "main", "readme"])
    #expect(coordinator.violationMessages.isEmpty)
    _ = window
  }

  @Test(arguments: ListKind.allCases)
  func aTapOnAFolderOpensItAndSelectsIt(_ kind: ListKind) async {
    let (coordinator, window) = makeCoordinator(kind)
    let box = SelectionBox()
    coordinator.update(snapshot: Self.files(), selection: box.selection)
    await coordinator.settle()
    coordinator.layOut()
    coordinator.tap("src")
    await coordinator.settle()
    #expect(coordinator.controller.isExpanded(rowWithID: "src"))
    #expect(Self.shownIDs(coordinator) == ["src", "views", "main", "readme"])
    #expect(box.value == ["src"])
    #expect(coordinator.violationMessages.isEmpty)
    _ = window
  }
}
