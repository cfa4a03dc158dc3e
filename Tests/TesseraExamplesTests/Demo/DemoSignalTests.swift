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

  /// Issue: stopped with Ctrl-Z and continued in the background with `bg`, the demo took the
  /// terminal again (raw mode, alternate screen) while the shell was reading it.
  @Test(
    "Continued in the background, the demo stops again until it is in the foreground",
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid")
        && FileManager.default.fileExists(atPath: "/proc/self/stat"),
      "needs setsid(1) (util-linux) and /proc"))
  func continuedInTheBackground() async throws {
    let demo = try DemoTerminal(["settings"], asStoppableJob: true)
    try await demo.waitForOutput("the settings") { $0.contains("Push notifications") }
    demo.type("\u{1A}")
    let text = try await demo.waitForOutput("the shell to continue the job") { $0.contains("continued") }
    let job = text.firstMatch(of: /job (\d+)\s+stopped/).flatMap { pid_t($0.1) }
    guard let job else {
      Issue.record("no job id in \(text.debugDescription)")
      return
    }
    defer { kill(job, SIGKILL) }
    // In the background it stops again, as a program that writes to the terminal does, and
    // leaves the terminal as the shell has it.
    try await Polling.poll(timeout: .seconds(20), every: .milliseconds(10)) {
      Self.state(of: job) == "T" ? () : nil
    } timedOut: {
      DemoTerminal.Failure.timedOut("the job to stop in the background", output: demo.output)
    }
    #expect(demo.isCooked, "the demo took the terminal back in the background")
    #expect(demo.isOnNormalScreen, "the demo switched to the alternate screen in the background")
    // Back in the foreground (`fg`), it takes the terminal again and draws the list.
    let shown = demo.output.count
    demo.type("\n")
    try await demo.waitForOutput("the list drawn again") { $0.dropFirst(shown).contains("Push notifications") }
    demo.type("q")
    let ending = try await demo.waitForExit()
    #expect(ending == DemoTerminal.Ending(status: 0, signal: nil))
    #expect(demo.isCooked && demo.isOnNormalScreen)
  }

  /// The state letter of a process, from `/proc` (`T` while it is stopped).
  private static func state(of pid: pid_t) -> String? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(after: end)...].split(separator: " ").first.map(String.init)
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
