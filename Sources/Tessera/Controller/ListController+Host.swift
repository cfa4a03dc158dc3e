// The host a controller shows its list through.
extension ListController {
  /// Attaches `host`; the next update reloads it from scratch. Heights are kept only when the
  /// host measures (``MeasuringListHost``).
  ///
  /// A controller shows its list through one host at a time. Attaching it to a second host
  /// while the first is alive is reported (give each host its own controller) and detaches the
  /// first, which is told through ``ListHost/listControllerDidDetach(_:)``.
  package func attach(to host: some ListHost) {
    if redirectedToMainActor("ListController.attach(to:)", { $0.attach(to: host) }) { return }
    let keptHeights = heightCache.keepsHeights
    let previous = self.host
    defer {
      if let previous, previous !== host {
        report(
          .hostMisuse(
            "this controller was attached to a \(type(of: host)) while a \(type(of: previous)) still showed its list; "
              + "the \(type(of: previous)) no longer gets its updates. Give each host its own ListController"))
        previous.listControllerDidDetach(self)
      }
    }
    self.host = host
    heightCache.measuringHost = host as? any MeasuringListHost
    placeTracker.host = host as? any AnchoringListHost
    heightCache.keepsHeights = heightCache.measuringHost != nil
    hostHasLoaded = false
    screen.hostKnowsUnavailableState = false
    screen.lastVisibleRow = nil
    if heightCache.keepsHeights {
      // Set up aside and adopted with no call to the host in between: the host is asked for
      // header heights while the controller's own list and layout still agree.
      var new =
        keptHeights
        ? heightCache.sizing
        : ListSizing(width: heightCache.sizing.width, defaultEstimate: heightCache.sizing.defaultEstimate)
      new.heightScale = HeightScale(of: host)
      new.defaultEstimate = defaultRowEstimate(of: host)
      new.setWidth(usableWidth(of: host), rowCount: dataSourceList.rowCount)
      let supplementHeights = supplementHeights(of: dataSourceList, width: new.width, heightScale: new.heightScale)
      heightCache.sizing = new
      heightCache.version &+= 1
      rebuildLayout(supplementHeights: supplementHeights)
    }
    submit(latestSnapshot)
  }

  /// Call when ``ListHost/availableWidth`` changed: heights are re-measured lazily for the new
  /// width (and the measurements of the previous width are kept in case it comes back).
  package func availableWidthDidChange() {
    if redirectedToMainActor("ListController.availableWidthDidChange()", { $0.availableWidthDidChange() }) { return }
    guard let host, heightCache.keepsHeights else { return }
    let width = usableWidth(of: host)
    if width != heightCache.sizing.width {
      flightRecorder.record(.width(width))
      heightCache.sizing.setWidth(width, rowCount: dataSourceList.rowCount)
      heightCache.version &+= 1
    }
    rebuildLayout()
  }

  /// The widest a list is laid out: the largest height a row can have.
  package nonisolated static let maximumLayoutWidth = HeightPolicy.maximumHeight

  /// The width rows are laid out in for a host's ``ListHost/availableWidth``: the width itself
  /// from 0 to ``maximumLayoutWidth``; 0, "no width yet" (as before a view's first layout), for
  /// a width that is not a number, negative or infinite; ``maximumLayoutWidth`` above it.
  /// A host compares its width with ``layoutWidth`` through this, so that a width the
  /// controller cannot use does not look like a change on every layout pass.
  package nonisolated static func layoutWidth(forAvailableWidth width: Double) -> Double {
    if width >= 0 && width <= maximumLayoutWidth { return width }
    return width.isFinite && width > maximumLayoutWidth ? maximumLayoutWidth : 0
  }

  /// The estimate of automatic rows that have none for `host`: the app's, else the host's own
  /// (a host's estimate that is not a height is reported, and one standard UIKit row is used).
  private func defaultRowEstimate(of host: any ListHost) -> Double {
    if let estimate = heightCache.appRowEstimate { return estimate }
    let estimate = host.defaultRowEstimate
    if let usable = Self.usableEstimate(estimate) { return usable }
    report(.hostMisuse("the host's defaultRowEstimate is \(estimate), which is not a row height; 44 is used"))
    return 44
  }

  /// The host's width as rows are laid out in it, reported when it cannot be used as it is.
  private func usableWidth(of host: any ListHost) -> Double {
    let width = host.availableWidth
    let usable = Self.layoutWidth(forAvailableWidth: width)
    if usable != width {
      report(.hostMisuse("the host's availableWidth is \(width); rows are laid out at width \(usable) instead"))
    }
    return usable
  }
}
