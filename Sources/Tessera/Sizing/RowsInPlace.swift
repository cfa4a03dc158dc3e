/// Compares rows where they are, in their arrays.
///
/// The rows are passed `inout` (never written): an exclusive access tells the compiler that
/// nothing else writes them during the comparison, so it reads their ids and contents in place
/// instead of copying both rows (a retain and a release of every reference a row holds) around
/// the call of the content's `==`. The diff compares its elements the same way. A row is never
/// passed twice (arrays shared by both lists): it is equal to itself without a comparison.
enum RowsInPlace {
  /// Whether row `i` of `a` and row `j` of `b` have the same id.
  static func haveSameID(_ a: UnsafeBufferPointer<Row>, _ b: UnsafeBufferPointer<Row>, _ i: Int, _ j: Int) -> Bool {
    func compare(_ lhs: inout Row, _ rhs: inout Row) -> Bool { lhs.id == rhs.id }
    let (lhs, rhs) = (mutable(a) + i, mutable(b) + j)
    return lhs == rhs || compare(&lhs.pointee, &rhs.pointee)
  }

  /// Whether row `i` of `a` and row `j` of `b` show the same thing.
  static func haveSameContent(_ a: UnsafeBufferPointer<Row>, _ b: UnsafeBufferPointer<Row>, _ i: Int, _ j: Int) -> Bool
  {
    func compare(_ lhs: inout Row, _ rhs: inout Row) -> Bool { lhs.isContentEqual(to: rhs) }
    let (lhs, rhs) = (mutable(a) + i, mutable(b) + j)
    return lhs == rhs || compare(&lhs.pointee, &rhs.pointee)
  }

  private static func mutable(_ rows: UnsafeBufferPointer<Row>) -> UnsafeMutablePointer<Row> {
    UnsafeMutablePointer(mutating: rows.baseAddress!)
  }
}
