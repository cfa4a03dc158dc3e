#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// Cell types by content type.
typealias CellRegistry = ContentRegistry<UITableViewCell, CellContext>

extension ContentRegistry where View == UITableViewCell, Context == CellContext {
  /// Registers a ``TableCell`` for its content type.
  mutating func register<Cell: TableCell>(_ cellType: Cell.Type, for contentType: Cell.Content.Type) -> Registration {
    register(cellType, for: contentType, kind: "Cell") { cell, content, context in
      guard let cell = cell as? Cell else { return false }
      SetUpMarker.setUpIfNeeded(cell) { cell.setUp() }
      cell.configure(with: content, context: context)
      return true
    }
  }
}

/// Shown for rows whose content type has no registered cell: it names the type, so the mistake
/// is visible on screen instead of crashing.
final class MissingRegistrationCell: UITableViewCell {
  static let reuseIdentifier = "Tessera.MissingRegistrationCell"

  func show(contentType: String) {
    textLabel?.text = "No cell registered for \(contentType)"
    textLabel?.numberOfLines = 0
  }
}
