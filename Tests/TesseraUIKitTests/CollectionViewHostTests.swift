#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// Behaviours of `CollectionViewHost` one by one: collapsible headers, expandable rows, moves,
/// the app's own delegate, layouts and missing registrations.
@Suite("CollectionViewHost")
@MainActor
struct CollectionViewHostTests {
  @Test func tappingACollapsibleTitleHeaderTogglesItsSection() async throws {
    let (collectionView, host) = makeCollection()
    host.register(CollectionTextCell<String>.self)
    await host.apply(
      ListSnapshot {
        Section("fruit", header: "Fruit") {
          Row("apple", "Apple")
          Row("pear", "Pear")
        }
        .collapsible()
      })
    collectionView.layoutIfNeeded()
    #expect(collectionView.simulateTap(onHeaderInSection: 0))
    await host.controller.settle()
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfItems(inSection: 0) == 0)
    let collapsed = try #require(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(collapsed.accessibilityLabel == "Fruit")
    host.selectHeader(inSection: 0)
    await host.controller.settle()
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfItems(inSection: 0) == 2)
    #expect(collectionView.violations.isEmpty)
  }

  @Test func aGridWithValuesThatCannotBeLaidOutIsClampedAndReportedAndHidesNothing() async throws {
    let (collectionView, host) = makeCollection()
    var diagnostics: [ListDiagnostic] = []
    host.controller.diagnosticsHandler = { diagnostics.append($0) }
    host.register(CollectionTextCell<String>.self)
    await host.apply(
      ListSnapshot {
        Section("bad") {
          Row("p1", "Photo 1"); Row("p2", "Photo 2")
        }
        .collectionLayout(.grid(columns: 0, spacing: .nan, itemHeight: .fixed(.infinity), insets: -4))
        Section("list") {
          Row("r1", "Row 1"); Row("r2", "Row 2")
        }
      })
    collectionView.layoutIfNeeded()
    #expect(visibleItemTexts(collectionView) == ["Photo 1", "Photo 2", "Row 1", "Row 2"])
    let listFrame = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame)
    #expect(listFrame.origin.y.isFinite && listFrame.origin.y > 0)
    #expect(diagnostics.count == 4, "\(diagnostics)")
    #expect(
      diagnostics.allSatisfy {
        if case .invalidCollectionLayout("bad", sectionIndex: 0, _) = $0 { true } else { false }
      })
    #expect(collectionView.violations.isEmpty)
  }

  @Test func expandingARowReconfiguresItsCellAndItGrows() async throws {
    let (collectionView, host) = makeCollection()
    host.register(CollectionTextCell<String>.self)
    await host.apply(
      ListSnapshot {
        Section("s") {
          Row("a", "A").expandable()
          Row("b", "B")
        }
      })
    collectionView.layoutIfNeeded()
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let before = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame.height
    collectionView.simulateTap(onItemAt: IndexPath(item: 0, section: 0))
    await host.controller.settle()
    collectionView.layoutIfNeeded()
    let after = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame.height
    #expect(after == before + 60, "three more 20-point lines")
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cell, "the same cell, reconfigured")
    let below = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame.minY
    #expect(below == after)
    #expect(collectionView.violations.isEmpty)
  }

  @Test func aDroppedRowMovesInPlaceAndTheNextSnapshotMovesNothing() async throws {
    let (collectionView, host) = makeCollection()
    host.register(CollectionTextCell<String>.self)
    var moves: [RowMove] = []
    func snapshot(_ order: [String]) -> ListSnapshot {
      ListSnapshot { Section("s", rows: order.map { id in Row(id, id).onMove { moves.append($0) } }) }
    }
    await host.apply(snapshot(["a", "b", "c"]))
    collectionView.layoutIfNeeded()
    let landed = collectionView.simulateInteractiveMove(
      from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    #expect(landed == IndexPath(item: 2, section: 0))
    #expect(moves.map(\.rowID) == [RowID("a")])
    #expect(visibleItemTexts(collectionView) == ["b", "c", "a"])
    let batches = host.controller.statistics.batches
    await host.apply(snapshot(["b", "c", "a"]))
    #expect(host.controller.statistics.batches == batches, "the app's next snapshot agrees: no batch")
    #expect(collectionView.violations.isEmpty)
  }

  @Test func theAppsDelegateGetsWhatTheHostDoesNotImplement() async throws {
    final class AppDelegate: NSObject, UICollectionViewDelegate {
      var scrolls = 0
      var selections: [IndexPath] = []
      func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
      func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selections.append(indexPath)
      }
    }
    let (collectionView, host) = makeCollection(height: 100)
    host.register(CollectionTextCell<String>.self)
    let app = AppDelegate()
    host.delegate = app
    await host.apply(ListSnapshot { Section("s", rows: (0..<20).map { Row($0, "Row \($0)") }) })
    collectionView.layoutIfNeeded()
    collectionView.scroll(to: 200)
    collectionView.simulateTap(onItemAt: try #require(collectionView.indexPathsForVisibleItems.first))
    #expect(app.scrolls > 0, "scrollViewDidScroll is forwarded")
    #expect(app.selections.count == 1, "didSelect reaches the app after the row's behaviour")
  }

  @Test func theAppsOwnSectionLayoutWinsAndNilKeepsTheDeclaredOne() async throws {
    let (collectionView, host) = makeCollection(width: 300)
    host.register(CollectionTextCell<String>.self)
    host.sectionLayoutProvider = { section, _ in
      guard section.id == SectionID("custom") else { return nil }
      let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(70))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(70)),
        subitems: [NSCollectionLayoutItem(layoutSize: size), NSCollectionLayoutItem(layoutSize: size)])
      return NSCollectionLayoutSection(group: group)
    }
    await host.apply(
      ListSnapshot {
        Section("custom", rows: (0..<3).map { Row($0, "C\($0)") })
        Section("grid", rows: (0..<3).map { Row("g\($0)", "G\($0)") }).collectionLayout(.grid(columns: 3, spacing: 0))
      })
    collectionView.layoutIfNeeded()
    let custom = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
    #expect(custom == CGRect(x: 150, y: 0, width: 150, height: 70))
    let grid = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))).frame
    #expect(grid == CGRect(x: 200, y: 140, width: 100, height: 100))
  }

  @Test func aMissingCellRegistrationShowsACellThatNamesTheType() async {
    let (collectionView, host) = makeCollection()
    var diagnostics: [String] = []
    host.controller.diagnosticsHandler = { diagnostics.append("\($0)") }
    await host.apply(ListSnapshot { Section("s") { Row("a", 42) } })
    collectionView.layoutIfNeeded()
    let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
    let text = (cell?.contentConfiguration as? UIListContentConfiguration)?.text
    #expect(text == "No cell registered for Int")
    #expect(diagnostics.count == 1)
    #expect(collectionView.violations.isEmpty)
  }
}
