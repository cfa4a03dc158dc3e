import Foundation
@testable import HeadlessUIKit
import Testing

// Contract tests for the headless UICollectionView, rule by rule of <doc:CollectionViewContract>.
// Each test is named after the rule it pins and asserts the exact `CollectionUpdateError.Kind`
// (and for some the exact message). The `differs…` tests run the same mistake on the headless
// UITableView too, so the difference between the two views is pinned.

// MARK: - Fixtures

/// An index path of a collection view: `section`, then `item`.
private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

private let headerKind = "UICollectionElementKindSectionHeader"
private let footerKind = "UICollectionElementKindSectionFooter"
private let cellKind = "UICollectionElementKindCell"

/// A list cell that remembers its title and can be given a fixed self-sizing height.
private final class ContractListCell: UICollectionViewListCell {
  var title: String?
  var fixedHeight: CGFloat?

  override func prepareForReuse() {
    super.prepareForReuse()
    title = nil
    fixedHeight = nil
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    if let fixedHeight { return CGSize(width: size.width, height: fixedHeight) }
    return super.sizeThatFits(size)
  }
}

/// A list cell as tall as text that wraps: 12,800 points divided by its width.
private final class WidthSizedCell: UICollectionViewListCell {
  var title: String? {
    (contentConfiguration as? UIListContentConfiguration)?.text
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: (12_800 / max(size.width, 1)).rounded())
  }
}

/// A header or footer that measures `fixedHeight` points tall.
private final class ContractSupplementView: UICollectionReusableView {
  var fixedHeight: CGFloat = 30

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: fixedHeight) }
}

/// A data source over titles per section; implements every optional method.
@MainActor
private final class ContractDataSource: NSObject, UICollectionViewDataSource {
  var sections: [[String]]
  var identifier = "cell"
  /// Extra configuration after the title is set.
  var configure: ((UICollectionViewCell, IndexPath) -> Void)?
  /// Replaces the whole `cellForItemAt` when set.
  var cellProvider: ((UICollectionView, IndexPath) -> UICollectionViewCell)?
  /// Replaces the whole `viewForSupplementaryElementOfKind` when set.
  var supplementProvider: ((UICollectionView, String, IndexPath) -> UICollectionReusableView)?
  var canMove: (IndexPath) -> Bool = { _ in true }
  var moves: [(from: IndexPath, to: IndexPath)] = []

  init(_ sections: [[String]]) { self.sections = sections }

  /// Titles `"s.i"` for the given counts.
  static func titles(_ counts: [Int]) -> [[String]] {
    counts.enumerated().map { section, count in (0..<count).map { "\(section).\($0)" } }
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    section < sections.count ? sections[section].count : 0
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    if let cellProvider { return cellProvider(collectionView, indexPath) }
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    let title =
      indexPath.section < sections.count && indexPath.item < sections[indexPath.section].count
      ? sections[indexPath.section][indexPath.item] : nil
    (cell as? ContractListCell)?.title = title
    if let list = cell as? UICollectionViewListCell {
      var content = list.defaultContentConfiguration()
      content.text = title
      list.contentConfiguration = content
    }
    configure?(cell, indexPath)
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let supplementProvider { return supplementProvider(collectionView, kind, indexPath) }
    let identifier = kind == headerKind ? "header" : "footer"
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    canMove(indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    moves.append((sourceIndexPath, destinationIndexPath))
    let title = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    sections[destinationIndexPath.section].insert(title, at: destinationIndexPath.item)
  }
}

/// A data source that implements only the two required methods (no supplementary views).
@MainActor
private final class BareDataSource: NSObject, UICollectionViewDataSource {
  var counts: [Int]

  init(counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// Records display messages and context-menu requests.
@MainActor
private final class ContractDelegate: NSObject, UICollectionViewDelegate {
  var displayed: [IndexPath] = []
  var ended: [IndexPath] = []
  var menuRequests: [[IndexPath]] = []

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    displayed.append(indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    ended.append(indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? {
    menuRequests.append(indexPaths)
    return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(title: "Item") })
  }
}

/// Records prefetch traffic.
@MainActor
private final class ContractPrefetcher: NSObject, UICollectionViewDataSourcePrefetching {
  var prefetched: [[IndexPath]] = []
  var cancelled: [[IndexPath]] = []

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    prefetched.append(indexPaths)
  }

  func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
    cancelled.append(indexPaths)
  }
}

// MARK: Layouts

/// One full-width column of rows `height` points tall (a vertical group with one item).
@MainActor
private func fixedRowsLayout(_ height: CGFloat = 44) -> UICollectionViewCompositionalLayout {
  UICollectionViewCompositionalLayout { _, _ in
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    return NSCollectionLayoutSection(group: group)
  }
}

/// A grid section: `columns` items per row (a horizontal group), with spacing, insets and
/// optional absolute header and footer.
@MainActor
private func gridSection(
  columns: Int, height: NSCollectionLayoutDimension, itemSpacing: CGFloat = 0, lineSpacing: CGFloat = 0,
  insets: NSDirectionalEdgeInsets = .zero, header: CGFloat? = nil, footer: CGFloat? = nil
) -> NSCollectionLayoutSection {
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: height))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
    subitems: Array(repeating: item, count: columns))
  group.interItemSpacing = .fixed(itemSpacing)
  let section = NSCollectionLayoutSection(group: group)
  section.interGroupSpacing = lineSpacing
  section.contentInsets = insets
  if let header {
    section.boundarySupplementaryItems.append(
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(header)),
        elementKind: headerKind, alignment: .top))
  }
  if let footer {
    section.boundarySupplementaryItems.append(
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(footer)),
        elementKind: footerKind, alignment: .bottom))
  }
  return section
}

/// One column of 44-point items under a 20-point header.
@MainActor
private func headerGridLayout() -> UICollectionViewCompositionalLayout {
  UICollectionViewCompositionalLayout(section: gridSection(columns: 1, height: .absolute(44), header: 20))
}

/// The frame of every collection view and table of these tests.
private let viewFrame = CGRect(x: 0, y: 0, width: 320, height: 440)

/// A list configuration with optional supplementary headers and swipe providers.
@MainActor
private func listConfiguration(
  _ appearance: UICollectionLayoutListConfiguration.Appearance, headers: Bool = false,
  trailing: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? = nil
) -> UICollectionLayoutListConfiguration {
  var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
  if headers { configuration.headerMode = .supplementary }
  configuration.trailingSwipeActionsConfigurationProvider = trailing
  return configuration
}

/// Every section a list with `configuration`.
@MainActor
private func listLayout(_ configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
  UICollectionViewCompositionalLayout { _, environment in
    NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
  }
}

/// A trailing swipe provider with one "Delete" button whose handler reports success.
@MainActor
private func deleteSwipeProvider() -> UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider {
  { _ in
    UISwipeActionsConfiguration(actions: [
      UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) }
    ])
  }
}

/// A 320-point-wide collection view with its data source and delegate, kept alive together
/// (the view holds them weakly, as UIKit does).
@MainActor
private final class CollectionFixture {
  let view: UICollectionView
  let source: ContractDataSource
  let delegate = ContractDelegate()

  init(
    sections: [[String]], layout: UICollectionViewLayout = fixedRowsLayout(), height: CGFloat = 440,
    cellClass: AnyClass = ContractListCell.self
  ) {
    view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
    view.register(cellClass, forCellWithReuseIdentifier: "cell")
    view.register(ContractSupplementView.self, forSupplementaryViewOfKind: headerKind, withReuseIdentifier: "header")
    view.register(ContractSupplementView.self, forSupplementaryViewOfKind: footerKind, withReuseIdentifier: "footer")
    source = ContractDataSource(sections)
    view.dataSource = source
    view.delegate = delegate
  }

  convenience init(counts: [Int], layout: UICollectionViewLayout = fixedRowsLayout(), height: CGFloat = 440) {
    self.init(sections: ContractDataSource.titles(counts), layout: layout, height: height)
  }

  /// Lays the collection view out (the first layout loads the data).
  func load() { view.layoutIfNeeded() }

  /// Runs one batch that swaps the model to `after` counts inside the block (CV-B3) and returns
  /// the first violation it caused.
  func batch(after: [Int], _ operations: @escaping (UICollectionView) -> Void) -> CollectionUpdateError? {
    let (view, source) = (self.view, self.source)
    do {
      try view.checkingViolations {
        view.performBatchUpdates {
          source.sections = ContractDataSource.titles(after)
          operations(view)
        }
      }
      return nil
    } catch {
      return error
    }
  }

