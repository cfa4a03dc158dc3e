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
  ///
  /// A row in an outline is indented by its level (`context.outlineLevel`), and a parent's cell
  /// shows the host's disclosure chevron beside the view.
  public func register<Content: Equatable & Sendable, RowView: View>(
    _ contentType: Content.Type, @ViewBuilder row: @escaping @MainActor (Content, CellContext) -> RowView
  ) {
    registerContentConfiguration(for: contentType) { content, context in
      // A table cell's indentation moves its standard labels, not a hosted view: the view is
      // indented itself.
      UIHostingConfiguration {
        row(content, context).padding(.leading, CGFloat(context.outlineLevel) * OutlineIndentation.step)
      }
    }
  }
}

/// How far a SwiftUI row in a table is indented for each level of an outline: as far as a
/// list cell's `indentationWidth`.
enum OutlineIndentation {
  static let step: CGFloat = 16
}

extension CollectionViewHost {
  /// Shows rows whose content has type `contentType` as the SwiftUI view `row` makes, as
  /// `TableViewHost.register(_:row:)` does in a table. A row in an outline is indented by the
  /// list cell (its `indentationLevel`), and a parent's cell shows the outline disclosure
  /// accessory.
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
