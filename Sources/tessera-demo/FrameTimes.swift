/// Durations seen so far, kept sorted so the median and the worst are read at once.
struct FrameTimes {
  private(set) var sorted: [Duration] = []

  /// Adds a sample.
  /// - Complexity: O(log n) to find its place, O(n) to insert (a memory move).
  mutating func record(_ duration: Duration) {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < duration { low = middle + 1 } else { high = middle }
    }
    sorted.insert(duration, at: low)
  }

  /// How many samples there are.
  var count: Int { sorted.count }
  /// The median (the upper one for an even count); `nil` before the first sample.
  var median: Duration? { sorted.isEmpty ? nil : sorted[sorted.count / 2] }
  /// The longest; `nil` before the first sample.
  var worst: Duration? { sorted.last }

  /// `1.25 ms`.
  static func milliseconds(_ duration: Duration) -> String {
    // In units of 10 µs: a millisecond with two decimals.
    let (seconds, attoseconds) = duration.components
    let units = max(0, seconds * 100_000 + attoseconds / 10_000_000_000_000)
    let whole = units / 100
    let fraction = units % 100
    return "\(whole).\(fraction < 10 ? "0" : "")\(fraction) ms"
  }
}
