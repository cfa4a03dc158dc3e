// The wordings UIKit uses, as the contract articles of HeadlessUIKit write them down, and the
// two texts that are lists rather than sentences: "Invalid batch updates detected" and the
// duplicate identifiers of a diffable data source.
// Reading recordings and UIKit's texts is for replays, which run where the headless views do
// (and its typed throws need a newer standard library than the iOS 16 SDK's).
#if !canImport(UIKit)
extension ExceptionTextReader {
  typealias Kind = UIKitException.Kind

  /// Every sentence wording, most specific first.
  static let wordings: [Wording] = [
    Wording(
      "Invalid update: invalid number of sections. The number of sections contained in the %v after the update (%d) must be equal to the number of sections contained in the %v before the update (%d), plus or minus the number of sections inserted or deleted (%d inserted, %d deleted)"
    ) { c in
      guard let after = number(c, 0), let before = number(c, 1), let inserted = number(c, 2), let deleted = number(c, 3)
      else { return nil }
      return .invalidSectionCount(after: after, before: before, inserted: inserted, deleted: deleted)
    },
    Wording(
      "Invalid update: invalid number of %R in section %d. The number of %R contained in an existing section after the update (%d) must be equal to the number of %R contained in that section before the update (%d), plus or minus the number of %R inserted or deleted from that section (%d inserted, %d deleted) and plus or minus the number of %R moved into or out of that section (%d moved in, %d moved out)"
    ) { c in
      guard let section = number(c, 0), let after = number(c, 1), let before = number(c, 2),
        let inserted = number(c, 3), let deleted = number(c, 4), let movedIn = number(c, 5), let movedOut = number(c, 6)
      else { return nil }
      return .invalidRowCount(
        section: section, after: after, before: before, inserted: inserted, deleted: deleted, movedIn: movedIn,
        movedOut: movedOut)
    },
    // Releases before moves were counted end the sentence at the deletes.
    Wording(
      "Invalid update: invalid number of %R in section %d. The number of %R contained in an existing section after the update (%d) must be equal to the number of %R contained in that section before the update (%d), plus or minus the number of %R inserted or deleted from that section (%d inserted, %d deleted)"
    ) { c in
      guard let section = number(c, 0), let after = number(c, 1), let before = number(c, 2),
        let inserted = number(c, 3), let deleted = number(c, 4)
      else { return nil }
      return .invalidRowCount(
        section: section, after: after, before: before, inserted: inserted, deleted: deleted, movedIn: 0, movedOut: 0)
    },
    Wording(
      "Invalid table view update. The application has requested an update to the table view that is inconsistent with the state provided by the data source",
      view: .table
    ) { _ in .inconsistentUpdate },
    Wording("attempt to delete section %d, but there are only %d sections before the update") { c in
      guard let section = number(c, 0), let count = number(c, 1) else { return nil }
      return .deleteSectionOutOfRange(section: section, sectionCount: count)
    },
    Wording("attempt to perform a delete and a move from the same section (%d)") { c in
      number(c, 0).map { .deleteAndMoveSameSection(section: $0) }
    },
    Wording("attempt to insert section %d but there are only %d sections after the update") { c in
      guard let section = number(c, 0), let count = number(c, 1) else { return nil }
      return .insertSectionOutOfRange(section: section, sectionCount: count)
    },
    Wording("attempt to perform an insert and a move to the same section (%d)") { c in
      number(c, 0).map { .insertAndMoveSameSection(section: $0) }
    },
    Wording("attempt to move section %d, but there are only %d sections before the update") { c in
      guard let section = number(c, 0), let count = number(c, 1) else { return nil }
      return .moveSectionSourceOutOfRange(section: section, sectionCount: count)
    },
    // The table's text doubles "to" (S6); the collection view's does not.
    Wording("attempt to to move section %d to section %d, but there are only %d sections after the update") { c in
      guard let section = number(c, 0), let destination = number(c, 1), let count = number(c, 2) else { return nil }
      return .moveSectionDestinationOutOfRange(section: section, destination: destination, sectionCount: count)
    },
    Wording("attempt to move section %d to section %d, but there are only %d sections after the update") { c in
      guard let section = number(c, 0), let destination = number(c, 1), let count = number(c, 2) else { return nil }
      return .moveSectionDestinationOutOfRange(section: section, destination: destination, sectionCount: count)
    },
    Wording("attempt to move section %d to both section %d and section %d") { c in
      guard let section = number(c, 0), let first = number(c, 1), let second = number(c, 2) else { return nil }
      return .moveSectionToTwoDestinations(section: section, first: first, second: second)
    },
    Wording("attempt to move both section %d and section %d to section %d") { c in
      guard let first = number(c, 0), let second = number(c, 1), let destination = number(c, 2) else { return nil }
      return .moveTwoSectionsToOneDestination(first: first, second: second, destination: destination)
    },
    Wording("attempt to delete %r %d from section %d, but there are only %d sections before the update") { c in
      guard let row = number(c, 0), let section = number(c, 1), let count = number(c, 2) else { return nil }
      return .deleteRowSectionOutOfRange(row: row, section: section, sectionCount: count)
    },
    Wording("attempt to delete %r %d from section %d which only contains %d %R before the update") { c in
      guard let row = number(c, 0), let section = number(c, 1), let count = number(c, 2) else { return nil }
      return .deleteRowOutOfRange(row: row, section: section, rowCount: count)
    },
    Wording("attempt to delete and reload the same index path (%p)") { c in
      path(c, 0).map { .deleteAndReloadSameRow($0) }
    },
    Wording("attempt to perform a delete and a move from the same index path (%p)") { c in
      path(c, 0).map { .deleteAndMoveSameRow($0) }
    },
    Wording("attempt to insert %r %d into section %d, but there are only %d sections after the update") { c in
      guard let row = number(c, 0), let section = number(c, 1), let count = number(c, 2) else { return nil }
      return .insertRowSectionOutOfRange(row: row, section: section, sectionCount: count)
    },
    Wording("attempt to insert %r %d into section %d, but there are only %d %R in section %d after the update") { c in
      guard let row = number(c, 0), let section = number(c, 1), let count = number(c, 2) else { return nil }
      return .insertRowOutOfRange(row: row, section: section, rowCount: count)
    },
    Wording("attempt to perform an insert and a move to the same index path (%p)") { c in
      path(c, 0).map { .insertAndMoveSameRow($0) }
    },
    Wording(
      "attempt to move index path (%p) from a section that does not exist - there are only %d sections before the update"
    ) { c in
      guard let path = path(c, 0), let count = number(c, 1) else { return nil }
      return .moveRowSourceSectionOutOfRange(path, sectionCount: count)
    },
    Wording(
      "attempt to move index path (%p) to index path (%p) in section that does not exist - there are only %d sections after the update"
    ) { c in
      guard let from = path(c, 0), let to = path(c, 1), let count = number(c, 2) else { return nil }
      return .moveRowDestinationSectionOutOfRange(from: from, to: to, sectionCount: count)
    },
    Wording(
      "attempt to move index path (%p) to index path (%p) that does not exist - there are only %d %R in section %d after the update"
    ) { c in
      guard let from = path(c, 0), let to = path(c, 1), let count = number(c, 2) else { return nil }
      return .moveRowDestinationOutOfRange(from: from, to: to, rowCount: count)
    },
    Wording(
      "attempt to move index path (%p) that does not exist - there are only %d %R in section %d before the update"
    ) { c in
      guard let path = path(c, 0), let count = number(c, 1) else { return nil }
      return .moveRowSourceOutOfRange(path, rowCount: count)
    },
    Wording("attempt to move %r at index path %p to both %p and %p") { c in
      guard let from = path(c, 0), let first = path(c, 1), let second = path(c, 2) else { return nil }
      return .moveRowToTwoDestinations(from: from, first: first, second: second)
    },
    Wording("attempt to move both %r at index path %p and %p to %p") { c in
      guard let first = path(c, 0), let second = path(c, 1), let to = path(c, 2) else { return nil }
      return .moveTwoRowsToOneDestination(first: first, second: second, to: to)
    },
    Wording("cannot move a %r from a deleted section (%d)") { c in
      number(c, 0).map { .moveRowFromDeletedSection(section: $0) }
    },
    Wording("cannot move an %r from a deleted section (%d)") { c in
      number(c, 0).map { .moveRowFromDeletedSection(section: $0) }
    },
    Wording("cannot move a %r from a deleted section") { _ in .moveRowFromDeletedSection(section: nil) },
    Wording("cannot move an %r from a deleted section") { _ in .moveRowFromDeletedSection(section: nil) },
    Wording("cannot move a %r into a newly inserted section (%d)") { c in
      number(c, 0).map { .moveRowIntoInsertedSection(section: $0) }
    },
    Wording("cannot move an %r into a newly inserted section (%d)") { c in
      number(c, 0).map { .moveRowIntoInsertedSection(section: $0) }
    },
    Wording("unable to dequeue a cell with identifier %w - must register") { c in
      word(c, 0).map { .unregisteredIdentifier(kind: nil, identifier: $0) }
    },
    Wording("could not dequeue a view of kind: %w with identifier %w - must register") { c in
      guard let kind = word(c, 0), let identifier = word(c, 1) else { return nil }
      return .unregisteredIdentifier(kind: kind, identifier: identifier)
    },
    Wording(
      "when reconfiguring an item, which is not allowed. You must dequeue a cell using the same registration or reuse identifier that was used to dequeue the cell originally to obtain the existing cell. (index path %p, existing identifier %w, dequeued identifier %w)",
      view: .collection
    ) { c in
      .reconfigureChangedCellType(path: path(c, 0), existing: word(c, 1), dequeued: word(c, 2))
    },
    Wording(
      "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell",
      view: .collection
    ) { _ in
      .reconfigureChangedCellType(path: nil, existing: nil, dequeued: nil)
    },
    Wording(
      "reconfigureRows(at:) must dequeue the cell already shown at (%p) (identifier %w) but dequeued identifier %w;",
      view: .table
    ) { c in
      .reconfigureChangedCellType(path: path(c, 0), existing: word(c, 1), dequeued: word(c, 2))
    },
    Wording("Avoid dequeuing views without a request from the collection view. (kind %w, index path %p)") { c in
      .viewNotDequeuedForRequest(kind: word(c, 0), path: path(c, 1))
    },
    Wording("Expected dequeued view to be returned to the collection view in preparation for display") { _ in
      .viewNotDequeuedForRequest(kind: nil, path: nil)
    },
    Wording("the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (%w,%p)") { c in
      word(c, 0).map { .supplementaryViewNil(kind: $0, path: path(c, 1)) }
    },
    Wording("UITableView dataSource is not set", view: .table) { _ in .dataSourceNotSet },
    Wording("UICollectionView dataSource is not set", view: .collection) { _ in .dataSourceNotSet },
    Wording("row (%d) beyond bounds (%d) for section (%d)", view: .table) { c in
      guard let row = number(c, 0), let count = number(c, 1), let section = number(c, 2) else { return nil }
      return .scrollOutOfRange(row: row, section: section, rowCount: count)
    },
    Wording("Attempting to scroll to an invalid index path: %p (section %d has %d items)", view: .collection) { c in
      guard let path = path(c, 0), let count = number(c, 2) else { return nil }
      return .scrollOutOfRange(row: path.row, section: path.section, rowCount: count)
    },
    Wording("Invalid index path for use with UITableView", view: .table) { _ in .invalidIndexPath },
    Wording("Invalid index path for use with UICollectionView", view: .collection) { _ in .invalidIndexPath },
  ]

