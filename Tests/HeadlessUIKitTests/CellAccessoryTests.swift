import Foundation
import HeadlessUIKit
import Testing

/// `UICellAccessory` and `UICollectionViewListCell.accessories`: which are drawn, in what order,
/// and what a tap runs.
@MainActor
@Suite struct CellAccessoryTests {
  private func kinds(_ accessories: [UICellAccessory]) -> [String] {
    accessories.map { accessory in
      switch accessory.accessoryType {
      case .customView(let view): view.accessibilityLabel ?? "view"
      case .label: accessory.labelText ?? "label"
      default: "\(accessory.accessoryType)"
      }
    }
  }

  private func view(_ name: String) -> UIView {
    let view = UIView(frame: .zero)
    view.accessibilityLabel = name
    return view
  }

  @Test func leadingAccessoriesComeFirstAndCustomViewsTakeTheirPositions() {
    let cell = UICollectionViewListCell(frame: .zero)
    let checkmark = UICellAccessory.checkmark()
    cell.accessories = [
      .disclosureIndicator(),
      checkmark,
      .multiselect(displayed: .always),
      .customView(configuration: .init(customView: view("first-trailing"), placement: .trailing())),
      .customView(configuration: .init(customView: view("last-leading"), placement: .leading())),
      .customView(
        configuration: .init(
          customView: view("after-check"),
          placement: .trailing(at: UICellAccessory.Placement.position(after: checkmark)))),
      .label(text: "hidden", options: .init(isHidden: true)),
    ]
    #expect(
      kinds(cell.displayedAccessories) == [
        "multiselect", "last-leading", "first-trailing", "disclosureIndicator", "checkmark", "after-check",
      ])
  }

  @Test func customViewsJoinAndLeaveTheCellsHierarchy() {
    let cell = UICollectionViewListCell(frame: .zero)
    let first = view("first")
    cell.accessories = [.customView(configuration: .init(customView: first, placement: .trailing()))]
    #expect(first.superview === cell)
    let second = view("second")
    cell.accessories = [.customView(configuration: .init(customView: second, placement: .leading()))]
    #expect(first.superview == nil && second.superview === cell)
    cell.accessories = []
    #expect(second.superview == nil)
  }

  @Test func displayedStatesFollowTheEnclosingCollectionView() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewLayout())
    let cell = UICollectionViewListCell(frame: .zero)
    collectionView.addSubview(cell)
    var taps: [String] = []
    cell.accessories = [
      .delete { taps.append("delete") }, .insert(displayed: .always) { taps.append("insert") },
      .outlineDisclosure(displayed: .whenNotEditing) { taps.append("outline") },
    ]
    #expect(kinds(cell.displayedAccessories) == ["insert", "outlineDisclosure"])
    #expect(!cell.simulateTap(onAccessory: .delete))
    #expect(cell.simulateTap(onAccessory: .outlineDisclosure))
    collectionView.isEditing = true
    #expect(kinds(cell.displayedAccessories) == ["delete", "insert"])
    #expect(cell.simulateTap(onAccessory: .delete) && cell.simulateTap(onAccessory: .insert))
    #expect(!cell.simulateTap(onAccessory: .outlineDisclosure))
    #expect(taps == ["outline", "delete", "insert"])
  }

  @Test func aPopUpMenuReportsItsMenu() {
    let cell = UICollectionViewListCell(frame: .zero)
    let menu = UIMenu(title: "Sort", children: [])
    var picked: [String] = []
    cell.accessories = [.popUpMenu(menu) { picked.append($0.title) }, .detail()]
    #expect(cell.simulateTap(onAccessory: .popUpMenu))
    #expect(!cell.simulateTap(onAccessory: .detail), "a detail button without a handler does nothing")
    #expect(picked == ["Sort"])
  }
}
