// Reading UIKit's exception texts about list views, in the wordings the contract articles of
// HeadlessUIKit document: old and new releases, tables ("rows", "table view") and collection
// views ("items", "collection view"), with or without the crash log around the reason.
// Reading recordings and UIKit's texts is for replays, which run where the headless views do
// (and its typed throws need a newer standard library than the iOS 16 SDK's).
#if !canImport(UIKit)
extension UIKitException {
  /// Reads `text`: a reason as UIKit words it, or a crash log that holds one (`*** Terminating
  /// app due to uncaught exception '…', reason: '…'`).
  ///
  /// - Throws: ``UIKitExceptionParseError`` naming the part that could not be read: a text
  ///   about something else, a wording cut short, a number missing.
  /// - Complexity: O(n × wordings) for a text of n characters.
  public static func parse(_ text: String) throws(UIKitExceptionParseError) -> UIKitException {
    let (name, reason) = ExceptionTextReader.reason(of: text)
    let bytes = ExceptionTextReader.normalized(reason)
    guard !bytes.isEmpty else { throw UIKitExceptionParseError(part: "", problem: "the text is empty") }
    var reader = ExceptionTextReader(bytes: bytes, original: reason)
    var exception = try reader.exception()
    exception.exceptionName = name
    return exception
  }
}

/// The reader behind ``UIKitException/parse(_:)``: the reason's bytes with whitespace collapsed,
/// matched against UIKit's wordings.
struct ExceptionTextReader {
  let bytes: [UInt8]
  let original: String
  /// The furthest a wording whose start matched got, and what it expected there.
  var furthest: (position: Int, expected: String)?
  /// Whether the wording being matched got past its first words.
  var startMatched = false

  init(bytes: [UInt8], original: String) {
    self.bytes = bytes
    self.original = original
  }

  // MARK: The reason

  /// The exception's name and its reason, from a crash log or a bare reason.
  static func reason(of text: String) -> (name: String?, reason: String) {
    var name: String?
    if let range = text.firstRange(of: "uncaught exception '") {
      let rest = text[range.upperBound...]
      if let end = rest.firstIndex(of: "'") { name = String(rest[..<end]) }
    } else {
      for known in ["NSInternalInconsistencyException", "NSRangeException", "NSInvalidArgumentException"]
      where text.hasPrefix(known) {
        name = known
      }
    }
    guard let start = text.firstRange(of: "reason: '") else {
      var reason = Substring(text)
      if let name, reason.hasPrefix(name) { reason = reason.dropFirst(name.count).drop { $0 == ":" || $0 == " " } }
      return (name, String(reason))
    }
    var reason = text[start.upperBound...]
    if let stack = reason.firstRange(of: "*** First throw call stack") { reason = reason[..<stack.lowerBound] }
    while let last = reason.last, last.isWhitespace { reason = reason.dropLast() }
    if reason.last == "'" { reason = reason.dropLast() }
    return (name, String(reason))
  }

