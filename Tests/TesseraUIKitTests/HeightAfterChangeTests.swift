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
    let id = anchor.flatMap { subject.controller.presented.row(at: $0.listPath)?.id }
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
      await Task.yield()
    }
    subject.view.layoutIfNeeded()
    let now = id.flatMap { subject.host.indexPath(forRowID: $0) }.flatMap { subject.frame(at: $0) }
    let moved = now.map { abs($0.minY - subject.view.contentOffset.y - distance) }
    #expect(moved.map { $0 <= 0.5 } == true, "\(kind) \(path): the anchor row moved \(String(describing: moved)) pt")
    #expect(subject.wrongVisibleHeights().isEmpty, "\(subject.wrongVisibleHeights())")
    #expect(subject.violations.isEmpty, "\(subject.violations)")
  }
}
