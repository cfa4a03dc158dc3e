#if !canImport(UIKit)
import Foundation

// Editing mode and the section index (R1).
extension UITableView {
  /// Enters or leaves editing mode, where rows show their editing and reorder controls.
  public func setEditing(_ editing: Bool, animated: Bool) {
    checkMainThread()
    isEditing = editing
  }

  /// Asks the data source for the section index again (after its titles changed).
  public func reloadSectionIndexTitles() {
    checkMainThread()
    unimplementedMethods.subtract(OptionalMethodSet([.sectionIndexTitles, .sectionForSectionIndexTitle]))
  }
}
#endif
