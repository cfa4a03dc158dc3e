// The host a controller shows its list through.
extension ListController {
  /// Attaches `host`; the next update reloads it from scratch. Heights are kept only when the
  /// host measures (``MeasuringListHost``).
  public func attach(to host: some ListHost) {
    let keptHeights = keepsHeights
    self.host = host
    measuringHost = host as? any MeasuringListHost
    anchoringHost = host as? any AnchoringListHost
    keepsHeights = measuringHost != nil
    hostHasLoaded = false
    if keepsHeights {
      // Set up aside and adopted with no call to the host in between: the host is asked for
      // header heights while the controller's own list and layout still agree.
      var new = keptHeights ? sizing : ListSizing(width: sizing.width, defaultEstimate: sizing.defaultEstimate)
      new.aspectRatioScale = host.aspectRatioScale
      new.setWidth(host.availableWidth, rowCount: presented.rowCount)
      let supplementHeights = supplementHeights(of: presented, width: new.width, aspectRatioScale: new.aspectRatioScale)
      sizing = new
      sizingVersion &+= 1
      rebuildLayout(supplementHeights: supplementHeights)
    }
    submit(latestSnapshot)
  }

  /// Call when ``ListHost/availableWidth`` changed: heights are re-measured lazily for the new
  /// width (and the measurements of the previous width are kept in case it comes back).
  public func availableWidthDidChange() {
    guard let host, keepsHeights else { return }
    let width = host.availableWidth
    if width != sizing.width {
      sizing.setWidth(width, rowCount: presented.rowCount)
      sizingVersion &+= 1
    }
    rebuildLayout()
  }
}
