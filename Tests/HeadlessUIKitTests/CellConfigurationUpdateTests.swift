import Foundation
import HeadlessUIKit
import Testing

/// A cell that records each state it is updated for and sets its background from it.
private final class StatefulCell: UITableViewCell {
  var updates: [UICellConfigurationState] = []

  override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    updates.append(state)
    var background = UIBackgroundConfiguration.listGroupedCell()
    background.backgroundColor = state.isSelected ? .systemGray5 : .secondarySystemGroupedBackground
    backgroundConfiguration = background
  }
}

/// Cells update their configurations before they are first laid out or measured, and again at
/// the next layout after a change of state, as UIKit does (iOS 14).
@MainActor
@Suite struct CellConfigurationUpdateTests {
  @Test func aCellIsUpdatedBeforeItsFirstLayoutAndAfterEachChangeOfState() {
    let cell = StatefulCell(style: .default, reuseIdentifier: nil)
    #expect(cell.updates.isEmpty)
    cell.layoutIfNeeded()
    #expect(cell.updates.count == 1 && cell.updates[0].isSelected == false)
    #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
    cell.layoutIfNeeded()
    #expect(cell.updates.count == 1, "no update without a change")

    cell.setSelected(true, animated: false)
    #expect(cell.updates.count == 1, "the update waits for the next layout")
    cell.layoutIfNeeded()
    #expect(cell.updates.count == 2 && cell.updates[1].isSelected)
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray5)

    cell.isHighlighted = true
    _ = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(cell.updates.count == 3 && cell.updates[2].isHighlighted, "measuring runs a pending update")
    #expect(cell.configurationState.traitCollection.preferredContentSizeCategory == .large)
  }

  @Test func backgroundConfigurationsFollowTheStateWhenUpdatedAutomatically() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.backgroundConfiguration = .listPlainCell()
    cell.layoutIfNeeded()
    #expect(cell.backgroundConfiguration?.backgroundColor == nil)
    #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .systemBackground)
    cell.setSelected(true, animated: false)
    cell.layoutIfNeeded()
    #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .systemGray4)

    let manual = UITableViewCell(style: .default, reuseIdentifier: nil)
    manual.automaticallyUpdatesBackgroundConfiguration = false
    manual.backgroundConfiguration = .listPlainCell()
    manual.setSelected(true, animated: false)
    manual.layoutIfNeeded()
    #expect(manual.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .systemBackground)
  }

  @Test func theUpdateHandlerRunsAfterTheUpdateWithTheSameState() {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    var seen: [Bool] = []
    cell.configurationUpdateHandler = { cell, state in
      seen.append(state.isSelected)
      var content = UIListContentConfiguration.cell()
      content.text = state.isSelected ? "Selected" : "Plain"
      cell.contentConfiguration = content
    }
    cell.layoutIfNeeded()
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(seen == [false, true])
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Selected")
  }

  @Test func backgroundConfigurationsHaveUIKitsValues() {
    var background = UIBackgroundConfiguration.clear()
    #expect(background.backgroundColor == .clear && background.cornerRadius == 0)
    background.cornerRadius = 12
    background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
    #expect(background != .clear())
    #expect(
      UIBackgroundConfiguration.listGroupedCell().resolvedBackgroundColor(for: .red)
        == .secondarySystemGroupedBackground)
  }
}
