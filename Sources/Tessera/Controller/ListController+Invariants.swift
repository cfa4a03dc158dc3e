extension ListController {
  /// Checks what must hold once a snapshot is on screen, when the package is built with
  /// `TESSERA_INVARIANTS=1` in the environment (see `Package.swift`); compiled out otherwise,
  /// so ordinary builds pay nothing.
  ///
  /// - The sizing cache has one entry per shown row, the offset index one per layout item.
  /// - Every row with an exact or measured height is laid out at that height.
  /// - The presented list is `target`, the snapshot as it was presented when its update began
  ///   (a section collapsed meanwhile is the next update's business).
  @inline(__always)
  func checkInvariants(showing target: PresentedList) {
    #if TESSERA_INVARIANTS
    precondition(target.hasSameShape(as: presented), "the presented list is not the snapshot on screen")
    guard keepsHeights else { return }
    precondition(
      sizing.rowCount == presented.rowCount, "sizing keeps \(sizing.rowCount) rows for \(presented.rowCount) shown")
    let items = presented.rowCount + 2 * presented.sectionCount
    precondition(sizing.offsets.count == items, "the offset index has \(sizing.offsets.count) items for \(items)")
    for section in presented.sections.indices {
      for index in 0..<presented.rowCount(inSection: section) {
        let path = ElementPath(element: index, section: section)
        let row = presented[path]
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
