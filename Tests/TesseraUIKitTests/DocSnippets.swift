// swift-format-ignore-file
// (The snippets are the documents' code, verbatim: the documents decide their layout.)
// The code of the TesseraUIKit DocC articles, verbatim: this file compiles it (on Linux and macOS
// and, through ios-compile, against the iOS SDK), and DocSnippetTests fails when an article
// drifts from it. Edit both together.
#if canImport(UIKit)
import UIKit
#endif
import TesseraExamples
import TesseraUIKit

// MARK: CustomHeadersAndFooters.md, snippet 1
struct FriendsHeader: Equatable, Sendable { var count: Int }

final class FriendsHeaderView: UITableViewHeaderFooterView, TableHeaderFooter {
  func configure(with header: FriendsHeader, context: SectionSupplementContext) {
    textLabel?.text = "Friends (\(header.count))" + (context.isCollapsed ? " ▸" : "")
  }
}

@MainActor
func showFriends(_ host: TableViewHost, names: [String]) {
  host.registerHeaderFooter(FriendsHeaderView.self)
  host.submit(ListSnapshot {
    Section("friends") { for name in names { Row(name, name) } }
      .header(.content(FriendsHeader(count: names.count)))
      .collapsible()
  })
}

// MARK: SelectionAndRowIDs.md, snippet 1
@MainActor
func keepSelection(_ host: TableViewHost) {
  host.selectionBehavior = .persistent
  host.tableView.allowsMultipleSelection = true
  host.selectRow(withID: "welcome")
  let chosen: Set<RowID> = host.selectedRowIDs
  print("selected:", chosen)
}

// MARK: SelectionAndRowIDs.md, snippet 2
@MainActor
func reveal(_ id: RowID, in host: TableViewHost) {
  if host.scrollToRow(withID: id, at: .middle, animated: true),
    let cell = host.cell(forRowID: id) {
    cell.setHighlighted(true, animated: true)
  }
  let path: IndexPath? = host.indexPath(forRowID: id)
  print(path.flatMap(host.rowID(at:)) == id)
}

// MARK: SelectionAndRowIDs.md, snippet 3
struct SKU: Hashable, Sendable { var code: String }

@MainActor
func toggle(_ sku: SKU, in host: TableViewHost) {
  if host.selectedRowIDs.contains(RowID(sku)) {
    host.deselectRow(withID: sku, animated: true)
  } else {
    host.selectRow(withID: sku, animated: true)
  }
}

// MARK: SelectionAndRowIDs.md, snippet 4
@MainActor
func collapseKeepingSelection(_ host: TableViewHost) async {
  host.selectionBehavior = .persistent
  host.selectRow(withID: "wifi")
  host.controller.setCollapsed(true, sectionWithID: "network")
  await host.controller.settle()
  print(host.selectedRowIDs.contains("wifi"))   // true: hidden, still selected
  print(host.indexPath(forRowID: "wifi") == nil) // true: not shown
}

// MARK: ApplyingSnapshots.md, snippet 1
@MainActor
func refresh(_ host: TableViewHost, _ snapshot: ListSnapshot) async {
  host.rowAnimations = TableRowAnimations(insert: .top, delete: .left, reload: .fade)
  host.apply(snapshot, animatingDifferences: false) {
    print("shown without animation")
  }
  await host.apply(snapshot, animatingDifferences: true)
}

// MARK: ApplyingSnapshots.md, snippet 2
@MainActor
func checkRegistrations(_ host: TableViewHost, _ snapshot: ListSnapshot) {
  for problem in host.validateRegistrations(for: snapshot) {
    print(problem)
  }
}

// MARK: Models shared by the row-interaction articles
struct Mail: Equatable, Sendable, Identifiable { var id: Int; var subject: String }
struct Song: Equatable, Sendable, Identifiable { var id: Int; var title: String }
struct Post: Equatable, Sendable, Identifiable { var id: Int; var imageURL: String }
struct Person: Equatable, Sendable, Identifiable { var id: Int; var name: String }
struct LoadingMore: Equatable, Sendable {}

@MainActor
final class Inbox {
  private(set) var log: [String] = []
  func archive(_ id: RowID) { log.append("archive \(id)") }
  func delete(_ id: RowID) { log.append("delete \(id)") }
  func reply(to id: RowID) { log.append("reply \(id)") }
}

@MainActor
final class Player {
  private(set) var log: [String] = []
  func move(_ id: RowID, after other: RowID?) { log.append("move \(id) after \(other.map(String.init(describing:)) ?? "nothing")") }
}

