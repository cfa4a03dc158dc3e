#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

private struct Banner: Equatable, Sendable {}

@Suite("Aspect-ratio headers and rows in the table host")
@MainActor
struct AspectRatioParityTests {
  /// One height rule serves rows and headers: the same ratio gives the same height.
  @Test func anAspectRatioHeaderIsAsTallAsARowOfTheSameRatio() async throws {
    let (table, host) = makeTable(width: 320)
    host.register(TextCell<Banner>.self)
    let ratio = 120.0 / 320
    await host.apply(
      ListSnapshot {
        Section("s", rows: [Row("banner", Banner()).height(.aspectRatio(ratio))])
          .header(.title("Banner", height: .aspectRatio(ratio)))
      })
    table.layoutIfNeeded()
    let delegate = try #require(table.delegate)
    let row = delegate.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0))
    let header = delegate.tableView(table, heightForHeaderInSection: 0)
    #expect(row == 120)
    #expect(header == row)
    #expect(table.violations.isEmpty)
  }
}
