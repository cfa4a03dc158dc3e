#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// The sizes of the photos as they arrive: what a photo row's view is as tall as, read when it
/// is measured (its content, the photo's id, does not change when the picture arrives).
@MainActor
private final class PhotoSizes {
  var heights: [String: CGFloat] = [:]
  func height(of id: String) -> CGFloat { heights[id] ?? 44 }
}

private struct Picture: Equatable, Sendable { var id: String }

private struct PictureConfiguration: UIContentConfiguration {
  var photo: Picture
  var sizes: PhotoSizes
  /// The cell context's request to be measured again.
  var invalidateHeight: @MainActor () -> Void = {}

  @MainActor func makeContentView() -> any UIView & UIContentView { PictureView(configuration: self) }
  func updated(for state: any UIConfigurationState) -> PictureConfiguration { self }
}

@MainActor
private final class PictureView: UIView, UIContentView {
  private var shown: PictureConfiguration

  init(configuration: PictureConfiguration) {
    shown = configuration
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  var configuration: any UIContentConfiguration {
    get { shown }
    set { if let photo = newValue as? PictureConfiguration { shown = photo } }
  }

  /// State of this view only, as a SwiftUI row's `@State`: a fresh view made for measuring
  /// does not have it.
  private var showsCaption = false

  /// Shows the caption (40 points more) and asks for the row to be measured again.
  func showCaption() {
    showsCaption = true
    shown.invalidateHeight()
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: shown.sizes.height(of: shown.photo.id) + (showsCaption ? 40 : 0))
  }
}

/// A poster whose view takes the height its configuration was given: what it reads from the
/// app's cache when configured, not when measured.
private struct Poster: Equatable, Sendable { var id: String }

private struct PosterConfiguration: UIContentConfiguration {
  var height: CGFloat

  @MainActor func makeContentView() -> any UIView & UIContentView { PosterView(configuration: self) }
  func updated(for state: any UIConfigurationState) -> PosterConfiguration { self }
}

@MainActor
private final class PosterView: UIView, UIContentView {
  var configuration: any UIContentConfiguration

  init(configuration: PosterConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: (configuration as? PosterConfiguration)?.height ?? 0)
  }
}

/// Registers posters on a host: each reads its height from `sizes` when configured.
@MainActor
private func registerPosters(on host: UIKitListHost, sizes: PhotoSizes) {
  let configuration: @MainActor (Poster, CellContext) -> any UIContentConfiguration = { poster, _ in
    PosterConfiguration(height: sizes.height(of: poster.id))
  }
  if let table = host as? TableViewHost { table.registerContentConfiguration(for: Poster.self, configuration) }
  if let collection = host as? CollectionViewHost {
    collection.registerContentConfiguration(for: Poster.self, configuration)
  }
}

@MainActor
private func posterList(_ ids: [Int]) -> ListSnapshot {
  ListSnapshot { Section("posters") { for id in ids { Row("p\(id)", Poster(id: "p\(id)")) } } }
}

@MainActor
private func photoList(_ ids: [Int]) -> ListSnapshot {
  ListSnapshot { Section("photos") { for id in ids { Row("p\(id)", Picture(id: "p\(id)")) } } }
}

/// A table of photo rows on screen.
@MainActor
private func photoTable(_ ids: [Int]) async -> (UITableView, TableViewHost, PhotoSizes, UIWindow) {
  let sizes = PhotoSizes()
  let (table, host) = makeTable()
  let window = UIWindow(frame: table.frame)
  window.addSubview(table)
  installIdentityOracle(table, host)
  host.registerContentConfiguration(for: Picture.self) { photo, context in
    PictureConfiguration(photo: photo, sizes: sizes, invalidateHeight: { context.invalidateHeight() })
  }
  await host.apply(photoList(ids))
  table.layoutIfNeeded()
  return (table, host, sizes, window)
}

/// A collection view of photo rows (a list section) on screen.
@MainActor
private func photoCollection(_ ids: [Int]) async -> (UICollectionView, CollectionViewHost, PhotoSizes, UIWindow) {
  let sizes = PhotoSizes()
  let (collectionView, host) = makeCollection()
  let window = UIWindow(frame: collectionView.frame)
  window.addSubview(collectionView)
  host.registerContentConfiguration(for: Picture.self) { photo, context in
    PictureConfiguration(photo: photo, sizes: sizes, invalidateHeight: { context.invalidateHeight() })
  }
  await host.apply(photoList(ids))
  collectionView.layoutIfNeeded()
  return (collectionView, host, sizes, window)
}

