#if canImport(UIKit)
// The iOS 16 SDK declares the accessibility traits as global variables, which Swift 6 rejects as
// shared mutable state in the header's configuration unless the import is marked @preconcurrency
// (later SDKs declare them as constants).
@preconcurrency import UIKit
#endif
import TesseraUIKit

// An inbox as an app would write it, through public API only: custom section headers with
// counts, a collapsible custom header, swipe to archive and to delete, a context menu, more
// messages loaded when the last one is about to show, drag reordering in editing mode,
// persistent multiple selection kept across reloads, scrolling to a message by id, and the
// view controller's own scroll-view delegate. Compiled for iOS as it is; tested on Linux against
// the headless table (`InboxViewControllerTests`).

/// One message of the inbox.
struct Message: Equatable, Sendable, Identifiable {
  var id: Int
  var sender: String
  var subject: String
  var isPinned = false
}

/// The header of a mailbox section: its name and how many messages it holds.
struct MailboxHeader: Equatable, Sendable {
  var name: String
  var count: Int
}

final class InboxViewController: UIViewController, UITableViewDelegate {
  private let tableView = UITableView(frame: .zero, style: .plain)
  private(set) lazy var host = TableViewHost(tableView: tableView)
  private(set) var messages: [Message]
  private(set) var archived: [Message] = []
  /// Older messages after the given number already shown; empty when there are no more.
  private let olderMessages: (_ shown: Int) -> [Message]
  private var hasMore = true
  /// Whether the compose button is tucked away because the list was scrolled.
  private(set) var isComposeButtonHidden = false

  init(messages: [Message], olderMessages: @escaping (_ shown: Int) -> [Message] = { _ in [] }) {
    self.messages = messages
    self.olderMessages = olderMessages
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.allowsMultipleSelection = true
    tableView.allowsMultipleSelectionDuringEditing = true
    view.addSubview(tableView)
    host.selectionBehavior = .persistent
    host.delegate = self
    host.register(MessageCell.self)
    host.registerHeaderFooter(MailboxHeaderView.self)
    render()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    tableView.frame = view.bounds
    host.tableViewDidLayout()
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  /// Replaces the messages (a refresh from the server) and shows them.
  func receive(_ messages: [Message]) {
    self.messages = messages
    render()
  }

  /// Shows the message with `id`; `false` when it is not in the inbox.
  @discardableResult
  func reveal(messageID id: Int) -> Bool {
    host.scrollToRow(withID: RowID(id), at: .middle, animated: false)
  }

  /// The ids of the selected messages.
  var selectedMessageIDs: Set<Int> {
    Set(host.selectedRowIDs.compactMap { id in messages.first { RowID($0.id) == id }?.id })
  }

  // MARK: UIScrollViewDelegate (reached through the host)

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    isComposeButtonHidden = scrollView.contentOffset.y > 0
  }

  // MARK: Actions

  private func index(of rowID: RowID) -> Int? {
    messages.firstIndex { RowID($0.id) == rowID }
  }

  private func archive(_ rowID: RowID) {
    guard let index = index(of: rowID) else { return }
    archived.append(messages.remove(at: index))
    render()
  }

  /// Archives the message with `id` (from its detail screen, or another device), wherever it
  /// is shown, or hidden in a collapsed mailbox.
  func archive(messageID id: Int) {
    archive(RowID(id))
  }

  private func delete(_ rowID: RowID) {
    guard let index = index(of: rowID) else { return }
    messages.remove(at: index)
    render()
  }

  private func togglePin(_ rowID: RowID) {
    guard let index = index(of: rowID) else { return }
    messages[index].isPinned.toggle()
    render()
  }

  /// The user dragged a message: put it after its new upper neighbour (or first), in place.
  private func move(_ move: RowMove) {
    guard let from = index(of: move.rowID) else { return }
    let message = messages.remove(at: from)
    if let before = move.rowBefore, let anchor = index(of: before) {
      messages.insert(message, at: anchor + 1)
    } else if let after = move.rowAfter, let anchor = index(of: after) {
      messages.insert(message, at: anchor)
    } else {
      messages.insert(message, at: 0)
    }
    render()
  }

