#if !canImport(UIKit)
import Foundation

/// A system accessory of a list cell (iOS 14): a disclosure chevron, a checkmark, an editing
/// control, a label or a view of the app's own, shown at the leading or trailing edge of a
/// `UICollectionViewListCell` through its ``UICollectionViewListCell/accessories``.
///
/// Made by the static functions, as in UIKit: `.disclosureIndicator()`, `.checkmark()`,
/// `.customView(configuration:)`. Like UIKit's, the value is not `Sendable` (it holds views and
/// handlers): make accessories on the main actor, where cells are configured.
public struct UICellAccessory {
  /// What a tap on an accessory with an action runs.
  public typealias ActionHandler = () -> Void
  /// What a pop-up menu accessory runs after the user picked another element.
  public typealias MenuSelectedElementDidChangeHandler = (UIMenu) -> Void

  /// When an accessory is shown, against the editing state of its collection view.
  public enum DisplayedState: Hashable {
    /// Whether or not the collection view is editing.
    case always
    /// Only while the collection view is editing.
    case whenEditing
    /// Only while the collection view is not editing.
    case whenNotEditing
  }

  /// The width an accessory takes.
  public enum LayoutDimension {
    /// The accessory's own width.
    case actual
    /// The standard width of a system accessory, so accessories of different widths line up.
    case standard
    /// A width in points.
    case custom(CGFloat)
  }

  /// Where an accessory of the app's own goes.
  public enum Placement {
    /// Picks the index, among the accessories already placed at the same edge, at which the
    /// accessory goes.
    public typealias Position = (_ accessories: [UICellAccessory]) -> Int

    /// At the leading edge, by default after the other leading accessories.
    case leading(
      displayed: UICellAccessory.DisplayedState = .always, at: UICellAccessory.Placement.Position = { $0.count })
    /// At the trailing edge, by default before (outside) the other trailing accessories.
    case trailing(
      displayed: UICellAccessory.DisplayedState = .always, at: UICellAccessory.Placement.Position = { _ in 0 })

    /// A position just before the first accessory of the same kind as `accessory`, or at the
    /// end when there is none.
    public static func position(before accessory: UICellAccessory) -> UICellAccessory.Placement.Position {
      let type = accessory.accessoryType
      return { accessories in accessories.firstIndex { $0.accessoryType == type } ?? accessories.count }
    }

    /// A position just after the first accessory of the same kind as `accessory`, or at the end
    /// when there is none.
    public static func position(after accessory: UICellAccessory) -> UICellAccessory.Placement.Position {
      let type = accessory.accessoryType
      return { accessories in accessories.firstIndex { $0.accessoryType == type }.map { $0 + 1 } ?? accessories.count }
    }
  }

  /// The kind of an accessory.
  public enum AccessoryType: Hashable {
    /// A chevron saying a tap shows more.
    case disclosureIndicator
    /// A chevron that expands or collapses an outline item.
    case outlineDisclosure
    /// A checkmark.
    case checkmark
    /// The control that starts a delete.
    case delete
    /// The control that inserts.
    case insert
    /// The grabber that moves the row.
    case reorder
    /// The circle that selects the row among several.
    case multiselect
    /// A text.
    case label
    /// A view of the app's own.
    case customView(UIView)
    /// An info button (iOS 15.4).
    case detail
    /// A menu of choices (iOS 16).
    case popUpMenu
  }

  /// The options of a disclosure indicator.
  public struct DisclosureIndicatorOptions {
    /// Whether the accessory is hidden (it still takes its width).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    /// Its color, or `nil` for the cell's tint.
    public var tintColor: UIColor?

    /// Creates options; `nil` keeps the default (shown, standard width, the cell's tint).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// The options of a detail (info) button.
  public struct DetailOptions {
    /// Whether the accessory is hidden (it still takes its width).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    /// Its color, or `nil` for the cell's tint.
    public var tintColor: UIColor?

    /// Creates options; `nil` keeps the default (shown, standard width, the cell's tint).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// The options of a checkmark.
  public struct CheckmarkOptions {
    /// Whether the accessory is hidden (it still takes its width).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    /// Its color, or `nil` for the cell's tint.
    public var tintColor: UIColor?

