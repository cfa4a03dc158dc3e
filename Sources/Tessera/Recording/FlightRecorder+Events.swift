// Recording what happens to a list between and during updates. The controller calls the
// internal methods; hosts call the `package` ones.
extension FlightRecorder {
  /// Records `event`, after the viewport when it moved since it was last recorded.
  func record(_ event: EventRecord) {
    guard isEnabled else { return }
    if let host = recordedHost, let top = host.flightRecorderViewportTop, top != lastViewportTop {
      lastViewportTop = top
      append(.viewport(top))
    }
    append(event)
  }

  /// Records a measurement. Outside an update, the viewport it was measured for comes first
  /// when it moved: a scroll shows in a recording by the rows it made the view measure, so a
  /// replay scrolls there too and measures the same rows. (During an update the view is
  /// between two states, and the update's own viewport is kept.)
  func recordMeasurement(_ event: EventRecord) {
    guard isEnabled else { return }
    if owner?.isUpdating == false, let top = recordedHost?.flightRecorderViewportTop, top != lastViewportTop {
      lastViewportTop = top
      append(.viewport(top))
    }
    append(event)
  }

  /// The user tapped the row with `id`, shown at `path`, in the view.
  package func recordTap(_ id: RowID, at path: ElementPath) {
    record(.tap(id, path))
  }

  /// The user deselected the row with `id`, shown at `path`, in the view.
  package func recordDeselect(_ id: RowID, at path: ElementPath) {
    record(.deselect(id, path))
  }

  /// A view type was registered for rows (or headers and footers) of `contentType`.
  package func recordRegistration(
    of view: Any.Type, for contentType: any (Equatable & Sendable).Type, forSupplements: Bool
  ) {
    record(.registration(contentType: contentType, view: String(describing: view), forSupplements: forSupplements))
  }

  /// The row with `id` was measured.
  func recordRowMeasurement(_ id: RowID, width: Double, isExpanded: Bool, height: Double) {
    recordMeasurement(.rowMeasurement(id, width: width, isExpanded: isExpanded, height: height))
  }

  /// The header (or footer) of the section with `id` was measured.
  func recordSupplementMeasurement(_ id: SectionID, isHeader: Bool, width: Double, height: Double) {
    recordMeasurement(.supplementMeasurement(id, isHeader: isHeader, width: width, height: height))
  }

  /// The controller gave the host `target` to keep the reader's place.
  func recordAnchoring(_ target: ListReaderTarget, in list: DataSourceList) {
    guard isEnabled else { return }
    switch target {
    case .row(let path, let distance):
      append(.anchoring(list.row(at: path)?.id, distance: distance))
    case .top:
      append(.anchoring(nil, distance: 0))
    case .bottom:
      append(.anchoring(nil, distance: 1))
    }
  }

  /// The user dragged the row at `source` of `list` to `destination`.
  func recordUserMove(from source: ElementPath, to destination: ElementPath, in list: DataSourceList) {
    guard let row = list.row(at: source) else { return }
    record(.userMove(row.id, from: source, to: destination))
  }
}
