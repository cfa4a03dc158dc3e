#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

extension UIKitListHost {
  /// The content types in `snapshot` that have no registered cell or header/footer view, one
  /// ``ListDiagnostic/missingRenderer(contentType:rowID:)`` per type (naming the first row that
  /// uses it; `nil` for headers and footers), in list order. Empty when everything can be shown.
  ///
  /// Call it before showing, or in a test (`#expect(host.validateRegistrations(for: s).isEmpty)`),
  /// to find a forgotten `register` without scrolling to the row.
  public func validateRegistrations(for snapshot: ListSnapshot) -> [ListDiagnostic] {
    if refusedOffMainActor("validateRegistrations(for:)") { return [] }
    var seenSupplements: Set<ObjectIdentifier> = []
    var seenRows: Set<ObjectIdentifier> = []
    var missing: [ListDiagnostic] = []
    for section in snapshot.sections {
      for supplement in [section.header, section.footer] {
        guard let content = supplement?.content, !supplementRegistry.contains(content),
          seenSupplements.insert(content.contentTypeID).inserted
        else { continue }
        missing.append(.missingRenderer(contentType: content.typeName, rowID: nil))
      }
      for row in section.rows
      where !cellRegistry.contains(row.content) && seenRows.insert(row.content.contentTypeID).inserted {
        missing.append(.missingRenderer(contentType: row.content.typeName, rowID: row.id))
      }
    }
    return missing
  }
}
