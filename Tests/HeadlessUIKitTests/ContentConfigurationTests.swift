import Foundation
import HeadlessUIKit
import Testing

/// A configuration of the tests' own: its view is as tall as it says, so a measurement can only
/// come from the configuration's view.
private struct BadgeConfiguration: UIContentConfiguration, Hashable {
  var title: String
  var height: CGFloat

  @MainActor func makeContentView() -> any UIView & UIContentView { BadgeView(configuration: self) }
  func updated(for state: any UIConfigurationState) -> BadgeConfiguration { self }
}

/// Counts how many badge views were made, to tell an update in place from a replacement.
@MainActor private var badgeViewsMade = 0

@MainActor
private final class BadgeView: UIView, UIContentView {
  private(set) var badge: BadgeConfiguration

  init(configuration: BadgeConfiguration) {
    badge = configuration
    badgeViewsMade += 1
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  var configuration: any UIContentConfiguration {
    get { badge }
    set { if let badge = newValue as? BadgeConfiguration { self.badge = badge } }
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: badge.height) }
}

/// A table data source whose cells show a ``BadgeConfiguration`` of the row's height.
@MainActor
private final class BadgeTableSource: NSObject, UITableViewDataSource {
  var heights: [CGFloat]
  init(heights: [CGFloat]) { self.heights = heights }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { heights.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.contentConfiguration = BadgeConfiguration(title: "\(indexPath.row)", height: heights[indexPath.row])
    return cell
  }
}

/// The same for a collection view.
@MainActor
private final class BadgeCollectionSource: NSObject, UICollectionViewDataSource {
  var heights: [CGFloat]
  init(heights: [CGFloat]) { self.heights = heights }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.contentConfiguration = BadgeConfiguration(title: "\(indexPath.item)", height: heights[indexPath.item])
    return cell
  }
}

/// Content configurations (iOS 14) on table cells, header/footer views and collection cells:
/// one model, shown and measured the same way.
@MainActor
struct ContentConfigurationTests {
  @Test("a table cell's default configuration follows its style")
  func defaultConfigurationFollowsStyle() {
    let plain = UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration()
    let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
    let value = UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
    #expect(value.prefersSideBySideTextAndSecondaryText)
    #expect(value.secondaryTextProperties.font.pointSize == 17)
    #expect(!plain.prefersSideBySideTextAndSecondaryText)
    #expect(!subtitle.prefersSideBySideTextAndSecondaryText)
    #expect(subtitle.secondaryTextProperties.font.pointSize == 15)
    #expect(plain.text == nil && plain.textProperties.font.pointSize == 17)
  }

  @Test("setting a configuration shows its view in the content view and retires the legacy labels")
  func installsViewAndRetiresLabels() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = "legacy"
    #expect(cell.contentView.subviews.contains { $0 is UILabel })
    var configuration = cell.defaultContentConfiguration()
    configuration.text = "Milk"
    configuration.secondaryText = "2 l"
    cell.contentConfiguration = configuration
    #expect(cell.textLabel == nil)
    #expect(cell.detailTextLabel == nil)
    #expect(!cell.contentView.subviews.contains { $0 is UILabel })
    let shown = cell.contentView.subviews.compactMap { $0 as? UIListContentView }
    #expect(shown.count == 1)
    #expect(shown.first?.accessibilityLabel == "Milk, 2 l")
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Milk")

