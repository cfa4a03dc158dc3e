// swift-format-ignore-file
// (The snippets are the documents' code, verbatim: the documents decide their layout.)
// README.md, "Empty lists, pages and refreshing", verbatim between the wrapper lines
// (DocumentationSnippetTests checks it).
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraUIKit

/// The state of the README's paged inbox.
struct PagedInboxState: Sendable {
  var mails: [Mail] = []
  var page: PageState = .more
  var filter = ""
}

@MainActor  // README wrapper
func inboxScreen(_ state: PagedInboxState, inbox: PagedInbox, host: TableViewHost) {  // README wrapper
let snapshot = ListSnapshot {
  Section("mail") {
    for mail in state.mails { Row(mail.id, mail) }
    Row.pageStatus(state.page) { await inbox.loadNextPage() }   // "Loading…", or a failure to retry
  }
}
.onReachEnd(distance: 5) { await inbox.loadNextPage() }        // once per arrival near the end
.unavailableWhenEmpty(.empty("No Mail", message: "Nothing matches “\(state.filter)”."))
host.submit(snapshot)
host.refreshable { await inbox.refresh() }                     // pull to refresh; pages in flight are cancelled
_ = host  // README wrapper
}  // README wrapper

/// The README's paged inbox: pages of mails, appended unless a refresh began meanwhile.
@MainActor
final class PagedInbox {
  private(set) var state = PagedInboxState()
  private(set) var pagesLoaded = 0

  func loadNextPage() async {
    guard state.page != .loading, state.page != .complete else { return }
    state.page = .loading
    await Task.yield()
    guard !Task.isCancelled else { return }
    let first = state.mails.count
    state.mails += (first..<first + 20).map { Mail(id: $0, subject: "Mail \($0)") }
    pagesLoaded += 1
    state.page = pagesLoaded == 3 ? .complete : .more
  }

  func refresh() async {
    state = PagedInboxState()
    pagesLoaded = 0
    await loadNextPage()
  }
}
