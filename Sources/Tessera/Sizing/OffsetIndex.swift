/// Prefix sums of item heights: the offset of any item and the item at any offset in O(log n),
/// one item's height changed in O(log n).
///
/// A Fenwick (binary indexed) tree over `Double` heights; 8 bytes per item plus the heights
/// themselves (so a changed height can be applied as a delta).
public struct OffsetIndex: Sendable {
  private var tree: [Double]
  private var heights: [Double]

  /// An index of the given heights.
  /// - Complexity: O(n).
  public init(heights: [Double] = []) {
    self.heights = heights
    var tree = [0.0] + heights
    let count = tree.count
    var index = 1
    while index < count {
      let parent = index + (index & -index)
      if parent < count { tree[parent] += tree[index] }
      index += 1
    }
    self.tree = tree
  }

  /// The number of items.
  public var count: Int { heights.count }

  /// The sum of all heights.
  /// - Complexity: O(log n).
  public var totalHeight: Double { offset(ofItem: count) }

  /// The height of item `index`.
  /// - Complexity: O(1).
  public func height(ofItem index: Int) -> Double { heights[index] }

  /// Sets the height of item `index`.
  /// - Complexity: O(log n).
  public mutating func setHeight(_ height: Double, ofItem index: Int) {
    let delta = height - heights[index]
    guard delta != 0 else { return }
    heights[index] = height
    var node = index + 1
    while node < tree.count {
      tree[node] += delta
      node += node & -node
    }
  }

  /// The offset of the top of item `index` (the sum of the heights before it); `index` may be
  /// `count`, giving the total height.
  /// - Complexity: O(log n).
  public func offset(ofItem index: Int) -> Double {
    var sum = 0.0
    var node = min(max(index, 0), count)
    while node > 0 {
      sum += tree[node]
      node -= node & -node
    }
    return sum
  }

  /// The item that covers `offset`: the item whose span `[top, top + height)` contains it.
  /// Offsets below 0 give item 0, offsets past the end the last item with a height;
  /// `nil` only when there are no items. Zero-height items cover nothing.
  /// - Complexity: O(log n).
  public func item(atOffset offset: Double) -> Int? {
    guard count > 0 else { return nil }
    var position = 0
    var remaining = offset
    var step = 1
    while step * 2 < tree.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next < tree.count, tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    // `position` items end at or above `offset`; the covering item is the next one. Past the
    // end, the last item that has a height covers it (trailing empty footers cover nothing).
    guard position >= count else { return position }
    var last = count - 1
    while last > 0, heights[last] == 0 { last -= 1 }
    return last
  }
}
