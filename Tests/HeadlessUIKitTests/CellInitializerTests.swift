import Foundation
import HeadlessUIKit
import Testing

// Cells written exactly as for UIKit: `override init`, `required init?(coder:)`, or nothing.

/// A cell that sets up stored properties in its own initializer.
private final class BadgeCell: UITableViewCell {
  let badge: UILabel
  let madeWith: UITableViewCell.CellStyle
  private(set) static var initializerCalls = 0

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    badge = UILabel()
    madeWith = style
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    badge.text = "new"
    contentView.addSubview(badge)
    Self.initializerCalls += 1
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("not archived")
  }
}

/// A cell with no initializer of its own.
private final class PlainCell: UITableViewCell {
  var tapCount = 0
}

/// A header that sets itself up in its own initializer.
private final class CountHeader: UITableViewHeaderFooterView {
  let countLabel = UILabel()

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(countLabel)
    countLabel.text = "0"
  }

  required init?(coder: NSCoder) {
    fatalError("not archived")
  }
}

/// A collection cell that sets itself up in its own initializer.
private final class PhotoCell: UICollectionViewCell {
  let imageView: UIImageView

  override init(frame: CGRect) {
    imageView = UIImageView(image: UIImage(systemName: "photo"))
    super.init(frame: frame)
    contentView.addSubview(imageView)
  }

  required init?(coder: NSCoder) {
    fatalError("not archived")
  }
}

/// A data source that dequeues `BadgeCell`s and `PlainCell`s and `CountHeader`s.
@MainActor
private final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: indexPath.row == 0 ? "badge" : "plain", for: indexPath)
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    tableView.dequeueReusableHeaderFooterView(withIdentifier: "count")
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
}

@MainActor
@Suite struct CellInitializerTests {
  @Test func aTableCreatesRegisteredClassesThroughTheirOwnInitializers() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    let source = Source()
    table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
    table.register(PlainCell.self, forCellReuseIdentifier: "plain")
    table.register(CountHeader.self, forHeaderFooterViewReuseIdentifier: "count")
    table.dataSource = source
    table.delegate = source
    let calls = BadgeCell.initializerCalls
    table.layoutIfNeeded()

    let badgeCell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? BadgeCell)
    #expect(badgeCell.badge.text == "new" && badgeCell.badge.superview === badgeCell.contentView)
    #expect(badgeCell.madeWith == .default && badgeCell.reuseIdentifier == "badge")
    #expect(BadgeCell.initializerCalls == calls + 1)
    let plainCell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? PlainCell)
    #expect(plainCell.tapCount == 0 && plainCell.reuseIdentifier == "plain")
    let header = try #require(table.headerView(forSection: 0) as? CountHeader)
    #expect(header.countLabel.text == "0" && header.reuseIdentifier == "count")
  }

  @Test func aClassObjectMakesCellsThroughTheSubclassesInitializer() {
    let type: UITableViewCell.Type = BadgeCell.self
    let cell = type.init(style: .subtitle, reuseIdentifier: "x")
    #expect((cell as? BadgeCell)?.madeWith == .subtitle)
    // Direct construction reaches the same initializer.
    #expect(BadgeCell(style: .value1, reuseIdentifier: nil).madeWith == .value1)
    let collectionType: UICollectionViewCell.Type = PhotoCell.self
    #expect((collectionType.init(frame: .zero) as? PhotoCell)?.imageView.image?.systemName == "photo")
  }

  @Test func aCollectionViewCreatesRegisteredCellsThroughTheirOwnInitializer() throws {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    let source = PhotoSource()
    collection.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    collection.dataSource = source
    collection.layoutIfNeeded()
    let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)
    #expect(cell.imageView.superview === cell.contentView)
  }
}

@MainActor
private final class PhotoSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
  }
}
