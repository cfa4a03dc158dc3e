import Tessera
import TesseraDiff

// The realistic app model of `tessera-bench diff`: four kinds of view model with String ids
// ("comment-123"), synthesized `Equatable`, in sections of 20 to 1,000 rows. The same data is
// diffed as `Row`s (through the controller's path) and as a typed enum of the four kinds, as
// apps write it for a typed diffing library.

/// A strip of images.
struct GalleryModel: Equatable, Sendable {
  var id: String
  var imageNames: [String]
}

/// A title with a line under it.
struct TextModel: Equatable, Sendable {
  var id: String
  var title: String
  var subtitle: String
}

/// A price.
struct PriceModel: Equatable, Sendable {
  var id: String
  var cents: Int
  var currency: String
}

/// A comment by a user.
struct CommentModel: Equatable, Sendable {
  var id: String
  var author: String
  var text: String
  var likes: Int
}

/// One row of the app model: the typed enum of the four kinds.
enum AppItem: Diffable, Equatable, Sendable {
  case gallery(GalleryModel)
  case text(TextModel)
  case price(PriceModel)
  case comment(CommentModel)

  var diffIdentifier: String {
    switch self {
    case .gallery(let model): model.id
    case .text(let model): model.id
    case .price(let model): model.id
    case .comment(let model): model.id
    }
  }

  /// The same row as a `Row`.
  var row: Row {
    switch self {
    case .gallery(let model): Row(model.id, model)
    case .text(let model): Row(model.id, model)
    case .price(let model): Row(model.id, model)
    case .comment(let model): Row(model.id, model)
    }
  }

  /// The same row with different content (the identity is kept).
  func changed() -> AppItem {
    switch self {
    case .gallery(var model):
      model.imageNames.append("extra.jpg")
      return .gallery(model)
    case .text(var model):
      model.subtitle += " (edited)"
      return .text(model)
    case .price(var model):
      model.cents += 100
      return .price(model)
    case .comment(var model):
      model.likes += 1
      return .comment(model)
    }
  }
}

/// A section of the app model: its identity and title.
struct AppSectionModel: Diffable, Equatable, Sendable {
  var id: String
  var title: String

  var diffIdentifier: String { id }
}

/// The app's data: sections of items.
struct AppData {
  typealias TypedSection = ArraySection<AppSectionModel, AppItem>

  var sections: [TypedSection]

  /// The data as the typed enum's sections.
  var typed: [TypedSection] { sections }

  /// The data as the list a controller shows.
  var dataSourceList: DataSourceList {
    DataSourceList(
      sections: sections.map { section in
        DataSourceSection(
          section: Section(section.model.id, header: section.model.title, rows: section.elements.map(\.row)),
          isCollapsed: false)
      })
  }

  var rowCount: Int { sections.reduce(0) { $0 + $1.elements.count } }
}

/// Makes app items with fresh ids.
struct AppItemFactory {
  private var next = 0

  /// A random item: 60% comments, 20% texts, 10% prices, 10% galleries.
  mutating func item(using random: inout BenchmarkRandom) -> AppItem {
    next += 1
    let kind = Int.random(in: 0..<10, using: &random)
    switch kind {
    case 0..<6:
      return .comment(
        CommentModel(
          id: "comment-\(next)", author: "user\(next % 997)",
          text: "Comment \(next): arrived quickly, works as described.", likes: next % 50))
    case 6..<8:
      return .text(TextModel(id: "text-\(next)", title: "Title \(next)", subtitle: "Subtitle of item \(next)"))
    case 8:
      return .price(PriceModel(id: "price-\(next)", cents: 999 + next, currency: "EUR"))
    default:
      return .gallery(GalleryModel(id: "gallery-\(next)", imageNames: ["a\(next).jpg", "b\(next).jpg"]))
    }
  }

  /// About `rows` random items in sections of 20 to 1,000 rows.
  mutating func data(rows: Int, using random: inout BenchmarkRandom) -> AppData {
    var sections: [AppData.TypedSection] = []
    var remaining = rows
    while remaining > 0 {
      var size = min(Int.random(in: 20...1_000, using: &random), remaining)
      if remaining - size < 20 { size = remaining }
      let model = AppSectionModel(id: "section-\(sections.count)", title: "Section \(sections.count)")
      sections.append(AppData.TypedSection(model: model, elements: (0..<size).map { _ in item(using: &random) }))
      remaining -= size
    }
    return AppData(sections: sections)
  }
}
