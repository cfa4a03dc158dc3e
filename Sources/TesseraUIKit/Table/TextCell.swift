#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// A ready-made cell that shows its content's text in a multi-line label.
///
/// Rows whose content describes itself (`String`, numbers, or a type of yours that conforms to
/// `CustomStringConvertible`) need no cell class of their own: register `TextCell` for the
/// content type and every such row shows `content.description` in the cell's `textLabel`,
/// wrapped over as many lines as it needs.
///
/// ```swift
/// struct Notice: Equatable, Sendable, CustomStringConvertible {
///   var description: String
/// }
///
/// host.register(TextCell<Notice>.self)
/// host.register(TextCell<String>.self)
/// ```
///
/// The label is the only thing the cell sets, on every ``configure(with:context:)``; write a
/// ``TableCell`` of your own for anything richer. The cell sizes itself like any cell with a
/// text label, so `.automatic` row heights grow with the text.
public final class TextCell<Content: CustomStringConvertible & Equatable & Sendable>: UITableViewCell, TableCell {
  /// Shows `content.description` in `textLabel`, on as many lines as it takes.
  public func configure(with content: Content, context: CellContext) {
    textLabel?.text = content.description
    textLabel?.numberOfLines = 0
  }
}
