/// Finds a longest strictly increasing subsequence of distinct integer keys, in memory lent by
/// the diff's tables.
///
/// The diff keeps the rows (or sections) of one such subsequence in place and reports the
/// others as moved: that is the fewest moves that explain the new order.
struct LongestIncreasingSubsequence {
  /// For each length, the position of the smallest key ending an increasing run of that length.
  private let tails: UnsafeMutableBufferPointer<Int>
  /// For each position, the position before it in the best run ending there, or -1.
  private let previous: UnsafeMutableBufferPointer<Int>

  /// Buffers for up to `memory.count / 2` keys.
  init(memory: UnsafeMutableBufferPointer<Int>) {
    let half = memory.count / 2
    tails = UnsafeMutableBufferPointer(rebasing: memory[0..<half])
    previous = UnsafeMutableBufferPointer(rebasing: memory[half..<(2 * half)])
  }

  /// Calls `notInSubsequence` with every position of `keys` that is *not* in the chosen longest
  /// increasing subsequence, in descending order.
  ///
  /// - Complexity: O(*k*) when `keys` is already increasing, O(*k* log *k*) otherwise.
  func forEachPositionOutside(_ keys: UnsafeMutableBufferPointer<Int>, _ notInSubsequence: (Int) -> Void) {
    let count = keys.count
    guard count > 1 else { return }
    var isIncreasing = true
    for position in 1..<count where keys[position] <= keys[position &- 1] {
      isIncreasing = false
      break
    }
    if isIncreasing { return }

    var length = 0
    for position in 0..<count {
      let key = keys[position]
      if length > 0 && keys[tails[length &- 1]] >= key {
        // Binary search the first tail whose key is not smaller than `key`.
        var low = 0
        var high = length &- 1
        while low < high {
          let middle = (low &+ high) &>> 1
          if keys[tails[middle]] < key { low = middle &+ 1 } else { high = middle }
        }
        previous[position] = low > 0 ? tails[low &- 1] : -1
        tails[low] = position
      } else {
        previous[position] = length > 0 ? tails[length &- 1] : -1
        tails[length] = position
        length &+= 1
      }
    }

    // Walk the chosen run backwards; report every position between its members.
    var member = tails[length &- 1]
    var position = count &- 1
    while position >= 0 {
      if position == member {
        member = previous[position]
      } else {
        notInSubsequence(position)
      }
      position &-= 1
    }
  }
}
