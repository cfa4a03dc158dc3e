import ArgumentParser
import Foundation
import TesseraTesting

/// `tessera-replay`: replays a list's flight recording on the headless views and explains the
/// first broken rule of UIKit's contract, reducing the recording to a Swift test; or explains a
/// UIKit exception's text. Exit status: 0 when the replay passes, 1 when it reproduces a
/// violation (or the text names one), 2 when the input cannot be read.
@main
struct TesseraReplay: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tessera-replay",
    abstract: "Replay a list's flight recording on headless UIKit, or explain a UIKit exception's text.",
    discussion: """
      FILE is a flight recording (ListController.flightRecording().json()) or a crash report
      written by FlightRecorderCrashReporting; with --exception, the text of a UIKit exception
      (its reason, or the crash log that holds it). Use - to read standard input.
      Exit status: 0 when the replay passes, 1 when it breaks a rule of UIKit's contract (or
      the exception's text names one), 2 when the input cannot be read.
      """
  )

  @Argument(help: "The recording, crash report or exception text to read (- for standard input).")
  var file: String

  @Flag(help: "Read FILE as the text of a UIKit exception and explain it.")
  var exception = false

  @Option(help: "Replay through this host instead of the recorded one: table or collection.")
  var host: String?

  @Flag(help: "Do not reduce a failing recording to the fewest updates that still fail.")
  var noReduce = false

  @Option(help: "The name of the test printed for a failing recording.")
  var testName = "replayedListFailure"

  mutating func run() async throws {
    let outcome = await outcome()
    FileHandle.standardOutput.write(Data(outcome.output.utf8))
    FileHandle.standardError.write(Data(outcome.error.utf8))
    throw ExitCode(outcome.status)
  }

  @MainActor
  func outcome() async -> ReplayTool.Outcome {
    let source = file == "-" ? "standard input" : file
    let data: Data
    if file == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      guard !file.isEmpty else {
        return ReplayTool.Outcome(status: 2, error: "tessera-replay: error: the path is empty\n")
      }
      guard let read = FileManager.default.contents(atPath: file) else {
        let missing = !FileManager.default.fileExists(atPath: file)
        return ReplayTool.Outcome(
          status: 2, error: "tessera-replay: error: \(file): \(missing ? "no such file" : "cannot be read")\n")
      }
      data = read
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return ReplayTool.Outcome(status: 2, error: "tessera-replay: error: \(source) is not UTF-8 text\n")
    }
    if exception { return ReplayTool.explainException(text, source: source) }
    var kind: FlightReplay.HostKind?
    if let host {
      switch host {
      case "table", "TableViewHost": kind = .table
      case "collection", "CollectionViewHost": kind = .collection
      default:
        return ReplayTool.Outcome(
          status: 2, error: "tessera-replay: error: --host \(host): expected table or collection\n")
      }
    }
    return await ReplayTool.replay(text, source: source, hostKind: kind, reduces: !noReduce, testName: testName)
  }
}
