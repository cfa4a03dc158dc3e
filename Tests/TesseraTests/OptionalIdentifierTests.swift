import Foundation
import Testing

/// An optional passed where an id is expected draws a warning where it is written that says to
/// unwrap it (`Optional` is `Hashable & Sendable`, so it would otherwise compile in silence, make
/// `nil` an id of its own, and name no row in a lookup).
@Suite("Optional ids", .enabled(if: BuiltModules.exist, "the built modules are next to the test binary"))
struct OptionalIdentifierTests {
  private static let prelude = """
    import Tessera
    struct Price: Equatable, Sendable { var amount: String }
    let maybe: String? = "price"
    let snapshot = ListSnapshot()

    """

  @Test(arguments: [
    ("_ = Row(maybe, Price(amount: \"1\"))", "a row id should not be optional"),
    ("_ = Section(maybe) { Row(\"price\", Price(amount: \"1\")) }", "a section id should not be optional"),
    ("_ = Section(maybe, rows: [])", "a section id should not be optional"),
    ("_ = snapshot.row(withID: maybe)", "a row id should not be optional"),
    ("_ = controller.selectRow(withID: maybe)", "a row id should not be optional"),
    ("_ = controller.path(ofRowWithID: maybe)", "a row id should not be optional"),
    ("_ = controller.send(1, toRowWithID: maybe)", "a row id should not be optional"),
    ("controller.setExpanded(true, rowWithID: maybe)", "a row id should not be optional"),
    ("controller.toggleExpansion(ofRowWithID: maybe)", "a row id should not be optional"),
    ("controller.invalidateHeight(ofRowWithID: maybe)", "a row id should not be optional"),
    ("controller.setCollapsed(true, sectionWithID: maybe)", "a section id should not be optional"),
    (
      "_ = Row(maybe, Price(amount: \"1\")) { Row(\"child\", Price(amount: \"2\")) }", "a row id should not be optional"
    ),
    ("controller.setExpanded(true, rowWithID: maybe, includingDescendants: true)", "a row id should not be optional"),
    ("controller.reloadChildren(ofRowWithID: maybe)", "a row id should not be optional"),
  ])
  func anOptionalIDIsNamedWhereItIsWritten(statement: String, message: String) throws {
    let source = Self.prelude + "@MainActor func use(_ controller: ListController) {\n  \(statement)\n}\n"
    let (succeeded, diagnostics) = try BuiltModules.typeCheck(source)
    // A warning, not an error: the call behaves as it always did.
    #expect(succeeded, "\(diagnostics)")
    #expect(diagnostics.contains("Screen.swift:6:"), "the warning points at the statement: \(diagnostics)")
    #expect(diagnostics.contains("warning:") && diagnostics.contains(message), "\(diagnostics)")
  }

  @Test func unwrappedIDsStillCompile() throws {
    let source =
      Self.prelude + """
        @MainActor func use(_ controller: ListController) {
          if let id = maybe {
            _ = Row(id, Price(amount: "1"))
            _ = Section(id) { Row(id, Price(amount: "1")) }
            _ = Section(id, rows: [])
            _ = snapshot.row(withID: id)
            _ = controller.selectRow(withID: id)
            _ = controller.path(ofRowWithID: id)
            _ = controller.send(1, toRowWithID: id)
            controller.setExpanded(true, rowWithID: id)
            controller.toggleExpansion(ofRowWithID: id)
            controller.invalidateHeight(ofRowWithID: id)
            controller.setCollapsed(true, sectionWithID: id)
            _ = Row(id, Price(amount: "1")) { Row("child", Price(amount: "2")) }
            controller.setExpanded(true, rowWithID: id, includingDescendants: true)
            controller.reloadChildren(ofRowWithID: id)
          }
          // An id of a type of the app's own, and a literal, as before.
          _ = Row(42, Price(amount: "2"))
        }

        """
    let (succeeded, diagnostics) = try BuiltModules.typeCheck(source)
    #expect(succeeded, "\(diagnostics)")
    #expect(!diagnostics.contains("warning:"), "\(diagnostics)")
  }
}
