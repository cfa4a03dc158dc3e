// Recording updates: what the controller hands the recorder as it shows a snapshot.
extension FlightRecorder {
  /// A snapshot was submitted: counted, so an update says how many were skipped before it.
  func recordSubmission() {
    guard isEnabled else { return }
    submittedSinceUpdate += 1
  }

  /// The diff of an update is done: keeps how it changes the shape of the list, read from the
  /// diff's own matches. An update that will reload instead (too many changes) is recorded by
  /// ``recordReload(of:to:snapshot:host:)``.
  /// - Complexity: O(sections + changed rows) for a change in place; O(rows) otherwise.
  package func recordUpdate(
    of controller: ListController, _ stages: StagedChangeset<DataSourceSection>, from source: DataSourceList,
    to target: DataSourceList, snapshot: ListSnapshot, isAnimated: Bool
  ) {
    guard isEnabled else { return }
    if let maximum = controller.policy.maximumAnimatedChanges, stages.changeCount > maximum {
      pendingReloadReason = .tooManyChanges
      return
    }
    let sourceSectionCount = source.sectionCount
    let sourceRowCount = startsOfSections(source)
    let startsHistory =
      records.last.map { $0.targetSectionCount != sourceSectionCount || $0.targetRowCount != sourceRowCount } ?? true
    let delta = Self.shapeDelta(
      stages.rowMatches, from: source, to: target, sourceRowCount: sourceRowCount, scratch: &scratch)
    var record = newRecord(
      of: controller, outcome: stages.isEmpty ? .unchanged : .batches, isAnimated: isAnimated, target: target,
      snapshot: snapshot)
    record.delta = delta
    record.startsHistory = startsHistory
    records.append(record)
    inFlightTarget = target
    trim()
  }

  /// The controller reloads its host with `target`: the exported history starts here, since
  /// the shape before a reload is not known, so the updates kept before it are dropped.
  func recordReload(
    of controller: ListController, to target: DataSourceList, snapshot: ListSnapshot, host: any ListHost
  ) {
    guard isEnabled else { return }
    let reason: FlightRecording.ReloadReason
    if !controller.hostHasLoaded {
      reason = .firstLoad
    } else if let pending = pendingReloadReason {
      reason = pending
    } else if controller.policy.reloadWhenHostCannotAnimate && !host.canAnimateUpdates {
      reason = .cannotAnimate
    } else {
      reason = .listChangedDuringDiff
    }
    pendingReloadReason = nil
    let record = newRecord(
      of: controller, outcome: .reload(reason), isAnimated: false, target: target, snapshot: snapshot)
    droppedUpdates += records.count
    records = [record]
    leadingEvents = []
    leadingDroppedEvents = 0
    inFlightTarget = target
  }

  /// A batch is about to be handed to the host: keeps its operations (the stage's own arrays).
  /// Returns the batch to hand over (changed only by a fault a test injected).
  package func recordBatch(_ batch: ListBatch) -> ListBatch {
    var batch = batch
    if let fault = FlightRecorderFaults.batchFault.get() { batch = fault(batch) }
    guard isEnabled, !records.isEmpty else { return batch }
    let index = records.count - 1
    var operations: ListUpdateStage? = batch.stage
    if records[index].batches.isEmpty, let delta = records[index].delta, delta.isInPlace,
      batch.stage.isContentOnly, updates(batch.stage.elementUpdates, are: delta.changed)
    {
      operations = nil
    } else {
      operations?.data = []
    }
    records[index].batches.append(
      BatchRecord(
        operations: operations, supplementRefreshes: batch.supplementRefreshes, isAnimated: batch.isAnimated,
        isFirstOfUpdate: batch.isFirstOfUpdate))
    return batch
  }

  // MARK: Parts

  /// A record for an update that shows `target`, with what the host says about its view now.
  private func newRecord(
    of controller: ListController, outcome: FlightRecording.Outcome, isAnimated: Bool, target: DataSourceList,
    snapshot: ListSnapshot
  ) -> UpdateRecord {
    sampleHost(of: controller, recordingViewport: false)
    updateCount += 1
    var record = UpdateRecord(
      number: updateCount, isAnimated: isAnimated, outcome: outcome, skipped: max(0, submittedSinceUpdate - 1),
      width: controller.layoutWidth, viewportTop: lastViewportTop, settings: lastSettings, delta: nil,
      targetSectionCount: target.sectionCount,
      targetRowCount: Self.rowCount(of: target))
    submittedSinceUpdate = 0
    record.hiddenRows = hiddenRows(of: target, in: snapshot)
    return record
  }

