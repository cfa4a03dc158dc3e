#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

private struct Fruit: Equatable, Sendable {
  var name: String
  var colour: String
}

private struct Basket: Equatable, Sendable {
  var count: Int
}

/// `visibleScreenText()` and `checkedScreenText()` of a collection view: the table's format, read
/// off the collection view's own cells and supplementary views.
@Suite("Collection view screen text")
@MainActor
struct CollectionScreenTextTests {
  private static let noReuseIdentifiers = ScreenTextOptions(includesReuseIdentifiers: false)

  private static let fruit = ListSnapshot {
    Section("fruit", header: "Fruit", footer: "In season") {
      Row("apple", Fruit(name: "Apple", colour: "Red"))
      Row("lime", Fruit(name: "Lime", colour: "Green"))
    }
    Section("more", header: "More") {
      Row("fig", Fruit(name: "Fig", colour: "Purple"))
    }
  }

  private static func fruitConfiguration(_ fruit: Fruit, _ context: CellContext) -> any UIContentConfiguration {
    var configuration = UIListContentConfiguration.cell()
    configuration.text = fruit.name
    configuration.secondaryText = fruit.colour
    return configuration
  }

  private func collection(
    showing snapshot: ListSnapshot, height: CGFloat = 600, registersFruit: Bool = true,
    register: (CollectionViewHost) -> Void = { _ in }
  ) async -> (UICollectionView, CollectionViewHost) {
    let (collectionView, host) = makeCollection(height: height)
    if registersFruit { host.registerContentConfiguration(for: Fruit.self, Self.fruitConfiguration) }
    register(host)
    await host.apply(snapshot)
    collectionView.layoutIfNeeded()
    return (collectionView, host)
  }

