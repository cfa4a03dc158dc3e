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

  private func shown(_ messages: [Message]) async throws -> (InboxViewController, UITableView) {
    let controller = InboxViewController(messages: messages)
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
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "Pinned (2)")
    #expect(table.headerView(forSection: 1)?.textLabel?.text == "▾ Inbox (38)")
    try #require(table.headerView(forSection: 1)?.contentView.subviews.compactMap { $0 as? UIControl }.first)
      .sendActions(for: .touchUpInside)
    await controller.host.controller.settle()
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 1) == 0)
    #expect(table.headerView(forSection: 1)?.textLabel?.text == "▸ Inbox (38)")
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
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "Pinned (3)")
    #expect(table.violations.isEmpty, "\(table.violations.map { $0.message(style: .classic) })")
  }

  @Test func revealScrollsToAMessageByID() async throws {
    let (controller, table) = try await shown(Self.mail)
    #expect(controller.host.cell(forRowID: 35) == nil)
    #expect(controller.reveal(messageID: 35))
    table.layoutIfNeeded()
    #expect(controller.host.cell(forRowID: 35)?.textLabel?.text == "Sender 35: Subject 35")
    #expect(!controller.reveal(messageID: 999))
    #expect(table.violations.isEmpty)
  }
}
