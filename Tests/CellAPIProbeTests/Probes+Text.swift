// Probes of the cell API census: labels, fonts, attributed text, traits and Dynamic Type.
// Each probe is one declaration written as cell code writes it, after a `// census N: API`
// line naming the census rank and API it probes (see CensusCoverageTests).
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// census 2: UILabel
@MainActor func probe2() -> UILabel {
  let titleLabel = UILabel()
  titleLabel.translatesAutoresizingMaskIntoConstraints = false
  return titleLabel
}

// census 5: UILabel.text
@MainActor func probe5(_ nameLabel: UILabel, name: String?) {
  nameLabel.text = name ?? "Unknown"
}

// census 7: UILabel.textColor
@MainActor func probe7(_ detailLabel: UILabel, isUnread: Bool) {
  detailLabel.textColor = isUnread ? .label : .secondaryLabel
}

// census 20: UILabel.font
@MainActor func probe20(_ titleLabel: UILabel) {
  titleLabel.font = .boldSystemFont(ofSize: 17)
}

// census 33: UILabel.numberOfLines
@MainActor func probe33(_ bodyLabel: UILabel) {
  bodyLabel.numberOfLines = 0
}

// census 42: UIFont
@MainActor func probe42(size: CGFloat) -> UIFont {
  let font: UIFont =
    UIFont(name: "Menlo-Regular", size: size) ?? .monospacedDigitSystemFont(ofSize: size, weight: .regular)
  return font.withSize(size + 1)
}

// census 58: UIFont.systemFont(ofSize:weight:)
@MainActor func probe58(_ countLabel: UILabel) {
  countLabel.font = .systemFont(ofSize: 13, weight: .medium)
}

// census 59: UILabel.lineBreakMode
@MainActor func probe59(_ pathLabel: UILabel) {
  pathLabel.lineBreakMode = .byTruncatingMiddle
}

// census 61: UITraitCollection
@MainActor func probe61() -> UIFont {
  let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
  return UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits)
}

// census 67: UIFont.preferredFont(forTextStyle:)
@MainActor func probe67(_ subtitleLabel: UILabel) {
  subtitleLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
}

// census 69: UILabel.textAlignment
@MainActor func probe69(_ priceLabel: UILabel) {
  priceLabel.textAlignment = .right
}

// census 75: UIView.traitCollection
@MainActor func probe75(_ cell: UIView) -> UIColor {
  cell.traitCollection.userInterfaceStyle == .dark ? .white : .black
}

// census 77: NSAttributedString
@MainActor func probe77(title: String) -> NSAttributedString {
  let attributed = NSAttributedString(string: title)
  return attributed.length > 0 ? attributed : NSAttributedString(string: " ")
}

// census 81: UIFontMetrics
@MainActor func probe81(_ spacing: CGFloat) -> CGFloat {
  let metrics: UIFontMetrics = .default
  return metrics.scaledValue(for: spacing)
}

// census 83: UILabel.attributedText
@MainActor func probe83(_ label: UILabel, text: NSAttributedString) {
  label.attributedText = text
}

// census 97: UIFontMetrics(forTextStyle:)
@MainActor func probe97() -> UIFont {
  UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold))
}

// census 98: UILabel(frame:)
@MainActor func probe98() -> UILabel {
  UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 21))
}

// census 99: UILabel.adjustsFontForContentSizeCategory
@MainActor func probe99(_ label: UILabel) {
  label.font = .preferredFont(forTextStyle: .body)
  label.adjustsFontForContentSizeCategory = true
}

// census 114: UIFontMetrics.scaledFont(for:)
@MainActor func probe114(_ label: UILabel) {
  let base = UIFont.systemFont(ofSize: 15, weight: .semibold)
  label.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: base)
}

// census 127: NSAttributedString(string:attributes:)
@MainActor func probe127(_ label: UILabel, handle: String) {
  label.attributedText = NSAttributedString(
    string: handle,
    attributes: [.font: UIFont.preferredFont(forTextStyle: .footnote), .foregroundColor: UIColor.secondaryLabel])
}

// census 129: NSMutableAttributedString
@MainActor func probe129(name: String, handle: String) -> NSAttributedString {
  let text = NSMutableAttributedString(string: name + " ")
  text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 15), range: NSRange(location: 0, length: text.length))
  text.append(NSAttributedString(string: handle, attributes: [.foregroundColor: UIColor.secondaryLabel]))
  return text
}

// census 151: UIContentSizeCategory
@MainActor func probe151(_ view: UIView) -> Bool {
  let category: UIContentSizeCategory = view.traitCollection.preferredContentSizeCategory
  return category >= .extraExtraLarge
}

// census 153: UIFont.systemFont(ofSize:)
@MainActor func probe153(_ label: UILabel) {
  label.font = UIFont.systemFont(ofSize: 14)
}

// census 162: UITraitCollection.preferredContentSizeCategory
@MainActor func probe162(_ view: UIView, previous: UITraitCollection?) -> Bool {
  previous?.preferredContentSizeCategory != view.traitCollection.preferredContentSizeCategory
}

// census 190: NSMutableAttributedString(attributedString:)
@MainActor func probe190(_ label: UILabel) -> NSMutableAttributedString {
  NSMutableAttributedString(attributedString: label.attributedText ?? NSAttributedString(string: label.text ?? ""))
}

// census 191: NSTextAlignment
@MainActor func probe191(isRightToLeft: Bool) -> NSTextAlignment {
  let alignment: NSTextAlignment = isRightToLeft ? .right : .left
  return alignment
}
