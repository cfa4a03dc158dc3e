/// Turns bytes read from a terminal in raw mode into ``Key``s.
///
/// A pure value: feed it each chunk as it was read with ``decode(_:)``; sequences and UTF-8
/// characters split across chunks are completed by the next chunk. Recognized input:
/// - arrows as CSI (`ESC [ A`) or SS3 (`ESC O A`), with or without modifier parameters;
/// - Page Up/Down `ESC [ 5 ~` / `ESC [ 6 ~`; Home `ESC [ H`, `ESC O H`, `ESC [ 1 ~`, `ESC [ 7 ~`;
///   End `ESC [ F`, `ESC O F`, `ESC [ 4 ~`, `ESC [ 8 ~`; Delete `ESC [ 3 ~`; Shift-Tab `ESC [ Z`;
/// - Enter as CR or LF (a CR LF pair is one Enter), keypad Enter `ESC O M`; Tab; Backspace as DEL
///   or BS; Space; Ctrl-letters; printable UTF-8 characters.
///
/// An ESC at the end of a chunk is pending, as any unfinished sequence: a read can end between
/// the ESC of a sequence and the rest (a burst of arrow keys larger than one read), so it is the
/// Escape key only when nothing follows in time (see ``flush()``). ESC ESC is Escape, then
/// whatever the second ESC starts. ESC followed by another key is an Alt combination (Alt-x
/// arrives as `ESC x`), which is skipped: it never reads as Escape, then `x`. Strings a terminal
/// sends on its own (OSC `ESC ]`, DCS `ESC P`, SOS, PM, APC, up to BEL or `ESC \`) and X10
/// mouse reports (`ESC [ M` and three bytes) are skipped whole, across chunks. Unknown
/// sequences, invalid UTF-8 and stray control bytes are skipped.
///
/// A chunk that ends inside a sequence (`ESC [`) keeps it pending, since the next chunk may
/// complete it. When nothing completes it in time, ``flush()`` gives it up as keys: Escape, then
/// every byte after it as typed (``TerminalSession`` does that after
/// ``TerminalSession/Options/escapeTimeout``), so a key typed after it is never swallowed.
public struct KeyDecoder: Sendable {
  /// The start of a sequence or character that the last chunk cut off.
  private var pending: [UInt8] = []
  /// Whether the last byte was a CR, so that a following LF is not a second Enter.
  private var afterCarriageReturn = false
  /// Whether the input is inside a string the terminal sends (OSC, DCS…), skipped up to its end.
  private var isInString = false

  /// The longest escape sequence kept while waiting for its end; longer ones are dropped.
  static let maximumPendingCount = 32

  /// A decoder with nothing pending.
  public init() {}

  /// Whether a chunk ended in the middle of a sequence, a string or a character.
  public var hasPendingInput: Bool { !pending.isEmpty || isInString }

