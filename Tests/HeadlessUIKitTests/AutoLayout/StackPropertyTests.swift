import Foundation
import HeadlessUIKit
import Testing
import TesseraTesting

/// Random stack views of labels, measured and laid out through the engine, against sizes worked
/// out by hand from UIKit's documented rules: the labels' own measurements, the spacing, the
/// distribution along the axis and the alignment across it. Every frame must be within 0.5
/// points of the expected one.
@MainActor
@Suite("Stack views of labels: random arrangements against the documented rules")
struct StackPropertyTests {
  static let tolerance: CGFloat = 0.5

  @Test("fitted height and every label's frame", arguments: [NSLayoutConstraint.Axis.vertical, .horizontal])
  func stacks(axis: NSLayoutConstraint.Axis) {
    var checked = 0
    for seed in UInt64(1)...250 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      let sample = StackSample.random(axis: axis, using: &rng)
      guard sample.expected != nil else { continue }
      guard sample.check(seed: seed) else { return }
      checked += 1
    }
    // Rows whose labels do not fit are skipped; most fit.
    #expect(checked >= 200, "only \(checked) of 250 stacks could be checked")
  }
}

/// One random stack in a container of a random width, and what its layout must be.
@MainActor
struct StackSample {
  let container: UIView
  let stack: UIStackView
  let labels: [UILabel]
  let width: CGFloat
  let margins: UIEdgeInsets
  /// The expected frame of each visible label in the stack, and the stack's height; `nil` when
  /// the arrangement does not fit the width (the case is skipped).
  let expected: (frames: [CGRect?], height: CGFloat)?
  let summary: String

  static func random(axis: NSLayoutConstraint.Axis, using rng: inout SeededRandomNumberGenerator) -> StackSample {
    let count = Int.random(in: 1...6, using: &rng)
    let labels = (0..<count).map { _ in
      let label = UILabel()
      let lines = axis == .vertical ? Int.random(in: 1...3, using: &rng) : 1
      label.numberOfLines = lines == 1 ? 1 : 0
      label.font = UIFont.systemFont(ofSize: CGFloat([11, 13, 15, 17, 20, 24].randomElement(using: &rng)!))
      label.text = (0..<lines).map { _ in
        String(repeating: "x", count: Int.random(in: 1...(axis == .vertical ? 30 : 8), using: &rng))
      }
      .joined(separator: "\n")
      return label
    }
    if count > 1 {
      for label in labels where Int.random(in: 0..<5, using: &rng) == 0 { label.isHidden = true }
      if labels.allSatisfy(\.isHidden) { labels[0].isHidden = false }
    }
    let stack = UIStackView(arrangedSubviews: labels)
    stack.axis = axis
    stack.spacing = [0, 4, 8, 12, UIStackView.spacingUseSystem].randomElement(using: &rng)!
    stack.distribution = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
      .randomElement(using: &rng)!
    stack.alignment =
      axis == .vertical
      ? [.fill, .leading, .center, .trailing].randomElement(using: &rng)!
      : [.fill, .top, .center, .bottom, .firstBaseline, .lastBaseline].randomElement(using: &rng)!
    if Bool.random(using: &rng), let label = labels.first(where: { !$0.isHidden }) {
      stack.setCustomSpacing(CGFloat(Int.random(in: 0...20, using: &rng)), after: label)
    }
    let margins = Bool.random(using: &rng)
    if margins {
      stack.isLayoutMarginsRelativeArrangement = true
      stack.layoutMargins = UIEdgeInsets(top: 3, left: 5, bottom: 7, right: 9)
    }
    let width = CGFloat(Int.random(in: 200...400, using: &rng))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 10))
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      stack.topAnchor.constraint(equalTo: container.topAnchor),
      stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
    let insets = margins ? UIEdgeInsets(top: 3, left: 5, bottom: 7, right: 9) : .zero
    let summary =
      "axis \(axis), \(stack.distribution), \(stack.alignment), spacing \(stack.spacing), width \(width), "
      + "margins \(margins), labels \(labels.map { ($0.text!.count, $0.font.pointSize, $0.isHidden) })"
    return StackSample(
      container: container, stack: stack, labels: labels, width: width, margins: insets,
      expected: StackOracle(stack: stack, labels: labels, width: width - insets.left - insets.right).layout(),
      summary: summary)
  }

  /// Fits the container, lays it out, and compares; records an issue naming the seed.
  func check(seed: UInt64) -> Bool {
    guard let expected else { return true }
    let fitted = container.systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    let height = expected.height + margins.top + margins.bottom
    guard abs(fitted.height - height) <= StackPropertyTests.tolerance, fitted.width == width else {
      Issue.record("seed \(seed): fitted \(fitted), expected height \(height); \(summary)")
      return false
    }
    container.frame = CGRect(x: 0, y: 0, width: width, height: fitted.height)
    container.layoutIfNeeded()
    guard stack.frame.size.width == width, abs(stack.frame.height - height) <= StackPropertyTests.tolerance else {
      Issue.record("seed \(seed): stack frame \(stack.frame); \(summary)")
      return false
    }
    for (index, label) in labels.enumerated() {
      guard let frame = expected.frames[index] else {
        let length = stack.axis == .horizontal ? label.frame.width : label.frame.height
        guard abs(length) <= StackPropertyTests.tolerance else {
          Issue.record("seed \(seed): hidden label \(index) takes \(label.frame); \(summary)")
          return false
        }
        continue
      }
      let wanted = frame.offsetBy(dx: margins.left, dy: margins.top)
      let close =
        abs(label.frame.minX - wanted.minX) <= StackPropertyTests.tolerance
        && abs(label.frame.minY - wanted.minY) <= StackPropertyTests.tolerance
        && abs(label.frame.width - wanted.width) <= StackPropertyTests.tolerance
        && abs(label.frame.height - wanted.height) <= StackPropertyTests.tolerance
      guard close else {
        Issue.record("seed \(seed): label \(index) at \(label.frame), expected \(wanted); \(summary)")
        return false
      }
    }
    return true
  }
}

