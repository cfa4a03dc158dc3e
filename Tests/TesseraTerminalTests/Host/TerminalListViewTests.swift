import Testing
import Tessera
import TesseraTerminal

private struct Line: Equatable, Sendable {
  var text: String
  var details: [String] = []
}

@MainActor
private func makeView(columns: Int = 30, rows: Int = 8) -> TerminalListView {
  var renderers = TerminalRenderers()
  renderers.register(Line.self) { line, context in
    var lines = StyledLine(line.text).wrapped(toWidth: context.width)
    if context.isExpanded { lines += line.details.map { StyledLine("  " + $0) } }
    return lines
  }
  let controller = ListController(policy: .alwaysAnimate, defaultRowEstimate: 1)
  controller.diagnosticsHandler = { _ in }
  return TerminalListView(
    controller: controller, renderers: renderers, size: TerminalSize(columns: columns, rows: rows))
}

@MainActor
private func text(_ view: TerminalListView) -> [String] {
  view.frame(now: ContinuousClock.now).map { $0.plainText.replacingTrailingSpaces() }
}

extension String {
  fileprivate func replacingTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}

@Suite("TerminalListView")
@MainActor
struct TerminalListViewTests {
  /// Issue: in a small window the too-small message was cut off before it said how to quit.
  /// Every size too small for the list shows a whole message that says it, on exactly the
  /// window's lines, none wider than the window.
  @Test func theTooSmallMessageFitsWholeAndSaysHowToQuit() async {
    for columns in 1..<TerminalListView.minimumWidth {
      for rows in 1...8 {
        let view = makeView(columns: columns, rows: rows)
        await view.controller.apply(ListSnapshot { Section("s") { Row(1, Line(text: "one")) } })
        let frame = view.frame(now: ContinuousClock.now)
        let size = "\(columns)×\(rows)"
        #expect(frame.count == rows, "\(size): \(frame.count) lines")
        #expect(frame.allSatisfy { $0.width == columns }, "\(size): a line of another width")
        let words = frame.map { $0.plainText.replacingTrailingSpaces() }.joined(separator: " ")
        let wholeMessage = words.contains("q to quit") || words.contains("q quits")
        // A window under 7 columns cannot hold "q quits" on a line.
        if columns >= 7 {
          #expect(wholeMessage, "\(size): \(words)")
        }
      }
    }
  }

  @Test func drawsHeadersRowsAndStatusAtExactSize() async {
    let view = makeView()
    view.status = StyledLine("q quit")
    await view.controller.apply(
      ListSnapshot {
        Section("a", header: "Fruit") {
          Row(1, Line(text: "apple")); Row(2, Line(text: "banana"))
        }
        Section("b", header: "Veg") { Row(3, Line(text: "carrot")) }
      })
    let frame = view.frame(now: .now)
    #expect(frame.count == 8)
    #expect(frame.allSatisfy { $0.width == 30 })
    #expect(text(view) == ["Fruit", "apple", "banana", "Veg", "carrot", "", "", "q quit"])
  }

  @Test func longTextWrapsAndRowsAreAsTallAsTheirLines() async {
    // "暂无评论 查看所有评论" is 21 columns: it fits in 22, and breaks inside the CJK run in 20.
    let view = makeView(columns: 22, rows: 6)
    await view.controller.apply(
      ListSnapshot {
        Section("s") {
          Row(1, Line(text: "暂无评论 查看所有评论 商品评价")); Row(2, Line(text: "end"))
        }
      })
    let lines = text(view)
    #expect(lines.prefix(3) == ["暂无评论 查看所有评论", "商品评价", "end"])
    view.resize(to: TerminalSize(columns: 20, rows: 6))
    #expect(text(view).prefix(3) == ["暂无评论 查看所有评", "论 商品评价", "end"])
    #expect(view.controller.heightForRow(at: ElementPath(element: 0, section: 0)) == 2)
  }

  @Test func navigationScrollsToKeepSelectionVisible() async {
    let view = makeView(rows: 5)  // 4 list lines
    await view.controller.apply(ListSnapshot { Section("s") { for i in 0..<20 { Row(i, Line(text: "row \(i)")) } } })
    view.handle(.down)
    #expect(view.selection == .row(0))
    for _ in 0..<6 { view.handle(.character("j")) }
    #expect(view.selection == .row(6))
    let lines = text(view)
    #expect(lines[3] == "row 6")
    view.handle(.end)
    #expect(text(view)[3] == "row 19")
    view.handle(.home)
    #expect(view.selection == .row(0) && text(view)[0] == "row 0")
    view.handle(.pageDown)
    _ = text(view)
    #expect(view.scrollOffset == 3)
  }

