#if !canImport(UIKit)
import Foundation

// Registration, dequeue and reuse (R1.5, R4.1-R4.5).
extension UITableView {
  /// Registers a cell class for an identifier; re-registering replaces the class (and empties
  /// that identifier's pool, so the new class takes effect at once); `nil` unregisters (R4.1).
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    register(cellClass, identifier: identifier, key: identifier, classes: \.cellClasses, queue: \.cellPool)
  }

  /// Registers a header/footer view class for an identifier; `nil` unregisters.
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    register(aClass, identifier: identifier, key: identifier, classes: \.headerFooterClasses, queue: \.headerFooterPool)
  }

  /// A cell for `indexPath` from the pool (after `prepareForReuse()`) or newly created (R4.2).
  /// Meant to be called from `tableView(_:cellForRowAt:)`. An unregistered identifier is a
  /// violation (UIKit raises); a plain cell is returned so the table keeps working.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    checkMainThread()
    if cellForRowCall == nil {
      reportMisuse(TableUpdateError(.dequeueOutsideCellForRow(identifier: identifier)))
    }
    if let existing = cellForRowCall?.reconfiguring {
      if existing.reuseIdentifier == identifier {
        // R3.16: a reconfiguration gets the very cell on screen, without prepareForReuse.
        log(.dequeue(identifier: identifier, reused: true))
        noteDequeued(existing)
        return existing
      }
      recordViolation(
        TableUpdateError(
          .reconfigureChangedCellType(indexPath, expected: existing.reuseIdentifier, dequeued: identifier)))
    }
    guard let cell = reuseOrCreateCell(identifier) else {
      recordViolation(TableUpdateError(.unregisteredIdentifier(identifier)))
      let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
      noteDequeued(cell)
      return cell
    }
    noteDequeued(cell)
    return cell
  }

  /// The legacy dequeue: a pooled or newly created registered cell, or `nil` when the identifier
  /// is not registered and the pool is empty.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    checkMainThread()
    guard let cell = reuseOrCreateCell(identifier) else { return nil }
    noteDequeued(cell)
    return cell
  }

  /// A pooled or newly created header/footer view, or `nil` when the identifier is unknown.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    checkMainThread()
    if let view = headerFooterPool.dequeue(identifier) {
      view.prepareForReuse()
      return view
    }
    return headerFooterClasses[identifier]?.init(reuseIdentifier: identifier)
  }

  // MARK: Internals

  /// Remembers that `cell` was handed out during the current `cellForRowAt` call (R2.7).
  private func noteDequeued(_ cell: UITableViewCell) {
    cellForRowCall?.dequeued.append(ObjectIdentifier(cell))
  }

  /// A pooled cell, prepared for reuse (R4.3: `prepareForReuse()` runs only when a pooled cell is
  /// handed out again), else one of the registered class made with
  /// `init(style: .default, reuseIdentifier:)`.
  private func reuseOrCreateCell(_ identifier: String) -> UITableViewCell? {
    reuseOrCreate(identifier, key: identifier, pool: \.cellPool, classes: cellClasses) { type in
      let cell = type.init(style: .default, reuseIdentifier: identifier)
      log(.cellCreated(identifier: identifier))
      return cell
    }
  }

  /// Returns a section's header/footer view to its pool when it has a reuse identifier.
  func recycleSupplementView(_ view: UIView?) {
    guard let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier,
      !identifier.isEmpty
    else { return }
    view.removeFromSuperview()
    headerFooterPool.enqueue(view, identifier: identifier)
  }
}
#endif
