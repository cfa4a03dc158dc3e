// swift-format-ignore-file
// (The snippets are the documents' code, verbatim: the documents decide their layout.)
// Tessera.docc/BuildingLists.md, verbatim between the wrapper lines (DocumentationSnippetTests
// checks it; BuildingListsTests runs it).
import Tessera
import Testing

struct Post: Equatable, Sendable {
  var id: Int
  var likes: Int
}
struct PostGroup: Equatable, Sendable {
  var id: String
  var name: String
  var posts: [Post]
}
struct FeedState {
  var title: String
  var groups: [PostGroup]
}
struct Title: Equatable, Sendable {
  var text: String
  init(_ text: String) { self.text = text }
}
/// A small plain content: stored inline in its row.
struct PostSummary: Equatable, Sendable {
  var id: Int
  var likes: Int
  init(_ post: Post) { (id, likes) = (post.id, post.likes) }
}
struct Message: Equatable, Sendable {
  var id: Int
  var subject: String
}
struct Folder: Equatable, Sendable {
  var id: String
  var name: String
  var messages: [Message]
}
struct InboxState {
  var folders: [Folder]
}
struct MessageSummary: Equatable, Sendable {
  var subject: String
  init(_ message: Message) { subject = message.subject }
}

struct BuildingListsArticle {  // doc wrapper
@ListBuilder<Section>
func feed(_ state: FeedState) -> ListSnapshot {
  Section("header") { Row("title", Title(state.title)) }
  for group in state.groups {
    Section(group.id, header: group.name) {
      for post in group.posts { Row(post.id, PostSummary(post)) }
    }
  }
}

@ListBuilder<Section>
func inbox(_ state: InboxState) -> ListSnapshot {
  for folder in state.folders {
    Section(folder.id, input: folder.messages, header: folder.name) { messages in
      for message in messages { Row(message.id, MessageSummary(message)) }
    }
  }
}

@MainActor  // doc wrapper
func show(_ state: InboxState, with controller: ListController) async {  // doc wrapper
let next = ListSnapshot.reusing(controller.latestSnapshot) { inbox(state) }
await controller.apply(next)
}  // doc wrapper
}  // doc wrapper

@Suite struct BuildingListsTests {
  @Test func theFeedIsBuiltFromItsState() {
    let state = FeedState(
      title: "Today",
      groups: [PostGroup(id: "a", name: "A", posts: [Post(id: 1, likes: 0), Post(id: 2, likes: 3)])])
    let snapshot = BuildingListsArticle().feed(state)
    #expect(snapshot.rowIDs == [["title"], [1, 2]])
    #expect(snapshot.sections[1].rows[1].content.as(PostSummary.self)?.likes == 3)
  }

  @MainActor
  @Test func theInboxShowsAChangedFolder() async {
    let article = BuildingListsArticle()
    let controller = ListController()
    var state = InboxState(folders: [
      Folder(id: "in", name: "Inbox", messages: [Message(id: 1, subject: "Hi")]),
      Folder(id: "old", name: "Archive", messages: [Message(id: 2, subject: "Old")]),
    ])
    await article.show(state, with: controller)
    state.folders[0].messages.append(Message(id: 3, subject: "New"))
    await article.show(state, with: controller)
    #expect(controller.dataSourceList.sections.map { $0.rows.map(\.id) } == [[1, 3], [2]])
    #expect(controller.dataSourceList.sections[0].rows[1].content.as(MessageSummary.self)?.subject == "New")
  }
}
