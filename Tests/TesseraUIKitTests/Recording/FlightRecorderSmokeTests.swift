#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

@Suite("Flight recorder smoke")
@MainActor
struct FlightRecorderSmokeTests {
  @Test func aSmallSessionRoundTrips() async throws {
    let (table, host) = makeTable(width: 320, height: 200)
    host.register(TextCell<GeneratedContent>.self)
    let first = ListSnapshot {
      Section("a") {
        Row("r1", GeneratedContent(label: "one"))
        Row("r2", GeneratedContent(label: "two"))
      }
    }
    await host.apply(first)
    table.layoutIfNeeded()
    let second = ListSnapshot {
      Section("a") {
        Row("r2", GeneratedContent(label: "two", version: 1))
        Row("r3", GeneratedContent(label: "three"))
      }
      Section("b", header: "B") {
        Row(7, GeneratedContent(label: "seven"))
      }
    }
    await host.apply(second)
    table.layoutIfNeeded()
    let recording = host.controller.flightRecording()
    let json = recording.json()
    print(json)
    let read = try FlightRecording(json: json)
    #expect(read == recording)
    let result = await FlightReplay(read).run()
    print(result.report)
    #expect(result.passed)
    #expect(result.divergences.isEmpty)
  }

  /// A row the user dragged is where the next update's change finds it: the shapes read back
  /// are the snapshots shown, and the replay makes the drag and the same batches, through a
  /// table and through a collection view.
  @Test(arguments: [false, true])
  func aDraggedRowIsWhereTheNextUpdateFindsIt(collection: Bool) async throws {
    let live = RecordedSession(collection: collection)
    let rows = { (ids: [String], changed: String?) in
      ListSnapshot {
        Section("s") {
          for id in ids {
            Row(id, GeneratedContent(label: id, version: id == changed ? 1 : 0)).onMove(within: .section) { _ in }
          }
        }
      }
    }
    let first = rows(["a", "b", "c", "d"], nil)
    await live.controller.apply(first, animatingDifferences: false)
    live.layOut()
    let landed = live.drag(IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(landed == IndexPath(row: 2, section: 0))
    // The app takes the drag in, and changes the dragged row's content.
    let second = rows(["b", "c", "a", "d"], "a")
    await live.controller.apply(second)
    live.layOut()
    #expect(live.violations.isEmpty, "\(live.violations)")
    let recording = try FlightRecording(json: live.controller.flightRecording().json())
    let shapes = try recording.shapes()
    #expect(
      shapes.map { $0.flatRows.map(\.id.description) } == [
        ["\"a\"", "\"b\"", "\"c\"", "\"d\""], ["\"b\"", "\"c\"", "\"a\"", "\"d\""],
      ])
    #expect(shapes.last?.flatRows[2].fingerprint != shapes.first?.flatRows[0].fingerprint)
    let result = await FlightReplay(recording).run()
    #expect(result.passed && result.notes.isEmpty, "\(result.report)")
    #expect(result.divergences.isEmpty, "\(result.report)")
    #expect(result.updates.map(\.replayedBatches) == result.updates.map(\.recordedBatches))
    #expect(result.updates.last?.recordedBatches.isEmpty == false)
  }
}
