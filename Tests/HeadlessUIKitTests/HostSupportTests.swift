import Foundation
import HeadlessUIKit
import Testing

/// Items titled by position, in list sections of a compositional layout.
@MainActor
private final class ItemSource: NSObject, UICollectionViewDataSource {
  var counts: [Int]
  init(_ counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
  }
}

/// Row estimates and heights that depend on the table's width, counting the estimates asked.
@MainActor
private final class WidthDependentDelegate: NSObject, UITableViewDelegate {
  var estimatesAsked = 0
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    estimatesAsked += 1
    return tableView.bounds.width / 10
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.bounds.width / 10
  }
}

/// A header height the test changes between batches.
@MainActor
private final class ChangingHeaderDelegate: NSObject, UITableViewDelegate {
  var headerHeight: CGFloat = 30
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }
}

/// What the hosts of TesseraUIKit rely on from the headless views, as UIKit does it: selection
/// cleared by `reloadData()` at once, batches without animation, heights asked again on a
/// width change and at every commit, the standard view of a title header, height constraints
/// in fitting, and a tap on a header.
@Suite("What the hosts rely on")
@MainActor
struct HostSupportTests {
  private func table(counts: [Int] = [6], titles: [String?] = [nil]) -> (UITableView, TitledDataSource) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    table.rowHeight = 40
    table.estimatedRowHeight = 0
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let source = TitledDataSource(sections: counts, headers: titles, footers: titles.map { _ in nil })
    table.dataSource = source
    table.layoutIfNeeded()
    return (table, source)
  }

  private func collection() -> (UICollectionView, ItemSource) {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "item")
    let source = ItemSource([6])
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    return (collectionView, source)
  }

  @Test("reloadData() clears the table's selection at once, before any layout")
  func tableReloadClearsSelectionAtOnce() throws {
    let (table, source) = table()
    defer { withExtendedLifetime(source) {} }
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.isSelected)
    table.reloadData()
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(!cell.isSelected)
  }

  @Test("reloadData() clears the collection view's selection at once")
  func collectionReloadClearsSelectionAtOnce() {
    let (collectionView, source) = collection()
    defer { withExtendedLifetime(source) {} }
    collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    collectionView.reloadData()
    #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
  }

  @Test("a batch inside performWithoutAnimation is logged as one without animation, in both views")
  func batchesWithoutAnimation() {
    let (table, source) = table()
    let (collectionView, items) = collection()
    #expect(UIView.areAnimationsEnabled)
    UIView.performWithoutAnimation {
      #expect(!UIView.areAnimationsEnabled)
      UIView.performWithoutAnimation { #expect(!UIView.areAnimationsEnabled) }
      #expect(!UIView.areAnimationsEnabled)
      source.sections[0] -= 1
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      items.counts[0] -= 1
      collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(UIView.areAnimationsEnabled)
    #expect(
      table.eventLog.suffix(from: table.eventLog.firstIndex(of: .batchBegin) ?? 0).contains(
        .batchBeginsWithoutAnimation))
    #expect(collectionView.eventLog.contains(.batchBeginsWithoutAnimation))
    table.performBatchUpdates(nil)
    #expect(table.eventLog.last(where: { $0 == .batchBegin || $0 == .batchBeginsWithoutAnimation }) == .batchBegin)
    #expect(table.violations.isEmpty && collectionView.violations.isEmpty)
  }

  @Test("R5.3: a width change asks every row's estimate again; rows on screen get their new heights")
  func widthChangeAsksEstimatesAgain() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let source = ListDataSource(counts: [50])
    let delegate = WidthDependentDelegate()
    table.dataSource = source
    table.delegate = delegate
    table.layoutIfNeeded()
    let asked = delegate.estimatesAsked
    table.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
    #expect(delegate.estimatesAsked - asked == 50)
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 40)
    #expect(table.rectForRow(at: IndexPath(row: 49, section: 0)).height == 40, "off screen: the new estimate")
    #expect(table.violations.isEmpty)
  }

  @Test("R6.1: a title header is shown in a standard header view whose label a host may update")
  func titleHeadersHaveAStandardView() throws {
    let (table, source) = table(counts: [2, 2], titles: ["Fruit", nil])
    defer { withExtendedLifetime(source) {} }
    let header = try #require(table.headerView(forSection: 0))
    #expect(type(of: header) == UITableViewHeaderFooterView.self)
    #expect(header.textLabel?.text == "Fruit")
    #expect(table.headerView(forSection: 1) == nil, "no title, no header")
    header.textLabel?.text = "Fruit (3)"
    #expect(table.loadedHeaderTitle(inSection: 0) == "Fruit (3)")
    #expect(table.loadedHeaderView(inSection: 0) == nil, "the delegate gave no view")
  }

  @Test("every batch commit asks the header heights again, so a header refreshed in place resizes")
  func commitsAskHeaderHeightsAgain() {
    let (table, source) = table(counts: [3, 3], titles: ["A", "B"])
    defer { withExtendedLifetime(source) {} }
    let delegate = ChangingHeaderDelegate()
    table.delegate = delegate
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 1).height == 30)
    delegate.headerHeight = 50
    table.performBatchUpdates(nil)
    #expect(table.rectForHeader(inSection: 1).height == 50)
    #expect(table.violations.isEmpty)
  }

  @Test("an active height constraint stronger than the fitting priority gives the fitting height")
  func heightConstraintsInFitting() {
    let view = UIView(frame: .zero)
    let target = CGSize(width: 200, height: UIView.layoutFittingCompressedSize.height)
    let constraint = view.heightAnchor.constraint(equalToConstant: 77)
    constraint.priority = .required - 1
    constraint.isActive = true
    #expect(view.constraints.count == 1)
    #expect(
      view.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        == CGSize(width: 200, height: 77))
    constraint.priority = .fittingSizeLevel
    #expect(
      view.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
      ).height
        == 0, "a weaker constraint loses to the fitting priority")
    constraint.isActive = false
    #expect(view.constraints.isEmpty)

    let cell = UICollectionViewListCell(frame: .zero)
    let pin = cell.contentView.heightAnchor.constraint(equalToConstant: 141)
    pin.priority = .required - 1
    pin.isActive = true
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    #expect(
      cell.preferredLayoutAttributesFitting(attributes).frame.height == 141, "the content view's height sizes the cell")
  }

  @Test("simulateTap(onHeaderInSection:) taps the header's control, as a user would")
  func tappingAHeader() throws {
    let (table, source) = table(counts: [2], titles: ["Fruit"])
    defer { withExtendedLifetime(source) {} }
    #expect(!table.simulateTap(onHeaderInSection: 0), "a standard title header has no control")
    let header = try #require(table.headerView(forSection: 0))
    final class Taps { var count = 0 }
    let taps = Taps()
    let control = UIControl(frame: header.bounds)
    control.addAction(UIAction { _ in taps.count += 1 }, for: .touchUpInside)
    header.contentView.addSubview(control)
    #expect(table.simulateTap(onHeaderInSection: 0))
    #expect(taps.count == 1)
    control.isEnabled = false
    #expect(!table.simulateTap(onHeaderInSection: 0))
    #expect(!table.simulateTap(onHeaderInSection: 7), "no such section")
  }
}
