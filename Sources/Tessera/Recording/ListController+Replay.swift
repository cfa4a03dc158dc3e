// What a replay of a flight recording needs of a controller beyond its public API.
extension ListController {
  /// Sets whether the section with `id` is collapsed (`nil`: as it starts), without showing it:
  /// the next snapshot applied shows the section so. A replay sets the collapse of each
  /// update's sections this way, then applies the update's snapshot, so one update makes one
  /// diff, as recorded.
  package func setCollapsedWithoutUpdate(_ collapsed: Bool?, sectionWithID id: SectionID) {
    rowState.collapsedSectionIDs[id] = collapsed
  }
}

extension FlightRecorder {
  /// The batches of the latest update kept, as a recording writes them (a replay compares them
  /// with the recorded ones); empty when nothing is kept.
  package var latestBatches: [FlightRecording.Batch] {
    guard let record = records.last else { return [] }
    let work = FlightRecordingExport(redaction: .none)
    let counts = counts(of: record)
    return record.batches.map { work.batch($0, changed: record.delta?.changed ?? [], counts: counts) }
  }

  /// The number of the latest update kept, 0 when none is.
  package var latestUpdateNumber: Int { records.last?.number ?? 0 }

  /// The row counts of the sections of `record`'s target, where it updated rows in place
  /// (then they are the source's too), from the controller's list when it is still that one.
  private func counts(of record: UpdateRecord) -> [Int] {
    guard let target = inFlightTarget else { return [] }
    return target.sections.map(\.section.rows.count)
  }
}
