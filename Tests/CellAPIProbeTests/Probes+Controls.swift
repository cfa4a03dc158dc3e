// Probes of the cell API census: buttons, switches, activity indicators, actions and gestures.
// Each probe is one declaration written as cell code writes it, after a `// census N: API`
// line naming the census rank and API it probes (see CensusCoverageTests). Target-action
// probes, which need `#selector`, are in Probes+TargetAction.swift.
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// census 56: UIButton
@MainActor func probe56(follow: @escaping @MainActor () -> Void) -> UIButton {
  var configuration = UIButton.Configuration.filled()
  configuration.title = "Follow"
  return UIButton(configuration: configuration, primaryAction: UIAction { _ in follow() })
}

// census 72: UITapGestureRecognizer
@MainActor func probe72(_ recognizer: UITapGestureRecognizer) {
  recognizer.numberOfTapsRequired = 2
  recognizer.cancelsTouchesInView = false
}

// census 73: UIView.addGestureRecognizer(_:)
@MainActor func probe73(_ avatarView: UIImageView, _ recognizer: UIGestureRecognizer) {
  avatarView.isUserInteractionEnabled = true
  avatarView.addGestureRecognizer(recognizer)
}

// census 79: UIAction
@MainActor func probe79(share: @escaping @MainActor () -> Void) -> UIMenu {
  let action = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in share() }
  return UIMenu(title: "", children: [action])
}

// census 80: UIButton.setImage(_:for:)
@MainActor func probe80(_ moreButton: UIButton) {
  moreButton.setImage(UIImage(systemName: "ellipsis"), for: .normal)
}

// census 96: UIControl.addAction(_:for:)
@MainActor func probe96(_ toggle: UISwitch, changed: @escaping @MainActor (Bool) -> Void) {
  toggle.addAction(UIAction { [weak toggle] _ in changed(toggle?.isOn ?? false) }, for: .valueChanged)
}

// census 113: UIButton.titleLabel
@MainActor func probe113(_ button: UIButton) {
  button.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
  button.titleLabel?.adjustsFontForContentSizeCategory = true
}

// census 115: UISwitch
@MainActor func probe115() -> UISwitch {
  let toggle = UISwitch()
  toggle.isEnabled = false
  return toggle
}

// census 131: UIAction(handler:)
@MainActor func probe131(_ button: UIControl, retry: @escaping @MainActor () -> Void) {
  button.addAction(UIAction(handler: { _ in retry() }), for: .touchUpInside)
}

// census 132: UIActivityIndicatorView
@MainActor func probe132(isLoading: Bool, _ spinner: UIActivityIndicatorView) {
  if isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
}

// census 133: UIActivityIndicatorView(style:)
@MainActor func probe133() -> UIActivityIndicatorView {
  UIActivityIndicatorView(style: .medium)
}

// census 134: UIActivityIndicatorView.stopAnimating()
@MainActor func probe134(_ spinner: UIActivityIndicatorView) {
  spinner.stopAnimating()
}

// census 140: UIButton(type:)
@MainActor func probe140() -> UIButton {
  UIButton(type: .system)
}

// census 141: UIButton.setTitle(_:for:)
@MainActor func probe141(_ button: UIButton, isFollowing: Bool) {
  button.setTitle(isFollowing ? "Following" : "Follow", for: .normal)
}

// census 142: UIButton.setTitleColor(_:for:)
@MainActor func probe142(_ button: UIButton) {
  button.setTitleColor(.systemBlue, for: .normal)
  button.setTitleColor(.secondaryLabel, for: .disabled)
}

// census 152: UIControl.contentHorizontalAlignment
@MainActor func probe152(_ button: UIButton) {
  button.contentHorizontalAlignment = .leading
}

// census 156: UISwitch(frame:)
@MainActor func probe156() -> UISwitch {
  UISwitch(frame: .zero)
}

// census 157: UISwitch.isOn
@MainActor func probe157(_ toggle: UISwitch, enabled: Bool) {
  toggle.isOn = enabled
}

// census 158: UISwitch.onTintColor
@MainActor func probe158(_ toggle: UISwitch) {
  toggle.onTintColor = .systemGreen
}

// census 193: UIAction(title:)
@MainActor func probe193(delete: @escaping @MainActor () -> Void) -> UIAction {
  UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in delete() }
}

// census 194: UIAction.title
@MainActor func probe194(_ action: UIAction, isMuted: Bool) {
  action.title = isMuted ? "Unmute" : "Mute"
}

// census 195: UIActivityIndicatorView.color
@MainActor func probe195(_ spinner: UIActivityIndicatorView) {
  spinner.color = .secondaryLabel
}

// census 196: UIActivityIndicatorView.hidesWhenStopped
@MainActor func probe196(_ spinner: UIActivityIndicatorView) {
  spinner.hidesWhenStopped = true
}

// census 197: UIActivityIndicatorView.startAnimating()
@MainActor func probe197(_ spinner: UIActivityIndicatorView) {
  spinner.startAnimating()
}
