#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// A poster: a row whose height is its registration's, not its content's.
private struct Poster: Equatable, Sendable { var id: Int }

/// A content configuration whose view is `height` points tall.
private struct FixedHeightConfiguration: UIContentConfiguration {
  var height: CGFloat
  @MainActor func makeContentView() -> any UIView & UIContentView { FixedHeightView(configuration: self) }
  func updated(for state: any UIConfigurationState) -> FixedHeightConfiguration { self }
}

@MainActor
private final class FixedHeightView: UIView, UIContentView {
  var configuration: any UIContentConfiguration
  init(configuration: FixedHeightConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: (configuration as? FixedHeightConfiguration)?.height ?? 0)
  }
}

private final class PosterTableCell: UITableViewCell, TableCell {
  func configure(with poster: Poster, context: CellContext) { textLabel?.text = "poster \(poster.id)" }
  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 50) }
}

private final class PosterCollectionCell: UICollectionViewListCell, CollectionCell {
  func configure(with poster: Poster, context: CellContext) {}
  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 50) }
}

/// The height a test's posters answer, changed while they are shown.
@MainActor
private final class WildHeight {
  var height: CGFloat = 50
}

/// A row whose cell asks for another row to be measured again whenever it is configured: two
/// of them that name each other ask for each other forever.
private struct Echo: Equatable, Sendable {
  var id: Int
  var partner: Int
  let counter: ConfigureCounter
  static func == (lhs: Echo, rhs: Echo) -> Bool {
    lhs.id == rhs.id && lhs.partner == rhs.partner && lhs.counter === rhs.counter
  }
}

@MainActor
private final class ConfigureCounter {
  var configures = 0
  weak var host: UIKitListHost?
  func configured(_ echo: Echo, context: CellContext) {
    configures += 1
    if !context.isMeasuring { host?.invalidateHeight(ofRowWithID: RowID(echo.partner)) }
  }
}

private final class EchoTableCell: UITableViewCell, TableCell {
  func configure(with echo: Echo, context: CellContext) { echo.counter.configured(echo, context: context) }
}

private final class EchoCollectionCell: UICollectionViewListCell, CollectionCell {
  func configure(with echo: Echo, context: CellContext) { echo.counter.configured(echo, context: context) }
}

/// Heights and the reader's place after every kind of change, in both UIKit hosts: a new text
/// size, a registration, a width from any path, a picture that arrives, a list replaced whole,
/// heights that are not heights, and rows that ask for each other.
@Suite("Heights after every change")
@MainActor
struct HeightAfterChangeTests {
  private func rows(_ ids: Range<Int>, words: Int = 2) -> [(id: Int, words: Int)] { ids.map { ($0, words) } }

  /// Issue: `invalidateMeasuredHeights()`, the recipe for a new text size, measured the rows on
  /// screen only: in a 300-row table, 288 rows still showed their old height when scrolled
  /// back (the table keeps the height of every row it showed), and the content size was wrong.
  @Test(arguments: UIKitHostKind.allCases)
  func aNewTextSizeReachesEveryRowNotOnlyThoseOnScreen(_ kind: UIKitHostKind) async {
    let subject = BubbleSubject(kind)
    await subject.host.apply(subject.snapshot(rows(0..<300)))
    subject.scrollThrough()
    subject.scroll(to: 0)
    #expect(subject.view.contentSize.height == CGFloat(300 * 20))
    subject.look.scale = 4
    subject.controller.invalidateMeasuredHeights()
    var wrong: [String] = []
    subject.scrollThrough { wrong += subject.wrongVisibleHeights() }
    #expect(wrong.isEmpty, "\(wrong.prefix(5)) of \(wrong.count)")
    #expect(subject.view.contentSize.height == CGFloat(300 * 80))
    #expect(subject.controller.contentHeight == Double(300 * 80))
    #expect(subject.violations.isEmpty, "\(subject.violations)")
  }

