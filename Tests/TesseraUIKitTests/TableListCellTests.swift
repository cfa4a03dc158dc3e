#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

private struct Choice: Equatable, Sendable {
  var title: String
  var accessory: Kind

  enum Kind: Equatable, Sendable {
    case none, disclosure, checkmark, detail, detailDisclosure
    case toggle(isOn: Bool)
  }
}

private struct ChoiceFlipped: Sendable {
  var isOn: Bool
}

/// Table cells registered with `registerListCell(for:configure:)` and
/// `registerListCell(for:configure:accessory:)` show their content's text and accessory, a switch
/// of the app's own among them, and a reused or reconfigured cell never keeps another row's.
@MainActor
@Suite struct TableListCellTests {
  private static let textOnly = ScreenTextOptions(includesReuseIdentifiers: false, includesHeights: false)

  private func registerChoices(on host: TableViewHost) {
    host.registerListCell(for: Choice.self) { content, choice, _ in
      content.text = choice.title
    } accessory: { choice, context in
      switch choice.accessory {
      case .none: return .none
      case .disclosure: return .disclosureIndicator
      case .checkmark: return .checkmark
      case .detail: return .detailButton
      case .detailDisclosure: return .detailDisclosureButton
      case .toggle(let isOn):
        let toggle = UISwitch()
        toggle.isOn = isOn
        toggle.addAction(
          UIAction { [weak toggle] _ in context.send(ChoiceFlipped(isOn: toggle?.isOn ?? false)) }, for: .valueChanged)
        return .view(toggle)
      }
    }
  }

  private func cell(_ table: UITableView, row: Int) throws -> UITableViewCell {
    try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
  }

  @Test func aListCellShowsItsTextInTheDefaultContentConfiguration() async throws {
    let (table, host) = makeTable()
    host.registerListCell(for: String.self) { content, text, _ in
      content.text = text
      content.secondaryText = "detail"
    }
    await host.apply(ListSnapshot { Section("s") { Row("a", "Airplane Mode") } })
    table.layoutIfNeeded()
    #expect(table.visibleScreenText(options: Self.textOnly) == #"[0,0]: "Airplane Mode" | "detail""#)
    let shown = try cell(table, row: 0)
    #expect(type(of: shown) == UITableViewCell.self, "a plain UITableViewCell, no class of Tessera's")
    let configuration = try #require(shown.contentConfiguration as? UIListContentConfiguration)
    #expect(configuration.text == "Airplane Mode" && configuration.secondaryText == "detail")
    #expect(shown.accessoryType == .none && shown.accessoryView == nil)
    #expect(table.violations.isEmpty)
  }

