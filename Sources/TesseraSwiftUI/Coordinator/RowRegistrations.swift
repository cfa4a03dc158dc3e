#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraUIKit

/// How a `SnapshotList` shows each type of row content: the registrations its host gets once,
/// when the list is made. One value serves both styles; a registration that only one kind of
/// view can use (a `TableCell` in a collection view) is skipped by the other, and its rows
/// show the host's missing-registration cell and diagnostic.
///
/// ```swift
/// var rows = RowRegistrations()
/// rows.register(Price.self) { price, context in PriceRow(price: price) }   // a SwiftUI row
/// rows.registerContentConfiguration(for: Notice.self) { notice, context in
///   var content = UIListContentConfiguration.cell()
///   content.text = notice.text
///   return content
/// }
/// rows.register(PhotoCell.self)                   // a UITableViewCell, for tables only
/// ```
@MainActor
public struct RowRegistrations {
  private var table: [@MainActor (TableViewHost) -> Void] = []
  private var collection: [@MainActor (CollectionViewHost) -> Void] = []

  /// No registrations.
  public init() {}

  /// Registers a table cell for its content type (table style only).
  public mutating func register<Cell: TableCell>(
    _ cellType: Cell.Type, for contentType: Cell.Content.Type = Cell.Content.self
  ) {
    table.append { $0.register(cellType, for: contentType) }
  }

  /// Registers a collection cell for its content type (collection style only).
  public mutating func register<Cell: CollectionCell>(
    _ cellType: Cell.Type, for contentType: Cell.Content.Type = Cell.Content.self
  ) {
    collection.append { $0.register(cellType, for: contentType) }
  }

  /// Shows rows whose content has type `contentType` with the content configuration
  /// `configuration` makes, in either kind of list (see
  /// `TableViewHost.registerContentConfiguration(for:_:)`).
  public mutating func registerContentConfiguration<Content: Equatable & Sendable>(
    for contentType: Content.Type,
    _ configuration: @escaping @MainActor (Content, CellContext) -> any UIContentConfiguration
  ) {
    add(
      table: { $0.registerContentConfiguration(for: contentType, configuration) },
      collection: { $0.registerContentConfiguration(for: contentType, configuration) })
  }

  /// Adds a registration for either kind of host: `table` runs for a table view, `collection`
  /// for a collection view. The way to register something both hosts spell the same.
  public mutating func add(
    table: @escaping @MainActor (TableViewHost) -> Void, collection: @escaping @MainActor (CollectionViewHost) -> Void
  ) {
    self.table.append(table)
    self.collection.append(collection)
  }

  /// Registers everything with a table host.
  func apply(to host: TableViewHost) { for register in table { register(host) } }

  /// Registers everything with a collection host.
  func apply(to host: CollectionViewHost) { for register in collection { register(host) } }
}
