import TesseraLayout

/// Heights of layout items with their offsets: the offset of any item and the item at any offset
/// in O(log n), one item's height changed in O(log n).
///
/// A view of a `PrefixSumTree` that knows what an empty item means for lookups.
package struct OffsetIndex: Sendable {
  private var sums: PrefixSumTree<Double>

  /// An index of the given heights.
  /// - Complexity: O(n).
  package init(heights: [Double] = []) {
    sums = PrefixSumTree(heights)
  }

  /// Replaces every height, reusing the index's memory when it holds the only reference.
  /// - Complexity: O(n).
  package mutating func replaceHeights(with heights: [Double]) {
    sums.replaceAll(with: heights)
  }

  /// Replaces every height by writing `count` new ones in place: `write` must set each of the
  /// `count` elements it is given. Allocates nothing when the count is unchanged and this index
  /// holds the only reference to its memory.
  /// - Complexity: O(n), plus `write`.
  package mutating func replaceHeights(count: Int, writing write: (UnsafeMutableBufferPointer<Double>) -> Void) {
    sums.replaceAll(count: count, writing: write)
  }

  /// The number of items.
  package var count: Int { sums.count }

  /// The sum of all heights.
  /// - Complexity: O(1).
  package var totalHeight: Double { sums.total }

  /// The height of item `index`.
  /// - Complexity: O(1).
  package func height(ofItem index: Int) -> Double { sums[index] }

  /// Sets the height of item `index`.
  /// - Complexity: O(log n).
  package mutating func setHeight(_ height: Double, ofItem index: Int) {
    sums[index] = height
  }

  /// The offset of the top of item `index` (the sum of the heights before it); `index` may be
  /// `count`, giving the total height.
  /// - Complexity: O(log n).
  package func offset(ofItem index: Int) -> Double { sums.prefix(index) }

  /// The item that covers `offset`: the item whose span `[top, top + height)` contains it.
  /// Offsets below 0 give item 0, offsets past the end the last item with a height;
  /// `nil` only when there are no items. Zero-height items cover nothing.
  /// - Complexity: O(log n).
  package func item(atOffset offset: Double) -> Int? {
    guard count > 0 else { return nil }
    let position = sums.count(upTo: offset)
    // `position` items end at or above `offset`; the covering item is the next one. Past the
    // end, the last item that has a height covers it (trailing empty footers cover nothing).
    guard position >= count else { return position }
    var last = count - 1
    while last > 0, sums[last] == 0 { last -= 1 }
    return last
  }
}
