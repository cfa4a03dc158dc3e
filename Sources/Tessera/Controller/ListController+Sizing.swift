extension ListController {
  /// The height of the row at `path`, measuring it through the host the first time it is needed
  /// for its (content, width, expanded state). For a host that does not measure
  /// (not a ``MeasuringListHost``), the exact height or the estimate.
  /// - Complexity: O(1) when cached; O(log n) to record a new measurement.
  package func heightForRow(at path: ElementPath) -> Double {
    // Hosts ask this for every visible row after every update: the answer comes from the row's
    // fields read where it is (nothing else is called while the list is read), and the row is
    // copied only to be measured, or for its id when it is expandable and some row was toggled.
    let facts = dataSourceList.readRow(at: path) { row in
      (
        policy: row.pointee.heightPolicy, isExpandable: row.pointee.isExpandable,
        initially: row.pointee.isInitiallyExpanded
      )
    }
    guard let facts else {
      report(.hostMisuse("heightForRow(at:) got \(path), which is not on screen"))
      return 0
    }
    let policy = facts.policy
    let expanded = isExpanded(isExpandable: facts.isExpandable, initially: facts.initially, id: dataSourceList[path].id)
    if let known = heightCache.sizing.knownHeight(
      at: path, policy: policy, isExpanded: expanded, keepsHeights: heightCache.keepsHeights)
    {
      return known
    }
    let row = dataSourceList[path]
    guard heightCache.keepsHeights, let host = heightCache.measuringHost else {
      return heightCache.sizing.estimate(for: row)
    }
    let version = layoutVersion
    let measured = host.measureRow(row, isExpanded: expanded, width: heightCache.sizing.width)
    return keep(
      measured, by: "measureRow", of: row, at: path, isExpanded: expanded, measuredAtLayoutVersion: version)
  }

  /// `measured`, a height the host measured (`measuringCall` names what answered, `subject` what
  /// it measured), as the layout can use it: one that is not a height (not finite, negative) is
  /// replaced by 0, one above ``HeightPolicy/maximumHeight`` by that maximum, and either is
  /// reported.
  func usableHeight(
    _ measured: Double, measuredBy measuringCall: String, for subject: @autoclosure () -> String
  )
    -> Double
  {
    let height = measured.isFinite && measured >= 0 ? min(measured, HeightPolicy.maximumHeight) : 0
    if height != measured {
      report(.hostMisuse("\(measuringCall) returned \(measured) for \(subject()); \(height) is used"))
    }
    return height
  }

  /// Caches a height the host measured (`measuringCall` names what answered) for the row at
  /// `path` in its `isExpanded` state, and returns it: an impossible one is replaced (and
  /// reported), and one measured while the list, the width or an expansion changed (a host
  /// calling the controller back) is returned but not kept, since the row may be elsewhere now
  /// or laid out another way; the next ask measures it again.
  func keep(
    _ measured: Double, by measuringCall: String, of row: Row, at path: ElementPath, isExpanded: Bool,
    measuredAtLayoutVersion version: Int
  ) -> Double {
    let height = usableHeight(measured, measuredBy: measuringCall, for: "row \(row.id)")
    statistics.measurements += 1
    flightRecorder.recordRowMeasurement(row.id, width: heightCache.sizing.width, isExpanded: isExpanded, height: height)
    guard layoutVersion == version else { return height }
    heightCache.sizing.record(height, at: path, row: row, isExpanded: isExpanded)
    return height
  }

  /// The height of the row at `path` without measuring, as the controller lays it out now:
  /// exact for fixed and aspect-ratio rows, the measurement when there is one, else its
  /// estimate (the row's own, the average measured height of rows with the same content type,
  /// or the height it had before its measurement was forgotten). A view that takes its
  /// estimates from here has the controller's content height.
  /// - Complexity: O(1).
  package func laidOutHeightForRow(at path: ElementPath) -> Double {
    guard heightCache.keepsHeights else {
      guard let row = dataSourceList.row(at: path) else { return 0 }
      return heightCache.sizing.exactHeight(of: row) ?? heightCache.sizing.estimate(for: row)
    }
    return dataSourceList.contains(path) ? heightCache.sizing.laidOutHeight(ofRowAt: path) : 0
  }

  /// The height of the header of section `section` (0 when it has none). Heights and offsets
  /// of the layout are kept for hosts that measure (``MeasuringListHost``) only; for the others
  /// they are 0.
  package func heightForHeader(inSection section: Int) -> Double {
    guard heightCache.keepsHeights, dataSourceList.sections.indices.contains(section) else { return 0 }
    return heightCache.sizing.offsets.height(ofItem: heightCache.sizing.headerItem(ofSection: section))
  }

  /// The height of the footer of section `section` (0 when it has none).
  package func heightForFooter(inSection section: Int) -> Double {
    guard heightCache.keepsHeights, dataSourceList.sections.indices.contains(section) else { return 0 }
    return heightCache.sizing.offsets.height(ofItem: heightCache.sizing.footerItem(ofSection: section))
  }

  /// The width heights are computed for.
  package var layoutWidth: Double { heightCache.sizing.width }

  /// The height of everything: headers, rows (measured or estimated) and footers.
  /// - Complexity: O(log n).
  package var contentHeight: Double { heightCache.keepsHeights ? heightCache.sizing.offsets.totalHeight : 0 }

  /// The offset of the top of the row at `path`.
  /// - Complexity: O(log n).
  package func offsetOfRow(at path: ElementPath) -> Double {
    guard heightCache.keepsHeights, dataSourceList.contains(path) else { return 0 }
    return heightCache.sizing.offsets.offset(ofItem: heightCache.sizing.item(ofRowAt: path))
  }

  /// The offset of the top of the header of `section`.
  /// - Complexity: O(log n).
  package func offsetOfHeader(inSection section: Int) -> Double {
    guard heightCache.keepsHeights, dataSourceList.sections.indices.contains(section) else { return 0 }
    return heightCache.sizing.offsets.offset(ofItem: heightCache.sizing.headerItem(ofSection: section))
  }

  /// The header, row or footer that covers `offset` (clamped to the content), or `nil` when
  /// nothing is shown.
  /// - Complexity: O(log n).
  package func layoutItem(atOffset offset: Double) -> ListLayoutItem? {
    guard heightCache.keepsHeights, let item = heightCache.sizing.offsets.item(atOffset: offset) else { return nil }
    return heightCache.sizing.layoutItem(item)
  }

  /// The layout items that intersect `[offset, offset + height)`, in order.
  /// - Complexity: O(log n + k) for k items.
  package func layoutItems(inRange offset: Double, height: Double) -> [ListLayoutItem] {
    guard heightCache.keepsHeights else { return [] }
    return ListSizing.layoutItems(
      inRange: offset, height: height, offsets: heightCache.sizing.offsets,
      sectionItemStarts: heightCache.sizing.sectionItemStarts)
  }

  /// Bytes the controller holds per shown row for sizing (cache and offset index), for
  /// benchmarks.
  package var sizingBytesPerRow: Double {
    Double(heightCache.sizing.bookkeepingBytes) / Double(max(dataSourceList.rowCount, 1))
  }
}

extension ListController {
  /// The offset of the top of a layout item.
  /// - Complexity: O(log n).
  package func offset(of item: ListLayoutItem) -> Double {
    guard let index = layoutIndex(of: item) else { return 0 }
    return heightCache.sizing.offsets.offset(ofItem: index)
  }

  /// The height of a layout item as laid out now (measured, exact or estimated).
  /// - Complexity: O(1).
  package func height(of item: ListLayoutItem) -> Double {
    guard let index = layoutIndex(of: item) else { return 0 }
    return heightCache.sizing.offsets.height(ofItem: index)
  }

  private func layoutIndex(of item: ListLayoutItem) -> Int? {
    guard heightCache.keepsHeights else { return nil }
    return switch item {
    case .header(let section):
      dataSourceList.sections.indices.contains(section) ? heightCache.sizing.headerItem(ofSection: section) : nil
    case .footer(let section):
      dataSourceList.sections.indices.contains(section) ? heightCache.sizing.footerItem(ofSection: section) : nil
    case .row(let path):
      dataSourceList.contains(path) ? heightCache.sizing.item(ofRowAt: path) : nil
    }
  }
}
