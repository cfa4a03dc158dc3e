#if !canImport(UIKit)
import Foundation

/// The row heights of one section, with whether each one is known for real (asked from the
/// delegate or measured) or only estimated (R5.3).
struct HeightColumn {
  /// The heights and their prefix sums.
  private(set) var heights: PrefixSumTree
  /// Whether each height is real rather than an estimate.
  private(set) var isMeasured: [Bool]

  /// Builds a column.
  /// - Complexity: O(n).
  init(heights: [CGFloat], isMeasured: [Bool]) {
    self.heights = PrefixSumTree(heights)
    self.isMeasured = isMeasured
  }

  /// A column of `count` rows of the same height.
  init(count: Int, height: CGFloat, isMeasured: Bool) {
    self.init(
      heights: [CGFloat](repeating: height, count: count), isMeasured: [Bool](repeating: isMeasured, count: count))
  }

  /// The number of rows.
  var count: Int { isMeasured.count }
  /// The sum of the heights.
  var total: CGFloat { heights.total }

  /// Sets the height of `row`.
  /// - Complexity: O(log n).
  mutating func set(_ height: CGFloat, at row: Int, isMeasured measured: Bool) {
    heights[row] = height
    isMeasured[row] = measured
  }

  /// Forgets the measurement of `row`, keeping its height as the estimate.
  mutating func markEstimated(_ row: Int) {
    isMeasured[row] = false
  }
}
#endif