  @Test func enterExpandsAndCollapsesAnExpandableRow() async {
    let view = makeView()
    await view.controller.apply(
      ListSnapshot {
        Section("m") {
          Row("sh", Line(text: "Shanghai 120", details: ["food 80", "taxi 40"])).expandable()
          Row("bj", Line(text: "Beijing 30")).expandable()
        }
      })
    view.handle(.down)
    view.handle(.enter)
    await view.controller.settle()
    #expect(text(view).prefix(4) == ["Shanghai 120", "  food 80", "  taxi 40", "Beijing 30"])
    view.handle(.enter)
    #expect(text(view).prefix(2) == ["Shanghai 120", "Beijing 30"])
  }

  @Test func selectingACollapsibleHeaderHidesItsRows() async {
    let view = makeView()
    await view.controller.apply(
      ListSnapshot {
        Section("about", header: "About") { Row(1, Line(text: "hello")) }.collapsible()
        Section("mail", header: "Email") { Row(2, Line(text: "a@b.c")) }.collapsible()
      })
    view.handle(.down)
    #expect(view.selection == .header("about"))
    view.handle(.enter)
    await view.controller.settle()
    #expect(text(view).prefix(3) == ["▸ About", "▾ Email", "a@b.c"])
    view.handle(.enter)
    await view.controller.settle()
    #expect(text(view).prefix(4) == ["▾ About", "hello", "▾ Email", "a@b.c"])
  }

  @Test func updatesAreHighlightedThenFade() async throws {
    let view = makeView()
    await view.controller.apply(ListSnapshot { Section("s") { Row(1, Line(text: "one")) } })
    #expect(view.nextAnimationDeadline == nil, "a first load is not highlighted")
    await view.controller.apply(
      ListSnapshot {
        Section("s") {
          Row(1, Line(text: "uno")); Row(2, Line(text: "two"))
        }
      })
    let deadline = try #require(view.nextAnimationDeadline)
    let during = view.frame(now: deadline - .milliseconds(1))
    #expect(during[0].spans.contains { $0.style.attributes.contains(.bold) })
    #expect(during[1].spans.contains { $0.style.attributes.contains(.bold) })
    let after = view.frame(now: deadline + .milliseconds(1))
    #expect(!after[0].spans.contains { $0.style.attributes.contains(.bold) })
    #expect(view.nextAnimationDeadline == nil)
  }

  @Test func selectionFollowsItsRowAndSurvivesDeletion() async {
    let view = makeView()
    await view.controller.apply(ListSnapshot { Section("s") { for i in 0..<5 { Row(i, Line(text: "r\(i)")) } } })
    for _ in 0..<3 { view.handle(.down) }
    #expect(view.selection == .row(2))
    await view.controller.apply(
      ListSnapshot { Section("s") { for i in [4, 3, 2, 1, 0] { Row(i, Line(text: "r\(i)")) } } })
    _ = text(view)
    #expect(view.selection == .row(2))
    await view.controller.apply(
      ListSnapshot { Section("s") { for i in [4, 3, 1, 0] { Row(i, Line(text: "r\(i)")) } } })
    _ = text(view)
    #expect(view.selection != nil, "a deleted selection moves to a neighbour")
  }

  /// Rows inserted above a reader at the top: `.top` keeps the top (the new rows come into
  /// view), `.firstVisibleRow` keeps the row that was first (the new rows stay above it).
  @Test(arguments: [ListAnchoring.top, .firstVisibleRow])
  func rowsInsertedAboveAReaderAtTheTop(_ anchoring: ListAnchoring) async {
    let view = makeView(rows: 6)
    view.controller.anchoring = anchoring
    await view.controller.apply(ListSnapshot { Section("s") { for i in 0..<20 { Row(i, Line(text: "r\(i)")) } } })
    _ = text(view)
    #expect(view.scrollOffset == 0)
    await view.controller.apply(
      ListSnapshot { Section("s") { for i in [-2, -1] + Array(0..<20) { Row(i, Line(text: "r\(i)")) } } })
    _ = text(view)
    #expect(view.scrollOffset == (anchoring == .top ? 0 : 2))
    // Scrolled down, both keep the row being read.
    view.scrollToRow(withID: 3)
    #expect(view.scrollOffset == 5)
    let read = view.readerPlace()
    await view.controller.apply(
      ListSnapshot { Section("s") { for i in [-3, -2, -1] + Array(0..<20) { Row(i, Line(text: "r\(i)")) } } })
    _ = text(view)
    #expect(read?.isAtTop == false)
    #expect(view.scrollOffset == 6)
  }

