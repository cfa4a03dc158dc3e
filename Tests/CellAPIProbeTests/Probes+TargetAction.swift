// Probes of the cell API census that need `#selector`: target-action. Swift has `#selector` and
// `@objc` only where the Objective-C runtime exists (iOS, a Mac), so on Linux these probes are
// not compiled; cells there write `addAction(_:for:)` with a `UIAction` instead (see
// Probes+Controls.swift). Each probe is one declaration written as cell code writes it, after a
// `// census N: API` line (see CensusCoverageTests).
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

#if canImport(ObjectiveC)
// census 66: UIControl.addTarget(_:action:for:)
final class Probe66Cell: UITableViewCell {
  let likeButton = UIButton(type: .system)
  private(set) var likes = 0

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    likeButton.addTarget(self, action: #selector(likeTapped), for: .touchUpInside)
    contentView.addSubview(likeButton)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  @objc private func likeTapped() {
    likes += 1
  }
}

// census 103: UITapGestureRecognizer(target:action:)
final class Probe103Cell: UICollectionViewCell {
  private(set) var taps = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  @objc private func tapped() {
    taps += 1
  }
}
#endif
