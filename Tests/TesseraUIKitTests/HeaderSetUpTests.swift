#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

private struct Shelf: Equatable, Sendable { var name: String }

/// A table header that builds its subviews once, in `setUp()`.
private final class ShelfHeaderView: UITableViewHeaderFooterView, TableHeaderFooter {
  static var setUps: [ObjectIdentifier] = []
  let badge = UILabel()
  func setUp() {
    Self.setUps.append(ObjectIdentifier(self))
    contentView.addSubview(badge)
  }
  func configure(with shelf: Shelf, context: SectionSupplementContext) { textLabel?.text = shelf.name }
}

/// A collection header that builds its subviews once, in `setUp()`.
private final class ShelfCollectionHeader: UICollectionReusableView, CollectionHeaderFooter {
  static var setUps: [ObjectIdentifier] = []
  let badge = UILabel()
  func setUp() {
    Self.setUps.append(ObjectIdentifier(self))
    addSubview(badge)
  }
  func configure(with shelf: Shelf, context: SectionSupplementContext) { accessibilityLabel = shelf.name }
}

/// Header and footer views get a one-time `setUp()` like cells, in both hosts: never again when
/// they are configured again, reused, or refreshed in place.
@MainActor
@Suite(.serialized) struct HeaderSetUpTests {
  private func shelves(_ names: [String]) -> ListSnapshot {
    ListSnapshot {
      for (index, name) in names.enumerated() {
        Section(index) { Row("\(index)", name) }.header(.content(Shelf(name: name)))
      }
    }
  }

  @Test func aTableHeaderIsSetUpOnce() async {
    ShelfHeaderView.setUps = []
    let (table, host) = makeTable(height: 150)
    host.register(TextCell<String>.self)
    host.registerHeaderFooter(ShelfHeaderView.self)
    installIdentityOracle(table, host)
    await host.apply(shelves(["A", "B", "C", "D"]))
    table.layoutIfNeeded()
    await host.apply(shelves(["A!", "B!", "C!", "D!"]))
    table.contentOffset = CGPoint(x: 0, y: 80)
    table.layoutIfNeeded()
    let views = (0..<4).compactMap { table.headerView(forSection: $0) as? ShelfHeaderView }
    #expect(!views.isEmpty)
    #expect(views.allSatisfy { view in view.contentView.subviews.filter { $0 === view.badge }.count == 1 })
    #expect(views.allSatisfy { $0.textLabel?.text?.hasSuffix("!") == true }, "refreshed in place")
    #expect(views.allSatisfy { ShelfHeaderView.setUps.contains(ObjectIdentifier($0)) })
    #expect(Set(ShelfHeaderView.setUps).count == ShelfHeaderView.setUps.count, "no view was set up twice")
    #expect(table.violations.isEmpty)
  }

  @Test func aCollectionHeaderIsSetUpOnce() async {
    ShelfCollectionHeader.setUps = []
    let (collectionView, host) = makeCollection(height: 600)
    host.register(CollectionTextCell<String>.self)
    host.registerHeaderFooter(ShelfCollectionHeader.self)
    await host.apply(shelves(["A", "B"]))
    collectionView.layoutIfNeeded()
    let afterLoad = ShelfCollectionHeader.setUps
    await host.apply(shelves(["A!", "B!"]))
    collectionView.layoutIfNeeded()
    #expect(!afterLoad.isEmpty && ShelfCollectionHeader.setUps == afterLoad, "configured again, never set up again")
    let header =
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
      as? ShelfCollectionHeader
    #expect(header?.accessibilityLabel == "A!")
    #expect(header.map { view in view.subviews.filter { $0 === view.badge }.count } == 1)
    #expect(collectionView.violations.isEmpty)
  }
}