@MainActor
final class FeedLoader {
  var hasMore = true
  private(set) var log: [String] = []
  func prefetchImage(for post: Post) { log.append("prefetch \(post.id)") }
  func cancelImage(for post: Post) { log.append("cancel \(post.id)") }
  func loadNextPage() { log.append("next page") }
}

// MARK: SwipeActionsAndMenus.md, snippet 1
@MainActor
func mailRow(_ mail: Mail, inbox: Inbox) -> Row {
  Row(mail.id, mail)
    .swipeActions(edge: .leading) {
      RowAction("Archive", systemImage: "archivebox", tint: .indigo) { inbox.archive($0.rowID) }
    }
    .swipeActions(edge: .trailing) {
      RowAction("Delete", systemImage: "trash", role: .destructive) { inbox.delete($0.rowID) }
    }
    .contextMenu {
      RowAction("Reply", systemImage: "arrowshape.turn.up.left") { inbox.reply(to: $0.rowID) }
      RowAction("Delete", systemImage: "trash", role: .destructive) { inbox.delete($0.rowID) }
    }
}

// MARK: SwipeActionsAndMenus.md, snippet 2
@MainActor
func draftRow(_ draft: Mail, inbox: Inbox) -> Row {
  Row(draft.id, draft).onDelete { inbox.delete($0.rowID) }
}

// MARK: Reordering.md, snippet 1
@MainActor
func playlist(_ songs: [Song], player: Player) -> ListSnapshot {
  ListSnapshot {
    Section("queue") {
      for song in songs {
        Row(song.id, song).onMove { move in
          player.move(move.rowID, after: move.rowBefore)
        }
      }
    }
  }
}

// MARK: DisplayAndPrefetch.md, snippet 1
@MainActor
func feed(_ posts: [Post], loader: FeedLoader) -> ListSnapshot {
  ListSnapshot {
    Section("posts") {
      for post in posts {
        Row(post.id, post).onPrefetch({ _ in loader.prefetchImage(for: post) }, cancel: { _ in loader.cancelImage(for: post) })
      }
      if loader.hasMore {
        Row("loading", LoadingMore()).onWillDisplay { _ in loader.loadNextPage() }
      }
    }
  }
}

// MARK: SectionIndex.md, snippet 1
@MainActor
func contacts(_ people: [Person]) -> ListSnapshot {
  let groups = Dictionary(grouping: people) { String($0.name.prefix(1)) }
  return ListSnapshot {
    for letter in groups.keys.sorted() {
      Section(letter, header: letter) {
        for person in groups[letter] ?? [] { Row(person.id, person) }
      }
      .indexTitle(letter)
    }
  }
}

// MARK: YourOwnDelegate.md, snippet 1
final class FeedViewController: UIViewController, UITableViewDelegate {
  private let tableView = UITableView(frame: .zero, style: .plain)
  private lazy var host = TableViewHost(tableView: tableView)
  private(set) var isHeaderCompact = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    host.delegate = self
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    isHeaderCompact = scrollView.contentOffset.y > 40
  }
}

// MARK: TablesOrCollections.md, snippet 1

struct Album: Equatable, Sendable {
  var id: String
  var title: String
  var photoURLs: [String]
}

struct AlbumPhoto: Equatable, Sendable {
  var url: String
}

func albumScreen(_ album: Album) -> ListSnapshot {
  ListSnapshot {
    Section("photos", header: album.title, rows: album.photoURLs.map { Row($0, AlbumPhoto(url: $0)) })
      .collectionLayout(.grid(columns: 3, spacing: 2))
    Section("about", header: "About") {
      Row("title", album.title)
      Row("count", "\(album.photoURLs.count) photos")
    }
  }
}

// MARK: TablesOrCollections.md, snippet 2

final class AlbumPhotoCell: UICollectionViewCell, CollectionCell {
  func configure(with photo: AlbumPhoto, context: CellContext) {
    accessibilityLabel = photo.url
  }
}

final class AlbumPhotoRowCell: UITableViewCell, TableCell {
  func configure(with photo: AlbumPhoto, context: CellContext) {
    textLabel?.text = photo.url
  }
}

final class TitleRowCell: UITableViewCell, TableCell {
  func configure(with title: String, context: CellContext) {
    textLabel?.text = title
  }
}

