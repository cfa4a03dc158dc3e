#if canImport(UIKit)
import UIKit

/// The driver of real UIKit views, through public API only: the view is a subclass that counts
/// the calls made to it (dequeues, reloads, reconfigurations, batches), scrolling is
/// `setContentOffset(_:animated:)` then `layoutIfNeeded()`, rows on screen are
/// `indexPathsForVisibleRows` (`indexPathsForVisibleItems`), and each gesture makes the calls
/// UIKit makes for it, in UIKit's order: a tap asks the delegate whether the row highlights and
/// which row it selects, selects it and tells the delegate; a drop asks the data source and the
/// delegate, tells the data source, and moves the row in the view.
///
/// What cannot be reached through public API is said, not faked: a collection view's swipe
/// actions live in its layout's list configuration, which UIKit does not hand back, so
/// ``swipe(rowAt:from:tappingActionAt:)`` throws ``ListDriverUnavailable`` for a collection view.
///
/// ``platformListViewDriver(_:size:)`` makes one on iOS; run its tests on a simulator or a
/// device (Xcode, or `xcodebuild test`).
@MainActor
public final class UIKitListViewDriver: ListViewDriver {
  public let kind: ListViewKind
  public let view: UIScrollView
  public let window: UIWindow
  private let recorder: ListViewCallRecorder

  /// A table (plain style, no header padding) or a collection view of `size`, in a key window
  /// of that size (on the first connected window scene when there is one).
  public init(_ kind: ListViewKind, size: CGSize) {
    self.kind = kind
    let frame = CGRect(origin: .zero, size: size)
    switch kind {
    case .table:
      let table = RecordingTableView(frame: frame, style: .plain)
      table.sectionHeaderTopPadding = 0
      recorder = table.recorder
      view = table
    case .collection:
      let collectionView = RecordingCollectionView(frame: frame, collectionViewLayout: UICollectionViewLayout())
      recorder = collectionView.recorder
      view = collectionView
    }
    if let scene = UIApplication.shared.connectedScenes.lazy.compactMap({ $0 as? UIWindowScene }).first {
      window = UIWindow(windowScene: scene)
      window.frame = frame
    } else {
      window = UIWindow(frame: frame)
    }
    window.addSubview(view)
    window.makeKeyAndVisible()
  }

  public var tableView: UITableView? { view as? UITableView }
  public var collectionView: UICollectionView? { view as? UICollectionView }

  public func layout() { view.layoutIfNeeded() }

  public func scroll(toOffset y: CGFloat) {
    view.setContentOffset(CGPoint(x: view.contentOffset.x, y: y), animated: false)
    view.layoutIfNeeded()
  }

  public func scroll(toRowAt indexPath: IndexPath, at position: ListScrollPosition) {
    if let tableView {
      let positions: [ListScrollPosition: UITableView.ScrollPosition] = [
        .none: .none, .top: .top, .middle: .middle, .bottom: .bottom,
      ]
      tableView.scrollToRow(at: indexPath, at: positions[position] ?? .none, animated: false)
    }
    if let collectionView {
      let positions: [ListScrollPosition: UICollectionView.ScrollPosition] = [
        .none: [], .top: .top, .middle: .centeredVertically, .bottom: .bottom,
      ]
      collectionView.scrollToItem(at: indexPath, at: positions[position] ?? [], animated: false)
    }
    layout()
  }

  public var visibleRows: [VisibleRow] {
    if let tableView {
      return (tableView.indexPathsForVisibleRows ?? []).compactMap { path in
        tableView.cellForRow(at: path).map { cell in
          VisibleRow(
            indexPath: path, frame: tableView.rectForRow(at: path), cell: ObjectIdentifier(cell),
            text: ListViewDriverReading.text(of: cell))
        }
      }
    }
    guard let collectionView else { return [] }
    return collectionView.indexPathsForVisibleItems.sorted().compactMap { path in
      guard let cell = collectionView.cellForItem(at: path) else { return nil }
      return VisibleRow(
        indexPath: path, frame: collectionView.layoutAttributesForItem(at: path)?.frame ?? cell.frame,
        cell: ObjectIdentifier(cell), text: ListViewDriverReading.text(of: cell))
    }
  }

  public func headerText(inSection section: Int) -> String? {
    headerView(inSection: section).flatMap(ListViewDriverReading.text(of:))
  }

  private func headerView(inSection section: Int) -> UIView? {
    if let tableView { return tableView.headerView(forSection: section) }
    return collectionView?.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
  }

