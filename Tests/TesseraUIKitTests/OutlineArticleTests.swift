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
}
