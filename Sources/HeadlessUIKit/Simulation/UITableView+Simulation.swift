#if !canImport(UIKit)
import Foundation

// Simulation-only API: not part of UIKit. Tests drive and inspect a headless table with it.
extension UITableView {
  // MARK: Settings (R10.7, R3.9)

  /// The style in which ``lastViolationMessage`` renders UIKit's text (default `.classic`).
  public var messageStyle: TableUpdateError.MessageStyle {
    get { simulation.messageStyle }
    set { simulation.messageStyle = newValue }
  }

  /// Values UIKit leaves to the system (default estimates, fallback heights, prefetch distance).
  public var simulationConfiguration: HeadlessTableConfiguration {
    get { simulation.configuration }
    set { simulation.configuration = newValue }
  }

  /// R3.15: whether the table is in a window (default `true`). Without a real window the table
  /// is attached to a simulated one; `false` detaches it (and removes it from a real window).
  public var isInWindow: Bool {
    get { window != nil }
    set {
      let wasInWindow = window != nil
      simulation.isAttachedToSimulatedWindow = newValue
      if !newValue, super.window != nil { removeFromSuperview() }
      if wasInWindow != (window != nil) { notifyWindowChanged() }
    }
  }

  // MARK: Driving the table (R10.6, R4.12, R3.12)

  /// Scrolls the content to vertical offset `y` and lays out at once (R10.6).
  public func scroll(to y: CGFloat) {
    contentOffset = CGPoint(x: contentOffset.x, y: y)
    layoutIfNeeded()
  }

  /// Simulates a user's tap on a visible row: `willSelectRowAt` (which may redirect or refuse),
  /// deselection of the previous row in single selection, then `didSelectRowAt` (R4.12). In
  /// multiple selection a tap on a selected row deselects it. In editing mode the
  /// `…DuringEditing` settings apply, as in UIKit.
  public func simulateTap(at indexPath: IndexPath) {
    checkMainThread()
    // In editing mode UIKit uses the "during editing" settings instead.
    let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    guard isEditing ? allowsSelectionDuringEditing || multiple : allowsSelection else { return }
    guard isVisibleElement(indexPath) else { return warn(.tapOnInvisibleRow(indexPath)) }
    if multiple, selectedRows.contains(RowPath(indexPath)) {
      return userDeselect(RowPath(indexPath))
    }
    log(.willSelectRow(indexPath))
    let redirected = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let target = redirected, target.count == 2, layout.contains(RowPath(target)) else { return }
    if !multiple {
      for other in selectedRows.sorted() where other != RowPath(target) { userDeselect(other) }
    }
    selectedRows.insert(RowPath(target))
    setCellSelected(true, at: RowPath(target))
    log(.didSelectRow(target))
    delegate?.tableView(self, didSelectRowAt: target)
  }

  private func userDeselect(_ path: RowPath) {
    log(.willDeselectRow(path.indexPath))
    let redirected = delegate.map { $0.tableView(self, willDeselectRowAt: path.indexPath) } ?? path.indexPath
    guard let target = redirected, target.count == 2, selectedRows.remove(RowPath(target)) != nil else { return }
    setCellSelected(false, at: RowPath(target))
    log(.didDeselectRow(target))
    delegate?.tableView(self, didDeselectRowAt: target)
  }

  /// Ends every running animation: delivers the pending `performBatchUpdates` completions, each
  /// exactly once (R3.12).
  public func finishAnimations() { deliverCompletions() }

  /// Whether completions are waiting for ``finishAnimations()``.
  public var hasPendingCompletions: Bool { !batchSession.completions.isEmpty }

  // MARK: Counters and history (R4.2, R5.3)

  /// The cells waiting in the pool of an identifier.
  public func pooledCellCount(forReuseIdentifier identifier: String) -> Int { cellPool.count(identifier) }

  /// Every distinct `contentSize` the table published, in order (R5.3): jumps show up here.
  public var contentSizeHistory: [CGSize] { simulation.contentSizeHistory }

  /// Whether rows are sized by estimates until displayed (R5.2), as decided at the last load.
  public var estimatesRowHeights: Bool { estimatesHeights }

  /// Whether the row's current height is real (asked or measured) rather than an estimate.
  public func isRowHeightMeasured(at indexPath: IndexPath) -> Bool {
    let path = RowPath(indexPath)
    return indexPath.count == 2 && layout.contains(path) && layout.isMeasured(path)
  }

  /// The cell on screen for a row (``cellForRow(at:)`` without the main-thread check), for
  /// assertions.
  public func displayedCell(at indexPath: IndexPath) -> UITableViewCell? {
    guard indexPath.count == 2 else { return nil }
    return visibleRows.view(at: RowPath(indexPath))
  }

  /// The title of a section's header as shown: as loaded (R6.1), or as set since on the text
  /// label of its standard view (a host refreshing a title in place).
  public func loadedHeaderTitle(inSection section: Int) -> String? {
    guard section >= 0 && section < layout.sectionCount else { return nil }
    let header = layout.sections[section].header
    return header.standardView.map { $0.textLabel?.text } ?? header.title
  }

  /// The view of a section's header as loaded (R6.1).
  public func loadedHeaderView(inSection section: Int) -> UIView? {
    section >= 0 && section < layout.sectionCount ? layout.sections[section].header.view : nil
  }

  /// The view of a section's footer as loaded.
  public func loadedFooterView(inSection section: Int) -> UIView? {
    section >= 0 && section < layout.sectionCount ? layout.sections[section].footer.view : nil
  }

  /// The title of a section's footer as shown (as loaded, or as set since on its standard view).
  public func loadedFooterTitle(inSection section: Int) -> String? {
    guard section >= 0 && section < layout.sectionCount else { return nil }
    let footer = layout.sections[section].footer
    return footer.standardView.map { $0.textLabel?.text } ?? footer.title
  }
}
#endif
