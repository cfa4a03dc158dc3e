#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraUIKit

/// Every data-source, delegate and prefetch method of the objects a `CollectionViewHost` gives
/// its view, called through its protocol: each answer differs from the protocol's default, so a
/// near-miss signature (which on iOS UIKit would never call) fails here. TesseraUIKit's
/// `ObjectiveCWitnesses.swift` checks the same against the iOS SDK.
@Suite("CollectionViewHost witnesses")
@MainActor
struct CollectionDelegateSignatureTests {
  @Test func everyMethodIsTheProtocolsWitness() async throws {
    let (collectionView, host) = makeCollection()
    host.register(CollectionTextCell<String>.self)
    var log: [String] = []
    await host.apply(
      ListSnapshot {
        Section("s", header: "Header") {
          Row("a", "A")
            .onWillDisplay { _ in log.append("willDisplay a") }
            .onDidEndDisplaying { _ in log.append("didEnd a") }
            .onPrefetch({ _ in log.append("prefetch a") }, cancel: { _ in log.append("cancel a") })
            .contextMenu { RowAction("Open") { _ in } }
          Row("b", "B").onSelect { _ in log.append("select b") }
          Row("c", "C").onMove { _ in }
        }
      })
    collectionView.layoutIfNeeded()
    let a = IndexPath(item: 0, section: 0)
    let b = IndexPath(item: 1, section: 0)
    let c = IndexPath(item: 2, section: 0)
    let dataSource = try #require(collectionView.dataSource)
    #expect(dataSource.numberOfSections(in: collectionView) == 1)
    #expect(dataSource.collectionView(collectionView, numberOfItemsInSection: 0) == 3)
    #expect(dataSource.collectionView(collectionView, canMoveItemAt: a) == false, "the default answers true")
    #expect(dataSource.collectionView(collectionView, canMoveItemAt: c) == true)
    let header = dataSource.collectionView(
      collectionView, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader, at: a)
    #expect(header.reuseIdentifier == "Tessera.TitleSupplementaryView", "the default returns no view")
    #expect(collectionView.violations.isEmpty == false, "a dequeue outside the collection view's request is raised")

    let delegate = try #require(collectionView.delegate)
    delegate.collectionView(collectionView, didSelectItemAt: b)
    let cell = UICollectionViewCell(frame: .zero)
    delegate.collectionView(collectionView, willDisplay: cell, forItemAt: a)
    delegate.collectionView(collectionView, didEndDisplaying: cell, forItemAt: a)
    #expect(delegate.collectionView(collectionView, contextMenuConfigurationForItemsAt: [a], point: .zero) != nil)
    let target = delegate.collectionView(
      collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: c, atCurrentIndexPath: c,
      toProposedIndexPath: IndexPath(item: 9, section: 3))
    #expect(target != IndexPath(item: 9, section: 3), "the default answers the proposed path")

    let prefetching = try #require(collectionView.prefetchDataSource)
    prefetching.collectionView(collectionView, prefetchItemsAt: [a])
    prefetching.collectionView(collectionView, cancelPrefetchingForItemsAt: [a])
    #expect(log.contains("select b") && log.contains("willDisplay a") && log.contains("didEnd a"))
    #expect(log.contains("prefetch a") && log.contains("cancel a"))
  }
}