  /// The UTF-8 of `text` with every run of whitespace one space, trimmed.
  static func normalized(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for byte in text.utf8 {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        pendingSpace = !bytes.isEmpty
      } else {
        if pendingSpace { bytes.append(0x20) }
        pendingSpace = false
        bytes.append(byte)
      }
    }
    return bytes
  }

  // MARK: Wordings

  /// A piece of a wording.
  enum Token: Sendable {
    /// Text, matched exactly (whitespace collapsed).
    case literal([UInt8])
    /// An integer.
    case number
    /// An index path: `(0 - 3)`, `0 - 3` or `<NSIndexPath: 0x…> {length = 2, path = 0 - 3}`.
    case path
    /// An identifier: everything up to a space or the next piece's first character.
    case word
    /// "row" or "item" (the view's noun), "rows" or "items" with `plural`.
    case noun(plural: Bool)
    /// "table view" or "collection view".
    case viewName
  }

  /// A value a wording captured.
  enum Capture: Sendable {
    case number(Int)
    case path(UIKitException.Path)
    case word(String)
  }

  /// Turns `%d`, `%p`, `%w`, `%r`, `%R` and `%v` in `pattern` into pieces.
  static func tokens(_ pattern: String) -> [Token] {
    var tokens: [Token] = []
    var literal: [UInt8] = []
    var bytes = Array(pattern.utf8).makeIterator()
    while let byte = bytes.next() {
      guard byte == UInt8(ascii: "%"), let code = bytes.next() else {
        literal.append(byte)
        continue
      }
      if !literal.isEmpty { tokens.append(.literal(literal)) }
      literal = []
      switch code {
      case UInt8(ascii: "d"): tokens.append(.number)
      case UInt8(ascii: "p"): tokens.append(.path)
      case UInt8(ascii: "w"): tokens.append(.word)
      case UInt8(ascii: "r"): tokens.append(.noun(plural: false))
      case UInt8(ascii: "R"): tokens.append(.noun(plural: true))
      default: tokens.append(.viewName)
      }
    }
    if !literal.isEmpty { tokens.append(.literal(literal)) }
    return tokens
  }

  /// What a piece expects, for an error.
  static func expectation(_ token: Token) -> String {
    switch token {
    case .literal(let bytes):
      "\"\(String(decoding: bytes.prefix(40), as: UTF8.self))\(bytes.count > 40 ? "…" : "")\""
    case .number: "a number"
    case .path: "an index path, such as (0 - 3) or <NSIndexPath: 0x…> {length = 2, path = 0 - 3}"
    case .word: "an identifier"
    case .noun(let plural): plural ? "\"rows\" or \"items\"" : "\"row\" or \"item\""
    case .viewName: "\"table view\" or \"collection view\""
    }
  }

  /// Matches `tokens` at `start`; returns the captures and where the match ended, and notes
  /// how far a failed match got.
  mutating func match(
    _ tokens: [Token], at start: Int, view: inout UIKitException.View
  ) -> (
    captures: [Capture], end: Int
  )? {
    var position = start
    var captures: [Capture] = []
    startMatched = false
    for (index, token) in tokens.enumerated() {
      // A wording whose first words are not there says nothing of where the text went wrong.
      if index == 1 { startMatched = true }
      let next: UInt8? = {
        guard index + 1 < tokens.count, case .literal(let bytes) = tokens[index + 1] else { return nil }
        return bytes.first
      }()
      switch token {
      case .literal(let literal):
        guard position + literal.count <= bytes.count,
          bytes[position..<(position + literal.count)].elementsEqual(literal)
        else { return fail(at: position, expecting: token) }
        position += literal.count
      case .number:
        guard let (value, end) = number(at: position) else { return fail(at: position, expecting: token) }
        captures.append(.number(value))
        position = end
      case .path:
        guard let (value, end) = path(at: position) else { return fail(at: position, expecting: token) }
        captures.append(.path(value))
        position = end
      case .word:
        var end = position
        while end < bytes.count, bytes[end] != 0x20, bytes[end] != next { end += 1 }
        guard end > position else { return fail(at: position, expecting: token) }
        captures.append(.word(String(decoding: bytes[position..<end], as: UTF8.self)))
        position = end
      case .noun(let plural):
        let (row, item) = plural ? ("rows", "items") : ("row", "item")
        if starts(with: row, at: position) {
          view = .table
          position += row.utf8.count
        } else if starts(with: item, at: position) {
          view = .collection
          position += item.utf8.count
        } else {
          return fail(at: position, expecting: token)
        }
      case .viewName:
        if starts(with: "table view", at: position) {
          view = .table
          position += 10
        } else if starts(with: "collection view", at: position) {
          view = .collection
          position += 15
        } else {
          return fail(at: position, expecting: token)
        }
      }
    }
    return (captures, position)
  }

  /// Notes a failed match of a wording whose start matched (the furthest one is reported if
  /// nothing matches) and returns `nil`.
  private mutating func fail(at position: Int, expecting token: Token) -> (captures: [Capture], end: Int)? {
    if startMatched, position > (furthest?.position ?? -1) { furthest = (position, Self.expectation(token)) }
    startMatched = false
    return nil
  }

  func starts(with text: String, at position: Int) -> Bool {
    let literal = Array(text.utf8)
    return position + literal.count <= bytes.count
      && bytes[position..<(position + literal.count)].elementsEqual(literal)
  }

  /// An integer at `position` (at most 18 digits, so it cannot overflow).
  func number(at position: Int) -> (Int, Int)? {
    var end = position
    var negative = false
    if end < bytes.count, bytes[end] == UInt8(ascii: "-") {
      negative = true
      end += 1
    }
    let digitsStart = end
    var value = 0
    while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]), end - digitsStart < 18 {
      value = value * 10 + Int(bytes[end] - UInt8(ascii: "0"))
      end += 1
    }
    guard end > digitsStart else { return nil }
    if end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { return nil }
    return (negative ? -value : value, end)
  }

  /// An index path at `position`, in any of the notations UIKit prints.
  func path(at position: Int) -> (UIKitException.Path, Int)? {
    var cursor = position
    if starts(with: "<NSIndexPath", at: cursor) {
      while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">") { cursor += 1 }
      cursor += 1
      if cursor < bytes.count, bytes[cursor] == 0x20 { cursor += 1 }
    }
    if starts(with: "{length = ", at: cursor) {
      guard let (length, afterLength) = number(at: cursor + 10), length == 2,
        starts(with: ", path = ", at: afterLength),
        let (section, afterSection) = number(at: afterLength + 9), starts(with: " - ", at: afterSection),
        let (row, afterRow) = number(at: afterSection + 3), starts(with: "}", at: afterRow)
      else { return nil }
      return (UIKitException.Path(section: section, row: row), afterRow + 1)
    }
    var parenthesised = false
    if starts(with: "(", at: cursor) {
      parenthesised = true
      cursor += 1
    }
    guard let (section, afterSection) = number(at: cursor), starts(with: " - ", at: afterSection),
      let (row, afterRow) = number(at: afterSection + 3)
    else { return nil }
    if parenthesised {
      guard starts(with: ")", at: afterRow) else { return nil }
      return (UIKitException.Path(section: section, row: row), afterRow + 1)
    }
    return (UIKitException.Path(section: section, row: row), afterRow)
  }

  /// The first place `tokens` match, anywhere in the text.
  mutating func find(_ tokens: [Token], view: inout UIKitException.View) -> [Capture]? {
    guard case .literal(let first)? = tokens.first, let head = first.first else { return nil }
    var start = 0
    while start < bytes.count {
      if bytes[start] == head, let match = match(tokens, at: start, view: &view) { return match.captures }
      start += 1
    }
    return nil
  }

  // MARK: Reading

  /// A wording and what its captures mean.
  struct Wording: Sendable {
    var tokens: [Token]
    /// The view whose text this is, when only one kind of view words it so.
    var view: UIKitException.View
    var kind: @Sendable ([Capture]) -> UIKitException.Kind?

    init(
      _ pattern: String, view: UIKitException.View = .unknown,
      _ kind: @escaping @Sendable ([Capture]) -> UIKitException.Kind?
    ) {
      tokens = ExceptionTextReader.tokens(pattern)
      self.view = view
      self.kind = kind
    }
  }

  mutating func exception() throws(UIKitExceptionParseError) -> UIKitException {
    var view: UIKitException.View = .unknown
    if starts(with: "Invalid batch updates detected", at: 0) || contains("Invalid batch updates detected") {
      return try batchUpdatesDetected()
    }
    if let duplicates = duplicateIdentifiers() { return duplicates }
    for wording in Self.wordings {
      var wordingView = UIKitException.View.unknown
      guard let captures = find(wording.tokens, view: &wordingView), let kind = wording.kind(captures) else { continue }
      view = wordingView
      if view == .unknown { view = wording.view }
      if view == .unknown { view = Self.view(of: kind) ?? guessedView() }
      return UIKitException(view: view, kind: kind)
    }
    if let furthest {
      let start = max(0, furthest.position - 30)
      let end = min(bytes.count, furthest.position + 30)
      throw UIKitExceptionParseError(
        part: String(decoding: bytes[start..<end], as: UTF8.self), problem: "expected \(furthest.expected)")
    }
    throw UIKitExceptionParseError(
      part: String(decoding: bytes.prefix(80), as: UTF8.self),
      problem:
        "not a UIKit exception about a table or collection view this reader knows (batch updates, dequeues, reconfigurations, duplicate identifiers)"
    )
  }

  func contains(_ text: String) -> Bool {
    let needle = Array(text.utf8)
    guard let head = needle.first, needle.count <= bytes.count else { return false }
    for start in 0...(bytes.count - needle.count) where bytes[start] == head {
      if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
    }
    return false
  }

  /// The view only one kind of view raises `kind` for, when the wording says so without a noun.
  static func view(of kind: UIKitException.Kind) -> UIKitException.View? {
    switch kind {
    case .unregisteredIdentifier(let kind, _): kind == nil ? .table : .collection
    case .viewNotDequeuedForRequest, .supplementaryViewNil: .collection
    case .reconfigureChangedCellType(let path, let existing, _): path == nil || existing == nil ? .collection : nil
    case .inconsistentUpdate, .scrollOutOfRange: nil
    default: nil
    }
  }

  /// The view a text names in passing (`UITableView`, `collection view`...).
  func guessedView() -> UIKitException.View {
    if contains("UICollectionView") || contains("collection view") || contains(" item") { return .collection }
    if contains("UITableView") || contains("table view") || contains(" row") { return .table }
    return .unknown
  }

  static func number(_ captures: [Capture], _ index: Int) -> Int? {
    guard index < captures.count, case .number(let value) = captures[index] else { return nil }
    return value
  }

  static func path(_ captures: [Capture], _ index: Int) -> UIKitException.Path? {
    guard index < captures.count, case .path(let value) = captures[index] else { return nil }
    return value
  }

  static func word(_ captures: [Capture], _ index: Int) -> String? {
    guard index < captures.count, case .word(let value) = captures[index] else { return nil }
    return value
  }
}
#endif
