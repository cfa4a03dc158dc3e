#if !canImport(UIKit)
import Foundation

/// The edges of a rectangle that follow the layout direction (leading and trailing).
public struct NSDirectionalRectEdge: OptionSet, Hashable, @unchecked Sendable {
  /// The edge bits.
  public var rawValue: UInt
  /// Creates a set of edges.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// No edge.
  public static let none = NSDirectionalRectEdge([])
  /// Every edge.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// How a cell's background looks, as a value (iOS 14): a colour, corners, insets, a stroke.
/// Headless backgrounds draw nothing: a cell keeps the configuration it is given (and updates it
/// for its state when ``UITableViewCell/automaticallyUpdatesBackgroundConfiguration`` is on) so
/// that tests can read it; none of its values changes a size.
public struct UIBackgroundConfiguration: Hashable {
  /// What the configuration is for, which decides its colour for a state.
  enum Role: Hashable {
    case clear, listPlainCell, listGroupedCell, listSidebarCell, listPlainHeaderFooter, listGroupedHeaderFooter
    case listCell, listHeader, listFooter
  }

  let role: Role
  /// The background colour; `nil` (the default of the list configurations) for the colour of
  /// the cell's state (see ``resolvedBackgroundColor(for:)``).
  public var backgroundColor: UIColor?
  /// The view shown as the background.
  public var customView: UIView?
  /// The radius of the corners.
  public var cornerRadius: CGFloat = 0
  /// The insets of the background from the cell's edges.
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  /// The edges whose layout margins are added to the insets.
  public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
  /// The colour of the stroke; `nil` for none.
  public var strokeColor: UIColor?
  /// The width of the stroke.
  public var strokeWidth: CGFloat = 0
  /// How far the stroke extends past the background.
  public var strokeOutset: CGFloat = 0
  /// An image shown as the background (iOS 15).
  public var image: UIImage?
  /// How the image is drawn (iOS 15).
  public var imageContentMode: UIView.ContentMode = .scaleToFill
  /// Whether the configuration was updated for a highlighted or selected state.
  private var isPressed = false

  init(role: Role, backgroundColor: UIColor?) {
    self.role = role
    self.backgroundColor = backgroundColor
  }

  /// A background that shows nothing.
  public static func clear() -> UIBackgroundConfiguration { .init(role: .clear, backgroundColor: .clear) }
  /// The background of a cell in a plain list.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    .init(role: .listPlainCell, backgroundColor: nil)
  }
  /// The background of a header or footer in a plain list.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
    .init(role: .listPlainHeaderFooter, backgroundColor: nil)
  }
  /// The background of a cell in a grouped list.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    .init(role: .listGroupedCell, backgroundColor: nil)
  }
  /// The background of a header or footer in a grouped list.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
    .init(role: .listGroupedHeaderFooter, backgroundColor: nil)
  }
  /// The background of a cell in a sidebar.
  public static func listSidebarCell() -> UIBackgroundConfiguration {
    .init(role: .listSidebarCell, backgroundColor: nil)
  }
  /// The background of a cell in a sidebar beside content.
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
    .init(role: .listSidebarCell, backgroundColor: nil)
  }
  /// The background of a list cell, whatever the list's style (iOS 18).
  public static func listCell() -> UIBackgroundConfiguration { .init(role: .listCell, backgroundColor: nil) }
  /// The background of a list header (iOS 18).
  public static func listHeader() -> UIBackgroundConfiguration { .init(role: .listHeader, backgroundColor: nil) }
  /// The background of a list footer (iOS 18).
  public static func listFooter() -> UIBackgroundConfiguration { .init(role: .listFooter, backgroundColor: nil) }

  /// The configuration for `state`: a list background resolves to grey (`.systemGray4`) while
  /// the cell is highlighted or selected, unless the app set a colour of its own.
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
    guard let cellState = state as? UICellConfigurationState else { return self }
    var updated = self
    updated.isPressed = role != .clear && (cellState.isHighlighted || cellState.isSelected)
    return updated
  }

  /// The colour of the role outside any state.
  private var defaultColor: UIColor? {
    switch role {
    case .listPlainCell, .listPlainHeaderFooter, .listCell, .listHeader, .listFooter: .systemBackground
    case .listGroupedCell: .secondarySystemGroupedBackground
    case .clear, .listSidebarCell, .listGroupedHeaderFooter: .clear
    }
  }

  /// The background colour drawn: the configuration's, else the list's for the state it was
  /// updated for.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    backgroundColor ?? (isPressed ? .systemGray4 : defaultColor ?? .clear)
  }

  /// The stroke colour drawn: the configuration's, else clear.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor { strokeColor ?? .clear }

  /// Equal when every value is (views by identity).
  public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
    lhs.role == rhs.role && lhs.isPressed == rhs.isPressed && lhs.backgroundColor == rhs.backgroundColor
      && lhs.customView === rhs.customView
      && lhs.cornerRadius == rhs.cornerRadius && lhs.backgroundInsets == rhs.backgroundInsets
      && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
      && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth
      && lhs.strokeOutset == rhs.strokeOutset && lhs.image == rhs.image && lhs.imageContentMode == rhs.imageContentMode
  }

  /// A hash of the role, colour and corners.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(role)
    hasher.combine(backgroundColor)
    hasher.combine(cornerRadius)
  }
}
#endif
