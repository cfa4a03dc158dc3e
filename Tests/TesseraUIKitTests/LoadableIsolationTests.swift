import Testing
import TesseraUIKit

/// Not Sendable on purpose: the value a screen loads is often a plain class.
private final class MailboxModel {
  var subjects: [String]
  init(subjects: [String]) { self.subjects = subjects }
}

private struct OfflineError: Error {}

/// A view-controller-shaped caller: `@MainActor`, loading through its own `@MainActor` method.
@MainActor
private final class InboxLoader {
  var state: Loadable<MailboxModel> = .loading
  var fails = false

  func fetch() async throws -> MailboxModel {
    if fails { throw OfflineError() }
    return MailboxModel(subjects: ["Hello"])
  }

  func reload() async {
    // This line is the point of the test: it must compile in Swift 6 mode.
    state = await .capture { try await self.fetch() }
  }
}

@MainActor
@Suite struct LoadableIsolationTests {
  @Test func captureCompilesAndRunsFromAMainActorCaller() async {
    let loader = InboxLoader()
    await loader.reload()
    guard case .loaded(let inbox) = loader.state else {
      Issue.record("expected a loaded inbox, got \(loader.state)")
      return
    }
    #expect(inbox.subjects == ["Hello"])
    loader.fails = true
    await loader.reload()
    guard case .failed(let error) = loader.state else {
      Issue.record("expected a failure, got \(loader.state)")
      return
    }
    #expect(error is OfflineError)
  }
}

/// A `Sendable` value from `@MainActor` code must not be ambiguous between the two forms.
@MainActor
private func loadCount() async -> Loadable<Int> {
  await .capture {
    try await Task.sleep(for: .zero); return 3
  }
}

/// Nonisolated code keeps the nonisolated form.
private func loadName() async -> Loadable<String> {
  await .capture {
    try await Task.sleep(for: .zero); return "name"
  }
}

@Suite struct LoadableOverloadTests {
  @Test func sendableValuesCaptureFromEitherIsolation() async {
    #expect(await loadCount() == .loaded(3))
    #expect(await loadName() == .loaded("name"))
  }
}
