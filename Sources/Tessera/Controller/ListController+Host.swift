// The host a controller shows its list through.
extension ListController {
  /// Attaches `host`; the next update reloads it from scratch. Heights are kept only when the
  /// host measures (``MeasuringListHost``).
  public func attach(to host: some ListHost) {
    let keptHeights = keepsHeights
    self.host = host
    measuringHost = host as? any MeasuringListHost
    keepsHeights = measuringHost != nil
    hostHasLoaded = false
    if keepsHeights {
      if !keptHeights { sizing = ListSizing(width: sizing.width, defaultEstimate: sizing.defaultEstimate) }
      sizing.aspectRatioScale = host.aspectRatioScale
      sizing.setWidth(host.availableWidth, rowCount: presented.rowCount)
      rebuildLayout()
    }
    submit(latestSnapshot)
  }

  /// Call when ``ListHost/availableWidth`` changed: heights are re-measured lazily for the new
  /// width (and the measurements of the previous width are kept in case it comes back).
  public func availableWidthDidChange() {
    guard let host, keepsHeights else { return }
    sizing.setWidth(host.availableWidth, rowCount: presented.rowCount)
    rebuildLayout()
  }
}
