extension ListController {
  /// Reports `diagnostic` through ``diagnosticsHandler`` unless one of its kind was reported
  /// before: the one way hosts and the controller report problems, so each is said once however
  /// often it recurs. A missing renderer is said once per content type (and once more for
  /// headers and footers), naming the first row met: 200 rows of an unregistered type are one
  /// diagnostic, not 200.
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

  /// Whether a section or row id occurs twice in `list` (a reload runs no diff to notice).
  /// - Complexity: O(rows + sections).
  static func hasDuplicateIDs(_ list: PresentedList) -> Bool {
    var rowIDs = Set<RowID>(minimumCapacity: list.rowCount)
    var sectionIDs = Set<SectionID>(minimumCapacity: list.sectionCount)
    for section in list.sections {
      guard sectionIDs.insert(section.id).inserted else { return true }
      for row in section.rows where !rowIDs.insert(row.id).inserted { return true }
    }
    return false
  }
}

/// What makes two diagnostics "the same" for ``ListController/report(_:)``.
enum DiagnosticKey: Hashable {
  /// No renderer for a content type, for rows or for headers and footers.
  case missingRenderer(contentType: String, forRows: Bool)
  /// Any other diagnostic, as itself.
  case other(ListDiagnostic)

  init(_ diagnostic: ListDiagnostic) {
    if case .missingRenderer(let contentType, let rowID) = diagnostic {
      self = .missingRenderer(contentType: contentType, forRows: rowID != nil)
    } else {
      self = .other(diagnostic)
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
