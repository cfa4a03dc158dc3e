import TesseraTesting
import TesseraUIKit

/// Rows a user drags to another place and swipes away: the view moves the row itself, the app
/// hears of it by id and submits a snapshot that agrees, so nothing moves twice.
enum ReorderingScenarios {
  static let all: [ListScenario] = [
    ListScenario(.reordering, "a-dragged-row-keeps-its-cell-and-the-app-agrees", rules: ["CV-X1", "R3.11"]) {
      context in
      context.registerText(String.self)
      let app = ScenarioApp(context.host, ids: Array(0..<6))
      await context.settle()
      let cell = context.cellIdentities[RowID(1)]
      let landed = context.driver.drag(rowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 4, section: 0))
      context.expect(landed == IndexPath(row: 4, section: 0), "\(String(describing: landed))")
      await context.settle()
      context.expect(app.ids == [0, 2, 3, 4, 1, 5], "\(app.ids)")
      context.expect(context.visibleRowIDs == app.ids.map { RowID($0) }, "\(context.visibleRowIDs)")
      context.expect(context.cellIdentities[RowID(1)] == cell, "the dragged row keeps its cell")
    },

    ListScenario(.reordering, "a-row-dragged-up-lands-where-it-was-dropped", comparesViews: true) { context in
      context.registerText(String.self)
      let app = ScenarioApp(context.host, ids: Array(0..<6))
      await context.settle()
      context.driver.drag(rowAt: IndexPath(row: 5, section: 0), to: IndexPath(row: 0, section: 0))
      await context.settle()
      context.expect(app.ids == [5, 0, 1, 2, 3, 4], "\(app.ids)")
      let mark = context.driver.activity
      await app.render()
      context.expect(context.driver.activity.since(mark).rowMoves == 0, "the app's snapshot moves nothing")
    },

    ListScenario(.reordering, "a-row-without-a-move-handler-does-not-move") { context in
      context.registerText(String.self)
      await context.show(
        ListSnapshot {
          Section("s") {
            Row("pinned", "Pinned")
            for id in 0..<3 { Row(id, "Item \(id)").onMove { _ in } }
          }
        })
      let landed = context.driver.drag(rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
      context.expect(landed == nil, "a row without onMove cannot be dragged: \(String(describing: landed))")
      context.expect(context.visibleRowIDs.first == "pinned", "\(context.visibleRowIDs)")
    },

    ListScenario(.reordering, "a-leading-swipe-action-runs-for-its-row", rules: ["R1.3", "CV-W1"]) { context in
      context.registerText(String.self)
      var archived: [RowID] = []
      await context.show(
        ListSnapshot {
          Section("mail") {
            for id in 0..<4 {
              Row(id, "Mail \(id)").swipeActions(edge: .leading) {
                RowAction("Archive") { archived.append($0.rowID) }
              }
            }
          }
        })
      _ = try context.driver.swipe(rowAt: IndexPath(row: 2, section: 0), from: .leading, tappingActionAt: 0)
      context.expect(archived == [RowID(2)], "\(archived)")
    },

    ListScenario(.reordering, "a-row-without-swipe-actions-shows-no-button", rules: ["R1.3", "CV-W1"]) { context in
      context.registerText(String.self)
      await context.show(ListSnapshot { Section("s") { for id in 0..<3 { Row(id, "Row \(id)") } } })
      let performed = try context.driver.swipe(rowAt: IndexPath(row: 1, section: 0), from: .leading, tappingActionAt: 0)
      context.expect(performed == nil, "\(String(describing: performed))")
      context.expect(context.visibleRowIDs.count == 3)
    },

    ListScenario(.reordering, "swiping-two-rows-away-in-turn", comparesViews: true) { context in
      context.registerText(String.self)
      let app = ScenarioApp(context.host, ids: Array(0..<5))
      await context.settle()
      _ = try context.driver.swipe(rowAt: IndexPath(row: 0, section: 0), from: .trailing, tappingActionAt: 0)
      await context.settle()
      _ = try context.driver.swipe(rowAt: IndexPath(row: 2, section: 0), from: .trailing, tappingActionAt: 0)
      await context.settle()
      context.expect(app.ids == [1, 2, 4], "\(app.ids)")
    },
  ]
}