  /// Issue: a cell class registered over a content configuration while the rows were shown
  /// left rows off screen at the configuration's 70 pt while their new cells are 50 pt.
  @Test(arguments: UIKitHostKind.allCases)
  func aRegistrationReachesRowsOffScreen(_ kind: UIKitHostKind) async {
    let subject = BubbleSubject(kind)
    let configuration: @MainActor (Poster, CellContext) -> any UIContentConfiguration = { _, _ in
      FixedHeightConfiguration(height: 70)
    }
    switch subject.host {
    case let table as TableViewHost: table.registerContentConfiguration(for: Poster.self, configuration)
    case let collection as CollectionViewHost: collection.registerContentConfiguration(for: Poster.self, configuration)
    default: break
    }
    await subject.host.apply(ListSnapshot { Section("posters") { for id in 0..<30 { Row(id, Poster(id: id)) } } })
    subject.scrollThrough()
    switch subject.host {
    case let table as TableViewHost: table.register(PosterTableCell.self)
    case let collection as CollectionViewHost: collection.register(PosterCollectionCell.self)
    default: break
    }
    await subject.controller.settle()
    var heights: [CGFloat] = []
    subject.scrollThrough {
      heights += subject.visiblePaths.compactMap { subject.frame(at: $0)?.height }
    }
    #expect(!heights.isEmpty && heights.allSatisfy { $0 == 50 }, "\(heights)")
    #expect(subject.view.contentSize.height == CGFloat(30 * 50))
    #expect(subject.violations.isEmpty, "\(subject.violations)")
  }

  /// Invalidating every height of a million rows measures only the rows the next frame shows:
  /// at most 50 measurements on the main actor before it (the table asks every row's estimate
  /// when it reloads, which measures nothing).
  @Test(arguments: UIKitHostKind.allCases)
  func invalidatingAMillionRowsMeasuresOnlyTheRowsOnScreen(_ kind: UIKitHostKind) async {
    let subject = BubbleSubject(kind, checksIdentities: false)
    await subject.host.apply(subject.snapshot(rows(0..<1_000_000)), animatingDifferences: false)
    subject.view.layoutIfNeeded()
    subject.scroll(to: 20 * 500_000)
    let before = subject.controller.statistics.measurements
    subject.look.scale = 2
    subject.controller.invalidateMeasuredHeights()
    subject.view.layoutIfNeeded()
    let measurements = subject.controller.statistics.measurements - before
    #expect(measurements > 0 && measurements <= 50, "\(measurements) measurements")
    #expect(subject.wrongVisibleHeights().isEmpty, "\(subject.wrongVisibleHeights())")
  }

  /// Issue: a width given through `collectionViewDidLayout()` was stored before the layout
  /// compared it, so the cells on screen stayed pinned to the old width's heights. A width is
  /// noticed once, whichever path brings it, and the rows on screen take its heights.
  @Test(arguments: UIKitHostKind.allCases)
  func aWidthFromTheDidLayoutCallReachesTheRowsOnScreen(_ kind: UIKitHostKind) async {
    let subject = BubbleSubject(kind)
    await subject.host.apply(subject.snapshot(rows(0..<40, words: 12)))
    subject.view.layoutIfNeeded()
    #expect(subject.visiblePaths.compactMap { subject.frame(at: $0)?.height }.allSatisfy { $0 == 40 })
    subject.setWidthThroughDidLayout(200)
    subject.view.layoutIfNeeded()
    #expect(subject.wrongVisibleHeights().isEmpty, "\(subject.wrongVisibleHeights())")
    #expect(subject.visiblePaths.compactMap { subject.frame(at: $0)?.height }.allSatisfy { $0 == 60 })
    #expect(subject.violations.isEmpty, "\(subject.violations)")
  }

  /// The ways a width reaches a host: the app's `…DidLayout()` call, `keepingReaderPlace`, or
  /// only the view's own layout (an app that calls neither).
  enum WidthPath: String, CaseIterable, Sendable { case didLayout, keepingReaderPlace, layoutOnly }

