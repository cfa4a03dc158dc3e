import SnapshotTesting
import Testing
import TesseraExamples
import TesseraTerminal

/// The product page of seed 001 (Chinese labels and texts) laid out at widths 40 and 100,
/// recorded under `__Snapshots__`: the long comment wraps between CJK characters, never past
/// the width, and never before closing punctuation.
@Suite("Product page in Chinese")
@MainActor
struct ProductDocumentTests {
  static let product = Product(
    imageURLs: ["https://images.example.com/products/1.jpg", "https://images.example.com/products/2.jpg"],
    name: "商品名称", subtitle: "节日促销,快来买啊", priceInCents: 199_00,
    promotions: ["促销信息1", "促销信息2", "促销信息3"], specification: "银色,13.3英寸",
    store: Product.Store(name: "数码旗舰店", location: "杭州"),
    comments: [
      .init(id: 4, author: "小明", text: "评论内容1"),
      .init(
        id: 6, author: "王芳",
        text: "2016年6月,苹果系统iOS 10正式亮相,苹果为iOS 10带来了十大项更新。2016年6月13日,苹果开发者大会WWDC在"
          + "旧金山召开,会议宣布iOS 10的测试版在2016年夏天推出,正式版将在秋季发布。2016年9月7日,苹果发布iOS 10。"
          + "iOS10正式版于9月13日(北京时间9月14日凌晨一点)全面推送。"),
    ])

  @Test("The loaded page in Chinese at widths 40 and 100", arguments: [40, 100])
  func chinesePage(width: Int) async {
    let screen = ProductScreen(product: .loaded(Self.product), language: .chinese)
    let lines = await ListDocument.lines(of: screen.snapshot(send: { _ in }), width: width)
    for line in lines {
      #expect(line.width <= width, "\(line)")
      let text = line.plainText.trimmingCharacters(in: .whitespaces)
      #expect(!(text.first.map { "。,)」".contains($0) } ?? false), "a line starts with closing punctuation: \(text)")
    }
    assertSnapshot(of: ListDocument.text(lines, mode: .plain), as: .lines, named: "\(width)", testName: "chinese")
  }

  @Test("Styled text carries SGR sequences and ends every line in the default style")
  func styledText() async {
    let screen = ProductScreen(product: .loaded(Self.product), language: .chinese)
    let lines = await ListDocument.lines(of: screen.snapshot(send: { _ in }), width: 40)
    let text = ListDocument.text(lines, mode: .color)
    #expect(text.contains("\u{1B}[0;1;31m¥199.00\u{1B}[0m"))
    // The last escape sequence of every styled line is a reset.
    for line in text.split(separator: "\n") {
      guard let last = line.ranges(of: "\u{1B}[").last else { continue }
      #expect(line[last.lowerBound...].hasPrefix("\u{1B}[0m"), "\(line)")
    }
  }

  /// `ListDocument.write` hands its text over in pieces as the rows are rendered; the pieces
  /// together are the text of the whole document, whatever the mode, for a list long enough to
  /// take several pieces.
  @Test("Writing a document piece by piece gives the text of its lines", arguments: [StyleMode.plain, .color])
  func writtenInPieces(mode: StyleMode) async {
    struct Pieces: TextOutputStream {
      var pieces: [String] = []
      mutating func write(_ string: String) { pieces.append(string) }
    }
    let snapshot = StressScreen(rows: 10_000).snapshot()
    var output = Pieces()
    await ListDocument.write(snapshot, width: 60, mode: mode, to: &output)
    let whole = ListDocument.text(await ListDocument.lines(of: snapshot, width: 60), mode: mode)
    #expect(output.pieces.count > 2, "the text came in \(output.pieces.count) pieces")
    #expect(output.pieces.joined() == whole)
  }
}
