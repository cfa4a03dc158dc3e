import Foundation
import HeadlessUIKit
import Testing
import TesseraTesting

/// Labels measure text with deterministic metrics: a column is half the point size (wide
/// characters and emoji take two), a line is the font's line height, and text wraps as UIKit
/// wraps it (see the TextMeasurement article).
@MainActor
@Suite struct TextMeasurementTests {
  /// A 20-point label (10 points a column, 24-point lines) of `text`.
  private func label(_ text: String, lines: Int = 0, mode: NSLineBreakMode = .byWordWrapping) -> UILabel {
    let label = UILabel()
    label.font = .systemFont(ofSize: 20)
    label.text = text
    label.numberOfLines = lines
    label.lineBreakMode = mode
    return label
  }

  /// The lines `label` shows at `width`.
  private func lines(of label: UILabel, width: CGFloat) -> [String] {
    label.frame = CGRect(x: 0, y: 0, width: width, height: 10_000)
    return label.displayedLines
  }

  @Test func wordsWrapAtTheWidthAndSpacesHangPastTheLineEnd() {
    let label = label("The quick brown fox jumps")
    // Without a width limit the text is one line.
    #expect(label.sizeThatFits(.zero) == CGSize(width: 250, height: 24))
    #expect(label.intrinsicContentSize == CGSize(width: 250, height: 24))
    // 12 columns fit in 120 points: "The quick " is 10 with its space, "brown" would make 15.
    #expect(lines(of: label, width: 120) == ["The quick", "brown fox", "jumps"])
    #expect(label.sizeThatFits(CGSize(width: 120, height: 0)) == CGSize(width: 90, height: 72))
  }

  @Test func aWordLongerThanTheLineBreaksBetweenCharacters() {
    let label = label("tiny supercalifragilistic")
    #expect(lines(of: label, width: 100) == ["tiny", "supercalif", "ragilistic"])
  }

  @Test func charWrappingBreaksAnywhere() {
    let label = label("The quick brown", mode: .byCharWrapping)
    #expect(lines(of: label, width: 60) == ["The qu", "ick br", "own"])
  }

  @Test func eastAsianCharactersAndEmojiTakeTwoColumnsAndWrapBetweenCharacters() {
    let chinese = label("暂无评论，请稍后再试")
    #expect(chinese.sizeThatFits(.zero) == CGSize(width: 200, height: 24))
    // Four characters per 80 points; the comma may not start a line, so it stays with 论.
    #expect(lines(of: chinese, width: 100) == ["暂无评论，", "请稍后再试"])
    let emoji = label("👍🏽 ok")
    #expect(emoji.sizeThatFits(.zero).width == 50)
  }

  @Test func explicitLineBreaksStartNewLinesAndEmptyLinesKeepTheirHeight() {
    let label = label("one\n\nthree\n")
    #expect(lines(of: label, width: 500) == ["one", "", "three", ""])
    #expect(label.sizeThatFits(CGSize(width: 500, height: 0)).height == 96)
  }

  @Test func theLineLimitTruncatesTheLastLineAsTheModeSays() {
    let text = "The quick brown fox jumps over the lazy dog"
    #expect(lines(of: label(text, lines: 2, mode: .byTruncatingTail), width: 120) == ["The quick", "brown fox j…"])
    #expect(lines(of: label(text, lines: 2, mode: .byTruncatingHead), width: 120) == ["The quick", "…he lazy dog"])
    #expect(lines(of: label(text, lines: 2, mode: .byTruncatingMiddle), width: 120) == ["The quick", "brown…y dog"])
    // The modes that wrap end the last line at its break; clipping cuts it at the edge.
    #expect(lines(of: label(text, lines: 2, mode: .byWordWrapping), width: 120) == ["The quick", "brown fox"])
    #expect(lines(of: label(text, lines: 2, mode: .byClipping), width: 120) == ["The quick", "brown fox ju"])
    // A one-line label (UIKit's default) truncates its tail.
    let single = UILabel()
    single.font = .systemFont(ofSize: 20)
    single.text = text
    #expect(lines(of: single, width: 120) == ["The quick b…"])
    #expect(single.sizeThatFits(CGSize(width: 120, height: 0)) == CGSize(width: 120, height: 24))
  }

  @Test func aShortLabelShowsOnlyTheLinesThatFitItsHeight() {
    let label = label("The quick brown fox jumps", mode: .byTruncatingTail)
    label.frame = CGRect(x: 0, y: 0, width: 120, height: 50)
    #expect(label.displayedLines == ["The quick", "brown fox j…"])
    #expect(label.isTruncated)
  }

