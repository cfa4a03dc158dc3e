#if canImport(UIKit)
import UIKit
#endif
import TesseraUIKit

// An inbox as an app would write it, through public API only: custom section headers with
// counts, a collapsible custom header, persistent multiple selection kept across reloads, and
// scrolling to a message by id. Compiled for iOS as it is; tested on Linux against the headless
// table (`InboxViewControllerTests`).

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

final class InboxViewController: UIViewController {
  private let tableView = UITableView(frame: .zero, style: .plain)
  private(set) lazy var host = TableViewHost(tableView: tableView)
  private(set) var messages: [Message]

  init(messages: [Message]) {
    self.messages = messages
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.allowsMultipleSelection = true
    view.addSubview(tableView)
    host.selectionBehavior = .persistent
    host.register(MessageCell.self)
    host.registerHeaderFooter(MailboxHeaderView.self)
    render()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    tableView.frame = view.bounds
    host.tableViewDidLayout()
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

  private func render() {
    let pinned = messages.filter(\.isPinned)
    let others = messages.filter { !$0.isPinned }
    host.submit(ListSnapshot {
      Section("pinned") { for message in pinned { Row(message.id, message) } }
        .header(.content(MailboxHeader(name: "Pinned", count: pinned.count)))
      Section("inbox") { for message in others { Row(message.id, message) } }
        .header(.content(MailboxHeader(name: "Inbox", count: others.count)))
        .collapsible()
    })
  }
}

// MARK: - Views

final class MessageCell: UITableViewCell, TableCell {
  func configure(with message: Message, context: TableCellContext) {
    textLabel?.text = "\(message.sender): \(message.subject)"
  }
}

final class MailboxHeaderView: UITableViewHeaderFooterView, TableHeaderFooter {
  func configure(with header: MailboxHeader, context: SectionSupplementContext) {
    let marker = context.isCollapsible ? (context.isCollapsed ? "▸ " : "▾ ") : ""
    textLabel?.text = "\(marker)\(header.name) (\(header.count))"
  }
}