@MainActor
func showAlbum(_ album: Album, in collectionView: UICollectionView, or tableView: UITableView) -> (AnyObject, AnyObject) {
  let collection = CollectionViewHost(collectionView: collectionView)
  collection.register(AlbumPhotoCell.self)
  collection.registerListCell(for: String.self) { configuration, text, _ in configuration.text = text }
  collection.submit(albumScreen(album))

  let table = TableViewHost(tableView: tableView)
  table.register(AlbumPhotoRowCell.self)
  table.register(TitleRowCell.self)
  table.submit(albumScreen(album))
  return (collection, table)
}

// MARK: TablesOrCollections.md, accessories

struct NotificationSetting: Equatable, Sendable {
  var title: String
  var isOn: Bool
}

struct NotificationToggled: Sendable {
  var isOn: Bool
}

@MainActor
func registerNotificationSettings(on host: CollectionViewHost) {
  host.registerListCell(for: NotificationSetting.self) { content, setting, _ in
    content.text = setting.title
  } accessories: { setting, context in
    let toggle = UISwitch()
    toggle.isOn = setting.isOn
    toggle.addAction(
      UIAction { [weak toggle] _ in context.send(NotificationToggled(isOn: toggle?.isOn ?? false)) },
      for: .valueChanged)
    return [.customView(configuration: .init(customView: toggle, placement: .trailing()))]
  }
}

// The system accessories, spelled as UIKit spells them (compiled against the iOS SDK too).
@MainActor
func everyAccessory(menu: UIMenu, onDelete: @escaping () -> Void) -> [UICellAccessory] {
  let checkmark = UICellAccessory.checkmark(options: .init(tintColor: .red))
  return [
    .disclosureIndicator(), checkmark, .delete(actionHandler: onDelete), .insert(displayed: .always),
    .reorder(options: .init(showsVerticalSeparator: false)), .multiselect(),
    .outlineDisclosure(options: .init(style: .header)), .label(text: "Daily", options: .init(font: .systemFont(ofSize: 13))),
    .popUpMenu(menu, selectedElementDidChangeHandler: { _ in }), .detail(actionHandler: onDelete),
    .customView(
      configuration: .init(
        customView: UISwitch(), placement: .leading(displayed: .whenEditing, at: UICellAccessory.Placement.position(after: checkmark)),
        reservedLayoutWidth: .custom(44), maintainsFixedSize: true)),
  ]
}

// MARK: TablesOrCollections.md, snippet 3

@MainActor
func useOwnLayout(_ host: CollectionViewHost) {
  host.sectionLayoutProvider = { section, environment in
    guard section.id == SectionID("photos") else { return nil }
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)),
      subitems: [item, item])
    return NSCollectionLayoutSection(group: group)
  }
}

// MARK: ProductPageInUIKit.md, snippet 1

final class ProductPageViewController: UIViewController {
  private let tableView = UITableView(frame: .zero, style: .plain)
  private lazy var host = TableViewHost(tableView: tableView)
  private var screen = ProductScreen()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    view.addSubview(tableView)
    host.register(TextCell<ProductScreen.CycleImages>.self)   // one line per content type
    host.register(TextCell<ProductScreen.MainTitle>.self)
    host.register(TextCell<ProductScreen.SubTitle>.self)
    host.register(TextCell<ProductScreen.Price>.self)
    host.register(TextCell<ProductScreen.Promotions>.self)
    host.register(TextCell<ProductScreen.SelectedSpecification>.self)
    host.register(TextCell<ProductScreen.StoreInfo>.self)
    host.register(TextCell<ProductScreen.CommentSummary>.self)
    host.register(TextCell<ProductScreen.Comment>.self)
    host.register(TextCell<ProductScreen.Link>.self)
    host.register(TextCell<ProductScreen.Notice>.self)
    render()
    Task { send(.loaded(await api.product())) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    tableView.frame = view.bounds
    host.tableViewDidLayout()          // re-measures lazily when the width changed
  }

  private func send(_ action: ProductScreen.Action) {
    screen.apply(action)
    render()
  }

  private func render() {
    host.submit(screen.snapshot { [weak self] action in self?.send(action) })
  }
}

// MARK: ProductPageInUIKit.md, snippet 2

extension ProductScreen.Price: CustomStringConvertible {
  public var description: String { text }
}

extension ProductScreen.Comment: CustomStringConvertible {
  public var description: String { "\(author): \(text)" }
}

// MARK: What the ProductPageInUIKit snippets assume: the other blocks' texts and the network.

extension ProductScreen.CycleImages: CustomStringConvertible {
  public var description: String { "\(urls.count) images" }
}