    /// Creates options; `nil` keeps the default (shown, standard width, the cell's tint).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// The options of a delete control.
  public struct DeleteOptions {
    /// Whether the accessory is hidden (it still takes its width).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    /// Its color, or `nil` for the system's.
    public var tintColor: UIColor?
    /// Its background color, or `nil` for the system's.
    public var backgroundColor: UIColor?

    /// Creates options; `nil` keeps the default (shown, standard width, the system's colors).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// The options of an insert control.
  public struct InsertOptions {
    /// Whether the accessory is hidden (it still takes its width).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    /// Its color, or `nil` for the system's.
    public var tintColor: UIColor?
    /// Its background color, or `nil` for the system's.
    public var backgroundColor: UIColor?

    /// Creates options; `nil` keeps the default (shown, standard width, the system's colors).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// The options of a reorder grabber.
  public struct ReorderOptions {
    /// Whether the accessory is hidden (it still takes its width).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    /// Its color, or `nil` for the system's.
    public var tintColor: UIColor?
    /// Whether a separator is drawn beside the grabber.
    public var showsVerticalSeparator: Bool

    /// Creates options; `nil` keeps the default (shown, standard width, a separator).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
      showsVerticalSeparator: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator ?? true
    }
  }

  /// The options of a multiple-selection circle.
  public struct MultiselectOptions {
    /// Whether the accessory is hidden (it still takes its width).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    /// Its color, or `nil` for the system's.
    public var tintColor: UIColor?
    /// Its background color, or `nil` for the system's.
    public var backgroundColor: UIColor?

    /// Creates options; `nil` keeps the default (shown, standard width, the system's colors).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// The options of an outline disclosure chevron.
  public struct OutlineDisclosureOptions {
    /// How the chevron looks.
    public enum Style: Hashable {
      /// A header's chevron for a header cell, else a cell's.
      case automatic
      /// The chevron of a section header.
      case header
      /// The chevron of a cell.
      case cell
    }

    /// How the chevron looks.
    public var style: UICellAccessory.OutlineDisclosureOptions.Style
    /// Whether the accessory is hidden (it still takes its width).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    /// Its color, or `nil` for the cell's tint.
    public var tintColor: UIColor?

    /// Creates options; `nil` keeps the default (automatic style, shown, standard width).
    public init(
      style: UICellAccessory.OutlineDisclosureOptions.Style? = nil, isHidden: Bool? = nil,
      reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.style = style ?? .automatic
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// The options of a pop-up menu.
  public struct PopUpMenuOptions {
    /// Whether the accessory is hidden (it still takes its width).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    /// Its color, or `nil` for the cell's tint.
    public var tintColor: UIColor?

    /// Creates options; `nil` keeps the default (shown, standard width, the cell's tint).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// The options of a label.
  public struct LabelOptions {
    /// Whether the accessory is hidden (it still takes its width).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    /// Its color, or `nil` for the system's secondary text color.
    public var tintColor: UIColor?
    /// The font of the text.
    public var font: UIFont
    /// Whether the font follows the user's text size.
    public var adjustsFontForContentSizeCategory: Bool

    /// Creates options; `nil` keeps the default (shown, its own width, the body font, following
    /// the user's text size).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
      font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
      self.tintColor = tintColor
      self.font = font ?? UIFont.preferredFont(forTextStyle: .body)
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
    }
  }

  /// A view of the app's own as an accessory, and where it goes.
  public struct CustomViewConfiguration {
    /// The view.
    public let customView: UIView
    /// The edge it is at, when it is shown, and its position among that edge's accessories.
    public let placement: UICellAccessory.Placement
    /// Whether the accessory is hidden (it still takes its width).
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    /// Its tint, or `nil` for the cell's.
    public var tintColor: UIColor?
    /// Whether the view keeps its size instead of being fitted to the cell.
    public var maintainsFixedSize: Bool

    /// Creates a configuration; `nil` keeps the default (shown, its own width, the cell's tint,
    /// fitted to the cell).
    public init(
      customView: UIView, placement: UICellAccessory.Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
      maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize ?? false
    }
  }

  /// The kind of the accessory.
  public let accessoryType: UICellAccessory.AccessoryType

  // What the simulation reads: not part of UIKit's API.
  /// When the accessory is shown.
  let displayedState: DisplayedState
  /// Whether it is hidden (drawn as blank space).
  let isHidden: Bool
  /// Whether it sits at the leading edge.
  let isLeading: Bool
  /// Where a custom view goes among its edge's accessories.
  let position: Placement.Position?
  /// What a tap on it runs.
  let actionHandler: ActionHandler?
  /// The text of a label accessory.
  let text: String?

  private init(
    _ type: AccessoryType, displayed: DisplayedState, isHidden: Bool, isLeading: Bool = false,
    position: Placement.Position? = nil, actionHandler: ActionHandler? = nil, text: String? = nil
  ) {
    self.accessoryType = type
    self.displayedState = displayed
    self.isHidden = isHidden
    self.isLeading = isLeading
    self.position = position
    self.actionHandler = actionHandler
    self.text = text
  }

  /// A chevron at the trailing edge, saying a tap shows more.
  public static func disclosureIndicator(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden)
  }

