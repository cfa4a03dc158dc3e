// Reading recordings and UIKit's texts is for replays, which run where the headless views do
// (and its typed throws need a newer standard library than the iOS 16 SDK's).
#if !canImport(UIKit)
/// A JSON value, as the reader of flight recordings parses one: a small parser of its own,
/// with no dependency, that never traps on bad input and says where it stopped.
enum ReplayJSON: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as written (an integer when it has no fraction or exponent).
  case number(Double, integer: Int?)
  /// A string.
  case string(String)
  /// An array.
  case array([ReplayJSON])
  /// An object's members, in the order written.
  case object([(String, ReplayJSON)])

  /// Two objects are equal when their members are, in order.
  static func == (lhs: ReplayJSON, rhs: ReplayJSON) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case let (.bool(a), .bool(b)): a == b
    case let (.number(a, x), .number(b, y)): a == b && x == y
    case let (.string(a), .string(b)): a == b
    case let (.array(a), .array(b)): a == b
    case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  /// The member `key` of an object, `nil` for anything else or a missing member.
  subscript(key: String) -> ReplayJSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  /// A syntax error: where, and what was expected.
  struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    var line: Int
    /// The column (in UTF-8 bytes), from 1.
    var column: Int
    /// What the parser expected there.
    var expected: String

    /// `line 3, column 14: expected ',' or ']'`.
    var description: String { "line \(line), column \(column): expected \(expected)" }
  }

  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 64

  /// Parses `text`, a whole JSON document.
  static func parse(_ text: String) throws(SyntaxError) -> ReplayJSON {
    var parser = JSONParser(bytes: Array(text.utf8))
    parser.skipWhitespace()
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else { throw parser.error("the end of the document") }
    return value
  }
}

/// The parser behind ``ReplayJSON/parse(_:)``.
private struct JSONParser {
  let bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  func error(_ expected: String) -> ReplayJSON.SyntaxError {
    var line = 1
    var lineStart = 0
    for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
      line += 1
      lineStart = position + 1
    }
    return ReplayJSON.SyntaxError(line: line, column: index - lineStart + 1, expected: expected)
  }

  mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
  }

  mutating func value(depth: Int) throws(ReplayJSON.SyntaxError) -> ReplayJSON {
    guard index < bytes.count else { throw error("a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      guard depth < ReplayJSON.maximumDepth else { throw error("at most \(ReplayJSON.maximumDepth) levels of nesting") }
      return try object(depth: depth + 1)
    case UInt8(ascii: "["):
      guard depth < ReplayJSON.maximumDepth else { throw error("at most \(ReplayJSON.maximumDepth) levels of nesting") }
      return try array(depth: depth + 1)
    case UInt8(ascii: "\""):
      return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try number()
    default:
      throw error("a value")
    }
  }

  mutating func literal(_ word: String) throws(ReplayJSON.SyntaxError) {
    for byte in word.utf8 {
      guard index < bytes.count, bytes[index] == byte else { throw error("'\(word)'") }
      index += 1
    }
  }

  mutating func object(depth: Int) throws(ReplayJSON.SyntaxError) -> ReplayJSON {
    index += 1
    var members: [(String, ReplayJSON)] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("a member name in quotes") }
      let key = try string()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("':'") }
      index += 1
      skipWhitespace()
      members.append((key, try value(depth: depth)))
      skipWhitespace()
      guard index < bytes.count else { throw error("',' or '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      } else {
        throw error("',' or '}'")
      }
    }
  }

  mutating func array(depth: Int) throws(ReplayJSON.SyntaxError) -> ReplayJSON {
    index += 1
    var elements: [ReplayJSON] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try value(depth: depth))
      skipWhitespace()
      guard index < bytes.count else { throw error("',' or ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      } else {
        throw error("',' or ']'")
      }
    }
  }

  mutating func hexDigits() throws(ReplayJSON.SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else { throw error("four hexadecimal digits") }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  mutating func string() throws(ReplayJSON.SyntaxError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var start = index
    func flush(_ end: Int) {
      if end > start { scalars.append(contentsOf: String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars) }
    }
    while true {
      guard index < bytes.count else { throw error("'\"' to end the string") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        flush(index)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error("no control character inside a string") }
      guard byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      flush(index)
      index += 1
      guard index < bytes.count else { throw error("an escape") }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        var code = try hexDigits()
        if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        {
          let mark = index
          index += 2
          let low = try hexDigits()
          if (0xDC00..<0xE000).contains(low) {
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          } else {
            index = mark
          }
        }
        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
      default:
        index -= 1
        throw error("a valid escape")
      }
      start = index
    }
  }

  mutating func number() throws(ReplayJSON.SyntaxError) -> ReplayJSON {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits() -> Int {
      let first = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      return index - first
    }
    guard digits() > 0 else { throw error("a digit") }
    var isInteger = true
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      isInteger = false
      guard digits() > 0 else { throw error("a digit after '.'") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      isInteger = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw error("a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text) else { throw error("a number") }
    return .number(value, integer: isInteger ? Int(text) : nil)
  }
}
#endif