  public var selectedRows: [IndexPath] {
    ((tableView?.indexPathsForSelectedRows ?? collectionView?.indexPathsForSelectedItems) ?? []).sorted()
  }

  public var allowsMultipleSelection: Bool {
    get { tableView?.allowsMultipleSelection ?? collectionView?.allowsMultipleSelection ?? false }
    set {
      tableView?.allowsMultipleSelection = newValue
      collectionView?.allowsMultipleSelection = newValue
    }
  }

  public func tapRow(at indexPath: IndexPath) {
    if let tableView { tap(tableView, at: indexPath) }
    if let collectionView { tap(collectionView, at: indexPath) }
  }

  @discardableResult
  public func tapHeader(inSection section: Int) -> Bool {
    guard let header = headerView(inSection: section),
      let control = ListViewDriverReading.frontmostTappableControl(in: header)
    else { return false }
    control.sendActions(for: .touchUpInside)
    return true
  }

  public func swipe(rowAt indexPath: IndexPath, from edge: ListSwipeEdge, tappingActionAt index: Int) throws -> Bool? {
    guard let tableView else {
      throw ListDriverUnavailable(
        "a collection view's swipe actions come from its layout's list configuration, which UIKit does not expose")
    }
    guard let cell = tableView.cellForRow(at: indexPath) else { return nil }
    guard tableView.dataSource?.tableView?(tableView, canEditRowAt: indexPath) ?? true else { return nil }
    let configuration: UISwipeActionsConfiguration?
    switch edge {
    case .leading:
      configuration = tableView.delegate?.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    case .trailing:
      configuration = tableView.delegate?.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
      if configuration == nil {
        // Without a configuration UIKit shows a Delete button for the `.delete` editing style,
        // which commits the deletion through the data source.
        let style = tableView.delegate?.tableView?(tableView, editingStyleForRowAt: indexPath) ?? .delete
        guard style == .delete, index == 0, let dataSource = tableView.dataSource else { return nil }
        dataSource.tableView?(tableView, commit: .delete, forRowAt: indexPath)
        return true
      }
    }
    guard let configuration, configuration.actions.indices.contains(index) else { return nil }
    let action = configuration.actions[index]
    var performed: Bool?
    action.handler(action, cell) { performed = $0 }
    return performed
  }

  @discardableResult
  public func drag(rowAt source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    // UIKit moves the row in its own model, with no call an app could make: not counted.
    recorder.isPaused = true
    defer { recorder.isPaused = false }
    if let tableView { return drag(tableView, from: source, to: proposed) }
    guard let collectionView, let cell = collectionView.cellForItem(at: source),
      let target = collectionView.layoutAttributesForItem(at: proposed),
      collectionView.beginInteractiveMovementForItem(at: source)
    else { return nil }
    collectionView.updateInteractiveMovementTargetPosition(target.center)
    collectionView.endInteractiveMovement()
    collectionView.layoutIfNeeded()
    return collectionView.indexPath(for: cell)
  }

  public func setEditing(_ editing: Bool) {
    tableView?.setEditing(editing, animated: false)
    collectionView?.isEditing = editing
  }

  @discardableResult
  public func type(_ text: String, into field: UITextField) -> Bool {
    guard field.isFirstResponder else { return false }
    field.insertText(text)
    return true
  }

  public var tracksAccessibilityFocus: Bool { UIAccessibility.isVoiceOverRunning }

  public var activity: ListViewActivity { recorder.activity }

  public var violations: [String] { [] }

  public func putOnScreen(_ onScreen: Bool) {
    if onScreen { window.addSubview(view) } else { view.removeFromSuperview() }
  }

  public func finishAnimations() { layout() }

  // MARK: Gestures

