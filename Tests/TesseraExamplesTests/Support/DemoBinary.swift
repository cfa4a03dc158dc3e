import Foundation

/// The `tessera-demo` executable built next to the test bundle, and a way to run it with a
/// deadline. Tests never build it: `swift test` builds every product of the package first.
enum DemoBinary {
  /// Where the build put the executables: the directory of the running test binary.
  static let buildDirectory: URL = {
    #if os(Linux)
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return executable.deletingLastPathComponent()
    #else
    return Bundle.main.bundleURL.deletingLastPathComponent()
    #endif
  }()

  /// The path of `tessera-demo`.
  static var path: String { buildDirectory.appendingPathComponent("tessera-demo").path }

  /// Whether it has been built.
  static var exists: Bool { FileManager.default.isExecutableFile(atPath: path) }

  enum Failure: Error, CustomStringConvertible {
    case missing(String)

    var description: String {
      switch self {
      case .missing(let path): "tessera-demo is not built at \(path); run `swift build` first"
      }
    }
  }

  /// Runs the demo with `arguments`, standard input from `/dev/null` and the outputs captured
  /// (so it is never attached to a terminal, and `NO_COLOR` is set); kills it and throws when
  /// it outlives `deadline`.
  /// `environment` is added to (or replaces variables of) the test's own environment.
  static func run(
    _ arguments: [String], environment extra: [String: String] = [:], deadline: Duration = .seconds(20)
  ) async throws -> ChildProcess.Result {
    guard exists else { throw Failure.missing(path) }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment.merge(extra) { _, new in new }
    return try await ChildProcess.run(path, arguments, environment: environment, deadline: deadline)
  }

  /// Runs the demo through `sh -c` with standard output sent to `output` (e.g. `/dev/full`).
  static func run(_ arguments: [String], standardOutputTo output: String) async throws -> ChildProcess.Result {
    guard exists else { throw Failure.missing(path) }
    let command = "exec \"$0\" \"$@\" > \(output)"
    return try await ChildProcess.run(
      "/bin/sh", ["-c", command, path] + arguments, environment: ProcessInfo.processInfo.environment)
  }
}
