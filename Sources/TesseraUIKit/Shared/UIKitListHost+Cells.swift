#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// A placeholder a host shows where a registration is missing: it names the content type, so
/// the mistake is visible on screen instead of crashing.
@MainActor
protocol MissingRegistrationShowing: UIView {
  /// Shows that nothing is registered for `contentType`.
  func show(missing contentType: String)
}

// Cells by content type: registration, dequeue and configuration, the placeholder of a missing
// registration.
extension UIKitListHost {
  /// Registers `viewType` (made for measuring by `make`) for rows whose content has type
  /// `contentType`; `setUp` runs once per cell before its first `configure`. A second
  /// registration for the same content type replaces the first.
  func registerCell<Cell: UIView, Content: Equatable & Sendable>(
    _ viewType: Cell.Type, for contentType: Content.Type, kind: String, make: @escaping @MainActor () -> Cell,
    setUp: @escaping @MainActor (Cell) -> Void, configure: @escaping @MainActor (Cell, Content, CellContext) -> Void
  ) {
    guard !defersRegistrations else {
      return deferRegistration { [weak self] in
        self?.registerCell(viewType, for: contentType, kind: kind, make: make, setUp: setUp, configure: configure)
      }
    }
    let registration = cellRegistry.register(viewType, for: contentType, kind: kind, make: make) {
      cell, content, context in
      SetUpMarker.setUpOnce(in: cell) { setUp(cell) }
      configure(cell, content, context)
    }
    listView.register(registration.viewClass, identifier: registration.reuseIdentifier, forSupplements: false)
    controller.flightRecorder.recordRegistration(of: viewType, for: contentType, forSupplements: false)
    sizingViews[registration.reuseIdentifier] = nil
    if controller.hostHasLoaded { showRegistration(for: ObjectIdentifier(contentType), isSupplement: false) }
  }

  /// Shows the rows, or the headers and footers, of a content type registered while the view
  /// shows them (placeholders of a missing registration, or views of the registration it
  /// replaces) with the new views: now, or once the update under way is shown, or, for a
  /// registration made while the host runs the app's code for a view (`configure`, inside a
  /// UIKit callback where the view must not change), on the next turn of the main actor.
  func showRegistration(for contentType: ObjectIdentifier, isSupplement: Bool) {
    if isSupplement {
      pendingSupplementRegistrations.insert(contentType)
    } else {
      pendingRegistrations.insert(contentType)
    }
    guard viewConfigurationDepth == 0 else {
      Task { @MainActor [weak self] in self?.showPendingRegistrations() }
      return
    }
    // While an update is under way, this waits for the update handler the host added.
    showPendingRegistrations()
  }

  /// Measures the rows of the content types registered while they were shown again, with their
  /// new cells, and gives the rows on screen that still show a cell of the old registration (or
  /// a placeholder) new cells; a selected one stays selected. Headers and footers of content
  /// types registered meanwhile are measured again and the view reloads, keeping the selection
  /// and the reader's place (a table has no way to give one header a view of another class).
  func showPendingRegistrations() {
    applyDeferredRegistrations()
    guard !pendingRegistrations.isEmpty || !pendingSupplementRegistrations.isEmpty, !controller.isUpdating,
      viewConfigurationDepth == 0
    else { return }
    let types = pendingRegistrations
    let supplementTypes = pendingSupplementRegistrations
    pendingRegistrations = []
    pendingSupplementRegistrations = []
    guard controller.hostHasLoaded else { return }
    let reloadsWhole = showsSupplements(ofTypes: supplementTypes)
    if reloadsWhole {
      controller.invalidateSupplementHeights()
      reloadKeepingSelection()
    }
    guard !types.isEmpty else { return }
    // A whole reload gave every row a new cell already.
    if !reloadsWhole {
      let shown = listView.visibleElementPaths.filter { indexPath in
        shownRow(at: indexPath).map { types.contains($0.content.contentTypeID) } ?? false
      }
      // Rows a batch already gave a cell of the new registration keep it.
      reloadKeepingSelection(at: rowUpdates(at: shown.map(\.elementPath)).reloaded)
    }
    controller.invalidateMeasuredHeights { types.contains($0.content.contentTypeID) }
  }

