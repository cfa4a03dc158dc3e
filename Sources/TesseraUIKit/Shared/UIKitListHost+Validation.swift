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
    return HostDiagnostics.missingRegistrations(
      in: snapshot, rows: { cellRegistry.contains($0) }, supplements: { supplementRegistry.contains($0) })
  }

  /// Whether a missing registration also stops a debug build (`assertionFailure`). Off by
  /// default: the row shows a placeholder that names the content type and the controller's
  /// `diagnosticsHandler` reports it, so one forgotten `register` cannot stop a whole test run
  /// (route the handler to `Issue.record` to fail just that test). Find them all up front with
  /// ``validateRegistrations(for:)``.
  public var assertsOnMissingRegistration: Bool {
    get { diagnostics.assertsOnMissingRegistration }
    set { diagnostics.assertsOnMissingRegistration = newValue }
  }

  /// Reports a missing registration (once per content type, for rows and for headers and
  /// footers) and stops a debug build when ``assertsOnMissingRegistration`` asks for it.
  func reportMissingRegistration(of content: AnyRowContent, rowID: RowID?) {
    diagnostics.reportMissingRegistration(
      of: content, rowID: rowID, host: "\(type(of: self))", to: controller)
  }
}
