import TesseraTesting
import TesseraUIKit

extension ScenarioContext {
  /// Shows `list` in note cells, scrolls to `offset` and returns the anchor row there.
  func showNotes(_ list: NoteList, scrolledTo offset: CGFloat) async throws -> (id: Int, distance: CGFloat) {
    registerNotes()
    await show(list.snapshot)
    driver.scroll(toOffset: min(offset, maximumOffset))
    return try require(anchor(), "a row on screen")
  }

  /// Expects the row `id` at `distance` from the top, within half a point.
  func expectAnchored(_ id: Int, at distance: CGFloat, _ what: String, fileID: String = #fileID, line: Int = #line) {
    let error = anchorError(keeping: id, at: distance)
    expect(
      error.map { $0 <= 0.5 } ?? false,
      "\(what): row \(id) is \(error.map { "\($0) pt off" } ?? "not on screen") (offset \(driver.view.contentOffset.y))",
      fileID: fileID, line: line)
  }
}

/// The reader's place through updates ("Keeping the reader's place" in TesseraUIKit's articles),
/// and scrolls to a row that land exactly: inserts, deletes, moves and height changes above the
/// first row on screen never move it; UIKit itself keeps only the offset as a number (R8.2).
enum AnchoringScenarios {
  /// Forty notes 100 points tall.
  static func tall() -> NoteList { NoteList(heights: Array(repeating: 100, count: 40)) }

