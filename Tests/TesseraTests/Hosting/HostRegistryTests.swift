import Testing

@testable import Tessera

private struct Price: Equatable, Sendable { var cents: Int }
private struct Title: Equatable, Sendable { var text: String }

@Suite("Host registry")
struct HostRegistryTests {
  @Test func findsTheEntryOfTheContentsTypeAndNothingForAnotherType() {
    var registry = HostRegistry<String>()
    registry.register("price view", for: Price.self)
    #expect(registry.entry(for: AnyRowContent(Price(cents: 5))) == "price view")
    #expect(registry.contains(AnyRowContent(Price(cents: 7))))
    #expect(registry.entry(for: AnyRowContent(Title(text: "a"))) == nil, "a type never registered has no entry")
    #expect(!registry.contains(AnyRowContent(Title(text: "a"))))
  }

  @Test func aSecondRegistrationReplacesTheFirstAndIsCounted() {
    var registry = HostRegistry<String>()
    #expect(registry.register("first", for: Price.self) == 1)
    #expect(registry.register("second", for: Price.self) == 2)
    #expect(registry.registrationCount(of: Price.self) == 2)
    #expect(registry.registrationCount(of: Title.self) == 0)
    #expect(registry.entry(for: AnyRowContent(Price(cents: 1))) == "second")
  }

  @Test func theAppsEntryWinsOverTheHostsOwnWhichServesUntilThen() {
    var registry = HostRegistry<String>()
    registry.registerDefault("standard status", for: PageState.self)
    let status = AnyRowContent(PageState.loading)
    #expect(registry.entry(for: status) == "standard status")
    #expect(!registry.hasAppEntry(for: status))
    registry.register("app status", for: PageState.self)
    #expect(registry.entry(for: status) == "app status")
    #expect(registry.hasAppEntry(for: status))
  }

  @Test func remembersTheTypesRegisteredSinceItLastForgot() {
    var registry = HostRegistry<Int>()
    registry.register(1, for: Price.self)
    registry.registerDefault(2, for: Title.self)
    #expect(registry.changedTypes == [ObjectIdentifier(Price.self)], "a default is not an app's change")
    registry.forgetChanges()
    #expect(registry.changedTypes.isEmpty)
    registry.register(3, for: Title.self)
    #expect(registry.changedTypes == [ObjectIdentifier(Title.self)])
  }
}
