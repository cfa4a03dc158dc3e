#if !canImport(UIKit)
import Foundation
import TesseraLayout

/// The row heights of one section, with whether each one is real (asked from the delegate or
/// measured) or only an estimate (R5.3).
///
/// Rows are kept in chunks of at most ``maximumChunkSize`` with two Fenwick trees over the
/// chunks (their heights and their row counts), so that every operation a batch or a scroll
/// needs — read, set, insert, remove, prefix sum, offset lookup — costs O(chunk size + log n)
/// instead of O(n): applying a batch to a 100,000-row section touches only what changed.
struct HeightColumn {
  /// Rows per chunk when a column is built.
  static let chunkSize = 64
  /// A chunk that grows beyond this is split in two.
  static let maximumChunkSize = 2 * chunkSize

  private struct Chunk {
    var heights: [CGFloat]
    var measured: [Bool]
    /// `prefix[i]` is the sum of the first `i` heights; `prefix.last` is the chunk's total.
    var prefix: [CGFloat] = []

    init(heights: ArraySlice<CGFloat>, measured: ArraySlice<Bool>) {
      self.heights = Array(heights)
      self.measured = Array(measured)
      updatePrefix(from: 0)
    }

    var total: CGFloat { prefix[prefix.count - 1] }

    /// Recomputes the running sums from `start` on.
    /// - Complexity: O(chunk size).
    mutating func updatePrefix(from start: Int) {
      var index = Swift.max(0, Swift.min(start, heights.count))
      if prefix.count != heights.count + 1 {
        // The row count changed: keep the sums before `start`, which are still right.
        if prefix.count > heights.count + 1 {
          prefix.removeLast(prefix.count - heights.count - 1)
        } else {
          prefix.append(contentsOf: repeatElement(0, count: heights.count + 1 - prefix.count))
        }
      }
      prefix[0] = 0
      var sum = prefix[index]
      while index < heights.count {
        sum += heights[index]
        index += 1
        prefix[index] = sum
      }
    }
  }

  private var chunks: [Chunk]
  private var chunkHeights: PrefixSumTree<CGFloat>
  private var chunkCounts: PrefixSumTree<Int>
  /// The number of rows.
  private(set) var count: Int

  /// Builds a column.
  /// - Complexity: O(n).
  init(heights: [CGFloat], isMeasured: [Bool]) {
    var chunks: [Chunk] = []
    var start = 0
    while start < heights.count {
      let end = Swift.min(start + Self.chunkSize, heights.count)
      chunks.append(Chunk(heights: heights[start..<end], measured: isMeasured[start..<end]))
      start = end
    }
    self.chunks = chunks
    self.count = heights.count
    self.chunkHeights = PrefixSumTree(chunks.map(\.total))
    self.chunkCounts = PrefixSumTree(chunks.map(\.heights.count))
  }

  /// A column of `count` rows of the same height.
  init(count: Int, height: CGFloat, isMeasured: Bool) {
    self.init(
      heights: [CGFloat](repeating: height, count: count), isMeasured: [Bool](repeating: isMeasured, count: count))
  }

  /// The sum of the heights.
  var total: CGFloat { chunkHeights.total }

  /// The chunk holding `row` and the row's index inside it.
  private func locate(_ row: Int) -> (chunk: Int, offset: Int) {
    let chunk = chunkCounts.count(upTo: row)
    return (chunk, row - chunkCounts.prefix(chunk))
  }

  /// The height of a row.
  /// - Complexity: O(log n).
  func height(at row: Int) -> CGFloat {
    let (chunk, offset) = locate(row)
    return chunks[chunk].heights[offset]
  }

  /// Whether a row's height is real rather than an estimate.
  /// - Complexity: O(log n).
  func isMeasured(at row: Int) -> Bool {
    let (chunk, offset) = locate(row)
    return chunks[chunk].measured[offset]
  }

  /// The sum of the heights of the first `length` rows.
  /// - Complexity: O(chunk size + log n).
  func prefix(_ length: Int) -> CGFloat {
    guard length < count else { return total }
    let (chunk, offset) = locate(length)
    return chunkHeights.prefix(chunk) + chunks[chunk].prefix[offset]
  }

