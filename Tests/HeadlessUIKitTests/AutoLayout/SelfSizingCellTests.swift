import Foundation
import HeadlessUIKit
import Testing

/// A note cell written as iOS teams write cells: a stack view of a title and a wrapping body on
/// the content view's layout margins. Portable cells declare no initializer of their own
/// (see the HeadlessUIKit article), so it builds its views on first use.
private final class NoteTableCell: UITableViewCell {
  let title = UILabel()
  let body = UILabel()
  private var isSetUp = false

  func show(title: String, body: String) {
    if !isSetUp {
      isSetUp = true
      NoteLayout.install(title: self.title, body: self.body, in: contentView)
    }
    self.title.text = title
    self.body.text = body
  }
}

/// The same cell for a collection view list.
private final class NoteListCell: UICollectionViewListCell {
  let title = UILabel()
  let body = UILabel()
  private var isSetUp = false

  func show(title: String, body: String) {
    if !isSetUp {
      isSetUp = true
      NoteLayout.install(title: self.title, body: self.body, in: contentView)
    }
    self.title.text = title
    self.body.text = body
  }
}

@MainActor
private enum NoteLayout {
  static func install(title: UILabel, body: UILabel, in contentView: UIView) {
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

  /// The height the cell should measure: margins (11 + 11), the headline line, the spacing and
  /// the body's lines.
  static func expectedHeight(bodyLines: Int) -> CGFloat {
    22 + UIFont.preferredFont(forTextStyle: .headline).lineHeight + 4
      + CGFloat(bodyLines) * UIFont.systemFont(ofSize: 17).lineHeight
  }
}

private let notes = [("Short", "One line"), ("Long", "A note\nthat runs\nover four\nlines"), ("Mid", "Two\nlines")]

@MainActor
private final class NotesDataSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
    (cell as? NoteTableCell)?.show(title: notes[indexPath.row].0, body: notes[indexPath.row].1)
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { notes.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
    (cell as? NoteListCell)?.show(title: notes[indexPath.item].0, body: notes[indexPath.item].1)
    return cell
  }
}

/// Self-sizing cells laid out with Auto Layout, measured by the table and collection views
/// through `systemLayoutSizeFitting`, as UIKit measures them (R5.4, CV-L3).
@MainActor
@Suite("Auto Layout: self-sizing cells")
struct SelfSizingCellTests {
  @Test("a table sizes Auto Layout cells by their content: more lines, a taller row; the content is laid out")
  func tableRows() {
    let source = NotesDataSource()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    table.register(NoteTableCell.self, forCellReuseIdentifier: "note")
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 44
    table.dataSource = source
    table.layoutIfNeeded()
    let heights = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
    #expect(heights == [1, 4, 2].map { NoteLayout.expectedHeight(bodyLines: $0) })
    #expect(heights[1] > heights[2] && heights[2] > heights[0])
    guard let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteTableCell else {
      Issue.record("row 1 is not shown")
      return
    }
    #expect(cell.contentView.frame.size == CGSize(width: 320, height: heights[1]))
    #expect(
      cell.title.frame
        == CGRect(x: 0, y: 0, width: 288, height: UIFont.preferredFont(forTextStyle: .headline).lineHeight))
    #expect(cell.body.superview?.frame.origin == CGPoint(x: 16, y: 11), "the stack sits on the margins")
    #expect(cell.body.frame.maxY == heights[1] - 22, "the body ends at the bottom margin")
  }

  @Test("a collection list sizes Auto Layout cells by their content, through preferredLayoutAttributesFitting")
  func collectionItems() {
    let source = NotesDataSource()
    let layout = UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
    }
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
    view.register(NoteListCell.self, forCellWithReuseIdentifier: "note")
    view.dataSource = source
    view.layoutIfNeeded()
    let heights = (0..<3).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height }
    #expect(heights == [1, 4, 2].map { NoteLayout.expectedHeight(bodyLines: $0) })
    let cell = view.cellForItem(at: IndexPath(item: 0, section: 0)) as? NoteListCell
    #expect(cell?.body.frame.width == 288)
  }

  @Test("a reused cell is measured again with its new content")
  func reuseRemeasures() {
    let cell = NoteTableCell(style: .default, reuseIdentifier: "note")
    func height() -> CGFloat {
      cell.systemLayoutSizeFitting(
        CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
    }
    cell.show(title: "A", body: "one")
    let short = height()
    cell.show(title: "B", body: "one\ntwo\nthree")
    #expect(height() == short + 2 * UIFont.systemFont(ofSize: 17).lineHeight)
    cell.show(title: "C", body: "one")
    #expect(height() == short)
  }
}
