import Foundation
import Testing

/// `tessera-demo profile --json PATH` reads, decodes and lays out the file away from the main
/// actor: the loading state shows at once, and the demo answers keys while a large file loads.
@Suite("tessera-demo profile while its file loads")
struct DemoProfileLoadingTests {
  /// A profile of `friends` friends in a fresh temporary file.
  static func largeProfile(friends: Int) throws -> URL {
    var json = #"{"data": {"fullName": "Ada Lovelace", "email": "ada@example.com", "friends": ["#
    json.reserveCapacity(friends * 48 + 100)
    for index in 0..<friends {
      if index > 0 { json += "," }
      json += #"{"name": "Friend \#(index)", "pictureUrl": "p\#(index)"}"#
    }
    json += "]}}"
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-profile-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: url)
    return url
  }

  /// Issue: the demo read a large profile before its first frame (5.2 s for a million friends)
  /// and `q` waited for the load to end (4.2 s). The read here takes an hour (`--delay`), so
  /// "while it loads" is a state the test holds however busy the machine is.
  @Test("The loading state shows at once, and q quits while the file is still loading")
  func quitsWhileLoading() async throws {
    let file = try Self.largeProfile(friends: 3)
    defer { try? FileManager.default.removeItem(at: file) }
    let demo = try DemoTerminal(["profile", "--json", file.path, "--delay", "3600000"])
    let loading = try await demo.waitForOutput("the loading state") { $0.contains("Loading the profile") }
    #expect(!loading.contains("Ada Lovelace"))
    demo.type("q")
    #expect(try await demo.waitForExit() == DemoTerminal.Ending(status: 0, signal: nil))
    #expect(!demo.output.contains("Ada Lovelace"), "the profile was drawn before q was answered")
    #expect(demo.settings == demo.settingsBefore)
  }

  @Test("A loaded file is shown without a key, and r loads it again in the background")
  func showsTheProfileOnceLoaded() async throws {
    let file = try Self.largeProfile(friends: 3)
    defer { try? FileManager.default.removeItem(at: file) }
    let demo = try DemoTerminal(["profile", "--json", file.path])
    let loaded = try await demo.waitForOutput("the loaded profile") { $0.contains("Ada Lovelace") }
    #expect(loaded.contains("Friend 2"))
    // The file changes, and r reads it again.
    try Data(#"{"data": {"fullName": "Grace Hopper"}}"#.utf8).write(to: file)
    demo.type("r")
    try await demo.waitForOutput("the profile read again") { $0.contains("Grace Hopper") }
    demo.type("q")
    #expect(try await demo.waitForExit() == DemoTerminal.Ending(status: 0, signal: nil))
  }
}
