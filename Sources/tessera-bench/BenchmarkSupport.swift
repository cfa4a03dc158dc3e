import TesseraTesting

/// Timing and output helpers shared by every benchmark.
enum BenchmarkSupport {
  /// Runs `body` once to warm up, then `runs` times, and returns the timing and the last result.
  ///
  /// The result of every run is kept until the next one finishes, so the work cannot be
  /// optimised away.
  static func measure<Result>(runs: Int = 21, _ body: () -> Result) -> (timing: Timing, result: Result) {
    let measured = measureWithFaults(runs: runs, body)
    return (measured.timing, measured.result)
  }

  /// ``measure(runs:_:)``, also counting the minor page faults of the timed runs (per run).
  /// Diff benchmarks return a summary of each diff (its operation counts), so a diff is freed
  /// before the next one starts, as an app frees it once applied.
  ///
  /// The timed runs happen inside ``measuredRegion(_:)``, the one function
  /// `Scripts/callgrind-diff.sh` counts instructions in, so the warm-up run is never counted.
  static func measureWithFaults<Result>(
    runs: Int = 21, _ body: () -> Result
  ) -> (timing: Timing, result: Result, faultsPerRun: Double) {
    var result = body()
    let count = max(runs, 1)
    var samples = [Double](repeating: 0, count: count)
    let faultsBefore = PageFaults.minor()
    measuredRegion {
      let clock = ContinuousClock()
      for run in 0..<count {
        let start = clock.now
        result = body()
        samples[run] = milliseconds(clock.now - start)
      }
    }
    let faults = Double(PageFaults.minor() - faultsBefore) / Double(count)
    samples.sort()
    let timing = Timing(median: samples[samples.count / 2], min: samples[0], max: samples[samples.count - 1])
    return (timing, result, faults)
  }

  /// The region whose instructions `Scripts/callgrind-diff.sh` counts (valgrind's
  /// `--toggle-collect` matches this function's symbol). Never inlined, so the symbol exists.
  @inline(never)
  static func measuredRegion(_ body: () -> Void) {
    body()
  }

  /// Median, fastest and slowest run, in milliseconds.
  struct Timing {
    var median: Double
    var min: Double
    var max: Double
  }

  /// A value of a JSON line.
  enum Value {
    case string(String)
    case int(Int)
    case milliseconds(Double)

    var json: String {
      switch self {
      case .string(let text): "\"\(text)\""
      case .int(let number): String(number)
      case .milliseconds(let value): BenchmarkSupport.decimal(value, places: 3)
      }
    }
  }

  /// One JSON object on one line, keys in the given order.
  static func jsonLine(_ fields: KeyValuePairs<String, Value>) -> String {
    jsonLine(fields.map { ($0.key, $0.value) })
  }

  /// One JSON object on one line, keys in the given order.
  static func jsonLine(_ fields: [(String, Value)]) -> String {
    "{" + fields.map { "\"\($0.0)\":\($0.1.json)" }.joined(separator: ",") + "}"
  }

  /// `value` with exactly `places` decimals, without Foundation.
  static func decimal(_ value: Double, places: Int) -> String {
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((abs(value) * Double(scale)).rounded())
    let fraction = String(scaled % scale)
    let padding = String(repeating: "0", count: places - fraction.count)
    return (value < 0 ? "-" : "") + "\(scaled / scale).\(padding)\(fraction)"
  }

  static func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1_000 + Double(parts.attoseconds) / 1e15
  }
}

/// The benchmarks use the test-support generator (SplitMix64), so their data is the same on
/// every run and platform.
typealias BenchmarkRandom = SeededRandomNumberGenerator
