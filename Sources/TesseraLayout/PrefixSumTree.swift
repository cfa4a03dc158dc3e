/// An array of non-negative values with O(log n) prefix sums, point updates and offset lookups:
/// a Fenwick (binary indexed) tree.
///
/// The one prefix-sum structure of the package: the controller's offset index keeps the heights
/// of headers, rows and footers in it, and the headless table its section and chunk heights, so
/// scrolling or measuring a 100,000-row list never re-sums the list.
///
/// ```swift
/// var heights = PrefixSumTree([44.0, 80, 44])
/// heights.prefix(2)            // 124: the offset of the third item
/// heights.count(upTo: 100)     // 1: one item ends at or above offset 100
/// heights[1] = 60              // O(log n)
/// ```
public struct PrefixSumTree<Value: AdditiveArithmetic & Comparable> {
  /// The values, in order.
  @usableFromInline var values: [Value]
  /// Fenwick partial sums, 1-based (`tree[0]` unused).
  @usableFromInline var tree: [Value]
  /// The sum of all values, kept up to date by every change.
  @usableFromInline var storedTotal: Value
  /// The highest power of two not above `count`: the first step of a descent.
  @usableFromInline var topStep: Int

  /// A tree of `values`.
  /// - Complexity: O(n).
  @inlinable
  public init(_ values: [Value]) {
    self.values = []
    self.tree = []
    self.storedTotal = .zero
    self.topStep = 0
    replaceAll(with: values)
  }

  /// Replaces every value. When the count is unchanged the sums are rebuilt in the memory of
  /// the old ones (a list laid out again at its size allocates nothing for them, when this tree
  /// holds the only reference); otherwise they are built in one new array.
  /// - Complexity: O(n).
  @inlinable
  public mutating func replaceAll(with values: [Value]) {
    self.values = values
    rebuildSums()
  }

  /// Replaces every value by writing `count` new ones in place: `write` gets the values' memory
  /// and must set each of its `count` elements. When the count is unchanged and this tree holds
  /// the only reference, nothing is allocated, for the values or for their sums: a list laid
  /// out again at its size (every update that moves rows) reuses the memory of the last layout.
  /// - Complexity: O(n), plus `write`.
  @inlinable
  public mutating func replaceAll(count: Int, writing write: (UnsafeMutableBufferPointer<Value>) -> Void) {
    precondition(count >= 0, "PrefixSumTree.replaceAll(count:writing:) needs a count of at least 0, got \(count)")
    if values.count != count {
      if Self.canResizeInPlace(values, to: count) {
        Self.resize(&values, to: count)
      } else {
        values = [Value](repeating: .zero, count: count)
      }
    }
    values.withUnsafeMutableBufferPointer { write($0) }
    rebuildSums()
  }

  /// Whether `array` can take `count` elements in the memory it has: a list that gains or loses
  /// a few rows is laid out again without allocating (and faulting in) its heights anew, while
  /// one that shrank to less than a quarter gives its memory back.
  @inlinable
  static func canResizeInPlace(_ array: [Value], to count: Int) -> Bool {
    count <= array.capacity && count >= array.capacity / 4
  }

  /// Makes `array` `count` long, keeping its memory: dropped elements go, new ones are zero.
  @inlinable
  static func resize(_ array: inout [Value], to count: Int) {
    if count < array.count {
      array.removeLast(array.count &- count)
    } else {
      array.append(contentsOf: repeatElement(.zero, count: count &- array.count))
    }
  }

  /// Rebuilds the sums and the total from ``values``.
  @inlinable
  mutating func rebuildSums() {
    let count = values.count
    var total = Value.zero
    if tree.count != count &+ 1 && Self.canResizeInPlace(tree, to: count &+ 1) {
      Self.resize(&tree, to: count &+ 1)
    }
    if tree.count == count &+ 1 {
      tree.withUnsafeMutableBufferPointer { tree in
        values.withUnsafeBufferPointer { values in
          for index in 0..<count {
            tree[index &+ 1] = values[index]
            total += values[index]
          }
        }
        Self.sumUp(tree, count: count)
      }
    } else {
      tree = [Value](unsafeUninitializedCapacity: count &+ 1) { tree, initialized in
        values.withUnsafeBufferPointer { values in
          tree.initializeElement(at: 0, to: .zero)
          for index in 0..<count {
            tree.initializeElement(at: index &+ 1, to: values[index])
            total += values[index]
          }
        }
        Self.sumUp(tree, count: count)
        initialized = count &+ 1
      }
    }
    var step = 1
    while step * 2 <= count { step *= 2 }
    self.storedTotal = total
    self.topStep = count == 0 ? 0 : step
  }

  /// Turns `tree[1...count]`, each node holding its own value, into Fenwick sums: each node
  /// adds itself to its parent, in one pass up.
  @inlinable
  static func sumUp(_ tree: UnsafeMutableBufferPointer<Value>, count: Int) {
    for node in 1..<(count &+ 1) {
      let parent = node &+ (node & -node)
      if parent <= count { tree[parent] += tree[node] }
    }
  }

  /// An empty tree.
  @inlinable
  public init() { self.init([]) }

  /// The number of values.
  @inlinable
  public var count: Int { values.count }

  /// The sum of all values.
  /// - Complexity: O(1).
  @inlinable
  public var total: Value { storedTotal }

  /// The value at `index`; setting it updates the sums.
  /// - Complexity: O(1) to read, O(log n) to set.
  @inlinable
  public subscript(index: Int) -> Value {
    get { values[index] }
    set {
      let delta = newValue - values[index]
      guard delta != .zero else { return }
      values[index] = newValue
      storedTotal += delta
      var node = index + 1
      while node < tree.count {
        tree[node] += delta
        node += node & -node
      }
    }
  }

  /// The sum of the first `length` values (`length` is clamped to `0...count`).
  /// - Complexity: O(log n).
  @inlinable
  public func prefix(_ length: Int) -> Value {
    var node = min(max(length, 0), values.count)
    var sum = Value.zero
    while node > 0 {
      sum += tree[node]
      node -= node & -node
    }
    return sum
  }

  /// The number of leading values whose running sum stays at or below `offset`: the index of
  /// the first value whose span `[prefix(i), prefix(i + 1))` ends after `offset`, or `count`.
  /// - Complexity: O(log n).
  @inlinable
  public func count(upTo offset: Value) -> Int {
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

extension PrefixSumTree: Sendable where Value: Sendable {}
