#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraExamples
import TesseraTesting
import TesseraUIKit

@Suite("PhotoGridViewController example")
@MainActor
struct PhotoGridViewControllerTests {
  /// The example on screen with three products of two to four photos each.
  func makeScreen() async throws -> (PhotoGridViewController, UICollectionView, [Product]) {
    var rng = SeededRandomNumberGenerator(seed: 21)
    var products: [Product] = []
    while products.count < 3 {
      let product = Product.random(using: &rng)
      if (2...4).contains(product.imageURLs.count), !products.contains(where: { $0.name == product.name }) {
        products.append(product)
      }
    }
    let controller = PhotoGridViewController(products: products)
    controller.loadViewIfNeeded()
    controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 900)
    controller.simulateLayout()
    let collectionView = try #require(controller.view.subviews.first as? UICollectionView)
    await controller.host.controller.settle()
    collectionView.layoutIfNeeded()
    return (controller, collectionView, products)
  }

  @Test func photosFormAThreeColumnGridOfSquaresUnderAHeaderWithTheCount() async throws {
    let (_, collectionView, products) = try await makeScreen()
    let photoCount = products.map(\.imageURLs.count).reduce(0, +)
    #expect(collectionView.numberOfItems(inSection: 0) == photoCount)
    let frames = (0..<photoCount).compactMap {
      collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    // 300 points, 3 columns, 2 points apart: 98.67-point squares.
    let side = (300 - 2 * 2) / 3.0
    #expect(frames.allSatisfy { abs($0.width - side) < 0.01 && abs($0.height - side) < 0.01 })
    #expect(Set(frames.map(\.minX)).count == 3)
    #expect(frames[3].minY == frames[0].maxY + 2, "lines are 2 points apart")
    let header = try #require(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(header.accessibilityLabel == "Gallery · \(photoCount) photos")
    #expect(frames[0].minY == header.frame.maxY, "the grid starts below its header")
    #expect(collectionView.violations.isEmpty)
  }

  @Test func removingAPhotoFromItsMenuAnimatesAndUpdatesTheHeader() async throws {
    let (controller, collectionView, products) = try await makeScreen()
    let photoCount = products.map(\.imageURLs.count).reduce(0, +)
    let menu = try #require(collectionView.simulateContextMenu(onItemAt: IndexPath(item: 1, section: 0)))
    let mark = collectionView.eventLog.count
    try #require(menu.action(titled: "Remove")).simulatePerform()
    await controller.host.controller.settle()
    collectionView.layoutIfNeeded()
    #expect(!collectionView.events(since: mark).contains(.reloadData))
    #expect(collectionView.numberOfItems(inSection: 0) == photoCount - 1)
    let urls = products.flatMap(\.imageURLs)
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.accessibilityLabel == urls[2], "photo 2 moved up")
    let header = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.accessibilityLabel == "Gallery · \(photoCount - 1) photos")
    #expect(collectionView.violations.isEmpty, "\(collectionView.violations.map(\.message))")
  }

  @Test func swipingAProductDeletesItAndItsPhotos() async throws {
    let (controller, collectionView, products) = try await makeScreen()
    let photoCount = products.map(\.imageURLs.count).reduce(0, +)
    let row = IndexPath(item: 0, section: 1)
    #expect(collectionView.simulateSwipe(from: .leading, onItemAt: row) == nil, "no leading buttons")
    #expect(collectionView.simulateSwipeAction(from: .trailing, onItemAt: row) == true)
    await controller.host.controller.settle()
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfItems(inSection: 1) == 2)
    #expect(collectionView.numberOfItems(inSection: 0) == photoCount - products[0].imageURLs.count)
    #expect(controller.host.rowID(at: IndexPath(item: 0, section: 1)) == RowID(products[1].name))
    #expect(collectionView.simulateSwipe(from: .trailing, onItemAt: IndexPath(item: 0, section: 0)) == nil)
    #expect(collectionView.warnings.contains(.swipeOutsideList(IndexPath(item: 0, section: 0))), "no swipes in grids")
    #expect(collectionView.violations.isEmpty)
  }

  @Test func selectedPhotosStaySelectedByIDAcrossUpdates() async throws {
    let (controller, collectionView, products) = try await makeScreen()
    collectionView.simulateTap(onItemAt: IndexPath(item: 2, section: 0))
    collectionView.simulateTap(onItemAt: IndexPath(item: 3, section: 0))
    let urls = products.flatMap(\.imageURLs)
    let before = controller.host.selectedRowIDs
    #expect(before == [RowID(urls[2]), RowID(urls[3])])
    // Removing photo 0 shifts both selected photos by one place; the selection follows their ids.
    let menu = try #require(collectionView.simulateContextMenu(onItemAt: IndexPath(item: 0, section: 0)))
    try #require(menu.action(titled: "Remove")).simulatePerform()
    await controller.host.controller.settle()
    collectionView.layoutIfNeeded()
    #expect(controller.host.selectedRowIDs == before)
    #expect(
      collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
    #expect(collectionView.violations.isEmpty)
  }
}
