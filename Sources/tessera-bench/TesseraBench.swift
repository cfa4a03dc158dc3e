import ArgumentParser

/// Benchmarks with machine-readable output: one JSON object per line.
///
/// Each benchmark is a subcommand in its own file; add new ones to `subcommands`.
@main
struct TesseraBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tessera-bench",
    abstract: "Run Tessera's benchmarks (build with -c release) and print one JSON object per line.",
    subcommands: [DiffBenchmark.self, ApplyBenchmark.self, LayoutBenchmark.self]
  )
}