  /// Reads the controller's and the host's settings (recorded as an event when they changed)
  /// and the host's viewport top (recorded too when `recordingViewport`).
  func sampleHost(of controller: ListController, recordingViewport: Bool) {
    owner = controller
    if controller.host !== castHost {
      castHost = controller.host
      recordedHost = controller.host as? any FlightRecordedHost
    }
    var settings = recordedHost?.flightRecorderSettings ?? FlightRecording.Settings()
    settings.maximumAnimatedChanges = controller.policy.maximumAnimatedChanges
    settings.reloadsWhenHostCannotAnimate = controller.policy.reloadWhenHostCannotAnimate
    settings.anchoring = controller.anchoring
    settings.defaultRowEstimate = controller.heightCache.sizing.defaultEstimate
    if settings != lastSettings {
      lastSettings = settings
      append(.settings(settings))
    }
    let top = recordedHost?.flightRecorderViewportTop
    if recordingViewport, let top, top != lastViewportTop { append(.viewport(top)) }
    lastViewportTop = top
  }

  /// Fills ``Scratch/sectionStarts`` with the flat index where each section of `list` starts
  /// (and the row count at the end); returns the row count.
  private func startsOfSections(_ list: DataSourceList) -> Int {
    Self.fillStarts(of: list, into: &scratch.sectionStarts)
  }

  /// Fills `starts` with where each section of `list` starts; returns the row count. Sections
  /// are read where they are: a copy of one retains and releases all it holds.
  nonisolated static func fillStarts(of list: DataSourceList, into starts: inout [Int]) -> Int {
    starts.removeAll(keepingCapacity: true)
    var start = 0
    list.sections.withUnsafeBufferPointer { sections in
      for index in sections.indices {
        starts.append(start)
        start += sections[index].section.rows.count
      }
    }
    starts.append(start)
    return start
  }

  /// Whether `paths` (in the list before the update, whose section starts are in the scratch)
  /// are exactly the rows at the flat indexes `changed`.
  private func updates(_ paths: [ElementPath], are changed: [Int]) -> Bool {
    Self.paths(paths, are: changed, starts: scratch.sectionStarts)
  }

  nonisolated static func paths(_ paths: [ElementPath], are changed: [Int], starts: [Int]) -> Bool {
    guard paths.count == changed.count else { return false }
    return paths.withUnsafeBufferPointer { paths in
      changed.withUnsafeBufferPointer { changed in
        starts.withUnsafeBufferPointer { starts in
          for index in paths.indices {
            let path = paths[index]
            guard path.section >= 0, path.section + 1 < starts.count,
              starts[path.section] + path.element == changed[index]
            else { return false }
          }
          return true
        }
      }
    }
  }

  /// The rows of the collapsed sections of `target`, from `snapshot`, up to ``hiddenRowLimit``.
  private func hiddenRows(of target: DataSourceList, in snapshot: ListSnapshot) -> [(section: Int, rows: [RowRecord])] {
    var collapsed: [Int] = []
    target.sections.withUnsafeBufferPointer { sections in
      for index in sections.indices where sections[index].isCollapsed { collapsed.append(index) }
    }
    guard !collapsed.isEmpty else { return [] }
    var hidden: [(section: Int, rows: [RowRecord])] = []
    var budget = Self.hiddenRowLimit
    for index in collapsed {
      guard budget > 0 else { break }
      guard index < snapshot.sections.count else { continue }
      let rows = snapshot.sections[index].rows
      guard !rows.isEmpty else { continue }
      hidden.append((index, rows.prefix(budget).map(RowRecord.init)))
      budget -= min(budget, rows.count)
    }
    return hidden
  }

  /// The number of rows of `list`, its sections read where they are.
  nonisolated static func rowCount(of list: DataSourceList) -> Int {
    list.sections.withUnsafeBufferPointer { sections in
      var count = 0
      for index in sections.indices { count += sections[index].section.rows.count }
      return count
    }
  }
}

// MARK: - The shape delta