  /// Issue: in a table a width change lost the reader's place (the anchor row ended 116 pt
  /// above the top instead of at it). The first row on screen stays where it was, whichever
  /// path brought the width (the view's own layout gives it back on the next turn).
  @Test(arguments: UIKitHostKind.allCases, WidthPath.allCases)
  func aWidthChangeKeepsTheReadersPlace(_ kind: UIKitHostKind, path: WidthPath) async {
    let subject = BubbleSubject(kind)
    await subject.host.apply(subject.snapshot((0..<80).map { ($0, 4 + $0 % 9) }))
    subject.scrollThrough()
    subject.scroll(to: 1_500)
    let anchor = subject.visiblePaths.sorted().first { (subject.frame(at: $0)?.minY ?? 0) >= 1_500 }
    #expect(anchor != nil)
    let id = anchor.flatMap { subject.controller.dataSourceList.row(at: $0.listPath)?.id }
    let distance = anchor.flatMap { subject.frame(at: $0) }.map { $0.minY - subject.view.contentOffset.y } ?? 0
    switch path {
    case .didLayout:
      subject.setWidthThroughDidLayout(240)
    case .keepingReaderPlace:
      subject.host.keepingReaderPlace {
        subject.view.frame = CGRect(x: 0, y: 0, width: 240, height: subject.view.bounds.height)
        subject.view.layoutIfNeeded()
      }
    case .layoutOnly:
      subject.view.frame = CGRect(x: 0, y: 0, width: 240, height: subject.view.bounds.height)
      subject.view.layoutIfNeeded()
      await subject.controller.settle()
    }
    subject.view.layoutIfNeeded()
    let now = id.flatMap { subject.host.indexPath(forRowID: $0) }.flatMap { subject.frame(at: $0) }
    let moved = now.map { abs($0.minY - subject.view.contentOffset.y - distance) }
    #expect(moved.map { $0 <= 0.5 } == true, "\(kind) \(path): the anchor row moved \(String(describing: moved)) pt")
    #expect(subject.wrongVisibleHeights().isEmpty, "\(subject.wrongVisibleHeights())")
    #expect(subject.violations.isEmpty, "\(subject.violations)")
  }

  /// Issue: a chat reader at the bottom whose last message was measured again (a picture
  /// arrived, 180 pt taller) ended 180 pt above the end, and the chat stopped following new
  /// messages.
  @Test(arguments: UIKitHostKind.allCases)
  func aPictureThatArrivesKeepsAChatAtTheBottom(_ kind: UIKitHostKind) async {
    let subject = BubbleSubject(kind)
    subject.controller.anchoring = .bottom
    var messages = rows(0..<40, words: 6)
    await subject.host.apply(subject.snapshot(messages))
    subject.scrollThrough()
    #expect(subject.isAtBottom)
    let last = messages[messages.count - 1].id
    subject.look.pictures[last] = 180
    subject.host.invalidateHeight(ofRowWithID: RowID(last))
    await subject.controller.settle()
    subject.view.layoutIfNeeded()
    #expect(subject.isAtBottom, "offset \(subject.view.contentOffset.y) of \(subject.maximumOffset)")
    #expect(subject.wrongVisibleHeights().isEmpty, "\(subject.wrongVisibleHeights())")
    messages += rows(40..<43, words: 6)
    await subject.host.apply(subject.snapshot(messages))
    subject.view.layoutIfNeeded()
    #expect(subject.isAtBottom, "offset \(subject.view.contentOffset.y) of \(subject.maximumOffset)")
    #expect(subject.violations.isEmpty, "\(subject.violations)")
  }

