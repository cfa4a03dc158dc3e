// The JSON document of a recording, written by hand: the core imports nothing but TesseraDiff,
// and a crash handler must be able to write it with no other module loaded.
//
// The document (version 1):
//
//     {"format": "tessera-flight-recording", "version": 1, "host": "TableViewHost",
//      "settings": {...}, "dropped": 0, "types": ["App.Price", ...],
//      "start": [SECTION...], "entries": [UPDATE or EVENT...]}
//
// A SECTION is an object with "id", optional "header" and "footer" ({"type": index, "fp": n,
// "height": HEIGHT}, no "type" for a title), "collapsible" ("expanded" or "collapsed", how it
// starts; absent when fixed), "collapsed": true while collapsed, "layout" (absent for a plain
// list), "index": true when it has an index title, "rows" and "hidden" (rows of a collapsed
// section). A ROW is [ID, type index, fingerprint, HEIGHT, flags] (flags: 1 expandable, 2
// initially expanded, 4 moves within its section, 8 within the list); in an update's sections a
// [from, count] pair stands for rows kept from the shape before. HEIGHT is "f44.0" (fixed),
// "r0.375" (aspect ratio), "a" (automatic) or "e44.0" (automatic with an estimate). An ID is a
// string, an integer, {"type": name, "value": description} or {"redacted": text}.
extension FlightRecording {
  /// The recording as a JSON document (UTF-8 text), in the format `FlightRecording(json:)` of
  /// `TesseraTesting` reads: on one line, or with `lineBreaks` a line per update and event.
  /// - Complexity: O(rows of the first shape + rows written out by updates + events).
  public func json(lineBreaks: Bool = false) -> String {
    var body = JSONWriter()
    body.raw(",\"start\":")
    body.sections(start.sections.map { ($0.attributes, $0.rows.map(RowRun.row), $0.hiddenRows) })
    body.raw(",\"entries\":[")
    for (index, entry) in entries.enumerated() {
      if index > 0 { body.raw(",") }
      if lineBreaks { body.raw("\n") }
      switch entry {
      case .update(let update): body.update(update)
      case .event(let event): body.event(event)
      }
    }
    body.raw(lineBreaks ? "\n]}" : "]}")
    var head = JSONWriter()
    head.raw("{\"format\":")
    head.string(Self.formatName)
    head.raw(",\"version\":\(version),\"host\":")
    if let hostKind { head.string(hostKind) } else { head.raw("null") }
    head.raw(",\"settings\":")
    head.settings(settings)
    head.raw(",\"dropped\":\(droppedUpdates),\"types\":[")
    for (index, name) in body.typeNames.enumerated() {
      if index > 0 { head.raw(",") }
      head.string(name)
    }
    head.raw("]")
    return head.text + body.text
  }
}

/// Writes JSON text piece by piece, numbering the content type names it meets.
struct JSONWriter {
  var text = ""
  var typeNames: [String] = []
  var typeIndexes: [String: Int] = [:]

  mutating func raw(_ piece: String) { text += piece }

  /// `value` as a JSON string.
  mutating func string(_ value: String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20:
        let digits = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }

  /// `value` as a JSON number: whole numbers without a fraction, others as Swift writes them,
  /// and `null` for a value that is not finite.
  mutating func number(_ value: Double) {
    text += Self.number(value)
  }

  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return value.description
  }

  mutating func bool(_ value: Bool) { text += value ? "true" : "false" }

  mutating func type(_ name: String) {
    if let index = typeIndexes[name] {
      text += String(index)
    } else {
      typeIndexes[name] = typeNames.count
      text += String(typeNames.count)
      typeNames.append(name)
    }
  }

  mutating func identifier(_ id: FlightRecording.Identifier) {
    switch id {
    case .string(let value): string(value)
    case .int(let value): text += String(value)
    case .other(let type, let description):
      text += "{\"type\":"
      string(type)
      text += ",\"value\":"
      string(description)
      text += "}"
    case .redacted(let value):
      text += "{\"redacted\":"
      string(value)
      text += "}"
    }
  }

  /// `f44.0`, `r0.375`, `a` or `e44.0`.
  static func height(_ policy: HeightPolicy) -> String {
    switch policy.kind {
    case .fixed(let value): "f\(value)"
    case .aspectRatio(let value): "r\(value)"
    case .automatic(nil): "a"
    case .automatic(let estimate?): "e\(estimate)"
    }
  }

  mutating func row(_ row: FlightRecording.Row) {
    text += "["
    identifier(row.id)
    text += ","
    type(row.type)
    text += ",\(row.fingerprint),"
    string(Self.height(row.height))
    var flags = (row.isExpandable ? 1 : 0) | (row.isInitiallyExpanded ? 2 : 0)
    if let scope = row.moveScope { flags |= scope == .section ? 4 : 8 }
    text += ",\(flags)]"
  }

  mutating func supplement(_ supplement: FlightRecording.Supplement) {
    text += "{"
    if let contentType = supplement.contentType {
      text += "\"type\":"
      type(contentType)
      text += ","
    }
    text += "\"fp\":\(supplement.fingerprint)"
    if let height = supplement.height {
      text += ",\"height\":"
      string(Self.height(height))
    }
    text += "}"
  }

  mutating func layout(_ layout: CollectionSectionLayout) {
    switch layout {
    case .list(let appearance):
      string(appearance == .grouped ? "grouped" : appearance == .insetGrouped ? "insetGrouped" : "plain")
    case .grid(let columns, let spacing, let itemHeight, let insets):
      text += "{\"grid\":[\(columns),"
      number(spacing)
      text += ","
      string(Self.height(itemHeight))
      text += ","
      number(insets)
      text += "]}"
    }
  }

  mutating func sections(
    _ sections: [(FlightRecording.SectionAttributes, [FlightRecording.RowRun], [FlightRecording.Row])]
  ) {
    text += "["
    for (index, (attributes, rows, hidden)) in sections.enumerated() {
      if index > 0 { text += "," }
      text += "{\"id\":"
      identifier(attributes.id)
      if let header = attributes.header {
        text += ",\"header\":"
        supplement(header)
      }
      if let footer = attributes.footer {
        text += ",\"footer\":"
        supplement(footer)
      }
      if case .collapsible(let initiallyCollapsed) = attributes.collapsibility {
        text += initiallyCollapsed ? ",\"collapsible\":\"collapsed\"" : ",\"collapsible\":\"expanded\""
      }
      if attributes.isCollapsed { text += ",\"collapsed\":true" }
      if attributes.layout != .list {
        text += ",\"layout\":"
        layout(attributes.layout)
      }
      if attributes.hasIndexTitle { text += ",\"index\":true" }
      text += ",\"rows\":["
      for (position, run) in rows.enumerated() {
        if position > 0 { text += "," }
        switch run {
        case .kept(let from, let count): text += "[\(from),\(count)]"
        case .row(let value): row(value)
        }
      }
      text += "]"
      if !hidden.isEmpty {
        text += ",\"hidden\":["
        for (position, value) in hidden.enumerated() {
          if position > 0 { text += "," }
          row(value)
        }
        text += "]"
      }
      text += "}"
    }
    text += "]"
  }

  mutating func settings(_ settings: FlightRecording.Settings) {
    text += "{\"keepsSelection\":"
    bool(settings.keepsSelection)
    text += ",\"multipleSelection\":"
    bool(settings.allowsMultipleSelection)
    text += ",\"titleHeight\":"
    number(settings.titleSupplementHeight)
    if let height = settings.viewportHeight {
      text += ",\"viewportHeight\":"
      number(height)
    }
    if let maximum = settings.maximumAnimatedChanges { text += ",\"maximumAnimatedChanges\":\(maximum)" }
    text += ",\"reloadsOffScreen\":"
    bool(settings.reloadsWhenHostCannotAnimate)
    text += ",\"anchoring\":"
    string(Self.name(of: settings.anchoring))
    text += ",\"estimate\":"
    number(settings.defaultRowEstimate)
    text += "}"
  }

  /// `firstVisibleRow`, `bottom`, `top` or `none`.
  static func name(of anchoring: ListAnchoring) -> String {
    switch anchoring {
    case .firstVisibleRow: "firstVisibleRow"
    case .bottom: "bottom"
    case .top: "top"
    case .none: "none"
    }
  }

  mutating func path(_ path: ElementPath) { text += "[\(path.section),\(path.element)]" }

  mutating func update(_ update: FlightRecording.Update) {
    text += "{\"update\":\(update.number),\"animated\":"
    bool(update.isAnimated)
    switch update.outcome {
    case .batches: text += ",\"outcome\":\"batches\""
    case .unchanged: text += ",\"outcome\":\"unchanged\""
    case .reload(let reason): text += ",\"outcome\":\"reload\",\"reason\":\"\(reason.rawValue)\""
    }
    if update.skippedSnapshots > 0 { text += ",\"skipped\":\(update.skippedSnapshots)" }
    text += ",\"width\":"
    number(update.width)
    if let top = update.viewportTop {
      text += ",\"top\":"
      number(top)
    }
    text += ",\"sections\":"
    sections(update.change.sections.map { ($0.attributes, $0.rows, $0.hiddenRows) })
    text += ",\"batches\":["
    for (index, batch) in update.batches.enumerated() {
      if index > 0 { text += "," }
      self.batch(batch)
    }
    text += "]}"
  }

  mutating func batch(_ batch: FlightRecording.Batch) {
    text += "{\"first\":"
    bool(batch.isFirstOfUpdate)
    text += ",\"animated\":"
    bool(batch.isAnimated)
    func indexes(_ name: String, _ values: [Int]) {
      guard !values.isEmpty else { return }
      text += ",\"\(name)\":[" + values.map(String.init).joined(separator: ",") + "]"
    }
    indexes("deleteSections", batch.sectionDeletes)
    indexes("insertSections", batch.sectionInserts)
    indexes("updateSections", batch.sectionUpdates)
    if !batch.sectionMoves.isEmpty {
      text +=
        ",\"moveSections\":[" + batch.sectionMoves.map { "[\($0.source),\($0.target)]" }.joined(separator: ",") + "]"
    }
    for (name, paths) in [
      ("deleteRows", batch.rowDeletes), ("insertRows", batch.rowInserts), ("updateRows", batch.rowUpdates),
    ]
    where !paths.isEmpty {
      text += ",\"\(name)\":[" + paths.map { "[\($0.section),\($0.element)]" }.joined(separator: ",") + "]"
    }
    if !batch.rowMoves.isEmpty {
      text +=
        ",\"moveRows\":["
        + batch.rowMoves.map { "[\($0.source.section),\($0.source.element),\($0.target.section),\($0.target.element)]" }
        .joined(separator: ",") + "]"
    }
    indexes("refresh", batch.supplementRefreshes)
    text += "}"
  }

  mutating func event(_ event: FlightRecording.Event) {
    switch event {
    case .tap(let row, let at):
      text += "{\"event\":\"tap\",\"row\":"
      identifier(row)
      text += ",\"at\":"
      path(at)
    case .deselect(let row, let at):
      text += "{\"event\":\"deselect\",\"row\":"
      identifier(row)
      text += ",\"at\":"
      path(at)
    case .viewport(let top):
      text += "{\"event\":\"viewport\",\"top\":"
      number(top)
    case .width(let width):
      text += "{\"event\":\"width\",\"width\":"
      number(width)
    case .registration(let contentType, let view, let forSupplements):
      text += "{\"event\":\"register\",\"type\":"
      string(contentType)
      text += ",\"view\":"
      string(view)
      text += ",\"supplements\":"
      bool(forSupplements)
    case .settings(let settings):
      text += "{\"event\":\"settings\",\"settings\":"
      self.settings(settings)
    case .expansion(let row, let isExpanded):
      text += "{\"event\":\"expand\",\"row\":"
      identifier(row)
      text += ",\"expanded\":"
      bool(isExpanded)
    case .collapse(let section, let isCollapsed):
      text += "{\"event\":\"collapse\",\"section\":"
      identifier(section)
      text += ",\"collapsed\":"
      bool(isCollapsed)
    case .userMove(let row, let from, let to):
      text += "{\"event\":\"move\",\"row\":"
      identifier(row)
      text += ",\"from\":"
      path(from)
      text += ",\"to\":"
      path(to)
    case .heightInvalidation(let row):
      text += "{\"event\":\"invalidate\",\"row\":"
      identifier(row)
    case .measuredHeightsInvalidation:
      text += "{\"event\":\"invalidate-heights\""
    case .supplementHeightsInvalidation:
      text += "{\"event\":\"invalidate-supplements\""
    case .rowMeasurement(let row, let width, let isExpanded, let height):
      text += "{\"event\":\"measure\",\"row\":"
      identifier(row)
      text += ",\"width\":"
      number(width)
      text += ",\"expanded\":"
      bool(isExpanded)
      text += ",\"height\":"
      number(height)
    case .supplementMeasurement(let section, let isHeader, let width, let height):
      text += "{\"event\":\"measure-supplement\",\"section\":"
      identifier(section)
      text += ",\"header\":"
      bool(isHeader)
      text += ",\"width\":"
      number(width)
      text += ",\"height\":"
      number(height)
    case .anchoring(let row, let distance):
      text += "{\"event\":\"anchor\""
      if let row {
        text += ",\"row\":"
        identifier(row)
      }
      text += ",\"distance\":"
      number(distance)
    case .diagnostic(let kind, let message):
      text += "{\"event\":\"diagnostic\",\"kind\":"
      string(kind)
      if let message {
        text += ",\"text\":"
        string(message)
      }
    case .eventsDropped(let count):
      text += "{\"event\":\"dropped\",\"count\":\(count)"
    }
    text += "}"
  }
}
