import TesseraTesting
import TesseraUIKit

/// Snapshots submitted faster than they can be shown: the latest always wins, nothing is shown
/// out of order, and the view never gets a batch that does not add up.
enum RapidSubmitScenarios {
  static let all: [ListScenario] = [
    ListScenario(.rapidSubmits, "a-burst-of-submits-ends-on-the-latest-in-few-batches", comparesViews: true) {
      context in
      context.registerText(String.self)
      context.registerText(Mailbox.self)
      await context.show(messages(0..<5))
      let mark = context.driver.activity
      for step in 0..<50 { context.host.submit(messages((0..<(5 + step % 7)).map { ($0 * 7 + step) % 40 })) }
      await context.settle()
      let last = (0..<(5 + 49 % 7)).map { ($0 * 7 + 49) % 40 }
      context.expect(context.visibleRowIDs == last.map { RowID($0) }, "\(context.visibleRowIDs)")
      let activity = context.driver.activity.since(mark)
      context.expect(activity.batches + activity.fullReloads < 50, "coalesced: \(activity)")
    },

    ListScenario(
      .rapidSubmits, "submits-from-a-display-callback-settle-on-the-latest", rules: ["R7.3"],
      size: CGSize(width: 376, height: 400)
    ) { context in
      context.registerText(String.self)
      let feed = GrowingList(context.host, count: 20, step: 20, limit: 60, growsOnDisplay: true)
      await context.show(feed.snapshot())
      for _ in 0..<6 {
        context.driver.scroll(toOffset: context.maximumOffset)
        await context.settle()
      }
      context.expect(feed.count == 60, "loaded \(feed.count)")
      context.expect(context.host.indexPath(forRowID: RowID(59)) != nil, "the last page is shown")
    },

    ListScenario(.rapidSubmits, "a-submit-from-a-tap-handler-is-shown", comparesViews: true) { context in
      context.registerText(String.self)
      let list = GrowingList(context.host, count: 3, step: 1, limit: 100, growsOnDisplay: false)
      await context.show(list.snapshot())
      for _ in 0..<3 {
        context.tapRow(withID: "more")
        await context.settle()
      }
      context.expect(context.visibleRowIDs.count == 7, "\(context.visibleRowIDs)")
      context.expect(context.visibleRowIDs.last == "more", "\(context.visibleRowIDs)")
    },

    ListScenario(.rapidSubmits, "animated-and-non-animated-applies-interleave-in-order", comparesViews: true) {
      context in
      context.registerText(String.self)
      context.registerText(Mailbox.self)
      await context.show(messages(0..<3))
      for step in 1...10 {
        context.host.apply(messages(0..<(3 + step)), animatingDifferences: step % 2 == 0, completion: nil)
      }
      await context.settle()
      context.expect(context.visibleRowIDs == (0..<13).map { RowID($0) }, "\(context.visibleRowIDs)")
    },
  ]
}

/// A list that grows by `step` rows, up to `limit`, and submits itself again each time: when its
/// last row is about to show (a feed loading more) or when that row is tapped.
@MainActor
private final class GrowingList {
  private let host: UIKitListHost
  private let step: Int
  private let limit: Int
  private let growsOnDisplay: Bool
  private(set) var count: Int

  init(_ host: UIKitListHost, count: Int, step: Int, limit: Int, growsOnDisplay: Bool) {
    self.host = host
    self.count = count
    self.step = step
    self.limit = limit
    self.growsOnDisplay = growsOnDisplay
  }

  func snapshot() -> ListSnapshot {
    let more = Row("more", growsOnDisplay ? "Loading…" : "Add a row").height(.fixed(40))
    return ListSnapshot {
      Section("rows") {
        for id in 0..<count { Row(id, "Row \(id)").height(.fixed(40)) }
        if growsOnDisplay {
          more.onWillDisplay { [weak self] in self?.grow() }
        } else {
          more.onSelect { [weak self] _ in self?.grow() }
        }
      }
    }
  }

  private func grow() {
    guard count < limit else { return }
    count = min(limit, count + step)
    host.submit(snapshot())
  }
}