  @Test func intrinsicSizeWrapsAtThePreferredWidthElseAtTheLabelsWidth() {
    let label = label("The quick brown fox jumps")
    #expect(label.intrinsicContentSize.height == 24)
    label.frame = CGRect(x: 0, y: 0, width: 120, height: 0)
    #expect(label.intrinsicContentSize == CGSize(width: 90, height: 72))
    label.preferredMaxLayoutWidth = 160
    #expect(label.intrinsicContentSize == CGSize(width: 150, height: 48))
    // A one-line label does not wrap at its width.
    label.preferredMaxLayoutWidth = 0
    label.numberOfLines = 1
    #expect(label.intrinsicContentSize == CGSize(width: 250, height: 24))
  }

  @Test func attributedRunsMeasureInTheirOwnFonts() {
    let text = NSMutableAttributedString(string: "big ", attributes: [.font: UIFont.systemFont(ofSize: 40)])
    text.append(NSAttributedString(string: "small"))
    let label = label("")
    label.attributedText = text
    // "big " in 40 points (20 a column), "small" in the label's 20 points; the line is as tall as
    // the tallest font's line.
    #expect(label.sizeThatFits(.zero) == CGSize(width: 130, height: 48))
    #expect(label.text == "big small")
  }

  @Test func plainAndAttributedTextReplaceEachOtherAndTheFontAppliesToBoth() {
    let label = UILabel()
    label.attributedText = NSAttributedString(string: "styled", attributes: [.foregroundColor: UIColor.red])
    label.font = .systemFont(ofSize: 10)
    let font = label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    #expect(font?.pointSize == 10)
    label.text = "plain"
    #expect(label.attributedText?.string == "plain")
    #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .label)
    label.text = nil
    #expect(label.attributedText == nil && label.sizeThatFits(.zero) == .zero)
  }

  @Test func aTextViewThatDoesNotScrollIsAsTallAsItsText() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 130, height: 0))
    view.font = .systemFont(ofSize: 20)
    view.isScrollEnabled = false
    view.text = "The quick brown fox"
    // 130 points less 5 of padding on either side: 12 columns a line, two lines of 24 points,
    // and the inset of 8 points above and below.
    #expect(view.sizeThatFits(CGSize(width: 130, height: 0)) == CGSize(width: 130, height: 64))
    #expect(view.intrinsicContentSize == CGSize(width: 130, height: 64))
    view.text = ""
    #expect(view.intrinsicContentSize.height == 40, "an empty text view keeps the caret's line")
    view.isScrollEnabled = true
    #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }

  @Test func aTextViewAdjustingItsFontGrowsWithTheTextSize() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
    view.isScrollEnabled = false
    view.font = .preferredFont(forTextStyle: .body)
    view.adjustsFontForContentSizeCategory = true
    view.text = "Notes"
    window.addSubview(view)
    // 17-point body text: a line of 21 points, and 8 points of inset above and below.
    #expect(view.intrinsicContentSize.height == 37)
    window.simulateContentSizeCategory(.accessibilityExtraExtraExtraLarge)
    // 53-point body text: a line of 64 points.
    #expect(view.font?.pointSize == 53)
    #expect(view.intrinsicContentSize.height == 80)
  }

  @Test func aLabelIsAnAccessibilityElementReadAsItsTextAndTakesNoTouches() {
    let label = UILabel()
    label.text = "Price"
    #expect(label.isAccessibilityElement && label.accessibilityLabel == "Price")
    #expect(label.accessibilityTraits == .staticText)
    label.accessibilityLabel = "Total price"
    #expect(label.accessibilityLabel == "Total price")
    #expect(!label.isUserInteractionEnabled)
  }

  /// Random texts at random widths: no line is wider than the width (unless one character is),
  /// no character is lost or reordered, and the height is a line height per line.
  @Test func randomTextsWrapWithinTheWidthAndKeepEveryCharacter() {
    let seed: UInt64 = 0x5EED_7E47
    var random = SeededRandomNumberGenerator(seed: seed)
    let words = ["a", "to", "cell", "wraps", "everything", "暂无", "评论", "👍", "supercalifragilistic", "—", "(x)"]
    for round in 0..<300 {
      let count = Int.random(in: 1...12, using: &random)
      let text = (0..<count).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
      let width = CGFloat(Int.random(in: 1...30, using: &random)) * 10
      let label = label(text)
      let shown = lines(of: label, width: width)
      let size = label.sizeThatFits(CGSize(width: width, height: 0))
      let context = "seed \(seed) round \(round): \(text.debugDescription) at \(width)"
      #expect(shown.joined().filter { $0 != " " } == text.filter { $0 != " " }, "\(context): \(shown)")
      #expect(size.height == CGFloat(shown.count) * 24, "\(context)")
      #expect(size.width <= width || shown.contains { $0.count == 1 }, "\(context): \(shown)")
    }
  }
}
