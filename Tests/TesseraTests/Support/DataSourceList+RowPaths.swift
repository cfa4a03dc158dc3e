import Tessera

extension DataSourceList {
  /// The path of every row shown, in display order.
  var rowPaths: [ElementPath] {
    (0..<sectionCount).flatMap { section in
      (0..<rowCount(inSection: section)).map { ElementPath(element: $0, section: section) }
    }
  }
}
