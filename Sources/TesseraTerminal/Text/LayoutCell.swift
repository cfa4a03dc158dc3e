/// One grapheme cluster prepared for line breaking: its width and how it may break.
///
/// Control characters and invisible format characters never become cells (tabs become spaces,
/// line breaks become `.newline`), so whatever is laid out from cells is safe to write to a
/// terminal.
struct LayoutCell {
  /// How a cell takes part in line breaking.
  enum Kind: UInt8 {
    /// Printed text.
    case text
    /// A breakable space: lines break after it and drop it at the break.
    case space
    /// An explicit line break.
    case newline
  }

  /// The cluster, possibly replaced by a placeholder when it is wider than the line.
  var character: Character
  /// Display width in columns.
  var width: Int
  /// Which span the cell came from; 0 for plain strings.
  var tag: Int
  var kind: Kind
  /// The line may not break right before this cell (closing punctuation, combining marks).
  var noBreakBefore: Bool
  /// The line may not break right after this cell (opening punctuation).
  var noBreakAfter: Bool

  /// A cell for `character`, or `nil` for a control character that is never shown.
  init?(_ character: Character, tag: Int) {
    self.character = character
    self.tag = tag
    self.noBreakBefore = false
    self.noBreakAfter = false
    if let ascii = character.asciiValue {
      switch ascii {
      case 0x20, 0x09:
        self.character = " "
        self.kind = .space
        self.width = 1
        return
      case 0x0A, 0x0B, 0x0C, 0x0D:
        self.kind = .newline
        self.width = 0
        return
      case 0x00..<0x20, 0x7F:
        return nil
      default:
        self.kind = .text
        self.width = 1
        switch ascii {
        case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ";"), UInt8(ascii: ":"),
          UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ")"), UInt8(ascii: "]"),
          UInt8(ascii: "}"), UInt8(ascii: "%"):
          self.noBreakBefore = true
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
          self.noBreakAfter = true
        default:
          break
        }
        return
      }
    }
    if character.isNewline {
      self.kind = .newline
      self.width = 0
      return
    }
    let first = character.unicodeScalars.first?.value ?? 0
    if first < 0x20 || (first >= 0x7F && first < 0xA0) {
      return nil  // a C0 or C1 control, possibly followed by marks
    }
    if character.isInvisibleFormatControl { return nil }  // a bidi override, a zero-width space…
    self.width = DisplayWidth.of(character)
    if Self.isBreakableSpace(first) {
      self.kind = .space
      return
    }
    self.kind = .text
    self.noBreakBefore = width == 0 || Self.closingPunctuation.contains(first)
    self.noBreakAfter = Self.openingPunctuation.contains(first)
  }

  /// A cell that stands in for one that does not fit in the line.
  init(placeholder: Character, replacing cell: LayoutCell) {
    self.character = placeholder
    self.width = DisplayWidth.of(placeholder)
    self.tag = cell.tag
    self.kind = .text
    self.noBreakBefore = cell.noBreakBefore
    self.noBreakAfter = cell.noBreakAfter
  }

  var isSpace: Bool { kind == .space }

  /// Whether a line may end between `before` and `after`, two text cells next to each other.
  /// Lines break after spaces, and before or after wide characters (CJK, emoji), except
  /// before closing and after opening punctuation.
  static func canBreak(between before: LayoutCell, and after: LayoutCell) -> Bool {
    if after.kind == .space { return false }
    if before.kind == .space { return true }
    if after.noBreakBefore || before.noBreakAfter { return false }
    return before.width == 2 || after.width == 2
  }

  /// Spaces where a line may break (no-break spaces excluded). The zero-width space is not
  /// among them: it never becomes a cell (see ``Swift/Character/isInvisibleFormatControl``).
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
