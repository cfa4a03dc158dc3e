// What the host shows, and the heights that go with it.
extension ListController {
  /// What the swap of a batch's data needs of its stage: whether it only changes rows in place,
  /// and which (one array, where a copy of the stage would retain nine).
  struct StageChange {
    var isContentOnly: Bool
    var elementUpdates: [ElementPath]

    init(_ stage: ListUpdateStage) {
      isContentOnly = stage.isContentOnly
      elementUpdates = stage.elementUpdates
    }
  }

  func present(_ snapshot: ListSnapshot) -> DataSourceList {
    let presenter = Presenter(
      isCollapsed: { [self] in isCollapsed($0) }, shownChildren: { [self] in shownChildren(of: $0) })
    return presenter.present(snapshot)
  }

  /// Shows `new`. Heights follow rows: through the diff's matches for the last stage of an
  /// update, by the stage's own update list for a stage that only changes contents in place, and
  /// by id otherwise (a reload, or an intermediate stage of a multi-stage update). Headers and
  /// footers refreshed in place are laid out again with everything else.
  func swapDataSourceList(
    to new: DataSourceList, by stage: StageChange? = nil, final: FinalStage? = nil,
    refreshingSupplements: Bool = false
  ) {
    let old = dataSourceList
    let changesRowsOnly =
      final?.matches.isInPlace == true && stage?.isContentOnly == true && !refreshingSupplements
    pipeline.isSwappingDataSourceList = true
    defer { pipeline.isSwappingDataSourceList = false }
    // Header and footer heights are asked while the list shown and its layout still agree: a
    // host may ask the controller for heights while it answers. A width changed meanwhile (by
    // the host, called back) asks them again, once, at the new width.
    var supplementHeights: [Double]?
    if heightCache.keepsHeights && !changesRowsOnly {
      let width = heightCache.sizing.width
      supplementHeights = self.supplementHeights(of: new)
      if heightCache.sizing.width != width { supplementHeights = self.supplementHeights(of: new) }
    }
    // Row heights worked out while the diff ran hold while nothing they were worked out from changed
    // (the host has just been asked for header heights, and may have changed the width); the
    // list's own changes in earlier stages of the update leave it be: it is of the target.
    let precomputed = final?.precomputed.flatMap { ahead in
      ahead.sizingVersion == heightCache.version && ahead.measurementCount == heightCache.sizing.measurementCount
        ? ahead.heights : nil
    }
    replaceDataSourceList(with: new)
    guard heightCache.keepsHeights else { return }
    if let final {
      heightCache.sizing.carryOver(.matches(final.matches, origin: final.origin), to: new)
      if let stage, changesRowsOnly {
        // Only the changed rows can have new heights: no need to lay the whole list out again.
        relayoutRows(at: stage.elementUpdates)
        return
      }
    } else if let stage, stage.isContentOnly, old.hasSameShape(as: new) {
      heightCache.sizing.invalidate(updated: stage.elementUpdates)
    } else {
      // Rows are compared (the apps' `==`) before the sizing changes.
      let correspondence = heightCache.sizing.correspondenceByID(from: old, to: new)
      heightCache.sizing.carryOver(correspondence, to: new)
    }
    if let precomputed, let supplementHeights,
      let sawInvalidHeight = heightCache.sizing.rebuild(
        for: new, from: precomputed, supplementHeights: supplementHeights)
    {
      statistics.plannedLayouts += 1
      if sawInvalidHeight { reportProblems(of: latestSnapshot) }
      return
    }
    rebuildLayout(supplementHeights: supplementHeights)
  }

  /// Makes `new` the data-source list: a new version (in-flight work on the old one is stale), no
  /// lookup index yet, and the old list retired when it is large. Heights are the caller's.
  func replaceDataSourceList(with new: DataSourceList) {
    retireIfLarge(dataSourceList, rowCount: dataSourceList.rowCount + new.rowCount)
    dataSourceList = new
    pipeline.dataSourceVersion &+= 1
    rowState.pathIndex = nil
    rowState.scannedSinceChange = false
  }

  /// Puts the known or estimated heights of the rows at `paths` into the layout.
  /// - Complexity: O(k log n) for k paths.
  private func relayoutRows(at paths: [ElementPath]) {
    let sawInvalidHeight = heightCache.sizing.relayoutRows(
      at: paths, in: dataSourceList, overrides: rowState.expansionOverrides)
    if sawInvalidHeight { reportProblems(of: latestSnapshot) }
  }

  /// A layout built off the main actor for a list about to be shown, with what it was built from.
  struct PreparedLayout: Sendable {
    var sizing: ListSizing
    var version: Int
    var width: Double
    var overrides: [RowID: Bool]
    var sawInvalidHeight: Bool
  }