  @Test func everyAccessoryLandsOnItsCell() async throws {
    let (table, host) = makeTable()
    registerChoices(on: host)
    let kinds: [Choice.Kind] = [.none, .disclosure, .checkmark, .detail, .detailDisclosure, .toggle(isOn: true)]
    await host.apply(
      ListSnapshot {
        Section("s") {
          for (index, kind) in kinds.enumerated() { Row(index, Choice(title: "\(index)", accessory: kind)) }
        }
      })
    table.layoutIfNeeded()
    let expected: [UITableViewCell.AccessoryType] = [
      .none, .disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton, .none,
    ]
    for (row, type) in expected.enumerated() {
      let shown = try cell(table, row: row)
      #expect(shown.accessoryType == type, "row \(row)")
      #expect((shown.accessoryView == nil) == (row != 5), "row \(row): only the switch row has a view")
    }
    #expect((try cell(table, row: 5).accessoryView as? UISwitch)?.isOn == true)
    #expect(
      table.visibleScreenText(options: Self.textOnly) == """
        [0,0]: "0"
        [0,1]: "1" >
        [0,2]: "2" [check]
        [0,3]: "3" (i)
        [0,4]: "4" (i)>
        [0,5]: "5" [on]
        """)
    #expect(table.violations.isEmpty)
  }

  @Test func aReconfiguredCellDropsTheAccessoryItShowedBefore() async throws {
    let (table, host) = makeTable()
    registerChoices(on: host)
    await host.apply(ListSnapshot { Section("s") { Row("a", Choice(title: "Sync", accessory: .toggle(isOn: true))) } })
    table.layoutIfNeeded()
    let shown = try cell(table, row: 0)
    #expect(shown.accessoryView is UISwitch)

    let steps: [(Choice.Kind, UITableViewCell.AccessoryType, hasSwitch: Bool)] = [
      (.checkmark, .checkmark, false), (.toggle(isOn: false), .none, true), (.detail, .detailButton, false),
      (.none, .none, false),
    ]
    for (kind, type, hasSwitch) in steps {
      await host.apply(ListSnapshot { Section("s") { Row("a", Choice(title: "Sync", accessory: kind)) } })
      table.layoutIfNeeded()
      #expect(try cell(table, row: 0) === shown, "a content-only change keeps the cell")
      #expect(shown.accessoryType == type && (shown.accessoryView is UISwitch) == hasSwitch, "\(kind)")
      #expect(hasSwitch || shown.accessoryView == nil, "\(kind)")
    }
    #expect(table.violations.isEmpty)
  }

  @Test func aReusedCellDropsTheAccessoryOfTheRowItShowedBefore() async throws {
    // Rows of 44 points in a table of 100: scrolling down reuses the cells of the rows above.
    let (table, host) = makeTable(height: 100)
    registerChoices(on: host)
    await host.apply(
      ListSnapshot {
        Section("s") {
          for index in 0..<4 { Row(index, Choice(title: "\(index)", accessory: .toggle(isOn: true))) }
          for index in 4..<12 { Row(index, Choice(title: "\(index)", accessory: .none)) }
        }
      })
    table.layoutIfNeeded()
    let switchCells = table.visibleCells.filter { $0.accessoryView is UISwitch }
    #expect(switchCells.count == 3)

    table.contentOffset.y = 8 * 44
    table.layoutIfNeeded()
    let reused = table.visibleCells.filter { cell in switchCells.contains { $0 === cell } }
    #expect(!reused.isEmpty, "the cells of the switch rows were reused")
    for cell in table.visibleCells { #expect(cell.accessoryView == nil && cell.accessoryType == .none) }
    #expect(table.visibleScreenText(options: Self.textOnly) == "[0,8]: \"8\"\n[0,9]: \"9\"\n[0,10]: \"10\"")
    #expect(table.violations.isEmpty)
  }

  @Test func togglingTheSwitchSendsTheRowsAction() async throws {
    let (table, host) = makeTable()
    registerChoices(on: host)
    var flips: [Bool] = []
    await host.apply(
      ListSnapshot {
        Section("s") {
          Row("other", Choice(title: "Other", accessory: .toggle(isOn: false)))
          Row("sync", Choice(title: "Sync", accessory: .toggle(isOn: true))).on(ChoiceFlipped.self) { event, context in
            #expect(context.rowID == RowID("sync"))
            flips.append(event.isOn)
          }
        }
      })
    table.layoutIfNeeded()
    let toggle = try #require(try cell(table, row: 1).accessoryView as? UISwitch)
    toggle.simulateToggle()
    #expect(flips == [false], "the flip reached the row's handler")
  }

  @Test func theDocumentedSettingsScreenShowsAndFlips() async throws {
    let (table, host) = makeTable()
    let settings = NetworkSettings()
    registerNetworkSettings(on: host)
    await host.apply(networkScreen(settings))
    table.layoutIfNeeded()
    #expect(table.visibleScreenText(options: Self.textOnly) == "[0,0]: \"Wi-Fi\" [on]\n[0,1]: \"Privacy\" >")

    try #require(try cell(table, row: 0).accessoryView as? UISwitch).simulateToggle()
    #expect(!settings.wiFi)
    await host.apply(networkScreen(settings))
    table.layoutIfNeeded()
    #expect(table.visibleScreenText(options: Self.textOnly) == "[0,0]: \"Wi-Fi\" [off]\n[0,1]: \"Privacy\" >")
    #expect(table.violations.isEmpty)
  }

  @Test func registeringAgainReplacesTheCellAndItsAccessory() async throws {
    let (table, host) = makeTable()
    registerChoices(on: host)
    await host.apply(ListSnapshot { Section("s") { Row("a", Choice(title: "A", accessory: .toggle(isOn: true))) } })
    table.layoutIfNeeded()
    #expect(table.visibleScreenText(options: Self.textOnly) == #"[0,0]: "A" [on]"#)

    host.registerListCell(for: Choice.self) { content, choice, _ in content.text = "• " + choice.title }
    table.layoutIfNeeded()
    #expect(table.visibleScreenText(options: Self.textOnly) == #"[0,0]: "• A""#)
    let shown = try cell(table, row: 0)
    #expect(shown.accessoryView == nil && shown.accessoryType == .none)

    host.registerListCell(for: Choice.self) { content, choice, _ in
      content.text = choice.title
    } accessory: { _, _ in
      .checkmark
    }
    table.layoutIfNeeded()
    #expect(table.visibleScreenText(options: Self.textOnly) == #"[0,0]: "A" [check]"#)
    #expect(table.violations.isEmpty)
  }
}
