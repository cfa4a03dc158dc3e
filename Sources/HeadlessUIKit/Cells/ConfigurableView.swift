#if !canImport(UIKit)
import Foundation

/// A cell or header/footer view with content and background configurations: what
/// `UITableViewCell`, `UICollectionViewCell` and `UITableViewHeaderFooterView` do alike when
/// their state changes (iOS 14), written once.
@MainActor
protocol ConfigurableView: UIView {
  associatedtype ConfigurationState: UIConfigurationState
  var needsConfigurationUpdate: Bool { get set }
  var automaticallyUpdatesContentConfiguration: Bool { get }
  var automaticallyUpdatesBackgroundConfiguration: Bool { get }
  var contentConfiguration: (any UIContentConfiguration)? { get set }
  var backgroundConfiguration: UIBackgroundConfiguration? { get set }
  var configurationState: ConfigurationState { get }
  var contentView: UIView { get }
  func updateConfiguration(using state: ConfigurationState)
  /// Runs the view's `configurationUpdateHandler`, if it has one.
  func runConfigurationUpdateHandler(for state: ConfigurationState)
}

extension ConfigurableView {
  /// `setNeedsUpdateConfiguration()`: the update runs before the next layout or measurement.
  func markConfigurationForUpdate() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Runs a pending `updateConfiguration(using:)`, then the `configurationUpdateHandler`.
  func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    let state = configurationState
    updateConfiguration(using: state)
    runConfigurationUpdateHandler(for: state)
  }

  /// What `layoutSubviews()` does after `super`'s: the content view, and the content
  /// configuration's view, fill the view.
  func layOutContentView() {
    contentView.frame = bounds
    ContentConfigurationSlot.layOut(in: contentView)
  }

  /// A legacy label (`textLabel`, `detailTextLabel`), created in the content view on first
  /// access.
  func legacyLabel(_ stored: inout UILabel?) -> UILabel {
    if let stored { return stored }
    let label = UILabel()
    stored = label
    contentView.addSubview(label)
    return label
  }

  /// A cell's state for its configurations: its traits and whether it takes touches, with the
  /// selection, highlight and editing the cell passes.
  func cellConfigurationState(selected: Bool, highlighted: Bool, editing: Bool) -> UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = selected
    state.isHighlighted = highlighted
    state.isEditing = editing
    state.isDisabled = !isUserInteractionEnabled
    return state
  }

  /// `updateConfiguration(using:)` of the base class: the content and background
  /// configurations adjust for `state` when the view updates them automatically.
  func updateConfigurationsAutomatically(for state: any UIConfigurationState) {
    if automaticallyUpdatesContentConfiguration, let updated = contentConfiguration?.changed(for: state) {
      contentConfiguration = updated
    }
    if automaticallyUpdatesBackgroundConfiguration, let backgroundConfiguration {
      self.backgroundConfiguration = backgroundConfiguration.updated(for: state)
    }
  }
}

extension UIView {
  /// The height the view needs at `width`, as a list measures its cells, headers and footers:
  /// Auto Layout's fitting size with the width required and the height as small as it fits.
  func fittingHeight(atWidth width: CGFloat) -> CGFloat {
    systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
  }
}

extension UITableViewCell: ConfigurableView {}
extension UICollectionViewCell: ConfigurableView {}
extension UITableViewHeaderFooterView: ConfigurableView {
  func runConfigurationUpdateHandler(for state: UIViewConfigurationState) {}
}
#endif
