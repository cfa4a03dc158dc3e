/// Greedy line breaking over layout cells; the one algorithm behind ``TextLayout/wrap(_:width:placeholder:)``
/// and ``StyledLine/wrapped(toWidth:placeholder:)``.
enum LineBreaker {
  /// Splits `cells` into lines no wider than `width` and returns them as ranges of `cells`.
  ///
  /// - Lines end at explicit newlines, after spaces, and around wide characters.
  /// - A word longer than the line is cut where it overflows.
  /// - Spaces at the end of a line, and spaces a wrap pushes to the start of the next line,
  ///   are dropped; indentation at the start of a paragraph is kept.
  /// - A cell wider than the whole line is replaced in `cells` by `placeholder`.
  ///
  /// `width` must be at least 1, and at least as wide as `placeholder`.
  ///
  /// - Complexity: O(n × width) in the worst case, O(n) for ordinary text.
  static func breakLines(
    _ cells: inout [LayoutCell], width: Int, placeholder: Character
  ) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var lineStart = 0
    var lineWidth = 0
    var lastBreak: Int?
    var hasContent = false
    var skippingSpaces = false

    func emit(_ start: Int, _ end: Int) {
      var upper = end
      while upper > start && cells[upper - 1].kind == .space { upper -= 1 }
      lines.append(start..<upper)
    }

    var index = 0
    while index < cells.count {
      switch cells[index].kind {
      case .newline:
        emit(lineStart, index)
        lineStart = index + 1
        lineWidth = 0
        lastBreak = nil
        hasContent = false
        skippingSpaces = false

      case .space:
        let spaceWidth = cells[index].width
        if skippingSpaces || (!hasContent && lineWidth + spaceWidth > width) {
          // Spaces pushed to the start of a line, or indentation wider than the line.
          lineStart = index + 1
          lineWidth = 0
        } else if lineWidth + spaceWidth > width {
          emit(lineStart, index)
          lineStart = index + 1
          lineWidth = 0
          lastBreak = nil
          hasContent = false
          skippingSpaces = true
        } else {
          lineWidth += spaceWidth
        }

      case .text:
        if cells[index].width > width {
          cells[index] = LayoutCell(placeholder: placeholder, replacing: cells[index])
        }
        let cellWidth = cells[index].width
        if index > lineStart && LayoutCell.canBreak(between: cells[index - 1], and: cells[index]) {
          lastBreak = index
        }
        if lineWidth + cellWidth > width {
          if let breakIndex = lastBreak, cells[lineStart..<breakIndex].contains(where: { !$0.isSpace }) {
            emit(lineStart, breakIndex)
            var start = breakIndex
            while start < index && cells[start].isSpace { start += 1 }
            lineStart = start
            lineWidth = 0
            for carried in cells[start..<index] { lineWidth += carried.width }
            hasContent = start < index
            if lineWidth + cellWidth > width {
              emit(lineStart, index)
              lineStart = index
              lineWidth = 0
              hasContent = false
            }
          } else {
            emit(lineStart, index)
            lineStart = index
            lineWidth = 0
            hasContent = false
          }
          lastBreak = nil
        }
        lineWidth += cellWidth
        hasContent = true
        skippingSpaces = false
      }
      index += 1
    }
    emit(lineStart, cells.count)
    return lines
  }
}