/// Counts the empty batches (height refreshes) and the cells asked for in a table's log.
@MainActor
private func refreshesAndCells(_ table: UITableView) -> (refreshes: Int, cells: Int) {
  let cells = table.eventLog.filter { if case .cellForRow = $0 { true } else { false } }.count
  return (table.eventLog.filter { $0 == .heightsInvalidated }.count, cells)
}

/// A cell that asks the app's host to measure its row again whenever it is configured ("the
/// picture may be in the cache now").
@MainActor
private enum AskingOnConfigure {
  static var configures = 0
  static weak var host: TableViewHost?
}

private final class AskingCell: UITableViewCell, TableCell {
  func configure(with content: String, context: CellContext) {
    textLabel?.text = content
    AskingOnConfigure.configures += 1
    if !context.isMeasuring { AskingOnConfigure.host?.invalidateHeight(ofRowWithID: context.rowID) }
  }
}

/// Rows whose view changed size without their content changing ask to be measured again, by
/// id from the app or through their cell's context.
@Suite("Rows that ask to be measured again")
@MainActor
struct HeightInvalidationTests {
  /// Issue: a cell that asked for its row by id from `configure` was configured again to be
  /// measured, asked again, and so on: the main actor served it every turn, forever.
  @Test func aCellAskingFromConfigureIsServedOnceNotForever() async {
    let (table, host) = makeTable()
    let window = UIWindow(frame: table.frame)
    window.addSubview(table)
    AskingOnConfigure.host = host
    AskingOnConfigure.configures = 0
    defer { AskingOnConfigure.host = nil }
    host.register(AskingCell.self)
    await host.apply(ListSnapshot { Section("s") { for i in 0..<3 { Row("a\(i)", "Row \(i)") } } })
    table.layoutIfNeeded()
    await host.controller.settle()
    table.layoutIfNeeded()
    let settled = AskingOnConfigure.configures
    for _ in 0..<50 {
      await Task.yield()
      table.layoutIfNeeded()
    }
    #expect(AskingOnConfigure.configures == settled, "configured \(AskingOnConfigure.configures - settled) more times")
    #expect(!host.controller.hasPendingHeightInvalidations)
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
    _ = window
  }

