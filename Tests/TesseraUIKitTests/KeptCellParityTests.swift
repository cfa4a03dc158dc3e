#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraTesting
import TesseraUIKit

/// Updates never disturb what the user is touching, through both hosts: a row whose content
/// changes keeps its cell whatever else the same update inserts, deletes or moves (its switch
/// keeps animating, its text field keeps the keyboard, VoiceOver stays on it), and a header
/// shows its new content whether its section is collapsed or not.
@Suite("Changed rows keep their cells in every batch")
@MainActor
struct KeptCellParityTests {
  /// (a) The user flips Wi-Fi off and the "Network" row below it goes in the same update: the
  /// Wi-Fi row is reconfigured in its own cell (its switch animates on), VoiceOver stays on it,
  /// and only the deleted row leaves the screen.
  @Test func aToggleRowChangesWhileANeighbourIsDeleted() async throws {
    for subject in HostUnderTest.both() {
      subject.registerText(String.self)
      subject.registerTouchableCells()
      func settings(wifi: Bool) -> ListSnapshot {
        ListSnapshot {
          Section("settings") {
            Row("airplane", "Airplane mode")
            Row("wifi", ToggleRow(title: "Wi-Fi", isOn: wifi))
            if wifi { Row("network", "Network: Home") }
            Row("bluetooth", "Bluetooth")
          }
        }
      }
      await subject.host.apply(settings(wifi: true))
      subject.layout()
      let cell = try #require(subject.cell(forRowID: "wifi") as? any SwitchCell)
      let others = subject.visibleCellIdentities
      UIAccessibility.post(notification: .layoutChanged, argument: cell)
      let mark = subject.eventCount()
      await subject.host.apply(settings(wifi: false))
      subject.layout()
      let churn = subject.churn(since: mark)
      #expect(subject.cell(forRowID: "wifi") === cell, "\(subject.name): the switch row keeps its cell")
      #expect(!cell.toggle.isOn, "\(subject.name)")
      #expect(cell.accessibilityElementIsFocused(), "\(subject.name): VoiceOver stays on the row")
      #expect(churn.reloads == 0 && churn.prepareForReuse == 0 && churn.cellsReplaced == 0, "\(subject.name): \(churn)")
      #expect(churn.dequeues == 1 && churn.reconfigures == 1, "\(subject.name): \(churn)")
      #expect(churn.endedDisplaying == [IndexPath(item: 2, section: 0)], "\(subject.name): \(churn)")
      #expect(churn.accessibilityFocusLost == 0, "\(subject.name): \(churn)")
      let after = subject.visibleCellIdentities
      #expect(others.filter { $0.key != "network" }.allSatisfy { after[$0.key] == $0.value }, "\(subject.name)")
      #expect(subject.violations().isEmpty, "\(subject.name): \(subject.violations())")
    }
  }

  /// (b) A keystroke in a text field lands in the same update as a row inserted above it: the
  /// field's row moves down in its own cell, its text field stays first responder (the keyboard
  /// stays up) and shows what was typed.
  @Test func aTextFieldRowChangesWhileARowIsInsertedAboveIt() async throws {
    for subject in HostUnderTest.both() {
      subject.registerText(String.self)
      subject.registerTouchableCells()
      func form(email: String) -> ListSnapshot {
        ListSnapshot {
          Section("form") {
            if !email.isEmpty { Row("hint", "We never share your address") }
            Row("name", FieldRow(label: "Name", text: "Ada"))
            Row("email", FieldRow(label: "Email", text: email))
          }
        }
      }
      await subject.host.apply(form(email: ""))
      subject.layout()
      let cell = try #require(subject.cell(forRowID: "email") as? any FieldCell)
      #expect(cell.field.becomeFirstResponder(), "\(subject.name)")
      #expect(cell.field.simulateTyping("a"), "\(subject.name)")
      let mark = subject.eventCount()
      await subject.host.apply(form(email: cell.field.text ?? ""))
      subject.layout()
      let churn = subject.churn(since: mark)
      #expect(subject.cell(forRowID: "email") === cell, "\(subject.name): the field row keeps its cell")
      #expect(cell.field.isFirstResponder, "\(subject.name): the keyboard stays up")
      #expect(subject.window.firstResponder === cell.field, "\(subject.name)")
      #expect(cell.field.text == "a", "\(subject.name)")
      #expect(churn.firstResponderResigned == 0 && churn.endedDisplaying.isEmpty, "\(subject.name): \(churn)")
      #expect(churn.reloads == 0 && churn.prepareForReuse == 0, "\(subject.name): \(churn)")
      #expect(churn.dequeues == 2 && churn.cellsReplaced == 1, "\(subject.name): inserted row and the field: \(churn)")
      #expect(subject.violations().isEmpty, "\(subject.name): \(subject.violations())")
    }
  }

