#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

private struct SwitchedSetting: Equatable, Sendable {
  var title: String
  var isOn: Bool
}

private struct SwitchedSettingFlipped: Sendable {
  var isOn: Bool
}

/// List cells registered with `registerListCell(for:configure:accessories:)` show their content's
/// accessories, a switch of the app's own among them, and forget them when the type is
/// registered again without.
@MainActor
@Suite struct ListCellAccessoryTests {
  private static let textOnly = ScreenTextOptions(includesReuseIdentifiers: false, includesHeights: false)

  private func registerSwitches(on host: CollectionViewHost) {
    host.registerListCell(for: SwitchedSetting.self) { content, setting, _ in
      content.text = setting.title
    } accessories: { setting, context in
      let toggle = UISwitch()
      toggle.isOn = setting.isOn
      toggle.addAction(
        UIAction { [weak toggle] _ in context.send(SwitchedSettingFlipped(isOn: toggle?.isOn ?? false)) },
        for: .valueChanged)
      return [.customView(configuration: .init(customView: toggle, placement: .trailing())), .disclosureIndicator()]
    }
  }

  @Test func aSwitchAccessoryShowsAndSendsItsFlip() async throws {
    let (collectionView, host) = makeCollection()
    registerSwitches(on: host)
    var sync = false
    var snapshot: ListSnapshot {
      ListSnapshot {
        Section("settings") {
          Row("sync", SwitchedSetting(title: "Sync", isOn: sync)).on(SwitchedSettingFlipped.self) { event, _ in
            sync = event.isOn
          }
        }
      }
    }
    await host.apply(snapshot)
    collectionView.layoutIfNeeded()
    #expect(collectionView.visibleScreenText(options: Self.textOnly) == #"[0,0]: "Sync" [off] >"#)

    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    let toggle = try #require(cell.subviews.compactMap { $0 as? UISwitch }.first, "the switch is in the cell")
    toggle.simulateToggle()
    #expect(sync, "the flip reached the row's handler")
    await host.apply(snapshot)
    collectionView.layoutIfNeeded()
    #expect(collectionView.visibleScreenText(options: Self.textOnly) == #"[0,0]: "Sync" [on] >"#)
    #expect(cell.subviews.filter { $0 is UISwitch }.count == 1, "the old switch left the cell")
    #expect(collectionView.violations.isEmpty)
  }

  @Test func registeringAgainWithoutAccessoriesClearsThem() async throws {
    let (collectionView, host) = makeCollection()
    registerSwitches(on: host)
    await host.apply(ListSnapshot { Section("s") { Row("a", SwitchedSetting(title: "A", isOn: true)) } })
    collectionView.layoutIfNeeded()
    #expect(collectionView.visibleScreenText(options: Self.textOnly) == #"[0,0]: "A" [on] >"#)

    host.registerListCell(for: SwitchedSetting.self) { content, setting, _ in content.text = setting.title }
    collectionView.layoutIfNeeded()
    #expect(collectionView.visibleScreenText(options: Self.textOnly) == #"[0,0]: "A""#)
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    #expect(cell.accessories.isEmpty && !cell.subviews.contains { $0 is UISwitch })
  }

  @Test func editingAccessoriesFollowTheCollectionViewsEditingState() async throws {
    let (collectionView, host) = makeCollection()
    var deleted = 0
    host.registerListCell(for: SwitchedSetting.self) { content, setting, _ in
      content.text = setting.title
    } accessories: { _, _ in
      [.delete { deleted += 1 }, .checkmark(displayed: .whenNotEditing), .reorder(), .label(text: "Daily")]
    }
    await host.apply(ListSnapshot { Section("s") { Row("a", SwitchedSetting(title: "Backup", isOn: true)) } })
    collectionView.layoutIfNeeded()
    #expect(collectionView.visibleScreenText(options: Self.textOnly) == #"[0,0]: "Backup" [check] "Daily""#)
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    #expect(!cell.simulateTap(onAccessory: .delete), "no delete control outside editing")
    #expect(deleted == 0)

    collectionView.isEditing = true
    #expect(collectionView.visibleScreenText(options: Self.textOnly) == #"[0,0]: "Backup" [delete] [reorder] "Daily""#)
    #expect(cell.simulateTap(onAccessory: .delete))
    #expect(deleted == 1)
    #expect(!cell.simulateTap(onAccessory: .checkmark), "a checkmark has no action")
  }
}
