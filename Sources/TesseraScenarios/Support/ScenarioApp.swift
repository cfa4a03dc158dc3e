import TesseraTesting
import TesseraUIKit

/// A small app whose rows delete themselves (a swipe) and move (a drag), submitting a new
/// snapshot after each change, as an app does; `loadingRow` adds a last row that cannot move.
@MainActor
final class ScenarioApp {
  private(set) var ids: [Int]
  private let host: UIKitListHost
  private let loadingRow: Bool

  init(_ host: UIKitListHost, ids: [Int], loadingRow: Bool = false) {
    self.host = host
    self.ids = ids
    self.loadingRow = loadingRow
    host.submit(snapshot())
  }

  func snapshot() -> ListSnapshot {
    ListSnapshot {
      Section("list") {
        for id in ids {
          Row(id, "Item \(id)")
            .onDelete { [weak self] context in self?.delete(context.rowID) }
            .onMove { [weak self] move in self?.move(move) }
        }
        if loadingRow { Row("loading", "Loading more…") }
      }
    }
  }

  func render() async { await host.apply(snapshot()) }

  private func delete(_ id: RowID) {
    ids.removeAll { RowID($0) == id }
    host.submit(snapshot())
  }

  private func move(_ move: RowMove) {
    guard let moved = ids.first(where: { RowID($0) == move.rowID }) else { return }
    ids.removeAll { $0 == moved }
    if let before = move.rowBefore, let index = ids.firstIndex(where: { RowID($0) == before }) {
      ids.insert(moved, at: index + 1)
    } else if let after = move.rowAfter, let index = ids.firstIndex(where: { RowID($0) == after }) {
      ids.insert(moved, at: index)
    } else {
      ids.insert(moved, at: 0)
    }
    host.submit(snapshot())
  }
}
