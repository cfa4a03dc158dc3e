#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// Cell types by content type: reuse identifiers derived from types, one type-erased configure
/// function per registration (the single erasure of the binding).
@MainActor
struct CellRegistry {
  struct Registration {
    let reuseIdentifier: String
    let cellType: UITableViewCell.Type
    let configure: @MainActor (UITableViewCell, AnyRowContent, TableCellContext) -> Bool
  }

  private var registrations: [ObjectIdentifier: Registration] = [:]

  mutating func register<Cell: TableCell>(_ cellType: Cell.Type, for contentType: Cell.Content.Type) -> Registration {
    let registration = Registration(
      reuseIdentifier: "Tessera.\(String(reflecting: cellType))<\(String(reflecting: contentType))>",
      cellType: cellType,
      configure: { cell, content, context in
        guard let cell = cell as? Cell, let content = content.as(Cell.Content.self) else { return false }
        cell.configure(with: content, context: context)
        return true
      })
    registrations[ObjectIdentifier(contentType)] = registration
    return registration
  }

  func registration(for content: AnyRowContent) -> Registration? {
    registrations[content.contentTypeID]
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
