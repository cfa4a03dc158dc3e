import TesseraTesting
import TesseraUIKit

// Rows a user touches, in the cells both hosts show them with: a text field the user types in,
// and a switch the user flips. Each cell sets only what changed, as a careful app does, so a
// cell kept through an update keeps what the user was doing in it.

/// A row with a text field.
struct FieldRow: Equatable, Sendable, CustomStringConvertible {
  var label: String
  var text: String
  var description: String { "\(label): \(text)" }
}

/// A row with a switch.
struct ToggleRow: Equatable, Sendable, CustomStringConvertible {
  var title: String
  var isOn: Bool
  var description: String { "\(title) \(isOn ? "on" : "off")" }
}

/// A header that counts something.
struct CountedHeader: Equatable, Sendable, CustomStringConvertible {
  var name: String
  var count: Int
  var description: String { "\(name) (\(count))" }
}

/// A cell holding a text field, in either view.
@MainActor
protocol FieldCell: UIView {
  var field: UITextField { get }
}

/// A cell holding a switch, in either view.
@MainActor
protocol SwitchCell: UIView {
  var toggle: UISwitch { get }
}

final class FieldTableCell: UITableViewCell, TableCell, FieldCell {
  let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
  func setUp() { contentView.addSubview(field) }
  func configure(with row: FieldRow, context: CellContext) {
    field.placeholder = row.label
    if field.text != row.text { field.text = row.text }
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(targetSize, of: contentView, above: verticalFittingPriority, measured: sizeThatFits(targetSize))
  }
}

final class FieldCollectionCell: UICollectionViewListCell, CollectionCell, FieldCell {
  let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
  func setUp() { contentView.addSubview(field) }
  func configure(with row: FieldRow, context: CellContext) {
    field.placeholder = row.label
    if field.text != row.text { field.text = row.text }
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(targetSize, of: contentView, above: verticalFittingPriority, measured: sizeThatFits(targetSize))
  }
}

final class SwitchTableCell: UITableViewCell, TableCell, SwitchCell {
  let toggle = UISwitch()
  private let title = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
  func setUp() {
    contentView.addSubview(title)
    contentView.addSubview(toggle)
  }
  func configure(with row: ToggleRow, context: CellContext) {
    title.text = row.title
    if toggle.isOn != row.isOn { toggle.setOn(row.isOn, animated: true) }
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(targetSize, of: contentView, above: verticalFittingPriority, measured: sizeThatFits(targetSize))
  }
}

final class SwitchCollectionCell: UICollectionViewListCell, CollectionCell, SwitchCell {
  let toggle = UISwitch()
  private let title = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
  func setUp() {
    contentView.addSubview(title)
    contentView.addSubview(toggle)
  }
  func configure(with row: ToggleRow, context: CellContext) {
    title.text = row.title
    if toggle.isOn != row.isOn { toggle.setOn(row.isOn, animated: true) }
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(targetSize, of: contentView, above: verticalFittingPriority, measured: sizeThatFits(targetSize))
  }
}

/// A row of the anchoring scenarios: as tall as it says (60 points more when expanded), so a
/// content change can change its height.
struct Note: Equatable, Sendable, CustomStringConvertible {
  var height: Int
  var revision = 0
  var description: String { "\(height)pt r\(revision)" }
}

final class NoteTableCell: UITableViewCell, TableCell {
  private var height: CGFloat = 44

  func configure(with note: Note, context: CellContext) {
    height = CGFloat(note.height + (context.isExpanded ? 60 : 0))
    contentConfiguration = listContent(note.description, from: self)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: height) }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(targetSize, of: contentView, above: verticalFittingPriority, measured: sizeThatFits(targetSize))
  }
}

final class NoteCollectionCell: UICollectionViewListCell, CollectionCell {
  private var height: CGFloat = 44

  func configure(with note: Note, context: CellContext) {
    height = CGFloat(note.height + (context.isExpanded ? 60 : 0))
    contentConfiguration = listContent(note.description, from: self)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: height) }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(targetSize, of: contentView, above: verticalFittingPriority, measured: sizeThatFits(targetSize))
  }
}

extension ScenarioContext {
  /// Registers the field and switch cells for this view.
  func registerTouchableCells() {
    tableHost?.register(FieldTableCell.self)
    tableHost?.register(SwitchTableCell.self)
    collectionHost?.register(FieldCollectionCell.self)
    collectionHost?.register(SwitchCollectionCell.self)
  }

  /// Registers the note cell for this view.
  func registerNotes() {
    tableHost?.register(NoteTableCell.self)
    collectionHost?.register(NoteCollectionCell.self)
  }
}