  // MARK: Invalid batch updates detected

  /// "Invalid batch updates detected: … Data source before updates = { 1 section with row
  /// counts: [3] } Data source after updates = { … } Updates = [ Delete row (0 - 1), … ]".
  mutating func batchUpdatesDetected() throws(UIKitExceptionParseError) -> UIKitException {
    var view: UIKitException.View = contains("and/or items") ? .collection : contains("and/or rows") ? .table : .unknown
    let before = try counts(after: "Data source before updates = ", view: &view)
    let after = try counts(after: "Data source after updates = ", view: &view)
    guard let updatesStart = end(of: "Updates = [") else {
      throw missing("Updates = [", "the list of updates, \"Updates = [ … ]\"")
    }
    var cursor = updatesStart
    var updates: [UIKitException.Operation] = []
    skipSpaces(&cursor)
    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "]") {
      let (operation, end) = try self.operation(at: cursor, view: &view)
      updates.append(operation)
      cursor = end
      skipSpaces(&cursor)
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") { cursor += 1 }
      skipSpaces(&cursor)
    }
    guard cursor < bytes.count else {
      throw UIKitExceptionParseError(part: snippet(around: cursor), problem: "expected ']' to end the updates")
    }
    if view == .unknown { view = guessedView() }
    return UIKitException(view: view, kind: .batchUpdatesDetected(before: before, after: after, updates: updates))
  }

  /// The counts of `{ 2 sections with row counts: [3, 4] }` after `label`.
  mutating func counts(after label: String, view: inout UIKitException.View) throws(UIKitExceptionParseError) -> [Int] {
    guard let start = end(of: label) else { throw missing(label, "\"\(label){ … }\"") }
    let tokens = Self.tokens("{ %d %w with %w counts: [")
    var ignored = view
    guard let (captures, listStart) = match(tokens, at: start, view: &ignored), let sections = Self.number(captures, 0),
      let noun = Self.word(captures, 2)
    else {
      throw UIKitExceptionParseError(
        part: snippet(around: start), problem: "expected \"{ N sections with row counts: [ … ] }\" after \(label)")
    }
    if noun == "item" { view = .collection } else if noun == "row" { view = .table }
    var cursor = listStart
    var counts: [Int] = []
    skipSpaces(&cursor)
    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "]") {
      guard let (value, end) = number(at: cursor) else {
        throw UIKitExceptionParseError(part: snippet(around: cursor), problem: "expected a count in \(label)")
      }
      counts.append(value)
      cursor = end
      skipSpaces(&cursor)
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") { cursor += 1 }
      skipSpaces(&cursor)
    }
    guard cursor < bytes.count else {
      throw UIKitExceptionParseError(
        part: snippet(around: cursor), problem: "expected ']' to end the counts of \(label)")
    }
    guard counts.count == sections else {
      throw UIKitExceptionParseError(
        part: snippet(around: start), problem: "\(label)says \(sections) sections but lists \(counts.count) counts")
    }
    return counts
  }

  /// One operation of the updates list.
  mutating func operation(
    at position: Int, view: inout UIKitException.View
  ) throws(UIKitExceptionParseError) -> (
    UIKitException.Operation, Int
  ) {
    var ignored = view
    for (pattern, make) in Self.operationWordings {
      if let (captures, end) = match(Self.tokens(pattern), at: position, view: &ignored), let operation = make(captures)
      {
        if pattern.contains(" item") { view = .collection } else if pattern.contains(" row") { view = .table }
        return (operation, end)
      }
    }
    throw UIKitExceptionParseError(
      part: snippet(around: position),
      problem:
        "expected an update such as \"Insert row (0 - 3)\", \"Delete section 1\" or \"Move item (0 - 1) to (0 - 2)\"")
  }

  static let operationWordings: [(String, @Sendable ([Capture]) -> UIKitException.Operation?)] = [
    ("Insert section %d", { c in number(c, 0).map { .insertSection($0) } }),
    ("Delete section %d", { c in number(c, 0).map { .deleteSection($0) } }),
    ("Reload section %d", { c in number(c, 0).map { .reloadSection($0) } }),
    (
      "Move section %d to %d", { c in number(c, 0).flatMap { from in number(c, 1).map { .moveSection(from, to: $0) } } }
    ),
    ("Insert row %p", { c in path(c, 0).map { .insertRow($0) } }),
    ("Insert item %p", { c in path(c, 0).map { .insertRow($0) } }),
    ("Delete row %p", { c in path(c, 0).map { .deleteRow($0) } }),
    ("Delete item %p", { c in path(c, 0).map { .deleteRow($0) } }),
    ("Reload row %p", { c in path(c, 0).map { .reloadRow($0) } }),
    ("Reload item %p", { c in path(c, 0).map { .reloadRow($0) } }),
    ("Move row %p to %p", { c in path(c, 0).flatMap { from in path(c, 1).map { .moveRow(from, to: $0) } } }),
    ("Move item %p to %p", { c in path(c, 0).flatMap { from in path(c, 1).map { .moveRow(from, to: $0) } } }),
  ]

  func skipSpaces(_ cursor: inout Int) {
    while cursor < bytes.count, bytes[cursor] == 0x20 { cursor += 1 }
  }

  /// Where `text` ends, at its first occurrence.
  func end(of text: String) -> Int? {
    let needle = Array(text.utf8)
    guard let head = needle.first, needle.count <= bytes.count else { return nil }
    for start in 0...(bytes.count - needle.count) where bytes[start] == head {
      if bytes[start..<(start + needle.count)].elementsEqual(needle) { return start + needle.count }
    }
    return nil
  }

  func snippet(around position: Int) -> String {
    let start = max(0, min(position, bytes.count) - 30)
    let end = min(bytes.count, position + 30)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  func missing(_ label: String, _ expected: String) -> UIKitExceptionParseError {
    UIKitExceptionParseError(
      part: snippet(around: bytes.count), problem: "expected \(expected); the text ends before it")
  }

  // MARK: Duplicate identifiers

  /// "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {( … )}", the
  /// section snapshot's "Identifiers in a section snapshot must be unique. Duplicate item
  /// identifiers: {( … )}", and the first releases' "supplied identifiers are not unique".
  func duplicateIdentifiers() -> UIKitException? {
    guard contains("identifiers are not unique") || contains("Identifiers in a section snapshot must be unique") else {
      return nil
    }
    let ofSections: Bool? =
      contains("supplied section identifiers")
      ? true
      : contains("supplied item identifiers") || contains("Duplicate item identifiers") ? false : nil
    var identifiers: [String] = []
    if let marker = original.firstRange(of: "identifiers: {") {
      var list = original[marker.upperBound...]
      let closing = list.firstRange(of: ")}") ?? list.firstRange(of: "}")
      if let closing { list = list[..<closing.lowerBound] }
      if list.first == "(" { list = list.dropFirst() }
      for line in list.split(whereSeparator: { $0 == "\n" }) {
        var item = Substring(line)
        while let first = item.first, first.isWhitespace { item = item.dropFirst() }
        while let last = item.last, last.isWhitespace || last == "," { item = item.dropLast() }
        if !item.isEmpty { identifiers.append(String(item)) }
      }
    }
    return UIKitException(
      view: .collection, kind: .duplicateIdentifiers(ofSections: ofSections, identifiers: identifiers))
  }
}
#endif
