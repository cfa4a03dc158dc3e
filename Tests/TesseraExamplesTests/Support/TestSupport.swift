import TesseraExamples

/// Collects the actions a screen's behaviours send, in order.
@MainActor
final class ActionRecorder<Action: Sendable> {
  private(set) var actions: [Action] = []

  /// The `send` closure to give to a screen.
  var send: Send<Action> { { [self] action in actions.append(action) } }
}

/// A `send` for snapshots whose behaviours a test does not run.
func ignore<Action>(_ action: Action) {}

extension ListSnapshot {
  /// The section ids, in order.
  var sectionIDs: [SectionID] { sections.map(\.id) }

  /// The row with `id`, or `nil`.
  func row(_ id: RowID) -> Row? { row(withID: id)?.row }

  /// The content of the row with `id` as a `Content`, or `nil`.
  func content<Content>(of id: RowID, as type: Content.Type) -> Content? { row(id)?.content.as(type) }

  /// Runs the select behaviour of the row with `id`; `false` when there is no such row or behaviour.
  @MainActor
  @discardableResult
  func select(_ id: RowID) -> Bool {
    guard let (row, section, _) = row(withID: id) else { return false }
    return row.behaviors.select(context: context(for: row, in: sections[section]))
  }

  /// Delivers `event` to the row with `id`; `false` when there is no such row or handler.
  @MainActor
  @discardableResult
  func send<Event: Sendable>(_ event: Event, to id: RowID) -> Bool {
    guard let (row, section, _) = row(withID: id) else { return false }
    return row.behaviors.send(event, context: context(for: row, in: sections[section]))
  }

  private func context(for row: Row, in section: Section) -> RowActionContext {
    RowActionContext(rowID: row.id, sectionID: section.id, content: row.content)
  }
}
