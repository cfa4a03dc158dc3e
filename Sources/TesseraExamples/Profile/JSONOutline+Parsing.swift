extension JSONOutline {
  /// Arrays and objects may nest this deep; deeper input is rejected rather than risking the stack.
  static let maximumDepth = 100

  /// Parses a complete JSON text (UTF-8, an optional byte order mark, one top-level value).
  ///
  /// A member name used twice in one object is an error (RFC 8259 leaves its meaning open, and
  /// decoders disagree on which value wins), reported where it is used again.
  /// - Complexity: O(bytes).
  static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONOutline {
    var parser = JSONParser(bytes: bytes)
    return try parser.document()
  }
}

/// A recursive-descent parser that tracks line and column as it goes.
private struct JSONParser {
  typealias Position = ProfileLoadError.Position

  let bytes: [UInt8]
  var index = 0
  var line = 1
  var column = 1

  init(bytes: [UInt8]) { self.bytes = bytes }

  static let valueExpectation = "a value (an object, an array, a string, a number, true, false or null)"

  // MARK: Values

  mutating func document() throws(JSONSyntaxError) -> JSONOutline {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    let value = try parseValue(depth: 0)
    skipWhitespace()
    guard current == nil else { throw failure(expected: "the end of the file after the top-level value") }
    return value
  }

  mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONOutline {
    let start = position
    guard let byte = current else { throw failure(expected: Self.valueExpectation) }
    switch byte {
    case .openBrace: return try parseObject(depth: depth + 1)
    case .openBracket: return try parseArray(depth: depth + 1)
    case .quote: _ = try parseString(collecting: false); return JSONOutline(kind: .string, position: start)
    case .minus, .zero...(.nine): try parseNumber(); return JSONOutline(kind: .number, position: start)
    case UInt8(ascii: "t"): try parseLiteral("true"); return JSONOutline(kind: .boolean, position: start)
    case UInt8(ascii: "f"): try parseLiteral("false"); return JSONOutline(kind: .boolean, position: start)
    case UInt8(ascii: "n"): try parseLiteral("null"); return JSONOutline(kind: .null, position: start)
    default: throw failure(expected: Self.valueExpectation)
    }
  }

  mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONOutline {
    var object = JSONOutline(kind: .object, position: position)
    try checkDepth(depth)
    advance()
    skipWhitespace()
    if current == .closeBrace {
      advance()
      return object
    }
    var namePositions: [String: Position] = [:]
    while true {
      guard current == .quote else {
        throw failure(expected: "a member name in double quotes")
      }
      let nameStart = position
      let name = try parseString(collecting: true)
      if let first = namePositions[name] {
        throw JSONSyntaxError(
          position: nameStart, expected: "a member name not used before in this object",
          found: ProfileLoadError.quoted(name), duplicate: DuplicateMember(name: name, first: first))
      }
      namePositions[name] = nameStart
      skipWhitespace()
      guard current == .colon else {
        throw failure(expected: "':' after the member name \(ProfileLoadError.quoted(name))")
      }
      advance()
      skipWhitespace()
      let value = try parseValue(depth: depth)
      object.members[name] = value
      skipWhitespace()
      switch current {
      case .comma?: advance(); skipWhitespace()
      case .closeBrace?: advance(); return object
      default: throw failure(expected: separatorExpectation(closer: "}", in: "object", startingAt: object.position))
      }
    }
  }

  mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONOutline {
    var array = JSONOutline(kind: .array, position: position)
    try checkDepth(depth)
    advance()
    skipWhitespace()
    if current == .closeBracket {
      advance()
      return array
    }
    while true {
      array.elements.append(try parseValue(depth: depth))
      skipWhitespace()
      switch current {
      case .comma?: advance(); skipWhitespace()
      case .closeBracket?: advance(); return array
      default: throw failure(expected: separatorExpectation(closer: "]", in: "array", startingAt: array.position))
      }
    }
  }

  /// What may follow a member or an element. At the end of the text, it names the container
  /// left open, since that is what the truncation broke.
  func separatorExpectation(closer: Character, in container: String, startingAt start: Position) -> String {
    guard current != nil else { return "',' or '\(closer)' to close the \(container) that starts at \(start)" }
    return "',' or '\(closer)' after " + (container == "array" ? "an array element" : "an object member")
  }

