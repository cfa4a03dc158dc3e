/// The diagnostics a host reports itself: content it has nothing registered for. Each culprit
/// (a content type, once for rows and once for headers and footers) is reported once through the
/// controller's `diagnosticsHandler`, however often its rows are drawn; ``missingRegistrations(in:rows:supplements:)``
/// finds them all in a snapshot before anything is drawn.
package struct HostDiagnostics: Sendable {
  /// What a missing registration is reported for.
  private struct Culprit: Hashable {
    var contentType: ObjectIdentifier
    var isRow: Bool
  }

  /// Whether a missing registration also stops a debug build (`assertionFailure`).
  package var assertsOnMissingRegistration = false
  /// The culprits reported so far.
  private var reported: Set<Culprit> = []

  /// Nothing reported yet.
  package init() {}

  /// Reports that nothing is registered for `content` (the content of the row `rowID`, or of a
  /// header or footer when `nil`) to `controller`, once per culprit; with
  /// ``assertsOnMissingRegistration``, stops a debug build naming `host`. Returns whether this
  /// call reported it (the first for its culprit).
  @MainActor
  @discardableResult
  package mutating func reportMissingRegistration(
    of content: AnyRowContent, rowID: RowID?, host: String, to controller: ListController
  ) -> Bool {
    let isNew = reported.insert(Culprit(contentType: content.contentTypeID, isRow: rowID != nil)).inserted
    if isNew { controller.report(.missingRenderer(contentType: content.typeName, rowID: rowID)) }
    if assertsOnMissingRegistration {
      let what =
        rowID.map { "no cell registered for \(content.typeName) (row \($0))" }
        ?? "no header/footer view registered for \(content.typeName)"
      assertionFailure("\(host): \(what)")
    }
    return isNew
  }

  /// The content types in `snapshot` that neither `rows` (for rows) nor `supplements` (for
  /// headers and footers) can show, one ``ListDiagnostic/missingRenderer(contentType:rowID:)``
  /// per type and kind (naming the first row that uses it; `nil` for headers and footers), in
  /// list order. Empty when everything can be shown.
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
      for row in section.rows where !rows(row.content) && seenRows.insert(row.content.contentTypeID).inserted {
        missing.append(.missingRenderer(contentType: row.content.typeName, rowID: row.id))
      }
    }
    return missing
  }
}