  static let all: [ListScenario] = [
    ListScenario(.anchoring, "rows-inserted-above-keep-the-first-row-on-screen", rules: ["R8.2", "CV-O1"]) {
      context in
      var list = tall()
      let anchor = try await context.showNotes(list, scrolledTo: 1_030)
      for _ in 0..<5 { list.insert(at: 0, height: 70) }
      await context.show(list.snapshot)
      context.expectAnchored(anchor.id, at: anchor.distance, "after 5 rows inserted above")
    },

    ListScenario(.anchoring, "rows-deleted-above-keep-the-first-row-on-screen", rules: ["R8.2", "CV-O1"]) {
      context in
      var list = tall()
      let anchor = try await context.showNotes(list, scrolledTo: 1_530)
      for _ in 0..<4 { list.remove(at: 2) }
      await context.show(list.snapshot)
      context.expectAnchored(anchor.id, at: anchor.distance, "after 4 rows deleted above")
    },

    ListScenario(.anchoring, "rows-growing-above-keep-the-first-row-on-screen", rules: ["R8.4", "CV-O3"]) {
      context in
      var list = tall()
      let anchor = try await context.showNotes(list, scrolledTo: 1_010)
      list.resize(at: 3, to: 260)
      list.resize(at: 7, to: 30)
      await context.show(list.snapshot)
      context.expectAnchored(anchor.id, at: anchor.distance, "after two rows above changed height")
    },

    ListScenario(.anchoring, "a-row-moved-from-above-keeps-the-first-row-on-screen", rules: ["R8.2"]) { context in
      var list = tall()
      let anchor = try await context.showNotes(list, scrolledTo: 1_000)
      let moved = list.remove(at: 1)
      list.sections[0].append(moved)
      await context.show(list.snapshot)
      context.expectAnchored(anchor.id, at: anchor.distance, "after a row above moved to the end")
    },

    ListScenario(.anchoring, "a-deleted-anchor-hands-over-to-the-row-before-it", rules: ["R8.2"]) { context in
      var list = tall()
      let anchor = try await context.showNotes(list, scrolledTo: 1_000)
      let index = try context.require(list.ids.firstIndex(of: anchor.id), "the anchor row in the list")
      let before = list.ids[index - 1]
      list.remove(at: index)
      await context.show(list.snapshot)
      context.expectAnchored(before, at: anchor.distance, "the nearest row before the deleted anchor")
    },

    ListScenario(.anchoring, "an-expansion-above-keeps-the-first-row-on-screen", rules: ["R5.6", "R8.4"]) { context in
      let list = tall()
      let anchor = try await context.showNotes(list, scrolledTo: 1_000)
      context.host.controller.toggleExpansion(ofRowWithID: RowID(2))
      await context.settle()
      context.expectAnchored(anchor.id, at: anchor.distance, "after a row above expanded")
    },

    ListScenario(.anchoring, "bottom-anchoring-follows-appended-rows", rules: ["R8.3"]) { context in
      context.host.controller.anchoring = .bottom
      var list = tall()
      _ = try await context.showNotes(list, scrolledTo: .greatestFiniteMagnitude)
      // The rows at the bottom are measured as they come into view: scroll there until it stays.
      for _ in 0..<5 where context.driver.view.contentOffset.y < context.maximumOffset {
        context.driver.scroll(toOffset: context.maximumOffset)
      }
      context.expect(context.driver.view.contentOffset.y == context.maximumOffset, "at the bottom")
      for step in 0..<3 {
        for _ in 0..<2 { list.insert(at: list.ids.count, height: 90) }
        await context.show(list.snapshot)
        context.expect(
          context.driver.view.contentOffset.y >= context.maximumOffset - 0.5,
          "step \(step): left the bottom (offset \(context.driver.view.contentOffset.y) of \(context.maximumOffset))")
      }
      context.expect(context.visibleRowIDs.last == RowID(list.ids.last ?? -1), "the newest row is on screen")
    },

    ListScenario(.anchoring, "top-anchoring-shows-rows-inserted-above", rules: ["R8.2"]) { context in
      context.host.controller.anchoring = .top
      var list = tall()
      _ = try await context.showNotes(list, scrolledTo: 0)
      list.insert(at: 0, height: 80)
      await context.show(list.snapshot)
      context.expect(context.driver.view.contentOffset.y <= 0.5, "still at the top")
      context.expect(context.visibleRowIDs.first == RowID(list.ids[0]), "the new row shows first")
    },

    ListScenario(.anchoring, "no-anchoring-keeps-the-offset-as-a-number", rules: ["R8.2", "CV-O1"]) { context in
      context.host.controller.anchoring = .none
      var list = tall()
      _ = try await context.showNotes(list, scrolledTo: 1_000)
      let offset = context.driver.view.contentOffset.y
      for _ in 0..<3 { list.insert(at: 0, height: 100) }
      await context.show(list.snapshot)
      context.expect(context.driver.view.contentOffset.y == offset, "UIKit keeps the offset, not the rows")
    },

    ListScenario(.anchoring, "a-width-change-keeps-the-first-row-on-screen", rules: ["R8.4"]) { context in
      let list = tall()
      let anchor = try await context.showNotes(list, scrolledTo: 1_250)
      let view = context.driver.view
      context.host.keepingReaderPlace {
        view.frame = CGRect(x: 0, y: 0, width: 300, height: view.bounds.height)
        view.layoutIfNeeded()
      }
      context.expectAnchored(anchor.id, at: anchor.distance, "after the width changed")
    },

    ListScenario(
      .anchoring, "scrolling-to-a-far-row-lands-exactly", rules: ["R8.5", "CV-O4"],
      size: CGSize(width: 320, height: 600)
    ) { context in
      var rng = SeededRandomNumberGenerator(seed: 2_210)
      let list = NoteList(rowCount: 2_000, using: &rng)
      context.registerNotes()
      await context.show(list.snapshot)
      let positions: [ListScrollPosition] = [.top, .middle, .bottom]
      for attempt in 0..<40 {
        let id = list.ids[Int.random(in: 0..<list.ids.count, using: &rng)]
        let position = positions[attempt % 3]
        context.expect(context.scroll(to: RowID(id), at: position), "attempt \(attempt): row \(id) not scrolled to")
        let frame = try context.require(
          context.frame(ofRowWithID: RowID(id)), "attempt \(attempt): row \(id) on screen")
        let height = context.driver.view.bounds.height
        let wanted: CGFloat =
          switch position {
          case .top: frame.minY
          case .middle: frame.midY - height / 2
          default: frame.maxY - height
          }
        let error = abs(context.driver.view.contentOffset.y - min(max(wanted, 0), context.maximumOffset))
        context.expect(error <= 0.5, "seed 2210 attempt \(attempt): row \(id) at \(position) is \(error) pt off")
      }
    },

    ListScenario(
      .anchoring, "scrolling-without-a-position-moves-as-little-as-shows-the-row", rules: ["R8.5"],
      size: CGSize(width: 320, height: 600)
    ) { context in
      var rng = SeededRandomNumberGenerator(seed: 2_211)
      let list = NoteList(rowCount: 400, using: &rng)
      context.registerNotes()
      await context.show(list.snapshot)
      let height = context.driver.view.bounds.height
      context.expect(context.scroll(to: RowID(list.ids[1]), at: .none))
      context.expect(context.driver.view.contentOffset.y == 0, "a row shown whole moved the view")
      context.expect(context.scroll(to: RowID(list.ids[300]), at: .none))
      let below = try context.require(context.frame(ofRowWithID: RowID(list.ids[300])), "row 300 on screen")
      context.expect(abs(below.maxY - height - context.driver.view.contentOffset.y) <= 0.5, "below: \(below)")
      context.expect(context.scroll(to: RowID(list.ids[100]), at: .none))
      let above = try context.require(context.frame(ofRowWithID: RowID(list.ids[100])), "row 100 on screen")
      context.expect(abs(above.minY - context.driver.view.contentOffset.y) <= 0.5, "above: \(above)")
    },

    ListScenario(
      .anchoring, "scrolling-from-every-display-callback-nests-no-layout", size: CGSize(width: 320, height: 480)
    ) { context in
      context.registerText(String.self)
      let count = 300
      var depth = 0
      var deepest = 0
      var displayed = 0
      let rows = (0..<count).map { index in
        Row(index, "row \(index)").height(40).onWillDisplay { [weak context] _ in
          displayed += 1
          depth += 1
          defer { depth -= 1 }
          deepest = max(deepest, depth)
          // Each row, as it appears, asks for the next one at the top: a chain to the end.
          if index + 1 < count { context?.scrollToTop(RowID(index + 1)) }
        }
      }
      await context.show(ListSnapshot { Section("all", rows: rows) })
      await context.settle()
      context.expect(deepest == 1, "display callbacks nested \(deepest) deep")
      context.expect(displayed > 12, "the chain went on past the first screen")
      context.expect(context.visibleRowIDs.last == RowID(count - 1), "the chain ends at the last row")
    },

    randomUpdatesKeepTheAnchor,
  ]

