import TesseraTesting
import TesseraUIKit

/// Fruit (collapsible, initially collapsed or not) above vegetables.
private func produce(fruitCollapsed: Bool = false, pears: Bool = true) -> ListSnapshot {
  ListSnapshot {
    Section("fruit", header: "Fruit") {
      Row("apple", "Apple")
      if pears { Row("pear", "Pear") }
      Row("plum", "Plum")
    }.collapsible(initiallyCollapsed: fruitCollapsed)
    Section("veg", header: "Vegetables") {
      Row("leek", "Leek")
      Row("kale", "Kale")
    }
  }
}

/// Collapsible sections and expandable rows: a collapse takes the section's rows out through the
/// normal diff, keeps the header on screen with its state, and touches no other section.
enum CollapseScenarios {
  static let all: [ListScenario] = [
    ListScenario(.collapse, "a-collapse-and-an-expansion-bring-the-rows-back", comparesViews: true) { context in
      context.registerText(String.self)
      await context.show(produce())
      await context.toggleSection(0)
      context.expect(context.visibleRowIDs == ["leek", "kale"], "\(context.visibleRowIDs)")
      await context.toggleSection(0)
      context.expect(context.visibleRowIDs == ["apple", "pear", "plum", "leek", "kale"], "\(context.visibleRowIDs)")
      context.expect(context.visibleTexts == ["Apple", "Pear", "Plum", "Leek", "Kale"], "\(context.visibleTexts)")
    },

    ListScenario(.collapse, "the-header-shows-whether-its-section-is-collapsed") { context in
      context.registerText(String.self)
      await context.show(produce())
      context.expect(
        context.driver.headerText(inSection: 0) == "▾ Fruit",
        "\(String(describing: context.driver.headerText(inSection: 0)))")
      await context.toggleSection(0)
      context.expect(
        context.driver.headerText(inSection: 0) == "▸ Fruit",
        "\(String(describing: context.driver.headerText(inSection: 0)))")
      context.expect(!context.driver.tapHeader(inSection: 1), "a section that does not collapse takes no tap")
    },

    ListScenario(.collapse, "an-initially-collapsed-section-shows-its-header-alone", comparesViews: true) { context in
      context.registerText(String.self)
      await context.show(produce(fruitCollapsed: true))
      context.expect(context.visibleRowIDs == ["leek", "kale"], "\(context.visibleRowIDs)")
      context.expect(context.headerTitle(0) == "Fruit", "\(String(describing: context.headerTitle(0)))")
      await context.toggleSection(0)
      context.expect(context.visibleRowIDs.first == "apple", "\(context.visibleRowIDs)")
    },

    ListScenario(.collapse, "a-collapse-keeps-the-other-sections-cells", rules: ["R3.11"]) { context in
      context.registerText(String.self)
      await context.show(produce())
      let vegetables = context.cellIdentities.filter { ["leek", "kale"].contains($0.key) }
      let mark = context.driver.activity
      await context.toggleSection(0)
      let activity = context.driver.activity.since(mark)
      context.expect(activity.fullReloads == 0, "\(activity)")
      context.expect(activity.deletedRows.count == 3 || activity.reloadedSections == [0], "\(activity)")
      let after = context.cellIdentities
      context.expect(vegetables.allSatisfy { after[$0.key] == $0.value }, "the vegetables keep their cells")
    },

    ListScenario(.collapse, "a-collapsed-section-takes-data-changes-and-shows-them-when-expanded") { context in
      context.registerText(String.self)
      await context.show(produce())
      context.host.controller.setCollapsed(true, sectionWithID: "fruit")
      await context.settle()
      await context.show(produce(pears: false))
      context.expect(context.visibleRowIDs == ["leek", "kale"], "still collapsed: \(context.visibleRowIDs)")
      context.host.controller.setCollapsed(false, sectionWithID: "fruit")
      await context.settle()
      context.expect(context.visibleRowIDs == ["apple", "plum", "leek", "kale"], "\(context.visibleRowIDs)")
    },

    ListScenario(.collapse, "an-expanded-row-keeps-its-cell-and-collapses-back", rules: ["R5.6", "R3.16"]) { context in
      context.registerText(String.self)
      await context.show(
        ListSnapshot {
          Section("cities") {
            Row("paris", "Paris").expandable()
            Row("rome", "Rome").expandable()
          }
        })
      let cell = context.cellIdentities[RowID("paris")]
      context.tapRow(withID: "paris")
      await context.settle()
      context.expect(context.visibleHeights[RowID("paris")] == 80, "\(context.visibleHeights)")
      context.expect(context.cellIdentities[RowID("paris")] == cell, "the expanded row keeps its cell")
      context.tapRow(withID: "paris")
      await context.settle()
      context.expect(context.visibleHeights[RowID("paris")] == 20, "\(context.visibleHeights)")
      let rome = try context.require(context.frame(ofRowWithID: "rome"), "rome on screen")
      context.expect(rome.minY == 20, "rome follows paris: \(rome)")
    },

    ListScenario(.collapse, "collapsing-every-section-leaves-headers-only", comparesViews: true) { context in
      context.registerText(String.self)
      await context.show(
        ListSnapshot {
          for name in ["a", "b", "c"] {
            Section(name, header: name.uppercased()) { for i in 0..<3 { Row("\(name)\(i)", "\(name) \(i)") } }
              .collapsible()
          }
        })
      for section in 0..<3 { await context.toggleSection(section) }
      context.expect(context.visibleRowIDs.isEmpty, "\(context.visibleRowIDs)")
      context.expect((0..<3).map { context.headerTitle($0) } == ["A", "B", "C"], "the headers stay")
    },
  ]
}
