#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraExamples
import TesseraTesting
import TesseraUIKit

/// The four seed screens, defined once for every host, shown through `CollectionViewHost`: each
/// loads, then changes state with animated batches, with zero violations, and every item shows
/// its row's content when scrolled to.
@Suite("Seed screens in a collection view")
@MainActor
struct CollectionSeedScreenTests {
  /// Shows each state of `screen` in turn, checking the whole content after each.
  func show<Screen: ExampleScreen>(
    _ screen: Screen, actions: [Screen.Action], register: (CollectionViewHost) -> Void
  ) async {
    let (collectionView, host) = makeCollection(width: 320, height: 480)
    var diagnostics: [String] = []
    host.controller.diagnosticsHandler = { diagnostics.append("\($0)") }
    register(host)
    var screen = screen
    await host.apply(screen.snapshot { _ in })
    collectionView.layoutIfNeeded()
    expectWholeContentShown(collectionView, host, state: "initial")
    for (index, action) in actions.enumerated() {
      screen.apply(action)
      let mark = collectionView.eventLog.count
      await host.apply(screen.snapshot { _ in })
      collectionView.layoutIfNeeded()
      collectionView.finishAnimations()
      #expect(!collectionView.events(since: mark).contains(.reloadData), "action \(index) animates")
      expectWholeContentShown(collectionView, host, state: "after action \(index)")
    }
    #expect(collectionView.violations.isEmpty, "\(collectionView.violations.map(\.message))")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  /// Scrolls from top to bottom: every item is shown once at least, always with its content.
  func expectWholeContentShown(_ collectionView: UICollectionView, _ host: CollectionViewHost, state: String) {
    var seen = Set<IndexPath>()
    var offset: CGFloat = 0
    repeat {
      collectionView.scroll(to: offset)
      #expect(visibleItemTexts(collectionView) == expectedItemTexts(collectionView, host), "\(state) at \(offset)")
      seen.formUnion(collectionView.indexPathsForVisibleItems)
      offset += collectionView.bounds.height / 2
    } while offset < collectionView.contentSize.height
    let all = host.controller.dataSourceList.sections.enumerated().flatMap { section, shown in
      shown.rows.indices.map { IndexPath(item: $0, section: section) }
    }
    #expect(seen == Set(all), "\(state): \(all.count - seen.count) items never shown")
    let headers = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
    #expect(headers.allSatisfy { !(($0 as? any ShowsText)?.text ?? $0.accessibilityLabel ?? "").isEmpty })
    collectionView.scroll(to: 0)
  }

  @Test func productPage() async {
    var rng = SeededRandomNumberGenerator(seed: 4)
    var product = Product.random(using: &rng)
    while product.comments.count < 5 { product = Product.random(using: &rng) }
    await show(ProductScreen(), actions: [.loaded(product), .showAllComments, .showFewerComments]) { host in
      host.register(CollectionTextCell<ProductScreen.CycleImages>.self)
      host.register(CollectionTextCell<ProductScreen.MainTitle>.self)
      host.register(CollectionTextCell<ProductScreen.SubTitle>.self)
      host.register(CollectionTextCell<ProductScreen.Price>.self)
      host.register(CollectionTextCell<ProductScreen.Promotions>.self)
      host.register(CollectionTextCell<ProductScreen.SelectedSpecification>.self)
      host.register(CollectionTextCell<ProductScreen.StoreInfo>.self)
      host.register(CollectionTextCell<ProductScreen.CommentSummary>.self)
      host.register(CollectionTextCell<ProductScreen.Comment>.self)
      host.register(CollectionTextCell<ProductScreen.Link>.self)
      host.register(CollectionTextCell<ProductScreen.Notice>.self)
    }
  }

  @Test func profilePageFromJSON() async throws {
    let profile = try Profile.loadBundled()
    await show(ProfileScreen(), actions: [.loaded(profile), .reload, .loaded(profile)]) { host in
      host.register(CollectionTextCell<ProfileScreen.NameAndPicture>.self)
      host.register(CollectionTextCell<ProfileScreen.About>.self)
      host.register(CollectionTextCell<ProfileScreen.Email>.self)
      host.register(CollectionTextCell<ProfileScreen.Attribute>.self)
      host.register(CollectionTextCell<ProfileScreen.Friend>.self)
      host.register(CollectionTextCell<ProfileScreen.Message>.self)
      host.register(CollectionTextCell<ProfileScreen.ErrorDetail>.self)
    }
  }

  @Test func settingsPage() async {
    await show(
      SettingsScreen(), actions: [.set(.notifications, isOn: false), .set(.downloadsOverWiFiOnly, isOn: true)]
    ) { host in
      host.registerHeaderFooter(CollectionTextHeader<SettingsScreen.Header>.self)
      host.register(CollectionTextCell<SettingsScreen.StaticRow>.self)
      host.register(CollectionTextCell<SettingsScreen.Disclosure>.self)
      host.register(CollectionTextCell<SettingsScreen.SwitchRow>.self)
    }
  }

  @Test func merchantsWithExpandingRows() async {
    var rng = SeededRandomNumberGenerator(seed: 9)
    let merchants = Merchant.randomList(using: &rng)
    await show(MerchantScreen(), actions: [.loaded(merchants), .sort(.largestSum), .sort(.city)]) { host in
      host.register(CollectionTextCell<MerchantScreen.MerchantSummary>.self)
    }
  }
}