  /// A tap on a table row: `shouldHighlightRowAt` and `didHighlightRowAt` as the finger lands;
  /// as it lifts, in multiple selection on a selected row `willDeselectRowAt`, the deselection
  /// and `didDeselectRowAt`; otherwise `willSelectRowAt` (which may redirect or refuse), the rows
  /// selected before deselected in single selection (each with `willDeselectRowAt` and
  /// `didDeselectRowAt`), the selection and `didSelectRowAt`; then `didUnhighlightRowAt`. (The
  /// order is the one `UICollectionView.h` documents for items; the table's is inferred from it.)
  private func tap(_ table: UITableView, at indexPath: IndexPath) {
    let multiple = table.isEditing ? table.allowsMultipleSelectionDuringEditing : table.allowsMultipleSelection
    guard table.isEditing ? table.allowsSelectionDuringEditing || multiple : table.allowsSelection,
      table.cellForRow(at: indexPath) != nil
    else { return }
    let delegate = table.delegate
    guard delegate?.tableView?(table, shouldHighlightRowAt: indexPath) ?? true else { return }
    delegate?.tableView?(table, didHighlightRowAt: indexPath)
    defer { table.delegate?.tableView?(table, didUnhighlightRowAt: indexPath) }
    let selected = table.indexPathsForSelectedRows ?? []
    if multiple, selected.contains(indexPath) { return deselect(indexPath, in: table) }
    var target: IndexPath? = indexPath
    if let delegate, let willSelect = delegate.tableView(_:willSelectRowAt:) { target = willSelect(table, indexPath) }
    guard let target else { return }
    if !multiple {
      for other in selected where other != target { deselect(other, in: table) }
    }
    table.selectRow(at: target, animated: false, scrollPosition: .none)
    delegate?.tableView?(table, didSelectRowAt: target)
  }

  private func deselect(_ indexPath: IndexPath, in table: UITableView) {
    var target: IndexPath? = indexPath
    if let delegate = table.delegate, let willDeselect = delegate.tableView(_:willDeselectRowAt:) {
      target = willDeselect(table, indexPath)
    }
    guard let target else { return }
    table.deselectRow(at: target, animated: false)
    table.delegate?.tableView?(table, didDeselectRowAt: target)
  }

  /// A tap on a collection item, in the order `UICollectionView.h` documents for a user's touch:
  /// `shouldHighlightItemAt` and `didHighlightItemAt` as the finger lands; as it lifts, on a
  /// selected item in multiple selection `shouldDeselectItemAt`, the deselection and
  /// `didDeselectItemAt`; otherwise `shouldSelectItemAt`, the items selected before deselected in
  /// single selection (with `didDeselectItemAt`), the selection and `didSelectItemAt`; then
  /// `didUnhighlightItemAt`.
  private func tap(_ collectionView: UICollectionView, at indexPath: IndexPath) {
    let multiple =
      collectionView.isEditing
      ? collectionView.allowsMultipleSelectionDuringEditing : collectionView.allowsMultipleSelection
    guard collectionView.isEditing ? collectionView.allowsSelectionDuringEditing : collectionView.allowsSelection,
      collectionView.cellForItem(at: indexPath) != nil
    else { return }
    let delegate = collectionView.delegate
    guard delegate?.collectionView?(collectionView, shouldHighlightItemAt: indexPath) ?? true else { return }
    delegate?.collectionView?(collectionView, didHighlightItemAt: indexPath)
    defer { collectionView.delegate?.collectionView?(collectionView, didUnhighlightItemAt: indexPath) }
    let selected = collectionView.indexPathsForSelectedItems ?? []
    if selected.contains(indexPath) {
      guard multiple, delegate?.collectionView?(collectionView, shouldDeselectItemAt: indexPath) ?? true else { return }
      collectionView.deselectItem(at: indexPath, animated: false)
      delegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView?(collectionView, shouldSelectItemAt: indexPath) ?? true else { return }
    if !multiple {
      for previous in selected.sorted() {
        collectionView.deselectItem(at: previous, animated: false)
        delegate?.collectionView?(collectionView, didDeselectItemAt: previous)
      }
    }
    collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
    delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
  }

  /// A drop of a table row: the data source says whether it moves, the delegate may redirect the
  /// drop, the data source is told of the move, and the table moves the row, keeping its cell.
  private func drag(_ table: UITableView, from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    guard let dataSource = table.dataSource, table.cellForRow(at: source) != nil,
      dataSource.tableView?(table, canMoveRowAt: source) ?? true, table.numberOfSections > 0
    else { return nil }
    let wasEditing = table.isEditing
    table.setEditing(true, animated: false)
    defer { table.setEditing(wasEditing, animated: false) }
    let clamp = { (path: IndexPath) -> IndexPath in
      let section = min(max(0, path.section), table.numberOfSections - 1)
      let count = table.numberOfRows(inSection: section) - (section == source.section ? 1 : 0)
      return IndexPath(row: min(max(0, path.row), count), section: section)
    }
    let clamped = clamp(proposed)
    let target =
      table.delegate?.tableView?(table, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: clamped)
      ?? clamped
    guard clamp(target) == target else { return nil }
    guard target != source else { return source }
    dataSource.tableView?(table, moveRowAt: source, to: target)
    table.moveRow(at: source, to: target)
    return target
  }
}
#endif
