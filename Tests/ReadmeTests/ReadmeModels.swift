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

// The content types describe themselves, so `TextCell` can show them.
struct CycleImages: Equatable, Sendable, CustomStringConvertible {
  var urls: [String]
  var description: String { "\(urls.count) image(s)" }
}
struct MainTitle: Equatable, Sendable, CustomStringConvertible {
  var text: String
  init(_ text: String) { self.text = text }
  var description: String { text }
}
struct Promotions: Equatable, Sendable, CustomStringConvertible {
  var items: [String]
  init(_ items: [String]) { self.items = items }
  var description: String { items.joined(separator: ", ") }
}
struct CommentSummary: Equatable, Sendable, CustomStringConvertible {
  var count: Int
  var description: String { "\(count) comment(s)" }
}
struct Comment: Equatable, Sendable, CustomStringConvertible {
  var comment: ProductComment
  init(_ comment: ProductComment) { self.comment = comment }
  var description: String { comment.text }
}
struct Link: Equatable, Sendable, CustomStringConvertible {
  var title: String
  init(_ title: String) { self.title = title }
  var description: String { title }
}
extension Notice: CustomStringConvertible {
  var description: String { text }
}

/// The network, as the articles' snippets call it.
struct API: Sendable {
  func product() async -> Product { .sample }
}

let api = API()

/// An app's logger, as GettingStarted routes diagnostics to it.
struct Logger: Sendable {
  func warning(_ message: String) { print("warning:", message) }
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
