// Probes of the cell API census: Auto Layout (constraints, anchors, layout guides, priorities)
// and stack views. Each probe is one declaration written as cell code writes it, after a
// `// census N: API` line naming the census rank and API it probes (see CensusCoverageTests).
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// census 6: NSLayoutConstraint
final class Probe6Cell: UITableViewCell {
  private var imageHeight: NSLayoutConstraint?

  func setImageHeight(_ height: CGFloat, on imageView: UIImageView) {
    imageHeight?.isActive = false
    imageHeight = imageView.heightAnchor.constraint(equalToConstant: height)
    imageHeight?.isActive = true
  }
}

// census 8: UIView.bottomAnchor
@MainActor func probe8(_ label: UILabel, in contentView: UIView) -> NSLayoutConstraint {
  label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12)
}

// census 11: UIView.leadingAnchor
@MainActor func probe11(_ label: UILabel, in contentView: UIView) -> NSLayoutConstraint {
  label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16)
}

// census 12: UIView.topAnchor
@MainActor func probe12(_ label: UILabel, in contentView: UIView) -> NSLayoutConstraint {
  label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12)
}

// census 13: UIView.translatesAutoresizingMaskIntoConstraints
@MainActor func probe13(_ stack: UIView) {
  stack.translatesAutoresizingMaskIntoConstraints = false
}

// census 14: NSLayoutAnchor.constraint(equalTo:)
@MainActor func probe14(_ separator: UIView, below label: UILabel) -> NSLayoutConstraint {
  separator.topAnchor.constraint(equalTo: label.bottomAnchor)
}

// census 15: NSLayoutConstraint.activate(_:)
@MainActor func probe15(_ stack: UIView, in contentView: UIView) {
  NSLayoutConstraint.activate([
    stack.topAnchor.constraint(equalTo: contentView.topAnchor),
    stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
  ])
}

// census 17: UIView.trailingAnchor
@MainActor func probe17(_ label: UILabel, in contentView: UIView) -> NSLayoutConstraint {
  label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16)
}

// census 24: UIStackView
@MainActor func probe24(_ titleLabel: UILabel, _ subtitleLabel: UILabel) -> UIStackView {
  let stack = UIStackView()
  stack.addArrangedSubview(titleLabel)
  stack.addArrangedSubview(subtitleLabel)
  return stack
}

// census 27: NSLayoutAnchor.constraint(equalTo:constant:)
@MainActor func probe27(_ label: UILabel, after iconView: UIImageView) -> NSLayoutConstraint {
  label.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 12)
}

// census 28: UIStackView.axis
@MainActor func probe28(_ stack: UIStackView) {
  stack.axis = .vertical
}

// census 29: UIView.heightAnchor
@MainActor func probe29(_ separator: UIView) -> NSLayoutConstraint {
  separator.heightAnchor.constraint(equalToConstant: 1)
}

// census 31: UIStackView.spacing
@MainActor func probe31(_ stack: UIStackView) {
  stack.spacing = 4
}

// census 32: NSLayoutDimension.constraint(equalToConstant:)
@MainActor func probe32(_ avatarView: UIImageView) -> [NSLayoutConstraint] {
  [avatarView.widthAnchor.constraint(equalToConstant: 40), avatarView.heightAnchor.constraint(equalToConstant: 40)]
}

// census 36: UIView.widthAnchor
@MainActor func probe36(_ badge: UIView) -> NSLayoutConstraint {
  badge.widthAnchor.constraint(equalTo: badge.heightAnchor)
}

// census 51: UIStackView.addArrangedSubview(_:)
@MainActor func probe51(_ stack: UIStackView, _ label: UILabel) {
  stack.addArrangedSubview(label)
}

// census 52: UIStackView.alignment
@MainActor func probe52(_ stack: UIStackView) {
  stack.alignment = .center
}

// census 53: UIView.centerYAnchor
@MainActor func probe53(_ iconView: UIImageView, in contentView: UIView) -> NSLayoutConstraint {
  iconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor)
}

// census 55: NSLayoutConstraint.isActive
@MainActor func probe55(_ constraint: NSLayoutConstraint, isCompact: Bool) {
  constraint.isActive = !isCompact
}

// census 60: UIStackView(arrangedSubviews:)
@MainActor func probe60(_ titleLabel: UILabel, _ valueLabel: UILabel) -> UIStackView {
  UIStackView(arrangedSubviews: [titleLabel, valueLabel])
}

// census 70: UILayoutGuide.leadingAnchor
@MainActor func probe70(_ label: UILabel, in contentView: UIView) -> NSLayoutConstraint {
  label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor)
}

