import Tessera
import TesseraTesting
import Testing

@testable import Tessera

/// A row the user drags in an outline lands under the parent the drop chooses, and the move
/// handler is told that parent and the index among its children.
@MainActor
@Suite("Moving rows in an outline")
struct OutlineMoveTests {
  @MainActor
  final class Moves {
    var all: [RowMove] = []
  }

  static func row(_ id: String, _ moves: Moves) -> Row {
    Row(id, GeneratedContent(label: id)).onMove { moves.all.append($0) }
  }

  /// docs/ (expanded) { guide, readme }, src/ { main }, license; every row movable.
  static func tree(_ moves: Moves) -> ListSnapshot {
    ListSnapshot {
      Section("files") {
        Row("docs", GeneratedContent(label: "docs")) {
          row("guide", moves)
          row("readme", moves)
        }
        .initiallyExpanded()
        .onMove { moves.all.append($0) }
        Row("src", GeneratedContent(label: "src")) { row("main", moves) }.onMove { moves.all.append($0) }
        row("license", moves)
      }
    }
  }

  static func path(_ row: Int) -> ElementPath { ElementPath(element: row, section: 0) }

  @Test func aRowDroppedBelowAnExpandedParentBecomesItsFirstChild() async {
    let moves = Moves()
    let (controller, host) = await OutlineTests.loaded(Self.tree(moves))
    #expect(host.dragRow(at: Self.path(4), to: Self.path(1)))
    #expect(OutlineTests.shown(controller) == ["docs", "  license", "  guide", "  readme", "src"])
    let move = moves.all.last
    #expect(move?.rowID == RowID("license") && move?.sourceParentID == nil)
    #expect(move?.parentID == RowID("docs") && move?.indexInParent == 0)
    #expect(move?.destinationIndex == 1 && move?.rowBefore == RowID("docs"))
  }

  @Test func aChildDroppedBelowACollapsedParentBecomesItsSibling() async {
    let moves = Moves()
    let (controller, host) = await OutlineTests.loaded(Self.tree(moves))
    #expect(host.dragRow(at: Self.path(2), to: Self.path(3)))
    #expect(OutlineTests.shown(controller) == ["docs", "  guide", "src", "readme", "license"])
    let move = moves.all.last
    #expect(move?.rowID == RowID("readme") && move?.sourceParentID == RowID("docs"))
    #expect(move?.parentID == nil && move?.indexInParent == 2, "after docs and src at the top level")
  }

  @Test func aRowDroppedAmongChildrenJoinsThemAtItsPlace() async {
    let moves = Moves()
    let (controller, host) = await OutlineTests.loaded(Self.tree(moves))
    #expect(host.dragRow(at: Self.path(4), to: Self.path(2)))
    #expect(OutlineTests.shown(controller) == ["docs", "  guide", "  license", "  readme", "src"])
    #expect(moves.all.last?.parentID == RowID("docs") && moves.all.last?.indexInParent == 1)
  }

  @Test func aParentShowingItsChildrenStaysWhereItIs() async {
    let moves = Moves()
    let (controller, host) = await OutlineTests.loaded(Self.tree(moves))
    #expect(controller.destinationForMovingRow(at: Self.path(0), toward: Self.path(4)) == Self.path(0))
    #expect(!host.dragRow(at: Self.path(0), to: Self.path(4)))
    #expect(host.dragRow(at: Self.path(3), to: Self.path(4)), "a collapsed parent moves like any row")
    #expect(OutlineTests.shown(controller) == ["docs", "  guide", "  readme", "license", "src"])
    #expect(moves.all.map(\.rowID) == [RowID("src")])
  }

  @Test func aSnapshotThatAgreesWithTheMoveChangesNothing() async {
    let moves = Moves()
    let (controller, host) = await OutlineTests.loaded(Self.tree(moves))
    #expect(host.dragRow(at: Self.path(4), to: Self.path(1)))
    let batches = host.batches
    await controller.apply(
      ListSnapshot {
        Section("files") {
          Row("docs", GeneratedContent(label: "docs")) {
            Self.row("license", moves)
            Self.row("guide", moves)
            Self.row("readme", moves)
          }
          .initiallyExpanded()
          .onMove { moves.all.append($0) }
          Row("src", GeneratedContent(label: "src")) { Self.row("main", moves) }.onMove { moves.all.append($0) }
        }
      })
    #expect(OutlineTests.shown(controller) == ["docs", "  license", "  guide", "  readme", "src"])
    #expect(host.batches == batches, "nothing moves again")
    #expect(host.violations.isEmpty, "\(host.violations)")
  }
}