extension ProductScreen.MainTitle: CustomStringConvertible {
  public var description: String { text ?? "…" }
}

extension ProductScreen.SubTitle: CustomStringConvertible {
  public var description: String { text }
}

extension ProductScreen.Promotions: CustomStringConvertible {
  public var description: String { items.joined(separator: " · ") }
}

extension ProductScreen.SelectedSpecification: CustomStringConvertible {
  public var description: String { "\(label): \(value)" }
}

extension ProductScreen.StoreInfo: CustomStringConvertible {
  public var description: String { "\(name), \(location)" }
}

extension ProductScreen.CommentSummary: CustomStringConvertible {
  public var description: String { "\(title) (\(count))" }
}

extension ProductScreen.Link: CustomStringConvertible {
  public var description: String { title }
}

extension ProductScreen.Notice: CustomStringConvertible {
  public var description: String { text }
}

/// The product service the article's controller calls: a fixed, seeded product.
struct ProductPageAPI: Sendable {
  func product() async -> Product {
    var generator = SeededRandomNumberGenerator(seed: 20)
    return Product.random(using: &generator)
  }
}

let api = ProductPageAPI()

// MARK: Keeping the reader's place

@MainActor
func showConversation(_ host: TableViewHost, messages: [String]) {
  host.controller.anchoring = .bottom
  host.apply(ListSnapshot(sections: [
    Section("messages", rows: messages.enumerated().map { Row($0.offset, $0.element) })
  ]))
}

@MainActor
func resize(_ host: TableViewHost, to size: CGSize) {
  host.keepingReaderPlace {
    host.tableView.frame.size = size
    host.tableView.layoutIfNeeded()
  }
}

@MainActor
func jump(to id: RowID, in host: CollectionViewHost) -> Bool {
  host.scrollToRow(withID: id, at: .centeredVertically, animated: false)
}

// MARK: TableCell (its documentation)

struct Setting: Equatable, Sendable {
  var title: String
  var value: String
}

final class SettingCell: UITableViewCell, TableCell {
  func configure(with setting: Setting, context: CellContext) {
    var configuration = UIListContentConfiguration.valueCell()
    configuration.text = setting.title
    configuration.secondaryText = setting.value
    contentConfiguration = configuration
    accessoryType = .disclosureIndicator
  }
}

// MARK: ListController.reconfigureRows(withIDs:) (its documentation)

struct SwitchRow: Equatable, Sendable {
  var title: String
  var isOn: Bool
}

struct Toggled: Sendable {
  var isOn: Bool
}

@MainActor
final class SyncSettings {
  var sync = false
  var canSync = false
}

@MainActor
func syncRow(_ settings: SyncSettings, host: TableViewHost) -> Row {
  Row("sync", SwitchRow(title: "Sync", isOn: settings.sync)).on(Toggled.self) { event, context in
    guard settings.canSync else { return host.reconfigureRows(withIDs: [context.rowID]) }
    settings.sync = event.isOn
  }
}

// MARK: TablesOrCollections.md, a table's list cell and its accessory

struct WiFiSetting: Equatable, Sendable {
  var isOn: Bool
}

struct WiFiToggled: Sendable {
  var isOn: Bool
}

@MainActor
final class NetworkSettings {
  var wiFi = true
}

@MainActor
func registerNetworkSettings(on host: TableViewHost) {
  host.registerListCell(for: WiFiSetting.self) { content, _, _ in
    content.text = "Wi-Fi"
  } accessory: { setting, context in
    let toggle = UISwitch()
    toggle.isOn = setting.isOn
    toggle.addAction(
      UIAction { [weak toggle] _ in context.send(WiFiToggled(isOn: toggle?.isOn ?? false)) },
      for: .valueChanged)
    return .view(toggle)
  }
  host.registerListCell(for: String.self) { content, title, _ in
    content.text = title
  } accessory: { _, _ in .disclosureIndicator }
}

@MainActor
func networkScreen(_ settings: NetworkSettings) -> ListSnapshot {
  ListSnapshot {
    Section("network") {
      Row("wifi", WiFiSetting(isOn: settings.wiFi)).on(WiFiToggled.self) { event, _ in
        settings.wiFi = event.isOn
      }
      Row("privacy", "Privacy")
    }
  }
}

// MARK: ApplyingSnapshots.md, a row that keeps its cell

struct NameField: Equatable, Sendable {
  var name: String
}

struct NameEdited: Sendable {
  var name: String
}