// census 71: UIStackView.distribution
@MainActor func probe71(_ stack: UIStackView) {
  stack.distribution = .fillEqually
}

// census 74: UIView.layoutMarginsGuide
@MainActor func probe74(_ stack: UIView, in contentView: UIView) {
  let margins = contentView.layoutMarginsGuide
  NSLayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
    stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    stack.topAnchor.constraint(equalTo: margins.topAnchor),
    stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
  ])
}

// census 78: NSLayoutConstraint.constant
@MainActor func probe78(_ topSpacing: NSLayoutConstraint, hasTitle: Bool) {
  topSpacing.constant = hasTitle ? 8 : 0
}

// census 84: UILayoutGuide.trailingAnchor
@MainActor func probe84(_ label: UILabel, in contentView: UIView) -> NSLayoutConstraint {
  label.trailingAnchor.constraint(lessThanOrEqualTo: contentView.layoutMarginsGuide.trailingAnchor)
}

// census 88: UIView.layoutMargins
@MainActor func probe88(_ contentView: UIView) {
  contentView.layoutMargins = UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20)
}

// census 94: NSLayoutDimension.constraint(equalTo:multiplier:)
@MainActor func probe94(_ imageView: UIImageView) -> NSLayoutConstraint {
  imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 9.0 / 16.0)
}

// census 95: NSLayoutDimension.constraint(greaterThanOrEqualToConstant:)
@MainActor func probe95(_ contentView: UIView) -> NSLayoutConstraint {
  contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
}

// census 112: NSLayoutAnchor.constraint(lessThanOrEqualTo:constant:)
@MainActor func probe112(_ label: UILabel, in contentView: UIView) -> NSLayoutConstraint {
  label.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16)
}

// census 120: UIView.centerXAnchor
@MainActor func probe120(_ spinner: UIView, in contentView: UIView) -> NSLayoutConstraint {
  spinner.centerXAnchor.constraint(equalTo: contentView.centerXAnchor)
}

// census 121: UIView.setContentCompressionResistancePriority(_:for:)
@MainActor func probe121(_ titleLabel: UILabel) {
  titleLabel.setContentCompressionResistancePriority(.required, for: .vertical)
}

// census 122: UIView.setContentHuggingPriority(_:for:)
@MainActor func probe122(_ valueLabel: UILabel) {
  valueLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
}

// census 128: NSLayoutAnchor.constraint(greaterThanOrEqualTo:constant:)
@MainActor func probe128(_ valueLabel: UILabel, after titleLabel: UILabel) -> NSLayoutConstraint {
  valueLabel.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8)
}

// census 167: UIView.readableContentGuide
@MainActor func probe167(_ label: UILabel, in contentView: UIView) -> NSLayoutConstraint {
  label.leadingAnchor.constraint(equalTo: contentView.readableContentGuide.leadingAnchor)
}

// census 168: UIView.safeAreaLayoutGuide
@MainActor func probe168(_ view: UIView, in container: UIView) -> NSLayoutConstraint {
  view.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor)
}

// census 184: NSLayoutAnchor.constraint(equalToSystemSpacingAfter:multiplier:)
@MainActor func probe184(_ label: UILabel, after iconView: UIImageView) -> NSLayoutConstraint {
  label.leadingAnchor.constraint(equalToSystemSpacingAfter: iconView.trailingAnchor, multiplier: 1)
}

// census 185: NSLayoutAnchor.constraint(equalToSystemSpacingBelow:multiplier:)
@MainActor func probe185(_ subtitleLabel: UILabel, below titleLabel: UILabel) -> NSLayoutConstraint {
  subtitleLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1)
}

// census 186: NSLayoutAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)
@MainActor func probe186(_ label: UILabel, in contentView: UIView) -> NSLayoutConstraint {
  label.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: contentView.topAnchor, multiplier: 1)
}

// census 187: NSLayoutAnchor.constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)
@MainActor func probe187(_ footerLabel: UILabel, below bodyLabel: UILabel) -> NSLayoutConstraint {
  footerLabel.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: bodyLabel.bottomAnchor, multiplier: 2)
}

// census 188: NSLayoutConstraint.priority
@MainActor func probe188(_ constraint: NSLayoutConstraint) {
  constraint.priority = .defaultHigh
}

// census 189: NSLayoutDimension.constraint(lessThanOrEqualToConstant:)
@MainActor func probe189(_ imageView: UIImageView) -> NSLayoutConstraint {
  imageView.widthAnchor.constraint(lessThanOrEqualToConstant: 120)
}
