#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// The Outlines article's code does what the article says.
@Suite("The Outlines article")
@MainActor
struct OutlineArticleTests {
  static let roots = [
    FileNode(
      path: "Sources", item: FileItem(name: "Sources", isFolder: true),
      children: [
        FileNode(path: "Sources/App", item: FileItem(name: "App", isFolder: true), children: []),
        FileNode(path: "Sources/main.swift", item: FileItem(name: "main.swift", isFolder: false)),
      ]),
    FileNode(path: "README.md", item: FileItem(name: "README.md", isFolder: false)),
  ]

  @Test func theFileBrowserOpensFoldersByIDAndTheHostShowsThem() async throws {
    let (collectionView, host) = makeCollection()
    showFiles(host, roots: Self.roots)
    await host.controller.settle()
    collectionView.layoutIfNeeded()
    #expect(host.controller.dataSourceList.sections[0].rows.map(\.id) == ["Sources", "README.md"])
    host.controller.expandedRowIDs = ["Sources", "Sources/App"]
    await host.controller.settle()
    collectionView.layoutIfNeeded()
    #expect(
      host.controller.dataSourceList.sections[0].rows.map(\.id) == [
        "Sources", "Sources/App", "Sources/main.swift", "README.md",
      ])
    let emptyFolder = try #require(host.cell(forRowID: "Sources/App") as? UICollectionViewListCell)
    #expect(emptyFolder.indentationLevel == 1, "an empty folder is indented under its parent")
    #expect(emptyFolder.displayedAccessories.map(\.accessoryType) == [.outlineDisclosure], "and has a disclosure")

    reopenFolders(host.controller)
    await host.controller.settle()
    #expect(host.controller.dataSourceList.sections[0].rows.map(\.id) == ["Sources", "README.md"])
    #expect(host.controller.expandedRowIDs.isEmpty, "everything below Sources was collapsed with it")
    #expect(collectionView.violations.isEmpty)
  }

  @Test func theProjectStartsWithItsSourcesOpen() async {
    let (_, host) = makeTable()
    host.register(TextCell<FileItem>.self)
    await host.apply(outlineProject())
    #expect(host.controller.dataSourceList.sections[0].rows.map(\.id) == ["Sources", "Sources/App.swift", "README.md"])
    #expect(host.controller.expandedRowIDs == ["Sources"])
  }

  @Test func aFolderLoadsItsEntriesTheFirstTimeItOpensInAUIKitHost() async throws {
    let (collectionView, host) = makeCollection()
    host.registerListCell(for: FileItem.self) { content, item, _ in content.text = item.name }
    let disk = Disk(folders: [
      "Sources": [
        DiskEntry(path: "Sources/App", name: "App", isFolder: true),
        DiskEntry(path: "Sources/main.swift", name: "main.swift", isFolder: false),
      ],
      "Sources/App": [DiskEntry(path: "Sources/App/View.swift", name: "View.swift", isFolder: false)],
    ])
    await host.apply(ListSnapshot { Section("files") { folderRow("Sources", disk: disk) } })
    host.controller.setExpanded(true, rowWithID: "Sources")
    await host.controller.settle()
    host.controller.setExpanded(true, rowWithID: "Sources/App")
    await host.controller.settle()
    collectionView.layoutIfNeeded()
    #expect(
      host.controller.dataSourceList.sections[0].rows.map(\.id) == [
        "Sources", "Sources/App", "Sources/App/View.swift", "Sources/main.swift",
      ])
    let nested = try #require(host.cell(forRowID: "Sources/App/View.swift") as? UICollectionViewListCell)
    #expect(nested.indentationLevel == 2)
    #expect(collectionView.violations.isEmpty)
  }
}