  /// The frame of an item, from the layout.
  func frame(_ section: Int, _ item: Int) -> CGRect? { view.layoutAttributesForItem(at: path(section, item))?.frame }

  /// The frame of a section's header or footer, from the layout.
  func supplementFrame(_ kind: String, _ section: Int) -> CGRect? {
    view.layoutAttributesForSupplementaryElement(ofKind: kind, at: path(section, 0))?.frame
  }
}

// MARK: Table-side fixtures for the differences

/// A table data source that returns a cell it did not dequeue.
@MainActor
private final class UndequeuedTableSource: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}

/// A table delegate whose header view is `nil`.
@MainActor
private final class NilHeaderDelegate: NSObject, UITableViewDelegate {
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
}

/// A table delegate with a trailing swipe configuration and a context menu.
@MainActor
private final class GestureTableDelegate: NSObject, UITableViewDelegate {
  var menuRequests: [IndexPath] = []

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
    return UISwipeActionsConfiguration(actions: [flag])
  }

  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    menuRequests.append(indexPath)
    return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(title: "Row") })
  }
}

// MARK: - Batch rules (CV-B1..B5)

@MainActor
@Suite("CollectionViewContract: batch rules CV-B1..B5")
struct CollectionViewContractBatchTests {
  @Test("CV-B1: nested performBatchUpdates fold into the outermost batch, committed once")
  func cvB1() {
    let fixture = CollectionFixture(counts: [3])
    fixture.load()
    var finished: [String: Bool] = [:]
    let (view, source) = (fixture.view, fixture.source)
    view.performBatchUpdates(
      {
        source.sections[0].append("x")
        view.insertItems(at: [path(0, 3)])
        view.performBatchUpdates(
          {
            source.sections[0].append("y")
            view.insertItems(at: [path(0, 4)])
          }, completion: { finished["inner"] = $0 })
        #expect(view.hasUncommittedUpdates)
      }, completion: { finished["outer"] = $0 })
    let commits = view.eventLog.filter { if case .batchCommit = $0 { true } else { false } }
    #expect(commits == [.batchCommit([.insertRow(path(0, 3)), .insertRow(path(0, 4))])])
    #expect(view.violations.isEmpty)
    #expect(view.numberOfItems(inSection: 0) == 5)
    #expect(finished.isEmpty, "completions wait for the animations")
    view.finishAnimations()
    #expect(finished == ["inner": true, "outer": true])
    #expect(!view.hasPendingCompletions)
  }

  @Test("CV-B2: an index path without exactly two indexes is rejected")
  func cvB2() {
    let fixture = CollectionFixture(counts: [3])
    fixture.load()
    let bad = IndexPath(indexes: [0, 1, 2])
    fixture.view.insertItems(at: [bad])
    #expect(fixture.view.lastError?.kind == .batch(.invalidIndexPath(bad)))
    #expect(
      fixture.view.lastError?.message
        == "Invalid index path for use with UICollectionView ([0, 1, 2]). Index paths passed to collection view must "
        + "contain exactly two indices specifying the section and item.")
    fixture.view.moveItem(at: path(0, 0), to: IndexPath(index: 1))
    #expect(fixture.view.lastError?.kind == .batch(.invalidIndexPath(IndexPath(index: 1))))
  }

  @Test("CV-B2: reconfigureItems with a malformed index path is rejected like the other update methods")
  func cvB2Reconfigure() {
    let fixture = CollectionFixture(counts: [3])
    fixture.load()
    let bad = IndexPath(indexes: [0, 1, 2])
    // The table rejects the same path in reconfigureRows(at:).
    let table = Fixture(counts: [3])
    table.load()
    table.table.reconfigureRows(at: [bad])
    #expect(table.table.lastError?.kind == .invalidIndexPath(bad))
    fixture.view.reconfigureItems(at: [bad])
    #expect(fixture.view.violations.map(\.kind) == [.batch(.invalidIndexPath(bad))])
  }

  @Test("CV-B3: an invalid cache is loaded before the update block, so a model changed before it miscounts")
  func cvB3() throws {
    // Wrong: the model changes before performBatchUpdates on a collection view never laid out.
    let early = CollectionFixture(counts: [3])
    early.source.sections[0].append("new")
    let error = early.batch(after: [4]) { $0.insertItems(at: [path(0, 3)]) }
    #expect(
      error?.kind
        == .batch(.invalidRowCount(section: 0, after: 4, before: 4, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)))
    let log = early.view.eventLog
    let reload = try #require(log.firstIndex(of: .implicitReloadBeforeBatch))
    let begin = try #require(log.firstIndex(of: .batchBegin))
    #expect(reload < begin, "the cache was loaded before the batch began")

    // Right: the model changes inside the block; the implicit load saw the old counts.
    let inside = CollectionFixture(counts: [3])
    #expect(inside.batch(after: [4]) { $0.insertItems(at: [path(0, 3)]) } == nil)
    #expect(inside.view.eventLog.contains(.implicitReloadBeforeBatch))
    #expect(inside.view.numberOfItems(inSection: 0) == 4)
  }

  @Test("CV-B4: a batch without a data source raises dataSourceNotSet")
  func cvB4() {
    let view = UICollectionView(frame: viewFrame, collectionViewLayout: fixedRowsLayout())
    view.performBatchUpdates { view.insertSections(IndexSet(integer: 0)) }
    #expect(view.lastError?.kind == .dataSourceNotSet)
    #expect(view.lastError?.message == "UICollectionView dataSource is not set")
    #expect(view.lastError?.isRaisedByUIKit == true)
  }

  @Test("CV-B5: reloadData() inside a batch is a violation in strict mode, a warning in .uikitCompatible")
  func cvB5() {
    let strict = CollectionFixture(counts: [3])
    strict.load()
    var finished: Bool?
    strict.view.performBatchUpdates({ strict.view.reloadData() }, completion: { finished = $0 })
    #expect(strict.view.violations.map(\.kind) == [.reloadDataDuringUpdates])
    #expect(strict.view.lastError?.isRaisedByUIKit == false)
    strict.view.finishAnimations()
    #expect(finished == false, "the dropped batch's completion reports interruption")

    let lenient = CollectionFixture(counts: [3])
    lenient.view.strictness = .uikitCompatible
    lenient.load()
    lenient.view.performBatchUpdates { lenient.view.reloadData() }
    #expect(lenient.view.violations.isEmpty)
    #expect(lenient.view.warnings.contains(.misuse(CollectionUpdateError(.reloadDataDuringUpdates))))
  }
}

// MARK: - Section checks (CV-S1..S8)

@MainActor
@Suite("CollectionViewContract: section checks CV-S1..S8")
struct CollectionViewContractSectionTests {
  private func fixture(_ counts: [Int] = [3, 2]) -> CollectionFixture {
    let fixture = CollectionFixture(counts: counts)
    fixture.load()
    return fixture
  }

  @Test("CV-S1: deleting a section that does not exist before the update")
  func cvS1() {
    let error = fixture().batch(after: [3, 2]) { $0.deleteSections(IndexSet(integer: 5)) }
    #expect(error?.kind == .batch(.deleteSectionOutOfRange(section: 5, sectionCount: 2)))
    #expect(error?.message == "attempt to delete section 5, but there are only 2 sections before the update")
    let reload = fixture().batch(after: [3, 2]) { $0.reloadSections(IndexSet(integer: 2)) }
    #expect(reload?.kind == .batch(.deleteSectionOutOfRange(section: 2, sectionCount: 2)))
  }

  @Test("CV-S2: deleting and moving the same section")
  func cvS2() {
    let error = fixture().batch(after: [2]) {
      $0.deleteSections(IndexSet(integer: 0))
      $0.moveSection(0, toSection: 0)
    }
    #expect(error?.kind == .batch(.deleteAndMoveSameSection(section: 0)))
    #expect(error?.message == "attempt to perform a delete and a move from the same section (0)")
  }

  @Test("CV-S3: inserting a section that does not exist after the update")
  func cvS3() {
    let error = fixture().batch(after: [3, 2, 0]) { $0.insertSections(IndexSet(integer: 4)) }
    #expect(error?.kind == .batch(.insertSectionOutOfRange(section: 4, sectionCount: 3)))
    #expect(error?.message == "attempt to insert section 4 but there are only 3 sections after the update")
  }

