import Testing
import Tessera

private struct Text: Equatable, Sendable {
  var value: String
  init(_ value: String) { self.value = value }
}

enum Mode: Sendable { case a, b, c }

private func helperRows(_ count: Int) -> [Row] {
  (0..<count).map { Row("h\($0)", Text("helper \($0)")) }
}

private func helperRow(_ include: Bool) -> Row? {
  include ? Row("maybe", Text("maybe")) : nil
}

private func ids(_ section: Section) -> [String] { section.rows.map { String(describing: $0.id.base) } }

@Suite("ListBuilder")
struct ListBuilderTests {
  @Test func plainStatementsKeepOrder() {
    let section = Section("s") {
      Row("a", Text("A"))
      Row("b", Text("B"))
      Row("c", Text("C"))
    }
    #expect(ids(section) == ["a", "b", "c"])
  }

  @Test(arguments: [true, false])
  func ifWithoutElse(_ flag: Bool) {
    let section = Section("s") {
      Row("first", Text("1"))
      if flag { Row("conditional", Text("2")) }
      Row("last", Text("3"))
    }
    #expect(ids(section) == (flag ? ["first", "conditional", "last"] : ["first", "last"]))
  }

  @Test(arguments: [Optional("promo"), nil])
  func ifLet(_ promotion: String?) {
    let section = Section("s") {
      if let promotion { Row("promotion", Text(promotion)) }
      Row("price", Text("9"))
    }
    #expect(ids(section) == (promotion == nil ? ["price"] : ["promotion", "price"]))
  }

  @Test(arguments: [true, false])
  func ifElse(_ loaded: Bool) {
    let section = Section("s") {
      if loaded {
        Row("title", Text("T"))
        Row("price", Text("P"))
      } else {
        Row("placeholder", Text("…"))
      }
    }
    #expect(ids(section) == (loaded ? ["title", "price"] : ["placeholder"]))
  }

  @Test(arguments: [Mode.a, .b, .c])
  func switchStatement(_ mode: Mode) {
    let section = Section("s") {
      switch mode {
      case .a: Row("a", Text("A"))
      case .b:
        Row("b1", Text("B"))
        Row("b2", Text("B"))
      case .c: [Row]()
      }
    }
    let expected: [String] =
      switch mode {
      case .a: ["a"]
      case .b: ["b1", "b2"]
      case .c: []
      }
    #expect(ids(section) == expected)
  }

  @Test func forInLoop() {
    let section = Section("s") {
      Row("head", Text("H"))
      for index in 0..<3 { Row("item\(index)", Text("\(index)")) }
    }
    #expect(ids(section) == ["head", "item0", "item1", "item2"])
  }

  /// Every way statements combine (none, one, several; in sequence, in loop passes of any
  /// length, nested) against the same rows listed by hand, for random pass lengths.
  @Test func statementsAndLoopPassesOfAnyLengthKeepTheirOrder() {
    for seed: UInt64 in 1...50 {
      var random = SeededRandomNumberGenerator(seed: seed)
      let passes = (0..<Int.random(in: 0...6, using: &random)).map { _ in Int.random(in: 0...3, using: &random) }
      let extra = Int.random(in: 0...2, using: &random)
      let maybe: Row? = Bool.random(using: &random) ? Row("maybe", Text("?")) : nil
      let section = Section("s") {
        maybe
        for (pass, count) in passes.enumerated() {
          if count == 1 {
            Row("p\(pass)", Text(""))
          } else {
            for item in 0..<count { Row("p\(pass).\(item)", Text("")) }
          }
          for item in 0..<extra where pass == 0 { Row("x\(item)", Text("")) }
        }
        Row("a", Text(""))
        helperRows(extra)
        Row("b", Text(""))
        for outer in 0..<extra {
          for inner in 0..<2 { Row("n\(outer).\(inner)", Text("")) }
        }
      }
      var expected = maybe == nil ? [String]() : ["maybe"]
      for (pass, count) in passes.enumerated() {
        expected += count == 1 ? ["p\(pass)"] : (0..<count).map { "p\(pass).\($0)" }
        if pass == 0 { expected += (0..<extra).map { "x\($0)" } }
      }
      expected += ["a"] + (0..<extra).map { "h\($0)" } + ["b"]
      for outer in 0..<extra { expected += ["n\(outer).0", "n\(outer).1"] }
      #expect(ids(section) == expected, "seed \(seed)")
    }
  }

