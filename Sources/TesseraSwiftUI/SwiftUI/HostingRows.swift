#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraUIKit

// SwiftUI rows in the UIKit hosts: a registration of a view per content type, shown through
// `UIHostingConfiguration` (iOS 16) as a content configuration, so it is dequeued, configured,
// measured and cached exactly like any registered cell.

extension TableViewHost {
  /// Shows rows whose content has type `contentType` as the SwiftUI view `row` makes of the
  /// content and the cell's context (read `context.isExpanded`, send the row's events with
  /// `context.send(_:)`). Another registration for the same content type replaces it.
  ///
  /// ```swift
  /// host.register(Price.self) { price, context in PriceRow(price: price) }
  /// ```
  public func register<Content: Equatable & Sendable, RowView: View>(
    _ contentType: Content.Type, @ViewBuilder row: @escaping @MainActor (Content, CellContext) -> RowView
  ) {
    registerContentConfiguration(for: contentType) { content, context in
      UIHostingConfiguration { row(content, context) }
    }
  }
}

extension CollectionViewHost {
  /// Shows rows whose content has type `contentType` as the SwiftUI view `row` makes, as
  /// `TableViewHost.register(_:row:)` does in a table.
  public func register<Content: Equatable & Sendable, RowView: View>(
    _ contentType: Content.Type, @ViewBuilder row: @escaping @MainActor (Content, CellContext) -> RowView
  ) {
    registerContentConfiguration(for: contentType) { content, context in
      UIHostingConfiguration { row(content, context) }
    }
  }
}

extension RowRegistrations {
  /// Shows rows whose content has type `contentType` as the SwiftUI view `row` makes, in
  /// either kind of list.
  public mutating func register<Content: Equatable & Sendable, RowView: View>(
    _ contentType: Content.Type, @ViewBuilder row: @escaping @MainActor (Content, CellContext) -> RowView
  ) {
    add(table: { $0.register(contentType, row: row) }, collection: { $0.register(contentType, row: row) })
  }
}
#endif
