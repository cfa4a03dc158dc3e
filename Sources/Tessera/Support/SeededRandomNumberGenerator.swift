/// A fast, repeatable random number generator (SplitMix64) for sample data in demos and
/// previews, property-based tests and benchmarks: the same seed always yields the same sequence,
/// on every platform.
///
/// It lives in the core (pure Swift, no imports) so that an app or a demo can make repeatable
/// sample screens without linking test support. Print the seed when a generated case fails, and
/// pass it back to reproduce the case.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  /// The seed this generator started from.
  public let seed: UInt64
  private var state: UInt64

  /// Creates a generator that starts from `seed`.
  public init(seed: UInt64) {
    self.seed = seed
    self.state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z &>> 31)
  }
}