extension FlightRecorder {
  /// How the shape changes from `source` to `target` (whose section starts are in the scratch).
  /// Nonisolated, like the helpers it calls: a main-actor closure that reads rows where they
  /// are would check its executor on every call.
  nonisolated static func shapeDelta(
    _ matches: RowMatches, from source: DataSourceList, to target: DataSourceList, sourceRowCount: Int,
    scratch: inout Scratch
  ) -> ShapeDelta {
    var delta = ShapeDelta(isInPlace: matches.isInPlace, sourceRowCount: sourceRowCount)
    let changed = matches.changedTargetRows
    delta.changed = changed
    if matches.isInPlace {
      changedRowsInPlace(changed, source: source, target: target, starts: scratch.sectionStarts, into: &delta)
    } else {
      pairRows(matches, source: source, scratch: &scratch, into: &delta)
      changedRowsMoved(
        changed, matches: matches, source: source, target: target, sourceStarts: scratch.sectionStarts, into: &delta)
    }
    delta.sourceSections = sectionsIfDifferent(source, target)
    return delta
  }

  /// The changed rows of an update in place whose type, height or expansion changed.
  private nonisolated static func changedRowsInPlace(
    _ changed: [Int], source: DataSourceList, target: DataSourceList, starts: [Int], into delta: inout ShapeDelta
  ) {
    guard !changed.isEmpty else { return }
    var next = 0
    for section in 0..<min(source.sectionCount, target.sectionCount) {
      let end = starts[section + 1]
      guard next < changed.count, changed[next] < end else { continue }
      // Rows are read where they are: a copy of a row retains and releases all it holds.
      source.sections[section].section.rows.withUnsafeBufferPointer { old in
        target.sections[section].section.rows.withUnsafeBufferPointer { new in
          while next < changed.count, changed[next] < end {
            let element = changed[next] - starts[section]
            if element < old.count, element < new.count, !Self.hasSameLook(old, new, at: element) {
              delta.changedRows.append((UInt32(truncatingIfNeeded: changed[next]), RowRecord(old[element])))
            }
            next += 1
          }
        }
      }
    }
  }

  /// The same for an update that moved, inserted or deleted rows.
  private nonisolated static func changedRowsMoved(
    _ changed: [Int], matches: RowMatches, source: DataSourceList, target: DataSourceList, sourceStarts: [Int],
    into delta: inout ShapeDelta
  ) {
    guard !changed.isEmpty else { return }
    let targetStarts = Self.starts(of: target)
    for flat in changed {
      guard let sourceFlat = matches.sourceRow(ofTargetRow: flat),
        let old = Self.row(atFlat: sourceFlat, in: source, starts: sourceStarts),
        let new = Self.row(atFlat: flat, in: target, starts: targetStarts)
      else { continue }
      if !Self.hasSameLook(old, new) { delta.changedRows.append((UInt32(truncatingIfNeeded: flat), RowRecord(old))) }
    }
  }

  /// Whether two rows have the same content type, height policy and expansion flags.
  private nonisolated static func hasSameLook(_ old: Row, _ new: Row) -> Bool {
    old.heightPolicy == new.heightPolicy && old.isExpandable == new.isExpandable
      && old.isInitiallyExpanded == new.isInitiallyExpanded && old.content.contentTypeID == new.content.contentTypeID
  }

  /// The same for the rows at `index` of two buffers, read in place.
  private nonisolated static func hasSameLook(
    _ old: UnsafeBufferPointer<Row>, _ new: UnsafeBufferPointer<Row>, at index: Int
  ) -> Bool {
    old[index].heightPolicy == new[index].heightPolicy && old[index].isExpandable == new[index].isExpandable
      && old[index].isInitiallyExpanded == new[index].isInitiallyExpanded
      && old[index].content.contentTypeID == new[index].content.contentTypeID
  }

  /// The runs of paired rows, and the source rows paired with none (deleted), as they were.
  private nonisolated static func pairRows(
    _ matches: RowMatches, source: DataSourceList, scratch: inout Scratch, into delta: inout ShapeDelta
  ) {
    let sourceCount = delta.sourceRowCount
    scratch.pairedSources.removeAll(keepingCapacity: true)
    scratch.pairedSources.append(contentsOf: repeatElement(0, count: (sourceCount + 63) / 64))
    var runStart = -1
    var runSource = 0
    var runCount = 0
    matches.forEachSourceRow { row, source in
      guard let partner = source, partner < sourceCount else {
        if runCount > 0 { delta.runs.append(contentsOf: [Int32(runStart), Int32(runSource), Int32(runCount)]) }
        runCount = 0
        return
      }
      scratch.pairedSources[partner >> 6] |= 1 << UInt64(partner & 63)
      if runCount > 0 && partner == runSource + runCount && row == runStart + runCount {
        runCount += 1
      } else {
        if runCount > 0 { delta.runs.append(contentsOf: [Int32(runStart), Int32(runSource), Int32(runCount)]) }
        (runStart, runSource, runCount) = (row, partner, 1)
      }
    }
    if runCount > 0 { delta.runs.append(contentsOf: [Int32(runStart), Int32(runSource), Int32(runCount)]) }
    for word in scratch.pairedSources.indices where scratch.pairedSources[word] != .max {
      for bit in 0..<64 where scratch.pairedSources[word] & (1 << UInt64(bit)) == 0 {
        let flat = word * 64 + bit
        guard flat < sourceCount, let position = Self.position(ofFlat: flat, in: source, starts: scratch.sectionStarts)
        else { continue }
        // The record is made from the row where it is: a copy of it would retain all it holds.
        let record = source.sections[position.section].section.storedRows.withUnsafeBufferPointer {
          RowRecord($0[position.element])
        }
        delta.deleted.append((UInt32(truncatingIfNeeded: flat), record))
      }
    }
  }

