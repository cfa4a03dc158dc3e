// Reading recordings and UIKit's texts is for replays, which run where the headless views do
// (and its typed throws need a newer standard library than the iOS 16 SDK's).
#if !canImport(UIKit)
/// Why a flight recording could not be read: the part of the document at fault, and what was
/// expected there.
public struct FlightRecordingReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where in the document: `line 3, column 14` for a syntax error, a path such as
  /// `entries[4].sections[0].rows[2]` otherwise.
  public var location: String
  /// What is wrong there.
  public var problem: String

  /// Creates an error.
  public init(location: String, problem: String) {
    self.location = location
    self.problem = problem
  }

  /// `entries[4].sections[0].rows[2]: a row is [id, type, fingerprint, height, flags]`.
  public var description: String { location.isEmpty ? problem : "\(location): \(problem)" }
}

extension FlightRecording {
  /// Reads a recording from the JSON document ``json()`` writes.
  ///
  /// - Throws: ``FlightRecordingReadError`` naming the part that could not be read: text that
  ///   is not JSON, another document, a version newer than this reader, or a member missing or
  ///   of the wrong kind.
  public init(json: String) throws(FlightRecordingReadError) {
    let document: ReplayJSON
    do {
      document = try ReplayJSON.parse(json)
    } catch {
      throw FlightRecordingReadError(
        location: "line \(error.line), column \(error.column)", problem: "expected \(error.expected)")
    }
    var reader = RecordingReader()
    self = try reader.recording(document)
  }
}

/// Reads a recording's JSON, keeping the path it is at for its errors.
struct RecordingReader {
  var typeNames: [String] = []

  func fail(_ path: String, _ problem: String) -> FlightRecordingReadError {
    FlightRecordingReadError(location: path, problem: problem)
  }

  mutating func recording(_ document: ReplayJSON) throws(FlightRecordingReadError) -> FlightRecording {
    guard case .object = document else { throw fail("", "a flight recording is a JSON object") }
    guard case .string(let format)? = document["format"], format == FlightRecording.formatName else {
      throw fail("format", "not a flight recording (its \"format\" must be \"\(FlightRecording.formatName)\")")
    }
    let version = try int(document["version"], "version")
    guard version >= 1 else { throw fail("version", "\(version) is not a version") }
    guard version <= FlightRecording.currentVersion else {
      throw fail("version", "version \(version) is newer than this reader's (\(FlightRecording.currentVersion))")
    }
    var hostKind: String?
    switch document["host"] {
    case nil, .null?: hostKind = nil
    case .string(let name)?: hostKind = name
    default: throw fail("host", "expected a string or null")
    }
    let settings = try self.settings(document["settings"], "settings")
    let dropped =
      try present(document["dropped"]) { value throws(FlightRecordingReadError) in try int(value, "dropped") } ?? 0
    guard case .array(let types)? = document["types"] else { throw fail("types", "expected an array of type names") }
    typeNames = []
    for (index, type) in types.enumerated() {
      guard case .string(let name) = type else { throw fail("types[\(index)]", "expected a type name") }
      typeNames.append(name)
    }
    guard case .array(let startSections)? = document["start"] else {
      throw fail("start", "expected an array of sections")
    }
    var start: [FlightRecording.Section] = []
    for (index, section) in startSections.enumerated() {
      let change = try sectionChange(section, "start[\(index)]")
      var rows: [FlightRecording.Row] = []
      for (position, run) in change.rows.enumerated() {
        guard case .row(let row) = run else {
          throw fail("start[\(index)].rows[\(position)]", "the first shape writes every row out")
        }
        rows.append(row)
      }
      start.append(FlightRecording.Section(attributes: change.attributes, rows: rows, hiddenRows: change.hiddenRows))
    }
    guard case .array(let entryValues)? = document["entries"] else { throw fail("entries", "expected an array") }
    var entries: [FlightRecording.Entry] = []
    for (index, value) in entryValues.enumerated() {
      let path = "entries[\(index)]"
      if value["update"] != nil {
        entries.append(.update(try update(value, path)))
      } else if value["event"] != nil {
        entries.append(.event(try event(value, path)))
      } else {
        throw fail(path, "expected an update (with \"update\") or an event (with \"event\")")
      }
    }
    return FlightRecording(
      version: version, hostKind: hostKind, settings: settings, droppedUpdates: dropped,
      start: FlightRecording.Shape(sections: start), entries: entries)
  }

