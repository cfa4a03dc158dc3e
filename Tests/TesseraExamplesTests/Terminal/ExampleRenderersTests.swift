import Testing
import TesseraExamples
import TesseraTerminal
import TesseraTesting

/// One value of every content type the example screens use, with long, CJK and empty texts.
private let samples: [AnyRowContent] = {
  let long = "In June 2016, iOS 10 was officially released, and Apple brought ten major updates to iOS 10."
  let chinese = "2016年6月,苹果系统iOS 10正式亮相,苹果为iOS 10带来了十大项更新。「正式版」将在秋季发布。"
  typealias P = ProductScreen
  typealias F = ProfileScreen
  typealias S = SettingsScreen
  let values: [any Equatable & Sendable] = [
    P.CycleImages(urls: []),
    P.CycleImages(urls: (1...12).map { "https://example.com/a/very/long/path/picture-\($0).jpg" }),
    P.MainTitle(nil), P.MainTitle(long), P.MainTitle("无线降噪耳机 Pro(第二代)"), P.SubTitle(chinese), P.SubTitle(""),
    P.Price(cents: nil), P.Price(cents: 999_999_99), P.Promotions([long, chinese, "满300减40"]), P.Promotions([]),
    P.SelectedSpecification(label: "已选", value: chinese), P.StoreInfo(name: "数码旗舰店", location: long),
    P.CommentSummary(title: "商品评价", count: 12_345), P.Comment(author: "王芳", text: chinese),
    P.Comment(author: String(repeating: "A", count: 130), text: long), P.Link("查看所有评论"), P.Notice(long),
    F.NameAndPicture(name: "Chen Jing 陈静", pictureURL: nil), F.NameAndPicture(name: "", pictureURL: long),
    F.About(chinese), F.Email(String(repeating: "x", count: 80) + "@example.dk"),
    F.Attribute(key: "Languages and dialects", value: chinese), F.Attribute(key: "", value: ""),
    F.Friend(name: long, pictureURL: nil), F.Message("Loading the profile…"),
    F.ErrorDetail(label: "Problem", value: long), F.ErrorDetail(label: "Position", value: "line 3, column 14"),
    S.Header(nil), S.Header("Preferences"), S.StaticRow(title: long, value: "tessera_2025"),
    S.Disclosure(title: "Nickname", value: "Tessera 小助手"), S.Disclosure(title: chinese, value: nil),
    S.SwitchRow(title: "Push notifications", detail: long, isOn: true), S.SwitchRow(title: chinese, isOn: false),
    MerchantScreen.MerchantSummary(
      city: "Shanghai 上海", sum: 123_456_789,
      details: [.init(category: "5812 Restaurants 餐饮", amount: 300), .init(category: chinese, amount: 1_000_000)]),
    MerchantScreen.MerchantSummary(city: "Chengdu 成都", sum: 0, details: []),
    StressScreen.Item(id: 99_999, revision: 0), StressScreen.Item(id: 100_123, revision: 7),
  ]
  return values.map { AnyRowContent($0) }
}()

@Suite("Example renderers")
@MainActor
struct ExampleRenderersTests {
  let renderers = TerminalRenderers.examples

  @Test("Every content type of the examples has a renderer")
  func everyTypeRegistered() {
    for content in samples {
      #expect(renderers.canRender(content), "\(content.typeName)")
    }
  }

  @Test("Lines never exceed the width, at any width, expanded or not; there is always a line")
  func linesFitTheWidth() {
    let seed: UInt64 = 2025
    var generator = SeededRandomNumberGenerator(seed: seed)
    var widths = Array(1...24) + [40, 80, 100, 200]
    widths += (0..<40).map { _ in Int.random(in: 1...160, using: &generator) }
    for width in widths {
      for content in samples {
        for isExpanded in [false, true] {
          let context = TerminalRenderContext(width: width, isExpanded: isExpanded)
          let lines = renderers.render(content, context: context) ?? []
          #expect(!lines.isEmpty, "\(content.typeName) at width \(width), seed \(seed)")
          for line in lines {
            #expect(line.width <= width, "\(content.typeName) at width \(width): \(line), seed \(seed)")
            #expect(line.width == DisplayWidth.of(line.plainText))
          }
        }
      }
    }
  }

  @Test("Merchant details appear only when the row is expanded, one line per detail")
  func merchantDetails() {
    let content = AnyRowContent(
      MerchantScreen.MerchantSummary(
        city: "Beijing 北京", sum: 750,
        details: [
          .init(category: "5411 Supermarkets 超市", amount: 500), .init(category: "5912 Pharmacies 药店", amount: 250),
        ]))
    let collapsed = renderers.render(content, context: TerminalRenderContext(width: 40)) ?? []
    let expanded = renderers.render(content, context: TerminalRenderContext(width: 40, isExpanded: true)) ?? []
    #expect(collapsed.map(\.plainText) == ["▸ Beijing 北京" + String(repeating: " ", count: 22) + "¥750"])
    let expected = [("▾ Beijing 北京", "¥750"), ("    5411 Supermarkets 超市", "500"), ("    5912 Pharmacies 药店", "250")]
    #expect(expanded.count == expected.count)
    for (line, (leading, trailing)) in zip(expanded, expected) {
      #expect(line.width == 40, "\(line)")
      #expect(line.plainText.hasPrefix(leading + " ") && line.plainText.hasSuffix(" " + trailing), "\(line)")
    }
  }

  @Test("The picture box is as tall as the row's aspect ratio makes it in a terminal")
  func pictureBoxHeight() {
    for width in [20, 40, 64, 100] {
      let lines =
        renderers.render(
          AnyRowContent(ProductScreen.CycleImages(urls: ["a/b.jpg"])), context: TerminalRenderContext(width: width))
        ?? []
      let expected = max(3, Int((Double(width) * ProductScreen.imagesAspectRatio * 0.5).rounded()))
      #expect(lines.count == expected, "width \(width)")
      #expect(lines.allSatisfy { $0.width == width }, "width \(width)")
    }
  }

  @Test("Styles: a bold title, a red price, plain text when styles are off")
  func styles() {
    let price =
      renderers.render(AnyRowContent(ProductScreen.Price(cents: 1_880_22)), context: TerminalRenderContext(width: 40))
      ?? []
    #expect(price.first?.spans.first?.style == TextStyle(foreground: .red, attributes: .bold))
    #expect(price.first?.rendered(mode: .plain) == "¥1880.22")
    let title =
      renderers.render(AnyRowContent(ProductScreen.MainTitle("商品名称")), context: TerminalRenderContext(width: 40)) ?? []
    #expect(title.first?.spans.first?.style.attributes.contains(.bold) == true)
  }
}
