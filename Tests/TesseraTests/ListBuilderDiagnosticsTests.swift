import Foundation
import Testing

/// The result builder names the common mistakes of a new screen where they are written, instead
/// of the compiler's "no exact matches in call to static method 'buildExpression'".
@Suite("ListBuilder diagnostics", .enabled(if: BuiltModules.exist, "the built modules are next to the test binary"))
struct ListBuilderDiagnosticsTests {
  private static let prelude = """
    import Tessera
    struct Price: Equatable, Sendable { var amount: String }

    """

  @Test(arguments: [
    (
      "Section(\"basics\") { Price(amount: \"1\") }",
      "a section holds rows: wrap the content in a Row with an id"
    ),
    (
      "Section(\"basics\") { Section(\"inner\") { Row(\"price\", Price(amount: \"1\")) } }",
      "sections do not nest"
    ),
    ("Row(\"price\", Price(amount: \"1\"))", "a list holds sections: put the row inside a Section"),
    ("Price(amount: \"1\")", "a list holds sections of rows: wrap the content in a Row inside a Section"),
  ])
  func aMistakeIsNamedWhereItIsWritten(statement: String, message: String) throws {
    let source = Self.prelude + "@ListBuilder<Section> func page() -> ListSnapshot {\n  \(statement)\n}\n"
    let (succeeded, diagnostics) = try BuiltModules.typeCheck(source)
    #expect(!succeeded)
    #expect(diagnostics.contains("Screen.swift:4:"), "the error points at the statement: \(diagnostics)")
    #expect(diagnostics.contains(message), "\(diagnostics)")
    #expect(!diagnostics.contains("no exact matches"), "\(diagnostics)")
  }

  @Test func aCorrectScreenStillCompiles() throws {
    let source =
      Self.prelude + """
        @ListBuilder<Section> func page(_ prices: [Price], extra: Price?) -> ListSnapshot {
          Section("basics") {
            for (index, price) in prices.enumerated() { Row(index, price) }
            if let extra { Row("extra", extra) }
            Optional(Row("maybe", Price(amount: "2")))
            [Row("a", Price(amount: "3"))]
          }
          [Section("more") { Row("b", Price(amount: "4")) }]
        }

        """
    let (succeeded, diagnostics) = try BuiltModules.typeCheck(source)
    #expect(succeeded, "\(diagnostics)")
  }

  #if os(Linux)
  @Test func theModulesAreFoundWhereSwiftTestBuildsThem() {
    #expect(BuiltModules.exist, "no Tessera.swiftmodule in \(BuiltModules.directory.path)")
  }
  #endif
}