    cell.contentConfiguration = nil
    #expect(!cell.contentView.subviews.contains { $0 is UIListContentView })
    #expect(cell.textLabel != nil, "without a configuration the legacy label comes back")
  }

  @Test("a configuration the view supports updates it in place; another kind replaces it")
  func updatesInPlaceOrReplaces() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    badgeViewsMade = 0
    cell.contentConfiguration = BadgeConfiguration(title: "a", height: 50)
    let first = cell.contentView.subviews.first { $0 is BadgeView }
    cell.contentConfiguration = BadgeConfiguration(title: "b", height: 60)
    let second = cell.contentView.subviews.first { $0 is BadgeView }
    #expect(badgeViewsMade == 1)
    #expect(first === second)
    #expect((second as? BadgeView)?.badge.title == "b")

    cell.contentConfiguration = UIListContentConfiguration.cell()
    #expect(!cell.contentView.subviews.contains { $0 is BadgeView })
    #expect(cell.contentView.subviews.filter { $0 is any UIContentView }.count == 1)
  }

  @Test("a cell, a header view and a collection cell measure through their configuration's view")
  func measuresThroughTheConfigurationView() {
    let width: CGFloat = 320
    let target = CGSize(width: width, height: 0)
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(
      cell.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
      ).height == 44)
    cell.contentConfiguration = BadgeConfiguration(title: "a", height: 73)
    #expect(
      cell.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        == CGSize(width: width, height: 73))

    let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
    #expect(header.sizeThatFits(target).height == 28)
    var title = header.defaultContentConfiguration()
    title.text = "Fruit\nand more"
    header.contentConfiguration = title
    #expect(header.textLabel == nil)
    // Two 15-point lines (18 points each) and 22 points of margins.
    #expect(header.sizeThatFits(target).height == 58)

    let collectionCell = UICollectionViewCell(frame: .zero)
    collectionCell.contentConfiguration = BadgeConfiguration(title: "a", height: 91)
    #expect(collectionCell.sizeThatFits(target).height == 91)
  }

  @Test("stacked texts add their vertical padding; side-by-side texts take the taller one")
  func listContentViewSizing() {
    var stacked = UIListContentConfiguration.subtitleCell()
    stacked.text = "Milk"
    stacked.secondaryText = "two\nlines"
    stacked.textToSecondaryTextVerticalPadding = 3
    // 21 (17 pt) + 3 + 2 × 18 (15 pt) + 22 of margins.
    #expect(stacked.makeContentView().sizeThatFits(CGSize(width: 320, height: 0)).height == 82)
    var value = UIListContentConfiguration.valueCell()
    value.text = "Milk"
    value.secondaryText = "two\nlines"
    // The taller text, 2 × 21 (17 pt), and the margins.
    #expect(value.makeContentView().sizeThatFits(CGSize(width: 320, height: 0)).height == 64)
  }

  @Test("a cell without a configuration fits its legacy labels, as a list configuration of its style would")
  func legacyLabelSizing() {
    let target = CGSize(width: 320, height: 0)
    let untouched = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    #expect(untouched.sizeThatFits(target).height == 44)

    let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
    plain.textLabel?.text = "one\ntwo\nthree\nfour"
    // One line shows while the label keeps its default of one line.
    #expect(plain.sizeThatFits(target).height == 44)
    plain.textLabel?.numberOfLines = 0
    // Four 21-point lines (17 pt) and 22 points of margins.
    #expect(plain.sizeThatFits(target).height == 106)
    plain.textLabel?.isHidden = true
    #expect(plain.sizeThatFits(target).height == 44)

    let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    subtitle.textLabel?.text = "Milk"
    subtitle.detailTextLabel?.text = "Semi-skimmed"
    // Stacked: 21 + 21 + 22.
    #expect(subtitle.sizeThatFits(target).height == 64)

    let value = UITableViewCell(style: .value1, reuseIdentifier: nil)
    value.textLabel?.text = "Wi-Fi"
    value.detailTextLabel?.text = "Home\nOffice"
    value.detailTextLabel?.numberOfLines = 2
    // Side by side: the taller, 2 × 21, and the margins.
    #expect(value.sizeThatFits(target).height == 64)
  }

  @Test("a self-sizing table measures each row with its cell's configuration view")
  func tableMeasuresConfiguredCells() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 44
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let source = BadgeTableSource(heights: [30, 80, 55])
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 30, width: 320, height: 80))
    #expect(table.contentSize.height == 165)
    #expect(table.violations.isEmpty)
  }

  @Test("a list section of a collection view measures each item with its cell's configuration view")
  func collectionMeasuresConfiguredCells() {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
    view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
    let source = BadgeCollectionSource(heights: [30, 80, 55])
    view.dataSource = source
    view.layoutIfNeeded()
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 0, y: 30, width: 320, height: 80))
    #expect(view.contentSize.height == 165)
    #expect(view.violations.isEmpty)
  }
}
