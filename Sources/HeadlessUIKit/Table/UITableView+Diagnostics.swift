#if !canImport(UIKit)
import Foundation

// Heights given to the table, and its description in messages.
extension UITableView {
  /// A usable height: negative, infinite and NaN values become 0 with a warning.
  func sanitized(_ height: CGFloat, at path: RowPath?) -> CGFloat {
    if height.isFinite && height >= 0 { return height }
    warn(.invalidHeight(path?.indexPath, height))
    return 0
  }

  /// A UIKit-like description of the table for the ` Table view:` message suffix.
  var tableDescription: String {
    let frame = self.frame
    let source = dataSource.map { "<\(type(of: $0)): 0x0>" } ?? "(null)"
    return "<UITableView: 0x0; frame = (\(frame.minX.compact) \(frame.minY.compact); "
      + "\(frame.width.compact) \(frame.height.compact)); dataSource: \(source)>"
  }
}

extension CGFloat {
  /// `44` rather than `44.0`, for messages.
  var compact: String {
    self == rounded() && Swift.abs(self) < 1e15 ? String(Int(self)) : String(describing: self)
  }
}
#endif