  /// The number of leading rows whose running height stays at or below `offset`: the index of
  /// the first row that ends below `offset` (or `count`).
  /// - Complexity: O(log n).
  func count(upTo offset: CGFloat) -> Int {
    let chunk = chunkHeights.count(upTo: offset)
    guard chunk < chunks.count else { return count }
    let remaining = offset - chunkHeights.prefix(chunk)
    let prefix = chunks[chunk].prefix
    // The number of rows whose end, prefix[row + 1], stays at or below `remaining`.
    var low = 0
    var high = chunks[chunk].heights.count
    while low < high {
      let middle = (low + high) / 2
      if prefix[middle + 1] <= remaining { low = middle + 1 } else { high = middle }
    }
    return chunkCounts.prefix(chunk) + low
  }

  /// Sets the height of a row.
  /// - Complexity: O(chunk size + log n).
  mutating func set(_ height: CGFloat, at row: Int, isMeasured measured: Bool) {
    let (chunk, offset) = locate(row)
    chunks[chunk].measured[offset] = measured
    guard chunks[chunk].heights[offset] != height else { return }
    chunks[chunk].heights[offset] = height
    chunks[chunk].updatePrefix(from: offset)
    chunkHeights[chunk] = chunks[chunk].total
  }

  /// Forgets the measurement of a row, keeping its height as the estimate.
  mutating func markEstimated(_ row: Int) {
    let (chunk, offset) = locate(row)
    chunks[chunk].measured[offset] = false
  }

  /// Forgets every measurement.
  /// - Complexity: O(n).
  mutating func markAllEstimated() {
    for index in chunks.indices {
      chunks[index].measured = [Bool](repeating: false, count: chunks[index].measured.count)
    }
  }

  /// Inserts a row at `row` (clamped to `0...count`).
  /// - Complexity: O(chunk size + log n), plus O(n / chunk size) when a chunk splits.
  mutating func insert(_ height: CGFloat, isMeasured measured: Bool, at row: Int) {
    guard !chunks.isEmpty else {
      self = HeightColumn(heights: [height], isMeasured: [measured])
      return
    }
    let row = Swift.max(0, Swift.min(row, count))
    let (chunk, offset) = row == count ? (chunks.count - 1, chunks[chunks.count - 1].heights.count) : locate(row)
    chunks[chunk].heights.insert(height, at: offset)
    chunks[chunk].measured.insert(measured, at: offset)
    chunks[chunk].updatePrefix(from: offset)
    count += 1
    if chunks[chunk].heights.count > Self.maximumChunkSize {
      let half = chunks[chunk].heights.count / 2
      let upper = Chunk(heights: chunks[chunk].heights[half...], measured: chunks[chunk].measured[half...])
      chunks[chunk] = Chunk(heights: chunks[chunk].heights[..<half], measured: chunks[chunk].measured[..<half])
      chunks.insert(upper, at: chunk + 1)
      rebuildTrees()
    } else {
      chunkHeights[chunk] = chunks[chunk].total
      chunkCounts[chunk] += 1
    }
  }

  /// Removes the row at `row` and returns its height and measurement.
  /// - Complexity: O(chunk size + log n), plus O(n / chunk size) when a chunk empties.
  @discardableResult
  mutating func remove(at row: Int) -> (height: CGFloat, isMeasured: Bool) {
    let (chunk, offset) = locate(row)
    let height = chunks[chunk].heights.remove(at: offset)
    let measured = chunks[chunk].measured.remove(at: offset)
    count -= 1
    if chunks[chunk].heights.isEmpty {
      chunks.remove(at: chunk)
      rebuildTrees()
    } else {
      chunks[chunk].updatePrefix(from: offset)
      chunkHeights[chunk] = chunks[chunk].total
      chunkCounts[chunk] -= 1
    }
    return (height, measured)
  }

  private mutating func rebuildTrees() {
    chunkHeights = PrefixSumTree(chunks.map(\.total))
    chunkCounts = PrefixSumTree(chunks.map(\.heights.count))
  }
}
#endif