/// The expected layout, from UIKit's documented stack view rules and each label's own
/// measurement (`sizeThatFits(_:)` at the width it gets).
@MainActor
struct StackOracle {
  let stack: UIStackView
  let labels: [UILabel]
  /// The width inside the stack's margins.
  let width: CGFloat

  private var visible: [Int] { labels.indices.filter { !labels[$0].isHidden } }

  private func natural(_ index: Int) -> CGSize { labels[index].intrinsicContentSize }

  private func height(_ index: Int, atWidth width: CGFloat) -> CGFloat {
    guard labels[index].numberOfLines != 1 else { return natural(index).height }
    return labels[index].sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
  }

  /// The space after the visible label at position `position` of `visible`.
  private func space(after index: Int) -> CGFloat {
    let custom = stack.customSpacing(after: labels[index])
    let space = custom == UIStackView.spacingUseDefault ? stack.spacing : custom
    return space == UIStackView.spacingUseSystem ? 8 : space
  }

  func layout() -> (frames: [CGRect?], height: CGFloat)? {
    stack.axis == .vertical ? column() : row()
  }

  // MARK: Columns

  private func column() -> (frames: [CGRect?], height: CGFloat)? {
    let shown = visible
    // Across the axis: filled to the width, or at the natural width; text wider than the stack
    // wraps and takes the width of its widest line there.
    let widths = shown.map { index -> CGFloat in
      guard stack.alignment != .fill else { return width }
      guard natural(index).width > width else { return natural(index).width }
      guard labels[index].numberOfLines != 1 else { return width }
      return labels[index].sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).width
    }
    let heights = zip(shown, widths).map { height($0, atWidth: $1) }
    // Proportions are taken from the heights before wrapping (see the Auto Layout article): the
    // case is skipped when wrapping changed one.
    if stack.distribution == .fillProportionally, zip(shown, heights).contains(where: { natural($0).height != $1 }) {
      return nil
    }
    let spaces = shown.dropLast().map { space(after: $0) }
    var lengths = heights
    var gaps = spaces
    switch stack.distribution {
    case .fill, .fillProportionally:
      break  // fitted to the smallest height: every label at its height, gaps at the spacing
    case .equalSpacing:
      // Equal gaps, none below its spacing: all at the largest spacing.
      let gap = spaces.max() ?? 0
      gaps = spaces.map { _ in gap }
    case .fillEqually:
      let tallest = heights.max() ?? 0
      lengths = heights.map { _ in tallest }
    case .equalCentering:
      // Centres equally apart, no gap below its spacing, as short as that allows.
      guard shown.count > 1 else { break }
      var step: CGFloat = 0
      for position in 0..<(shown.count - 1) {
        let needed: CGFloat = heights[position] / 2 + spaces[position] + heights[position + 1] / 2
        step = max(step, needed)
      }
      gaps = (0..<(shown.count - 1)).map { position -> CGFloat in
        let halves: CGFloat = heights[position] / 2 + heights[position + 1] / 2
        return step - halves
      }
    }
    var frames = [CGRect?](repeating: nil, count: labels.count)
    var y: CGFloat = 0
    for (position, index) in shown.enumerated() {
      let x: CGFloat =
        switch stack.alignment {
        case .center: (width - widths[position]) / 2
        case .trailing: width - widths[position]
        default: 0
        }
      frames[index] = CGRect(x: x, y: y, width: widths[position], height: lengths[position])
      y += lengths[position] + (position < gaps.count ? gaps[position] : 0)
    }
    return (frames, y)
  }

  // MARK: Rows

  private func row() -> (frames: [CGRect?], height: CGFloat)? {
    let shown = visible
    let spaces = shown.dropLast().map { space(after: $0) }
    let naturals = shown.map { natural($0).width }
    let spacing = spaces.reduce(0, +)
    let room = width - spacing
    var widths = naturals
    var gaps = spaces
    switch stack.distribution {
    case .fill:
      // The last view takes what is left (equal hugging: the arrangement order decides).
      guard naturals.reduce(0, +) <= room else { return nil }
      widths[widths.count - 1] += room - naturals.reduce(0, +)
    case .fillEqually:
      widths = shown.map { _ in room / CGFloat(shown.count) }
    case .fillProportionally:
      let total = naturals.reduce(0, +)
      widths = naturals.map { room * $0 / total }
    case .equalSpacing:
      guard shown.count > 1 else {
        guard naturals[0] <= width else { return nil }
        widths[0] = naturals[0] + (width - naturals[0])  // one view fills the stack
        break
      }
      let gap = (width - naturals.reduce(0, +)) / CGFloat(shown.count - 1)
      guard spaces.allSatisfy({ gap >= $0 }) else { return nil }
      gaps = spaces.map { _ in gap }
    case .equalCentering:
      guard shown.count > 1 else {
        guard naturals[0] <= width else { return nil }
        widths[0] = width
        break
      }
      let first = naturals[0] / 2
      let last = width - naturals[naturals.count - 1] / 2
      let step = (last - first) / CGFloat(shown.count - 1)
      gaps = (0..<(shown.count - 1)).map { position -> CGFloat in
        let halves: CGFloat = naturals[position] / 2 + naturals[position + 1] / 2
        return step - halves
      }
      guard zip(gaps, spaces).allSatisfy({ $0 >= $1 }) else { return nil }
    }
    let heights = zip(shown, widths).map { height($0, atWidth: $1) }
    // Across the axis.
    var tops = heights.map { _ in CGFloat(0) }
    var lengths = heights
    var rowHeight = heights.max() ?? 0
    switch stack.alignment {
    case .fill:
      lengths = heights.map { _ in rowHeight }
    case .center:
      tops = heights.map { (rowHeight - $0) / 2 }
    case .trailing:
      tops = heights.map { rowHeight - $0 }
    case .firstBaseline:
      // Baselines 80% of a line below the top (the headless font metrics).
      let ascents = shown.map { labels[$0].font.lineHeight * 0.8 }
      let baseline = ascents.max() ?? 0
      tops = ascents.map { baseline - $0 }
      rowHeight = zip(tops, heights).map { $0 + $1 }.max() ?? 0
    case .lastBaseline:
      let aboveBaselines = zip(shown, heights).map { $1 - labels[$0].font.lineHeight * 0.2 }
      let baseline = aboveBaselines.max() ?? 0
      tops = aboveBaselines.map { baseline - $0 }
      rowHeight = zip(tops, heights).map { $0 + $1 }.max() ?? 0
    default:
      break
    }
    var frames = [CGRect?](repeating: nil, count: labels.count)
    var x: CGFloat = 0
    for (position, index) in shown.enumerated() {
      frames[index] = CGRect(x: x, y: tops[position], width: widths[position], height: lengths[position])
      x += widths[position] + (position < gaps.count ? gaps[position] : 0)
    }
    return (frames, rowHeight)
  }
}