  @Test("CV-S4: inserting a section that is also a move destination")
  func cvS4() {
    let error = fixture().batch(after: [3, 0, 2]) {
      $0.insertSections(IndexSet(integer: 1))
      $0.moveSection(0, toSection: 1)
    }
    #expect(error?.kind == .batch(.insertAndMoveSameSection(section: 1)))
    #expect(error?.message == "attempt to perform an insert and a move to the same section (1)")
  }

  @Test("CV-S5: moving a section that does not exist before the update")
  func cvS5() {
    let error = fixture().batch(after: [3, 2]) { $0.moveSection(7, toSection: 0) }
    #expect(error?.kind == .batch(.moveSectionSourceOutOfRange(section: 7, sectionCount: 2)))
    #expect(error?.message == "attempt to move section 7, but there are only 2 sections before the update")
  }

  @Test("CV-S6: moving a section past the sections after the update")
  func cvS6() {
    let error = fixture().batch(after: [3, 2]) { $0.moveSection(0, toSection: 5) }
    #expect(error?.kind == .batch(.moveSectionDestinationOutOfRange(section: 0, destination: 5, sectionCount: 2)))
    #expect(error?.message == "attempt to move section 0 to section 5, but there are only 2 sections after the update")
  }

  @Test("CV-S7: one section moved to two destinations")
  func cvS7() {
    let error = fixture([1, 1, 1]).batch(after: [1, 1, 1]) {
      $0.moveSection(0, toSection: 2)
      $0.moveSection(0, toSection: 1)
    }
    #expect(error?.kind == .batch(.moveSectionToTwoDestinations(section: 0, first: 1, second: 2)))
    #expect(error?.message == "attempt to move section 0 to both section 1 and section 2")
  }

  @Test("CV-S8: two sections moved to one destination")
  func cvS8() {
    let error = fixture([1, 1, 1]).batch(after: [1, 1, 1]) {
      $0.moveSection(1, toSection: 2)
      $0.moveSection(0, toSection: 2)
    }
    #expect(error?.kind == .batch(.moveTwoSectionsToOneDestination(first: 0, second: 1, destination: 2)))
    #expect(error?.message == "attempt to move both section 0 and section 1 to section 2")
  }
}

// MARK: - Item checks (CV-I1..I15)

@MainActor
@Suite("CollectionViewContract: item checks CV-I1..I15")
struct CollectionViewContractItemTests {
  private func fixture(_ counts: [Int] = [3, 2]) -> CollectionFixture {
    let fixture = CollectionFixture(counts: counts)
    fixture.load()
    return fixture
  }

  @Test("CV-I1: deleting an item in a section that does not exist before the update")
  func cvI1() {
    let error = fixture().batch(after: [3, 2]) { $0.deleteItems(at: [path(5, 0)]) }
    #expect(error?.kind == .batch(.deleteRowSectionOutOfRange(row: 0, section: 5, sectionCount: 2)))
    #expect(
      error?.message == "attempt to delete item 0 from section 5, but there are only 2 sections before the update")
  }

  @Test("CV-I2: deleting (or reloading) an item that does not exist before the update")
  func cvI2() {
    let error = fixture().batch(after: [3, 2]) { $0.deleteItems(at: [path(0, 3)]) }
    #expect(error?.kind == .batch(.deleteRowOutOfRange(row: 3, section: 0, rowCount: 3)))
    #expect(error?.message == "attempt to delete item 3 from section 0 which only contains 3 items before the update")
    let reload = fixture().batch(after: [3, 2]) { $0.reloadItems(at: [path(1, 2)]) }
    #expect(reload?.kind == .batch(.deleteRowOutOfRange(row: 2, section: 1, rowCount: 2)))
  }

  @Test("CV-I3: deleting and reloading the same item")
  func cvI3() {
    let error = fixture().batch(after: [2, 2]) {
      $0.deleteItems(at: [path(0, 1)])
      $0.reloadItems(at: [path(0, 1)])
    }
    #expect(error?.kind == .batch(.deleteAndReloadSameRow(path(0, 1))))
    #expect(
      error?.message
        == "attempt to delete and reload the same index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 1})")
  }

  @Test("CV-I4: deleting and moving the same item")
  func cvI4() {
    let error = fixture().batch(after: [2, 2]) {
      $0.deleteItems(at: [path(0, 1)])
      $0.moveItem(at: path(0, 1), to: path(0, 0))
    }
    #expect(error?.kind == .batch(.deleteAndMoveSameRow(path(0, 1))))
  }

  @Test("CV-I5: inserting an item into a section that does not exist after the update")
  func cvI5() {
    let error = fixture().batch(after: [3, 2]) { $0.insertItems(at: [path(4, 0)]) }
    #expect(error?.kind == .batch(.insertRowSectionOutOfRange(row: 0, section: 4, sectionCount: 2)))
  }

  @Test("CV-I6: inserting an item that does not exist after the update")
  func cvI6() {
    let error = fixture().batch(after: [4, 2]) { $0.insertItems(at: [path(0, 5)]) }
    #expect(error?.kind == .batch(.insertRowOutOfRange(row: 5, section: 0, rowCount: 4)))
    #expect(
      error?.message
        == "attempt to insert item 5 into section 0, but there are only 4 items in section 0 after the update")
  }

  @Test("CV-I7: inserting an item that is also a move destination")
  func cvI7() {
    let error = fixture().batch(after: [2, 4]) {
      $0.insertItems(at: [path(1, 0)])
      $0.moveItem(at: path(0, 0), to: path(1, 0))
    }
    #expect(error?.kind == .batch(.insertAndMoveSameRow(path(1, 0))))
  }

  @Test("CV-I8: moving an item out of a section that does not exist before the update")
  func cvI8() {
    let error = fixture().batch(after: [3, 2]) { $0.moveItem(at: path(5, 0), to: path(0, 0)) }
    #expect(error?.kind == .batch(.moveRowSourceSectionOutOfRange(path(5, 0), sectionCount: 2)))
  }

  @Test("CV-I9: moving an item that does not exist before the update")
  func cvI9() {
    let error = fixture().batch(after: [3, 2]) { $0.moveItem(at: path(0, 7), to: path(0, 0)) }
    #expect(error?.kind == .batch(.moveRowSourceOutOfRange(path(0, 7), rowCount: 3)))
    #expect(
      error?.message
        == "attempt to move index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 7}) that does not exist - there are "
        + "only 3 items in section 0 before the update")
  }

  @Test("CV-I10: moving an item into a section that does not exist after the update")
  func cvI10() {
    let error = fixture().batch(after: [3, 2]) { $0.moveItem(at: path(0, 0), to: path(6, 0)) }
    #expect(
      error?.kind == .batch(.moveRowDestinationSectionOutOfRange(from: path(0, 0), to: path(6, 0), sectionCount: 2)))
  }

  @Test("CV-I11: moving an item past the items of its destination section")
  func cvI11() {
    let error = fixture().batch(after: [3, 2]) { $0.moveItem(at: path(0, 0), to: path(1, 9)) }
    #expect(error?.kind == .batch(.moveRowDestinationOutOfRange(from: path(0, 0), to: path(1, 9), rowCount: 2)))
  }

  @Test("CV-I12: one item moved to two destinations")
  func cvI12() {
    let error = fixture().batch(after: [3, 2]) {
      $0.moveItem(at: path(0, 0), to: path(0, 2))
      $0.moveItem(at: path(0, 0), to: path(0, 1))
    }
    #expect(error?.kind == .batch(.moveRowToTwoDestinations(from: path(0, 0), first: path(0, 1), second: path(0, 2))))
  }

  @Test("CV-I13: two items moved to one destination")
  func cvI13() {
    let error = fixture().batch(after: [3, 2]) {
      $0.moveItem(at: path(0, 1), to: path(0, 2))
      $0.moveItem(at: path(0, 0), to: path(0, 2))
    }
    #expect(error?.kind == .batch(.moveTwoRowsToOneDestination(first: path(0, 0), second: path(0, 1), to: path(0, 2))))
  }

  @Test("CV-I14: moving an item out of a section deleted in the same batch")
  func cvI14() {
    let error = fixture().batch(after: [3]) {
      $0.deleteSections(IndexSet(integer: 0))
      $0.moveItem(at: path(0, 0), to: path(0, 0))
    }
    #expect(error?.kind == .batch(.moveRowFromDeletedSection(section: 0)))
    #expect(error?.message == "cannot move an item from a deleted section")
  }

  @Test("CV-I15: moving an item into a section inserted in the same batch")
  func cvI15() {
    let error = fixture().batch(after: [1, 2, 2]) {
      $0.insertSections(IndexSet(integer: 0))
      $0.moveItem(at: path(0, 0), to: path(0, 0))
    }
    #expect(error?.kind == .batch(.moveRowIntoInsertedSection(section: 0)))
    #expect(error?.message == "cannot move an item into a newly inserted section (0)")
  }
}