  /// An info button at the trailing edge, running `actionHandler` when tapped (iOS 15.4).
  public static func detail(
    displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.DetailOptions = DetailOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(.detail, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
  }

  /// A checkmark at the trailing edge.
  public static func checkmark(
    displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()
  ) -> UICellAccessory {
    UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden)
  }

  /// A delete control at the leading edge, by default while editing; a tap runs
  /// `actionHandler`, or else shows the row's trailing swipe actions.
  public static func delete(
    displayed: UICellAccessory.DisplayedState = .whenEditing, options: UICellAccessory.DeleteOptions = DeleteOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .delete, displayed: displayed, isHidden: options.isHidden, isLeading: true, actionHandler: actionHandler)
  }

  /// An insert control at the leading edge, by default while editing, running `actionHandler`
  /// when tapped.
  public static func insert(
    displayed: UICellAccessory.DisplayedState = .whenEditing, options: UICellAccessory.InsertOptions = InsertOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .insert, displayed: displayed, isHidden: options.isHidden, isLeading: true, actionHandler: actionHandler)
  }

  /// A grabber at the trailing edge, by default while editing, that moves the row.
  public static func reorder(
    displayed: UICellAccessory.DisplayedState = .whenEditing, options: UICellAccessory.ReorderOptions = ReorderOptions()
  ) -> UICellAccessory {
    UICellAccessory(.reorder, displayed: displayed, isHidden: options.isHidden)
  }

  /// A selection circle at the leading edge, by default while editing.
  public static func multiselect(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.MultiselectOptions = MultiselectOptions()
  ) -> UICellAccessory {
    UICellAccessory(.multiselect, displayed: displayed, isHidden: options.isHidden, isLeading: true)
  }

  /// A chevron at the trailing edge that expands or collapses an outline item; a tap runs
  /// `actionHandler`, or else toggles the item in its section snapshot.
  public static func outlineDisclosure(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(.outlineDisclosure, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
  }

  /// A menu of choices at the trailing edge (iOS 16); `selectedElementDidChangeHandler` runs
  /// after the user picked another element.
  public static func popUpMenu(
    _ menu: UIMenu, displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.PopUpMenuOptions = PopUpMenuOptions(),
    selectedElementDidChangeHandler: UICellAccessory.MenuSelectedElementDidChangeHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .popUpMenu, displayed: displayed, isHidden: options.isHidden,
      actionHandler: selectedElementDidChangeHandler.map { handler in { handler(menu) } })
  }

  /// A text at the trailing edge.
  public static func label(
    text: String, displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.LabelOptions = LabelOptions()
  ) -> UICellAccessory {
    UICellAccessory(.label, displayed: displayed, isHidden: options.isHidden, text: text)
  }

  /// A view of the app's own, placed as `configuration` says.
  public static func customView(configuration: UICellAccessory.CustomViewConfiguration) -> UICellAccessory {
    switch configuration.placement {
    case .leading(let displayed, let position):
      UICellAccessory(
        .customView(configuration.customView), displayed: displayed, isHidden: configuration.isHidden, isLeading: true,
        position: position)
    case .trailing(let displayed, let position):
      UICellAccessory(
        .customView(configuration.customView), displayed: displayed, isHidden: configuration.isHidden,
        position: position)
    }
  }

  /// Whether the accessory is shown while its collection view is editing (`isEditing`) or not.
  func isDisplayed(isEditing: Bool) -> Bool {
    switch displayedState {
    case .always: true
    case .whenEditing: isEditing
    case .whenNotEditing: !isEditing
    }
  }
}
#endif
