import Foundation
import HeadlessUIKit
import Testing

/// Intrinsic content sizes with hugging and compression resistance, and
/// `systemLayoutSizeFitting`, as UIView.h documents them.
@MainActor
@Suite("Auto Layout: intrinsic sizes and fitting")
struct IntrinsicSizeTests {
  /// A view whose intrinsic size the test sets; it tells UIKit when it changes, as it must.
  final class Content: UIView {
    var size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) {
      didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: CGSize { size }
  }

  /// A label whose height is its "text" wrapped at its width: `length` points of text, 10 points
  /// per line, the width known only once laid out. It measures by overriding the text rectangle,
  /// which both its fitting and its intrinsic size end in.
  final class Wrapping: UILabel {
    var length: CGFloat = 300
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
      let width = bounds.width > 0 ? min(bounds.width, length) : length
      return CGRect(x: 0, y: 0, width: width, height: (length / width).rounded(.up) * 10)
    }
  }

  /// A label that pads its text, as apps write one: its intrinsic size is its text's and the
  /// padding.
  final class Padded: UILabel {
    override var intrinsicContentSize: CGSize {
      let size = super.intrinsicContentSize
      return CGSize(width: size.width + 20, height: size.height + 10)
    }
  }

  private func row(_ views: [UIView], width: CGFloat) -> UIView {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 40))
    var previous: NSLayoutXAxisAnchor = container.leadingAnchor
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: previous), view.topAnchor.constraint(equalTo: container.topAnchor),
      ])
      previous = view.trailingAnchor
    }
    container.trailingAnchor.constraint(equalTo: previous).isActive = true
    return container
  }

  @Test("the view with the lower hugging priority stretches; the lower compression resistance shrinks")
  func huggingAndCompression() {
    let first = Content()
    first.size = CGSize(width: 100, height: 20)
    let second = Content()
    second.size = CGSize(width: 50, height: 20)
    let container = row([first, second], width: 300)
    first.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    #expect(first.contentHuggingPriority(for: .horizontal).rawValue == 251)
    #expect(second.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(second.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    container.layoutIfNeeded()
    #expect(first.frame.width == 100 && second.frame.width == 200, "250 hugs less than 251: the second stretches")
    #expect(first.frame.height == 20, "the height hugs its content")
    first.setContentHuggingPriority(.defaultLow, for: .horizontal)
    second.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    container.layoutIfNeeded()
    #expect(first.frame.width == 250 && second.frame.width == 50)
    container.frame.size.width = 120
    first.setContentCompressionResistancePriority(UILayoutPriority(760), for: .horizontal)
    container.layoutIfNeeded()
    #expect(first.frame.width == 100 && second.frame.width == 20, "750 gives way to 760")
    second.setContentCompressionResistancePriority(.required, for: .horizontal)
    container.layoutIfNeeded()
    #expect(first.frame.width == 70 && second.frame.width == 50)
  }

  @Test("a new intrinsic size counts once invalidateIntrinsicContentSize says so, as UIKit documents")
  func invalidation() {
    final class Quiet: UIView {
      var width: CGFloat = 30
      override var intrinsicContentSize: CGSize { CGSize(width: width, height: 10) }
    }
    let quiet = Quiet()
    let container = row([quiet], width: 300)
    container.trailingAnchor.constraint(equalTo: quiet.trailingAnchor).isActive = false
    NSLayoutConstraint.deactivate(container.constraints.filter { $0.secondAttribute == .trailing })
    container.layoutIfNeeded()
    #expect(quiet.frame.width == 30)
    quiet.width = 60
    container.setNeedsLayout()
    container.layoutIfNeeded()
    #expect(quiet.frame.width == 30, "UIKit won't notice without invalidateIntrinsicContentSize()")
    quiet.invalidateIntrinsicContentSize()
    container.layoutIfNeeded()
    #expect(quiet.frame.width == 60)
  }

  @Test("systemLayoutSizeFitting: compressed, expanded, and a required width with a fitting height")
  func fitting() {
    let card = UIView()
    let content = Content()
    content.size = CGSize(width: 120, height: 30)
    content.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(content)
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(lessThanOrEqualTo: card.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
    ])
    #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 136, height: 46))
    let expanded = card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
    #expect(expanded.height == 46, "the content's height is held at 750; the target's at 50")
    #expect(expanded.width == UIView.layoutFittingExpandedSize.width, "the trailing side is free: the target wins")
    let cellLike = card.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(cellLike == CGSize(width: 320, height: 46))
    content.size.height = 70
    #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 86, "measured again")
  }

  @Test("a view without constraints is measured by sizeThatFits, as before Auto Layout")
  func withoutConstraints() {
    final class Measured: UIView {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 77) }
    }
    let view = Measured()
    #expect(
      view.systemLayoutSizeFitting(
        CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 200, height: 77))
    let label = UILabel()
    label.text = "one\ntwo"
    label.numberOfLines = 0
    #expect(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == label.intrinsicContentSize)
  }

  @Test("text is measured again at the width layout gives it: a narrow column makes wrapping text taller")
  func widthDependentText() {
    let text = Wrapping()
    text.numberOfLines = 0
    let container = UIView()
    text.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(text)
    NSLayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      text.topAnchor.constraint(equalTo: container.topAnchor),
      text.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
    func height(at width: CGFloat) -> CGFloat {
      container.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
    }
    #expect(height(at: 400) == 10, "300 points of text fit one line")
    #expect(height(at: 100) == 30, "three lines at 100")
    #expect(height(at: 70) == 50, "five lines at 70")
    text.length = 600
    text.invalidateIntrinsicContentSize()
    #expect(height(at: 100) == 60)
    container.frame = CGRect(x: 0, y: 0, width: 150, height: 40)
    container.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 0, y: 0, width: 150, height: 40), "laid out in the bounds it is given")
  }

  @Test("wrapping text widens again when layout gives it more room; a subclass's intrinsic size is what is measured")
  func wrappingTextFollowsItsRoom() {
    let label = Padded()
    label.numberOfLines = 0
    label.font = .systemFont(ofSize: 20)
    label.text = String(repeating: "word ", count: 20).trimmingCharacters(in: .whitespaces)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 600))
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      label.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
      label.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    // 120 points less the padding: 10 columns of 10 points, two words a line, ten lines of 24.
    #expect(label.frame.size == CGSize(width: 110, height: 250))
    container.frame.size.width = 420
    container.layoutIfNeeded()
    // Wrapped at 420 points: 42 columns, eight words a line (39 columns, 390 points, and the
    // padding), three lines.
    #expect(label.frame.size == CGSize(width: 410, height: 82))
    container.frame.size.width = 120
    container.layoutIfNeeded()
    #expect(label.frame.size == CGSize(width: 110, height: 250), "and narrows again")
  }
}
