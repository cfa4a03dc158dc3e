#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// Heights and the reader's place through random changes, in both UIKit hosts: 8 × 250 =
/// 2,000 sequences of 3 steps each, mixing width changes (through `…DidLayout()`,
/// `keepingReaderPlace` and the view's own layout), a new text size picked by the user (the
/// window's content size category: the app does nothing), invalidations of some rows, rows
/// measured again on request (a picture arrived), appends, a list replaced whole, expansion and
/// scrolling. After each step, laid out: every row on screen is as tall as a fresh measurement
/// at the current width, every row the view keeps a measured height for is too, the content
/// size is the sum of the rows' heights, a `.bottom` reader who was at the bottom still is, and
/// the anchor row is within 0.5 pt of where it was (the top of the new list when nothing above
/// the viewport survived); no contract violation. Seeds 31,000 and up.
@Suite("Heights through random changes")
@MainActor
struct HeightPropertyTests {
  @Test(arguments: UIKitHostKind.allCases, 0..<8)
  func heightsAndThePlaceHold(_ kind: UIKitHostKind, batch: Int) async {
    var counts: [String: Int] = [:]
    for sequence in 0..<250 {
      let seed = UInt64(31_000 + batch * 250 + sequence)
      var rng = SeededRandomNumberGenerator(seed: seed)
      let subject = BubbleSubject(kind)
      let bottomMode = sequence % 4 == 3
      if bottomMode { subject.controller.anchoring = .bottom }
      var list = (0..<Int.random(in: 5...60, using: &rng)).map { (id: $0, words: Int.random(in: 1...30, using: &rng)) }
      var nextID = list.count
      await subject.host.apply(subject.snapshot(list))
      subject.view.layoutIfNeeded()
      subject.scroll(
        to: bottomMode ? subject.maximumOffset : CGFloat.random(in: 0...subject.maximumOffset, using: &rng))
      // Rows at the end are measured as they come into view: scroll there until it stays.
      for _ in 0..<5 where bottomMode { subject.scroll(to: subject.maximumOffset) }
      var trace: [String] = []
      for step in 0..<3 {
        let anchor = Self.anchor(of: subject)
        let wasAtBottom = subject.isAtBottom
        let before = list.map(\.id)
        let change = Int.random(in: 0..<8, using: &rng)
        var description = ""
        switch change {
        case 0:
          let width = CGFloat(Int.random(in: 220...460, using: &rng))
          let path = HeightAfterChangeTests.WidthPath.allCases.randomElement(using: &rng)!
          description = "width \(width) by \(path)"
          await Self.setWidth(width, of: subject, by: path)
        case 1:
          // The user picks another text size; the app does nothing.
          subject.look.textSize = subject.look.textSize % 3 + 1
          description = "text size \(subject.look.textSize)"
          subject.window.simulateContentSizeCategory(BubbleLook.category(ofTextSize: subject.look.textSize))
          await subject.controller.settle()
        case 2:
          subject.look.evenBonus = Int.random(in: 0...3, using: &rng) * 30
          description = "even rows +\(subject.look.evenBonus)"
          subject.controller.invalidateMeasuredHeights { ($0.content.as(Bubble.self)?.id ?? 1) % 2 == 0 }
        case 3 where !list.isEmpty:
          let ids = (0..<Int.random(in: 1...3, using: &rng)).map { _ in list.randomElement(using: &rng)!.id }
          for id in ids {
            subject.look.pictures[id] = Int.random(in: 0...6, using: &rng) * 30
            subject.host.invalidateHeight(ofRowWithID: RowID(id))
          }
          description = "pictures \(ids)"
          await subject.controller.settle()
        case 4:
          let added = Int.random(in: 1...4, using: &rng)
          for _ in 0..<added {
            list.append((nextID, Int.random(in: 1...30, using: &rng)))
            nextID += 1
          }
          description = "append \(added)"
          await subject.host.apply(subject.snapshot(list), animatingDifferences: Bool.random(using: &rng))
        case 5:
          list = (0..<Int.random(in: 3...40, using: &rng)).map { _ in
            defer { nextID += 1 }
            return (nextID, Int.random(in: 1...30, using: &rng))
          }
          description = "replace with \(list.count)"
          await subject.host.apply(subject.snapshot(list), animatingDifferences: Bool.random(using: &rng))
        case 6 where !list.isEmpty:
          let id = list.randomElement(using: &rng)!.id
          description = "toggle \(id)"
          subject.controller.toggleExpansion(ofRowWithID: RowID(id))
        default:
          let offset = CGFloat.random(in: 0...subject.maximumOffset, using: &rng)
          description = "scroll to \(offset)"
          subject.scroll(to: offset)
        }
        trace.append(description)
        subject.view.layoutIfNeeded()
        let context = "\(kind) seed \(seed) step \(step): \(trace.joined(separator: "; "))"
        #expect(subject.violations.isEmpty, "\(context): \(subject.violations)")
        let wrong = subject.wrongVisibleHeights()
        #expect(wrong.isEmpty, "\(context): on screen \(wrong)")
        let stale = Self.staleKeptHeights(of: subject)
        #expect(stale.isEmpty, "\(context): kept \(stale)")
        let sum = Self.sumOfRowHeights(of: subject)
        #expect(
          abs(subject.view.contentSize.height - sum) < 0.01,
          "\(context): content \(subject.view.contentSize.height), rows \(sum)")
        if description.hasPrefix("scroll") { continue }
        if bottomMode && wasAtBottom {
          #expect(
            subject.isAtBottom,
            "\(context): left the bottom (\(subject.view.contentOffset.y) of \(subject.maximumOffset))")
          counts["bottom", default: 0] += 1
          continue
        }
        guard let anchor else { continue }
        let now = Set(list.map(\.id))
        guard now.contains(anchor.id) else {
          let index = before.firstIndex(of: anchor.id) ?? 0
          if let survivor = before[..<index].last(where: { now.contains($0) }) {
            #expect(
              Self.error(of: subject, keeping: survivor, at: anchor.distance).map { $0 <= 0.5 } == true,
              "\(context): \(survivor) moved")
            counts["handed over", default: 0] += 1
          } else {
            #expect(subject.view.contentOffset.y <= 0.5, "\(context): not at the top (\(subject.view.contentOffset.y))")
            counts["top", default: 0] += 1
          }
          continue
        }
        let error = Self.error(of: subject, keeping: anchor.id, at: anchor.distance)
        #expect(
          error.map { $0 <= 0.5 } == true, "\(context): anchor \(anchor.id) is \(String(describing: error)) pt off")
        counts[String(description.prefix { $0 != " " }), default: 0] += 1
      }
    }
    for kind in ["width", "text", "even", "pictures", "append", "toggle", "top", "bottom"] {
      #expect(counts[kind, default: 0] > 5, "\(kind) checked \(counts[kind, default: 0]) times: \(counts)")
    }
  }

  /// Gives the view `width` by `path`, as an app would.
  static func setWidth(_ width: CGFloat, of subject: BubbleSubject, by path: HeightAfterChangeTests.WidthPath) async {
    switch path {
    case .didLayout:
      subject.setWidthThroughDidLayout(width)
    case .keepingReaderPlace:
      subject.host.keepingReaderPlace {
        subject.view.frame = CGRect(x: 0, y: 0, width: width, height: subject.view.bounds.height)
        subject.view.layoutIfNeeded()
      }
    case .layoutOnly:
      subject.view.frame = CGRect(x: 0, y: 0, width: width, height: subject.view.bounds.height)
      subject.view.layoutIfNeeded()
      // The place is given back on the next turn of the main actor, which settling waits for.
      await subject.controller.settle()
    }
  }

  /// The first row whose top is visible (else the row covering the top), by id, with its
  /// distance from the top: read from the view's geometry, not asked of the host.
  static func anchor(of subject: BubbleSubject) -> (id: Int, distance: CGFloat)? {
    subject.view.layoutIfNeeded()
    let top = subject.view.contentOffset.y
    let rows = subject.visiblePaths.compactMap { path in subject.frame(at: path).map { (path, $0) } }
      .sorted { $0.1.minY != $1.1.minY ? $0.1.minY < $1.1.minY : $0.0 < $1.0 }
    let pick =
      rows.first { $0.1.minY >= top && $0.1.minY < top + subject.view.bounds.height } ?? rows.first { $0.1.maxY > top }
    guard let (path, frame) = pick, let id = subject.controller.dataSourceList.row(at: path.listPath)?.id.base as? Int
    else { return nil }
    return (id, frame.minY - top)
  }

  /// How far the row `id` is from `distance` below the top, allowing for the offset's clamping.
  static func error(of subject: BubbleSubject, keeping id: Int, at distance: CGFloat) -> CGFloat? {
    guard let frame = subject.frame(ofRowWithID: id) else { return nil }
    let wanted = min(max(frame.minY - distance, 0), subject.maximumOffset)
    return abs(subject.view.contentOffset.y - wanted)
  }

  /// The rows the view keeps a measured height for that differ from a fresh measurement.
  static func staleKeptHeights(of subject: BubbleSubject) -> [String] {
    let rows = subject.controller.dataSourceList.rowCount(inSection: 0)
    return (0..<rows).compactMap { row in
      let path = IndexPath(indexes: [0, row])
      guard subject.isMeasured(path), let frame = subject.frame(at: path), let fresh = subject.freshHeight(at: path),
        abs(frame.height - fresh) > 0.01
      else { return nil }
      return "\(row): \(frame.height) pt, fresh \(fresh)"
    }
  }

  /// The sum of the heights the view lays its rows out at.
  static func sumOfRowHeights(of subject: BubbleSubject) -> CGFloat {
    guard subject.controller.dataSourceList.sectionCount > 0 else { return 0 }
    let rows = subject.controller.dataSourceList.rowCount(inSection: 0)
    return (0..<rows).reduce(0) { $0 + (subject.frame(at: IndexPath(indexes: [0, $1]))?.height ?? 0) }
  }
}
