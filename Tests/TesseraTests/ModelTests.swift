import Testing
import Tessera

private struct Price: Equatable, Sendable { var cents: Int }
private struct Title: Equatable, Sendable { var text: String }
private struct ProductError: Error { var reason: String }

@Suite("Model")
struct ModelTests {
  @Test func contentEqualityComparesTypeAndValue() {
    #expect(AnyRowContent(Price(cents: 1)) == AnyRowContent(Price(cents: 1)))
    #expect(AnyRowContent(Price(cents: 1)) != AnyRowContent(Price(cents: 2)))
    #expect(AnyRowContent(Price(cents: 1)) != AnyRowContent(Title(text: "1")))
    #expect(AnyRowContent(AnyRowContent(Price(cents: 3))).as(Price.self) == Price(cents: 3))
    #expect(AnyRowContent(Price(cents: 1)).typeName == "Price")
  }

  @Test func rowContentEqualityIgnoresBehaviours() {
    let a = Row("p", Price(cents: 1)).onSelect { _ in }
    let b = Row("p", Price(cents: 1))
    #expect(a.isContentEqual(to: b))
    #expect(!a.isContentEqual(to: b.height(.fixed(44))))
    #expect(!a.isContentEqual(to: Row("p", Price(cents: 2))))
  }

  @Test func aHeightInPointsIsAFixedHeight() {
    let points: Double = 52.5
    #expect(Row("p", Price(cents: 1)).height(44).heightPolicy == .fixed(44))
    #expect(Row("p", Price(cents: 1)).height(points).heightPolicy == .fixed(52.5))
    #expect(Row("p", Price(cents: 1)).height(.automatic).height(30).heightPolicy == .fixed(30), "the last height wins")
    // An impossible number is the same impossible fixed height, which validation names.
    let problems = ListSnapshot { Section("s") { Row("p", Price(cents: 1)).height(-1) } }.validate()
    #expect(problems == ListSnapshot { Section("s") { Row("p", Price(cents: 1)).height(.fixed(-1)) } }.validate())
    #expect(!problems.isEmpty)
  }

  @Test func rowContentEqualityComparesEachPartOfTheHeightAndTheFlags() {
    let row = Row("p", Price(cents: 1)).height(.fixed(44))
    // The same number as another kind of height, and the automatic kinds with and without
    // an estimate of 0 (the number an automatic height without estimate stores).
    #expect(!row.isContentEqual(to: row.height(.aspectRatio(44))))
    #expect(!row.height(.automatic).isContentEqual(to: row.height(.automatic(estimate: 0))))
    #expect(row.isContentEqual(to: row.height(.fixed(44))))
    #expect(row.height(.fixed(0)).isContentEqual(to: row.height(.fixed(-0.0))))
    // Each flag on its own, with every kind of height.
    for height in [HeightPolicy.fixed(44), .aspectRatio(0.5), .automatic, .automatic(estimate: 60)] {
      let plain = row.height(height)
      var initiallyExpanded = plain
      initiallyExpanded.isInitiallyExpanded = true
      #expect(!plain.isContentEqual(to: plain.expandable()))
      #expect(!plain.isContentEqual(to: initiallyExpanded))
      #expect(!plain.expandable().isContentEqual(to: plain.expandable(initiallyExpanded: true)))
      #expect(plain.expandable().isContentEqual(to: plain.expandable()))
    }
  }

  @Test func loadableStates() {
    let loading = Loadable<Int>.loading
    let loaded = Loadable<Int>.loaded(3)
    let failed = Loadable<Int>.failed(ProductError(reason: "offline"))
    #expect(loading.isLoading && loading.value == nil && loading.error == nil)
    #expect(loaded.value == 3 && !loaded.isLoading)
    #expect((failed.error as? ProductError)?.reason == "offline")
    #expect(loaded.map { $0 * 2 } == .loaded(6))
    #expect(loading.map { $0 * 2 } == .loading)
    #expect(failed == .failed(ProductError(reason: "offline")))
    #expect(failed != .failed(ProductError(reason: "timeout")))
    #expect(Loadable.capture { try Self.fail() } == .failed(ProductError(reason: "x")))
  }

  private static func fail() throws -> Int { throw ProductError(reason: "x") }

  @Test func loadableCaptureAsync() async {
    let value = await Loadable<Int>.capture { () async throws -> Int in 7 }
    #expect(value == .loaded(7))
  }

  /// Compiles only if the model types are Sendable under strict concurrency.
  @Test func valuesCrossConcurrencyDomains() async {
    let snapshot = ListSnapshot { Section("s") { Row("p", Price(cents: 5)).onSelect { _ in } } }
    let state = Loadable<ListSnapshot>.loaded(snapshot)
    let count = await Task.detached { state.value?.rowCount ?? 0 }.value
    #expect(count == 1)
    let row = await Task.detached { snapshot.sections[0].rows[0] }.value
    #expect(row.content.as(Price.self) == Price(cents: 5))
  }

