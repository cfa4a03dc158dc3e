// Probes of the cell API census: cell, header and footer classes, their initializers, overrides
// and configurations. Each probe is one declaration written as cell code writes it, after a
// `// census N: API` line naming the census rank and API it probes (see CensusCoverageTests).
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// census 1: init?(coder:)
final class Probe1Cell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

// census 18: override:prepareForReuse()
final class Probe18Cell: UITableViewCell {
  let badgeLabel = UILabel()

  override func prepareForReuse() {
    super.prepareForReuse()
    badgeLabel.text = nil
  }
}

// census 21: init(style:reuseIdentifier:)
final class Probe21Cell: UITableViewCell {
  private let titleLabel: UILabel
  private let dateLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    titleLabel = UILabel()
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
    contentView.addSubview(dateLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

// census 22: UITableViewCell
final class Probe22Cell: UITableViewCell {
  var onToggle: ((Bool) -> Void)?
}

// census 25: UITableViewCell.contentView
@MainActor func probe25(_ cell: UITableViewCell, _ stack: UIView) {
  cell.contentView.addSubview(stack)
}

// census 37: override:layoutSubviews()
final class Probe37Cell: UITableViewCell {
  let avatarView = UIView()

  override func layoutSubviews() {
    super.layoutSubviews()
    avatarView.frame = CGRect(x: 16, y: (contentView.bounds.height - 40) / 2, width: 40, height: 40)
  }
}

// census 39: override:awakeFromNib()
final class Probe39Cell: UITableViewCell {
  // awakeFromNib() is an NSObject method, not isolated to the main actor: the body stays away from
  // main-actor state, which the iOS 16 SDK's Swift cannot reach from here without a warning.
  override func awakeFromNib() {
    super.awakeFromNib()
  }
}

// census 41: UICollectionViewCell.contentView
@MainActor func probe41(_ cell: UICollectionViewCell) {
  cell.contentView.backgroundColor = .systemBackground
}

// census 44: init(frame:)
final class Probe44Cell: UICollectionViewCell {
  private let imageView: UIImageView

  override init(frame: CGRect) {
    imageView = UIImageView(frame: .zero)
    super.init(frame: frame)
    contentView.addSubview(imageView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

// census 46: UITableViewCell.selectionStyle
@MainActor func probe46(_ cell: UITableViewCell) {
  cell.selectionStyle = .none
}

// census 57: UICellConfigurationState
@MainActor func probe57(for state: UICellConfigurationState) -> UIColor {
  state.isHighlighted ? .systemGray4 : .systemBackground
}

// census 63: override:traitCollectionDidChange(_:)
final class Probe63Cell: UITableViewCell {
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
      setNeedsLayout()
    }
  }
}

// census 64: override:updateConfiguration(using:)
final class Probe64Cell: UITableViewCell {
  override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
    background.backgroundColor = state.isSelected ? .systemGray5 : .secondarySystemGroupedBackground
    backgroundConfiguration = background
  }
}

// census 85: UITableViewCell.accessoryView
@MainActor func probe85(_ cell: UITableViewCell, isOn: Bool) {
  let toggle = UISwitch()
  toggle.isOn = isOn
  cell.accessoryView = toggle
}

// census 100: UITableViewCell.detailTextLabel
@MainActor func probe100(_ cell: UITableViewCell, value: String) {
  cell.detailTextLabel?.text = value
}

// census 101: UITableViewCell.textLabel
@MainActor func probe101(_ cell: UITableViewCell, title: String) {
  cell.textLabel?.text = title
}

// census 102: UITableViewHeaderFooterView.contentView
@MainActor func probe102(_ header: UITableViewHeaderFooterView) {
  header.contentView.backgroundColor = .systemGroupedBackground
}

// census 108: init(reuseIdentifier:)
final class Probe108Header: UITableViewHeaderFooterView {
  private let titleLabel = UILabel()
  private let countLabel: UILabel

  override init(reuseIdentifier: String?) {
    countLabel = UILabel()
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
    contentView.addSubview(countLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

// census 109: override:setHighlighted(_:animated:)
final class Probe109Cell: UITableViewCell {
  let cardView = UIView()

  override func setHighlighted(_ highlighted: Bool, animated: Bool) {
    super.setHighlighted(highlighted, animated: animated)
    cardView.alpha = highlighted ? 0.6 : 1
  }
}

// census 110: override:setSelected(_:animated:)
final class Probe110Cell: UITableViewCell {
  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    accessoryType = selected ? .checkmark : .none
  }
}

// census 116: UITableViewCell.accessoryType
@MainActor func probe116(_ cell: UITableViewCell) {
  cell.accessoryType = .disclosureIndicator
}

// census 117: UITableViewCell.selectedBackgroundView
@MainActor func probe117(_ cell: UITableViewCell) {
  let selection = UIView()
  selection.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.1)
  cell.selectedBackgroundView = selection
}

// census 123: override:didMoveToWindow()
final class Probe123Cell: UITableViewCell {
  private(set) var isOnScreen = false

  override func didMoveToWindow() {
    super.didMoveToWindow()
    isOnScreen = window != nil
  }
}

// census 124: override:var isHighlighted
final class Probe124Cell: UICollectionViewCell {
  override var isHighlighted: Bool {
    didSet { contentView.alpha = isHighlighted ? 0.7 : 1 }
  }
}

// census 135: UIBackgroundConfiguration
@MainActor func probe135(_ cell: UICollectionViewListCell) {
  var background = UIBackgroundConfiguration.listPlainCell()
  background.backgroundColor = .clear
  cell.backgroundConfiguration = background
}

// census 136: UIBackgroundConfiguration.backgroundColor
@MainActor func probe136(_ background: inout UIBackgroundConfiguration) {
  background.backgroundColor = .secondarySystemBackground
}

// census 137: UIBackgroundConfiguration.listCell()
// (`listCell()` is new in the iOS 18 SDK, whose UIKit is version 8000 and up: the iOS 16.5 SDK has none.)
@MainActor func probe137() -> UIBackgroundConfiguration {
  #if !canImport(UIKit) || canImport(UIKit, _version: 8000)
  if #available(iOS 18.0, *) {
    return .listCell()
  }
  #endif
  return .listPlainCell()
}

// census 138: UIBackgroundConfiguration.listGroupedCell()
@MainActor func probe138(_ cell: UITableViewCell) {
  cell.backgroundConfiguration = .listGroupedCell()
}

// census 143: UICellConfigurationState.isSelected
@MainActor func probe143(_ state: UICellConfigurationState) -> UIColor {
  state.isSelected ? .tintColor : .label
}

// census 144: UICollectionView
final class Probe144Cell: UICollectionViewCell {
  weak var collectionView: UICollectionView?
}

// census 145: UICollectionViewCell.backgroundConfiguration
@MainActor func probe145(_ cell: UICollectionViewCell) {
  var background = UIBackgroundConfiguration.clear()
  background.cornerRadius = 10
  cell.backgroundConfiguration = background
}

// census 146: UICollectionViewCell.backgroundView
@MainActor func probe146(_ cell: UICollectionViewCell) {
  cell.backgroundView = UIView()
}

// census 147: UICollectionViewCell.isSelected
@MainActor func probe147(_ cell: UICollectionViewCell) -> Bool {
  cell.isSelected
}

// census 148: UICollectionViewLayoutAttributes
final class Probe148Cell: UICollectionViewCell {
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    contentView.alpha = layoutAttributes.isHidden ? 0 : 1
  }
}

// census 149: UICollectionViewLayoutAttributes.frame
@MainActor func probe149(_ attributes: UICollectionViewLayoutAttributes, height: CGFloat) {
  attributes.frame.size.height = height
}

// census 159: UITableView
final class Probe159Cell: UITableViewCell {
  weak var tableView: UITableView?
}

// census 160: UITableViewCell.separatorInset
@MainActor func probe160(_ cell: UITableViewCell) {
  cell.separatorInset = UIEdgeInsets(top: 0, left: 72, bottom: 0, right: 0)
}

// census 161: UITableViewHeaderFooterView.backgroundView
@MainActor func probe161(_ footer: UITableViewHeaderFooterView) {
  footer.backgroundView = UIView()
}

// census 171: override:accessibilityActivate()
// (The accessibility members are main-actor isolated from the iOS 18 SDK on, not before: these
// overrides stay away from main-actor state to compile cleanly against both.)
final class Probe171Cell: UITableViewCell {
  override func accessibilityActivate() -> Bool {
    super.accessibilityActivate()
  }
}

// census 172: override:preferredLayoutAttributesFitting(_:)
final class Probe172Cell: UICollectionViewCell {
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    attributes.frame.size.width = layoutAttributes.frame.width
    return attributes
  }
}

// census 173: override:var accessibilityCustomActions
final class Probe173Cell: UITableViewCell {
  override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { [UIAccessibilityCustomAction(name: "Delete") { _ in true }] }
    set { super.accessibilityCustomActions = newValue }
  }
}

// census 174: override:var isSelected
final class Probe174Cell: UICollectionViewCell {
  override var isSelected: Bool {
    didSet { contentView.alpha = isSelected ? 0.8 : 1 }
  }
}

// census 198: UIBackgroundConfiguration.backgroundInsets
@MainActor func probe198(_ background: inout UIBackgroundConfiguration) {
  background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
}

// census 199: UIBackgroundConfiguration.clear()
@MainActor func probe199(_ cell: UICollectionViewListCell) {
  cell.backgroundConfiguration = .clear()
}

// census 200: UIBackgroundConfiguration.cornerRadius
@MainActor func probe200(_ background: inout UIBackgroundConfiguration) {
  background.cornerRadius = 12
}