  /// Rows taller than their estimate, reached with End, PgDn or a jump: the screen is drawn
  /// with the rows it shows measured, whole, never with blank lines where unmeasured rows are.
  @Test(arguments: [Key.end, .pageDown])
  func jumpingFarShowsAFullyDrawnScreen(_ key: Key) async {
    let view = makeView(columns: 20, rows: 8)
    // Each row wraps to three lines; the estimate says one.
    await view.controller.apply(
      ListSnapshot {
        Section("s") { for i in 0..<40 { Row(i, Line(text: "row \(i) wraps onto three lines here")) } }
      })
    _ = text(view)
    view.handle(key)
    let screen = text(view).dropLast()  // the status line
    #expect(screen.count == 7)
    #expect(!screen.contains(""), "blank lines: \(screen)")
    if key == .end {
      #expect(screen.last?.contains("here") == true && screen.contains { $0.contains("row 39") }, "\(screen)")
    }
  }

  @Test func tooNarrowScreensShowAMessageNotACorruptedList() async {
    let view = makeView(columns: 12, rows: 6)
    await view.controller.apply(ListSnapshot { Section("s") { Row(1, Line(text: "content")) } })
    let frame = view.frame(now: .now)
    #expect(frame.count == 6 && frame.allSatisfy { $0.width <= 12 })
    let message = frame.map { $0.plainText.replacingTrailingSpaces() }.joined(separator: " ")
    #expect(message.contains("Too small") && message.contains("Needs 20×2"), "\(message)")
    view.resize(to: TerminalSize(columns: 40, rows: 6))
    #expect(text(view)[0] == "content")
  }

  @Test func missingRendererIsShownAndReported() async {
    struct Unknown: Equatable, Sendable {}
    let view = makeView(columns: 40)
    var reported: [ListDiagnostic] = []
    view.controller.diagnosticsHandler = { reported.append($0) }
    await view.controller.apply(ListSnapshot { Section("s") { Row(1, Unknown()) } })
    #expect(text(view)[0] == "⚠ No renderer for Unknown")
    #expect(reported.contains(.missingRenderer(contentType: "Unknown", rowID: 1)))
  }

  @Test func validateRegistrationsNamesEachTypeWithoutARendererOnce() {
    struct Unknown: Equatable, Sendable {}
    struct Badge: Equatable, Sendable {}
    let view = makeView(columns: 40)
    let snapshot = ListSnapshot {
      Section("s") {
        Row(1, Line(text: "known"))
        Row(2, Unknown())
        Row("folder", Line(text: "folder")) { Row("file", Badge()) }
        Row(3, Unknown())
      }
      .header(.content(Badge()))
    }
    #expect(
      view.validateRegistrations(for: snapshot) == [
        .missingRenderer(contentType: "Badge", rowID: nil), .missingRenderer(contentType: "Unknown", rowID: 2),
        .missingRenderer(contentType: "Badge", rowID: "file"),
      ])
    view.renderers.register(Unknown.self) { _, _ in [StyledLine("?")] }
    view.renderers.register(Badge.self) { _, _ in [StyledLine("!")] }
    #expect(view.validateRegistrations(for: snapshot).isEmpty)
  }

  @Test func documentHasEveryRow() async {
    let view = makeView(columns: 20, rows: 3)
    await view.controller.apply(
      ListSnapshot { Section("s", header: "All") { for i in 0..<10 { Row(i, Line(text: "r\(i)")) } } })
    #expect(
      view.document().map(\.plainText).map { $0.replacingTrailingSpaces() } == ["All"] + (0..<10).map { "r\($0)" })
  }

  @Test func aspectRatioRowsUseHalfHeightCells() async {
    let view = makeView(columns: 32, rows: 20)
    await view.controller.apply(ListSnapshot { Section("s") { Row(1, Line(text: "img")).height(.aspectRatio(0.5)) } })
    #expect(view.controller.heightForRow(at: ElementPath(element: 0, section: 0)) == 8)
  }
}

