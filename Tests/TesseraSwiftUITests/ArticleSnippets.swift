// swift-format-ignore-file
// The code of the TesseraSwiftUI DocC article "SwiftUI", verbatim: ios-compile compiles it
// against the iOS SDK (SwiftUI exists only there; snippet 6 also compiles on Linux), and
// DocumentationSnippetTests (ReadmeTests) fails when the article drifts from it. Edit both
// together.
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraExamples
import TesseraSwiftUI
import TesseraUIKit

#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

// MARK: SwiftUI.md, snippet 1
struct Fruit: Equatable, Sendable {
  var name: String
  var calories: Int
}

struct Eaten: Sendable {}

@MainActor
func fruitList(_ fruits: [Fruit], eat: @escaping @MainActor (String) -> Void) -> ListSnapshot {
  ListSnapshot {
    Tessera.Section("fruit") {
      for fruit in fruits {
        Row(fruit.name, fruit)
          .expandable()
          .on(Eaten.self) { _, _ in eat(fruit.name) }
      }
    }
  }
}

@MainActor
struct FruitScreen: View {
  @State private var fruits = [Fruit(name: "Apple", calories: 52), Fruit(name: "Pear", calories: 57)]
  @State private var selection: Set<RowID> = []

  var body: some View {
    SnapshotList(fruitList(fruits, eat: eat), selection: $selection) { rows in
      rows.register(Fruit.self) { fruit, context in
        FruitRow(fruit: fruit, isExpanded: context.isExpanded) { context.send(Eaten()) }
      }
    }
  }

  private func eat(_ name: String) {
    fruits.removeAll { $0.name == name }
  }
}

@MainActor
struct FruitRow: View {
  let fruit: Fruit
  let isExpanded: Bool
  let eat: @MainActor () -> Void

  var body: some View {
    VStack(alignment: .leading) {
      Text(fruit.name).font(.headline)
      if isExpanded {
        Text("\(fruit.calories) kcal per 100 g")
        Button("Eat it") { eat() }
      }
    }
  }
}

// MARK: SwiftUI.md, snippet 2
@MainActor
struct ProductPage: View {
  @State private var screen = ProductScreen()

  var body: some View {
    SnapshotList(screen, snapshot: { screen in screen.snapshot { action in send(action) } }) { rows in
      rows.register(ProductScreen.Price.self) { price, _ in Text(price.text).font(.title2) }
      rows.registerContentConfiguration(for: ProductScreen.Notice.self) { notice, _ in
        var content = UIListContentConfiguration.cell()
        content.text = notice.text
        return content
      }
    }
  }

  private func send(_ action: ProductScreen.Action) {
    screen.apply(action)
  }
}

// MARK: SwiftUI.md, snippet 3
@MainActor
func photoWall(_ snapshot: ListSnapshot, selection: Binding<Set<RowID>>) -> SnapshotList {
  SnapshotList(snapshot, selection: selection, style: .collection { host in
    host.collectionView.allowsMultipleSelection = false
  }) { rows in
    rows.register(ProductScreen.CycleImages.self) { images, _ in
      Text("\(images.urls.count) photos")
    }
  }
}

// MARK: SwiftUI.md, snippet 4
final class FruitViewController: UIViewController {
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private lazy var host = TableViewHost(tableView: tableView)
  private var fruits = [Fruit(name: "Apple", calories: 52)]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    view.addSubview(tableView)
    host.register(Fruit.self) { fruit, context in
      FruitRow(fruit: fruit, isExpanded: context.isExpanded) { context.send(Eaten()) }
    }
    host.submit(fruitList(fruits) { [weak self] name in self?.eat(name) })
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    host.tableViewDidLayout()
  }

  private func eat(_ name: String) {
    fruits.removeAll { $0.name == name }
    host.submit(fruitList(fruits) { [weak self] name in self?.eat(name) })
  }
}

// MARK: SwiftUI.md, snippet 5
@MainActor
struct NoteRow: View {
  let note: String
  let context: CellContext
  @State private var isShowingAll = false

  var body: some View {
    VStack(alignment: .leading) {
      Text(note).lineLimit(isShowingAll ? nil : 2)
      Button(isShowingAll ? "Less" : "More") {
        isShowingAll.toggle()
        context.invalidateHeight()
      }
    }
  }
}
#endif

// MARK: SwiftUI.md, snippet 6
@MainActor
func pictureArrived(for id: RowID, in host: TableViewHost) {
  host.invalidateHeight(ofRowWithID: id)
}

#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

// MARK: SwiftUI.md, snippet 7
struct Post: Identifiable, Equatable, Sendable {
  var id: Int
  var title: String
}

@MainActor
struct FeedScreen: View {
  let load: @MainActor @Sendable (_ after: Post.ID?) async throws -> [Post]
  @State private var posts: [Post] = []
  @State private var hasFailed = false
  @State private var topPost: Post.ID?
  @State private var seen: Set<RowID> = []

  var body: some View {
    SnapshotList(feed()) { rows in
      rows.register(Post.self) { post, _ in Text(post.title) }
    }
    .scrollPosition(id: $topPost)
    .onRowVisibilityChange(threshold: 0.5) { change in
      seen.formUnion(change.entered)
    }
    .refreshable { await reload() }
  }

  private func feed() -> ListSnapshot {
    ListSnapshot {
      Tessera.Section("posts") {
        for post in posts { Row(post.id, post) }
      }
    }
    .onReachEnd(distance: 5) { await loadMore() }
    .unavailableWhenEmpty(
      hasFailed
        ? .failed("Couldn't Load the Feed", actions: [UnavailableAction("Try Again") { await reload() }])
        : .loading())
  }

  private func reload() async {
    do {
      posts = try await load(nil)
      hasFailed = false
    } catch {
      hasFailed = true
    }
  }

  private func loadMore() async {
    guard let more = try? await load(posts.last?.id), !Task.isCancelled else { return }
    posts += more
  }
}

// MARK: SwiftUI.md, snippet 8
@MainActor
struct ChatScreen: View {
  var messages: [Post]

  var body: some View {
    SnapshotList(ListSnapshot {
      Tessera.Section("messages") {
        for message in messages { Row(message.id, message) }
      }
    }) { rows in
      rows.register(Post.self) { message, _ in Text(message.title) }
    }
    .anchoring(.bottom)
  }
}
#endif
