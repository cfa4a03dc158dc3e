import Foundation
import HeadlessUIKit
import Testing

/// Records prefetch traffic (R4.10).
@MainActor
private final class PrefetchRecorder: NSObject, UITableViewDataSourcePrefetching {
  var prefetched: [[IndexPath]] = []
  var cancelled: [[IndexPath]] = []

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths) }

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    cancelled.append(indexPaths)
  }
}

/// Registration, dequeue, reuse and the visible set (R4).
@MainActor
struct ReuseTests {
  /// Scrolls from top to bottom in steps of `step` points.
  private func scrollToBottom(_ table: UITableView, step: CGFloat) {
    var offset: CGFloat = 0
    let end = table.contentSize.height - table.bounds.height
    while offset < end {
      offset = min(offset + step, end)
      table.scroll(to: offset)
    }
  }

  @Test("R4.2, R4.3, R4.4, R4.7: 1,000 rows in a 10-row viewport, scrolled to the bottom, reuse a few cells")
  func reuseWhileScrolling() {
    let rows = (0..<1000).map { "row \($0)" }
    let fixture = Fixture(sections: [rows], height: 440)
    fixture.source.configure = { cell, indexPath in
      // Configured only conditionally, and never reset: reuse must leak it (R4.4).
      if indexPath.row % 10 == 0 { cell.accessoryType = .checkmark }
    }
    fixture.load()
    let visible = fixture.table.visibleCells.count
    #expect(visible == 10)
    scrollToBottom(fixture.table, step: 17)
    #expect(fixture.table.indexPathsForVisibleRows?.last == ip(0, 999))

    let created = fixture.table.cellsCreated["cell"] ?? 0
    #expect(created <= visible + 2)
    let reused = fixture.table.eventLog.filter { $0 == .dequeue(identifier: "cell", reused: true) }.count
    #expect(reused > 900)
    #expect(fixture.table.prepareForReuseCalls["cell"] == reused, "prepareForReuse runs on every reuse")
    let cellRequests = fixture.table.eventLog.compactMap(\.cellForRowPath).count
    #expect(cellRequests == created + reused)

    let stale = fixture.table.visibleCells.filter { cell in
      guard let path = fixture.table.indexPath(for: cell) else { return false }
      return path.row % 10 != 0 && cell.accessoryType == .checkmark
    }
    #expect(!stale.isEmpty, "a conditionally configured cell shows stale content, so cells really are reused")
  }

