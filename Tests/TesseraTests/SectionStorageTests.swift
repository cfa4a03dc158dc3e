@testable import Tessera
import Testing

/// How a section holds what it has besides its id and rows: header, footer, collapsibility,
/// index title, collection layout and reach-end action live in one shared box, which a plain
/// section does not have, so that a section stays small as it is copied through an update.
@Suite("Section storage")
struct SectionStorageTests {
  static func plain(_ id: Int) -> Section {
    Section(id) { Row(1, "one") }
  }

  @Test func aPlainSectionHoldsNoAttributesAndStaysSmall() {
    let section = Self.plain(0)
    #expect(section.attributes == nil)
    #expect(section.header == nil && section.footer == nil && section.indexTitle == nil)
    #expect(section.collapsibility == .fixed && section.collectionLayout == .list && section.reachEnd == nil)
    #expect(MemoryLayout<Section>.stride <= 112)
  }

  @Test func settingAnAttributeBoxesItAndSettingItBackDropsTheBox() {
    var section = Self.plain(0)
    section.header = .title("Fruit")
    section.indexTitle = "F"
    #expect(section.attributes != nil)
    #expect(section.header?.title == "Fruit" && section.indexTitle == "F")
    section.header = nil
    #expect(section.attributes != nil, "the index title is still set")
    section.indexTitle = nil
    #expect(section.attributes == nil)
  }

  @Test func theInitializersTitlesAreAttributes() {
    #expect(Section(0, header: "A") { Row(1, "one") }.header?.title == "A")
    #expect(Section(0, footer: "Z", rows: []).footer?.title == "Z")
    #expect(Section(0, header: nil, footer: nil, rows: []).attributes == nil)
  }

  @Test func copiesSharingABoxDoNotSeeEachOthersChanges() {
    let original = Self.plain(0).header(.title("A")).collapsible()
    var copy = original
    copy.header = .title("B")
    copy.collectionLayout = .grid(columns: 2)
    #expect(original.header?.title == "A" && original.collectionLayout == .list)
    #expect(copy.header?.title == "B" && copy.collapsibility == original.collapsibility)
    #expect(!copy.isContentEqual(to: original))
    #expect(original.isContentEqual(to: original.indexTitle("X")), "the index title is not compared")
  }

  @Test func theModifiersSetEachAttribute() {
    let section = Self.plain(0)
      .header(.title("H")).footer(.title("F")).indexTitle("I").collapsible(initiallyCollapsed: true)
      .collectionLayout(.grid(columns: 3)).onReachEnd(distance: 2) {}
    #expect(section.header?.title == "H" && section.footer?.title == "F" && section.indexTitle == "I")
    #expect(section.collapsibility == .collapsible(initiallyCollapsed: true))
    #expect(section.collectionLayout == .grid(columns: 3))
    #expect(section.reachEnd?.distance == 2)
    #expect(section.rows.count == 1 && section.id == 0)
  }
}
