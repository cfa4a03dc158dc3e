#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// The registrations apps make, which both hosts offer with their own view's classes: each public
// method names its classes and hands the rest to these. Called off the main actor, each is done
// there, reported under `method`, the name of the public method that called it.
extension UIKitListHost {
  /// Registers `cellType`, a cell class of the app's, for rows whose content has type
  /// `contentType`: `setUpNewCell`, then the cell's own `setUp`, run once for every new cell
  /// (cells made for measuring included) before its first `configure`.
  func registerAppCell<Cell: UIView, Content: Equatable & Sendable>(
    _ cellType: Cell.Type, for contentType: Content.Type, kind: String, make: @escaping @MainActor () -> Cell,
    setUpNewCell: @escaping @MainActor (Cell) -> Void, setUp: @escaping @MainActor (Cell) -> Void,
    configure: @escaping @MainActor (Cell, Content, CellContext) -> Void, method: StaticString = #function
  ) {
    let register: @MainActor () -> Void = { [self] in
      registerCell(
        cellType, for: contentType, kind: kind, make: make,
        setUp: { cell in
          setUpNewCell(cell)
          setUp(cell)
        }, configure: configure)
    }
    if redirectedToMainActor(method, register) { return }
    register()
  }

  /// Registers `viewType`, a header and footer class of the app's, for headers and footers
  /// whose content has type `contentType`; the view's own `setUp` runs once before its first
  /// `configure`.
  func registerAppSupplement<View: UIView, Content: Equatable & Sendable>(
    _ viewType: View.Type, for contentType: Content.Type, kind: String, make: @escaping @MainActor () -> View,
    setUp: @escaping @MainActor (View) -> Void,
    configure: @escaping @MainActor (View, Content, SectionSupplementContext) -> Void,
    method: StaticString = #function
  ) {
    let register: @MainActor () -> Void = { [self] in
      registerSupplement(viewType, for: contentType, kind: kind, make: make, setUp: setUp, configure: configure)
    }
    if redirectedToMainActor(method, register) { return }
    register()
  }

  /// Registers `cellType`, one of UIKit's list cells, for rows whose content has type
  /// `contentType`: its default content configuration filled by `configure`, then `finish`
  /// (its accessories) with the content and the context.
  func registerStandardListCell<Cell: StandardListCell, Content: Equatable & Sendable>(
    _ cellType: Cell.Type, for contentType: Content.Type, make: @escaping @MainActor () -> Cell,
    configure: @escaping @MainActor (inout UIListContentConfiguration, Content, CellContext) -> Void,
    method: StaticString = #function, finish: @escaping @MainActor (Cell, Content, CellContext) -> Void
  ) {
    let register: @MainActor () -> Void = { [self] in
      registerCell(cellType, for: contentType, kind: "ListCell", make: make, setUp: { _ in }) {
        cell, content, context in
        var configuration = cell.defaultContentConfiguration()
        configure(&configuration, content, context)
        cell.contentConfiguration = configuration
        finish(cell, content, context)
      }
    }
    if redirectedToMainActor(method, register) { return }
    register()
  }
}

/// One of UIKit's cells with a standard list content configuration (`UITableViewCell`,
/// `UICollectionViewListCell`).
@MainActor
protocol StandardListCell: ContentConfiguredCell {
  /// A list content configuration in the cell's default style.
  func defaultContentConfiguration() -> UIListContentConfiguration
}

extension UITableViewCell: StandardListCell {}
extension UICollectionViewListCell: StandardListCell {}
