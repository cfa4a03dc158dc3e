#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// A contact: a name and the last message, which may run over several lines.
private struct Contact: Equatable, Sendable {
  var name: String
  var message: String
}

/// A contact cell as iOS teams write one: a round avatar image view beside a vertical stack of a
/// name and a message in Dynamic Type fonts that follow the text size, the stacks pinned with
/// anchors to the content view's layout margins, set up in the cell's own initializer.
@MainActor
private struct ContactCellViews {
  let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle"))
  let name = UILabel()
  let message = UILabel()

  func install(in contentView: UIView) {
    avatar.contentMode = .scaleAspectFill
    avatar.layer.cornerRadius = 20
    avatar.clipsToBounds = true
    avatar.translatesAutoresizingMaskIntoConstraints = false
    name.font = .preferredFont(forTextStyle: .headline)
    name.adjustsFontForContentSizeCategory = true
    message.font = .preferredFont(forTextStyle: .body)
    message.adjustsFontForContentSizeCategory = true
    message.numberOfLines = 0
    let text = UIStackView(arrangedSubviews: [name, message])
    text.axis = .vertical
    text.spacing = 2
    let row = UIStackView(arrangedSubviews: [avatar, text])
    row.axis = .horizontal
    row.alignment = .top
    row.spacing = 12
    row.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(row)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      avatar.widthAnchor.constraint(equalToConstant: 40),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      row.topAnchor.constraint(equalTo: margins.topAnchor),
      row.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  func show(_ contact: Contact, in cell: UIView) {
    name.text = contact.name
    message.text = contact.message
    cell.accessibilityLabel = contact.name
    cell.accessibilityValue = contact.message
    cell.accessibilityTraits = .button
  }
}

private final class ContactTableCell: UITableViewCell, TableCell {
  let views = ContactCellViews()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    views.install(in: contentView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with content: Contact, context: CellContext) { views.show(content, in: self) }
}

private final class ContactCollectionCell: UICollectionViewListCell, CollectionCell {
  let views = ContactCellViews()

  override init(frame: CGRect) {
    super.init(frame: frame)
    views.install(in: contentView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with content: Contact, context: CellContext) { views.show(content, in: self) }
}

/// The headline of HeadlessUIKit's Auto Layout and text: a real cell (image view, stack views,
/// anchors on the layout margins, Dynamic Type) compiles unchanged against it, its message wraps
/// at the width the row gives it, and a text size change measures the rows again, in a table and
/// in a list.
@MainActor
@Suite struct ContactCellHostTests {
  /// Twenty four-letter words: 99 columns of text.
  private static let long = Array(repeating: "word", count: 20).joined(separator: " ")

  private var snapshot: ListSnapshot {
    ListSnapshot {
      Section("contacts") {
        Row("short", Contact(name: "Ada", message: "See you soon"))
        Row("long", Contact(name: "Grace", message: Self.long))
      }
    }
  }

  // At 375 points, the message has 375 − 2 × 16 (margins) − 40 (avatar) − 12 = 291 points.
  // At the default text size (body and headline 17 points: 21-point lines, 8.5-point columns),
  // 34 columns a line, seven words: the long message takes 3 lines, and a row is 11 + 21 + 2 +
  // 21 × lines + 11 points. At accessibility medium (28 points: 34-point lines, 14-point
  // columns), 20 columns, four words: 5 lines, a row 11 + 34 + 2 + 34 × lines + 11.
  private static let defaultHeights: [CGFloat] = [66, 108]
  private static let largerHeights: [CGFloat] = [92, 228]

  /// The user picks a larger text size. The app does nothing: the host follows the view's text
  /// size and measures its rows again.
  private func changeTextSize(in window: UIWindow, host: UIKitListHost) async {
    window.simulateContentSizeCategory(.accessibilityMedium)
    await host.controller.settle()
  }

