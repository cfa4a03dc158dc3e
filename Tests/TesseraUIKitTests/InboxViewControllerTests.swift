#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

@Suite("InboxViewController example")
@MainActor
struct InboxViewControllerTests {
  private static let mail = (0..<40).map { i in
    Message(id: i, sender: "Sender \(i)", subject: "Subject \(i)", isPinned: i < 2)
  }

  private func shown(
    _ messages: [Message], olderMessages: @escaping (Int) -> [Message] = { _ in [] }
  ) async throws -> (InboxViewController, UITableView) {
    let controller = InboxViewController(messages: messages, olderMessages: olderMessages)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 500))
    window.addSubview(controller.view)
    window.makeKeyAndVisible()
    controller.view.frame = window.bounds
    controller.loadViewIfNeeded()
    controller.simulateLayout()
    let table = try #require(controller.view.subviews.first as? UITableView)
    installIdentityOracle(table, controller.host)
    await controller.host.controller.settle()
    table.layoutIfNeeded()
    return (controller, table)
  }

  @Test func headersShowMailboxCountsAndTheInboxCollapses() async throws {
    let (controller, table) = try await shown(Self.mail)
    #expect(headerText(table, section: 0) == "Pinned (2) ▾")
    #expect(headerText(table, section: 1) == "Inbox (38) ▾")
    #expect(table.simulateTap(onHeaderInSection: 1))
    await controller.host.controller.settle()
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 1) == 0)
    #expect(headerText(table, section: 1) == "Inbox (38) ▸")
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  @Test func multipleSelectionIsKeptAcrossRefreshes() async throws {
    let (controller, table) = try await shown(Self.mail)
    table.simulateTap(at: IndexPath(row: 0, section: 0))
    table.simulateTap(at: IndexPath(row: 2, section: 1))
    #expect(controller.selectedMessageIDs == [0, 4])
    // A refresh: message 3 is gone and message 4 is pinned now (it moves between sections).
    var refreshed = Self.mail.filter { $0.id != 3 }
    refreshed[refreshed.firstIndex { $0.id == 4 }!].isPinned = true
    controller.receive(refreshed)
    await controller.host.controller.settle()
    table.layoutIfNeeded()
    #expect(controller.selectedMessageIDs == [0, 4])
    #expect(Set((table.indexPathsForSelectedRows ?? []).compactMap { controller.host.rowID(at: $0) }) == [0, 4])
    #expect(headerText(table, section: 0) == "Pinned (3) ▾")
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  @Test func revealScrollsToAMessageByID() async throws {
    let (controller, table) = try await shown(Self.mail)
    #expect(controller.host.cell(forRowID: 35) == nil)
    #expect(controller.reveal(messageID: 35))
    table.layoutIfNeeded()
    #expect(messageText(controller.host.cell(forRowID: 35)) == "Sender 35: Subject 35")
    #expect(!controller.reveal(messageID: 999))
    #expect(table.violations.isEmpty)
  }

  /// Lets the controller apply what the last action submitted, then lays the table out.
  private func settle(_ controller: InboxViewController, _ table: UITableView) async {
    await controller.host.controller.settle()
    table.layoutIfNeeded()
  }

  /// The texts of the visible cells of `section`, top to bottom.
  /// The cell on screen for each message, by row id.
  private func cellsByMessage(_ table: UITableView, _ controller: InboxViewController) -> [RowID: ObjectIdentifier] {
    var cells: [RowID: ObjectIdentifier] = [:]
    for path in table.indexPathsForVisibleRows ?? [] {
      if let id = controller.host.rowID(at: path), let cell = table.cellForRow(at: path) {
        cells[id] = ObjectIdentifier(cell)
      }
    }
    return cells
  }

  private func subjects(_ table: UITableView, section: Int) -> [String] {
    (table.indexPathsForVisibleRows ?? []).filter { $0.section == section }.map {
      messageText(table.cellForRow(at: $0)) ?? ""
    }
  }

  /// What a message row shows, sender and subject, as "sender: subject".
  private func messageText(_ cell: UITableViewCell?) -> String? {
    guard let cell = cell as? MessageCell else { return nil }
    return "\(cell.senderLabel.text ?? ""): \(cell.subjectLabel.text ?? "")"
  }

  /// What the header of `section` shows: the mailbox and its count, then "▾" when its chevron
  /// points down (open), "▸" when it points to the side (collapsed), nothing without one.
  private func headerText(_ table: UITableView, section: Int) -> String? {
    guard let header = table.headerView(forSection: section) as? MailboxHeaderView else { return nil }
    let marker =
      header.chevron.isHidden ? "" : header.chevron.image?.systemName == "chevron.right" ? " ▸" : " ▾"
    return (header.titleLabel.text ?? "") + marker
  }

  @Test func swipingArchivesFromTheLeadingEdgeAndDeletesFromTheTrailingEdge() async throws {
    let (controller, table) = try await shown(Self.mail)
    let leading = try #require(table.simulateSwipe(from: .leading, onRowAt: IndexPath(row: 0, section: 1)))
    #expect(leading.actions.map(\.title) == ["Archive"])
    #expect(leading.actions.first?.image?.systemName == "archivebox")
    #expect(leading.actions.first?.backgroundColor == .systemIndigo)
    #expect(table.simulateSwipeAction(from: .leading, onRowAt: IndexPath(row: 0, section: 1)) == true)
    await settle(controller, table)
    #expect(controller.archived.map(\.id) == [2])
    #expect(headerText(table, section: 1) == "Inbox (37) ▾")

    let trailing = try #require(table.simulateSwipe(from: .trailing, onRowAt: IndexPath(row: 1, section: 1)))
    #expect(trailing.actions.map(\.style) == [.destructive])
    #expect(table.simulateSwipeAction(from: .trailing, onRowAt: IndexPath(row: 1, section: 1)) == true)
    await settle(controller, table)
    #expect(!controller.messages.contains { $0.id == 4 })
    #expect(table.numberOfRows(inSection: 1) == 36)
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  /// Swiping a mail away under a header that counts the mails is one batch: one row delete,
  /// the header refreshed in place; the section is not reloaded and no cell on screen is made
  /// again.
  @Test func deletingAMailIsOneBatchWithOneRowDeleteAndNoSectionReload() async throws {
    let (controller, table) = try await shown(Self.mail)
    let cellsBefore = cellsByMessage(table, controller)
    let mark = table.eventLog.count
    #expect(table.simulateSwipeAction(from: .trailing, onRowAt: IndexPath(row: 1, section: 1)) == true)
    await settle(controller, table)
    let events = Array(table.eventLog.dropFirst(mark))
    let batches = events.filter { if case .batchBegin = $0 { true } else { false } }
    let operations = events.compactMap { if case .batchCommit(let ops) = $0 { ops } else { nil } }
    #expect(batches.count == 1)
    #expect(operations == [[.deleteRow(IndexPath(row: 1, section: 1))]])
    #expect(!events.contains { if case .reloadData = $0 { true } else { false } })
    #expect(headerText(table, section: 1) == "Inbox (37) ▾")
    let cellsAfter = cellsByMessage(table, controller)
    let kept = cellsBefore.filter { cellsAfter[$0.key] != nil }
    #expect(!kept.isEmpty && kept.allSatisfy { cellsAfter[$0.key] == $0.value }, "the other mails keep their cells")
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  /// A pinned mail archived while "Pinned" is collapsed (from another screen) changes nothing
  /// but the header's count: one batch that refreshes the header in place, no section reload,
  /// no row operation; expanding shows the one mail left under the new count. The header reads
  /// the new count whether it was on screen when the mail went or not.
  @Test(arguments: [true, false])
  func archivingAPinnedMailWhilePinnedIsCollapsedUpdatesItsHeaderInOneBatch(headerOnScreen: Bool) async throws {
    let (controller, table) = try await shown(Self.mail)
    #expect(table.simulateTap(onHeaderInSection: 0))
    await settle(controller, table)
    // The list keeps the reader's place as the section collapses (its first mail was at the
    // top), which takes the collapsed header above the screen.
    if headerOnScreen { table.scroll(to: 0) }
    #expect(headerText(table, section: 0).map { $0 == "Pinned (2) ▸" } ?? !headerOnScreen)
    let mark = table.eventLog.count
    controller.archive(messageID: 0)
    await settle(controller, table)
    let events = Array(table.eventLog.dropFirst(mark))
    #expect(events.filter { $0 == .batchBegin }.count == 1)
    #expect(!events.contains { if case .update = $0 { true } else { false } }, "no row or section operation")
    #expect(!events.contains { $0 == .reloadData })
    table.scroll(to: 0)
    #expect(headerText(table, section: 0) == "Pinned (1) ▸")
    #expect(table.simulateTap(onHeaderInSection: 0))
    await settle(controller, table)
    table.scroll(to: 0)
    #expect(headerText(table, section: 0) == "Pinned (1) ▾")
    #expect(subjects(table, section: 0) == ["Sender 1: Subject 1"])
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  @Test func theContextMenuPinsArchivesAndDeletes() async throws {
    let (controller, table) = try await shown(Self.mail)
    let menu = try #require(table.simulateContextMenu(onRowAt: IndexPath(row: 0, section: 1)))
    #expect(menu.children.map(\.title) == ["Pin", "Archive", "Delete"])
    #expect(menu.action(titled: "Delete")?.attributes == .destructive)
    menu.action(titled: "Pin")?.simulatePerform()
    await settle(controller, table)
    #expect(headerText(table, section: 0) == "Pinned (3) ▾")
    let pinnedMenu = try #require(table.simulateContextMenu(onRowAt: IndexPath(row: 2, section: 0)))
    #expect(pinnedMenu.children.first?.title == "Unpin")
    #expect(table.violations.isEmpty)
  }

  @Test func anActionOnAMessageThatIsGoneMeanwhileDoesNothing() async throws {
    let (controller, table) = try await shown(Self.mail)
    let menu = try #require(table.simulateContextMenu(onRowAt: IndexPath(row: 0, section: 1)))
    controller.receive(Self.mail.filter { $0.id != 2 })
    await settle(controller, table)
    menu.action(titled: "Archive")?.simulatePerform()
    await settle(controller, table)
    #expect(controller.archived.isEmpty, "the row is resolved by id when the action runs")
    #expect(table.violations.isEmpty)
  }

  /// Scrolls to the end of the list as a user flicks to it: again while the rows that come into
  /// view, measured taller than their estimates, make the list longer.
  private func scrollToTheEnd(_ table: UITableView) {
    var end = -1.0
    for _ in 0..<20 where table.contentSize.height - table.bounds.height != end {
      end = table.contentSize.height - table.bounds.height
      table.scroll(to: end)
      table.layoutIfNeeded()
    }
  }

  @Test func theLastMessageAppearingLoadsMore() async throws {
    let pages = (40..<60).map { Message(id: $0, sender: "Sender \($0)", subject: "Older \($0)") }
    let (controller, table) = try await shown(Self.mail) { shown in shown < 60 ? Array(pages[(shown - 40)...]) : [] }
    #expect(controller.messages.count == 40)
    scrollToTheEnd(table)
    await settle(controller, table)
    #expect(controller.messages.count == 60)
    #expect(table.numberOfRows(inSection: 1) == 58)
    scrollToTheEnd(table)
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 57, section: 1), "the last message shows")
    await settle(controller, table)
    #expect(controller.messages.count == 60, "no more pages")
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  @Test func draggingReordersInPlaceAndTheNextSnapshotAgrees() async throws {
    let (controller, table) = try await shown(Self.mail)
    controller.setEditing(true, animated: false)
    let batches = table.eventLog.filter { $0 == .batchBegin }.count
    #expect(
      table.simulateInteractiveMove(from: IndexPath(row: 0, section: 1), to: IndexPath(row: 3, section: 1))
        == IndexPath(row: 3, section: 1))
    await settle(controller, table)
    #expect(controller.messages.filter { !$0.isPinned }.prefix(5).map(\.id) == [3, 4, 5, 2, 6])
    #expect(
      subjects(table, section: 1).prefix(5) == [
        "Sender 3: Subject 3", "Sender 4: Subject 4", "Sender 5: Subject 5",
        "Sender 2: Subject 2", "Sender 6: Subject 6",
      ])
    #expect(
      table.eventLog.filter { $0 == .batchBegin }.count == batches + 1,
      "only the table's own move; the snapshot moved nothing")
    // Dragging into the pinned section is redirected: messages move within their mailbox.
    #expect(
      table.simulateInteractiveMove(from: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 0))
        == IndexPath(row: 0, section: 1))
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  @Test func editingModeDeletesAndSelectsSeveral() async throws {
    let (controller, table) = try await shown(Self.mail)
    controller.setEditing(true, animated: false)
    table.simulateTap(at: IndexPath(row: 0, section: 1))
    table.simulateTap(at: IndexPath(row: 1, section: 1))
    #expect(controller.selectedMessageIDs == [2, 3])
    table.commitEditing(.delete, forRowAt: IndexPath(row: 5, section: 1))
    await settle(controller, table)
    #expect(!controller.messages.contains { $0.id == 7 })
    #expect(controller.selectedMessageIDs == [2, 3])
    #expect(table.violations.isEmpty)
  }

  @Test func theViewControllersOwnScrollDelegateIsReached() async throws {
    let (controller, table) = try await shown(Self.mail)
    #expect(!controller.isComposeButtonHidden)
    table.simulateDrag(to: 200)
    #expect(controller.isComposeButtonHidden)
    table.simulateDrag(to: 0)
    #expect(!controller.isComposeButtonHidden)
  }
}
