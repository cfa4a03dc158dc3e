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
}