  /// (c) A photo's caption changes while a photo is inserted before it: every photo on screen
  /// keeps its cell, the caption shows in place.
  @Test func aCaptionChangesWithAnInsert() async throws {
    for subject in HostUnderTest.both() {
      subject.registerText(String.self)
      func grid(_ photos: [(id: Int, caption: String)]) -> ListSnapshot {
        ListSnapshot {
          Section("photos") { for photo in photos { Row(photo.id, photo.caption) } }
            .collectionLayout(.grid(columns: 3, spacing: 2, itemHeight: .fixed(100)))
        }
      }
      let photos = [(1, "Beach"), (2, "Dunes"), (3, "Harbour")]
      await subject.host.apply(grid(photos))
      subject.layout()
      let before = subject.visibleCellIdentities
      let mark = subject.eventCount()
      await subject.host.apply(grid([(0, "Sunrise"), (1, "Beach"), (2, "Dunes at dusk"), (3, "Harbour")]))
      subject.layout()
      let churn = subject.churn(since: mark)
      let after = subject.visibleCellIdentities
      #expect(before.allSatisfy { after[$0.key] == $0.value }, "\(subject.name): every photo keeps its cell")
      #expect(subject.visibleTexts == ["Sunrise", "Beach", "Dunes at dusk", "Harbour"], "\(subject.name)")
      #expect(churn.reloads == 0 && churn.prepareForReuse == 0 && churn.endedDisplaying.isEmpty, "\(churn)")
      #expect(churn.dequeues == 2 && churn.cellsReplaced == 1, "\(subject.name): \(churn)")
      #expect(subject.violations().isEmpty, "\(subject.name): \(subject.violations())")
    }
  }

  /// (d) A pinned mail goes while "Pinned" is collapsed: its header reads the new count at once,
  /// in the header view on screen, without a section reload; expanded again, it still does, and
  /// the mail left appears.
  @Test func aHeaderCountChangesWhileItsSectionIsCollapsedThenItExpands() async throws {
    for subject in HostUnderTest.both() {
      subject.registerText(String.self)
      subject.registerText(CountedHeader.self)
      func inbox(pinned: [Int]) -> ListSnapshot {
        ListSnapshot {
          Section("pinned") { for id in pinned { Row(id, "Mail \(id)") } }
            .header(.content(CountedHeader(name: "Pinned", count: pinned.count))).collapsible()
          Section("inbox") { for id in 10..<14 { Row(id, "Mail \(id)") } }
            .header(.content(CountedHeader(name: "Inbox", count: 4)))
        }
      }
      await subject.host.apply(inbox(pinned: [1, 2]))
      subject.layout()
      let inboxCells = subject.visibleCellIdentities.filter { (10..<14).map { RowID($0) }.contains($0.key) }
      #expect(subject.tapHeader(0), "\(subject.name)")
      await subject.host.controller.settle()
      subject.layout()
      #expect(subject.headerText(0) == "Pinned (2)", "\(subject.name)")
      let mark = subject.eventCount()
      await subject.host.apply(inbox(pinned: [2]))
      subject.layout()
      let churn = subject.churn(since: mark)
      #expect(subject.headerText(0) == "Pinned (1)", "\(subject.name): the collapsed header shows the new count")
      #expect(churn.reloads == 0 && churn.dequeues == 0 && churn.endedDisplaying.isEmpty, "\(subject.name): \(churn)")
      #expect(subject.tapHeader(0), "\(subject.name)")
      await subject.host.controller.settle()
      subject.layout()
      #expect(subject.headerText(0) == "Pinned (1)", "\(subject.name): expanded, it still does")
      #expect(subject.visibleTexts.first == "Mail 2", "\(subject.name)")
      let after = subject.visibleCellIdentities
      #expect(inboxCells.allSatisfy { after[$0.key] == $0.value }, "\(subject.name): the inbox keeps its cells")
      #expect(subject.violations().isEmpty, "\(subject.name): \(subject.violations())")
    }
  }

  /// Headers show their new content in place whatever their section does in the same update:
  /// being expanded, or moving; as titles or as registered views.
  @Test(arguments: [true, false])
  func aHeaderChangesWhileItsSectionIsToggledOrMoves(asTitle: Bool) async throws {
    for subject in HostUnderTest.both() {
      subject.registerText(String.self)
      subject.registerText(CountedHeader.self)
      func inbox(pinned: [Int], pinnedFirst: Bool = true) -> ListSnapshot {
        let header = CountedHeader(name: "Pinned", count: pinned.count)
        let pinnedSection = Section("pinned") { for id in pinned { Row(id, "Mail \(id)") } }
          .header(asTitle ? .title(header.description) : .content(header)).collapsible()
        let inbox = Section("inbox") { for id in 10..<14 { Row(id, "Mail \(id)") } }.header(.title("Inbox"))
        return ListSnapshot(sections: pinnedFirst ? [pinnedSection, inbox] : [inbox, pinnedSection])
      }
      func pinnedHeader(_ section: Int) -> String? {
        subject.headerText(section).map {
          $0.replacingOccurrences(of: "▸ ", with: "").replacingOccurrences(of: "▾ ", with: "")
        }
      }
      await subject.host.apply(inbox(pinned: [1, 2]))
      subject.layout()
      #expect(subject.tapHeader(0), "\(subject.name)")
      await subject.host.controller.settle()
      subject.layout()
      // Expanded by the user while a mail arrives: one update takes both.
      #expect(subject.tapHeader(0), "\(subject.name)")
      subject.host.submit(inbox(pinned: [1, 2, 3]))
      await subject.host.controller.settle()
      subject.layout()
      #expect(pinnedHeader(0) == "Pinned (3)", "\(subject.name)")
      #expect(subject.visibleTexts.prefix(3) == ["Mail 1", "Mail 2", "Mail 3"], "\(subject.name)")
      // Moved below the inbox while a mail goes.
      let mark = subject.eventCount()
      await subject.host.apply(inbox(pinned: [2, 3], pinnedFirst: false))
      subject.layout()
      #expect(pinnedHeader(1) == "Pinned (2)", "\(subject.name)")
      #expect(subject.churn(since: mark).reloads == 0, "\(subject.name): \(subject.churn(since: mark))")
      #expect(subject.violations().isEmpty, "\(subject.name): \(subject.violations())")
    }
  }
}