  /// Lays out `new` (a large list about to be reloaded) off the main actor, heights carried
  /// over (O(rows)), so keys and frames go on meanwhile with the list shown
  /// before. Only the section headers and footers, which may need the host, are sized on the
  /// main actor first.
  func layOutInBackground(_ new: DataSourceList) async -> PreparedLayout {
    let version = pipeline.dataSourceVersion
    let old = dataSourceList
    let width = heightCache.sizing.width
    let supplementHeights = supplementHeights(of: new)
    let overrides = rowState.expansionOverrides
    let sizing = heightCache.sizing
    let (laidOut, sawInvalidHeight) = await Task.detached { [sizing, supplementHeights] in
      var sizing = sizing
      sizing.carryOver(sizing.correspondenceByID(from: old, to: new), to: new)
      let sawInvalidHeight = sizing.rebuild(for: new, overrides: overrides, supplementHeights: supplementHeights)
      return (sizing, sawInvalidHeight)
    }.value
    return PreparedLayout(
      sizing: laidOut, version: version, width: width, overrides: overrides, sawInvalidHeight: sawInvalidHeight)
  }

  /// Shows `new` with its `prepared` layout; if the list, the width or an expansion changed
  /// since it was prepared (a collapse, a user's move), the layout is built again here instead.
  func adopt(_ prepared: PreparedLayout, showing new: DataSourceList) {
    guard pipeline.dataSourceVersion == prepared.version, heightCache.sizing.width == prepared.width,
      rowState.expansionOverrides == prepared.overrides
    else {
      retireIfLarge(prepared.sizing, rowCount: new.rowCount)
      swapDataSourceList(to: new)
      return
    }
    retireIfLarge(heightCache.sizing, rowCount: new.rowCount)
    replaceDataSourceList(with: new)
    heightCache.sizing = prepared.sizing
    heightCache.version &+= 1
    if prepared.sawInvalidHeight { reportProblems(of: latestSnapshot) }
  }

  /// Whether `call` is refused because the controller is swapping the list it shows (a host
  /// called it back from inside the swap, where the list is neither the old one nor the new):
  /// reported then, saying what happens `instead`.
  func refusesDuringSwap(_ call: String, instead: String) -> Bool {
    guard pipeline.isSwappingDataSourceList else { return false }
    report(
      .hostMisuse(
        "\(call) was called while the controller was swapping the list it shows (from a host callback); \(instead)"))
    return true
  }

  /// Lays the shown list out again, with its header and footer heights when the caller asked
  /// for them already (before the list changed), else asked now.
  func rebuildLayout(supplementHeights: [Double]? = nil) {
    guard heightCache.keepsHeights else { return }
    // The host is asked before the sizing changes (it may ask the controller for heights while
    // it answers).
    let supplementHeights = supplementHeights ?? self.supplementHeights(of: dataSourceList)
    let sawInvalidHeight = heightCache.sizing.rebuild(
      for: dataSourceList, overrides: rowState.expansionOverrides, supplementHeights: supplementHeights)
    if sawInvalidHeight { reportProblems(of: latestSnapshot) }
  }

  /// The heights of the headers and footers of `list` at the current width, two per section
  /// (0 where there is none), as ``ListSizing/rebuild(for:overrides:supplementHeights:)`` takes
  /// them.
  func supplementHeights(of list: DataSourceList) -> [Double] {
    supplementHeights(of: list, width: heightCache.sizing.width, heightScale: heightCache.sizing.heightScale)
  }

  /// The heights of the headers and footers of `list` at `width`, two per section.
  func supplementHeights(of list: DataSourceList, width: Double, heightScale scale: HeightScale) -> [Double] {
    var heights: [Double] = []
    heights.reserveCapacity(2 * list.sectionCount)
    // Sections are read where they are: copying one retains and releases all it holds.
    list.sections.withUnsafeBufferPointer { sections in
      for index in sections.indices {
        heights.append(
          sections[index].section.header.map {
            supplementHeight($0, isHeader: true, of: sections[index].id, width: width, heightScale: scale)
          } ?? 0)
        heights.append(
          sections[index].section.footer.map {
            supplementHeight($0, isHeader: false, of: sections[index].id, width: width, heightScale: scale)
          } ?? 0)
      }
    }
    return heights
  }

  /// The height of a section header or footer at `width`: exact from its own policy, else the
  /// host's. A height the host measured that is not one (not finite, negative) is replaced by
  /// 0, and one above ``HeightPolicy/maximumHeight`` by that maximum, as for rows, and reported.
  private func supplementHeight(
    _ supplement: SectionSupplement, isHeader: Bool, of section: SectionID, width: Double, heightScale: HeightScale
  ) -> Double {
    if let policy = supplement.heightPolicy, let height = heightScale.exactHeight(of: policy, forWidth: width) {
      return height
    }
    guard let measured = heightCache.measuringHost?.supplementHeight(supplement, isHeader: isHeader, width: width)
    else { return 0 }
    flightRecorder.recordSupplementMeasurement(section, isHeader: isHeader, width: width, height: measured)
    return usableHeight(
      measured, measuredBy: "supplementHeight", for: "the \(isHeader ? "header" : "footer") of section \(section)")
  }
}
