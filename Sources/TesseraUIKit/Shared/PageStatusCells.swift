#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// The reuse identifier of the host's own cell for ``PageState`` rows.
let pageStatusReuseIdentifier = "Tessera.PageStatus"

extension UIListContentConfiguration {
  /// `base` showing `state` as a paged list's last row: its ``PageState/description``, centred,
  /// in the secondary colour (the accent colour for a failed page, which the row retries).
  func showing(_ state: PageState) -> UIListContentConfiguration {
    var configuration = self
    configuration.text = state.description
    configuration.textProperties.alignment = .center
    configuration.textProperties.color = state.isFailed ? .tintColor : .secondaryLabel
    return configuration
  }
}

/// A table's row for a ``PageState`` when the app registered no cell for it.
final class PageStatusCell: UITableViewCell {
  /// Shows `state`.
  func show(_ state: PageState) {
    contentConfiguration = defaultContentConfiguration().showing(state)
    selectionStyle = state.isFailed ? .default : .none
  }
}

/// A collection view's item for a ``PageState`` when the app registered no cell for it.
final class PageStatusCollectionCell: UICollectionViewListCell {
  /// Shows `state`.
  func show(_ state: PageState) {
    contentConfiguration = defaultContentConfiguration().showing(state)
  }
}

extension UIKitListHost {
  /// Makes `cellType` the host's own cell for ``PageState`` rows, used until the app registers
  /// one of its own.
  func registerPageStatusCell<Cell: UIView>(
    _ cellType: Cell.Type, make: @escaping @MainActor () -> Cell, show: @escaping @MainActor (Cell, PageState) -> Void
  ) {
    let registration = cellRegistry.registerDefault(
      cellType, for: PageState.self, reuseIdentifier: pageStatusReuseIdentifier, make: make,
      configure: { cell, state, _ in show(cell, state) })
    listView.register(registration.viewClass, identifier: registration.reuseIdentifier, forSupplements: false)
  }
}
