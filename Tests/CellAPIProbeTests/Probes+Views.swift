// Probes of the cell API census: views, images, colours, geometry and accessibility.
// Each probe is one declaration written as cell code writes it, after a `// census N: API`
// line naming the census rank and API it probes (see CensusCoverageTests).
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// census 3: UIView.backgroundColor
@MainActor func probe3(_ cardView: UIView) {
  cardView.backgroundColor = .systemBackground
}

// census 4: UIView.addSubview(_:)
@MainActor func probe4(_ contentView: UIView, _ label: UILabel) {
  contentView.addSubview(label)
}

// census 9: UIColor.<system/semantic color>
let probe9Colors: [UIColor] = [
  .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .placeholderText, .link, .separator, .opaqueSeparator,
  .systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
  .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground, .systemFill, .secondarySystemFill,
  .tertiarySystemFill, .quaternarySystemFill, .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint,
  .systemTeal, .systemCyan, .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown, .systemGray,
  .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6, .tintColor, .darkText, .lightText,
  .black, .darkGray, .lightGray, .white, .gray, .red, .green, .blue, .cyan, .yellow, .magenta, .orange, .purple,
  .brown, .clear,
]

// census 10: UIView
@MainActor func probe10() -> UIView {
  let separator = UIView()
  separator.backgroundColor = .systemGray
  return separator
}

// census 16: UIColor
func probe16(hex: Int) -> UIColor {
  UIColor(
    red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255,
    alpha: 1)
}

// census 19: UIImageView
@MainActor func probe19() -> UIImageView {
  let avatarView = UIImageView()
  avatarView.clipsToBounds = true
  return avatarView
}

// census 23: UIView.isHidden
@MainActor func probe23(_ badgeView: UIView, count: Int) {
  badgeView.isHidden = count == 0
}

// census 26: UIView.tintColor
@MainActor func probe26(_ iconView: UIImageView) {
  iconView.tintColor = .systemBlue
}

// census 30: UIImageView.image
@MainActor func probe30(_ iconView: UIImageView, icon: UIImage?) {
  iconView.image = icon
}

// census 35: UIImage
@MainActor func probe35(named name: String) -> UIImage? {
  let image: UIImage? = UIImage(named: name)
  return image ?? UIImage(named: "placeholder")
}

// census 38: UIImageView.contentMode
@MainActor func probe38(_ thumbnailView: UIImageView) {
  thumbnailView.contentMode = .scaleAspectFill
}

// census 43: UIView.bounds
@MainActor func probe43(_ avatarView: UIView) -> CGFloat {
  avatarView.bounds.height / 2
}

// census 45: UIEdgeInsets(top:left:bottom:right:)
func probe45() -> UIEdgeInsets {
  UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
}

// census 47: UIView.accessibilityLabel
@MainActor func probe47(_ cell: UIView, title: String, subtitle: String) {
  cell.accessibilityLabel = "\(title), \(subtitle)"
}

// census 48: UIView.frame
@MainActor func probe48(_ dotView: UIView, in bounds: CGRect) {
  dotView.frame = CGRect(x: bounds.maxX - 12, y: 4, width: 8, height: 8)
}

// census 50: UIColor.cgColor
@MainActor func probe50(_ view: UIView) {
  view.layer.borderColor = UIColor.separator.cgColor
}

// census 54: UIView.isAccessibilityElement
@MainActor func probe54(_ cell: UIView) {
  cell.isAccessibilityElement = true
}

// census 62: UIView.isUserInteractionEnabled
@MainActor func probe62(_ overlay: UIView) {
  overlay.isUserInteractionEnabled = false
}

// census 65: CGRect(x:y:width:height:)
func probe65(width: CGFloat) -> CGRect {
  CGRect(x: 0, y: 0, width: width, height: 44)
}

// census 68: UIImageView(image:)
@MainActor func probe68() -> UIImageView {
  UIImageView(image: UIImage(systemName: "chevron.right"))
}

// census 76: CGSize(width:height:)
func probe76() -> CGSize {
  CGSize(width: 40, height: 40)
}

// census 82: UIImage(systemName:)
@MainActor func probe82(_ checkmarkView: UIImageView) {
  checkmarkView.image = UIImage(systemName: "checkmark.circle.fill")
}

// census 87: UIView.alpha
@MainActor func probe87(_ view: UIView, isEnabled: Bool) {
  view.alpha = isEnabled ? 1 : 0.4
}

// census 89: UIView.removeFromSuperview()
@MainActor func probe89(_ contentView: UIView) {
  contentView.subviews.forEach { $0.removeFromSuperview() }
}

// census 104: UIView(frame:)
@MainActor func probe104() -> UIView {
  UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
}

// census 105: UIView.accessibilityIdentifier
@MainActor func probe105(_ cell: UIView) {
  cell.accessibilityIdentifier = "settings.notifications"
}

// census 106: UIView.clipsToBounds
@MainActor func probe106(_ view: UIView) {
  view.clipsToBounds = true
}

// census 107: UIView.setNeedsLayout()
@MainActor func probe107(_ view: UIView) {
  view.setNeedsLayout()
}

// census 119: UIView.accessibilityElements
@MainActor func probe119(_ cell: UIView, _ titleLabel: UILabel, _ button: UIButton) {
  cell.accessibilityElements = [titleLabel, button]
}

// census 130: UIAccessibilityCustomAction
@MainActor func probe130(_ cell: UIView, reply: @escaping @MainActor () -> Void) {
  let action = UIAccessibilityCustomAction(name: "Reply") { _ in
    reply()
    return true
  }
  cell.accessibilityCustomActions = [action]
}

// census 150: UIColor.withAlphaComponent(_:)
@MainActor func probe150(_ highlightView: UIView) {
  highlightView.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.15)
}

// census 154: UIImage(systemName:withConfiguration:)
@MainActor func probe154() -> UIImage? {
  UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 14, weight: .semibold))
}

// census 155: UIImage.withRenderingMode(_:)
@MainActor func probe155(_ iconView: UIImageView, icon: UIImage) {
  iconView.image = icon.withRenderingMode(.alwaysTemplate)
}

// census 163: UIView.accessibilityValue
@MainActor func probe163(_ cell: UIView, isOn: Bool) {
  cell.accessibilityValue = isOn ? "On" : "Off"
}

// census 164: UIView.addInteraction(_:)
@MainActor func probe164(_ cell: UIView, delegate: any UIContextMenuInteractionDelegate) {
  cell.addInteraction(UIContextMenuInteraction(delegate: delegate))
}

// census 165: UIView.focusEffect
@MainActor func probe165(_ cell: UIView) {
  cell.focusEffect = UIFocusHaloEffect()
}

// census 166: UIView.layoutIfNeeded()
@MainActor func probe166(_ view: UIView) {
  view.layoutIfNeeded()
}

// census 169: UIView.superview
@MainActor func probe169(_ cell: UIView) -> UITableView? {
  cell.superview as? UITableView
}

// census 170: UIView.window
@MainActor func probe170(_ view: UIView) -> Bool {
  view.window != nil
}

// census 182: CGRect(origin:size:)
func probe182(size: CGSize) -> CGRect {
  CGRect(origin: .zero, size: size)
}

// census 183: NSDirectionalEdgeInsets(top:leading:bottom:trailing:)
func probe183() -> NSDirectionalEdgeInsets {
  NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
}

// census 192: UIAccessibilityCustomAction(name:)
@MainActor func probe192(delete: @escaping @MainActor () -> Void) -> UIAccessibilityCustomAction {
  UIAccessibilityCustomAction(name: "Delete") { _ in
    delete()
    return true
  }
}