  /// Issue: `.bottom` did not follow a list that started empty (0 → 60 rows left the reader at
  /// the top); a chat had to scroll to its last row itself after the first load. It follows
  /// from the first rows, whether they come in the first load or after an empty one.
  @Test(arguments: UIKitHostKind.allCases, [true, false])
  func aChatShowsItsEndFromTheFirstRows(_ kind: UIKitHostKind, startsEmpty: Bool) async {
    let subject = BubbleSubject(kind)
    subject.controller.anchoring = .bottom
    if startsEmpty {
      await subject.host.apply(subject.snapshot([]))
      subject.view.layoutIfNeeded()
    }
    await subject.host.apply(subject.snapshot(rows(0..<60, words: 6)))
    subject.view.layoutIfNeeded()
    #expect(subject.maximumOffset > 0)
    #expect(subject.isAtBottom, "offset \(subject.view.contentOffset.y) of \(subject.maximumOffset)")
    #expect(subject.wrongVisibleHeights().isEmpty, "\(subject.wrongVisibleHeights())")
  }

  /// Issue: a refresh that replaced every row of a feed but its trailing "Loading more…" row
  /// anchored the reader to that row: the feed jumped to its end, and the row's `onWillDisplay`
  /// fetched a page nobody asked for. With nothing above the viewport left, the reader sees the
  /// top of the new list.
  @Test(arguments: UIKitHostKind.allCases, [0, 700])
  func aListReplacedWholeShowsItsTop(_ kind: UIKitHostKind, offset: CGFloat) async {
    let subject = BubbleSubject(kind)
    var loads = 0
    func feed(_ ids: Range<Int>) -> ListSnapshot {
      let loading = Row("loading", Bubble(id: -1, words: 2, look: subject.look)).onWillDisplay { loads += 1 }
      return ListSnapshot(sections: [
        Section("feed", rows: ids.map { Row($0, Bubble(id: $0, words: 6, look: subject.look)) } + [loading])
      ])
    }
    await subject.host.apply(feed(0..<30))
    subject.view.layoutIfNeeded()
    subject.scroll(to: offset)
    let before = loads
    await subject.host.apply(feed(100..<130))
    subject.view.layoutIfNeeded()
    #expect(subject.view.contentOffset.y <= 0.5, "offset \(subject.view.contentOffset.y)")
    #expect(loads == before, "the loading row was shown")
    #expect(subject.violations.isEmpty, "\(subject.violations)")
  }

