#if !canImport(UIKit)
import Foundation

/// Supplies a table's rows and cells, as in UIKit (R1.2).
///
/// The optional methods of UIKit have default implementations here (the module's overview, under
/// "Optional protocol methods", tells how the table learns which ones a conformer implements).
/// Conformers declare exactly UIKit's
/// signatures and, as with UIKit, inherit from `NSObject`.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row, normally from `dequeueReusableCell(withIdentifier:for:)`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// Optional. The number of sections; 1 when not implemented (R2.1).
  func numberOfSections(in tableView: UITableView) -> Int
  /// Optional. The title of a section's header; `nil` for none.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// Optional. The title of a section's footer; `nil` for none.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Optional. Whether a row can be edited; `true` when not implemented.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Optional. Whether a row can be reordered; `false` when not implemented.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Optional. The user moved a row; update the model.
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
  /// Optional. The user committed an insertion or a deletion of a row.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  /// Optional. The titles of the section index shown along the side of a plain table; `nil`
  /// for none.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// Optional. The section to scroll to when the user taps the index title `title` at `index`.
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
  /// Not implemented: the table assumes one section.
  public func numberOfSections(in tableView: UITableView) -> Int {
    tableView.noteUnimplemented(.numberOfSections, by: self)
    return 1
  }

  /// Not implemented: no header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    tableView.noteUnimplemented(.titleForHeader, by: self)
    return nil
  }

  /// Not implemented: no footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    tableView.noteUnimplemented(.titleForFooter, by: self)
    return nil
  }

  /// Not implemented: rows can be edited.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

  /// Not implemented: rows cannot be reordered.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

  /// Not implemented: does nothing.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}

  /// Not implemented: does nothing.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}

  /// Not implemented: no section index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    tableView.noteUnimplemented(.sectionIndexTitles, by: self)
    return nil
  }

  /// Not implemented: the title's position is the section.
  public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    tableView.noteUnimplemented(.sectionForSectionIndexTitle, by: self)
    return index
  }
}
#endif
