#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// A cell that shows a content configuration (iOS 14): table and collection cells alike.
@MainActor
protocol ContentConfiguredCell: UIView {
  /// The configuration of the cell's content.
  var contentConfiguration: (any UIContentConfiguration)? { get set }
}

extension UITableViewCell: ContentConfiguredCell {}
extension UICollectionViewCell: ContentConfiguredCell {}

// Rows shown by a content configuration: no cell class to write. Both hosts spell it the same;
// the table dequeues `UITableViewCell`s, the collection view `UICollectionViewListCell`s, and
// either measures the configuration's view through the controller's height cache like any
// registered cell.
extension UIKitListHost {
  /// Registers `cellType` for `contentType`, its `contentConfiguration` made by `configuration`.
  func registerContentConfiguration<Cell: ContentConfiguredCell, Content: Equatable & Sendable>(
    _ cellType: Cell.Type, make: @escaping @MainActor () -> Cell, for contentType: Content.Type,
    _ configuration: @escaping @MainActor (Content, CellContext) -> any UIContentConfiguration
  ) {
    registerCell(cellType, for: contentType, kind: "ContentConfiguration", make: make, setUp: { _ in }) {
      cell, content, context in
      cell.contentConfiguration = configuration(content, context)
    }
  }
}

extension UIKitListHost {
  /// Shows rows whose content has type `contentType` in the view's standard cell (a
  /// `UITableViewCell`, a `UICollectionViewListCell`) whose `contentConfiguration` is what
  /// `configuration` makes of the content and the cell's context (a
  /// `UIListContentConfiguration`, a `UIHostingConfiguration`, the app's own). Another
  /// registration for the same content type replaces it.
  ///
  /// ```swift
  /// host.registerContentConfiguration(for: Price.self) { price, context in
  ///   var content = UIListContentConfiguration.valueCell()
  ///   content.text = "Price"
  ///   content.secondaryText = price.text
  ///   return content
  /// }
  /// ```
  public func registerContentConfiguration<Content: Equatable & Sendable>(
    for contentType: Content.Type,
    _ configuration: @escaping @MainActor (Content, CellContext) -> any UIContentConfiguration
  ) {
    if redirectedToMainActor(
      "registerContentConfiguration(for:_:)",
      { [self] in
        registerContentConfiguration(for: contentType, configuration)
      })
    {
      return
    }
    listView.registerContentConfiguration(on: self, for: contentType, configuration)
  }
}
