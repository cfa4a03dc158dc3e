import Foundation
import Testing
import TesseraTesting

@testable import HeadlessUIKit

/// Titles per section, for a collection view of plain cells.
@MainActor
private final class CountsDataSource: NSObject, UICollectionViewDataSource {
  let counts: [Int]

  init(_ counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    section < counts.count ? counts[section] : 0
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// The headless layout lays out only lengths: a spacing, an inset or a height that is NaN,
/// infinite or negative counts as 0, so one bad section never moves the others out of reach.
@Suite("Collection layout clamping")
@MainActor
struct CollectionLayoutClampTests {
  /// Values a section may be given, good and bad.
  static let values: [CGFloat] = [0, 4, 30, .nan, .infinity, -.infinity, -8, -.leastNonzeroMagnitude]

  /// A grid section of `columns` items a line, every length taken from `random`.
  private static func randomGrid(using random: inout SeededRandomNumberGenerator) -> NSCollectionLayoutSection {
    func value() -> CGFloat { values.randomElement(using: &random)! }
    let height: NSCollectionLayoutDimension =
      switch Int.random(in: 0..<3, using: &random) {
      case 0: .absolute(value())
      case 1: .estimated(value())
      default: .fractionalWidth(value() / 30)
      }
    let columns = Int.random(in: 1...4, using: &random)
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: height))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
      subitems: Array(repeating: item, count: columns))
    group.interItemSpacing = .fixed(value())
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = value()
    section.contentInsets = NSDirectionalEdgeInsets(top: value(), leading: value(), bottom: value(), trailing: value())
    if Bool.random(using: &random) {
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(value())),
          elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      ]
    }
    return section
  }

  /// Issue: NaN or infinite spacing made the content height NaN: every later section got
  /// y = nan, a valid list below a grid was never shown, and with the grid first nothing was.
  @Test("Random bad lengths: every frame finite, and the list after the grids is reachable and shown")
  func randomBadLengths() {
    for seed in UInt64(1)...60 {
      var random = SeededRandomNumberGenerator(seed: seed)
      let grids = (0..<Int.random(in: 1...3, using: &random)).map { _ in Self.randomGrid(using: &random) }
      let counts = grids.map { _ in Int.random(in: 0...9, using: &random) } + [3]
      let layout = UICollectionViewCompositionalLayout { index, environment in
        index < grids.count
          ? grids[index]
          : NSCollectionLayoutSection.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
      }
      let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
      view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
      let source = CountsDataSource(counts)
      view.dataSource = source
      view.layoutIfNeeded()

      #expect(view.contentSize.height.isFinite && view.contentSize.height >= 0, "seed \(seed): \(view.contentSize)")
      for (section, count) in counts.enumerated() {
        for item in 0..<count {
          let frame = view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
          #expect(
            frame.map { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy { $0.isFinite } } == true,
            "seed \(seed): item \(item) of section \(section) at \(String(describing: frame))")
        }
      }
      // Scrolled to the end, the list section is on screen.
      let list = counts.count - 1
      let top = view.layoutAttributesForItem(at: IndexPath(item: 0, section: list))?.frame.minY ?? .nan
      #expect(top.isFinite, "seed \(seed): the list after the grids is at \(top)")
      view.contentOffset = CGPoint(x: 0, y: max(0, view.contentSize.height - view.bounds.height))
      view.layoutIfNeeded()
      #expect(
        view.indexPathsForVisibleItems.contains { $0.section == list }, "seed \(seed): the list is not shown at the end"
      )
    }
  }

  @Test("A section of sound lengths is laid out exactly as given")
  func soundLengthsUnchanged() {
    var spec = CollectionSectionSpec()
    spec.columns = 3
    spec.lineSpacing = 4
    spec.itemSpacing = 2
    spec.insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    spec.rule = .fixed(30)
    #expect(spec.sanitized == spec)
    var bad = spec
    bad.lineSpacing = .nan
    bad.itemSpacing = -.infinity
    bad.insets.top = .infinity
    bad.rule = .estimated(-1)
    let clean = bad.sanitized
    #expect(clean.lineSpacing == 0 && clean.itemSpacing == 0 && clean.insets.top == 0 && clean.rule == .estimated(0))
    #expect(clean.insets.leading == 2 && clean.columns == 3)
  }
}