// MARK: - Counts (CV-C1..C3) and duplicates (CV-D1)

@MainActor
@Suite("CollectionViewContract: counts CV-C1..C3 and duplicates CV-D1")
struct CollectionViewContractCountTests {
  private func fixture(_ counts: [Int] = [3, 2]) -> CollectionFixture {
    let fixture = CollectionFixture(counts: counts)
    fixture.load()
    return fixture
  }

  @Test("CV-C1: the section count must add up")
  func cvC1() {
    let error = fixture().batch(after: [3, 2]) { $0.insertSections(IndexSet(integer: 0)) }
    #expect(error?.kind == .batch(.invalidSectionCount(after: 2, before: 2, inserted: 1, deleted: 0)))
    #expect(
      error?.message
        == "Invalid update: invalid number of sections.  The number of sections contained in the collection view after "
        + "the update (2) must be equal to the number of sections contained in the collection view before the update "
        + "(2), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).")
  }

  @Test("CV-C2: the item count of an existing section must add up; both message styles say items")
  func cvC2() {
    let error = fixture().batch(after: [3, 2]) { $0.deleteItems(at: [path(0, 0), path(0, 1)]) }
    #expect(
      error?.kind
        == .batch(.invalidRowCount(section: 0, after: 3, before: 3, inserted: 0, deleted: 2, movedIn: 0, movedOut: 0)))
    #expect(error?.batch?.before == [3, 2])
    #expect(error?.batch?.after == [3, 2])
    #expect(
      error?.message
        == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section "
        + "after the update (3) must be equal to the number of items contained in that section before the update (3), "
        + "plus or minus the number of items inserted or deleted from that section (0 inserted, 2 deleted) and plus or "
        + "minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
    #expect(
      error?.batchDetectedMessage
        == "Invalid batch updates detected: the number of sections and/or items returned by the data source before "
        + "and after performing the batch updates are inconsistent with the updates.\n"
        + "Data source before updates = { 2 sections with item counts: [3, 2] }\n"
        + "Data source after updates = { 2 sections with item counts: [3, 2] }\n"
        + "Updates = [\n\tDelete item (0 - 1),\n\tDelete item (0 - 0)\n]")
  }

  @Test("CV-C2: an item moved across sections with the model unchanged is counted as moved out and in")
  func cvC2Moves() {
    let error = fixture().batch(after: [3, 2]) { $0.moveItem(at: path(0, 0), to: path(1, 0)) }
    #expect(
      error?.kind
        == .batch(.invalidRowCount(section: 0, after: 3, before: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1)))
    #expect(fixture().batch(after: [2, 3]) { $0.moveItem(at: path(0, 0), to: path(1, 0)) } == nil)
  }

  @Test("CV-C3: reloadItems together with moveSection is rejected with the miscounted items message")
  func cvC3() {
    let error = fixture().batch(after: [2, 3]) {
      $0.moveSection(0, toSection: 1)
      $0.reloadItems(at: [path(1, 0)])
    }
    #expect(error?.kind == .batch(.reloadWithSectionMove(section: 0, after: 2, before: 2)))
    #expect(error?.message.contains("(0 inserted, 1 deleted)") == true)
    #expect(error?.batchDetectedMessage?.contains("item counts: [3, 2]") == true)
  }

  @Test("CV-D1: a repeated operation is a violation in strict mode")
  func cvD1Strict() {
    let error = fixture().batch(after: [4, 2]) { $0.insertItems(at: [path(0, 3), path(0, 3)]) }
    #expect(error?.kind == .batch(.duplicateOperation(.insertRow(path(0, 3)))))
    #expect(
      error?.message
        == "the batch contains the same operation twice: Insert item (0 - 3) (duplicate operations are not allowed in "
        + "strict mode)")
    #expect(error?.isRaisedByUIKit == false)
  }

  @Test("CV-D1: a repeated operation is dropped in .uikitCompatible")
  func cvD1Compatible() {
    let fixture = CollectionFixture(counts: [3, 2])
    fixture.view.strictness = .uikitCompatible
    fixture.load()
    let error = fixture.batch(after: [4, 2]) { $0.insertItems(at: [path(0, 3), path(0, 3)]) }
    #expect(error == nil)
    #expect(fixture.view.numberOfItems(inSection: 0) == 4)
    #expect(fixture.view.eventLog.contains(.batchCommit([.insertRow(path(0, 3))])))
  }
}

// MARK: - Registration, dequeue and views (CV-R1..R6)