  /// 60 seeded sequences of 3 random changes around the anchor row (inserts, deletes, moves,
  /// height changes, expansions): the anchor stays within half a point of its distance from the
  /// top, or the nearest surviving row before it (else after it) takes its place.
  static let randomUpdatesKeepTheAnchor = ListScenario(
    .anchoring, "random-updates-keep-the-anchor", rules: ["R8.2", "R8.4", "CV-O3"],
    size: CGSize(width: 320, height: 600)
  ) { context in
    context.registerNotes()
    var checked = 0
    for sequence in 0..<60 {
      let seed = UInt64(45_000 + sequence)
      var rng = SeededRandomNumberGenerator(seed: seed)
      var list = NoteList(rowCount: Int.random(in: 5...60, using: &rng), using: &rng)
      await context.show(list.snapshot, animatingDifferences: false)
      context.driver.scroll(toOffset: CGFloat.random(in: 0...max(context.maximumOffset, 0), using: &rng))
      for step in 0..<3 {
        guard let anchor = context.anchor() else { break }
        let oldIDs = list.ids
        let anchorFlat = oldIDs.firstIndex(of: anchor.id) ?? 0
        let count = oldIDs.count
        let near = min(count - 1, max(0, anchorFlat + Int.random(in: -3...3, using: &rng)))
        let what: String
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
          list.insert(at: near, using: &rng)
          what = "insert at \(near)"
        case 1 where count > 1:
          list.remove(at: near)
          what = "delete at \(near)"
        case 2:
          list.resize(at: near, to: Int.random(in: 20...300, using: &rng))
          what = "resize \(near)"
        default:
          context.host.controller.toggleExpansion(ofRowWithID: RowID(oldIDs[near]))
          what = "toggle \(oldIDs[near])"
        }
        await context.show(list.snapshot, animatingDifferences: Bool.random(using: &rng))
        await context.settle()
        let newIDs = Set(list.ids)
        var kept = anchor.id
        if !newIDs.contains(anchor.id) {
          let before = oldIDs[..<anchorFlat].last { newIDs.contains($0) }
          let after = oldIDs[(anchorFlat + 1)...].first { newIDs.contains($0) }
          guard let replacement = before ?? after else { continue }
          kept = replacement
        }
        context.expectAnchored(kept, at: anchor.distance, "seed \(seed) step \(step) (\(what))")
        checked += 1
      }
    }
    context.expect(checked > 100, "only \(checked) anchors checked")
  }
}
