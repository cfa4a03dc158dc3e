#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// The reader's place through random updates, in both UIKit hosts: 8 × 250 = 2,000 sequences of
/// 3 changes each (rows inserted, deleted and moved above, at and below the anchor row, content
/// changes that change heights, width changes, expansion toggles, and scrolling), each change
/// followed by a layout pass. The anchor row (the first row whose top is visible, found here
/// from the view's geometry) stays within 0.5 pt of its distance from the top, or, when it was
/// deleted, the nearest surviving row before it takes that place (when none did, the reader is
/// at the top); the offset
/// may differ only where the content is too short to allow it. One sequence in four uses
/// `.bottom` and starts at the bottom: it stays there through appends; another uses `.top` and
/// starts at the top: it stays there through every change. No contract violation.
@Suite("Keeping the reader's place")
@MainActor
struct AnchoringPropertyTests {
  enum HostKind: String, CaseIterable { case table, collection }

  @Test(arguments: HostKind.allCases, 0..<8)
  func theAnchorRowStaysPut(_ kind: HostKind, batch: Int) async {
    var checked = 0
    var replaced = 0
    var stayedAtBottom = 0
    var stayedAtTop = 0
    for sequence in 0..<250 {
      let seed = UInt64(22_000 + batch * 250 + sequence)
      var rng = SeededRandomNumberGenerator(seed: seed)
      let subject = kind == .table ? AnchoringSubject.table() : AnchoringSubject.collection()
      let bottomMode = sequence % 4 == 3
      let topMode = sequence % 4 == 1
      if bottomMode { subject.controller.anchoring = .bottom }
      if topMode { subject.controller.anchoring = .top }
      var list = NoteList(rowCount: Int.random(in: 5...60, using: &rng), using: &rng)
      await subject.host.apply(list.snapshot)
      subject.view.layoutIfNeeded()
      let start =
        bottomMode ? subject.maximumOffset : topMode ? 0 : CGFloat.random(in: 0...subject.maximumOffset, using: &rng)
      subject.view.contentOffset = CGPoint(x: 0, y: start)
      subject.view.layoutIfNeeded()
      // The rows at the bottom are measured as they come into view: scroll there until it stays.
      for _ in 0..<5 where bottomMode {
        subject.view.contentOffset = CGPoint(x: 0, y: subject.maximumOffset)
        subject.view.layoutIfNeeded()
      }
      var trace: [String] = []
      for step in 0..<3 {
        let oldIDs = list.ids
        guard let anchor = subject.anchor() else { break }
        let wasAtBottom = subject.view.contentOffset.y >= subject.maximumOffset - 0.5
        let wasAtTop = subject.view.contentOffset.y <= 0.5
        let anchorFlat = oldIDs.firstIndex(of: anchor.id) ?? 0
        let description = await change(&list, subject, around: anchorFlat, appending: bottomMode, using: &rng)
        trace.append(description)
        subject.view.layoutIfNeeded()
        let context = "\(kind) seed \(seed) step \(step): \(trace.joined(separator: "; "))"
        #expect(subject.violations().isEmpty, "\(context): \(subject.violations())")
        if description.hasPrefix("scroll") { continue }
        if bottomMode && wasAtBottom {
          #expect(subject.view.contentOffset.y >= subject.maximumOffset - 0.5, "\(context): left the bottom")
          stayedAtBottom += 1
          continue
        }
        if topMode && wasAtTop {
          #expect(subject.view.contentOffset.y <= 0.5, "\(context): left the top")
          stayedAtTop += 1
          continue
        }
        let newIDs = Set(list.ids)
        var kept = anchor.id
        if !newIDs.contains(anchor.id) {
          // The nearest surviving row before the anchor; when none survived, the top.
          guard let replacement = oldIDs[..<anchorFlat].last(where: { newIDs.contains($0) }) else {
            #expect(subject.view.contentOffset.y <= 0.5, "\(context): not at the top with nothing left above")
            continue
          }
          kept = replacement
          replaced += 1
        }
        let error = subject.error(keeping: kept, at: anchor.distance)
        #expect(
          error.map { $0 <= 0.5 } ?? false,
          "\(context): row \(kept) is \(error.map { "\($0)" } ?? "gone") pt off; offset \(subject.view.contentOffset.y) of \(subject.maximumOffset), row at \(subject.indexPath(kept).flatMap(subject.frameOfRow).map { "\($0.minY)" } ?? "-"), distance \(anchor.distance)"
        )
        checked += 1
      }
    }
    #expect(checked > 300, "anchors checked: \(checked)")
    #expect(replaced > 10, "replacements checked: \(replaced)")
    #expect(stayedAtBottom > 50, "bottom stays checked: \(stayedAtBottom)")
    #expect(stayedAtTop > 50, "top stays checked: \(stayedAtTop)")
  }

  /// Makes one random change around the anchor row (at flat index `anchor`), shows it, and says
  /// what it was.
  private func change(
    _ list: inout NoteList, _ subject: AnchoringSubject, around anchor: Int, appending: Bool,
    using rng: inout SeededRandomNumberGenerator
  ) async -> String {
    let count = list.ids.count
    /// A flat index above, at or below the anchor.
    func place() -> Int {
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: Int.random(in: 0...max(anchor - 1, 0), using: &rng)
      case 1: anchor
      default: Int.random(in: min(anchor + 1, max(count - 1, 0))...max(count - 1, 0), using: &rng)
      }
    }
    let kind = appending && Bool.random(using: &rng) ? 0 : Int.random(in: 0..<7, using: &rng)
    var description: String
    switch kind {
    case 0 where appending:
      let added = Int.random(in: 1...4, using: &rng)
      for _ in 0..<added { list.insert(at: list.ids.count, using: &rng) }
      description = "append \(added)"
    case 0:
      let at = min(place(), count)
      let added = Int.random(in: 1...5, using: &rng)
      for _ in 0..<added { list.insert(at: at, using: &rng) }
      description = "insert \(added) at \(at)"
    case 1 where count > 1:
      let at = place()
      let removed = (0..<Int.random(in: 1...3, using: &rng)).compactMap { _ in
        at < list.ids.count && list.ids.count > 1 ? list.remove(at: at).id : nil
      }
      description = "delete \(removed)"
    case 2 where count > 1:
      let from = place()
      let row = list.remove(at: from)
      let to = Int.random(in: 0...list.ids.count, using: &rng)
      let (section, index) = list.position(ofFlat: to)
      list.sections[section].insert(row, at: index)
      description = "move \(row.id) from \(from) to \(to)"
    case 3 where count > 0:
      let rows = (0..<Int.random(in: 1...4, using: &rng)).map { _ in place() }
      for row in rows where row < count { list.resize(at: row, using: &rng) }
      description = "resize \(rows)"
    case 4:
      let width = CGFloat(Int.random(in: 260...460, using: &rng))
      subject.host.keepingReaderPlace {
        subject.view.frame = CGRect(x: 0, y: 0, width: width, height: subject.view.bounds.height)
        subject.view.layoutIfNeeded()
      }
      return "width \(width)"
    case 5 where count > 0:
      let id = list.ids[min(place(), count - 1)]
      subject.controller.toggleExpansion(ofRowWithID: RowID(id))
      return "toggle \(id)"
    case 6:
      let offset = CGFloat.random(in: 0...subject.maximumOffset, using: &rng)
      subject.view.contentOffset = CGPoint(x: 0, y: offset)
      return "scroll to \(offset)"
    default:
      description = "nothing"
    }
    await subject.host.apply(list.snapshot, animatingDifferences: Bool.random(using: &rng))
    return description
  }
}
