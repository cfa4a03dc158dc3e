import Testing
import TesseraTesting

/// The flight recorder's own promises: the shapes it works out backwards are the snapshots
/// that were shown, fingerprints change exactly when contents did, it keeps what it says it
/// keeps, and ids can stay out of the recording.
@Suite("Flight recorder")
@MainActor
struct FlightRecorderTests {
  /// A controller on a checking host, loaded with `first`.
  static func loaded(_ first: ListSnapshot, capacity: Int = 64) async -> (ListController, RecordingHost) {
    let controller = ListController(diagnosticsHandler: { _ in })
    controller.flightRecorder.capacity = capacity
    let host = RecordingHost(controller: controller)
    controller.attach(to: host)
    await controller.apply(first)
    return (controller, host)
  }

  /// The rows of a snapshot as a recording writes them: ids per section, by description.
  static func ids(_ snapshot: ListSnapshot) -> [[String]] {
    snapshot.sections.map { $0.rows.map(\.id.description) }
  }

  static func ids(_ shape: FlightRecording.Shape) -> [[String]] {
    shape.sections.map { $0.rows.map(\.id.description) }
  }

  /// 100 seeded sequences of 12 random edits of every kind (moves across sections, section
  /// inserts, deletes and moves, content updates, duplicates), kept 8 at a time: the shapes
  /// the recording works out backwards from the list on screen are the snapshots shown, in
  /// ids, content types and heights, and a row's fingerprint changes from one update to the
  /// next exactly when its content did.
  @Test func theShapesWorkedOutBackwardsAreTheSnapshotsShown() async throws {
    for seed in UInt64(1)...100 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      let snapshots = RandomSnapshotGenerator(
        sectionCount: 1...4, rowsPerSection: 0...8, duplicateRowIDProbability: 0.02,
        duplicateSectionIDProbability: 0, headerProbability: 0.4,
        heightPolicies: [.fixed(30), .automatic, .aspectRatio(0.2)])
      let edits = RandomEditGenerator(duplicateProbability: 0.02, newContent: snapshots)
      var snapshot = snapshots.makeSnapshot(using: &rng)
      let (controller, host) = await Self.loaded(snapshot, capacity: 8)
      var shown: [ListSnapshot] = [snapshot]
      for _ in 0..<12 {
        snapshot = edits.edit(snapshot, using: &rng).snapshot
        await controller.apply(snapshot)
        shown.append(snapshot)
      }
      let recording = try FlightRecording(json: controller.flightRecording().json())
      #expect(host.violations.isEmpty, "seed \(seed): \(host.violations)")
      let shapes = try recording.shapes()
      #expect(shapes.count == 8, "seed \(seed): \(shapes.count) updates kept")
      #expect(recording.droppedUpdates == shown.count - 8, "seed \(seed)")
      let expected = shown.suffix(shapes.count)
      for (shape, snapshot) in zip(shapes, expected) {
        #expect(Self.ids(shape) == Self.ids(snapshot), "seed \(seed)")
        #expect(
          shape.flatRows.map(\.height) == snapshot.sections.flatMap { $0.rows.map(\.heightPolicy) }, "seed \(seed)")
        #expect(
          shape.flatRows.map(\.type)
            == snapshot.sections.flatMap { $0.rows.map { String(reflecting: $0.content.contentType) } },
          "seed \(seed)")
      }
      // Fingerprints: a row the diff pairs (one id, in a section that stays, on both sides)
      // keeps its fingerprint from one update to the next unless its content changed.
      let lists = Array(expected)
      for index in shapes.indices.dropFirst() {
        for (sectionIndex, section) in shapes[index].sections.enumerated() {
          guard let oldSectionIndex = shapes[index - 1].sections.firstIndex(where: { $0.id == section.id }),
            Self.isUnique(section.id, in: shapes[index]), Self.isUnique(section.id, in: shapes[index - 1])
          else { continue }
          let oldSection = shapes[index - 1].sections[oldSectionIndex]
          for (rowIndex, row) in section.rows.enumerated() {
            guard Self.isUnique(row.id, in: shapes[index]), Self.isUnique(row.id, in: shapes[index - 1]),
              let oldRowIndex = oldSection.rows.firstIndex(where: { $0.id == row.id })
            else { continue }
            let live = lists[index].sections[sectionIndex].rows[rowIndex]
            let oldLive = lists[index - 1].sections[oldSectionIndex].rows[oldRowIndex]
            let changed = !live.isContentEqual(to: oldLive)
            let fingerprintChanged = row.fingerprint != oldSection.rows[oldRowIndex].fingerprint
            #expect(fingerprintChanged == changed, "seed \(seed): \(row.id) changed \(changed)")
          }
        }
      }
    }
  }

  static func isUnique(_ id: FlightRecording.Identifier, in shape: FlightRecording.Shape) -> Bool {
    shape.flatRows.filter { $0.id == id }.count + shape.sections.filter { $0.id == id }.count <= 1
  }

  @Test func aRecorderKeepsItsCapacityAndForgetsWhatCameBeforeAReload() async throws {
    let rows = { (version: Int) in
      ListSnapshot { Section("s") { for id in 0..<20 { Row(id, GeneratedContent(label: "\(id)", version: version)) } } }
    }
    let (controller, host) = await Self.loaded(rows(0), capacity: 5)
    for version in 1...30 { await controller.apply(rows(version)) }
    #expect(controller.flightRecorder.keptUpdateCount == 5)
    #expect(controller.flightRecording().updates.map(\.number) == Array(27...31))
    host.canAnimateUpdates = false
    await controller.apply(rows(31))
    let afterReload = controller.flightRecording()
    #expect(afterReload.updates.count == 1)
    #expect(afterReload.updates.first?.outcome == .reload(.cannotAnimate))
    controller.flightRecorder.isEnabled = false
    await controller.apply(rows(32))
    #expect(controller.flightRecording().updates.isEmpty)
  }

  /// The update of 1% of a 3,000-row list, 64 times: the recorder keeps the changed rows'
  /// indexes, not the rows. (`tessera-bench apply --scenario recording` measures a 100,000-row
  /// list.)
  @Test func inPlaceUpdatesCostTheirChangedRows() async {
    let snapshot = { (revision: Int) in
      ListSnapshot {
        for section in 0..<10 {
          Section(section) {
            for row in 0..<300 {
              Row(section * 300 + row, GeneratedContent(label: "r", version: row % 100 == 0 ? revision : 0))
            }
          }
        }
      }
    }
    let (controller, host) = await Self.loaded(snapshot(0))
    for revision in 1...64 { await controller.apply(snapshot(revision)) }
    #expect(host.reloads == 1)
    #expect(controller.flightRecorder.keptUpdateCount == 64)
    // 30 changed rows an update: a few hundred bytes of indexes each, far from 3,000 rows' ids.
    #expect(
      controller.flightRecorder.approximateByteCount < 64 * 1_200, "\(controller.flightRecorder.approximateByteCount)")
  }

  @Test func idsThatArePersonalDataStayOutOfTheRecording() async throws {
    let snapshot = ListSnapshot {
      Section("people") {
        Row("alice@example.com", GeneratedContent(label: "a"))
        Row("bob@example.com", GeneratedContent(label: "b"))
      }
    }
    let (controller, host) = await Self.loaded(snapshot)
    await controller.apply(snapshot)
    #expect(host.reloads == 1)
    controller.flightRecorder.identifierRedaction = .hashed
    let hashed = controller.flightRecording()
    #expect(!hashed.json().contains("example.com"))
    let ids = try #require(hashed.updates.last).change.sections.first?.rows.compactMap {
      run -> FlightRecording.Identifier? in
      if case .row(let row) = run { return row.id }
      return nil
    }
    #expect(try FlightRecording(json: hashed.json()) == hashed)
    controller.flightRecorder.identifierRedaction = .custom { id in "user-\(id.description.count)" }
    let custom = controller.flightRecording().json()
    #expect(custom.contains("user-19") && !custom.contains("alice"))
    _ = ids
  }

  @Test func collapsedSectionsKeepTheRowsTheyHide() async throws {
    let snapshot = ListSnapshot {
      Section("open") { Row("a", GeneratedContent(label: "a")) }
      Section("shut", rows: (0..<3).map { Row("h\($0)", GeneratedContent(label: "h")) }).collapsible(
        initiallyCollapsed: true)
    }
    let (controller, host) = await Self.loaded(snapshot)
    await controller.apply(snapshot)
    #expect(host.reloads == 1)
    let shape = try #require(try controller.flightRecording().shapes().last)
    #expect(shape.sections[1].attributes.isCollapsed && shape.sections[1].rows.isEmpty)
    #expect(shape.sections[1].hiddenRows.map(\.id) == [.string("h0"), .string("h1"), .string("h2")])
  }

  /// An export while a batch is under way (the host has not finished it) starts from the list
  /// the update shows, not from the list between two batches.
  @Test func anExportDuringAnUpdateStartsFromItsTarget() async throws {
    let first = ListSnapshot { Section("s") { Row("a", GeneratedContent(label: "a")) } }
    let (controller, host) = await Self.loaded(first)
    host.completesImmediately = false
    let second = ListSnapshot {
      Section("s") {
        Row("a", GeneratedContent(label: "a"))
        Row("b", GeneratedContent(label: "b"))
      }
    }
    controller.submit(second)
    while host.pendingCompletions.isEmpty { await Task.yield() }
    let recording = controller.flightRecording()
    #expect(controller.isUpdating)
    #expect(Self.ids(try #require(try recording.shapes().last)) == [["\"a\"", "\"b\""]])
    host.finishBatches()
    await controller.settle()
  }

  @Test func unreadableRecordingsSayWhere() {
    let cases: [(String, String)] = [
      ("{", "line 1, column 2: expected a member name in quotes"),
      (#"{"format":"other"}"#, #"format: not a flight recording (its "format" must be "tessera-flight-recording")"#),
      (#"{"format":"tessera-flight-recording","version":9}"#, "version: version 9 is newer than this reader's (1)"),
      (
        #"{"format":"tessera-flight-recording","version":1,"types":["T"],"start":[{"id":"s","rows":[["a",0,0,"a"]]}],"entries":[]}"#,
        "start[0].rows[0]: a row is [id, type, fingerprint, height, flags]"
      ),
      (
        #"{"format":"tessera-flight-recording","version":1,"types":["T"],"start":[],"entries":[{"update":1,"outcome":"batches","sections":[{"id":"s","rows":[[0,3]]}]}]}"#,
        "entries[0].sections[0].rows[0]: rows 0..<3 were kept, but the shape before has 0 rows"
      ),
    ]
    for (json, message) in cases {
      do {
        _ = try FlightRecording(json: json).shapes()
        Issue.record("\(json) was read")
      } catch {
        #expect(error.description == message)
      }
    }
  }
}
