import Testing
import Tessera
import TesseraTerminal

/// What a message's lines depend on besides its content: the text size, pictures that arrive
/// after it is shown, and the look of the rows of an even id. Each sequence has its own.
@MainActor
private final class MessageLook {
  var scale = 1
  var pictures: [Int: Int] = [:]
  var evenBonus = 0

  /// How many lines a message of `words` words takes at `width` now.
  func lineCount(id: Int, words: Int, width: Int, expanded: Bool) -> Int {
    let text = max(1, (words * 4 + max(width, 1) - 1) / max(width, 1))
    return text * scale + (pictures[id] ?? 0) + (id % 2 == 0 ? evenBonus : 0) + (expanded ? 2 : 0)
  }

  func lines(id: Int, words: Int, width: Int, expanded: Bool) -> [String] {
    (0..<lineCount(id: id, words: words, width: width, expanded: expanded)).map { "m\(id) \($0)" }
  }
}

private struct Message: Equatable, Sendable {
  var id: Int
  var words: Int
  let look: MessageLook
  static func == (lhs: Message, rhs: Message) -> Bool {
    lhs.id == rhs.id && lhs.words == rhs.words && lhs.look === rhs.look
  }
}

/// Heights and the reader's place through random changes in a terminal: 8 × 250 = 2,000
/// sequences of 3 steps, mixing resizes, a new text size (every row's lines change, then the one
/// call `invalidateMeasuredHeights()`), invalidations of some rows, rows measured again on
/// request, appends, a list replaced whole, expansion and scrolling. After each step the frame
/// shows exactly the lines of the rows from the scroll offset on, each row on screen as tall as
/// a fresh rendering at the current width (no blank line, never past the end), the content
/// height is the sum of the rows' heights, a `.bottom` reader who was at the bottom still is,
/// and the anchor row is on the same line (the top when nothing above the screen survived).
/// Seeds 41,000 and up.
@Suite("Terminal heights through random changes")
@MainActor
struct TerminalHeightPropertyTests {
  @Test(arguments: 0..<8)
  func heightsAndThePlaceHold(batch: Int) async {
    var counts: [String: Int] = [:]
    for sequence in 0..<250 {
      let seed = UInt64(41_000 + batch * 250 + sequence)
      var rng = SeededRandomNumberGenerator(seed: seed)
      let look = MessageLook()
      var renderers = TerminalRenderers()
      renderers.register(Message.self) { message, context in
        message.look.lines(id: message.id, words: message.words, width: context.width, expanded: context.isExpanded)
          .map { StyledLine($0) }
      }
      let controller = ListController(policy: .alwaysAnimate)
      controller.diagnosticsHandler = { _ in }
      let bottomMode = sequence % 4 == 3
      if bottomMode { controller.anchoring = .bottom }
      let view = TerminalListView(
        controller: controller, renderers: renderers,
        size: TerminalSize(columns: Int.random(in: 20...60, using: &rng), rows: Int.random(in: 4...16, using: &rng)))
      var list = (0..<Int.random(in: 3...50, using: &rng)).map { (id: $0, words: Int.random(in: 1...40, using: &rng)) }
      var nextID = list.count
      func snapshot() -> ListSnapshot {
        ListSnapshot(sections: [
          Section("chat", rows: list.map { Row($0.id, Message(id: $0.id, words: $0.words, look: look)).expandable() })
        ])
      }
      await controller.apply(snapshot())
      _ = view.frame(now: .now)
      if let last = list.last, bottomMode || Bool.random(using: &rng) {
        view.scrollToRow(withID: RowID(bottomMode ? last.id : list.randomElement(using: &rng)!.id), at: .bottom)
      }
      var trace: [String] = []
      for step in 0..<3 {
        _ = view.frame(now: .now)
        let anchor = Self.anchor(of: view)
        let wasAtBottom = view.scrollOffset >= Self.maximumOffset(of: view)
        let before = list.map(\.id)
        var description = ""
        switch Int.random(in: 0..<8, using: &rng) {
        case 0:
          let size = TerminalSize(
            columns: Int.random(in: 20...60, using: &rng), rows: Int.random(in: 4...16, using: &rng))
          description = "resize \(size.columns)x\(size.rows)"
          view.resize(to: size)
        case 1:
          look.scale = look.scale % 3 + 1
          description = "text size \(look.scale)"
          controller.invalidateMeasuredHeights()
        case 2:
          look.evenBonus = Int.random(in: 0...2, using: &rng)
          description = "even rows +\(look.evenBonus)"
          controller.invalidateMeasuredHeights { ($0.content.as(Message.self)?.id ?? 1) % 2 == 0 }
        case 3 where !list.isEmpty:
          let ids = (0..<Int.random(in: 1...3, using: &rng)).map { _ in list.randomElement(using: &rng)!.id }
          for id in ids {
            look.pictures[id] = Int.random(in: 0...4, using: &rng)
            controller.invalidateHeight(ofRowWithID: RowID(id))
          }
          description = "pictures \(ids)"
          await controller.settle()
        case 4:
          let added = Int.random(in: 1...4, using: &rng)
          for _ in 0..<added {
            list.append((nextID, Int.random(in: 1...40, using: &rng)))
            nextID += 1
          }
          description = "append \(added)"
          await controller.apply(snapshot())
        case 5:
          list = (0..<Int.random(in: 2...40, using: &rng)).map { _ in
            defer { nextID += 1 }
            return (nextID, Int.random(in: 1...40, using: &rng))
          }
          description = "replace with \(list.count)"
          await controller.apply(snapshot())
        case 6 where !list.isEmpty:
          let id = list.randomElement(using: &rng)!.id
          description = "toggle \(id)"
          controller.toggleExpansion(ofRowWithID: RowID(id))
        default:
          guard let id = list.randomElement(using: &rng)?.id else { continue }
          description = "scroll to \(id)"
          view.scrollToRow(withID: RowID(id), at: [.top, .middle, .bottom].randomElement(using: &rng)!)
        }
        trace.append(description)
        let frame = view.frame(now: .now).dropLast().map { line in
          var text = line.plainText
          while text.last == " " { text.removeLast() }
          return text
        }
        let context = "seed \(seed) step \(step): \(trace.joined(separator: "; "))"
        // The document as laid out: rows the screen shows with the lines a fresh rendering at
        // the current width gives them, the others as tall as their estimates.
        let width = view.size.columns
        var document: [String] = []
        for (index, row) in list.enumerated() {
          let laidOut = Int(controller.height(of: .row(ElementPath(element: index, section: 0))))
          let top = document.count
          if top < view.scrollOffset + view.listHeight && top + laidOut > view.scrollOffset {
            let fresh = look.lines(
              id: row.id, words: row.words, width: width, expanded: controller.isExpanded(rowWithID: RowID(row.id)))
            #expect(
              laidOut == fresh.count, "\(context): row \(row.id) is \(laidOut) lines on screen, fresh \(fresh.count)")
            document += fresh
          } else {
            document += Array(repeating: "(estimated)", count: laidOut)
          }
        }
        #expect(
          controller.contentHeight == Double(document.count),
          "\(context): content \(controller.contentHeight), rows \(document.count)")
        #expect(
          view.scrollOffset <= Self.maximumOffset(of: view), "\(context): offset \(view.scrollOffset) past the end")
        let shown = Array(document.dropFirst(view.scrollOffset).prefix(view.listHeight))
        let expected = shown + Array(repeating: "", count: view.listHeight - shown.count)
        #expect(frame == expected, "\(context): frame \(frame), expected \(expected)")
        if description.hasPrefix("scroll") { continue }
        if bottomMode && wasAtBottom {
          #expect(view.scrollOffset == Self.maximumOffset(of: view), "\(context): left the bottom")
          counts["bottom", default: 0] += 1
          continue
        }
        guard let anchor else { continue }
        let now = Set(list.map(\.id))
        var kept = anchor.id
        if !now.contains(anchor.id) {
          let index = before.firstIndex(of: anchor.id) ?? 0
          guard let survivor = before[..<index].last(where: { now.contains($0) }) else {
            #expect(view.scrollOffset == 0, "\(context): not at the top (\(view.scrollOffset))")
            counts["top", default: 0] += 1
            continue
          }
          kept = survivor
        }
        let top = controller.path(ofRowWithID: RowID(kept)).map { Int(controller.offsetOfRow(at: $0)) } ?? 0
        let wanted = min(max(top - anchor.distance, 0), Self.maximumOffset(of: view))
        #expect(
          view.scrollOffset == wanted,
          "\(context): anchor \(kept) at \(top - view.scrollOffset), was \(anchor.distance)")
        counts[String(description.prefix { $0 != " " }), default: 0] += 1
      }
    }
    for kind in ["resize", "text", "even", "pictures", "append", "toggle", "top", "bottom"] {
      #expect(counts[kind, default: 0] > 5, "\(kind) checked \(counts[kind, default: 0]) times: \(counts)")
    }
  }

  /// The first row whose top line is on screen (else the row covering the top), by id, with
  /// its distance in lines from the top.
  static func anchor(of view: TerminalListView) -> (id: Int, distance: Int)? {
    guard
      let place = view.controller.readerPlace(
        viewportTop: Double(view.scrollOffset), viewportHeight: Double(view.listHeight)),
      let id = view.controller.dataSourceList.row(at: place.anchorPath)?.id.base as? Int
    else { return nil }
    return (id, Int(place.distanceFromTop))
  }

  static func maximumOffset(of view: TerminalListView) -> Int {
    max(Int(view.controller.contentHeight) - view.listHeight, 0)
  }
}
