/// How one grapheme cluster takes part in laying out a line: whether it is text, a breakable
/// space or a line break, how many columns it takes, and where a line may not break around it.
///
/// The terminal's text layout and HeadlessUIKit's labels both break lines by these rules, so a
/// text wraps at the same places in both hosts:
/// - lines break after spaces, and before or after wide characters (CJK, emoji), so CJK text
///   wraps between any two characters;
/// - never before closing punctuation (`,` `.` `)` `、` `。` …) or a combining mark, nor after
///   opening punctuation (`(` `「` …);
/// - control characters and invisible format characters (a bidirectional override, a zero-width
///   space standing alone) take no part at all: they are left out of what is laid out.
package struct LineBreakClass: Sendable, Equatable {
  /// How a cluster takes part in line breaking.
  package enum Kind: UInt8, Sendable {
    /// Printed text.
    case text
    /// A breakable space: lines break after it and drop it at the break. Tabs are spaces.
    case space
    /// An explicit line break.
    case newline
  }

  /// What the cluster is.
  package var kind: Kind
  /// Its width in columns (see ``DisplayWidth``); a space is one column wide.
  package var width: Int
  /// The line may not break right before this cluster (closing punctuation, combining marks).
  package var noBreakBefore: Bool
  /// The line may not break right after this cluster (opening punctuation).
  package var noBreakAfter: Bool

  /// A class of its own, for a placeholder or a stand-in such as an ellipsis.
  @inlinable
  package init(kind: Kind, width: Int, noBreakBefore: Bool = false, noBreakAfter: Bool = false) {
    self.kind = kind
    self.width = width
    self.noBreakBefore = noBreakBefore
    self.noBreakAfter = noBreakAfter
  }

  /// The class of `character`, or `nil` for a control or invisible format character, which is
  /// never shown.
  @inlinable
  package init?(_ character: Character) {
    guard let ascii = character.asciiValue else {
      guard let other = Self.nonASCII(character) else { return nil }
      self = other
      return
    }
    switch ascii {
    case 0x20, 0x09:
      self.init(kind: .space, width: 1)
    case 0x0A, 0x0B, 0x0C, 0x0D:
      self.init(kind: .newline, width: 0)
    case 0x00..<0x20, 0x7F:
      return nil
    case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"),
      UInt8(ascii: "?"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "%"):
      self.init(kind: .text, width: 1, noBreakBefore: true)
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
      self.init(kind: .text, width: 1, noBreakAfter: true)
    default:
      self.init(kind: .text, width: 1)
    }
  }

  /// The class of a cluster that does not start with ASCII.
  @usableFromInline
  static func nonASCII(_ character: Character) -> LineBreakClass? {
    if character.isNewline { return LineBreakClass(kind: .newline, width: 0) }
    let first = character.unicodeScalars.first?.value ?? 0
    if first < 0x20 || (first >= 0x7F && first < 0xA0) {
      return nil  // a C0 or C1 control, possibly followed by marks
    }
    if character.isInvisibleFormatControl { return nil }  // a bidi override, a zero-width space…
    let width = DisplayWidth.of(character)
    if isBreakableSpace(first) { return LineBreakClass(kind: .space, width: width) }
    return LineBreakClass(
      kind: .text, width: width, noBreakBefore: width == 0 || closingPunctuation.contains(first),
      noBreakAfter: openingPunctuation.contains(first))
  }

  /// Whether a line may end between `before` and `after`, two clusters next to each other:
  /// after a space, and before or after a wide character, except before closing and after
  /// opening punctuation; never right before a space (a space ends the line it is on).
  @inlinable
  package static func canBreak(between before: LineBreakClass, and after: LineBreakClass) -> Bool {
    if after.kind == .space { return false }
    if before.kind == .space { return true }
    if after.noBreakBefore || before.noBreakAfter { return false }
    return before.width == 2 || after.width == 2
  }

  /// Spaces where a line may break (no-break spaces excluded). The zero-width space is not
  /// among them: it is an invisible format character, left out.
  static func isBreakableSpace(_ value: UInt32) -> Bool {
    switch value {
    case 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
    default: return false
    }
  }

  /// Characters a line must not start with: CJK closing punctuation, iteration marks, the
  /// prolonged sound mark and similar.
  static let closingPunctuation: Set<UInt32> = Set(
    "、。，．：；？！）」』】〕〉》〗〙〛｝］｠ー々〻ゝゞヽヾ・‥…〜～’”".unicodeScalars.map(\.value))

  /// Characters a line must not end with: CJK opening brackets and quotes.
  static let openingPunctuation: Set<UInt32> = Set(
    "（「『【〔〈《〖〘〚｛［｟‘“".unicodeScalars.map(\.value))
}
