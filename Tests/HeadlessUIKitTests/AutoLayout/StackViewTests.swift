import Foundation
import HeadlessUIKit
import Testing

/// `UIStackView`'s API and the behaviour its class reference documents.
@MainActor
@Suite("UIStackView")
struct StackViewTests {
  private func labels(_ texts: [String]) -> [UILabel] {
    texts.map { text in
      let label = UILabel()
      label.text = text
      return label
    }
  }

  @Test("arranged subviews: adding, inserting, removing, and leaving the superview")
  func arrangedSubviews() {
    let views = labels(["a", "b", "c"])
    let stack = UIStackView(arrangedSubviews: views)
    #expect(stack.arrangedSubviews == views && stack.subviews == views)
    #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints }, "arranged views stop translating")
    #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
    stack.insertArrangedSubview(views[2], at: 0)
    #expect(stack.arrangedSubviews == [views[2], views[0], views[1]])
    #expect(stack.subviews == views, "the subview order does not change")
    stack.removeArrangedSubview(views[0])
    #expect(stack.arrangedSubviews == [views[2], views[1]] && views[0].superview === stack, "still a subview")
    views[1].removeFromSuperview()
    #expect(stack.arrangedSubviews == [views[2]], "leaving the stack ends the arrangement")
    let outsider = UILabel()
    stack.addArrangedSubview(outsider)
    #expect(outsider.superview === stack && stack.arrangedSubviews.last === outsider)
    #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
  }

  @Test("custom spacing after a view, the default and the system spacing")
  func customSpacing() {
    let views = labels(["one", "two", "three"])
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = 4
    #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(20, after: views[0])
    stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
    stack.setCustomSpacing(99, after: UILabel())
    #expect(stack.customSpacing(after: views[0]) == 20)
    let height = views[0].intrinsicContentSize.height
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 3 * height + 28)
    stack.layoutIfNeeded()
    #expect(views[1].frame.minY == height + 20)
    #expect(views[2].frame.minY == 2 * height + 28, "the system spacing is 8")
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
    #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
    stack.layoutIfNeeded()
    #expect(views[1].frame.minY == height + 4)
  }

  @Test("hiding an arranged view collapses it and its spacing; showing it makes room again")
  func hiddenViewsCollapse() {
    let views = labels(["one", "two", "three"])
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = 10
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: container.topAnchor),
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
    ])
    let line = views[0].intrinsicContentSize.height
    func fittedHeight() -> CGFloat { stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height }
    #expect(fittedHeight() == 3 * line + 20)
    views[1].isHidden = true
    #expect(fittedHeight() == 2 * line + 10)
    container.frame.size.height = 2 * line + 10
    container.layoutIfNeeded()
    #expect(views[2].frame.minY == line + 10 && views[1].frame.height == 0)
    views[1].isHidden = false
    container.layoutIfNeeded()
    #expect(views[1].frame.height == line && views[2].frame.minY == 2 * line + 20, "the layout pass follows isHidden")
  }

  @Test("layout margins relative arrangement insets the views by the stack's margins")
  func marginsRelative() {
    let views = labels(["a", "b"])
    let stack = UIStackView(arrangedSubviews: views)
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 4, trailing: 10)
    let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    let first = views[0].intrinsicContentSize
    let second = views[1].intrinsicContentSize
    #expect(size == CGSize(width: 16 + first.width + second.width, height: 6 + max(first.height, second.height)))
    stack.frame = CGRect(origin: .zero, size: size)
    stack.layoutIfNeeded()
    #expect(views[0].frame.origin == CGPoint(x: 6, y: 2) && views[1].frame.minX == 6 + first.width)
  }

  @Test("a row's baseline is its tallest view's; a column's its first and last views'")
  func baselineViews() {
    let small = UILabel()
    small.font = UIFont.systemFont(ofSize: 11)
    small.text = "small"
    let big = UILabel()
    big.font = UIFont.systemFont(ofSize: 30)
    big.text = "big"
    let row = UIStackView(arrangedSubviews: [small, big])
    #expect(row.forFirstBaselineLayout === big && row.forLastBaselineLayout === big)
    let first = UILabel()
    first.text = "first"
    let column = UIStackView(arrangedSubviews: [first, row])
    column.axis = .vertical
    #expect(column.forFirstBaselineLayout === first)
    #expect(column.forLastBaselineLayout === big, "a nested stack answers its own baseline view")
    let empty = UIStackView()
    #expect(empty.forFirstBaselineLayout === empty)
  }
}
