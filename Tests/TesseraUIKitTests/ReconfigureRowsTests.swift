#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// A setting shown with a switch; the switch sends ``Flipped`` when the user flips it.
private struct SwitchSetting: Equatable, Sendable {
  var title: String
  var isOn: Bool
}

private struct Flipped: Sendable {
  var isOn: Bool
}

private final class SwitchSettingCell: UITableViewCell, TableCell {
  let toggle = UISwitch()
  private var context: CellContext?
  private(set) var configurations = 0

  func configure(with setting: SwitchSetting, context: CellContext) {
    configurations += 1
    self.context = context
    textLabel?.text = setting.title
    toggle.isOn = setting.isOn
    if accessoryView == nil {
      accessoryView = toggle
      toggle.addAction(
        UIAction { [weak self] _ in
          guard let self else { return }
          _ = self.context?.send(Flipped(isOn: self.toggle.isOn))
        }, for: .valueChanged)
    }
  }
}

/// `reconfigureRows(withIDs:)` tells cells their unchanged content again: a switch whose flip the
/// app refused shows the setting as it is.
@MainActor
@Suite struct ReconfigureRowsTests {
  @Test func aRefusedFlipIsUndoneOnScreen() async throws {
    let (table, host) = makeTable()
    host.register(SwitchSettingCell.self)
    var sync = false
    var locked = true
    var snapshot: ListSnapshot {
      ListSnapshot {
        Section("settings") {
          Row("sync", SwitchSetting(title: "Sync", isOn: sync)).on(Flipped.self) { event, context in
            guard !locked else { return host.reconfigureRows(withIDs: [context.rowID]) }
            sync = event.isOn
          }
          Row("other", SwitchSetting(title: "Other", isOn: true))
        }
      }
    }
    await host.apply(snapshot)
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? SwitchSettingCell)
    let other = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? SwitchSettingCell)
    let otherConfigurations = other.configurations

    cell.toggle.simulateToggle()
    await host.controller.settle()
    table.layoutIfNeeded()
    #expect(!sync)
    #expect(!cell.toggle.isOn, "the refused flip still shows")
    #expect(table.visibleScreenText(options: ScreenTextOptions(includesReuseIdentifiers: false)).contains("[off]"))
    #expect(other.configurations == otherConfigurations, "only the row asked for is configured again")

    locked = false
    cell.toggle.simulateToggle()
    await host.apply(snapshot)
    table.layoutIfNeeded()
    #expect(sync && cell.toggle.isOn)
    #expect(table.violations.isEmpty)
  }

  @Test func unknownAndRepeatedIDsAreHarmless() async throws {
    let (table, host) = makeTable()
    host.register(SwitchSettingCell.self)
    await host.apply(ListSnapshot { Section("s") { Row("a", SwitchSetting(title: "A", isOn: true)) } })
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? SwitchSettingCell)
    let before = cell.configurations
    host.reconfigureRows(withIDs: [RowID("gone")])
    #expect(cell.configurations == before)
    host.reconfigureRows(withIDs: [RowID("a"), RowID("a"), RowID("gone")])
    table.layoutIfNeeded()
    #expect(cell.configurations == before + 1, "each row once")
    #expect(table.violations.isEmpty)
  }
}