@MainActor
@Suite("CollectionViewContract: registration and dequeue CV-R1..R6")
struct CollectionViewContractViewTests {
  @Test("CV-R1: registration needs an identifier and a cell class")
  func cvR1() {
    let view = UICollectionView(frame: viewFrame, collectionViewLayout: fixedRowsLayout())
    view.register(ContractListCell.self, forCellWithReuseIdentifier: "")
    #expect(view.lastError?.kind == .invalidReuseIdentifier)
    #expect(
      view.lastError?.message
        == "must pass a valid reuse identifier to -[UICollectionView registerClass:forCellWithReuseIdentifier:]")
    view.register(NSObject.self, forCellWithReuseIdentifier: "cell")
    #expect(view.lastError?.kind == .invalidRegisteredClass("NSObject"))
    view.register(UICollectionReusableView.self, forCellWithReuseIdentifier: "cell")
    #expect(view.lastError?.kind == .invalidRegisteredClass("UICollectionReusableView"))
    view.register(NSObject.self, forSupplementaryViewOfKind: headerKind, withReuseIdentifier: "header")
    #expect(view.lastError?.kind == .invalidRegisteredClass("NSObject"))
    #expect(view.violations.count == 4)
  }

  @Test("CV-R2: dequeuing an unregistered identifier names the element kind")
  func cvR2() {
    #expect(cellKind == UICollectionView.elementKindCell)
    #expect(headerKind == UICollectionView.elementKindSectionHeader)
    #expect(footerKind == UICollectionView.elementKindSectionFooter)
    let fixture = CollectionFixture(counts: [1])
    fixture.source.identifier = "missing"
    fixture.load()
    #expect(fixture.view.violations.first?.kind == .unregisteredIdentifier(kind: cellKind, identifier: "missing"))
    #expect(
      fixture.view.violations.first?.message
        == "could not dequeue a view of kind: UICollectionElementKindCell with identifier missing - must register a "
        + "nib or a class for the identifier or connect a prototype cell in a storyboard")

    let headers = CollectionFixture(
      counts: [1], layout: headerGridLayout())
    headers.view.register(nil, forSupplementaryViewOfKind: headerKind, withReuseIdentifier: "header")
    headers.load()
    #expect(headers.view.violations.first?.kind == .unregisteredIdentifier(kind: headerKind, identifier: "header"))
  }

  @Test("CV-R3: cells leaving the screen are reused, after prepareForReuse()")
  func cvR3() {
    let fixture = CollectionFixture(counts: [30])
    fixture.load()
    #expect(fixture.view.cellsCreated["cell"] == 10)
    fixture.view.scroll(to: 88)
    #expect(fixture.view.cellsCreated["cell"] == 10)
    #expect(fixture.view.prepareForReuseCalls["cell"] == 2)
    #expect(fixture.view.pooledCellCount(forReuseIdentifier: "cell") == 0)
    let titles = fixture.view.visibleCells.map { ($0 as? ContractListCell)?.title }
    #expect(titles == (2...11).map { "0.\($0)" })
  }

  @Test("CV-R4: a cell that was not dequeued for the request is a violation")
  func cvR4NotDequeued() {
    let fixture = CollectionFixture(counts: [2])
    fixture.source.cellProvider = { _, _ in UICollectionViewCell(frame: .zero) }
    fixture.load()
    #expect(
      fixture.view.violations.map(\.kind)
        == [
          .viewNotDequeuedForRequest(kind: cellKind, path(0, 0)),
          .viewNotDequeuedForRequest(kind: cellKind, path(0, 1)),
        ])
    #expect(fixture.view.lastError?.isRaisedByUIKit == true)
    #expect(
      fixture.view.lastError?.message
        == "Expected dequeued view to be returned to the collection view in preparation for display. When the "
        + "collection view's data source is asked to provide a view for a given index path, ensure that a single view "
        + "is dequeued and returned to the collection view. Avoid dequeuing views without a request from the "
        + "collection view. (kind UICollectionElementKindCell, index path <NSIndexPath: 0x0> {length = 2, path = 0 - 1})"
    )
  }

  @Test("CV-R4: dequeuing a cell outside a request from the collection view is a violation")
  func cvR4OutsideRequest() {
    let fixture = CollectionFixture(counts: [2])
    fixture.load()
    _ = fixture.view.dequeueReusableCell(withReuseIdentifier: "cell", for: path(0, 5))
    #expect(fixture.view.violations.map(\.kind) == [.viewNotDequeuedForRequest(kind: cellKind, path(0, 5))])
    _ = fixture.view.dequeueReusableSupplementaryView(
      ofKind: headerKind, withReuseIdentifier: "header", for: path(0, 0))
    #expect(fixture.view.lastError?.kind == .viewNotDequeuedForRequest(kind: headerKind, path(0, 0)))
  }

  @Test("CV-R4: dequeuing two cells for one request is a violation")
  func cvR4TwoDequeues() {
    let fixture = CollectionFixture(counts: [1])
    fixture.source.cellProvider = { view, indexPath in
      _ = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      return view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    fixture.load()
    #expect(fixture.view.violations.map(\.kind) == [.viewNotDequeuedForRequest(kind: cellKind, path(0, 0))])
  }

  @Test("CV-R4: dequeuing two supplementary views for one request is a violation, as for cells")
  func cvR4TwoSupplementaryDequeues() {
    let fixture = CollectionFixture(
      counts: [1], layout: headerGridLayout())
    fixture.source.supplementProvider = { view, kind, indexPath in
      _ = view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
      return view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    fixture.load()
    #expect(fixture.view.supplementaryView(forElementKind: headerKind, at: path(0, 0)) != nil)
    #expect(fixture.view.violations.map(\.kind) == [.viewNotDequeuedForRequest(kind: headerKind, path(0, 0))])
  }

  @Test("CV-R5: a data source without viewForSupplementaryElementOfKind while the layout has headers")
  func cvR5Unimplemented() {
    let view = UICollectionView(
      frame: viewFrame,
      collectionViewLayout: listLayout(listConfiguration(.plain, headers: true)))
    view.register(ContractListCell.self, forCellWithReuseIdentifier: "cell")
    let source = BareDataSource(counts: [2])
    view.dataSource = source
    view.layoutIfNeeded()
    #expect(view.violations.first?.kind == .supplementaryViewNil(kind: headerKind, path(0, 0)))
    #expect(
      view.violations.first?.message
        == "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath "
        + "(UICollectionElementKindSectionHeader,<NSIndexPath: 0x0> {length = 2, path = 0 - 0}) was not retrieved by "
        + "calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))")
    #expect(view.visibleSupplementaryViews(ofKind: headerKind).isEmpty)
    #expect(view.indexPathsForVisibleItems == [path(0, 0), path(0, 1)], "the items are still shown")
  }

  @Test("CV-R5: one missing header is asked for, and reported, once per layout pass")
  func cvR5OncePerPass() {
    let view = UICollectionView(
      frame: viewFrame,
      collectionViewLayout: listLayout(listConfiguration(.plain, headers: true)))
    view.register(ContractListCell.self, forCellWithReuseIdentifier: "cell")
    let source = BareDataSource(counts: [2])
    view.dataSource = source
    view.layoutIfNeeded()
    let requests = view.eventLog.filter { if case .supplementaryView = $0 { true } else { false } }
    #expect(view.violations.allSatisfy { $0.kind == .supplementaryViewNil(kind: headerKind, path(0, 0)) })
    #expect(requests.count == 1)
    #expect(view.violations.count == 1)
  }

  @Test("CV-R5: a supplementary view that was not dequeued is reported like a nil one")
  func cvR5NotDequeued() {
    let fixture = CollectionFixture(
      counts: [1], layout: headerGridLayout())
    fixture.source.supplementProvider = { _, _, _ in UICollectionReusableView(frame: .zero) }
    fixture.load()
    #expect(fixture.view.violations.first?.kind == .supplementaryViewNil(kind: headerKind, path(0, 0)))
  }

  @Test("CV-R6: reconfigureItems must dequeue the identifier of the cell shown")
  func cvR6OtherIdentifier() {
    let fixture = CollectionFixture(counts: [3])
    fixture.view.register(ContractListCell.self, forCellWithReuseIdentifier: "other")
    fixture.load()
    let shown = fixture.view.cellForItem(at: path(0, 1))
    fixture.source.identifier = "other"
    fixture.view.reconfigureItems(at: [path(0, 1)])
    #expect(
      fixture.view.violations.map(\.kind)
        == [.reconfigureChangedCellType(path(0, 1), expected: "cell", dequeued: "other")])
    #expect(fixture.view.lastError?.isRaisedByUIKit == true)
    #expect(
      fixture.view.lastError?.message
        == "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when "
        + "reconfiguring an item, which is not allowed. You must dequeue a cell using the same registration or reuse "
        + "identifier that was used to dequeue the cell originally to obtain the existing cell. (index path "
        + "<NSIndexPath: 0x0> {length = 2, path = 0 - 1}, existing identifier cell, dequeued identifier other)")
    #expect(fixture.view.cellForItem(at: path(0, 1)) !== shown)
  }

  @Test("CV-R6: reconfigureItems hands the shown cell back, without prepareForReuse()")
  func cvR6SameCell() {
    let fixture = CollectionFixture(sections: [["a", "b", "c"]])
    fixture.load()
    let shown = fixture.view.cellForItem(at: path(0, 1))
    let reuses = fixture.view.prepareForReuseCalls["cell", default: 0]
    fixture.source.sections[0][1] = "B"
    fixture.view.reconfigureItems(at: [path(0, 1)])
    #expect(fixture.view.violations.isEmpty)
    #expect(fixture.view.cellForItem(at: path(0, 1)) === shown)
    #expect((shown as? ContractListCell)?.title == "B")
    #expect(fixture.view.prepareForReuseCalls["cell", default: 0] == reuses)
    #expect(fixture.view.eventLog.contains(.reconfigure(path(0, 1))))
  }
}

// MARK: - Visible items, prefetching, selection, scrolling (CV-V1..V4)

@MainActor
@Suite("CollectionViewContract: visible items CV-V1..V4")
struct CollectionViewContractVisibleTests {
  @Test("CV-V1: scrolling shows the items meeting the bounds, with willDisplay and didEndDisplaying")
  func cvV1() {
    let fixture = CollectionFixture(counts: [30])
    fixture.load()
    #expect(fixture.view.indexPathsForVisibleItems == (0..<10).map { path(0, $0) })
    #expect(fixture.delegate.displayed == (0..<10).map { path(0, $0) })
    fixture.view.scroll(to: 88)
    #expect(fixture.view.indexPathsForVisibleItems == (2..<12).map { path(0, $0) })
    #expect(fixture.delegate.ended == [path(0, 0), path(0, 1)])
    #expect(fixture.delegate.displayed.suffix(2) == [path(0, 10), path(0, 11)])
    #expect(fixture.view.cellForItem(at: path(0, 0)) == nil)
    let cell = fixture.view.cellForItem(at: path(0, 11))
    #expect(cell?.frame == CGRect(x: 0, y: 484, width: 320, height: 44))
    #expect(cell.flatMap { fixture.view.indexPath(for: $0) } == path(0, 11))
  }

  @Test("CV-V2: the next items in the scroll direction are prefetched, and cancelled when it reverses")
  func cvV2() {
    let fixture = CollectionFixture(counts: [30])
    let prefetcher = ContractPrefetcher()
    fixture.view.prefetchDataSource = prefetcher
    fixture.load()
    #expect(prefetcher.prefetched == [(10..<14).map { path(0, $0) }])
    fixture.view.scroll(to: 88)
    #expect(prefetcher.prefetched.last == [path(0, 14), path(0, 15)])
    #expect(prefetcher.cancelled.isEmpty)
    fixture.view.scroll(to: 0)
    #expect(prefetcher.cancelled == [(12..<16).map { path(0, $0) }])
  }

