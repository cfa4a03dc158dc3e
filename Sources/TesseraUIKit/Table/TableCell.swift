#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// A table view cell that shows one type of row content.
///
/// Register it for its content type with ``TableViewHost/register(_:for:setUpNewCell:)``; the host dequeues it
/// for every row whose content has that type and calls ``configure(with:context:)`` on every use,
/// so a cell must set everything it shows each time (cells are reused).
///
/// ```swift
/// final class PriceCell: UITableViewCell, TableCell {
///   func configure(with price: Price, context: CellContext) {
///     textLabel?.text = price.formatted
///   }
/// }
/// ```
///
/// The table makes registered cells with `init(style: .default, reuseIdentifier:)`, as UIKit
/// does for every cell registered by class, so `detailTextLabel` is `nil`. For a title with a
/// value beside it, or a subtitle, use a content configuration of that style:
///
/// ```swift
/// final class SettingCell: UITableViewCell, TableCell {
///   func configure(with setting: Setting, context: CellContext) {
///     var configuration = UIListContentConfiguration.valueCell()
///     configuration.text = setting.title
///     configuration.secondaryText = setting.value
///     contentConfiguration = configuration
///     accessoryType = .disclosureIndicator
///   }
/// }
/// ```
@MainActor
public protocol TableCell: UITableViewCell {
  /// The type of content this cell shows.
  associatedtype Content: Equatable & Sendable

  /// Shows `content`. Called on every dequeue and every refresh: set every visible property.
  func configure(with content: Content, context: CellContext)

  /// One-time set-up (add subviews, constraints), called once per cell before its first
  /// ``configure(with:context:)``: a place for it besides the cell's own
  /// `override init(style:reuseIdentifier:)`, which works too, on iOS and headlessly alike. Does
  /// nothing by default.
  func setUp()
}

extension TableCell {
  /// Nothing to set up.
  public func setUp() {}
}
