#if !canImport(UIKit)
import Foundation
import TesseraText

/// One grapheme cluster of a text to lay out: its advance in points, its font's column (half
/// an em) and line height, and how a line may break around it.
struct TextCluster {
  var character: Character
  var advance: CGFloat
  var column: CGFloat
  var lineHeight: CGFloat
  var breaking: LineBreakClass

  var kind: LineBreakClass.Kind { breaking.kind }
}

/// The lines a text takes, as a label draws them.
struct LaidOutText: Equatable {
  /// One drawn line: what it shows (with an ellipsis where it was truncated), how wide and how
  /// tall it is.
  struct Line: Equatable {
    var text: String
    var width: CGFloat
    var height: CGFloat
  }

  var lines: [Line] = []
  /// Whether text was left out (more lines than allowed, or a line cut short).
  var isTruncated = false

  /// The size of the text: the widest line, and the lines' heights with the spacing between.
  func size(lineSpacing: CGFloat) -> CGSize {
    guard !lines.isEmpty else { return .zero }
    let height = lines.reduce(0) { $0 + $1.height } + lineSpacing * CGFloat(lines.count - 1)
    return CGSize(width: lines.map(\.width).max() ?? 0, height: height)
  }
}

/// Lays text out in lines the way a label does, with deterministic metrics (see the
/// article "Text measurement"): greedy line breaking by TesseraText's rules (after spaces, around wide
/// characters, a word longer than the line between characters; every character with
/// `.byCharWrapping`), spaces at the end of a line hanging past it, and the line limit applied
/// with the line break mode: the last line allowed shows the rest of the text cut short with an
/// ellipsis where the mode truncates, cut at the edge with `.byClipping`, and simply ends where
/// the modes that wrap put the break.
enum LineLayout {
  /// The ellipsis truncated lines show.
  static let ellipsis: Character = "…"

  /// The clusters of `text` in `font`; control and invisible format characters are left out.
  static func clusters(of text: String, font: UIFont) -> [TextCluster] {
    var clusters: [TextCluster] = []
    clusters.reserveCapacity(text.utf8.count)
    append(text, font: font, to: &clusters)
    return clusters
  }

  /// The clusters of `text`, each in its run's font (`font` where a run has none).
  static func clusters(of text: NSAttributedString, font: UIFont) -> [TextCluster] {
    var clusters: [TextCluster] = []
    let string = text.string as NSString
    text.enumerateAttribute(.font, in: NSRange(location: 0, length: text.length)) { value, range, _ in
      append(string.substring(with: range), font: value as? UIFont ?? font, to: &clusters)
    }
    return clusters
  }