  /// Blocks of one row stay a row (a loop of them hands over its array as the rows); every
  /// place such a block can stand, beside blocks of several rows, keeps the rows in order.
  @Test(arguments: [true, false])
  func blocksOfOneRowInEveryPlace(_ flag: Bool) {
    let section = Section("s") {
      for index in 0..<3 { Row("loop\(index)", Text("")) }
      for index in 0..<4 where index % 2 == 0 {
        if index > 0 { Row("if\(index)", Text("")) }
      }
      if flag { Row("then", Text("")) } else { Row("else", Text("")) }
      if flag {
        Row("then-a", Text(""))
        Row("then-b", Text(""))
      } else {
        Row("else-a", Text(""))
      }
      switch flag {
      case true: Row("case-true", Text(""))
      case false: [Row("case-false-a", Text("")), Row("case-false-b", Text(""))]
      }
      if #available(macOS 10.15, iOS 13, *) { Row("available", Text("")) }
      helperRow(flag)
      Row("last", Text(""))
    }
    let expected =
      ["loop0", "loop1", "loop2", "if2"]
      + (flag ? ["then", "then-a", "then-b", "case-true"] : ["else", "else-a", "case-false-a", "case-false-b"])
      + ["available"] + (flag ? ["maybe"] : []) + ["last"]
    #expect(ids(section) == expected)
    #expect(ids(Section("one") { Row("only", Text("")) }) == ["only"])
    #expect(ids(Section("none") {}) == [])
    let single = ListSnapshot { Section("only") { Row("r", Text("")) } }
    #expect(single.sections.map { String(describing: $0.id.base) } == ["only"])
    #expect(single.rowCount == 1)
  }

  @Test func optionalsArraysAndHelpers() {
    let optionalRow: Row? = nil
    let section = Section("s") {
      optionalRow
      helperRow(true)
      helperRow(false)
      helperRows(2)
      [Row("x", Text("X"))]
    }
    #expect(ids(section) == ["maybe", "h0", "h1", "x"])
  }

  @Test func sectionsWithHelpersProduceSnapshot() {
    @ListBuilder<Section> func page(comments: [String]) -> ListSnapshot {
      Section("basics") { Row("title", Text("T")) }
      if !comments.isEmpty {
        Section("comments") {
          for (index, comment) in comments.prefix(4).enumerated() { Row("c\(index)", Text(comment)) }
          Row("all", Text("View all comments"))
        }
      } else {
        Section("comments") { Row("none", Text("No comments yet")) }
      }
    }
    let loaded = page(comments: ["1", "2", "3", "4", "5"])
    #expect(loaded.sections.map { String(describing: $0.id.base) } == ["basics", "comments"])
    #expect(ids(loaded.sections[1]) == ["c0", "c1", "c2", "c3", "all"])
    #expect(ids(page(comments: []).sections[1]) == ["none"])
  }

  @Test func builderCanReturnArrays() {
    @ListBuilder<Section> func sections(_ count: Int) -> [Section] {
      for index in 0..<count { Section("s\(index)") { Row("r\(index)", Text("")) } }
    }
    #expect(sections(3).count == 3)
    #expect(ListSnapshot { sections(2) }.rowCount == 2)
  }

  @Test func modifiersSetPolicyAndBehaviour() {
    let row = Row("images", Text("img")).height(.aspectRatio(120.0 / 320)).expandable().onSelect { _ in }
    #expect(row.heightPolicy == .aspectRatio(0.375))
    #expect(row.isExpandable)
    #expect(row.behaviors.hasSelectHandler)
    #expect(row.heightPolicy.resolvedHeight(forWidth: 320) == 120)
    #expect(HeightPolicy.automatic.resolvedHeight(forWidth: 320) == nil)
    let section = Section("s", header: "Title") { row }.collapsible(initiallyCollapsed: true)
    #expect(section.header?.title == "Title")
    #expect(section.collapsibility == .collapsible(initiallyCollapsed: true))
  }
}