  // MARK: Values

  /// `read(value)`, or `nil` for a member that is not there. (`Optional.map` of the iOS 16
  /// SDK's standard library does not keep a closure's typed error.)
  func present<Value>(
    _ value: ReplayJSON?, _ read: (ReplayJSON) throws(FlightRecordingReadError) -> Value
  ) throws(FlightRecordingReadError) -> Value? {
    guard let value else { return nil }
    return try read(value)
  }

  func int(_ value: ReplayJSON?, _ path: String) throws(FlightRecordingReadError) -> Int {
    guard case .number(_, let integer?)? = value else { throw fail(path, "expected an integer") }
    return integer
  }

  func double(_ value: ReplayJSON?, _ path: String) throws(FlightRecordingReadError) -> Double {
    switch value {
    case .number(let number, _)?: return number
    case .null?: return .nan
    default: throw fail(path, "expected a number")
    }
  }

  func bool(
    _ value: ReplayJSON?, _ path: String, default fallback: Bool? = nil
  ) throws(FlightRecordingReadError) -> Bool {
    switch value {
    case .bool(let flag)?: return flag
    case nil where fallback != nil: return fallback ?? false
    default: throw fail(path, "expected true or false")
    }
  }

  func string(_ value: ReplayJSON?, _ path: String) throws(FlightRecordingReadError) -> String {
    guard case .string(let text)? = value else { throw fail(path, "expected a string") }
    return text
  }

  func identifier(_ value: ReplayJSON?, _ path: String) throws(FlightRecordingReadError) -> FlightRecording.Identifier {
    switch value {
    case .string(let text)?: return .string(text)
    case .number(_, let integer?)?: return .int(integer)
    case .object?:
      if case .string(let text)? = value?["redacted"] { return .redacted(text) }
      guard case .string(let type)? = value?["type"], case .string(let description)? = value?["value"] else {
        throw fail(path, "an id object has \"type\" and \"value\", or \"redacted\"")
      }
      return .other(type: type, description: description)
    default:
      throw fail(path, "expected an id: a string, an integer or an object")
    }
  }

  func height(_ value: ReplayJSON?, _ path: String) throws(FlightRecordingReadError) -> HeightPolicy {
    let text = try string(value, path)
    guard let kind = text.first else { throw fail(path, "an empty height") }
    if kind == "a", text.count == 1 { return .automatic }
    guard let number = Double(text.dropFirst()) ?? Self.special(text.dropFirst()) else {
      throw fail(path, "\"\(text)\" is not a height (f44.0, r0.5, a or e44.0)")
    }
    switch kind {
    case "f": return .fixed(number)
    case "r": return .aspectRatio(number)
    case "e": return .automatic(estimate: number)
    default: throw fail(path, "\"\(text)\" is not a height (f44.0, r0.5, a or e44.0)")
    }
  }

  /// The numbers Swift writes that `Double(_:)` does not read back the same way.
  static func special(_ text: Substring) -> Double? {
    switch text {
    case "nan": .nan
    case "inf": .infinity
    case "-inf": -.infinity
    default: nil
    }
  }

  func typeName(_ value: ReplayJSON?, _ path: String) throws(FlightRecordingReadError) -> String {
    let index = try int(value, path)
    guard typeNames.indices.contains(index) else {
      throw fail(path, "type \(index) is not in \"types\" (\(typeNames.count) names)")
    }
    return typeNames[index]
  }

