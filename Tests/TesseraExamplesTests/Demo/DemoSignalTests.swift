#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// Every signal that would end the demo gives the terminal back first: line mode with echo,
/// the normal screen, the cursor shown.
@Suite("tessera-demo and signals")
struct DemoSignalTests {
  /// Signals after which the demo exits with 128 + the signal number.
  static let exitingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Every other signal whose default action ends a process, and the crash signals: the demo
  /// restores the terminal, then the signal ends it.
  static let fatalSignals: [Int32] = {
    var signals: [Int32] = [
      SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPIPE,
      SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT, SIGSYS,
    ]
    #if os(Linux)
    signals += [SIGSTKFLT, SIGIO, SIGPWR, __libc_current_sigrtmin(), __libc_current_sigrtmax()]
    #endif
    return signals
  }()

  /// Issue: SIGUSR1 and SIGALRM killed the demo and left the terminal raw and on the
  /// alternate screen.
  @Test("Each terminating signal restores the terminal before the demo ends", arguments: exitingSignals + fatalSignals)
  func signalRestoresTerminal(_ signal: Int32) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-signal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let demo = try DemoTerminal(["settings"], environment: ["TMPDIR": directory.path])
    try await demo.waitForOutput("the settings") { $0.contains("Push notifications") }
    #expect(!demo.isCooked, "the demo should be in raw mode while it runs")
    #expect(kill(demo.pid, signal) == 0)
    let ending = try await demo.waitForExit()
    if Self.exitingSignals.contains(signal) {
      #expect(ending == DemoTerminal.Ending(status: 128 + signal, signal: nil))
    } else {
      #expect(ending == DemoTerminal.Ending(status: nil, signal: signal), "signal \(signal) should end the demo")
    }
    #expect(demo.settings == demo.settingsBefore, "terminal settings changed after signal \(signal)")
    #expect(demo.isCooked, "not back in cooked mode after signal \(signal)")
    #expect(demo.isOnNormalScreen, "still on the alternate screen after signal \(signal)")
    #expect(demo.isCursorVisible, "cursor still hidden after signal \(signal)")
    // The diagnostics log the demo opened, empty, went with it.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty,
      "a log was left after signal \(signal)")
  }

  /// Issue: the Swift runtime's backtracer handles SIGQUIT, so the demo left it alone: the
  /// runtime printed over the screen, and the demo went on running with the terminal raw.
  @Test("SIGQUIT ends the demo with the terminal restored while the runtime's backtracer is on")
  func quitSignalWithTheBacktracerOn() async throws {
    let demo = try DemoTerminal(["settings"], environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no"])
    try await demo.waitForOutput("the settings") { $0.contains("Push notifications") }
    #expect(kill(demo.pid, SIGQUIT) == 0)
    let ending = try await demo.waitForExit()
    #expect(ending == DemoTerminal.Ending(status: 128 + SIGQUIT, signal: nil))
    #expect(demo.settings == demo.settingsBefore)
    #expect(demo.isOnNormalScreen && demo.isCursorVisible)
  }

  /// Issue: started in the background, the demo took the terminal over (raw mode, alternate
  /// screen) while the shell read it, and left it raw once the shell took it back.
  @Test(
    "Started in the background, the demo leaves the terminal alone and says why",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid"), "needs setsid(1) (util-linux)"))
  func startedInTheBackground() async throws {
    let demo = try DemoTerminal(["settings"], inBackground: true)
    let ending = try await demo.waitForExit()
    #expect(ending == DemoTerminal.Ending(status: 2, signal: nil))
    #expect(demo.settings == demo.settingsBefore)
    #expect(demo.isOnNormalScreen)
    #expect(demo.output.contains("runs in the background"), "\(demo.output)")
  }

  @Test("A signal the program ignores stays ignored: SIGHUP under nohup does not end the demo")
  func ignoredSignalStaysIgnored() async throws {
    let demo = try DemoTerminal(["settings"], ignoringHangUp: true)
    try await demo.waitForOutput("the settings") { $0.contains("Push notifications") }
    #expect(kill(demo.pid, SIGHUP) == 0)
    // Still answering keys after the signal: it was ignored.
    demo.type("j")
    demo.type("q")
    let ending = try await demo.waitForExit()
    #expect(ending == DemoTerminal.Ending(status: 0, signal: nil))
    #expect(demo.settings == demo.settingsBefore)
    #expect(demo.isOnNormalScreen)
  }
}