  @Test("CV-V3: selection follows moved items and is dropped for deleted ones")
  func cvV3() {
    let fixture = CollectionFixture(counts: [6])
    fixture.view.allowsMultipleSelection = true
    fixture.load()
    fixture.view.selectItem(at: path(0, 0), animated: false, scrollPosition: [])
    fixture.view.selectItem(at: path(0, 2), animated: false, scrollPosition: [])
    fixture.view.selectItem(at: path(0, 4), animated: false, scrollPosition: [])
    let moved = fixture.view.cellForItem(at: path(0, 0))
    #expect(moved?.isSelected == true)
    // Move 0 to 4 and delete 2: the item at 4 shifts to 2.
    let error = fixture.batch(after: [5]) {
      $0.moveItem(at: path(0, 0), to: path(0, 4))
      $0.deleteItems(at: [path(0, 2)])
    }
    #expect(error == nil)
    #expect(fixture.view.indexPathsForSelectedItems == [path(0, 2), path(0, 4)])
    #expect(fixture.view.cellForItem(at: path(0, 4)) === moved)
    #expect(moved?.isSelected == true)
    #expect(fixture.view.visibleCells.filter(\.isSelected).count == 2)
  }

  @Test("CV-V3: an item selected off screen shows a selected cell when it scrolls in; reloadData clears selection")
  func cvV3OffScreen() {
    let fixture = CollectionFixture(counts: [30])
    fixture.load()
    fixture.view.selectItem(at: path(0, 20), animated: false, scrollPosition: [])
    fixture.view.selectItem(at: path(0, 21), animated: false, scrollPosition: [])
    #expect(fixture.view.indexPathsForSelectedItems == [path(0, 21)], "single selection replaces the previous item")
    fixture.view.scroll(to: 600)
    #expect(fixture.view.cellForItem(at: path(0, 21))?.isSelected == true)
    #expect(fixture.view.cellForItem(at: path(0, 20))?.isSelected == false)
    fixture.view.reloadData()
    fixture.view.layoutIfNeeded()
    #expect(fixture.view.indexPathsForSelectedItems == [], "the load after reloadData() clears the selection")
  }

  @Test("CV-V4: scrolling to an item that does not exist is a violation")
  func cvV4() {
    let fixture = CollectionFixture(counts: [30])
    fixture.load()
    fixture.view.scrollToItem(at: path(0, 50), at: .top, animated: false)
    #expect(fixture.view.lastError?.kind == .scrollOutOfRange(path(0, 50), itemCount: 30))
    #expect(
      fixture.view.lastError?.message
        == "Attempting to scroll to an invalid index path: <NSIndexPath: 0x0> {length = 2, path = 0 - 50} (section 0 "
        + "has 30 items)")
    fixture.view.scrollToItem(at: path(0, 20), at: .top, animated: false)
    #expect(fixture.view.contentOffset.y == 880)
    #expect(fixture.view.indexPathsForVisibleItems.first == path(0, 20))
    #expect(fixture.view.violations.count == 1)
  }
}

// MARK: - Layout (CV-L1..L8)

@MainActor
@Suite("CollectionViewContract: layout CV-L1..L8")
struct CollectionViewContractLayoutTests {
  @Test("CV-L1: the section provider is asked for every section with the view's size")
  func cvL1() {
    var asked: [Int] = []
    var sizes: [CGSize] = []
    let layout = UICollectionViewCompositionalLayout { section, environment in
      asked.append(section)
      sizes.append(environment.container.contentSize)
      return section == 0
        ? NSCollectionLayoutSection.list(using: listConfiguration(.plain), layoutEnvironment: environment)
        : gridSection(columns: 2, height: .absolute(50))
    }
    let fixture = CollectionFixture(counts: [1, 2], layout: layout)
    fixture.load()
    #expect(asked == [0, 1])
    #expect(sizes == [CGSize(width: 320, height: 440), CGSize(width: 320, height: 440)])
    #expect(fixture.view.eventLog.contains(.sectionLayout(section: 1)))
    #expect(fixture.frame(0, 0) == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(fixture.frame(1, 1) == CGRect(x: 160, y: 44, width: 160, height: 50))
  }

