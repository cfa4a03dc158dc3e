import Tessera

extension TerminalListView {
  /// The content types in `snapshot` that have no renderer, one
  /// `ListDiagnostic.missingRenderer(contentType:rowID:)` per type (naming the first row that
  /// uses it, children included; `nil` for a header or footer whose content has none, which is
  /// then drawn as its title), in list order. Empty when everything can be drawn.
  ///
  /// Call it before showing a screen, or in a test
  /// (`#expect(view.validateRegistrations(for: snapshot).isEmpty)`), to find a forgotten
  /// `register` without scrolling to the row; the UIKit hosts have the same check.
  public func validateRegistrations(for snapshot: ListSnapshot) -> [ListDiagnostic] {
    HostDiagnostics.missingRegistrations(
      in: snapshot, rows: { renderers.canRender($0) }, supplements: { renderers.canRender($0) })
  }
}