  /// Whether two sections have the same header, footer, collapsibility and layout, and both
  /// or neither an index title: what a section record keeps of them. Sections that share their
  /// attributes need not be asked: copying each one to ask would retain all it holds.
  private nonisolated static func hasSameRecordedAttributes(_ old: Section, _ new: Section) -> Bool {
    old.isContentEqual(to: new) && (old.indexTitle == nil) == (new.indexTitle == nil)
  }

  /// Whether a section record of `old` would be that of `new`: id, row count, collapse and
  /// attributes (asked through ``InPlace``, so neither is copied).
  private nonisolated static func recordsAlike(_ old: inout DataSourceSection, _ new: inout DataSourceSection) -> Bool {
    old.section.id == new.section.id
      && old.section.storedRows.count == new.section.storedRows.count
      && old.isCollapsed == new.isCollapsed
      && (old.section.attributes === new.section.attributes || hasSameRecordedAttributes(old.section, new.section))
  }

  /// The sections of `source` when anything about them (ids, order, row counts, headers,
  /// footers, collapse, layout, index title) differs from `target`'s; `nil` otherwise.
  /// - Complexity: O(sections).
  private nonisolated static func sectionsIfDifferent(
    _ source: DataSourceList, _ target: DataSourceList
  ) -> [SectionRecord]? {
    let old = source.sections
    let new = target.sections
    // Sections are read where they are: a copy of one retains and releases all it holds.
    let same =
      old.count == new.count
      && old.withUnsafeBufferPointer { old in
        new.withUnsafeBufferPointer { new in
          old.indices.allSatisfy { InPlace.compare(old, new, $0, $0, by: recordsAlike) }
        }
      }
    if same { return nil }
    // Sections pair by id, duplicates by occurrence, as the diff pairs them.
    var partners: [SectionID: [Int]] = [:]
    for (index, section) in new.enumerated().reversed() { partners[section.id, default: []].append(index) }
    return old.map { before in
      let partner = partners[before.id]?.popLast() ?? -1
      let after = partner >= 0 ? new[partner].section : nil
      return SectionRecord(
        before, partner: Int32(partner), headerUnchanged: after.map { $0.header == before.section.header } ?? false,
        footerUnchanged: after.map { $0.footer == before.section.footer } ?? false)
    }
  }

  /// The flat index where each section of `list` starts, and its row count at the end.
  nonisolated static func starts(of list: DataSourceList) -> [Int] {
    var starts: [Int] = []
    starts.reserveCapacity(list.sectionCount + 1)
    var start = 0
    for section in list.sections {
      starts.append(start)
      start += section.section.rows.count
    }
    starts.append(start)
    return starts
  }

  /// The row at flat index `flat` of `list`, whose section starts are `starts`.
  /// - Complexity: O(log sections).
  nonisolated static func row(atFlat flat: Int, in list: DataSourceList, starts: [Int]) -> Row? {
    guard let position = position(ofFlat: flat, in: list, starts: starts) else { return nil }
    return list.sections[position.section].section.rows[position.element]
  }

  /// The section and the index in it of the row at flat index `flat` of `list`, whose section
  /// starts are `starts`.
  /// - Complexity: O(log sections).
  nonisolated static func position(
    ofFlat flat: Int, in list: DataSourceList, starts: [Int]
  ) -> (section: Int, element: Int)? {
    guard flat >= 0, let last = starts.last, flat < last else { return nil }
    var low = 0
    var high = starts.count - 1
    // The last section whose start is at most `flat` (and that is not empty).
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= flat { low = middle } else { high = middle }
    }
    while low + 1 < starts.count - 1, starts[low + 1] <= flat { low += 1 }
    guard low < list.sectionCount else { return nil }
    return (low, flat - starts[low])
  }
}