  func row(_ value: ReplayJSON, _ path: String) throws(FlightRecordingReadError) -> FlightRecording.Row {
    guard case .array(let parts) = value, parts.count == 5 else {
      throw fail(path, "a row is [id, type, fingerprint, height, flags]")
    }
    let flags = try int(parts[4], path + "[4]")
    guard (0..<16).contains(flags), flags & 12 != 12 else { throw fail(path + "[4]", "\(flags) is not a row's flags") }
    return FlightRecording.Row(
      id: try identifier(parts[0], path + "[0]"), type: try typeName(parts[1], path + "[1]"),
      fingerprint: try int(parts[2], path + "[2]"), height: try height(parts[3], path + "[3]"),
      isExpandable: flags & 1 != 0, isInitiallyExpanded: flags & 2 != 0,
      moveScope: flags & 4 != 0 ? .section : flags & 8 != 0 ? .list : nil)
  }

  func supplement(_ value: ReplayJSON?, _ path: String) throws(FlightRecordingReadError) -> FlightRecording.Supplement?
  {
    guard let value else { return nil }
    guard case .object = value else { throw fail(path, "expected a header or footer object") }
    return FlightRecording.Supplement(
      contentType: try present(value["type"]) { type throws(FlightRecordingReadError) in
        try typeName(type, path + ".type")
      },
      fingerprint: try int(value["fp"], path + ".fp"),
      height: try present(value["height"]) { height throws(FlightRecordingReadError) in
        try self.height(height, path + ".height")
      })
  }

  func layout(_ value: ReplayJSON?, _ path: String) throws(FlightRecordingReadError) -> CollectionSectionLayout {
    switch value {
    case nil, .string("plain")?: return .list
    case .string("grouped")?: return .list(.grouped)
    case .string("insetGrouped")?: return .list(.insetGrouped)
    case .object?:
      guard case .array(let parts)? = value?["grid"], parts.count == 4 else {
        throw fail(path, "a grid layout is {\"grid\": [columns, spacing, item height, insets]}")
      }
      return .grid(
        columns: try int(parts[0], path + ".grid[0]"), spacing: try double(parts[1], path + ".grid[1]"),
        itemHeight: try height(parts[2], path + ".grid[2]"), insets: try double(parts[3], path + ".grid[3]"))
    default:
      throw fail(path, "expected plain, grouped, insetGrouped or a grid")
    }
  }

