extension ListController {
  /// Reports `diagnostic` through ``diagnosticsHandler`` unless one of its kind was reported
  /// before: the one way hosts and the controller report problems, so each is said once however
  /// often it recurs. A missing renderer is said once per content type (and once more for
  /// headers and footers), naming the first row met: 200 rows of an unregistered type are one
  /// diagnostic, not 200. Likewise ids not equal to themselves are said once for rows and once
  /// for sections, and contents not equal to themselves once per content type.
  package func report(_ diagnostic: ListDiagnostic) {
    if redirectedToMainActor("ListController.report(_:)", { $0.report(diagnostic) }) { return }
    // Bounded, so a screen that keeps producing new problems cannot grow memory without end.
    if reportedDiagnostics.count > 1_000 { reportedDiagnostics.removeAll() }
    guard reportedDiagnostics.insert(DiagnosticKey(diagnostic)).inserted else { return }
    flightRecorder.record(.diagnostic(diagnostic))
    diagnosticsHandler(diagnostic)
  }

  /// Validates `snapshot` in full and reports what it finds; only called when the presenter
  /// saw a problem, so sound snapshots pay nothing. When `shown` (the list made of it) repeats an
  /// id that the snapshot alone does not, a loaded child repeats it (children loaded by
  /// ``Row/loadingChildren(placeholder:_:)`` are not in the snapshot): the shown list's repeats
  /// are reported, at their places in it.
  func reportProblems(of snapshot: ListSnapshot, shown: DataSourceList? = nil) {
    let problems = snapshot.validate()
    for problem in problems { report(problem) }
    guard let shown, !rowState.childLoads.isEmpty else { return }
    guard !problems.contains(where: { if case .duplicateRowID = $0 { true } else { false } }) else { return }
    var first: [RowID: RowLocation] = [:]
    for (sectionIndex, section) in shown.sections.enumerated() {
      for (rowIndex, row) in section.rows.enumerated() {
        let location = RowLocation(sectionID: section.id, section: sectionIndex, row: rowIndex)
        if let earlier = first[row.id] {
          report(.duplicateRowID(row.id, first: earlier, duplicate: location))
        } else {
          first[row.id] = location
        }
      }
    }
  }

  /// Whether a section or row id of `list` occurs twice or is not equal to itself (a reload
  /// runs no diff to notice).
  /// - Complexity: O(rows + sections).
  static func hasIDProblems(_ list: DataSourceList) -> Bool { list.hasIDProblems() }

  /// Reports the changed rows of an update whose new content is not equal to itself: such a
  /// content looks changed to every diff, so it is looked for among the rows the diff found
  /// changed, never in the whole list. (Ids not equal to themselves match nothing, so the diff
  /// counts them with the duplicates, and the snapshot is validated.)
  ///
  /// - Complexity: O(sections) at most, and one `==` per changed row; nothing without changed
  ///   rows.
  func reportContentsNotEqualToThemselves(changedRows changed: [Int], in target: DataSourceList) {
    guard !changed.isEmpty else { return }
    var next = 0
    var sectionStart = 0
    for section in 0..<target.sectionCount {
      let end = sectionStart + target.rowCount(inSection: section)
      while next < changed.count, changed[next] < end {
        let path = ElementPath(element: changed[next] - sectionStart, section: section)
        next += 1
        guard target.readRow(at: path, { $0.pointee.content.isEqualToItself }) == false,
          let row = target.row(at: path)
        else { continue }
        report(.rowContentNotEqualToItself(row.id, contentType: row.content.typeName))
      }
      guard next < changed.count else { return }
      sectionStart = end
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
  /// A main-actor method called from another thread: one report per method, whatever the thread.
  case calledOffMainActor(call: String)
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
    case .calledOffMainActor(let call, _, _): self = .calledOffMainActor(call: call)
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
