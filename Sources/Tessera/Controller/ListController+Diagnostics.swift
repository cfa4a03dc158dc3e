extension ListController {
  /// Reports `diagnostic` through ``diagnosticsHandler`` unless one of its kind was reported
  /// before: the one way hosts and the controller report problems, so each is said once however
  /// often it recurs. A missing renderer is said once per content type (and once more for
  /// headers and footers), naming the first row met: 200 rows of an unregistered type are one
  /// diagnostic, not 200. Likewise ids not equal to themselves are said once for rows and once
  /// for sections, and contents not equal to themselves once per content type.
  public func report(_ diagnostic: ListDiagnostic) {
    // Bounded, so a screen that keeps producing new problems cannot grow memory without end.
    if reportedDiagnostics.count > 1_000 { reportedDiagnostics.removeAll() }
    guard reportedDiagnostics.insert(DiagnosticKey(diagnostic)).inserted else { return }
    diagnosticsHandler(diagnostic)
  }

  /// Validates `snapshot` in full and reports what it finds; only called when the presenter
  /// saw a problem, so sound snapshots pay nothing.
  func reportProblems(of snapshot: ListSnapshot) {
    for problem in snapshot.validate() { report(problem) }
  }

  /// Whether a section or row id of `list` occurs twice or is not equal to itself (a reload
  /// runs no diff to notice).
  /// - Complexity: O(rows + sections).
  static func hasIDProblems(_ list: PresentedList) -> Bool {
    var rowIDs = Set<RowID>(minimumCapacity: list.rowCount)
    var sectionIDs = Set<SectionID>(minimumCapacity: list.sectionCount)
    for section in list.sections {
      guard sectionIDs.insert(section.id).inserted, section.id.isEqualToItself else { return true }
      for row in section.rows where !rowIDs.insert(row.id).inserted || !row.id.isEqualToItself { return true }
    }
    return false
  }

  /// Reports the ids and contents that made `stages` change what did not change: an inserted
  /// row or section whose id is not equal to itself (it was deleted in the same update), and a
  /// changed row whose new content is not equal to itself. Such values look like changes to
  /// every diff, so they are looked for where the diff saw changes, never in the whole list.
  ///
  /// - Complexity: O(sections + changes): one `==` per changed row's content, and per inserted
  ///   id that is neither an integer, a string nor plain data.
  func reportValuesNotEqualToThemselves(in stages: StagedChangeset<PresentedSection>, target: PresentedList) {
    for stage in stages {
      for index in stage.sectionInserts where !stage.data[index].id.isEqualToItself {
        report(.sectionIDNotEqualToItself(stage.data[index].id))
      }
      for path in stage.elementInserts {
        let id = stage.data[path.section].rows[path.element].id
        if !id.isEqualToItself { report(.rowIDNotEqualToItself(id)) }
      }
    }
    var changed = stages.rowMatches.changedTargetRows[...]
    var sectionStart = 0
    for section in target.sections where !changed.isEmpty {
      let rows = section.rows
      while let flat = changed.first, flat < sectionStart + rows.count {
        changed.removeFirst()
        let row = rows[flat - sectionStart]
        if !row.content.isEqualToItself {
          report(.rowContentNotEqualToItself(row.id, contentType: row.content.typeName))
        }
      }
      sectionStart += rows.count
    }
  }
}

/// What makes two diagnostics "the same" for ``ListController/report(_:)``.
enum DiagnosticKey: Hashable {
  /// No renderer for a content type, for rows or for headers and footers.
  case missingRenderer(contentType: String, forRows: Bool)
  /// Row ids, or section ids, not equal to themselves: one report for all of them.
  case idsNotEqualToThemselves(forRows: Bool)
  /// Contents of a type not equal to themselves.
  case contentsNotEqualToThemselves(contentType: String)
  /// Any other diagnostic, as itself.
  case other(ListDiagnostic)

  init(_ diagnostic: ListDiagnostic) {
    switch diagnostic {
    case .missingRenderer(let contentType, let rowID):
      self = .missingRenderer(contentType: contentType, forRows: rowID != nil)
    case .rowIDNotEqualToItself: self = .idsNotEqualToThemselves(forRows: true)
    case .sectionIDNotEqualToItself: self = .idsNotEqualToThemselves(forRows: false)
    case .rowContentNotEqualToItself(_, let contentType):
      self = .contentsNotEqualToThemselves(contentType: contentType)
    default: self = .other(diagnostic)
    }
  }
}

extension ListController {
  /// The diagnostics handler every new controller starts with unless it was given one: an
  /// app-wide sink, replaceable like a logger (route it to `os_log`, or a terminal's standard
  /// error). The default prints `Tessera: <diagnostic>` on standard output; hosts that own the
  /// terminal (`TesseraTerminal`) install one that writes to standard error instead. Tests
  /// should give each controller (or host) its own handler rather than replace this one.
  public static var defaultDiagnosticsHandler: @MainActor (ListDiagnostic) -> Void = { diagnostic in
    print("Tessera: \(diagnostic)")
  }
}
