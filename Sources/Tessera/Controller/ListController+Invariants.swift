extension ListController {
  /// Checks what must hold once a snapshot is on screen, when the package is built with
  /// `TESSERA_INVARIANTS=1` in the environment (see `Package.swift`); compiled out otherwise,
  /// so ordinary builds pay nothing.
  ///
  /// - Each part checks its own: the update pipeline, the row state, the height cache and the
  ///   reader-place tracker.
  /// - Every row with an exact or measured height is laid out at that height.
  /// - The data-source list is `target`, the snapshot as it was presented when its update began
  ///   (a section collapsed meanwhile is the next update's business).
  @inline(__always)
  func checkInvariants(showing target: DataSourceList) {
    #if TESSERA_INVARIANTS
    precondition(target.hasSameShape(as: dataSourceList), "the data-source list is not the snapshot on screen")
    pipeline.checkInvariants()
    rowState.checkInvariants(showing: dataSourceList)
    heightCache.checkInvariants(showing: dataSourceList, attachedTo: host)
    placeTracker.checkInvariants(attachedTo: host)
    guard heightCache.keepsHeights else { return }
    let sizing = heightCache.sizing
    for section in dataSourceList.sections.indices {
      for index in 0..<dataSourceList.rowCount(inSection: section) {
        let path = ElementPath(element: index, section: section)
        let row = dataSourceList[path]
        guard
          let known = sizing.exactHeight(of: row)
            ?? sizing.measuredHeight(at: path, isExpanded: isExpanded(row))
        else { continue }
        let laidOut = sizing.offsets.height(ofItem: sizing.item(ofRowAt: path))
        precondition(laidOut == known, "row \(row.id) at \(path) is laid out \(laidOut) tall, its height is \(known)")
      }
    }
    #endif
  }
}
