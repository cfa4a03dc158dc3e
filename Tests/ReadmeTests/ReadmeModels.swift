#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraUIKit

// The models and views the README's snippets assume, kept minimal: the snippets are what is
// checked.

struct ProductComment: Equatable, Sendable, Identifiable {
  var id: Int
  var text: String
}

struct Product: Equatable, Sendable {
  var name: String
  var price: String
  var images: [String]
  var promotions: [String]
  var comments: [ProductComment]

  static let sample = Product(
    name: "Kettle", price: "$20", images: ["a.png"], promotions: ["10% off"],
    comments: [ProductComment(id: 1, text: "Boils fast")])
}

struct CycleImages: Equatable, Sendable { var urls: [String] }
struct MainTitle: Equatable, Sendable {
  var text: String
  init(_ text: String) { self.text = text }
}
struct Promotions: Equatable, Sendable {
  var items: [String]
  init(_ items: [String]) { self.items = items }
}
struct CommentSummary: Equatable, Sendable { var count: Int }
struct Comment: Equatable, Sendable {
  var comment: ProductComment
  init(_ comment: ProductComment) { self.comment = comment }
}
struct Link: Equatable, Sendable {
  var title: String
  init(_ title: String) { self.title = title }
}

struct Router: Sendable {
  func showAllComments() {}
}

let router = Router()

final class PriceCell: UITableViewCell, TableCell {
  func configure(with price: Price, context: CellContext) { textLabel?.text = price.amount }
}

struct FriendsHeader: Equatable, Sendable { var count: Int }

final class FriendsHeaderView: UITableViewHeaderFooterView, TableHeaderFooter {
  func configure(with header: FriendsHeader, context: SectionSupplementContext) {
    textLabel?.text = "Friends (\(header.count))"
  }
}

struct Mail: Equatable, Sendable, Identifiable {
  var id: Int
  var subject: String
}

@MainActor
final class Inbox {
  private(set) var log: [String] = []
  func archive(_ id: RowID) { log.append("archive \(id)") }
  func delete(_ id: RowID) { log.append("delete \(id)") }
  func reply(to id: RowID) { log.append("reply \(id)") }
  func move(_ id: RowID, after other: RowID?) { log.append("move \(id)") }
  func loadMoreIfLast(_ mail: Mail) { log.append("shown \(mail.id)") }
}

final class ImageCell: UICollectionViewCell, CollectionCell {
  func configure(with images: CycleImages, context: CellContext) { accessibilityLabel = images.urls.first }
}
