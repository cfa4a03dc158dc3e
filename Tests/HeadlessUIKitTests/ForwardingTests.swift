import Foundation
import HeadlessUIKit
import Testing

/// The app's own delegate behind a proxy: implements a few methods and records them.
@MainActor
private final class AppDelegate: NSObject, UITableViewDelegate {
  var scrolled = 0
  var accessoryTaps: [IndexPath] = []
  var selected: [IndexPath] = []

  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }

  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    accessoryTaps.append(indexPath)
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// A proxy in the style of a list library: implements `didSelect` itself (and calls the app's
/// too), forwards the rest. On iOS it would override `responds(to:)` with
/// `super.responds(to:) || target.responds(to:)`.
@MainActor
private final class Proxy: NSObject, UITableViewDelegate {
  // Read by the runtime's nonisolated forwarding calls; only ever set on the main thread here.
  nonisolated(unsafe) weak var target: (any UITableViewDelegate)?
  var ownSelections = 0

  nonisolated func responds(to aSelector: Selector!) -> Bool { target?.responds(to: aSelector) ?? false }

  nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? { target }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    ownSelections += 1
    target?.tableView(tableView, didSelectRowAt: indexPath)
  }
}

/// A delegate that says it responds to nothing it does not implement.
@MainActor
private final class Mute: NSObject, UITableViewDelegate {
  nonisolated func responds(to aSelector: Selector!) -> Bool { false }
}

@Suite("Delegate forwarding (responds(to:), forwardingTarget(for:))")
@MainActor
struct ForwardingTests {
  @Test func methodsTheProxyDoesNotImplementReachItsTarget() {
    let fixture = Fixture(counts: [30])
    let app = AppDelegate()
    let proxy = Proxy()
    proxy.target = app
    fixture.delegate = proxy
    fixture.load()
    #expect(fixture.table.rectForRow(at: ip(0, 1)).minY == 60, "heightForRowAt came from the app")
    fixture.table.scroll(to: 100)
    #expect(app.scrolled == 1)
    fixture.table.delegate?.tableView(fixture.table, accessoryButtonTappedForRowWith: ip(0, 2))
    #expect(app.accessoryTaps == [ip(0, 2)])
    #expect(fixture.table.eventLog.contains(.forwarded("scrollViewDidScroll:")))
  }

  @Test func aMethodTheProxyImplementsIsNotForwarded() {
    let fixture = Fixture(counts: [3])
    let app = AppDelegate()
    let proxy = Proxy()
    proxy.target = app
    fixture.delegate = proxy
    fixture.load()
    fixture.table.simulateTap(at: ip(0, 1))
    #expect(proxy.ownSelections == 1)
    #expect(app.selected == [ip(0, 1)], "only through the proxy's own call, once")
  }

  @Test func respondsIsCachedWhenTheDelegateIsSet() {
    let fixture = Fixture(counts: [30])
    let proxy = Proxy()
    fixture.delegate = proxy
    fixture.load()
    let app = AppDelegate()
    proxy.target = app
    fixture.table.scroll(to: 44)
    #expect(app.scrolled == 0, "UIKit asked responds(to:) when the delegate was set, before the target existed")
    fixture.table.delegate = nil
    fixture.table.delegate = proxy
    fixture.table.scroll(to: 88)
    #expect(app.scrolled == 1, "setting the delegate again refreshes the cache")
  }

  @Test func aDelegateThatDoesNotRespondGetsDefaults() {
    let fixture = Fixture(counts: [3])
    let mute = Mute()
    fixture.delegate = mute
    fixture.load()
    #expect(fixture.table.rectForRow(at: ip(0, 1)).minY == 44)
    #expect(!fixture.table.eventLog.contains { if case .forwarded = $0 { true } else { false } })
  }

  @Test func callingAnotherDelegatesDefaultSaysNothingAboutTheTablesDelegate() {
    let fixture = Fixture(counts: [3])
    let recorder = RecordingDelegate()
    fixture.delegate = recorder
    fixture.load()
    // An app calling an unrelated delegate's unimplemented method must not make the table
    // believe its own delegate lacks that method.
    let bystander = Mute()
    _ = bystander.tableView(fixture.table, willSelectRowAt: ip(0, 0))
    bystander.tableView(fixture.table, didSelectRowAt: ip(0, 0))
    fixture.table.simulateTap(at: ip(0, 2))
    #expect(recorder.selected == [ip(0, 2)])
  }
}
