/// The diagnostics a host reports itself: content it has nothing registered for. Each culprit
/// (a content type, once for rows and once for headers and footers) reaches the controller's
/// `diagnosticsHandler` once however often its rows are drawn, since the controller's `report(_:)`
/// says each once; ``missingRegistrations(in:rows:supplements:)`` finds them all in a snapshot
/// before anything is drawn.
package struct HostDiagnostics: Sendable {
  /// Whether a missing registration also stops a debug build (`assertionFailure`).
  package var assertsOnMissingRegistration = false

  /// Missing registrations are reported, and do not stop a debug build.
  package init() {}

  /// Reports that nothing is registered for `content` (the content of the row `rowID`, or of a
  /// header or footer when `nil`) to `controller`, which says it once per culprit; with
  /// ``assertsOnMissingRegistration``, stops a debug build naming `host`.
  @MainActor
  package func reportMissingRegistration(
    of content: AnyRowContent, rowID: RowID?, host: String, to controller: ListController
  ) {
    controller.report(.missingRenderer(contentType: content.typeName, rowID: rowID))
    if assertsOnMissingRegistration {
      let what =
        rowID.map { "no cell registered for \(content.typeName) (row \($0))" }
        ?? "no header/footer view registered for \(content.typeName)"
      assertionFailure("\(host): \(what)")
    }
  }

  /// The content types in `snapshot` that neither `rows` (for rows) nor `supplements` (for
  /// headers and footers) can show, one ``ListDiagnostic/missingRenderer(contentType:rowID:)``
  /// per type and kind (naming the first row that uses it; `nil` for headers and footers), in
  /// list order, the children of a row (``Row/children``) after it. Empty when everything can
  /// be shown.
  /// - Complexity: O(rows + sections), one lookup each.
  package static func missingRegistrations(
    in snapshot: ListSnapshot, rows: (AnyRowContent) -> Bool, supplements: (AnyRowContent) -> Bool
  ) -> [ListDiagnostic] {
    var seenSupplements: Set<ObjectIdentifier> = []
    var seenRows: Set<ObjectIdentifier> = []
    var missing: [ListDiagnostic] = []
    for section in snapshot.sections {
      for supplement in [section.header, section.footer] {
        guard let content = supplement?.content, !supplements(content),
          seenSupplements.insert(content.contentTypeID).inserted
        else { continue }
        missing.append(.missingRenderer(contentType: content.typeName, rowID: nil))
      }
      // Children too, at any depth: a folder's files are drawn once it opens.
      Outline.visit(section.rows, children: \.children) { row, _ in
        if !rows(row.content) && seenRows.insert(row.content.contentTypeID).inserted {
          missing.append(.missingRenderer(contentType: row.content.typeName, rowID: row.id))
        }
        return true
      }
    }
    return missing
  }
}