final class NameFieldCell: UITableViewCell, TableCell {
  let field = UITextField()
  private var context: CellContext?

  func setUp() {
    contentView.addSubview(field)
    field.addAction(UIAction { [weak self] _ in self?.nameChanged() }, for: .editingChanged)
  }

  func configure(with content: NameField, context: CellContext) {
    self.context = context
    // Reconfigured while the user types: set only what changed, so the field keeps its caret.
    if field.text != content.name { field.text = content.name }
  }

  private func nameChanged() {
    context?.send(NameEdited(name: field.text ?? ""))
  }
}

// MARK: EmptyLoadingAndPagedLists.md, snippet 1
/// A mailbox as the article's screen reads it: messages, a page state, a refresh and a page load.
@MainActor
final class PagedMailbox {
  struct Message: Sendable {
    var id: Int
    var subject: String
  }

  var messages: [Message] = []
  var page: PageState = .more

  func reload() async {
    messages = [Message(id: 1, subject: "Welcome")]
    page = .more
  }

  func loadNextPage() async { page = .complete }
}

@MainActor
func showPagedMailbox(_ host: TableViewHost, mailbox: PagedMailbox) {
  host.refreshable { await mailbox.reload() }
  host.submit(
    ListSnapshot {
      Section("mail") {
        for message in mailbox.messages { Row(message.id, message.subject) }
        if !mailbox.messages.isEmpty { Row.pageStatus(mailbox.page) { await mailbox.loadNextPage() } }
      }
    }
    .unavailableWhenEmpty(.empty("No Messages", systemImage: "tray"))
    .onReachEnd { await mailbox.loadNextPage() })
}

// MARK: Outlines.md (Tessera's article), a file browser

struct FileItem: Equatable, Sendable {
  var name: String
  var isFolder: Bool
}

struct FileNode: Sendable {
  var path: String
  var item: FileItem
  var children: [FileNode]?
}

func fileRow(_ node: FileNode) -> Row {
  Row(node.path, node.item).children(node.children?.map(fileRow))
}

func fileBrowser(_ roots: [FileNode]) -> ListSnapshot {
  ListSnapshot {
    Section("files") {
      for root in roots { fileRow(root) }
    }
  }
}

func outlineProject() -> ListSnapshot {  // doc wrapper
let project = ListSnapshot {
  Section("project") {
    Row("Sources", FileItem(name: "Sources", isFolder: true)) {
      Row("Sources/App.swift", FileItem(name: "App.swift", isFolder: false))
    }
    .initiallyExpanded()
    Row("README.md", FileItem(name: "README.md", isFolder: false))
  }
}
return project  // doc wrapper
}  // doc wrapper

// MARK: Outlines.md, expansion by id

@MainActor func reopenFolders(_ controller: ListController) {  // doc wrapper
let opened = controller.expandedRowIDs
controller.expandedRowIDs = opened
controller.setExpanded(true, rowWithID: "Sources")
controller.setExpanded(false, rowWithID: "Sources", includingDescendants: true)
}  // doc wrapper

// MARK: Outlines.md, children loaded when a parent opens

/// A folder's entry, as the article's disk reader lists it.  // doc wrapper
struct DiskEntry: Sendable {  // doc wrapper
  var path: String  // doc wrapper
  var name: String  // doc wrapper
  var isFolder: Bool  // doc wrapper
}  // doc wrapper

/// Stands in for a disk in the article's example.  // doc wrapper
struct Disk: Sendable {  // doc wrapper
  var folders: [String: [DiskEntry]]  // doc wrapper
  func entries(in path: String) async throws -> [DiskEntry] { folders[path] ?? [] }  // doc wrapper
}  // doc wrapper

func folderRow(_ path: String, disk: Disk) -> Row {
  Row(path, FileItem(name: path, isFolder: true))
    .loadingChildren(placeholder: Row(path + "/…", FileItem(name: "Loading…", isFolder: false))) {
      try await disk.entries(in: path).map { entry in
        entry.isFolder
          ? folderRow(entry.path, disk: disk) : Row(entry.path, FileItem(name: entry.name, isFolder: false))
      }
    }
}

// MARK: Outlines.md, in a UIKit host

@MainActor func showFiles(_ host: CollectionViewHost, roots: [FileNode]) {  // doc wrapper
host.registerListCell(for: FileItem.self) { content, item, context in
  content.text = item.name
  content.image = UIImage(systemName: item.isFolder ? "folder" : "doc")
}
host.submit(fileBrowser(roots))
}  // doc wrapper
