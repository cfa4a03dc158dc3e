#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// A note whose standard list cell is as tall as `lines` lines of 20 points.
private struct LinedNote: Equatable, Sendable {
  var id: Int
  var lines: Int
}

/// Counts how often the views of a content configuration are asked their fitting height, by
/// note id.
@MainActor
private final class FitCounter {
  var fits: [Int: Int] = [:]
}

/// A content configuration whose view is `lines × 20` points tall and counts each time it is
/// asked.
private struct CountedNoteConfiguration: UIContentConfiguration {
  var note: LinedNote
  let counter: FitCounter
  @MainActor func makeContentView() -> any UIView & UIContentView { CountedNoteView(configuration: self) }
  func updated(for state: any UIConfigurationState) -> CountedNoteConfiguration { self }
}

@MainActor
private final class CountedNoteView: UIView, UIContentView {
  var configuration: any UIContentConfiguration
  init(configuration: CountedNoteConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let note = (configuration as? CountedNoteConfiguration)?.note else { return .zero }
    if let counter = (configuration as? CountedNoteConfiguration)?.counter {
      counter.fits[note.id, default: 0] += 1
    }
    return CGSize(width: size.width, height: CGFloat(note.lines * 20))
  }
}

/// An app's own list cell that asks for 50 points through a constraint of its own.
private final class BadgeCell: UICollectionViewListCell, CollectionCell {
  func setUp() {
    let badge = UIView(frame: .zero)
    badge.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: contentView.topAnchor),
      badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      badge.heightAnchor.constraint(equalToConstant: 50),
    ])
  }
  func configure(with badge: Int, context: CellContext) {}
}

/// The collection host gives a list row the controller's height and nothing else: no constraint
/// carries it to the cell, and a row is measured once.
@MainActor
@Suite("Collection row heights have one owner")
struct CollectionRowHeightOwnerTests {
  /// A collection host 320 points wide, in a window (kept by the caller), so its cells lay out
  /// as they would on screen.
  static func shownCollection() -> (UICollectionView, CollectionViewHost, UIWindow) {
    let (collectionView, host) = makeCollection(width: 320, height: 600)
    let window = UIWindow(frame: collectionView.frame)
    window.addSubview(collectionView)
    return (collectionView, host, window)
  }

  /// Registers `LinedNote` rows on `host` with a configuration that counts its fits.
  fileprivate static func countingNoteFits(on host: CollectionViewHost) -> FitCounter {
    let counter = FitCounter()
    host.registerContentConfiguration(for: LinedNote.self) { note, _ in
      CountedNoteConfiguration(note: note, counter: counter)
    }
    return counter
  }

  /// The laid-out heights of the first `count` items of section 0.
  static func itemHeights(in collectionView: UICollectionView, count: Int) -> [CGFloat?] {
    (0..<count).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height }
  }

  /// Issue: the host pinned each list cell's content view to the controller's height with a
  /// constraint, and the collection view measured every row again through it, after the host
  /// had measured it with its measuring cell.
  @Test func aListRowIsMeasuredOnceAndNoConstraintCarriesItsHeight() async {
    let (collectionView, host, window) = Self.shownCollection()
    defer { withExtendedLifetime(window) {} }
    let counter = Self.countingNoteFits(on: host)
    await host.apply(
      ListSnapshot {
        Section("notes") {
          Row(0, LinedNote(id: 0, lines: 1))
          Row(1, LinedNote(id: 1, lines: 3))
          Row(2, LinedNote(id: 2, lines: 2)).height(70)
          Row(3, LinedNote(id: 3, lines: 2)).height(.aspectRatio(0.25))
        }
      })
    collectionView.layoutIfNeeded()
    collectionView.layoutIfNeeded()
    let heights = Self.itemHeights(in: collectionView, count: 4)
    #expect(heights == [20, 60, 70, 80], "each row as tall as the controller says")
    // Automatic rows are measured once, by the host; fixed and aspect-ratio rows never.
    #expect(counter.fits == [0: 1, 1: 1], "\(counter.fits)")
    for path in collectionView.indexPathsForVisibleItems {
      let cell = collectionView.cellForItem(at: path)
      #expect(cell?.contentView.constraints.isEmpty == true, "no constraint on \(path)")
      #expect(cell?.constraints.isEmpty == true, "no constraint on the cell at \(path)")
    }
  }

  /// An app's own cell sizes itself with its own constraints, and still gets exactly the
  /// height a `.fixed` row asks for (taller and shorter than its content), with nothing added
  /// to its constraints.
  @Test func anAppsCellGetsExactlyTheFixedHeight() async {
    let (collectionView, host, window) = Self.shownCollection()
    defer { withExtendedLifetime(window) {} }
    host.register(BadgeCell.self)
    await host.apply(
      ListSnapshot {
        Section("badges") {
          Row(0, 0)
          Row(1, 1).height(30)
          Row(2, 2).height(90)
        }
      })
    collectionView.layoutIfNeeded()
    collectionView.layoutIfNeeded()
    let heights = Self.itemHeights(in: collectionView, count: 3)
    #expect(heights == [50, 30, 90])
    for path in collectionView.indexPathsForVisibleItems {
      let constraints = collectionView.cellForItem(at: path)?.contentView.constraints ?? []
      #expect(constraints.count == 3, "only the cell's own constraints at \(path): \(constraints)")
    }
  }

  /// A new width sizes the rows again at it: aspect-ratio rows follow the width, fixed rows stay.
  @Test func aNewWidthGivesTheRowsTheirHeightsAtIt() async {
    let (collectionView, host, window) = Self.shownCollection()
    defer { withExtendedLifetime(window) {} }
    _ = Self.countingNoteFits(on: host)
    await host.apply(
      ListSnapshot {
        Section("notes") {
          Row(0, LinedNote(id: 0, lines: 2))
          Row(1, LinedNote(id: 1, lines: 1)).height(.aspectRatio(0.5))
          Row(2, LinedNote(id: 2, lines: 1)).height(40)
        }
      })
    collectionView.layoutIfNeeded()
    collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 600)
    host.collectionViewDidLayout()
    collectionView.layoutIfNeeded()
    collectionView.layoutIfNeeded()
    let heights = Self.itemHeights(in: collectionView, count: 3)
    #expect(heights == [40, 100, 40])
  }
}
