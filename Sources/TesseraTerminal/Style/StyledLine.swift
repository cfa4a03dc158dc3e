/// One line of styled text: a sequence of ``StyledSpan``s and its display width.
///
/// Renderers build lines; ``FrameRenderer`` draws them. A line never holds control characters
/// or line breaks (see ``StyledSpan``); to lay out text with explicit line breaks, wrap it with
/// ``TextLayout/wrap(_:width:placeholder:)`` or ``wrapped(toWidth:placeholder:maximumLines:)``
/// first.
///
/// ```swift
/// var line = StyledLine("¥ 199", style: TextStyle(foreground: .red, attributes: .bold))
/// line.append("  free shipping", style: TextStyle(attributes: .dim))
/// let drawn = line.fitted(toWidth: 40)
/// ```
public struct StyledLine: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The spans, in order; adjacent spans always differ in style and none is empty.
  public private(set) var spans: [StyledSpan]
  /// The display width in columns.
  public private(set) var width: Int

  /// An empty line.
  public init() {
    spans = []
    width = 0
  }

  /// A line made of `spans`.
  public init(_ spans: [StyledSpan]) {
    self.init()
    for span in spans { append(span) }
  }

  /// A line showing `text` in `style`.
  public init(_ text: String, style: TextStyle = .plain) {
    self.init()
    append(StyledSpan(text, style: style))
  }

  /// A plain line from a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Whether the line has no text.
  public var isEmpty: Bool { spans.isEmpty }

  /// The text without styles.
  public var plainText: String {
    var text = ""
    for span in spans { text += span.text }
    return text
  }

  /// The text without styles.
  public var description: String { plainText }

  /// Adds `span` at the end, merging it with the last span when their styles are equal.
  ///
  /// - Complexity: amortized O(1), plus the length of the merged text when merging.
  public mutating func append(_ span: StyledSpan) {
    guard !span.text.isEmpty else { return }
    width += span.width
    if let last = spans.last, last.style == span.style {
      spans[spans.count - 1] = StyledSpan(
        uncheckedText: last.text + span.text, style: last.style, width: last.width + span.width)
    } else {
      spans.append(span)
    }
  }

  /// Adds `text` in `style` at the end.
  public mutating func append(_ text: String, style: TextStyle = .plain) {
    append(StyledSpan(text, style: style))
  }

  /// Adds every span of `line` at the end.
  public mutating func append(contentsOf line: StyledLine) {
    for span in line.spans { append(span) }
  }

  /// `lhs` followed by `rhs`.
  public static func + (lhs: StyledLine, rhs: StyledLine) -> StyledLine {
    var result = lhs
    result.append(contentsOf: rhs)
    return result
  }

  /// This line with `overlay` merged into the style of every span (see
  /// ``TextStyle/merged(with:)``), e.g. to show it selected or highlighted.
  public func merged(with overlay: TextStyle) -> StyledLine {
    StyledLine(
      spans.map {
        StyledSpan(uncheckedText: $0.text, style: $0.style.merged(with: overlay), width: $0.width)
      })
  }

  /// This line without spaces at its end.
  func trimmingTrailingSpaces() -> StyledLine {
    guard let last = spans.last, last.text.last == " " else { return self }
    var result = self
    while let span = result.spans.last, span.text.last == " " {
      result.spans.removeLast()
      result.width -= span.width
      var text = span.text
      while text.last == " " { text.removeLast() }
      if !text.isEmpty {
        let trimmed = StyledSpan(
          uncheckedText: text, style: span.style, width: span.width - (span.text.count - text.count))
        result.spans.append(trimmed)
        result.width += trimmed.width
        break
      }
    }
    return result
  }
}
