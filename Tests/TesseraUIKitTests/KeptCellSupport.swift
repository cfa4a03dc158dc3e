#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
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

/// A section header that counts something.
struct CountedHeader: Equatable, Sendable, CustomStringConvertible {
  var name: String
  var count: Int
  var description: String { "\(name) (\(count))" }
}

/// What a field cell does in both views.
@MainActor
protocol FieldCell: UIView {
  var field: UITextField { get }
}

final class FieldTableCell: UITableViewCell, TableCell, FieldCell {
  let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
  func setUp() { contentView.addSubview(field) }
  func configure(with row: FieldRow, context: CellContext) {
    field.placeholder = row.label
    if field.text != row.text { field.text = row.text }
  }
}

final class FieldCollectionCell: UICollectionViewListCell, CollectionCell, FieldCell, ShowsText {
  let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
  var text: String { field.text ?? "" }
  func setUp() { contentView.addSubview(field) }
  func configure(with row: FieldRow, context: CellContext) {
    field.placeholder = row.label
    if field.text != row.text { field.text = row.text }
  }
  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
}

/// What a switch cell does in both views.
@MainActor
protocol SwitchCell: UIView {
  var toggle: UISwitch { get }
}

final class SwitchTableCell: UITableViewCell, TableCell, SwitchCell {
  let toggle = UISwitch()
  func setUp() { contentView.addSubview(toggle) }
  func configure(with row: ToggleRow, context: CellContext) {
    textLabel?.text = row.title
    if toggle.isOn != row.isOn { toggle.setOn(row.isOn, animated: true) }
  }
}

final class SwitchCollectionCell: UICollectionViewListCell, CollectionCell, SwitchCell, ShowsText {
  let toggle = UISwitch()
  private(set) var text = ""
  func setUp() { contentView.addSubview(toggle) }
  func configure(with row: ToggleRow, context: CellContext) {
    text = row.title
    if toggle.isOn != row.isOn { toggle.setOn(row.isOn, animated: true) }
  }
  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
}

/// How much a view replaced of its cells since a mark: what a user feels as a row that flashes,
/// loses its keyboard or cuts its switch's animation off.
struct CellChurn: Equatable, CustomStringConvertible {
  /// Cells dequeued (a reconfigure dequeues the cell it keeps).
  var dequeues = 0
  /// Cells made anew or taken from the reuse pool.
  var cellsReplaced = 0
  var prepareForReuse = 0
  var endedDisplaying: [IndexPath] = []
  var reloads = 0
  /// Rows or items reloaded one by one.
  var rowReloads = 0
  var reconfigures = 0
  var firstResponderResigned = 0
  var accessibilityFocusLost = 0

  var description: String {
    "dequeues \(dequeues), replaced \(cellsReplaced), prepareForReuse \(prepareForReuse), "
      + "endedDisplaying \(endedDisplaying.map { [$0.section, $0.item] }), reloads \(reloads), "
      + "reconfigures \(reconfigures), resigned \(firstResponderResigned), focus lost \(accessibilityFocusLost)"
  }

  init() {}

  private static func isCell(_ identifier: String) -> Bool {
    !identifier.contains("HeaderFooter") && !identifier.contains("TitleSupplementaryView")
      && !identifier.contains("Collapsible")
  }

  private mutating func note(_ focus: FocusEvent) {
    switch focus {
    case .resignedFirstResponder: firstResponderResigned += 1
    case .accessibilityFocusLost: accessibilityFocusLost += 1
    default: break
    }
  }

  init(_ events: some Sequence<TableEvent>) {
    for event in events {
      switch event {
      case .dequeue(let identifier, let reused) where Self.isCell(identifier):
        dequeues += 1
        if !reused { cellsReplaced += 1 }
      case .prepareForReuse(let identifier) where Self.isCell(identifier): prepareForReuse += 1
      case .didEndDisplaying(let path): endedDisplaying.append(path)
      case .update(.reloadRow, _):
        reloads += 1
        rowReloads += 1
      case .update(.reloadSection, _), .reloadData: reloads += 1
      case .reconfigure: reconfigures += 1
      case .focus(let focus): note(focus)
      default: break
      }
    }
  }

  init(_ events: some Sequence<CollectionEvent>) {
    for event in events {
      switch event {
      case .dequeue(let identifier, let reused) where Self.isCell(identifier):
        dequeues += 1
        if !reused { cellsReplaced += 1 }
      case .prepareForReuse(let identifier) where Self.isCell(identifier): prepareForReuse += 1
      case .didEndDisplaying(let path): endedDisplaying.append(path)
      case .update(.reloadRow):
        reloads += 1
        rowReloads += 1
      case .update(.reloadSection), .reloadData: reloads += 1
      case .reconfigure: reconfigures += 1
      case .focus(let focus): note(focus)
      default: break
      }
    }
  }
}

extension HostUnderTest {
  /// Registers the field and switch cells.
  func registerTouchableCells() {
    if let table = host as? TableViewHost {
      table.register(FieldTableCell.self)
      table.register(SwitchTableCell.self)
    } else if let collection = host as? CollectionViewHost {
      collection.register(FieldCollectionCell.self)
      collection.register(SwitchCollectionCell.self)
    }
  }

  /// What the view replaced of its cells since `mark` (an ``eventCount()``).
  func churn(since mark: Int) -> CellChurn {
    if let table = view as? UITableView { return CellChurn(table.eventLog.dropFirst(mark)) }
    if let collection = view as? UICollectionView { return CellChurn(collection.eventLog.dropFirst(mark)) }
    return CellChurn()
  }

  /// The cell on screen for the row with `id`.
  func cell(forRowID id: RowID) -> UIView? {
    visiblePaths().first { host.rowID(at: $0) == id }.flatMap(cellAt)
  }
}
