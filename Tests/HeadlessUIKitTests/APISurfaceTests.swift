import Foundation
import HeadlessUIKit
import Testing

/// A data source and delegate written exactly as against UIKit: it must compile unchanged (R1).
@MainActor
private final class PortableController: NSObject, UITableViewDataSource, UITableViewDelegate,
  UITableViewDataSourcePrefetching
{
  var items = ["one", "two"]
  var toggled = false

  func numberOfSections(in tableView: UITableView) -> Int { 1 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    cell.detailTextLabel?.text = nil
    cell.accessoryType = .disclosureIndicator
    cell.selectionStyle = .none
    let toggle = UISwitch()
    toggle.isOn = toggled
    toggle.addAction(UIAction { [weak self] _ in self?.toggled.toggle() }, for: .valueChanged)
    cell.accessoryView = toggle
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Settings" }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }

  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 44 }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}

  func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// A self-sizing cell written as for UIKit: measured through systemLayoutSizeFitting (R5.4).
private final class FittingCell: UITableViewCell {
  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    CGSize(width: targetSize.width, height: 70)
  }
}

/// The API surface mirrors the iOS SDK (R1).
@MainActor
struct APISurfaceTests {
  @Test("R1.8: RowAnimation raw values")
  func rowAnimationRawValues() {
    let values: [UITableView.RowAnimation: Int] = [
      .fade: 0, .right: 1, .left: 2, .top: 3, .bottom: 4, .none: 5, .middle: 6, .automatic: 100,
    ]
    for (animation, raw) in values { #expect(animation.rawValue == raw) }
  }

  @Test("R1.9: IndexPath(row:section:) stores [section, row]")
  func indexPath() {
    var path = IndexPath(row: 3, section: 1)
    #expect(Array(path) == [1, 3])
    #expect(path.row == 3 && path.section == 1)
    path.row = 7
    #expect(path == IndexPath(indexes: [1, 7]))
  }

  @Test("R1.1-R1.7: a UIKit-spelled controller drives the table")
  func portableController() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
    table.register(FittingCell.self, forCellReuseIdentifier: "cell")
    let controller = PortableController()
    table.dataSource = controller
    table.delegate = controller
    table.prefetchDataSource = controller
    table.layoutIfNeeded()
    #expect(table.violations.isEmpty)
    #expect(table.rectForRow(at: ip(0, 1)).height == 70)
    #expect(table.visibleCells.first?.accessoryType == .disclosureIndicator)
    (table.visibleCells.first?.accessoryView as? UISwitch)?.simulateToggle()
    #expect(controller.toggled)
    table.simulateTap(at: ip(0, 0))
    #expect(table.indexPathForSelectedRow == nil, "the delegate deselected the tapped row")
  }

  @Test("R1.5: cell styles, labels and layout constants")
  func cellsAndViews() {
    let plain = UITableViewCell(style: .default, reuseIdentifier: "a")
    #expect(plain.detailTextLabel == nil)
    #expect(plain.textLabel != nil)
    let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    subtitle.detailTextLabel?.text = "detail"
    #expect(subtitle.contentView.subviews.count == 1)
    #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect(UIView.layoutFittingCompressedSize == .zero)
    let label = UILabel()
    label.text = "two\nlines"
    label.numberOfLines = 0
    #expect(label.sizeThatFits(CGSize(width: 320, height: 0)).height == 42)
    let cell = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    #expect(cell.reuseIdentifier == nil && cell.frame.width == 100)
  }
}
