#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// A memo: a headline and a body that may run over several lines.
private struct Memo: Equatable, Sendable {
  var title: String
  var body: String
}

/// The way iOS teams write a note cell: a vertical stack view of two labels pinned to the
/// content view's layout margins, built once in `setUp()`.
@MainActor
private enum MemoCellLayout {
  static func install(_ title: UILabel, _ body: UILabel, in contentView: UIView) {
    title.font = UIFont.preferredFont(forTextStyle: .headline)
    body.numberOfLines = 0
    let stack = UIStackView(arrangedSubviews: [title, body])
    stack.axis = .vertical
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
    ])
  }
}

private final class MemoTableCell: UITableViewCell, TableCell {
  let title = UILabel()
  let body = UILabel()

  func setUp() { MemoCellLayout.install(title, body, in: contentView) }

  func configure(with content: Memo, context: CellContext) {
    title.text = content.title
    body.text = content.body
  }
}

private final class MemoListCell: UICollectionViewListCell, CollectionCell {
  let title = UILabel()
  let body = UILabel()

  func setUp() { MemoCellLayout.install(title, body, in: contentView) }

  func configure(with content: Memo, context: CellContext) {
    title.text = content.title
    body.text = content.body
  }
}

/// Rows whose cells lay out with Auto Layout size themselves in both hosts: a longer text makes
/// a taller row, and a new text measures again.
@MainActor
@Suite("Auto Layout cells in the hosts")
struct AutoLayoutCellHostTests {
  private func snapshot(body: String) -> ListSnapshot {
    ListSnapshot {
      Section("notes") {
        Row("short", Memo(title: "Short", body: "One line"))
        Row("long", Memo(title: "Long", body: body))
      }
    }
  }

  /// The height the note cell should measure: margins (11 above and below), a headline line,
  /// the stack's spacing and the body's lines.
  private func height(lines: Int) -> CGFloat {
    22 + UIFont.preferredFont(forTextStyle: .headline).lineHeight + 4
      + CGFloat(lines) * UIFont.systemFont(ofSize: 17).lineHeight
  }

  @Test func tableRowsGrowWithTheirText() async {
    let (table, host) = makeTable()
    host.register(MemoTableCell.self)
    await host.apply(snapshot(body: "A note\nthat runs\nover three lines"))
    table.layoutIfNeeded()
    let heights = (0..<2).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
    #expect(heights == [height(lines: 1), height(lines: 3)])
    await host.apply(snapshot(body: "Shorter\nnow"))
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == height(lines: 2))
    let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? MemoTableCell
    #expect(cell?.body.frame.size.height == 2 * UIFont.systemFont(ofSize: 17).lineHeight, "laid out in its row")
    #expect(table.violations.isEmpty)
  }

  @Test func listItemsGrowWithTheirText() async {
    let (collectionView, host) = makeCollection()
    host.register(MemoListCell.self)
    await host.apply(snapshot(body: "A note\nthat runs\nover three lines"))
    collectionView.layoutIfNeeded()
    let heights = (0..<2).map {
      collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height
    }
    #expect(heights == [height(lines: 1), height(lines: 3)])
    await host.apply(snapshot(body: "Shorter\nnow"))
    collectionView.layoutIfNeeded()
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == height(lines: 2))
    #expect(collectionView.violations.isEmpty)
  }
}
