#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TesseraExamples
import TesseraSwiftUI
import TesseraUIKit

// The product page of the seeds as a SwiftUI screen with SwiftUI rows: the same `ProductScreen`
// state and `snapshot(send:)` function that `ProductViewController` shows in a UITableView and
// `tessera-demo product` in a terminal. SwiftUI only draws the rows; Tessera diffs the page,
// applies the batches and sizes every row through its height cache. Compiled for iOS by
// ios-compile; the coordinator under `SnapshotList` is tested on Linux.

/// The product page. `@MainActor` because it hands the rows handlers that change its state.
@MainActor
struct ProductSwiftUIScreen: View {
  private let fetchProduct: @MainActor @Sendable () async -> Product
  @State private var screen = ProductScreen()

  init(fetchProduct: @escaping @MainActor @Sendable () async -> Product) {
    self.fetchProduct = fetchProduct
  }

  var body: some View {
    // The snapshot is made again only when the page's state changes.
    SnapshotList(screen, snapshot: { screen in screen.snapshot { action in send(action) } }) { rows in
      rows.register(ProductScreen.CycleImages.self) { images, _ in ImagesRow(images: images) }
      rows.register(ProductScreen.MainTitle.self) { title, _ in
        Text(title.text ?? "Loading…")
          .font(.title3.weight(.semibold))
          .redacted(reason: title.text == nil ? .placeholder : [])
      }
      rows.register(ProductScreen.SubTitle.self) { subtitle, _ in
        Text(subtitle.text).font(.subheadline).foregroundColor(.secondary)
      }
      rows.register(ProductScreen.Price.self) { price, _ in
        Text(price.text).font(.title2.monospacedDigit()).foregroundColor(.red)
      }
      rows.register(ProductScreen.Promotions.self) { promotions, _ in PromotionsRow(promotions: promotions) }
      rows.register(ProductScreen.SelectedSpecification.self) { specification, _ in
        LabeledContent(specification.label, value: specification.value)
      }
      rows.register(ProductScreen.StoreInfo.self) { store, _ in
        VStack(alignment: .leading, spacing: 2) {
          Text(store.name).font(.headline)
          Text(store.location).font(.caption).foregroundColor(.secondary)
        }
      }
      rows.register(ProductScreen.CommentSummary.self) { summary, _ in
        Text("\(summary.title) (\(summary.count))").font(.headline)
      }
      rows.register(ProductScreen.Comment.self) { comment, _ in CommentRow(comment: comment) }
      // A link row is selected as a whole: its `onSelect` sends the page's action.
      rows.register(ProductScreen.Link.self) { link, _ in
        HStack {
          Text(link.title)
          Spacer()
          Image(systemName: "chevron.right")
        }
        .foregroundColor(.accentColor)
      }
      rows.register(ProductScreen.Notice.self) { notice, _ in
        Text(notice.text).foregroundColor(.secondary)
      }
    }
    .task { send(.loaded(await fetchProduct())) }
  }

  private func send(_ action: ProductScreen.Action) {
    screen.apply(action)
  }
}

/// The pictures: a page per address (a grey placeholder while the page loads). The row's
/// height comes from its aspect ratio in the snapshot, so the row never measures this view.
private struct ImagesRow: View {
  let images: ProductScreen.CycleImages

  var body: some View {
    if images.urls.isEmpty {
      Rectangle().fill(Color.gray.opacity(0.2))
    } else {
      TabView {
        ForEach(images.urls, id: \.self) { url in
          AsyncImage(url: URL(string: url)) { image in
            image.resizable().scaledToFit()
          } placeholder: {
            ProgressView()
          }
        }
      }
      .tabViewStyle(.page)
    }
  }
}

/// One line per promotion.
private struct PromotionsRow: View {
  let promotions: ProductScreen.Promotions

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      ForEach(promotions.items, id: \.self) { item in
        Label(item, systemImage: "tag").font(.callout)
      }
    }
  }
}

/// A comment: its author, then its text, which wraps (the row is measured at the list's width).
private struct CommentRow: View {
  let comment: ProductScreen.Comment

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(comment.author).font(.footnote.weight(.semibold))
      Text(comment.text).fixedSize(horizontal: false, vertical: true)
    }
  }
}
#endif