  private static func append(_ text: String, font: UIFont, to clusters: inout [TextCluster]) {
    let column = font.columnAdvance
    let lineHeight = font.lineHeight
    func add(_ character: Character) {
      guard let breaking = LineBreakClass(character) else { return }
      let advance = breaking.kind == .newline ? 0 : CGFloat(breaking.width) * column
      clusters.append(
        TextCluster(character: character, advance: advance, column: column, lineHeight: lineHeight, breaking: breaking))
    }
    // ASCII without carriage returns (`\r\n` is one cluster) has a cluster per byte: read the
    // bytes rather than segmenting graphemes, which most of a label's measuring cost otherwise.
    if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
      for byte in text.utf8 { add(Character(Unicode.Scalar(byte))) }
    } else {
      for character in text { add(character) }
    }
  }

  /// The lines of `clusters` at most `width` wide (`nil`: as wide as they are), at most
  /// `numberOfLines` of them (0: as many as it takes), ending as `lineBreakMode` says;
  /// `emptyLineHeight` is the height of a line with nothing on it.
  static func layOut(
    _ clusters: [TextCluster], width: CGFloat?, numberOfLines: Int, lineBreakMode: NSLineBreakMode,
    emptyLineHeight: CGFloat
  ) -> LaidOutText {
    guard !clusters.isEmpty else { return LaidOutText() }
    let limit = width.map { Swift.max(0, $0) }
    let ranges = breakLines(clusters, width: limit, byCharacter: lineBreakMode == .byCharWrapping)
    var result = LaidOutText()
    let maximum = numberOfLines > 0 ? numberOfLines : Int.max
    for (index, range) in ranges.enumerated() {
      if index == maximum - 1, index < ranges.count - 1 {
        // The last line allowed, with text after it: it shows what the mode makes of the rest.
        result.lines.append(lastLine(clusters, from: range.lowerBound, width: limit, mode: lineBreakMode, range: range))
        result.isTruncated = true
        break
      }
      result.lines.append(line(clusters, range, emptyLineHeight: emptyLineHeight))
      if let limit, result.lines[result.lines.count - 1].width > limit + 0.001 {
        // A single cluster wider than the whole line: shown cut at the edge.
        result.lines[result.lines.count - 1].width = limit
        result.isTruncated = true
      }
    }
    return result
  }

  /// Where lines end: ranges of `clusters`, newline clusters excluded, trailing spaces included.
  static func breakLines(_ clusters: [TextCluster], width: CGFloat?, byCharacter: Bool) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    var lineWidth: CGFloat = 0  // of the text on the line, spaces at its end excluded
    var pendingSpaces: CGFloat = 0  // spaces after the last text, counted once text follows them
    var lastBreak: Int?
    var index = 0
    while index < clusters.count {
      let cluster = clusters[index]
      switch cluster.kind {
      case .newline:
        lines.append(start..<index)
        start = index + 1
        lineWidth = 0
        pendingSpaces = 0
        lastBreak = nil
      case .space:
        pendingSpaces += cluster.advance
      case .text:
        if index > start,
          byCharacter || LineBreakClass.canBreak(between: clusters[index - 1].breaking, and: cluster.breaking)
        {
          lastBreak = index
        }
        let proposed = lineWidth + pendingSpaces + cluster.advance
        if let width, proposed > width + 0.001, index > start, hasText(clusters, start..<index) {
          // Break at the last opportunity that leaves text on the line, else before this cluster.
          let breakAt = lastBreak.flatMap { hasText(clusters, start..<$0) ? $0 : nil } ?? index
          lines.append(start..<breakAt)
          start = breakAt
          lastBreak = nil
          lineWidth = 0
          pendingSpaces = 0
          // Re-measure what moved down to the new line (a partial word), then place this cluster.
          var carried = breakAt
          while carried < index {
            if clusters[carried].kind == .space {
              pendingSpaces += clusters[carried].advance
            } else {
              lineWidth += pendingSpaces + clusters[carried].advance
              pendingSpaces = 0
            }
            carried += 1
          }
          continue
        }
        lineWidth = proposed
        pendingSpaces = 0
      }
      index += 1
    }
    lines.append(start..<clusters.count)
    return lines
  }

  private static func hasText(_ clusters: [TextCluster], _ range: Range<Int>) -> Bool {
    clusters[range].contains { $0.kind == .text }
  }

  /// A line made of `range`, as drawn: trailing spaces hang past its end and take no width.
  private static func line(_ clusters: [TextCluster], _ range: Range<Int>, emptyLineHeight: CGFloat) -> LaidOutText.Line
  {
    var end = range.upperBound
    while end > range.lowerBound, clusters[end - 1].kind == .space { end -= 1 }
    let shown = clusters[range.lowerBound..<end]
    let height = clusters[range].map(\.lineHeight).max() ?? emptyLineHeight
    return LaidOutText.Line(
      text: String(shown.map(\.character)), width: shown.reduce(0) { $0 + $1.advance },
      height: range.isEmpty ? lineHeight(before: range.lowerBound, in: clusters, otherwise: emptyLineHeight) : height)
  }

  /// The height of an empty line at `index`: that of the line break that makes it.
  private static func lineHeight(before index: Int, in clusters: [TextCluster], otherwise: CGFloat) -> CGFloat {
    index < clusters.count ? clusters[index].lineHeight : (index > 0 ? clusters[index - 1].lineHeight : otherwise)
  }

  /// The last line allowed when more text follows: the wrapped line for the modes that wrap; for
  /// the others, the rest of its paragraph on one line, cut at the edge (`.byClipping`) or
  /// truncated with an ellipsis at the head, middle or tail (always, since text is left out).
  private static func lastLine(
    _ clusters: [TextCluster], from start: Int, width: CGFloat?, mode: NSLineBreakMode, range: Range<Int>
  ) -> LaidOutText.Line {
    switch mode {
    case .byWordWrapping, .byCharWrapping:
      return line(clusters, range, emptyLineHeight: clusters[start...].first?.lineHeight ?? 0)
    case .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
      let end = clusters[start...].firstIndex { $0.kind == .newline } ?? clusters.count
      var rest = Array(clusters[start..<end])
      while rest.last?.kind == .space { rest.removeLast() }
      let height = rest.map(\.lineHeight).max() ?? lineHeight(before: start, in: clusters, otherwise: 0)
      if mode == .byClipping {
        return clipped(rest, width: width ?? .greatestFiniteMagnitude, height: height)
      }
      let ellipsis = ellipsisCluster(after: rest.isEmpty ? Array(clusters[..<start]) : rest)
      return truncated(rest, width: width ?? .greatestFiniteMagnitude, mode: mode, ellipsis: ellipsis, height: height)
    }
  }

  /// An ellipsis in the font of the last cluster of `clusters`.
  private static func ellipsisCluster(after clusters: [TextCluster]) -> TextCluster {
    let last = clusters.last
    return TextCluster(
      character: ellipsis, advance: last?.column ?? 0, column: last?.column ?? 0, lineHeight: last?.lineHeight ?? 0,
      breaking: LineBreakClass(kind: .text, width: 1))
  }

  /// The clusters that fit in `width` from the start, the line as wide as the width.
  private static func clipped(_ clusters: [TextCluster], width: CGFloat, height: CGFloat) -> LaidOutText.Line {
    var shown = ""
    var used: CGFloat = 0
    for cluster in clusters {
      if used + cluster.advance > width + 0.001 { break }
      used += cluster.advance
      shown.append(cluster.character)
    }
    return LaidOutText.Line(
      text: shown, width: Swift.min(width, clusters.reduce(0) { $0 + $1.advance }), height: height)
  }

  /// `clusters` truncated to `width` with an ellipsis at the head, middle or tail.
  private static func truncated(
    _ clusters: [TextCluster], width: CGFloat, mode: NSLineBreakMode, ellipsis: TextCluster, height: CGFloat
  ) -> LaidOutText.Line {
    let room = Swift.max(0, width - ellipsis.advance)
    var head: [TextCluster] = []
    var tail: [TextCluster] = []
    var used: CGFloat = 0
    switch mode {
    case .byTruncatingHead:
      for cluster in clusters.reversed() {
        if used + cluster.advance > room + 0.001 { break }
        used += cluster.advance
        tail.insert(cluster, at: 0)
      }
    case .byTruncatingMiddle:
      var front = 0
      var back = clusters.count - 1
      var takeFront = true
      while front <= back {
        let cluster = takeFront ? clusters[front] : clusters[back]
        if used + cluster.advance > room + 0.001 { break }
        used += cluster.advance
        if takeFront {
          head.append(cluster)
          front += 1
        } else {
          tail.insert(cluster, at: 0)
          back -= 1
        }
        takeFront.toggle()
      }
    default:
      for cluster in clusters {
        if used + cluster.advance > room + 0.001 { break }
        used += cluster.advance
        head.append(cluster)
      }
    }
    while head.last?.kind == .space {
      used -= head.removeLast().advance
    }
    while tail.first?.kind == .space {
      used -= tail.removeFirst().advance
    }
    let text = String(head.map(\.character)) + String(Self.ellipsis) + String(tail.map(\.character))
    return LaidOutText.Line(text: text, width: used + ellipsis.advance, height: height)
  }
}
#endif
