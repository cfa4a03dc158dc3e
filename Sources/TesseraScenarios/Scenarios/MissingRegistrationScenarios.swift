import TesseraTesting
import TesseraUIKit

/// Content of a type nothing is registered for.
private struct Banner: Equatable, Sendable {}

/// A header's content nothing is registered for.
private struct BannerHeader: Equatable, Sendable {}

/// A title and five notes of 90 points.
private let notes = ListSnapshot {
  Section("s") {
    Row("title", "Title")
    for i in 0..<5 { Row(i, Note(height: 90)) }
  }
}

/// Content without a registered cell or view shows a stand-in that names its type, of a standard
/// row's height, reported once per type; never a crash, never another row's cell. A registration
/// made later gives the rows their cells.
enum MissingRegistrationScenarios {
  static let all: [ListScenario] = [
    ListScenario(.missingRegistrations, "validation-names-every-missing-type-before-anything-is-shown") { context in
      context.registerText(String.self)
      let snapshot = ListSnapshot {
        Section("s") {
          Row("text", "Text")
          Row("banner", Banner())
        }.header(.content(BannerHeader()))
      }
      let missing = context.host.validateRegistrations(for: snapshot)
      context.expect(
        missing == [
          .missingRenderer(contentType: "BannerHeader", rowID: nil),
          .missingRenderer(contentType: "Banner", rowID: "banner"),
        ], "\(missing)")
      context.expect(context.driver.activity.dequeues == 0, "nothing was shown")
    },

    ListScenario(.missingRegistrations, "a-stand-in-names-its-content-type", rules: ["R2.7", "CV-R2"]) { context in
      context.registerText(String.self)
      await context.show(
        ListSnapshot {
          Section("s") {
            Row("text", "Text")
            Row("banner", Banner())
          }
        })
      let text = context.visibleTexts.last ?? ""
      context.expect(text.contains("No cell registered for Banner"), "\(context.visibleTexts)")
      context.expect(context.visibleTexts.first == "Text", "the other rows show their own cells")
    },

    ListScenario(.missingRegistrations, "a-missing-type-is-reported-once-across-updates") { context in
      context.registerText(String.self)
      for count in 1...4 {
        await context.show(ListSnapshot { Section("s") { for i in 0..<count { Row(i, Banner()) } } })
      }
      context.expect(context.diagnostics.count == 1, "once for the type: \(context.diagnostics)")
    },

    ListScenario(.missingRegistrations, "a-missing-header-registration-shows-a-stand-in-header", comparesViews: true) {
      context in
      context.registerText(String.self)
      await context.show(
        ListSnapshot {
          Section("s") { Row("a", "A") }.header(.content(BannerHeader()))
        })
      context.expect(
        context.driver.headerText(inSection: 0)?.contains("BannerHeader") == true,
        "\(String(describing: context.driver.headerText(inSection: 0)))")
      context.expect(context.visibleTexts == ["A"], "\(context.visibleTexts)")
    },

    ListScenario(
      .missingRegistrations, "rows-shown-before-their-cell-was-registered-take-its-cells-and-heights",
      comparesViews: true, size: CGSize(width: 376, height: 800)
    ) { context in
      context.registerText(String.self)
      context.host.selectionBehavior = .persistent
      await context.show(notes)
      context.expect(
        context.visibleHeights[RowID(1)] == CGFloat(UIKitListHost.missingRegistrationRowHeight),
        "\(context.visibleHeights)")
      context.tapRow(withID: RowID(1))
      context.registerNotes()
      await context.settle()
      context.driver.finishAnimations()
      context.layout()
      for i in 0..<5 {
        context.expect(context.visibleHeights[RowID(i)] == 90, "row \(i) has its new cell's height")
      }
      context.expect(context.visibleTexts.dropFirst().allSatisfy { $0 == "90pt r0" }, "\(context.visibleTexts)")
      context.expect(context.shownSelection == [RowID(1)], "the selection stays")
    },

    ListScenario(
      .missingRegistrations, "registering-while-an-update-is-under-way-shows-the-new-cells-once-it-is-shown",
      comparesViews: true, size: CGSize(width: 376, height: 800)
    ) { context in
      context.registerText(String.self)
      await context.show(notes)
      context.host.submit(
        ListSnapshot {
          Section("s") {
            Row("title", "Title")
            for i in (0..<5).reversed() { Row(i, Note(height: 90)) }
          }
        })
      context.registerNotes()
      await context.settle()
      context.driver.finishAnimations()
      context.layout()
      context.expect(
        context.visibleRowIDs == [RowID("title")] + (0..<5).reversed().map { RowID($0) }, "\(context.visibleRowIDs)")
      context.expect(context.visibleTexts.dropFirst().allSatisfy { $0 == "90pt r0" }, "\(context.visibleTexts)")
    },
  ]
}
