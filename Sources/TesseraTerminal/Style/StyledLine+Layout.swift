import Tessera

extension StyledLine {
  /// This line with spaces in `style` added to make it `width` columns wide, placed by
  /// `alignment`. A line already as wide or wider is returned unchanged.
  ///
  /// - Complexity: O(spans + width).
  public func padded(
    toWidth width: Int, alignment: TextAlignment = .leading, style: TextStyle = .plain
  ) -> StyledLine {
    let (before, after) = alignment.split(width - self.width)
    if before == 0 && after == 0 { return self }
    var result = StyledLine()
    if before > 0 { result.append(String(repeating: " ", count: before), style: style) }
    result.append(contentsOf: self)
    if after > 0 { result.append(String(repeating: " ", count: after), style: style) }
    return result
  }

  /// This line shortened to at most `width` columns, ending with `ellipsis` (in the style of
  /// the text it replaces) when it was cut. Lines that fit are returned unchanged; an empty line
  /// for widths below 1. When even the ellipsis does not fit, the line is cut without it.
  ///
  /// - Complexity: O(n) in the length of the text.
  public func truncated(
    toWidth width: Int, ellipsis: String = TextLayout.defaultEllipsis
  ) -> StyledLine {
    guard width > 0 else { return StyledLine() }
    if self.width <= width { return self }
    let ellipsisWidth = DisplayWidth.of(ellipsis)
    let showsEllipsis = ellipsisWidth <= width
    let budget = showsEllipsis ? width - ellipsisWidth : width
    var result = StyledLine()
    var cutStyle = spans.first?.style ?? .plain
    for span in spans {
      let room = budget - result.width
      if span.width <= room {
        result.append(span)
        continue
      }
      cutStyle = span.style
      var text = ""
      var used = 0
      for character in span.text {
        let characterWidth = DisplayWidth.of(character)
        if used + characterWidth > room { break }
        text.append(character)
        used += characterWidth
      }
      result.append(StyledSpan(uncheckedText: text, style: span.style, width: used))
      break
    }
    if showsEllipsis {
      result = result.trimmingTrailingSpaces()
      result.append(ellipsis, style: cutStyle)
    }
    return result
  }

  /// This line truncated and padded to exactly `width` columns (empty for widths below 1).
  ///
  /// - Complexity: O(n + width).
  public func fitted(
    toWidth width: Int, alignment: TextAlignment = .leading, padStyle: TextStyle = .plain,
    ellipsis: String = TextLayout.defaultEllipsis
  ) -> StyledLine {
    guard width > 0 else { return StyledLine() }
    return truncated(toWidth: width, ellipsis: ellipsis)
      .padded(toWidth: width, alignment: alignment, style: padStyle)
  }

  /// This line wrapped into lines no wider than `width`, keeping every character's style.
  ///
  /// Breaks follow ``TextLayout/wrap(_:width:placeholder:)``: at spaces, around CJK characters,
  /// inside words longer than the line; spaces at breaks are dropped and a character wider than
  /// the line becomes `placeholder`. An empty line wraps to one empty line; widths below 1 give
  /// no lines. At most `maximumLines` lines are made (by default
  /// `HeightPolicy.maximumHeight`, the tallest a row can be), and only the text they need is
  /// read, so a paragraph of many megabytes costs what can be shown of it.
  ///
  /// - Complexity: O(min(n, maximumLines × width)) for ordinary text (O(n × width) at worst).
  public func wrapped(
    toWidth width: Int, placeholder: Character = TextLayout.defaultPlaceholder,
    maximumLines: Int = Int(HeightPolicy.maximumHeight)
  ) -> [StyledLine] {
    guard width > 0, maximumLines > 0 else { return [] }
    if self.width <= width { return [trimmingTrailingSpaces()] }
    // Read only a prefix of the text: enough cells that more lines than are kept come out of
    // it, since the kept lines are then those the whole text would give. Spaces dropped at
    // breaks make a line hold more cells than columns, so read more when the first try falls
    // short.
    let placeholder = TextLayout.safePlaceholder(placeholder)
    var (limit, overflow) = (maximumLines &+ 2).multipliedReportingOverflow(by: width)
    if overflow { limit = .max }
    var cells: [LayoutCell] = []
    var ranges: [Range<Int>] = []
    while true {
      cells.removeAll(keepingCapacity: true)
      var readAll = true
      collecting: for (tag, span) in spans.enumerated() {
        for character in span.text {
          if cells.count >= limit {
            readAll = false
            break collecting
          }
          if let cell = LayoutCell(character, tag: tag) { cells.append(cell) }
        }
      }
      ranges = LineBreaker.breakLines(&cells, width: width, placeholder: placeholder)
      if readAll || ranges.count > maximumLines { break }
      limit = limit > Int.max / 4 ? .max : limit * 4
    }
    ranges = Array(ranges.prefix(maximumLines))
    return ranges.map { range in
      var line = StyledLine()
      var text = ""
      var textWidth = 0
      var tag = -1
      for cell in cells[range] {
        if cell.tag != tag {
          if tag >= 0 {
            line.append(StyledSpan(uncheckedText: text, style: spans[tag].style, width: textWidth))
          }
          tag = cell.tag
          text = ""
          textWidth = 0
        }
        text.append(cell.character)
        textWidth += cell.width
      }
      if tag >= 0 {
        line.append(StyledSpan(uncheckedText: text, style: spans[tag].style, width: textWidth))
      }
      return line
    }
  }
}