  @Test func eventsReachTypedHandlers() async {
    struct Toggled: Sendable { var isOn: Bool }
    final class Box: @unchecked Sendable { var value: Bool? }
    let box = Box()
    let row = Row("switch", Title(text: "Wi-Fi")).on(Toggled.self) { event, _ in box.value = event.isOn }
    let context = RowActionContext(rowID: row.id, sectionID: "s", content: row.content)
    let delivered = await MainActor.run { row.behaviors.send(Toggled(isOn: true), context: context) }
    #expect(delivered)
    #expect(box.value == true)
    let undelivered = await MainActor.run { row.behaviors.send(3, context: context) }
    #expect(!undelivered)
  }

  @Test func heightPoliciesKeepTheirKindAndNumber() {
    let kinds: [HeightPolicy.Kind] = [
      .fixed(44), .aspectRatio(0.375), .automatic(estimate: nil), .automatic(estimate: 0),
    ]
    for kind in kinds { #expect(HeightPolicy(kind).kind == kind) }
    #expect(HeightPolicy.automatic != .automatic(estimate: 0))
    #expect(HeightPolicy.fixed(1) != .aspectRatio(1))
    #expect(HeightPolicy.automatic(estimate: 1) != .fixed(1))
    var policy = HeightPolicy.fixed(3)
    policy.kind = .automatic(estimate: nil)
    #expect(policy == .automatic && policy.isAutomatic)
    policy.kind = .automatic(estimate: 80)
    #expect(policy == .automatic(estimate: 80) && policy.description == "automatic(estimate: 80.0)")
  }

  @Test func heightPoliciesCompareTheirNumbersAsDoubles() {
    // As the cases of `Kind` compare: NaN equals nothing, zero equals negative zero.
    #expect(HeightPolicy.fixed(.nan) != .fixed(.nan))
    #expect(HeightPolicy.automatic(estimate: .nan) != .automatic(estimate: .nan))
    #expect(HeightPolicy.fixed(0) == .fixed(-0.0))
    #expect(Set([HeightPolicy.fixed(0), .fixed(-0.0)]).count == 1)
    #expect(HeightPolicy.fixed(.infinity) == .fixed(.infinity))
    #expect(HeightPolicy.fixed(.infinity) != .fixed(-.infinity))
    let row = Row("p", Price(cents: 1)).height(.fixed(.nan))
    #expect(!row.isContentEqual(to: row))
  }

  @Test func heightPoliciesAtTheirEdges() {
    for invalid in [HeightPolicy.fixed(.nan), .fixed(-1), .fixed(.infinity), .fixed(HeightPolicy.maximumHeight + 1)] {
      #expect(!invalid.isValid && invalid.exactHeight(forWidth: 100, aspectRatioScale: 1) == nil)
    }
    for invalid in [HeightPolicy.aspectRatio(0), .aspectRatio(-1), .aspectRatio(.nan), .aspectRatio(101)] {
      #expect(!invalid.isValid && invalid.resolvedHeight(forWidth: 100) == nil)
    }
    for invalid in [HeightPolicy.automatic(estimate: -1), .automatic(estimate: .nan), .automatic(estimate: .infinity)] {
      #expect(!invalid.isValid && invalid.validEstimate == nil && invalid.problem != nil)
    }
    #expect(HeightPolicy.fixed(0).isValid && HeightPolicy.fixed(-0.0).resolvedHeight(forWidth: 1) == 0)
    #expect(HeightPolicy.automatic.isValid && HeightPolicy.automatic.validEstimate == nil)
    #expect(HeightPolicy.automatic(estimate: 0).validEstimate == 0)
    #expect(HeightPolicy.aspectRatio(0.5).exactHeight(forWidth: 101, aspectRatioScale: 1) == 51)
    #expect(HeightPolicy.aspectRatio(2).exactHeight(forWidth: 10, aspectRatioScale: 0.5) == 10)
    #expect(HeightPolicy.aspectRatio(1).resolvedHeight(forWidth: -5) == 0)
    #expect(HeightPolicy.aspectRatio(100).resolvedHeight(forWidth: .infinity) == HeightPolicy.maximumHeight)
    #expect(HeightPolicy.aspectRatio(100).resolvedHeight(forWidth: 10_000) == HeightPolicy.maximumHeight)
  }

  @Test func expandabilityIsPartOfARowsContent() {
    let row = Row("p", Price(cents: 1))
    #expect(!row.isExpandable && !row.isInitiallyExpanded)
    let expanded = row.expandable(initiallyExpanded: true)
    #expect(expanded.isExpandable && expanded.isInitiallyExpanded)
    let collapsed = row.expandable()
    #expect(collapsed.isExpandable && !collapsed.isInitiallyExpanded)
    // Turning expandability off leaves the initial state as it was.
    let off = expanded.expandable(false)
    #expect(!off.isExpandable && off.isInitiallyExpanded)
    #expect(!row.isContentEqual(to: collapsed) && !collapsed.isContentEqual(to: expanded))
    #expect(!off.isContentEqual(to: row) && !off.isContentEqual(to: expanded))
    var edited = expanded
    edited.isInitiallyExpanded = false
    #expect(edited.isContentEqual(to: collapsed))
    edited.isExpandable = false
    #expect(edited.isContentEqual(to: row) && !edited.isExpandable && !edited.isInitiallyExpanded)
  }
}