  func sectionChange(
    _ value: ReplayJSON, _ path: String
  ) throws(FlightRecordingReadError) -> FlightRecording.SectionChange {
    guard case .object = value else { throw fail(path, "expected a section object") }
    let collapsibility: Collapsibility
    switch value["collapsible"] {
    case nil: collapsibility = .fixed
    case .string("expanded")?: collapsibility = .collapsible(initiallyCollapsed: false)
    case .string("collapsed")?: collapsibility = .collapsible(initiallyCollapsed: true)
    default: throw fail(path + ".collapsible", "expected \"expanded\" or \"collapsed\"")
    }
    let attributes = FlightRecording.SectionAttributes(
      id: try identifier(value["id"], path + ".id"), header: try supplement(value["header"], path + ".header"),
      footer: try supplement(value["footer"], path + ".footer"), collapsibility: collapsibility,
      isCollapsed: try bool(value["collapsed"], path + ".collapsed", default: false),
      layout: try layout(value["layout"], path + ".layout"),
      hasIndexTitle: try bool(value["index"], path + ".index", default: false))
    guard case .array(let items)? = value["rows"] else { throw fail(path + ".rows", "expected an array of rows") }
    var rows: [FlightRecording.RowRun] = []
    rows.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      if case .array(let parts) = item, parts.count == 2 {
        let from = try int(parts[0], "\(path).rows[\(index)][0]")
        let count = try int(parts[1], "\(path).rows[\(index)][1]")
        guard from >= 0, count > 0 else {
          throw fail("\(path).rows[\(index)]", "a run of kept rows is [from, count], both positive")
        }
        rows.append(.kept(from: from, count: count))
      } else {
        rows.append(.row(try row(item, "\(path).rows[\(index)]")))
      }
    }
    var hidden: [FlightRecording.Row] = []
    if let hiddenValue = value["hidden"] {
      guard case .array(let items) = hiddenValue else { throw fail(path + ".hidden", "expected an array of rows") }
      for (index, item) in items.enumerated() { hidden.append(try row(item, "\(path).hidden[\(index)]")) }
    }
    return FlightRecording.SectionChange(attributes: attributes, rows: rows, hiddenRows: hidden)
  }

  func settings(_ value: ReplayJSON?, _ path: String) throws(FlightRecordingReadError) -> FlightRecording.Settings {
    guard let value else { return FlightRecording.Settings() }
    guard case .object = value else { throw fail(path, "expected a settings object") }
    let anchoring: ListAnchoring
    switch value["anchoring"] {
    case nil, .string("firstVisibleRow")?: anchoring = .firstVisibleRow
    case .string("bottom")?: anchoring = .bottom
    case .string("top")?: anchoring = .top
    case .string("none")?: anchoring = .none
    default: throw fail(path + ".anchoring", "expected firstVisibleRow, bottom, top or none")
    }
    func number(_ key: String) throws(FlightRecordingReadError) -> Double? {
      try present(value[key]) { item throws(FlightRecordingReadError) in try double(item, "\(path).\(key)") }
    }
    return FlightRecording.Settings(
      keepsSelection: try bool(value["keepsSelection"], path + ".keepsSelection", default: false),
      allowsMultipleSelection: try bool(value["multipleSelection"], path + ".multipleSelection", default: false),
      titleSupplementHeight: try number("titleHeight") ?? 28, viewportHeight: try number("viewportHeight"),
      maximumAnimatedChanges: try present(value["maximumAnimatedChanges"]) { item throws(FlightRecordingReadError) in
        try int(item, path + ".maximumAnimatedChanges")
      },
      reloadsWhenHostCannotAnimate: try bool(value["reloadsOffScreen"], path + ".reloadsOffScreen", default: true),
      anchoring: anchoring, defaultRowEstimate: try number("estimate") ?? 44)
  }

  func path(_ value: ReplayJSON?, _ path: String) throws(FlightRecordingReadError) -> ElementPath {
    guard case .array(let parts)? = value, parts.count == 2 else { throw fail(path, "a position is [section, row]") }
    let section = try int(parts[0], path + "[0]")
    let element = try int(parts[1], path + "[1]")
    guard section >= 0, element >= 0 else { throw fail(path, "a position is not negative") }
    return ElementPath(element: element, section: section)
  }

  // MARK: Entries

  func update(_ value: ReplayJSON, _ path: String) throws(FlightRecordingReadError) -> FlightRecording.Update {
    guard case .object = value else { throw fail(path, "expected an update object") }
    let outcome: FlightRecording.Outcome
    switch value["outcome"] {
    case .string("batches")?: outcome = .batches
    case .string("unchanged")?: outcome = .unchanged
    case .string("reload")?:
      let reason = try string(value["reason"], path + ".reason")
      guard let known = FlightRecording.ReloadReason(rawValue: reason) else {
        throw fail(path + ".reason", "\"\(reason)\" is not a reason to reload")
      }
      outcome = .reload(known)
    default:
      throw fail(path + ".outcome", "expected \"batches\", \"unchanged\" or \"reload\"")
    }
    guard case .array(let sectionValues)? = value["sections"] else {
      throw fail(path + ".sections", "expected an array")
    }
    var sections: [FlightRecording.SectionChange] = []
    for (index, section) in sectionValues.enumerated() {
      sections.append(try sectionChange(section, "\(path).sections[\(index)]"))
    }
    var batches: [FlightRecording.Batch] = []
    if let batchValue = value["batches"] {
      guard case .array(let batchValues) = batchValue else { throw fail(path + ".batches", "expected an array") }
      for (index, batch) in batchValues.enumerated() {
        batches.append(try self.batch(batch, "\(path).batches[\(index)]"))
      }
    }
    return FlightRecording.Update(
      number: try int(value["update"], path + ".update"),
      isAnimated: try bool(value["animated"], path + ".animated", default: true), outcome: outcome,
      skippedSnapshots: try present(value["skipped"]) { v throws(FlightRecordingReadError) in
        try int(v, path + ".skipped")
      }
        ?? 0,
      width: try present(value["width"]) { v throws(FlightRecordingReadError) in try double(v, path + ".width") } ?? 0,
      viewportTop: try present(value["top"]) { v throws(FlightRecordingReadError) in try double(v, path + ".top") },
      change: FlightRecording.ShapeChange(sections: sections), batches: batches)
  }

  func batch(_ value: ReplayJSON, _ path: String) throws(FlightRecordingReadError) -> FlightRecording.Batch {
    guard case .object = value else { throw fail(path, "expected a batch object") }
    func indexes(_ name: String) throws(FlightRecordingReadError) -> [Int] {
      guard let list = value[name] else { return [] }
      guard case .array(let items) = list else { throw fail("\(path).\(name)", "expected an array of indexes") }
      var result: [Int] = []
      for (index, item) in items.enumerated() { result.append(try int(item, "\(path).\(name)[\(index)]")) }
      return result
    }
    func paths(_ name: String) throws(FlightRecordingReadError) -> [ElementPath] {
      guard let list = value[name] else { return [] }
      guard case .array(let items) = list else { throw fail("\(path).\(name)", "expected an array of positions") }
      var result: [ElementPath] = []
      for (index, item) in items.enumerated() { result.append(try self.path(item, "\(path).\(name)[\(index)]")) }
      return result
    }
    var sectionMoves: [Move<Int>] = []
    if let list = value["moveSections"] {
      guard case .array(let items) = list else { throw fail(path + ".moveSections", "expected an array") }
      for (index, item) in items.enumerated() {
        guard case .array(let pair) = item, pair.count == 2 else {
          throw fail("\(path).moveSections[\(index)]", "a section move is [from, to]")
        }
        sectionMoves.append(
          Move(
            source: try int(pair[0], "\(path).moveSections[\(index)][0]"),
            target: try int(pair[1], "\(path).moveSections[\(index)][1]")))
      }
    }
    var rowMoves: [Move<ElementPath>] = []
    if let list = value["moveRows"] {
      guard case .array(let items) = list else { throw fail(path + ".moveRows", "expected an array") }
      for (index, item) in items.enumerated() {
        guard case .array(let parts) = item, parts.count == 4 else {
          throw fail("\(path).moveRows[\(index)]", "a row move is [section, row, to section, to row]")
        }
        var numbers: [Int] = []
        for (position, part) in parts.enumerated() {
          numbers.append(try int(part, "\(path).moveRows[\(index)][\(position)]"))
        }
        rowMoves.append(
          Move(
            source: ElementPath(element: numbers[1], section: numbers[0]),
            target: ElementPath(element: numbers[3], section: numbers[2])))
      }
    }
    return FlightRecording.Batch(
      sectionDeletes: try indexes("deleteSections"), sectionInserts: try indexes("insertSections"),
      sectionUpdates: try indexes("updateSections"), sectionMoves: sectionMoves, rowDeletes: try paths("deleteRows"),
      rowInserts: try paths("insertRows"), rowUpdates: try paths("updateRows"), rowMoves: rowMoves,
      supplementRefreshes: try indexes("refresh"),
      isAnimated: try bool(value["animated"], path + ".animated", default: true),
      isFirstOfUpdate: try bool(value["first"], path + ".first", default: true))
  }

  func event(_ value: ReplayJSON, _ path: String) throws(FlightRecordingReadError) -> FlightRecording.Event {
    let kind = try string(value["event"], path + ".event")
    switch kind {
    case "tap":
      return .tap(row: try identifier(value["row"], path + ".row"), at: try self.path(value["at"], path + ".at"))
    case "deselect":
      return .deselect(row: try identifier(value["row"], path + ".row"), at: try self.path(value["at"], path + ".at"))
    case "viewport": return .viewport(top: try double(value["top"], path + ".top"))
    case "width": return .width(try double(value["width"], path + ".width"))
    case "register":
      return .registration(
        contentType: try string(value["type"], path + ".type"), view: try string(value["view"], path + ".view"),
        forSupplements: try bool(value["supplements"], path + ".supplements", default: false))
    case "settings": return .settings(try settings(value["settings"], path + ".settings"))
    case "expand":
      return .expansion(
        row: try identifier(value["row"], path + ".row"), isExpanded: try bool(value["expanded"], path + ".expanded"))
    case "collapse":
      return .collapse(
        section: try identifier(value["section"], path + ".section"),
        isCollapsed: try bool(value["collapsed"], path + ".collapsed"))
    case "move":
      return .userMove(
        row: try identifier(value["row"], path + ".row"), from: try self.path(value["from"], path + ".from"),
        to: try self.path(value["to"], path + ".to"))
    case "invalidate": return .heightInvalidation(row: try identifier(value["row"], path + ".row"))
    case "invalidate-heights": return .measuredHeightsInvalidation
    case "invalidate-supplements": return .supplementHeightsInvalidation
    case "measure":
      return .rowMeasurement(
        row: try identifier(value["row"], path + ".row"), width: try double(value["width"], path + ".width"),
        isExpanded: try bool(value["expanded"], path + ".expanded"),
        height: try double(value["height"], path + ".height"))
    case "measure-supplement":
      return .supplementMeasurement(
        section: try identifier(value["section"], path + ".section"),
        isHeader: try bool(value["header"], path + ".header"),
        width: try double(value["width"], path + ".width"), height: try double(value["height"], path + ".height"))
    case "anchor":
      return .anchoring(
        row: try present(value["row"]) { row throws(FlightRecordingReadError) in try identifier(row, path + ".row") },
        distance: try double(value["distance"], path + ".distance"))
    case "diagnostic":
      return .diagnostic(
        kind: try string(value["kind"], path + ".kind"),
        text: try present(value["text"]) { text throws(FlightRecordingReadError) in try string(text, path + ".text") })
    case "dropped": return .eventsDropped(count: try int(value["count"], path + ".count"))
    default: throw fail(path + ".event", "\"\(kind)\" is not an event this reader knows")
    }
  }
}