@Suite("Aspect-ratio headers and rows in the terminal host")
@MainActor
struct TerminalAspectRatioParityTests {
  /// Terminal cells are half as wide as tall, and that applies to headers exactly as to rows.
  @Test func anAspectRatioHeaderIsAsTallAsARowOfTheSameRatio() async {
    let view = makeView(columns: 32, rows: 20)
    await view.controller.apply(
      ListSnapshot {
        Section("s", rows: [Row(1, Line(text: "img")).height(.aspectRatio(0.5))])
          .header(.content(Line(text: "banner"), height: .aspectRatio(0.5)))
      })
    let row = view.controller.heightForRow(at: ElementPath(element: 0, section: 0))
    #expect(row == 8)
    #expect(view.controller.heightForHeader(inSection: 0) == row)
  }
}

@Suite("TerminalListView with absurd numbers")
@MainActor
struct TerminalListViewNumberTests {
  /// Issue: `TerminalSize(columns: Int.max)` trapped, and so did any width past what a Double
  /// converts back to an Int.
  @Test func sizesAreClampedToTheMaximumDimension() {
    let size = TerminalSize(columns: .max, rows: .max)
    #expect(size.columns == TerminalSize.maximumDimension)
    #expect(size.rows == TerminalSize.maximumDimension)
    #expect(TerminalSize(columns: -3, rows: .min) == TerminalSize(columns: 0, rows: 0))
    let view = makeView(columns: .max, rows: 3)
    #expect(view.availableWidth == Double(TerminalSize.maximumDimension))
  }

  /// Issue: `.fixed(1e300)` and friends passed validation and then trapped; `.fixed(1e7)` built
  /// ten million lines on every frame.
  @Test(arguments: [1e300, .greatestFiniteMagnitude, 1e10, 1e7, .infinity, HeightPolicy.maximumHeight])
  func tallRowsDrawOnlyWhatIsVisible(height: Double) async {
    let view = makeView(columns: 30, rows: 6)
    await view.controller.apply(
      ListSnapshot {
        Section("s") {
          Row(1, Line(text: "before"))
          Row(2, Line(text: "tall")).height(.fixed(height))
          Row(3, Line(text: "ratio")).height(.aspectRatio(1e300))
          Row(4, Line(text: "after"))
        }
      })
    let first = text(view)
    #expect(first.count == 6)
    #expect(first[0] == "before")
    #expect(first[1] == "tall")
    for key in [Key.end, .home, .pageDown, .down, .down, .end] { _ = view.handle(key) }
    let last = text(view)
    #expect(last.count == 6)
    #expect(last.contains("after"))
    #expect(view.controller.contentHeight <= 4 * HeightPolicy.maximumHeight)
  }
}

@Suite("TerminalListView selection after the list empties")
@MainActor
struct TerminalListViewEmptySelectionTests {
  /// Issue: after an empty snapshot the selection still named a row that no longer existed.
  @Test(arguments: [false, true])
  func anEmptySnapshotClearsTheSelection(keepsSections: Bool) async {
    let view = makeView(columns: 30, rows: 8)
    await view.controller.apply(
      ListSnapshot { Section("s", header: "Title") { for i in 0..<5 { Row(i, Line(text: "r\(i)")) } } })
    _ = view.handle(.down)
    _ = view.handle(.down)
    #expect(view.selection != nil)
    await view.controller.apply(
      keepsSections ? ListSnapshot { Section("s", header: "Title", rows: []) } : ListSnapshot())
    _ = text(view)
    #expect(view.selection == nil)
    // Rows that come back start with no stale selection, and keys select them again.
    await view.controller.apply(ListSnapshot { Section("s") { for i in 10..<12 { Row(i, Line(text: "n\(i)")) } } })
    _ = view.handle(.down)
    if case .row(let id)? = view.selection {
      #expect(id == RowID(10) || id == RowID(11))
    } else {
      Issue.record("no row selected")
    }
  }
}
