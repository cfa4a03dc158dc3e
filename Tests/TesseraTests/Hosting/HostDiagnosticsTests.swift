import Testing

@testable import Tessera

private struct Price: Equatable, Sendable { var cents: Int }
private struct Banner: Equatable, Sendable { var text: String }

@MainActor
@Suite("Host diagnostics")
struct HostDiagnosticsTests {
  @Test func aMissingRegistrationIsReportedOncePerTypeForRowsAndOnceForSupplements() {
    var reported: [ListDiagnostic] = []
    let controller = ListController(diagnosticsHandler: { reported.append($0) })
    let diagnostics = HostDiagnostics()
    let price = AnyRowContent(Price(cents: 1))
    diagnostics.reportMissingRegistration(of: price, rowID: "a", host: "Host", to: controller)
    diagnostics.reportMissingRegistration(of: AnyRowContent(Price(cents: 2)), rowID: "b", host: "Host", to: controller)
    diagnostics.reportMissingRegistration(of: price, rowID: nil, host: "Host", to: controller)
    diagnostics.reportMissingRegistration(
      of: AnyRowContent(Banner(text: "x")), rowID: "c", host: "Host", to: controller)
    #expect(
      reported == [
        .missingRenderer(contentType: "Price", rowID: "a"), .missingRenderer(contentType: "Price", rowID: nil),
        .missingRenderer(contentType: "Banner", rowID: "c"),
      ])
  }

  @Test func findsMissingTypesAmongChildrenAtAnyDepth() {
    let snapshot = ListSnapshot {
      Section("files") {
        Row("root", Price(cents: 0)) {
          Row("folder", Price(cents: 1)) { Row("deep", Banner(text: "file")) }
        }
      }
    }
    let isPrice: (AnyRowContent) -> Bool = { $0.as(Price.self) != nil }
    #expect(
      HostDiagnostics.missingRegistrations(in: snapshot, rows: isPrice, supplements: isPrice) == [
        .missingRenderer(contentType: "Banner", rowID: "deep")
      ])
  }

  @Test func findsEveryMissingTypeOfASnapshotOnceInListOrder() {
    let snapshot = ListSnapshot {
      Section("a") {
        Row("p1", Price(cents: 1))
        Row("b1", Banner(text: "row"))
        Row("p2", Price(cents: 2))
      }
      .header(.content(Banner(text: "top")))
      Section("b") { Row("b2", Banner(text: "again")) }.footer(.content(Banner(text: "bottom")))
    }
    let isPrice: (AnyRowContent) -> Bool = { $0.as(Price.self) != nil }
    let missing = HostDiagnostics.missingRegistrations(in: snapshot, rows: isPrice, supplements: isPrice)
    #expect(
      missing == [
        .missingRenderer(contentType: "Banner", rowID: nil), .missingRenderer(contentType: "Banner", rowID: "b1"),
      ])
    #expect(HostDiagnostics.missingRegistrations(in: snapshot, rows: { _ in true }, supplements: { _ in true }).isEmpty)
  }
}