  /// Whether a registration waits (``deferRegistration(_:)``): the view shows something
  /// already, and an update is under way or the app's code for a view runs. The batches of an
  /// update were planned with the registrations as they were (which rows keep their cells, and
  /// of which reuse identifier): a reconfigured cell dequeued from a registration made
  /// meanwhile would be of another reuse identifier, which UIKit raises on.
  var defersRegistrations: Bool {
    controller.hostHasLoaded && (controller.isUpdating || viewConfigurationDepth > 0)
  }

  /// Keeps `register` until the update under way is shown (the host's update handler), or the
  /// app's code for a view is over (the next turn of the main actor).
  func deferRegistration(_ register: @escaping @MainActor () -> Void) {
    deferredRegistrations.append(register)
    guard !controller.isUpdating else { return }
    Task { @MainActor [weak self] in self?.showPendingRegistrations() }
  }

  /// Makes the registrations that waited, in the order they were asked for, once nothing
  /// defers them any more.
  func applyDeferredRegistrations() {
    guard !deferredRegistrations.isEmpty, !defersRegistrations else { return }
    let registrations = deferredRegistrations
    deferredRegistrations = []
    for register in registrations { register() }
  }

  /// Whether a section shown has a header or footer whose content is of one of `types`.
  private func showsSupplements(ofTypes types: Set<ObjectIdentifier>) -> Bool {
    guard !types.isEmpty else { return false }
    return controller.dataSourceList.sections.contains { shown in
      [shown.section.header, shown.section.footer].contains { supplement in
        supplement?.content.map { types.contains($0.contentTypeID) } ?? false
      }
    }
  }

  /// Runs `body`, app code for a view, counted in ``viewConfigurationDepth``.
  func configuringView<Result>(_ body: () -> Result) -> Result {
    viewConfigurationDepth += 1
    defer { viewConfigurationDepth -= 1 }
    return body()
  }

  /// A cell of the type registered for the row's content, dequeued and fully configured; the
  /// placeholder naming the type when there is none.
  func configuredCell(at indexPath: IndexPath) -> UIView {
    let path = indexPath.elementPath
    guard let row = controller.dataSourceList.row(at: path) else {
      return listView.dequeueElementView(withIdentifier: Self.missingRegistrationIdentifier, for: indexPath)
    }
    guard let registration = cellRegistry.registration(for: row.content) else {
      reportMissingRegistration(of: row.content, rowID: row.id)
      let cell = listView.dequeueElementView(withIdentifier: Self.missingRegistrationIdentifier, for: indexPath)
      (cell as? any MissingRegistrationShowing)?.show(missing: row.content.typeName)
      didConfigure(cell, forRowAt: path)
      return cell
    }
    let cell = listView.dequeueElementView(withIdentifier: registration.reuseIdentifier, for: indexPath)
    let context = context(for: row, at: path)
    prepareOutline(of: cell)
    _ = configuringView { registration.configure(cell, row.content, context) }
    showOutline(of: row, in: cell, isExpanded: context.isExpanded)
    didConfigure(cell, forRowAt: path)
    return cell
  }

  /// What the cell of `row`, shown at `path`, is told.
  func context(for row: Row, at path: ElementPath) -> CellContext {
    let id = row.id
    return CellContext(
      rowID: id, isExpanded: controller.isExpanded(rowAt: path), outlineLevel: row.outlineLevel, isMeasuring: false,
      send: { [weak controller] event in controller?.send(event, toRowWithID: id) ?? false },
      invalidateHeight: { [weak controller] in
        controller?.invalidateHeight(ofRowWithID: id, reconfiguringShownCell: false)
      })
  }
}
