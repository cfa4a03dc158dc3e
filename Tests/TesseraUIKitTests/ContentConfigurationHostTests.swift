#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// Content of the tests: a badge of a given height.
private struct Badge: Equatable, Sendable {
  var title: String
  var height: CGFloat
}

/// The badge's tap, sent to its row's handler.
private struct BadgeTapped: Sendable {}

/// A content configuration of the app's own: its view is as tall as the badge (three times as
/// tall when the row is expanded), and a tap runs `onTap`.
private struct BadgeConfiguration: UIContentConfiguration {
  var badge: Badge
  var isExpanded: Bool
  var onTap: @MainActor () -> Void

  @MainActor func makeContentView() -> any UIView & UIContentView { BadgeView(configuration: self) }
  func updated(for state: any UIConfigurationState) -> BadgeConfiguration { self }
}

@MainActor
private final class BadgeView: UIView, UIContentView {
  private(set) var shown: BadgeConfiguration

  init(configuration: BadgeConfiguration) {
    shown = configuration
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  var configuration: any UIContentConfiguration {
    get { shown }
    set { if let badge = newValue as? BadgeConfiguration { shown = badge } }
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: shown.badge.height * (shown.isExpanded ? 3 : 1))
  }

  func tap() { shown.onTap() }
}

/// What the tests read, whichever view shows the list.
@MainActor
private struct Shown {
  /// The host (the view holds it weakly) and the window, kept alive with what is read.
  let keptAlive: [AnyObject]
  let controller: ListController
  let cell: (Int) -> UIView?
  let frame: (Int) -> CGRect?
  let layOut: () -> Void
  let violations: () -> [String]

  func badgeView(_ row: Int) -> BadgeView? {
    cell(row).flatMap { cell in
      let content = (cell as? UITableViewCell)?.contentView ?? (cell as? UICollectionViewCell)?.contentView
      return content?.subviews.compactMap { $0 as? BadgeView }.first
    }
  }
}

/// Registers badges by content configuration in a host of `kind`, on screen.
@MainActor
private func showBadges(_ kind: String, _ snapshot: ListSnapshot) async -> Shown {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
  let make: @MainActor (Badge, CellContext) -> any UIContentConfiguration = { badge, context in
    BadgeConfiguration(badge: badge, isExpanded: context.isExpanded, onTap: { context.send(BadgeTapped()) })
  }
  if kind == "table" {
    let (table, host) = makeTable()
    window.addSubview(table)
    host.registerContentConfiguration(for: Badge.self, make)
    await host.apply(snapshot)
    table.layoutIfNeeded()
    return Shown(
      keptAlive: [host, window], controller: host.controller,
      cell: { table.cellForRow(at: IndexPath(row: $0, section: 0)) },
      frame: { table.rectForRow(at: IndexPath(row: $0, section: 0)) }, layOut: { table.layoutIfNeeded() },
      violations: { table.violations.map { $0.message(style: .classic) } })
  }
  let (collectionView, host) = makeCollection()
  window.addSubview(collectionView)
  host.registerContentConfiguration(for: Badge.self, make)
  await host.apply(snapshot)
  collectionView.layoutIfNeeded()
  return Shown(
    keptAlive: [host, window], controller: host.controller,
    cell: { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) },
    frame: { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame },
    layOut: { collectionView.layoutIfNeeded() },
    violations: { collectionView.violations.map { "\($0)" } })
}

/// Rows shown by a content configuration, with one spelling in both hosts.
@Suite("Content configurations in both hosts")
@MainActor
struct ContentConfigurationHostTests {
  @Test(arguments: ["table", "collection"])
  func eachRowShowsItsConfigurationAndIsMeasuredByIt(_ kind: String) async {
    let shown = await showBadges(
      kind,
      ListSnapshot {
        Section("badges") {
          Row("a", Badge(title: "A", height: 30))
          Row("b", Badge(title: "B", height: 80))
          Row("c", Badge(title: "C", height: 55))
        }
      })
    #expect(shown.badgeView(1)?.shown.badge.title == "B")
    #expect(shown.frame(0) == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(shown.frame(1) == CGRect(x: 0, y: 30, width: 320, height: 80))
    #expect(shown.frame(2) == CGRect(x: 0, y: 110, width: 320, height: 55))
    let heights = (0..<3).map { shown.controller.heightForRow(at: ElementPath(element: $0, section: 0)) }
    #expect(heights == [30, 80, 55])
    #expect(shown.controller.contentHeight == 165)
    #expect(shown.violations().isEmpty, "\(shown.violations())")
  }

  @Test(arguments: ["table", "collection"])
  func aMeasurementIsCachedPerContent(_ kind: String) async {
    let shown = await showBadges(kind, ListSnapshot { Section("badges") { Row("a", Badge(title: "A", height: 30)) } })
    let path = ElementPath(element: 0, section: 0)
    _ = shown.controller.heightForRow(at: path)
    let measured = shown.controller.statistics.measurements
    _ = shown.controller.heightForRow(at: path)
    #expect(shown.controller.statistics.measurements == measured)
    await shown.controller.apply(ListSnapshot { Section("badges") { Row("a", Badge(title: "A", height: 64)) } })
    shown.layOut()
    #expect(shown.controller.heightForRow(at: path) == 64)
    #expect(shown.badgeView(0)?.shown.badge.height == 64)
  }

  @Test(arguments: ["table", "collection"])
  func theConfigurationSeesExpansionAndSendsEventsToTheRow(_ kind: String) async {
    let taps = TapCounter()
    let shown = await showBadges(
      kind,
      ListSnapshot {
        Section("badges") {
          Row("a", Badge(title: "A", height: 30)).expandable().on(BadgeTapped.self) { _, context in
            taps.record(context.rowID)
          }
          Row("b", Badge(title: "B", height: 40))
        }
      })
    shown.badgeView(0)?.tap()
    #expect(taps.rows == ["a"])
    shown.controller.setExpanded(true, rowWithID: "a")
    shown.layOut()
    #expect(shown.badgeView(0)?.shown.isExpanded == true)
    #expect(shown.controller.heightForRow(at: ElementPath(element: 0, section: 0)) == 90)
    #expect(shown.violations().isEmpty, "\(shown.violations())")
  }
}

/// Row ids of the taps a row's handler received.
@MainActor
private final class TapCounter {
  private(set) var rows: [RowID] = []
  func record(_ id: RowID) { rows.append(id) }
}
