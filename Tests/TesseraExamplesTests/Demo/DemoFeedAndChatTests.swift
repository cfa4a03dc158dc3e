import Foundation
import Testing

/// The feed and the chat in a real terminal (tmux): what the reader does with keys shows on
/// the screen. Every wait is for content on the screen, never for a time.
@Suite("tessera-demo feed and chat", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct DemoFeedAndChatTests {
  /// The feed loads its first page, loads the next one once the reader reaches the end (End),
  /// until "No more items"; `r` at the top replaces the list with the newest page, whose two new
  /// posts show at the top; `f` cycles to the filter that matches nothing and the empty state shows.
  @Test func theFeedLoadsMoreAtTheEndRefreshesAndShowsTheEmptyState() async throws {
    guard DemoBinary.exists else { throw DemoBinary.Failure.missing(DemoBinary.path) }
    let tmux = try TmuxSession(command: [
      DemoBinary.path, "feed", "--posts", "25", "--page-size", "10", "--delay", "50",
    ])
    defer { tmux.stop() }
    // 9 list lines show 4 posts of page 1: far enough from its end that no page loads yet.
    try await tmux.start(columns: 60, rows: 10)
    try await tmux.waitForScreen("the first page") { $0.contains("#25:") && $0.contains("10 of 10 posts") }

    try await tmux.sendKeys("End")
    try await tmux.waitForScreen("the second page") { $0.contains("20 of 20 posts") }
    try await tmux.sendKeys("End")
    try await tmux.waitForScreen("the last page") { $0.contains("25 of 25 posts") }
    try await tmux.sendKeys("End")
    try await tmux.waitForScreen("the end of the feed") { $0.contains("#1:") && $0.contains("No more items") }

    // A reader at the top sees what the refresh brings: the newest posts.
    try await tmux.sendKeys("Home")
    try await tmux.waitForScreen("the top") { $0.split(separator: "\n").first?.hasPrefix("Ken") == true }
    try await tmux.sendKeys("r")
    let refreshed = try await tmux.waitForScreen("the refreshed feed, from the top") {
      $0.contains("10 of 10 posts") && $0.contains("#27:")
    }
    let lines = refreshed.split(separator: "\n")
    #expect(lines.first?.hasPrefix("Dennis") == true && lines[1].contains("#27:"), "post 27 first:\n\(refreshed)")

    for _ in 0..<3 { try await tmux.sendKeys("f") }
    try await tmux.waitForScreen("the empty state") {
      $0.contains("No Saved") && $0.contains("No post in the feed matches this filter.")
    }
    try await tmux.sendKeys("f")
    // Under Photos and Links few rows show, so pages may have loaded meanwhile: how many is
    // up to how fast the keys came.
    try await tmux.waitForScreen("every post again") { $0.contains(" All · ") && $0.contains("#27:") }
    try await tmux.sendKeys("q")
    #expect(try await tmux.waitForExit() == 0)
  }

  /// A failed page says why in its last row; Return on it loads the page.
  @Test func returnOnAFailedPageRetriesIt() async throws {
    guard DemoBinary.exists else { throw DemoBinary.Failure.missing(DemoBinary.path) }
    let tmux = try TmuxSession(command: [
      DemoBinary.path, "feed", "--posts", "30", "--page-size", "10", "--delay", "20", "--fail-page", "2",
    ])
    defer { tmux.stop() }
    try await tmux.start(columns: 60, rows: 10)
    try await tmux.waitForScreen("the first page") { $0.contains("10 of 10 posts") }
    try await tmux.sendKeys("End")
    try await tmux.waitForScreen("the failed page") { $0.contains("Tap to try again") }
    try await tmux.sendKeys("Down", "Enter")
    try await tmux.waitForScreen("the second page") { $0.contains("20 of 20 posts") }
    try await tmux.sendKeys("q")
    #expect(try await tmux.waitForExit() == 0)
  }

  /// The chat opens on its newest message, at the bottom of the screen; `a` brings an answer
  /// and `s` sends a message, both at the bottom.
  @Test func theChatStartsAtTheBottom() async throws {
    guard DemoBinary.exists else { throw DemoBinary.Failure.missing(DemoBinary.path) }
    let tmux = try TmuxSession(command: [DemoBinary.path, "chat", "--history", "40", "--delivery-delay", "20"])
    defer { tmux.stop() }
    try await tmux.start(columns: 60, rows: 12)
    let opening = try await tmux.waitForScreen("the newest message") { $0.contains("(40)") }
    #expect(!opening.contains("(1)"))
    let lines = opening.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count >= 11 && lines[10].contains("(40)"), "the last list line holds the newest message:\n\(opening)")

    try await tmux.sendKeys("a")
    try await tmux.waitForScreen("the answer") { $0.contains("Got it!") }
    try await tmux.sendKeys("s")
    try await tmux.waitForScreen("the message sent") { $0.contains("Message 1 from me ✓") }
    try await tmux.sendKeys("q")
    #expect(try await tmux.waitForExit() == 0)
  }
}