  private func loadMore() {
    guard hasMore else { return }
    let older = olderMessages(messages.count)
    hasMore = !older.isEmpty
    messages += older
    render()
  }

  // MARK: The screen

  private func render() {
    let pinned = messages.filter(\.isPinned)
    let others = messages.filter { !$0.isPinned }
    let lastID = others.last?.id
    host.submit(
      ListSnapshot {
        Section("pinned") { for message in pinned { row(message) } }
          .header(.content(MailboxHeader(name: "Pinned", count: pinned.count)))
          .collapsible()
        Section("inbox") {
          for message in others {
            if message.id == lastID {
              row(message).onWillDisplay { [weak self] _ in self?.loadMore() }
            } else {
              row(message)
            }
          }
        }
        .header(.content(MailboxHeader(name: "Inbox", count: others.count)))
        .collapsible()
      })
  }

  private func row(_ message: Message) -> Row {
    Row(message.id, message)
      .swipeActions(edge: .leading) {
        RowAction("Archive", systemImage: "archivebox", tint: .indigo) { [weak self] in self?.archive($0.rowID) }
      }
      .swipeActions(edge: .trailing) {
        RowAction("Delete", systemImage: "trash", role: .destructive) { [weak self] in self?.delete($0.rowID) }
      }
      .contextMenu {
        RowAction(message.isPinned ? "Unpin" : "Pin", systemImage: "pin") { [weak self] in self?.togglePin($0.rowID) }
        RowAction("Archive", systemImage: "archivebox") { [weak self] in self?.archive($0.rowID) }
        RowAction("Delete", systemImage: "trash", role: .destructive) { [weak self] in self?.delete($0.rowID) }
      }
      .onDelete { [weak self] in self?.delete($0.rowID) }
      .onMove { [weak self] in self?.move($0) }
  }
}

// MARK: - Views

/// A message row: the sender over the subject, which wraps to as many lines as it takes, both in
/// Dynamic Type fonts that follow the user's text size.
final class MessageCell: UITableViewCell, TableCell {
  let senderLabel = UILabel()
  let subjectLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    senderLabel.font = .preferredFont(forTextStyle: .headline)
    senderLabel.adjustsFontForContentSizeCategory = true
    subjectLabel.font = .preferredFont(forTextStyle: .subheadline)
    subjectLabel.adjustsFontForContentSizeCategory = true
    subjectLabel.textColor = .secondaryLabel
    subjectLabel.numberOfLines = 0
    let stack = UIStackView(arrangedSubviews: [senderLabel, subjectLabel])
    stack.axis = .vertical
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stack.topAnchor.constraint(equalTo: margins.topAnchor),
      stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with message: Message, context: CellContext) {
    senderLabel.text = message.sender
    subjectLabel.text = message.subject
    accessibilityLabel = message.sender
    accessibilityValue = message.subject
  }
}

/// A mailbox's header: its name and count, and a chevron that points down while the mailbox is
/// open and to the side while it is collapsed.
final class MailboxHeaderView: UITableViewHeaderFooterView, TableHeaderFooter {
  let titleLabel = UILabel()
  let chevron = UIImageView(image: UIImage(systemName: "chevron.down"))

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.adjustsFontForContentSizeCategory = true
    chevron.contentMode = .scaleAspectFit
    chevron.tintColor = .secondaryLabel
    chevron.setContentHuggingPriority(.required, for: .horizontal)
    let stack = UIStackView(arrangedSubviews: [titleLabel, chevron])
    stack.axis = .horizontal
    stack.alignment = .center
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stack.topAnchor.constraint(equalTo: margins.topAnchor),
      stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    isAccessibilityElement = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with header: MailboxHeader, context: SectionSupplementContext) {
    titleLabel.text = "\(header.name) (\(header.count))"
    chevron.isHidden = !context.isCollapsible
    chevron.image = UIImage(systemName: context.isCollapsed ? "chevron.right" : "chevron.down")
    accessibilityLabel = titleLabel.text
    accessibilityTraits = .header
    accessibilityValue = nil
    if context.isCollapsible {
      accessibilityTraits.insert(.button)
      accessibilityValue = context.isCollapsed ? "Collapsed" : "Expanded"
    }
  }
}