  @Test("R4.7: each reuse identifier has its own pool")
  func poolsPerIdentifier() {
    let fixture = Fixture(counts: [500], height: 440)
    fixture.table.register(UITableViewCell.self, forCellReuseIdentifier: "odd")
    let source = fixture.source
    source.identifier = "cell"
    fixture.table.dataSource = nil
    let alternating = AlternatingDataSource(count: 500)
    fixture.table.dataSource = alternating
    fixture.load()
    scrollToBottom(fixture.table, step: 30)
    #expect((fixture.table.cellsCreated["cell"] ?? 0) <= 5 + 2)
    #expect((fixture.table.cellsCreated["odd"] ?? 0) <= 5 + 2)
    #expect(
      fixture.table.visibleCells.allSatisfy { cell in
        guard let path = fixture.table.indexPath(for: cell) else { return false }
        return cell.reuseIdentifier == (path.row.isMultiple(of: 2) ? "cell" : "odd")
      })
  }

  @Test("R4.1, R4.2: registration replaces, nil unregisters, unregistered identifiers fail")
  func registration() {
    let fixture = Fixture(counts: [1])
    fixture.table.register(SizedCell.self, forCellReuseIdentifier: "cell")
    fixture.load()
    #expect(fixture.table.visibleCells.first is SizedCell)
    fixture.table.register(SizedCell.self, forCellReuseIdentifier: "gone")
    fixture.table.register(nil, forCellReuseIdentifier: "gone")
    fixture.source.identifier = "gone"
    fixture.table.reloadData()
    fixture.load()
    #expect(fixture.table.lastError?.kind == .unregisteredIdentifier("gone"))
    #expect(
      fixture.table.lastError?.message(style: .classic)
        == "unable to dequeue a cell with identifier gone - must register a nib or a class for the identifier or "
        + "connect a prototype cell in a storyboard")
    #expect(fixture.table.visibleCells.count == 1, "the table keeps working after the violation")
    fixture.table.register(UITableViewCell.self, forCellReuseIdentifier: "")
    #expect(fixture.table.lastError?.kind == .invalidReuseIdentifier)
    #expect(fixture.table.dequeueReusableCell(withIdentifier: "unknown") == nil)
  }

  @Test("R4.2: dequeueing outside cellForRowAt is misuse")
  func dequeueOutsideCellForRow() {
    let fixture = Fixture(counts: [1])
    fixture.load()
    _ = fixture.table.dequeueReusableCell(withIdentifier: "cell", for: ip(0, 0))
    #expect(fixture.table.lastError?.kind == .dequeueOutsideCellForRow(identifier: "cell"))
  }

  @Test("R4.3: prepareForReuse never runs on first creation; overrides must call super")
  func prepareForReuseTiming() {
    let fixture = Fixture(counts: [3])
    fixture.table.register(ForgetfulCell.self, forCellReuseIdentifier: "cell")
    fixture.load()
    #expect(fixture.table.prepareForReuseCalls["cell"] == nil)
    #expect(fixture.table.visibleCells.allSatisfy { ($0 as? ForgetfulCell)?.preparations == 0 })
    fixture.table.reloadData()
    fixture.load()
    #expect(fixture.table.prepareForReuseCalls["cell"] == 3)
    #expect(fixture.table.warnings.contains(.prepareForReuseWithoutSuper(identifier: "cell")))
  }

  @Test("R4.5: cells without a reuse identifier are never pooled")
  func cellsWithoutIdentifier() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88), style: .plain)
    table.rowHeight = 44
    table.estimatedRowHeight = 0
    table.strictness = .uikitCompatible
    let source = HandMadeDataSource()
    table.dataSource = source
    table.layoutIfNeeded()
    table.scroll(to: 44 * 8)
    table.scroll(to: 0)
    #expect(source.made.count == Set(source.made.map(ObjectIdentifier.init)).count)
    #expect(source.made.count == 2 + 2 + 2)
  }

  @Test("R4.6, R4.8, R4.9: visible set, willDisplay after configuration, didEndDisplaying on leaving")
  func visibleSetAndDisplayMessages() {
    let fixture = Fixture(counts: [20], height: 100)
    let recorder = RecordingDelegate()
    fixture.delegate = recorder
    fixture.load()
    #expect(fixture.table.indexPathsForVisibleRows == [ip(0, 0), ip(0, 1), ip(0, 2)])
    #expect(recorder.displayed.map(\.0) == [ip(0, 0), ip(0, 1), ip(0, 2)])
    #expect(recorder.displayed.map(\.1) == ["0.0", "0.1", "0.2"], "willDisplay sees the configured cell")
    #expect(fixture.table.cellForRow(at: ip(0, 5)) == nil)
    fixture.table.scroll(to: 88)
    #expect(fixture.table.indexPathsForVisibleRows == [ip(0, 2), ip(0, 3), ip(0, 4)])
    #expect(recorder.ended == [ip(0, 0), ip(0, 1)])
    #expect(fixture.table.pooledCellCount(forReuseIdentifier: "cell") == 0, "both pooled cells were reused")
    let cell = fixture.table.cellForRow(at: ip(0, 3))
    #expect(cell.map { fixture.table.indexPath(for: $0) } == ip(0, 3))
    #expect(cell?.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
  }

  @Test("R4.10: prefetch ahead in the scroll direction, cancel when it reverses")
  func prefetching() {
    let fixture = Fixture(counts: [100], height: 440)
    let recorder = PrefetchRecorder()
    fixture.table.prefetchDataSource = recorder
    fixture.load()
    #expect(recorder.prefetched.first == (10..<15).map { ip(0, $0) })
    fixture.table.scroll(to: 440)
    #expect(recorder.prefetched.last == (20..<25).map { ip(0, $0) })
    fixture.table.scroll(to: 220)
    #expect(recorder.cancelled.count == 1)
    #expect(recorder.prefetched.last == (0..<5).reversed().map { ip(0, $0) }, "nearest rows first")
  }

  @Test("R4.11: reloadRows asks for a fresh cell; reconfigureRows keeps the instance (R3.16)")
  func reloadVersusReconfigure() {
    let fixture = Fixture(counts: [3])
    fixture.load()
    let original = fixture.table.cellForRow(at: ip(0, 1))
    fixture.source.sections[0][1] = "changed"
    fixture.table.reconfigureRows(at: [ip(0, 1)])
    #expect(fixture.table.cellForRow(at: ip(0, 1)) === original)
    #expect(original?.textLabel?.text == "changed")
    #expect(fixture.table.prepareForReuseCalls["cell"] == nil)
    fixture.source.sections[0][1] = "reloaded"
    let mark = fixture.table.eventLog.count
    fixture.table.reloadRows(at: [ip(0, 1)], with: .fade)
    #expect(fixture.table.events(since: mark).contains(.cellForRow(ip(0, 1))))
    #expect(fixture.table.cellForRow(at: ip(0, 1))?.textLabel?.text == "reloaded")
    #expect(fixture.table.prepareForReuseCalls["cell"] == 1, "the replaced cell went through the pool")
  }

  @Test("R4.12: programmatic selection sends nothing; a simulated tap sends will/didSelect")
  func selection() {
    let fixture = Fixture(counts: [5])
    let recorder = RecordingDelegate()
    fixture.delegate = recorder
    fixture.load()
    fixture.table.selectRow(at: ip(0, 1), animated: false, scrollPosition: .none)
    #expect(recorder.selected.isEmpty)
    #expect(fixture.table.indexPathForSelectedRow == ip(0, 1))
    #expect(fixture.table.cellForRow(at: ip(0, 1))?.isSelected == true)
    fixture.table.simulateTap(at: ip(0, 3))
    #expect(recorder.selected == [ip(0, 3)])
    #expect(fixture.table.indexPathsForSelectedRows == [ip(0, 3)])
    #expect(fixture.table.eventLog.contains(.didDeselectRow(ip(0, 1))))
    recorder.redirect = { _ in nil }
    fixture.table.simulateTap(at: ip(0, 4))
    #expect(recorder.selected == [ip(0, 3)], "willSelectRowAt returning nil refuses the selection")
    fixture.table.deselectRow(at: ip(0, 3), animated: false)
    #expect(fixture.table.indexPathForSelectedRow == nil)
  }
}

/// Two reuse identifiers, alternating.
@MainActor
private final class AlternatingDataSource: NSObject, UITableViewDataSource {
  let count: Int

  init(count: Int) { self.count = count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let identifier = indexPath.row.isMultiple(of: 2) ? "cell" : "odd"
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cell.textLabel?.text = "\(indexPath.row)"
    return cell
  }
}

/// Makes a new cell without reuse identifier for every row (R4.5).
@MainActor
private final class HandMadeDataSource: NSObject, UITableViewDataSource {
  var made: [UITableViewCell] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    made.append(cell)
    return cell
  }
}

/// A cell whose prepareForReuse forgets to call super (R4.3).
private final class ForgetfulCell: UITableViewCell {
  var preparations = 0

  override func prepareForReuse() {
    preparations += 1
  }
}