  @Test func theNewHeightIsShownInOneEmptyBatchWithoutNewCells() async {
    let (table, host, sizes, window) = await photoTable([1, 2, 3, 4, 5])
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
    let before = refreshesAndCells(table)
    sizes.heights["p2"] = 120
    sizes.heights["p4"] = 90
    host.invalidateHeight(ofRowWithID: "p2")
    host.invalidateHeight(ofRowWithID: "p4")
    host.invalidateHeight(ofRowWithID: "p2")
    #expect(refreshesAndCells(table) == before, "nothing happens in the turn that asked")
    await host.controller.settle()
    table.layoutIfNeeded()
    let after = refreshesAndCells(table)
    #expect(after.refreshes == before.refreshes + 1, "three requests, one empty batch")
    #expect(after.cells == before.cells + 2, "the two rows are configured again in place, once each")
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 120))
    #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 208, width: 320, height: 90))
    let total: CGFloat = 44 * 3 + 120 + 90
    #expect(table.contentSize.height == total)
    #expect(host.controller.contentHeight == Double(total))
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
    _ = window
  }

  @Test func aCellAsksThroughItsContextAndIsMeasuredAsShown() async throws {
    let (table, host, _, window) = await photoTable([1, 2, 3])
    let before = refreshesAndCells(table)
    let cell = try #require(host.cell(forRowID: "p2"))
    let view = try #require(cell.contentView.subviews.compactMap { $0 as? PictureView }.first)
    view.showCaption()
    await host.controller.settle()
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 84, "measured with the view on screen")
    #expect(refreshesAndCells(table).refreshes == before.refreshes + 1)
    #expect(refreshesAndCells(table).cells == before.cells)
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
    _ = window
  }

  /// The app's request configures the cell on screen again first: a cell that read the app's
  /// cache when configured shows, and is measured with, what arrived since.
  @Test(arguments: ["table", "collection"])
  func theAppsRequestConfiguresTheCellOnScreenAgainBeforeMeasuringIt(_ view: String) async throws {
    let sizes = PhotoSizes()
    let under =
      view == "table"
      ? HostUnderTest.table(width: 320, height: 600, policy: .default)
      : HostUnderTest.collection(width: 320, height: 600, policy: .default)
    registerPosters(on: under.host, sizes: sizes)
    await under.host.apply(posterList(Array(1...30)))
    under.layout()
    let cell = try #require(under.cellAt(IndexPath(item: 1, section: 0)))
    sizes.heights["p2"] = 120
    under.host.invalidateHeight(ofRowWithID: "p2")
    await under.host.controller.settle()
    under.layout()
    under.finishAnimations()
    #expect(under.frameOfRow(IndexPath(item: 1, section: 0)).height == 120)
    #expect(under.frameOfRow(IndexPath(item: 2, section: 0)).minY == 164)
    #expect(under.cellAt(IndexPath(item: 1, section: 0)) === cell, "configured again in place, not reloaded")
    // The height kept is the cell's: scrolled away and back, the row is as tall.
    under.scrollToTop("p30")
    under.layout()
    #expect(under.cellAt(IndexPath(item: 1, section: 0)) == nil, "scrolled away")
    under.scrollToTop("p1")
    under.layout()
    #expect(under.frameOfRow(IndexPath(item: 1, section: 0)).height == 120)
    #expect(under.violations().isEmpty, "\(under.violations())")
  }

  @Test func aRowThatIsGoneBeforeItsTurnIsIgnored() async {
    let (table, host, sizes, window) = await photoTable([1, 2, 3])
    sizes.heights["p2"] = 120
    host.invalidateHeight(ofRowWithID: "p2")
    host.invalidateHeight(ofRowWithID: "nowhere")
    await host.apply(photoList([1, 3]))
    let before = refreshesAndCells(table)
    await host.controller.settle()
    table.layoutIfNeeded()
    #expect(refreshesAndCells(table).refreshes == before.refreshes)
    #expect(table.contentSize.height == 88)
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
    _ = window
  }

  @Test func anUnchangedHeightCostsNoBatch() async {
    let (table, host, _, window) = await photoTable([1, 2])
    let before = refreshesAndCells(table)
    host.invalidateHeight(ofRowWithID: "p1")
    await host.controller.settle()
    #expect(refreshesAndCells(table).refreshes == before.refreshes, "no batch")
    #expect(refreshesAndCells(table).cells == before.cells + 1, "the row was configured again, in place")
    _ = window
  }

  @Test func offScreenTheTableReloadsToForgetTheOldHeight() async {
    let (table, host, sizes, window) = await photoTable([1, 2])
    table.removeFromSuperview()
    sizes.heights["p1"] = 70
    host.invalidateHeight(ofRowWithID: "p1")
    await host.controller.settle()
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 70)
    #expect(table.violations.isEmpty)
    _ = window
  }

  @Test func aCollectionViewShowsTheNewHeightToo() async throws {
    let (collectionView, host, sizes, window) = await photoCollection([1, 2, 3])
    sizes.heights["p2"] = 120
    host.invalidateHeight(ofRowWithID: "p2")
    host.invalidateHeight(ofRowWithID: "p3")
    let batches = collectionView.eventLog.filter { $0 == .batchBegin }.count
    await host.controller.settle()
    collectionView.layoutIfNeeded()
    #expect(collectionView.eventLog.filter { $0 == .batchBegin }.count == batches + 1)
    let frame = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
    #expect(frame == CGRect(x: 0, y: 44, width: 320, height: 120))
    #expect(host.controller.heightForRow(at: ElementPath(element: 1, section: 0)) == 120)
    #expect(collectionView.violations.isEmpty)
    _ = window
  }

  @Test func aCollectionCellAsksThroughItsContextAndIsMeasuredAsShown() async throws {
    let (collectionView, host, _, window) = await photoCollection([1, 2, 3])
    let cell = try #require(host.cell(forRowID: "p2"))
    let view = try #require(cell.contentView.subviews.compactMap { $0 as? PictureView }.first)
    let batches = collectionView.eventLog.filter { $0 == .batchBegin }.count
    view.showCaption()
    await host.controller.settle()
    collectionView.layoutIfNeeded()
    let frame = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
    #expect(frame.height == 84, "measured with the view on screen, free of its old pinned height")
    #expect(try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))).frame.minY == 128)
    #expect(collectionView.eventLog.filter { $0 == .batchBegin }.count == batches + 1)
    #expect(collectionView.violations.isEmpty)
    _ = window
  }
}
