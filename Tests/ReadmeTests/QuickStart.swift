// swift-format-ignore-file
// (The snippets are the documents' code, verbatim: the documents decide their layout.)
// README.md, "Quick start", verbatim (DocumentationSnippetTests checks it).
import Tessera

struct Price: Equatable, Sendable { var amount: String }
struct Notice: Equatable, Sendable { var text: String }

@ListBuilder<Section>
func productPage(_ state: Loadable<Product>) -> ListSnapshot {
  Section("basics") {
    Row("images", CycleImages(urls: state.value?.images ?? [])).height(.aspectRatio(120.0 / 320))
    if let product = state.value {
      Row("title", MainTitle(product.name))
      Row("price", Price(amount: product.price))
      if !product.promotions.isEmpty { Row("promotions", Promotions(product.promotions)) }
    } else {
      Row("price", Price(amount: "--"))
    }
  }
  Section("comments") {
    Row("summary", CommentSummary(count: state.value?.comments.count ?? 0))
    if let comments = state.value?.comments, !comments.isEmpty {
      for comment in comments.prefix(4) { Row(comment.id, Comment(comment)) }
      Row("all-comments", Link("View all comments")).onSelect { router.showAllComments() }
    } else {
      Row("no-comments", Notice(text: "No comments yet"))
    }
  }
}