  func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
    guard depth <= JSONOutline.maximumDepth else {
      throw failure(expected: "at most \(JSONOutline.maximumDepth) nested arrays and objects")
    }
  }

  // MARK: Scalars

  /// Reads a string; returns its decoded text when `collecting` (member names), else "".
  mutating func parseString(collecting: Bool) throws(JSONSyntaxError) -> String {
    let start = position
    advance()
    var text = ""
    var runStart = index
    while true {
      guard let byte = current else { throw failure(expected: "'\"' to close the string that starts at \(start)") }
      switch byte {
      case .quote:
        if collecting { text += String(decoding: bytes[runStart..<index], as: UTF8.self) }
        advance()
        return text
      case .backslash:
        if collecting { text += String(decoding: bytes[runStart..<index], as: UTF8.self) }
        let scalar = try parseEscape()
        if collecting { text.unicodeScalars.append(scalar) }
        runStart = index
      case 0..<0x20:
        throw failure(expected: "an escape sequence such as \\n instead of a control character inside a string")
      case 0..<0x80:
        advance()
      default:
        try skipMultibyteScalar()
      }
    }
  }

  /// Reads `\x` or `\uXXXX` (a surrogate pair counts as one escape).
  mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let start = position
    advance()
    let expectation = #"an escape sequence (\" \\ \/ \b \f \n \r \t or \uXXXX)"#
    guard let byte = current else { throw failure(expected: expectation) }
    let simple: Unicode.Scalar? =
      switch byte {
      case .quote: "\""
      case .backslash: "\\"
      case UInt8(ascii: "/"): "/"
      case UInt8(ascii: "b"): "\u{08}"
      case UInt8(ascii: "f"): "\u{0C}"
      case UInt8(ascii: "n"): "\n"
      case UInt8(ascii: "r"): "\r"
      case UInt8(ascii: "t"): "\t"
      default: nil
      }
    if let simple {
      advance()
      return simple
    }
    guard byte == UInt8(ascii: "u") else { throw failure(expected: expectation) }
    advance()
    let first = try parseHex4()
    if (0xDC00...0xDFFF).contains(first) {
      throw failure(
        expected: "a high surrogate escape before the low surrogate", at: start, found: "a lone low surrogate")
    }
    if (0xD800...0xDBFF).contains(first) {
      guard current == .backslash, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
        throw failure(expected: #"a low surrogate escape (\uDC00 to \uDFFF) after the high surrogate"#)
      }
      let secondStart = position
      advance()
      advance()
      let second = try parseHex4()
      guard (0xDC00...0xDFFF).contains(second) else {
        throw failure(expected: #"a low surrogate escape (\uDC00 to \uDFFF) after the high surrogate"#, at: secondStart)
      }
      return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"
    }
    return Unicode.Scalar(first) ?? "\u{FFFD}"
  }

  mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = byte.hexDigitValue else {
        throw failure(expected: #"4 hexadecimal digits after \u"#)
      }
      value = value << 4 | digit
      advance()
    }
    return value
  }

  /// Checks one well-formed UTF-8 sequence of 2 to 4 bytes (no overlong forms, no surrogates).
  mutating func skipMultibyteScalar() throws(JSONSyntaxError) {
    let (length, second): (Int, ClosedRange<UInt8>) =
      switch bytes[index] {
      case 0xC2...0xDF: (2, 0x80...0xBF)
      case 0xE0: (3, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
      case 0xED: (3, 0x80...0x9F)
      case 0xF0: (4, 0x90...0xBF)
      case 0xF1...0xF3: (4, 0x80...0xBF)
      case 0xF4: (4, 0x80...0x8F)
      default: (0, 0...0)
      }
    if length > 0, index + length > bytes.count, Self.isPrefix(bytes[index...], second: second) {
      // The file ends inside the character: it was cut, like every other cut, not malformed.
      let start = position
      while current != nil { advance() }
      throw failure(
        expected: "the rest of the UTF-8 character that starts at line \(start.line), column \(start.column)")
    }
    guard length > 0, index + length <= bytes.count, second.contains(bytes[index + 1]),
      bytes[(index + 2)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 })
    else { throw failure(expected: "UTF-8 text") }
    for _ in 0..<length { advance() }
  }

  /// Whether `tail` (a lead byte and what follows it, shorter than the whole sequence) is a
  /// correct beginning of a UTF-8 sequence whose second byte must be in `second`.
  static func isPrefix(_ tail: ArraySlice<UInt8>, second: ClosedRange<UInt8>) -> Bool {
    var rest = tail.dropFirst()
    guard let next = rest.popFirst() else { return true }
    return second.contains(next) && rest.allSatisfy { $0 & 0xC0 == 0x80 }
  }

  mutating func parseNumber() throws(JSONSyntaxError) {
    if current == .minus { advance() }
    guard let first = current, first.isDigit else { throw failure(expected: "a digit") }
    advance()
    if first == .zero, let next = current, next.isDigit {
      throw failure(expected: "'.', 'e' or the end of the number (a number cannot start with 0)")
    }
    while let byte = current, byte.isDigit { advance() }
    if current == UInt8(ascii: ".") {
      advance()
      try skipDigits(after: "'.'")
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      advance()
      if current == .plus || current == .minus { advance() }
      try skipDigits(after: "the exponent")
    }
  }

  mutating func skipDigits(after what: String) throws(JSONSyntaxError) {
    guard let byte = current, byte.isDigit else { throw failure(expected: "a digit after \(what)") }
    while let byte = current, byte.isDigit { advance() }
  }

  mutating func parseLiteral(_ word: String) throws(JSONSyntaxError) {
    for expected in word.utf8 {
      guard current == expected else { throw failure(expected: "'\(word)'") }
      advance()
    }
  }

  // MARK: Position and errors

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  var position: Position { Position(line: line, column: column) }

  /// Moves past one byte; continuation bytes of a multi-byte character do not count as columns.
  mutating func advance() {
    let byte = bytes[index]
    index += 1
    if byte == .newline {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  mutating func skipWhitespace() {
    while let byte = current, byte == .space || byte == .newline || byte == .tab || byte == .carriageReturn {
      advance()
    }
  }

  func failure(expected: String, at errorPosition: Position? = nil, found: String? = nil) -> JSONSyntaxError {
    JSONSyntaxError(position: errorPosition ?? position, expected: expected, found: found ?? describeCurrent())
  }

  /// `'x'`, `'“'`, `the control character U+0009`, `the character U+202E`, `the byte 0xFF`, or
  /// `nil` at the end of the text.
  func describeCurrent() -> String? {
    guard let byte = current else { return nil }
    if byte < 0x20 || byte == 0x7F {
      return "the control character U+00\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true))"
    }
    var iterator = bytes[index...].makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) {
      // An invisible or reordering character (U+202E, U+200B, a C1 control) is named, since
      // quoted it would show nothing, or turn the message around.
      let category = scalar.properties.generalCategory
      if category == .format || category == .control || category == .lineSeparator || category == .paragraphSeparator {
        return "the character U+\(String(scalar.value, radix: 16, uppercase: true))"
      }
      return scalar == "'" ? #""'""# : "'\(scalar)'"
    }
    return "the byte 0x\(String(byte, radix: 16, uppercase: true))"
  }
}

extension UInt8 {
  fileprivate static let tab = UInt8(ascii: "\t")
  fileprivate static let newline = UInt8(ascii: "\n")
  fileprivate static let carriageReturn = UInt8(ascii: "\r")
  fileprivate static let space = UInt8(ascii: " ")
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let plus = UInt8(ascii: "+")
  fileprivate static let comma = UInt8(ascii: ",")
  fileprivate static let minus = UInt8(ascii: "-")
  fileprivate static let zero = UInt8(ascii: "0")
  fileprivate static let nine = UInt8(ascii: "9")
  fileprivate static let colon = UInt8(ascii: ":")
  fileprivate static let openBracket = UInt8(ascii: "[")
  fileprivate static let backslash = UInt8(ascii: "\\")
  fileprivate static let closeBracket = UInt8(ascii: "]")
  fileprivate static let openBrace = UInt8(ascii: "{")
  fileprivate static let closeBrace = UInt8(ascii: "}")

  fileprivate var isDigit: Bool { (.zero ... .nine).contains(self) }

  fileprivate var hexDigitValue: UInt32? {
    switch self {
    case .zero ... .nine: UInt32(self - .zero)
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(self - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(self - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
