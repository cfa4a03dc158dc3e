#if !canImport(UIKit)
import Foundation

/// An array of non-negative values with O(log n) prefix sums, point updates and offset lookups
/// (a Fenwick tree). Section heights, and the heights and row counts of the chunks of a section's
/// rows, are kept in it, so scrolling and measuring a 100,000-row list never re-sums the list.
struct PrefixSumTree<Value: AdditiveArithmetic & Comparable> {
  /// The heights.
  private(set) var values: [Value]
  /// Fenwick partial sums, 1-based (`tree[0]` unused).
  private var tree: [Value]
  /// The sum of all values, maintained incrementally.
  private(set) var total: Value
  /// The highest power of two not above `count`, the first step of a descent.
  private var topStep: Int

  /// Builds the tree.
  /// - Complexity: O(n).
  init(_ values: [Value]) {
    self.values = values
    var tree = [Value](repeating: .zero, count: values.count + 1)
    var total = Value.zero
    for index in values.indices {
      let node = index + 1
      tree[node] += values[index]
      total += values[index]
      let parent = node + (node & -node)
      if parent < tree.count { tree[parent] += tree[node] }
    }
    self.tree = tree
    self.total = total
    var step = 1
    while step * 2 <= values.count { step *= 2 }
    self.topStep = values.isEmpty ? 0 : step
  }

  /// An empty tree.
  init() { self.init([]) }

  /// The number of values.
  var count: Int { values.count }

  /// The value at `index`; setting it updates the sums.
  /// - Complexity: O(log n) to set.
  subscript(index: Int) -> Value {
    get { values[index] }
    set {
      let delta = newValue - values[index]
      guard delta != .zero else { return }
      values[index] = newValue
      total += delta
      var node = index + 1
      while node < tree.count {
        tree[node] += delta
        node += node & -node
      }
    }
  }

  /// The sum of the first `length` values.
  /// - Complexity: O(log n).
  func prefix(_ length: Int) -> Value {
    var node = min(length, values.count)
    var sum = Value.zero
    while node > 0 {
      sum += tree[node]
      node -= node & -node
    }
    return sum
  }

  /// The number of leading values whose running sum stays at or below `offset`: the index of the
  /// first value whose span `[prefix(i), prefix(i + 1))` ends after `offset` (or `count`).
  /// - Complexity: O(log n).
  func count(upTo offset: Value) -> Int {
    var position = 0
    var remaining = offset
    var step = topStep
    while step > 0 {
      let next = position + step
      if next < tree.count, tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return position
  }
}
#endif
