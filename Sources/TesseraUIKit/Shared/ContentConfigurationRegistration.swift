#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// Rows shown by a content configuration (iOS 14): no cell class to write. Both hosts spell it
// the same; the table dequeues `UITableViewCell`s, the collection view `UICollectionViewListCell`s,
// and either measures the configuration's view through the controller's height cache like any
// registered cell.

extension TableViewHost {
  /// Shows rows whose content has type `contentType` in a cell whose `contentConfiguration` is
  /// what `configuration` makes of the content and the cell's context (a
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
    _ configuration: @escaping @MainActor (Content, TableCellContext) -> any UIContentConfiguration
  ) {
    let registration = registry.register(UITableViewCell.self, for: contentType, kind: "ContentConfiguration") {
      cell, content, context in
      cell.contentConfiguration = configuration(content, context)
      return true
    }
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: registration.reuseIdentifier)
    sizingCells[registration.reuseIdentifier] = nil
  }
}

extension CollectionViewHost {
  /// Shows rows whose content has type `contentType` in a list cell whose
  /// `contentConfiguration` is what `configuration` makes of the content and the cell's context,
  /// as ``TableViewHost/registerContentConfiguration(for:_:)`` does in a table.
  public func registerContentConfiguration<Content: Equatable & Sendable>(
    for contentType: Content.Type,
    _ configuration: @escaping @MainActor (Content, CollectionCellContext) -> any UIContentConfiguration
  ) {
    let registration = registry.register(UICollectionViewListCell.self, for: contentType, kind: "ContentConfiguration") {
      cell, content, context in
      cell.contentConfiguration = configuration(content, context)
      return true
    }
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
    sizingCells[registration.reuseIdentifier] = nil
  }
}