  @Test("CV-L2, CV-L5, CV-L6: grid frames follow columns, spacing, insets, headers and footers")
  func cvL2L5L6() {
    let section = gridSection(
      columns: 3, height: .absolute(50), itemSpacing: 6, lineSpacing: 8,
      insets: NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 10), header: 30, footer: 20)
    let fixture = CollectionFixture(counts: [7, 2], layout: UICollectionViewCompositionalLayout(section: section))
    fixture.load()
    #expect(fixture.frame(0, 0) == CGRect(x: 10, y: 34, width: 96, height: 50))
    #expect(fixture.frame(0, 1) == CGRect(x: 112, y: 34, width: 96, height: 50))
    #expect(fixture.frame(0, 2) == CGRect(x: 214, y: 34, width: 96, height: 50))
    #expect(fixture.frame(0, 3) == CGRect(x: 10, y: 92, width: 96, height: 50))
    #expect(fixture.frame(0, 6) == CGRect(x: 10, y: 150, width: 96, height: 50))
    #expect(fixture.supplementFrame(headerKind, 0) == CGRect(x: 10, y: 0, width: 300, height: 30))
    #expect(fixture.supplementFrame(footerKind, 0) == CGRect(x: 10, y: 206, width: 300, height: 20))
    #expect(fixture.supplementFrame(headerKind, 1) == CGRect(x: 10, y: 226, width: 300, height: 30))
    #expect(fixture.frame(1, 1) == CGRect(x: 112, y: 260, width: 96, height: 50))
    #expect(fixture.supplementFrame(footerKind, 1) == CGRect(x: 10, y: 316, width: 300, height: 20))
    #expect(fixture.view.contentSize == CGSize(width: 320, height: 336))
    // The views on screen have the layout's frames.
    #expect(fixture.view.cellForItem(at: path(0, 4))?.frame == CGRect(x: 112, y: 92, width: 96, height: 50))
    #expect(
      fixture.view.supplementaryView(forElementKind: footerKind, at: path(0, 0))?.frame
        == CGRect(x: 10, y: 206, width: 300, height: 20))
    #expect(fixture.view.indexPathsForVisibleSupplementaryElements(ofKind: headerKind) == [path(0, 0), path(1, 0)])
  }

  @Test("CV-L6: with supplementariesFollowContentInsets off, headers span the width, ignoring the section's insets")
  func cvL6FollowInsets() {
    let section = gridSection(
      columns: 1, height: .absolute(50), insets: NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10),
      header: 30)
    section.supplementariesFollowContentInsets = false
    let fixture = CollectionFixture(counts: [1], layout: UICollectionViewCompositionalLayout(section: section))
    fixture.load()
    #expect(fixture.frame(0, 0) == CGRect(x: 10, y: 30, width: 300, height: 50))
    #expect(fixture.supplementFrame(headerKind, 0)?.minX == 0)
    #expect(fixture.supplementFrame(headerKind, 0)?.width == 320)
  }

  @Test("CV-L3: estimated list items are measured through their UIListContentConfiguration")
  func cvL3ListContent() {
    let fixture = CollectionFixture(
      sections: [["one", "two\nlines", "three\nlines\nhere"]], layout: listLayout(listConfiguration(.plain)))
    fixture.load()
    #expect(fixture.frame(0, 0) == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(fixture.frame(0, 1) == CGRect(x: 0, y: 44, width: 320, height: 64))
    #expect(fixture.frame(0, 2) == CGRect(x: 0, y: 108, width: 320, height: 85))
    #expect(fixture.view.contentSize.height == 193)
    #expect(fixture.view.eventLog.contains(.measuredItem(path(0, 2), height: 85)))
    #expect(fixture.view.isItemHeightMeasured(at: path(0, 2)))
  }

  @Test("CV-L3: estimated grid items are measured through sizeThatFits; a line is as tall as its tallest item")
  func cvL3SizeThatFits() {
    let heights: [CGFloat] = [70, 30, 50]
    let fixture = CollectionFixture(
      counts: [100],
      layout: UICollectionViewCompositionalLayout(section: gridSection(columns: 2, height: .estimated(40))))
    fixture.source.configure = { cell, indexPath in
      (cell as? ContractListCell)?.fixedHeight = heights[indexPath.item % 3]
    }
    fixture.load()
    #expect(fixture.frame(0, 0) == CGRect(x: 0, y: 0, width: 160, height: 70))
    #expect(fixture.frame(0, 1) == CGRect(x: 160, y: 0, width: 160, height: 30))
    #expect(fixture.frame(0, 2) == CGRect(x: 0, y: 70, width: 160, height: 50))
    #expect(fixture.view.isItemHeightMeasured(at: path(0, 1)))
    #expect(!fixture.view.isItemHeightMeasured(at: path(0, 99)), "items never shown keep their estimate")
    #expect(fixture.frame(0, 99)?.height == 40)
  }

  @Test("CV-L3: items on screen measured again at a new width are recycled once when they leave meanwhile")
  func cvL3RemeasuredItemsLeaveOnce() {
    let fixture = CollectionFixture(
      sections: ContractDataSource.titles([200]),
      layout: UICollectionViewCompositionalLayout(section: gridSection(columns: 1, height: .estimated(40))),
      cellClass: WidthSizedCell.self)
    fixture.load()
    fixture.view.scroll(to: 2_000)
    // Narrower, every item is measured again and twice as tall: the first one on screen stays
    // put while the others are pushed out of the viewport during the measuring rounds.
    fixture.view.frame = CGRect(x: 0, y: 0, width: 160, height: 440)
    fixture.view.layoutIfNeeded()
    // Every cell made is on screen or in the queue, once.
    let shown = fixture.view.indexPathsForVisibleItems.count
    let queued = fixture.view.pooledCellCount(forReuseIdentifier: "cell")
    #expect(shown + queued == fixture.view.cellsCreated["cell"], "\(shown) shown, \(queued) queued")
    for offset: CGFloat in [2_600, 1_400, 3_000, 0] {
      fixture.view.scroll(to: offset)
      let cells = fixture.view.indexPathsForVisibleItems.compactMap { fixture.view.cellForItem(at: $0) }
      #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count, "a cell shown for two items at \(offset)")
    }
  }

  @Test("CV-L4: an inset-grouped list section: insets, full-width rows, a measured supplementary header")
  func cvL4() {
    let fixture = CollectionFixture(
      counts: [2, 1], layout: listLayout(listConfiguration(.insetGrouped, headers: true)))
    fixture.load()
    #expect(fixture.supplementFrame(headerKind, 0) == CGRect(x: 20, y: 0, width: 280, height: 30))
    #expect(fixture.frame(0, 0) == CGRect(x: 20, y: 30, width: 280, height: 44))
    #expect(fixture.frame(0, 1) == CGRect(x: 20, y: 74, width: 280, height: 44))
    #expect(fixture.supplementFrame(headerKind, 1) == CGRect(x: 20, y: 136, width: 280, height: 30))
    #expect(fixture.supplementFrame(footerKind, 0) == nil)
    #expect(fixture.view.violations.isEmpty)
  }

  @Test("CV-L7: layout queries answer the frames of items and nil for items that do not exist")
  func cvL7() {
    let section = gridSection(columns: 3, height: .absolute(50), itemSpacing: 6, lineSpacing: 8)
    let fixture = CollectionFixture(counts: [7], layout: UICollectionViewCompositionalLayout(section: section))
    fixture.load()
    #expect(fixture.view.indexPathForItem(at: CGPoint(x: 120, y: 70)) == path(0, 4))
    #expect(fixture.view.indexPathForItem(at: CGPoint(x: 104, y: 70)) == nil, "a point in the spacing")
    #expect(fixture.view.layoutAttributesForItem(at: path(0, 7)) == nil)
    #expect(fixture.view.layoutAttributesForItem(at: path(0, 6))?.representedElementCategory == .cell)
    #expect(fixture.view.layoutAttributesForSupplementaryElement(ofKind: headerKind, at: path(0, 0)) == nil)
  }

  @Test("CV-L8: layouts outside the subset fall back with a warning")
  func cvL8() {
    let plain = CollectionFixture(counts: [2], layout: UICollectionViewLayout())
    plain.load()
    #expect(plain.view.warnings.contains(.unsupportedLayout("not a compositional layout: one full-width column")))
    #expect(plain.frame(0, 1) == CGRect(x: 0, y: 44, width: 320, height: 44))

    let fractional = UICollectionViewCompositionalLayout { _, _ in
      let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5))
      let section = NSCollectionLayoutSection(
        group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .absolute(40)),
          elementKind: "badge", alignment: .leading)
      ]
      return section
    }
    let odd = CollectionFixture(counts: [1], layout: fractional)
    odd.load()
    #expect(
      odd.view.warnings.contains(.unsupportedLayout("a fractional height in a vertical layout: estimated at 44 points"))
    )
    #expect(odd.view.warnings.contains(.unsupportedLayout("boundary item of kind badge aligned leading: ignored")))
    #expect(odd.frame(0, 0)?.height == 44)
  }
}

// MARK: - Swipes, interactive movement, threading (CV-W1, CV-X1, CV-T1)

@MainActor
@Suite("CollectionViewContract: gestures and threading CV-W1, CV-X1, CV-T1")
struct CollectionViewContractGestureTests {
  @Test("CV-W1: a list section swipes its UICollectionViewListCell with the configuration's provider")
  func cvW1List() {
    let fixture = CollectionFixture(
      counts: [2], layout: listLayout(listConfiguration(.plain, trailing: deleteSwipeProvider())))
    fixture.load()
    let configuration = fixture.view.simulateSwipe(from: .trailing, onItemAt: path(0, 1))
    #expect(configuration?.actions.map(\.title) == ["Delete"])
    #expect(fixture.view.simulateSwipeAction(from: .trailing, onItemAt: path(0, 1)) == true)
    #expect(fixture.view.simulateSwipe(from: .leading, onItemAt: path(0, 1)) == nil)
    #expect(fixture.view.warnings.isEmpty)
  }

  @Test("CV-W1: no swipe outside list sections or on cells that are not list cells (a warning)")
  func cvW1Outside() {
    let configuration = listConfiguration(.plain, trailing: deleteSwipeProvider())
    let mixed = UICollectionViewCompositionalLayout { section, environment in
      section == 0
        ? NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        : gridSection(columns: 2, height: .absolute(44))
    }
    let grid = CollectionFixture(counts: [1, 2], layout: mixed)
    grid.load()
    #expect(grid.view.simulateSwipe(from: .trailing, onItemAt: path(1, 0)) == nil)
    #expect(grid.view.warnings == [.swipeOutsideList(path(1, 0))])
    #expect(grid.view.simulateSwipe(from: .trailing, onItemAt: path(0, 0)) != nil)

    let plainCells = CollectionFixture(
      sections: [["a"]], layout: listLayout(configuration), cellClass: UICollectionViewCell.self)
    plainCells.load()
    #expect(plainCells.view.simulateSwipe(from: .trailing, onItemAt: path(0, 0)) == nil)
    #expect(plainCells.view.warnings == [.swipeOutsideList(path(0, 0))])
  }

  @Test("CV-X1: an interactive move calls the data source's moveItemAt and moves the cell")
  func cvX1() {
    let fixture = CollectionFixture(sections: [["a", "b", "c", "d", "e"]])
    fixture.load()
    let dragged = fixture.view.cellForItem(at: path(0, 0))
    let landed = fixture.view.simulateInteractiveMove(from: path(0, 0), to: path(0, 2))
    #expect(landed == path(0, 2))
    #expect(fixture.source.moves.map { $0.from } == [path(0, 0)])
    #expect(fixture.source.moves.map { $0.to } == [path(0, 2)])
    #expect(fixture.source.sections == [["b", "c", "a", "d", "e"]])
    #expect(fixture.view.cellForItem(at: path(0, 2)) === dragged)
    #expect(fixture.view.eventLog.contains(.interactiveMove(from: path(0, 0), to: path(0, 2))))
    #expect(fixture.view.violations.isEmpty)

    fixture.source.canMove = { $0.item != 1 }
    #expect(fixture.view.simulateInteractiveMove(from: path(0, 1), to: path(0, 3)) == nil)
    #expect(fixture.source.moves.count == 1)
  }