extension FlightCrashReport {
  /// Reads a crash report from the JSON document ``json()`` writes.
  /// - Throws: ``FlightRecordingReadError`` naming the part that could not be read.
  public init(json: String) throws(FlightRecordingReadError) {
    let document: ReplayJSON
    do {
      document = try ReplayJSON.parse(json)
    } catch {
      throw FlightRecordingReadError(
        location: "line \(error.line), column \(error.column)", problem: "expected \(error.expected)")
    }
    guard case .string(let format)? = document["format"], format == FlightCrashReport.formatName else {
      throw FlightRecordingReadError(
        location: "format", problem: "not a crash report (its \"format\" must be \"\(FlightCrashReport.formatName)\")")
    }
    var name: String?
    var reason: String?
    if case .string(let text)? = document["exception"]?["name"] { name = text }
    if case .string(let text)? = document["exception"]?["reason"] { reason = text }
    guard case .array(let values)? = document["recordings"] else {
      throw FlightRecordingReadError(location: "recordings", problem: "expected an array of recordings")
    }
    var recordings: [FlightRecording] = []
    for (index, value) in values.enumerated() {
      var reader = RecordingReader()
      do {
        recordings.append(try reader.recording(value))
      } catch {
        throw FlightRecordingReadError(location: "recordings[\(index)].\(error.location)", problem: error.problem)
      }
    }
    self.init(exceptionName: name, exceptionReason: reason, recordings: recordings)
  }
}
#endif