  @Test func itemsHeadersFootersAndSelectionAreWrittenInOrder() async throws {
    let (collectionView, host) = await collection(showing: Self.fruit)
    host.selectionBehavior = .persistent
    collectionView.simulateTap(onItemAt: IndexPath(item: 1, section: 0))
    let text = try collectionView.checkedScreenText(options: Self.noReuseIdentifiers)
    #expect(
      text == """
        header 0: "Fruit"
        [0,0] h=61: "Apple" | "Red"
        [0,1] h=61: "Lime" | "Green" (selected)
        footer 0: "In season"
        header 1: "More"
        [1,0] h=61: "Fig" | "Purple"
        """)
    let withIdentifiers = collectionView.visibleScreenText()
    let reuseIdentifier = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.reuseIdentifier)
    #expect(withIdentifiers.contains("[0,0] \(reuseIdentifier) h=61: \"Apple\""), "\(withIdentifiers)")
    let bare = collectionView.visibleScreenText(
      options: ScreenTextOptions(
        includesHeadersAndFooters: false, includesReuseIdentifiers: false, includesHeights: false))
    #expect(bare.split(separator: "\n").first == #"[0,0]: "Apple" | "Red""#)
    #expect(bare.split(separator: "\n").count == 3)
  }

  @Test func everyItemStaysOnOneLineAndDifferentTextsNeverReadTheSame() async throws {
    let names = ["a\r\nb", "c\rd", "e\u{2028}f", "g\u{85}h", "tab\there", "bell\u{7}", #"q" | "r"#, #"back\slash"#]
    let snapshot = ListSnapshot {
      Section("odd") {
        for (index, name) in names.enumerated() { Row(index, Fruit(name: name, colour: "x")) }
        // The same text as the quote above, split between the two texts.
        Row("split", Fruit(name: "q", colour: "r"))
      }
    }
    let (collectionView, _) = await collection(showing: snapshot, height: 2_000)
    let text = collectionView.visibleScreenText(
      options: ScreenTextOptions(
        includesHeadersAndFooters: false, includesReuseIdentifiers: false, includesHeights: false))
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    #expect(lines.count == names.count + 1, "\(text)")
    #expect(lines[0] == #"[0,0]: "a\r\nb" | "x""#)
    #expect(lines[2] == #"[0,2]: "e\u{2028}f" | "x""#)
    #expect(lines[3] == #"[0,3]: "g\u{85}h" | "x""#)
    #expect(lines[5] == #"[0,5]: "bell\u{7}" | "x""#)
    #expect(lines[6] == #"[0,6]: "q\" | \"r" | "x""#)
    #expect(lines[7] == #"[0,7]: "back\\slash" | "x""#)
    #expect(lines[8] == #"[0,8]: "q" | "r""#)
  }

  @Test func aTableAndACollectionViewWriteTheSameScreenTheSameWay() async throws {
    let (collectionView, _) = await collection(showing: Self.fruit)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    table.sectionHeaderTopPadding = 0
    let tableHost = TableViewHost(tableView: table)
    tableHost.registerContentConfiguration(for: Fruit.self, Self.fruitConfiguration)
    await tableHost.apply(Self.fruit)
    table.layoutIfNeeded()
    let options = ScreenTextOptions(includesReuseIdentifiers: false, includesHeights: false)
    #expect(collectionView.visibleScreenText(options: options) == table.visibleScreenText(options: options))
  }

  @Test func aCollapsedSectionShowsItsHeaderAloneAndItemsScrolledAwayAreLeftOut() async throws {
    let snapshot = ListSnapshot {
      Section("closed", header: "Closed") { Row("apple", Fruit(name: "Apple", colour: "Red")) }
        .collapsible(initiallyCollapsed: true)
      Section("many", header: "Many") {
        for index in 0..<40 { Row("fruit-\(index)", Fruit(name: "Fruit \(index)", colour: "Green")) }
      }
    }
    let (collectionView, _) = await collection(showing: snapshot, height: 300)
    let lines = collectionView.visibleScreenText(options: Self.noReuseIdentifiers).split(separator: "\n")
    #expect(lines.first?.hasPrefix("header 0: ") == true && lines.first?.contains("Closed") == true, "\(lines)")
    #expect(lines.dropFirst().first == #"header 1: "Many""#, "\(lines)")
    #expect(lines.dropFirst(2).first == #"[1,0] h=61: "Fruit 0" | "Green""#, "\(lines)")
    // 300 points hold the two headers and a few rows: the rest of the 40 are off screen.
    #expect(lines.count < 10, "\(lines)")
    #expect(!lines.contains { $0.contains("Fruit 39") })
  }

  @Test func standInsForMissingCellsAndViewsAreErrors() async throws {
    let snapshot = ListSnapshot {
      Section("fruit") {
        Row("apple", Fruit(name: "Apple", colour: "Red"))
        Row("basket", Basket(count: 3))
      }
      .header(.content(Basket(count: 1)))
    }
    let (collectionView, _) = await collection(showing: snapshot, registersFruit: false)
    let error = try #require(throws: MissingRegistrationError.self) { try collectionView.checkedScreenText() }
    #expect(error.standIns.count == 3, "\(error.standIns)")
    #expect(error.standIns.contains { $0.hasPrefix("header 0: ") && $0.contains("Basket") }, "\(error.standIns)")
    #expect(error.standIns.contains { $0.hasPrefix("[0,0] ") && $0.contains("No cell registered for Fruit") })
    #expect(error.standIns.contains { $0.hasPrefix("[0,1] ") && $0.contains("No cell registered for Basket") })
  }

  @Test func aRegisteredScreenHasNoStandIns() async throws {
    let snapshot = ListSnapshot {
      Section("fruit") { Row("apple", Fruit(name: "Apple", colour: "Red")) }.header(.content(Basket(count: 1)))
    }
    let (collectionView, _) = await collection(showing: snapshot) { host in
      host.registerHeaderFooter(CollectionTextHeader<Basket>.self)
    }
    let text = try collectionView.checkedScreenText(options: Self.noReuseIdentifiers)
    #expect(text.hasSuffix(#"[0,0] h=61: "Apple" | "Red""#), "\(text)")
  }
}
