#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// The table's standard list cell: a `UITableViewCell` whose default content configuration the
// app fills, with an accessory, as the collection host's `registerListCell` does in a list cell.
extension TableViewHost {
  /// What a table's list cell shows at its trailing edge: one of `UITableViewCell`'s standard
  /// accessories, or a view of the app's own.
  ///
  /// A collection view's list cell takes `UICellAccessory` values; a `UITableViewCell` does not
  /// (it has an `accessoryType` and an `accessoryView`), and a `UICellAccessory` cannot be read
  /// back to tell which of the two it would be, so the table has this small enum of its own.
  /// Each case sets both properties, so a reused cell never keeps another row's accessory.
  ///
  /// It is `Sendable`: the view of ``view(_:)`` is main-actor bound, and the host shows it on
  /// the main actor.
  public enum CellAccessory: Sendable {
    /// No accessory.
    case none
    /// A chevron: a tap shows more.
    case disclosureIndicator
    /// A checkmark.
    case checkmark
    /// An info button.
    case detailButton
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A view of the app's own (a `UISwitch`, a badge), shown as the cell's `accessoryView`. A
    /// view is shown by one cell at a time: make it in the accessory closure, not once for all.
    case view(UIView)

    /// Shows the accessory in `cell`: sets its `accessoryType` and its `accessoryView`, both.
    @MainActor
    func show(in cell: UITableViewCell) {
      let (type, view): (UITableViewCell.AccessoryType, UIView?) =
        switch self {
        case .none: (.none, nil)
        case .disclosureIndicator: (.disclosureIndicator, nil)
        case .checkmark: (.checkmark, nil)
        case .detailButton: (.detailButton, nil)
        case .detailDisclosureButton: (.detailDisclosureButton, nil)
        case .view(let view): (.none, view)
        }
      cell.accessoryType = type
      cell.accessoryView = view
    }
  }

  /// Shows rows whose content has type `contentType` in a `UITableViewCell` whose standard
  /// content configuration (`defaultContentConfiguration()`) `configure` fills: no cell class to
  /// write, as ``CollectionViewHost/registerListCell(for:configure:accessories:)`` does in a
  /// collection view. With `accessory`, the cell shows the accessory it gives for the content:
  /// a chevron, a checkmark, a switch of the app's own; without, none.
  ///
  /// ```swift
  /// host.registerListCell(for: WiFiSetting.self) { content, setting, _ in
  ///   content.text = "Wi-Fi"
  /// } accessory: { setting, context in
  ///   let toggle = UISwitch()
  ///   toggle.isOn = setting.isOn
  ///   toggle.addAction(
  ///     UIAction { [weak toggle] _ in context.send(WiFiToggled(isOn: toggle?.isOn ?? false)) },
  ///     for: .valueChanged)
  ///   return .view(toggle)
  /// }
  /// ```
  ///
  /// The accessory is a ``CellAccessory``, not a `UICellAccessory` as in a collection view's
  /// list cell: a table cell shows an `accessoryType` or an `accessoryView`, and a
  /// `UICellAccessory` cannot be read back to tell which. Every configuration sets both, so a
  /// reused cell never keeps another row's accessory. The accessory is made again each time
  /// the cell is configured (also when it is measured: `context.isMeasuring`). The cell of a
  /// parent in an outline whose accessory is `.none` shows the host's disclosure chevron
  /// instead, whose tap expands or collapses the row. Another registration for the same
  /// content type replaces this one.
  public func registerListCell<Content: Equatable & Sendable>(
    for contentType: Content.Type,
    configure: @escaping @MainActor (inout UIListContentConfiguration, Content, CellContext) -> Void,
    accessory: (@MainActor (Content, CellContext) -> CellAccessory)? = nil
  ) {
    registerStandardListCell(
      UITableViewCell.self, for: contentType, make: { UITableViewCell(style: .default, reuseIdentifier: nil) },
      configure: configure
    ) { cell, content, context in
      (accessory?(content, context) ?? CellAccessory.none).show(in: cell)
    }
  }
}
