extension ProductScreen {
  /// The page as a list, in display order, like the seeds' row descriptors but written as code:
  ///
  /// - **basics**: cycle images (height from the width), title, subtitle, price, promotions;
  /// - **details**, only when there is something to show: selected specification, store;
  /// - **comments**: the summary with the count, up to ``commentPreviewLimit`` comments and
  ///   "View all comments", or "No comments yet" and no link.
  ///
  /// While loading, the rows that always exist show placeholders; they keep their ids, so the
  /// loaded page updates them in place and inserts the rest.
  ///
  /// After a failure the page is one **error** section instead, titled "Could not load the
  /// product": the reason (row `error`) and "Try again" (row `retry`), which sends
  /// ``Action/reload``. The placeholders go: they say "Loading…", which the page no longer is,
  /// and a comment count of 0 would claim what nobody knows.
  @ListBuilder<Section>
  public func snapshot(send: @escaping Send<Action>) -> ListSnapshot {
    if let error = product.error {
      failureSection(error, send: send)
    } else {
      let loaded = product.value
      Section("basics") {
        Row("images", CycleImages(urls: loaded?.imageURLs ?? [])).height(.aspectRatio(Self.imagesAspectRatio))
        Row("title", MainTitle(loaded?.name))
        if let loaded { Row("subtitle", SubTitle(loaded.subtitle)) }
        Row("price", Price(cents: loaded?.priceInCents))
        if let promotions = loaded?.promotions, !promotions.isEmpty { Row("promotions", Promotions(promotions)) }
      }
      if let loaded { detailsSection(loaded) }
      commentsSection(loaded?.comments ?? [], send: send)
    }
  }

  /// Why the request failed and a way to try again, under the failure as the section's title.
  private func failureSection(_ error: any Error, send: @escaping Send<Action>) -> Section {
    Section("error", header: language.loadFailed) {
      Row("error", Notice("\(error)"))
      Row("retry", Link(language.tryAgain)).onSelect { _ in send(.reload) }
    }
  }

  /// The optional blocks; no section at all when the product has neither.
  private func detailsSection(_ product: Product) -> Section? {
    let section = Section("details") {
      if let specification = product.specification {
        Row("specification", SelectedSpecification(label: language.selected, value: specification))
      }
      if let store = product.store { Row("store", StoreInfo(name: store.name, location: store.location)) }
    }
    return section.rows.isEmpty ? nil : section
  }

  private func commentsSection(_ comments: [Product.Comment], send: @escaping Send<Action>) -> Section {
    let listsAll = showsAllComments && comments.count > Self.commentPreviewLimit
    return Section("comments") {
      Row("comment-summary", CommentSummary(title: language.commentsTitle, count: comments.count))
      if comments.isEmpty {
        Row("no-comments", Notice(language.noComments))
      } else {
        // A comment's row id is the comment's id: after a reload, comments that stay keep their rows.
        for comment in comments.prefix(listsAll ? comments.count : Self.commentPreviewLimit) {
          Row(comment.id, Comment(author: comment.author, text: comment.text)).height(.automatic)
        }
        if listsAll {
          Row("fewer-comments", Link(language.showFewerComments)).onSelect { _ in send(.showFewerComments) }
        } else {
          Row("all-comments", Link(language.viewAllComments)).onSelect { _ in send(.showAllComments) }
        }
      }
    }
  }
}
