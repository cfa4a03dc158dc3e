/// Compares rows and sections where they are, in their arrays.
///
/// The elements are passed `inout` (never written): an exclusive access tells the compiler that
/// nothing else writes them during the comparison, so it reads their fields in place instead of
/// copying both elements (a retain and a release of every reference they hold) around the call
/// of an `==`. The diff compares its elements the same way. An element is never passed twice
/// (arrays shared by both lists): it is alike itself without a comparison.
enum InPlace {
  /// Whether row `i` of `a` and row `j` of `b` have the same id.
  static func haveSameID(_ a: UnsafeBufferPointer<Row>, _ b: UnsafeBufferPointer<Row>, _ i: Int, _ j: Int) -> Bool {
    compare(a, b, i, j) { $0.id == $1.id }
  }

  /// Whether row `i` of `a` and row `j` of `b` show the same thing.
  static func haveSameContent(_ a: UnsafeBufferPointer<Row>, _ b: UnsafeBufferPointer<Row>, _ i: Int, _ j: Int) -> Bool
  {
    compare(a, b, i, j) { $0.isContentEqual(to: $1) }
  }

  /// Whether element `i` of `a` and element `j` of `b` are `alike`, asked with both where they
  /// are; one element stored once and passed twice is alike itself.
  @inline(__always)
  static func compare<Element>(
    _ a: UnsafeBufferPointer<Element>, _ b: UnsafeBufferPointer<Element>, _ i: Int, _ j: Int,
    by alike: (inout Element, inout Element) -> Bool
  ) -> Bool {
    let lhs = UnsafeMutablePointer(mutating: a.baseAddress!) + i
    let rhs = UnsafeMutablePointer(mutating: b.baseAddress!) + j
    return lhs == rhs || alike(&lhs.pointee, &rhs.pointee)
  }
}