  @Test("CV-T1: entry points called off the main thread are violations")
  func cvT1() {
    let fixture = CollectionFixture(counts: [1])
    fixture.view.mainThreadChecker = { false }
    fixture.view.reloadData()
    #expect(fixture.view.violations.first?.kind == .offMainThread(api: "reloadData()"))
    #expect(
      fixture.view.violations.first?.message == "UICollectionView.reloadData() must be used from main thread only")
    #expect(fixture.view.violations.first?.isRaisedByUIKit == false)
  }
}

// MARK: - Where UICollectionView differs from UITableView

@MainActor
@Suite("CollectionViewContract: where UICollectionView differs from UITableView")
struct CollectionViewContractDifferenceTests {
  @Test(
    "CV-R4 vs table: a cell not dequeued for the request raises in every mode; a table flags it in strict mode only")
  func differsNotDequeued() {
    let collection = CollectionFixture(counts: [1])
    collection.view.strictness = .uikitCompatible
    collection.source.cellProvider = { _, _ in UICollectionViewCell(frame: .zero) }
    collection.load()
    #expect(collection.view.violations.map(\.kind) == [.viewNotDequeuedForRequest(kind: cellKind, path(0, 0))])

    let source = UndequeuedTableSource()
    let lenient = UITableView(frame: viewFrame, style: .plain)
    lenient.strictness = .uikitCompatible
    lenient.dataSource = source
    lenient.layoutIfNeeded()
    #expect(lenient.violations.isEmpty)
    #expect(lenient.warnings.contains(.misuse(TableUpdateError(.cellNotDequeued(ip(0, 0))))))

    let strict = UITableView(frame: viewFrame, style: .plain)
    strict.dataSource = source
    strict.layoutIfNeeded()
    #expect(strict.violations.first?.kind == .cellNotDequeued(ip(0, 0)))
  }

  @Test("CV-R4 vs table: a dequeue outside a request raises in every mode; a table flags it in strict mode only")
  func differsDequeueOutsideRequest() {
    let collection = CollectionFixture(counts: [1])
    collection.view.strictness = .uikitCompatible
    collection.load()
    _ = collection.view.dequeueReusableCell(withReuseIdentifier: "cell", for: path(0, 0))
    #expect(collection.view.violations.map(\.kind) == [.viewNotDequeuedForRequest(kind: cellKind, path(0, 0))])

    let table = Fixture(counts: [1])
    table.table.strictness = .uikitCompatible
    table.load()
    _ = table.table.dequeueReusableCell(withIdentifier: "cell", for: ip(0, 0))
    #expect(table.table.violations.isEmpty)
    #expect(table.table.warnings.contains(.misuse(TableUpdateError(.dequeueOutsideCellForRow(identifier: "cell")))))

    let strictTable = Fixture(counts: [1])
    strictTable.load()
    _ = strictTable.table.dequeueReusableCell(withIdentifier: "cell", for: ip(0, 0))
    #expect(strictTable.table.violations.map(\.kind) == [.dequeueOutsideCellForRow(identifier: "cell")])
  }

  @Test("CV-R5 vs table: a missing supplementary view raises; a table header may be nil")
  func differsNilSupplementary() {
    let view = UICollectionView(
      frame: viewFrame,
      collectionViewLayout: listLayout(listConfiguration(.plain, headers: true)))
    view.strictness = .uikitCompatible
    view.register(ContractListCell.self, forCellWithReuseIdentifier: "cell")
    let source = BareDataSource(counts: [1])
    view.dataSource = source
    view.layoutIfNeeded()
    #expect(view.violations.first?.kind == .supplementaryViewNil(kind: headerKind, path(0, 0)))

    let table = Fixture(counts: [1])
    table.table.strictness = .uikitCompatible
    table.table.sectionHeaderHeight = 28
    table.delegate = NilHeaderDelegate()
    table.load()
    #expect(table.table.eventLog.contains(.headerView(section: 0)), "the table asked for the header view")
    #expect(table.table.loadedHeaderView(inSection: 0) == nil)
    #expect(table.table.violations.isEmpty)
  }

  @Test("CV-R6 vs table: reconfiguring with another identifier is raised by UIKit; for a table it is simulator misuse")
  func differsReconfigureIdentifier() {
    let collection = CollectionFixture(counts: [1])
    collection.view.register(ContractListCell.self, forCellWithReuseIdentifier: "other")
    collection.load()
    collection.source.identifier = "other"
    collection.view.reconfigureItems(at: [path(0, 0)])
    #expect(
      collection.view.lastError?.kind == .reconfigureChangedCellType(path(0, 0), expected: "cell", dequeued: "other"))
    #expect(collection.view.lastError?.isRaisedByUIKit == true)

    let table = Fixture(counts: [1])
    table.table.register(UITableViewCell.self, forCellReuseIdentifier: "other")
    table.load()
    table.source.identifier = "other"
    table.table.reconfigureRows(at: [ip(0, 0)])
    #expect(table.table.lastError?.kind == .reconfigureChangedCellType(ip(0, 0), expected: "cell", dequeued: "other"))
    #expect(table.table.lastError?.isRaisedByUIKit == false)
  }

  @Test("CV-R2 vs table: the unregistered-identifier message names the element kind")
  func differsUnregisteredMessage() {
    let collection = CollectionFixture(counts: [1])
    collection.source.identifier = "missing"
    collection.load()
    #expect(
      collection.view.lastError?.message
        == "could not dequeue a view of kind: UICollectionElementKindCell with identifier missing - must register a "
        + "nib or a class for the identifier or connect a prototype cell in a storyboard")

    let table = Fixture(counts: [1])
    table.source.identifier = "missing"
    table.load()
    #expect(table.table.lastError?.kind == .unregisteredIdentifier("missing"))
    #expect(
      table.table.lastError?.message(style: .classic)
        == "unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier or "
        + "connect a prototype cell in a storyboard")
  }

  @Test("CV-C1, CV-C2 vs table: the same miscounted batch is worded with items and collection view")
  func differsWording() {
    let collection = CollectionFixture(counts: [3])
    collection.load()
    let items = collection.batch(after: [3]) { $0.deleteItems(at: [path(0, 0)]) }
    let table = Fixture(counts: [3])
    table.load()
    table.table.performBatchUpdates { table.table.deleteRows(at: [ip(0, 0)], with: .automatic) }
    let rows = table.table.lastError
    #expect(items?.message.hasPrefix("Invalid update: invalid number of items in section 0.") == true)
    #expect(rows?.message(style: .classic).hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
    #expect(items?.batchDetectedMessage?.contains("{ 1 section with item counts: [3] }") == true)
    #expect(rows?.message(style: .batchDetected).contains("{ 1 section with row counts: [3] }") == true)

    let sections = collection.batch(after: [3]) { $0.insertSections(IndexSet(integer: 0)) }
    table.table.performBatchUpdates { table.table.insertSections(IndexSet(integer: 0), with: .automatic) }
    #expect(sections?.message.contains("The number of sections contained in the collection view after") == true)
    #expect(table.table.lastError?.message(style: .classic).contains("contained in the table view after") == true)
  }

  @Test("CV-W1 vs table: swipe actions exist only in list sections; any table row swipes")
  func differsSwipe() {
    let collection = CollectionFixture(
      counts: [1], layout: UICollectionViewCompositionalLayout(section: gridSection(columns: 2, height: .absolute(44))))
    collection.load()
    #expect(collection.view.simulateSwipe(from: .trailing, onItemAt: path(0, 0)) == nil)
    #expect(collection.view.warnings == [.swipeOutsideList(path(0, 0))])

    let table = Fixture(counts: [1])
    let delegate = GestureTableDelegate()
    table.delegate = delegate
    table.load()
    #expect(table.table.simulateSwipe(from: .trailing, onRowAt: ip(0, 0))?.actions.map(\.title) == ["Flag"])
  }

  @Test("Context menus vs table: the collection view asks the iOS 16 multi-item delegate method")
  func differsContextMenu() {
    let collection = CollectionFixture(counts: [3])
    collection.load()
    let menu = collection.view.simulateContextMenu(onItemAt: path(0, 1))
    #expect(menu?.title == "Item")
    #expect(collection.delegate.menuRequests == [[path(0, 1)]])

    let table = Fixture(counts: [3])
    let delegate = GestureTableDelegate()
    table.delegate = delegate
    table.load()
    #expect(table.table.simulateContextMenu(onRowAt: ip(0, 1))?.title == "Row")
    #expect(delegate.menuRequests == [ip(0, 1)])
  }
}