  /// Decodes one chunk of input, as read, into keys.
  ///
  /// - Complexity: O(n) in the size of the chunk.
  public mutating func decode(_ chunk: some Collection<UInt8>) -> [Key] {
    var bytes = pending
    pending.removeAll(keepingCapacity: true)
    bytes.append(contentsOf: chunk)
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if isInString {
        guard let consumed = skipString(bytes, at: index) else {
          keep(bytes[index...])
          return keys
        }
        index += consumed
        continue
      }
      let wasCarriageReturn = afterCarriageReturn
      afterCarriageReturn = false
      switch byte {
      case 0x1B:
        guard let consumed = decodeEscape(bytes, at: index, into: &keys) else {
          keep(bytes[index...])
          return keys
        }
        index += consumed
        continue
      case 0x0D:
        keys.append(.enter)
        afterCarriageReturn = true
      case 0x0A:
        if !wasCarriageReturn { keys.append(.enter) }
      case 0x09:
        keys.append(.tab)
      case 0x08, 0x7F:
        keys.append(.backspace)
      case 0x20:
        keys.append(.space)
      case 0x01...0x1A:
        keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
      case 0x21...0x7E:
        keys.append(.character(Character(Unicode.Scalar(byte))))
      case 0x80...0xFF:
        guard let consumed = decodeUTF8(bytes, at: index, into: &keys) else {
          keep(bytes[index...])
          return keys
        }
        index += consumed
        continue
      default:
        break  // NUL and the control bytes 0x1C...0x1F
      }
      index += 1
    }
    return keys
  }

  /// Gives up waiting for the end of a pending sequence: returns it as keys, Escape and then
  /// each byte after the ESC decoded on its own (`ESC [` gives ``Key/escape`` and `"["`), and
  /// leaves nothing pending. A pending piece of a UTF-8 character is dropped: it can never
  /// become a key. Returns no keys when nothing is pending.
  ///
  /// Call it when no input followed the pending sequence for a while (readline and most
  /// terminal programs wait about 50 ms): a terminal writes a whole sequence at once, so the
  /// rest is not coming, and the user pressed Escape and the keys after it.
  ///
  /// - Complexity: O(pending bytes), at most 32 bytes.
  public mutating func flush() -> [Key] {
    if isInString {
      // A string that never ended: what it held is dropped, and input starts afresh.
      isInString = false
      pending.removeAll(keepingCapacity: true)
      return []
    }
    var keys: [Key] = []
    while !pending.isEmpty {
      let bytes = pending
      pending.removeAll(keepingCapacity: true)
      guard bytes.first == 0x1B else { break }
      keys.append(.escape)
      // What follows the ESC of an unfinished sequence is parameter bytes (`[`, `O`, digits,
      // `;`): decoded again they are ordinary keys, and can leave nothing pending but a new
      // unfinished sequence, which the loop gives up as well.
      keys += decode(bytes.dropFirst())
    }
    return keys
  }

  /// Ends the input: an incomplete sequence or character left by the last chunk is dropped.
  public mutating func reset() {
    pending.removeAll()
    afterCarriageReturn = false
    isInString = false
  }

  // MARK: - Internals

  /// Keeps the unfinished tail of a chunk for the next one, unless it is too long to be real.
  private mutating func keep(_ tail: ArraySlice<UInt8>) {
    if tail.count <= Self.maximumPendingCount { pending.append(contentsOf: tail) }
  }

  /// Decodes the escape sequence at `start`; returns how many bytes it used, or `nil` when the
  /// chunk ends inside it.
  private mutating func decodeEscape(_ bytes: [UInt8], at start: Int, into keys: inout [Key]) -> Int? {
    let next = start + 1
    guard next < bytes.count else { return nil }
    switch bytes[next] {
    case UInt8(ascii: "["):
      return decodeCSI(bytes, at: start, into: &keys)
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
      isInString = true
      return 2
    case 0x1B:
      keys.append(.escape)
      return 1
    case UInt8(ascii: "O"):
      guard next + 1 < bytes.count else { return nil }
      switch bytes[next + 1] {
      case UInt8(ascii: "A"): keys.append(.up)
      case UInt8(ascii: "B"): keys.append(.down)
      case UInt8(ascii: "C"): keys.append(.right)
      case UInt8(ascii: "D"): keys.append(.left)
      case UInt8(ascii: "H"): keys.append(.home)
      case UInt8(ascii: "F"): keys.append(.end)
      case UInt8(ascii: "M"): keys.append(.enter)
      default: break  // F1...F4 and other keypad keys
      }
      return 3
    case 0x20...0x7E, 0x00...0x1A, 0x1C...0x1F:
      // An Alt combination, which no key stands for here: skipped whole.
      return 2
    default:
      // Alt and a non-ASCII character: the character, as typed.
      return 1
    }
  }

  /// Skips the string at `start` up to and including its terminator (BEL, or `ESC \`; another
  /// ESC ends it too and starts what follows); returns how many bytes it used, or `nil` when the
  /// chunk ends on an ESC that the next chunk decides.
  private mutating func skipString(_ bytes: [UInt8], at start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case 0x07:
        isInString = false
        return index + 1 - start
      case 0x1B:
        guard index + 1 < bytes.count else { return index == start ? nil : index - start }
        isInString = false
        return bytes[index + 1] == UInt8(ascii: "\\") ? index + 2 - start : index - start
      default:
        index += 1
      }
    }
    return index - start
  }

  /// Decodes `ESC [ parameters intermediates final` at `start`.
  private func decodeCSI(_ bytes: [UInt8], at start: Int, into keys: inout [Key]) -> Int? {
    var index = start + 2
    var firstParameter = 0
    var readingFirst = true
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x30...0x39 where readingFirst:
        firstParameter = min(firstParameter * 10 + Int(byte - 0x30), 10_000)
      case 0x30...0x3F:
        readingFirst = false
      case 0x20...0x2F:
        readingFirst = false
      case UInt8(ascii: "M") where index == start + 2:
        // An X10 mouse report: `ESC [ M` and three bytes of button and position.
        return index + 4 <= bytes.count ? index + 4 - start : nil
      case 0x40...0x7E:
        if let key = Self.csiKey(final: byte, parameter: firstParameter) { keys.append(key) }
        return index + 1 - start
      default:
        // Not a valid sequence: drop what was read and decode this byte afresh.
        return index - start
      }
      index += 1
    }
    return nil
  }

  /// The key for a CSI sequence with final byte `final` and first parameter `parameter`.
  private static func csiKey(final: UInt8, parameter: Int) -> Key? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "~"):
      switch parameter {
      case 1, 7: return .home
      case 3: return .delete
      case 4, 8: return .end
      case 5: return .pageUp
      case 6: return .pageDown
      default: return nil
      }
    default: return nil
    }
  }

  /// Decodes the UTF-8 character at `start`; returns how many bytes it used (1 for an invalid
  /// byte, which is skipped), or `nil` when the chunk ends inside a valid prefix.
  private func decodeUTF8(_ bytes: [UInt8], at start: Int, into keys: inout [Key]) -> Int? {
    let lead = bytes[start]
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
    case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
    case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
    default: return 1
    }
    for offset in 1..<length {
      guard start + offset < bytes.count else { return nil }
      let byte = bytes[start + offset]
      guard byte & 0xC0 == 0x80 else { return 1 }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= minimum, let scalar = Unicode.Scalar(value) else { return 1 }
    if value >= 0xA0 { keys.append(.character(Character(scalar))) }
    return length
  }
}
