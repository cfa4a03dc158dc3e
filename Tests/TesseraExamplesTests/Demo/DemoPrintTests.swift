import SnapshotTesting
import Testing
import TesseraTerminal

/// `tessera-demo <screen> --print` at widths 40 and 100, recorded under `__Snapshots__`.
///
/// The product cases use fixed seeds; seed 21 with Chinese labels lists the long Chinese
/// comment of seed 001, which must wrap between CJK characters and never exceed the width.
@Suite("tessera-demo --print")
struct DemoPrintTests {
  /// A screen and the arguments that select it.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var testDescription: String { name }
  }

  static let cases = [
    Case(name: "product", arguments: ["product", "--seed", "5"]),
    Case(name: "product-chinese", arguments: ["product", "--seed", "21", "--language", "chinese"]),
    Case(name: "product-loading", arguments: ["product", "--state", "loading"]),
    Case(name: "product-failed", arguments: ["product", "--state", "failed"]),
    Case(name: "profile", arguments: ["profile"]),
    Case(name: "settings", arguments: ["settings"]),
    Case(name: "merchants", arguments: ["merchants"]),
    Case(name: "stress", arguments: ["stress", "--rows", "12"]),
  ]

  @Test(
    "Each screen prints the same text at widths 40 and 100, no line wider than the width", arguments: cases, [40, 100])
  func printed(_ screen: Case, width: Int) async throws {
    let result = try await DemoBinary.run(screen.arguments + ["--print", "--width", "\(width)"])
    #expect(result.status == 0 && !result.signaled, "stderr: \(result.standardError)")
    #expect(result.standardError.isEmpty)
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(DisplayWidth.of(line) <= width, "\(screen.name) at \(width): \(line)")
      #expect(!line.contains("\u{1B}"), "no escape sequences when styles are off")
    }
    assertSnapshot(of: result.standardOutput, as: .lines, named: "\(screen.name)-\(width)", testName: "print")
  }

  @Test("The Chinese comment wraps at CJK characters, filling each line")
  func chineseWrapping() async throws {
    let result = try await DemoBinary.run([
      "product", "--seed", "21", "--language", "chinese", "--print", "--width", "40",
    ])
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    guard let first = lines.firstIndex(where: { $0.contains("2016年6月,苹果系统") }) else {
      Issue.record("the long Chinese comment is missing:\n\(result.standardOutput)")
      return
    }
    let comment = Array(lines[first...].prefix { $0.hasPrefix("  ") })
    #expect(comment.count == 7)
    // Every line but the last is full to within one wide character.
    for line in comment.dropLast() {
      #expect((39...40).contains(DisplayWidth.of(line)), "\(line)")
    }
    // Joined again, the lines give the comment back: nothing lost or doubled at the breaks.
    let joined = comment.map { $0.dropFirst(2) }.joined()
    #expect(joined.hasPrefix("2016年6月,苹果系统iOS 10正式亮相,苹果为iOS 10带来了十大项更新。"))
    #expect(joined.hasSuffix("iOS10正式版于9月13日(北京时间9月14日凌晨一点)全面推送。"))
  }
}