  /// A reload (a change too large to animate) has no matches to follow the anchor row
  /// through: a deleted anchor hands over to the nearest row above it that survived, found by
  /// id, and a list replaced whole shows its top, as after a batch.
  @Test(arguments: UIKitHostKind.allCases)
  func aReloadHandsADeletedAnchorToTheRowAboveIt(_ kind: UIKitHostKind) async {
    let subject = BubbleSubject(kind)
    subject.controller.policy = .alwaysReload
    await subject.host.apply(subject.snapshot(rows(0..<80, words: 6)))
    subject.scrollThrough()
    subject.scroll(to: 810)
    let anchor = subject.visiblePaths.sorted().first { (subject.frame(at: $0)?.minY ?? 0) >= 810 }
    let anchorID = anchor.flatMap { subject.controller.dataSourceList.row(at: $0.listPath)?.id.base as? Int } ?? 0
    let distance = anchor.flatMap { subject.frame(at: $0) }.map { $0.minY - 810 } ?? 0
    // The anchor and the three rows above it go; the row above those takes the anchor's place.
    await subject.host.apply(
      subject.snapshot(rows(0..<80, words: 6).filter { !(anchorID - 3...anchorID).contains($0.id) }))
    subject.view.layoutIfNeeded()
    let survivor = subject.frame(ofRowWithID: anchorID - 4)
    #expect(
      survivor.map { abs($0.minY - subject.view.contentOffset.y - distance) <= 0.5 } == true,
      "\(String(describing: survivor)) at \(subject.view.contentOffset.y)")
    await subject.host.apply(subject.snapshot(rows(200..<280, words: 6)))
    subject.view.layoutIfNeeded()
    #expect(subject.view.contentOffset.y <= 0.5, "offset \(subject.view.contentOffset.y)")
    #expect(subject.controller.statistics.reloads >= 3)
    #expect(subject.violations.isEmpty, "\(subject.violations)")
  }

  /// Issue: the collection host pinned a re-measured height onto the visible cell's
  /// constraint as the cell answered it: NaN, infinities, negative and huge heights reached
  /// UIKit (a constant that is not finite raises there), and stayed when the height the
  /// controller used instead was the one the row had already. Heights are made usable once,
  /// where they come in, before a view sees them.
  @Test(
    arguments: UIKitHostKind.allCases,
    [
      (CGFloat(0), CGFloat.nan), (0, -.infinity), (0, -10), (100_000, .infinity), (100_000, 1e30),
      (100_000, .greatestFiniteMagnitude),
    ])
  func aHeightThatIsNoHeightNeverReachesTheView(
    _ kind: UIKitHostKind, heights: (shown: CGFloat, answered: CGFloat)
  )
    async
  {
    let subject = BubbleSubject(kind)
    let wild = WildHeight()
    wild.height = heights.shown
    let configuration: @MainActor (Poster, CellContext) -> any UIContentConfiguration = { _, _ in
      FixedHeightConfiguration(height: wild.height)
    }
    switch subject.host {
    case let table as TableViewHost: table.registerContentConfiguration(for: Poster.self, configuration)
    case let collection as CollectionViewHost: collection.registerContentConfiguration(for: Poster.self, configuration)
    default: break
    }
    await subject.host.apply(ListSnapshot { Section("s") { for id in 0..<3 { Row(id, Poster(id: id)) } } })
    subject.view.layoutIfNeeded()
    wild.height = heights.answered
    subject.host.invalidateHeight(ofRowWithID: RowID(0))
    await subject.controller.settle()
    var seen: [CGFloat] = []
    for path in subject.visiblePaths {
      seen += subject.frame(at: path).map { [$0.height] } ?? []
      if let cell = (subject.view as? UICollectionView)?.cellForItem(at: path) {
        seen += cell.contentView.constraints.map(\.constant)
      }
    }
    let maximum = CGFloat(HeightPolicy.maximumHeight)
    #expect(seen.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= maximum }, "\(seen)")
    // What was answered, and what was used instead, is said where it came in.
    #expect(subject.diagnostics.entries.contains { "\($0)".contains("returned \(heights.answered)") })
    #expect(subject.violations.isEmpty, "\(subject.violations)")
  }

  /// Issue: two rows whose cells ask for each other to be measured again (each from its
  /// `configure`) were served in turn forever: 16,764 configures a second while the table was
  /// idle. Requests made while a row is served wait a turn, and a chain of them stops after a
  /// bound, reported once.
  @Test(arguments: UIKitHostKind.allCases)
  func rowsThatAskForEachOtherStop(_ kind: UIKitHostKind) async {
    let subject = BubbleSubject(kind)
    let counter = ConfigureCounter()
    counter.host = subject.host
    switch subject.host {
    case let table as TableViewHost: table.register(EchoTableCell.self)
    case let collection as CollectionViewHost: collection.register(EchoCollectionCell.self)
    default: break
    }
    await subject.host.apply(
      ListSnapshot {
        Section("s") {
          Row(0, Echo(id: 0, partner: 1, counter: counter))
          Row(1, Echo(id: 1, partner: 0, counter: counter))
        }
      })
    subject.view.layoutIfNeeded()
    for _ in 0..<60 {
      await Task.yield()
      subject.view.layoutIfNeeded()
    }
    let settled = counter.configures
    for _ in 0..<60 {
      await Task.yield()
      subject.view.layoutIfNeeded()
    }
    #expect(counter.configures == settled, "configured \(counter.configures - settled) more times while idle")
    #expect(settled < 60, "\(settled) configures")
    #expect(!subject.controller.hasPendingHeightInvalidations)
    let reports = subject.diagnostics.entries.filter { "\($0)".contains("each other") }
    #expect(reports.count == 1, "\(reports)")
    #expect(subject.violations.isEmpty, "\(subject.violations)")
  }
}
