#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// A comment long enough to wrap in a phone-width cell.
private let longComment =
  "Arrived two days early and works exactly as described; the battery lasts a whole weekend of hiking."

/// A collection cell written as iOS teams write one: a label set up in its initializer that wraps
/// over as many lines as the text takes, the cell as tall as the label at its width.
private final class CommentCell: UICollectionViewCell, CollectionCell {
  let bodyLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    bodyLabel.numberOfLines = 0
    bodyLabel.font = .preferredFont(forTextStyle: .body)
    contentView.addSubview(bodyLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with content: String, context: CellContext) {
    bodyLabel.text = content
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let label = bodyLabel.sizeThatFits(CGSize(width: size.width - 32, height: 0))
    return CGSize(width: size.width, height: label.height + 24)
  }
}

/// Text wraps in the headless views as on a device, so `.automatic` rows with a long text are
/// taller than rows with a short one, in a table and in a collection view.
@MainActor
@Suite struct WrappingTextHeightTests {
  private func snapshot(_ first: String, _ second: String) -> ListSnapshot {
    ListSnapshot {
      Section("comments") {
        Row("short", first)
        Row("long", second)
      }
    }
  }

  @Test func aLongTextMakesATextCellTallerThanAShortOne() async {
    let (table, host) = makeTable(width: 375)
    host.register(TesseraUIKit.TextCell<String>.self)
    await host.apply(snapshot("Great!", longComment))
    table.layoutIfNeeded()
    let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
    let long = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
    #expect(short == 44)
    // 100 characters of 8.5 points wrap in the 343 points between the margins: 3 lines of 21
    // points, and 22 points of margins.
    #expect(long == 85)
    let label = table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel
    #expect(label?.numberOfLines == 0)
    #expect(table.violations.isEmpty)
  }

  @Test func aLongTextMakesAWrappingCollectionCellTallerThanAShortOne() async {
    let (collectionView, host) = makeCollection(width: 375)
    host.register(CommentCell.self)
    await host.apply(snapshot("Great!", longComment))
    collectionView.layoutIfNeeded()
    let short = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height
    let long = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height
    #expect(short == 45)  // one 21-point line and 24 points of padding
    #expect(long == 87)  // three lines at 343 points
    let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CommentCell
    #expect(cell?.bodyLabel.text == longComment)
  }

  @Test func aLongTextMakesAStandardListCellTallerInBothHosts() async {
    let (table, tableHost) = makeTable(width: 375)
    tableHost.registerListCell(for: String.self) { content, text, _ in content.text = text }
    await tableHost.apply(snapshot("Great!", longComment))
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 85)

    let (collectionView, collectionHost) = makeCollection(width: 375)
    collectionHost.registerListCell(for: String.self) { content, text, _ in content.text = text }
    await collectionHost.apply(snapshot("Great!", longComment))
    collectionView.layoutIfNeeded()
    let heights = (0..<2).map {
      collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height
    }
    #expect(heights == [44, 85])
  }
}