  /// A long list, scrolled to its end when the text size changes: the rows on screen are
  /// measured again at once, the others as they come back into view, and the content height is
  /// the sum of the new heights, in both hosts.
  @Test(arguments: [false, true])
  func rowsOffScreenFollowTheTextSizeToo(inCollection: Bool) async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let list = ListSnapshot {
      Section("contacts") {
        for index in 0..<60 {
          Row(index, Contact(name: "Contact \(index)", message: index % 2 == 0 ? "See you soon" : Self.long))
        }
      }
    }
    let view: UIScrollView
    let host: UIKitListHost
    if inCollection {
      let made = makeCollection(width: 375)
      made.1.register(ContactCollectionCell.self)
      (view, host) = (made.0, made.1)
    } else {
      let made = makeTable(width: 375)
      made.1.register(ContactTableCell.self)
      (view, host) = (made.0, made.1)
    }
    window.addSubview(view)
    await host.apply(list)
    view.layoutIfNeeded()
    func scroll(to offset: CGFloat) {
      view.contentOffset.y = min(max(offset, 0), max(view.contentSize.height - view.bounds.height, 0))
      view.layoutIfNeeded()
    }
    // Every row measured once at the default size, then the reader is at the end.
    for step in 0..<40 { scroll(to: CGFloat(step) * 300) }
    scroll(to: .greatestFiniteMagnitude)
    await changeTextSize(in: window, host: host)
    // Back to the top, through every row.
    var offset = view.contentOffset.y
    while offset > 0 {
      offset -= 300
      scroll(to: offset)
    }
    for step in 0..<60 { scroll(to: CGFloat(step) * 300) }
    var total: CGFloat = 0
    for index in 0..<60 {
      let path = IndexPath(row: index, section: 0)
      let frame =
        inCollection
        ? (view as? UICollectionView)?.layoutAttributesForItem(at: path)?.frame
        : (view as? UITableView)?.rectForRow(at: path)
      let expected = Self.largerHeights[index % 2]
      #expect(frame?.height == expected, "row \(index): \(String(describing: frame)) instead of \(expected) high")
      total += expected
    }
    #expect(abs(view.contentSize.height - total) < 0.5, "content height \(view.contentSize.height), rows \(total)")
  }

  @Test func tableRowsWrapTheirMessageAndFollowTheTextSize() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let (table, host) = makeTable(width: 375)
    window.addSubview(table)
    host.register(ContactTableCell.self)
    await host.apply(snapshot)
    table.layoutIfNeeded()
    func heights() -> [CGFloat] { (0..<2).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height } }
    #expect(heights() == Self.defaultHeights)
    let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ContactTableCell
    #expect(cell?.views.message.frame.size == CGSize(width: 291, height: 63), "three lines, filling the stack")
    #expect(cell?.views.avatar.frame.size == CGSize(width: 40, height: 40))
    await changeTextSize(in: window, host: host)
    table.layoutIfNeeded()
    #expect(cell?.views.message.font.pointSize == 28)
    #expect(heights() == Self.largerHeights)
    #expect(table.violations.isEmpty)
  }

  /// A list laid out before it is in a window, then shown in a window of a larger text size:
  /// the heights measured at the default size are forgotten and measured at the window's.
  @Test(arguments: [false, true])
  func aListMovedToAWindowOfAnotherTextSizeIsMeasuredAtIt(inCollection: Bool) async {
    let view: UIScrollView
    let host: UIKitListHost
    if inCollection {
      let made = makeCollection(width: 375)
      made.1.register(ContactCollectionCell.self)
      (view, host) = (made.0, made.1)
    } else {
      let made = makeTable(width: 375)
      made.1.register(ContactTableCell.self)
      (view, host) = (made.0, made.1)
    }
    func heights() -> [CGFloat?] {
      (0..<2).map { index in
        let path = IndexPath(row: index, section: 0)
        return inCollection
          ? (view as? UICollectionView)?.layoutAttributesForItem(at: path)?.frame.height
          : (view as? UITableView)?.rectForRow(at: path).height
      }
    }
    await host.apply(snapshot)
    view.layoutIfNeeded()
    #expect(heights() == Self.defaultHeights)

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.simulateContentSizeCategory(.accessibilityMedium)
    window.addSubview(view)
    await host.controller.settle()
    view.layoutIfNeeded()
    #expect(heights() == Self.largerHeights)
  }

  @Test func listItemsWrapTheirMessageAndFollowTheTextSize() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let (collectionView, host) = makeCollection(width: 375)
    window.addSubview(collectionView)
    host.register(ContactCollectionCell.self)
    await host.apply(snapshot)
    collectionView.layoutIfNeeded()
    func heights() -> [CGFloat?] {
      (0..<2).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height }
    }
    #expect(heights() == Self.defaultHeights)
    await changeTextSize(in: window, host: host)
    collectionView.layoutIfNeeded()
    #expect(heights() == Self.largerHeights)
    #expect(collectionView.violations.isEmpty)
  }
}
