#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraSwiftUI
import TesseraUIKit

/// A table cell that shows any content as text.
final class TextTableCell<Content: Equatable & Sendable>: UITableViewCell, TableCell {
  func configure(with content: Content, context: CellContext) {
    textLabel?.text = String(describing: content)
  }
}

/// A collection list cell that shows any content as text.
final class TextListCell<Content: Equatable & Sendable>: UICollectionViewListCell, CollectionCell {
  func configure(with content: Content, context: CellContext) {
    var configuration = defaultContentConfiguration()
    configuration.text = String(describing: content)
    contentConfiguration = configuration
  }
}

/// The two kinds of list a ``SnapshotList`` can be.
enum ListKind: String, CaseIterable, Sendable {
  case table, collection
}

/// A selection binding's storage, recording every write.
@MainActor
final class SelectionBox {
  var value: Set<RowID> = []
  private(set) var writes: [Set<RowID>] = []

  var selection: RowSelection {
    RowSelection(
      get: { [unowned self] in value },
      set: { [unowned self] in
        value = $0; writes.append($0)
      })
  }
}

/// A coordinator of `kind` showing text rows, on screen in a 320 × 600 window; `style`, when
/// given, replaces the plain style of `kind`.
@MainActor
func makeCoordinator(
  _ kind: ListKind, selectsRows: Bool = true, style: SnapshotListStyle? = nil
) -> (SnapshotListCoordinator, UIWindow) {
  var rows = RowRegistrations()
  rows.register(TextTableCell<String>.self)
  rows.register(TextListCell<String>.self)
  let style = style ?? (kind == .table ? .table() : .collection())
  let coordinator = SnapshotListCoordinator(style: style, registrations: rows, selectsRows: selectsRows)
  coordinator.controller.diagnosticsHandler = { _ in }
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
  coordinator.view.frame = window.bounds
  window.addSubview(coordinator.view)
  window.makeKeyAndVisible()
  return (coordinator, window)
}

/// Rows "r1", "r2"… in one section, or in the sections given.
func textList(_ ids: [Int], collapsible: [Int] = []) -> ListSnapshot {
  ListSnapshot {
    Section("main") { for id in ids where !collapsible.contains(id) { Row("r\(id)", "Row \(id)") } }
    if !collapsible.isEmpty {
      Section("more") { for id in collapsible { Row("r\(id)", "Row \(id)") } }
        .header(.title("More"))
        .collapsible()
    }
  }
}

extension SnapshotListCoordinator {
  /// Taps the row with `id` as a user would.
  func tap(_ id: RowID) {
    if let host = tableHost, let path = host.indexPath(forRowID: id) {
      host.tableView.simulateTap(at: path)
    } else if let host = collectionHost, let path = host.indexPath(forRowID: id) {
      host.collectionView.simulateTap(onItemAt: path)
    }
  }

  /// Lays the list out, as the next frame would.
  func layOut() { view.layoutIfNeeded() }

  /// The violations the headless view recorded.
  var violationMessages: [String] {
    if let host = tableHost { return host.tableView.violations.map { $0.message(style: .classic) } }
    if let host = collectionHost { return host.collectionView.violations.map { "\($0)" } }
    return []
  }
}
