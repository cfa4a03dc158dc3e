#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The header or footer of a section given as a title: a list header configuration, with a
/// ▸/▾ marker and a full-size toggle when the section is collapsible.
final class TitleSupplementaryView: UICollectionReusableView {
  static let reuseIdentifier = "Tessera.TitleSupplementaryView"

  private var content: UIListContentView?

  /// Shows `title`; a collapsible section shows its state and toggles on tap.
  func show(title: String, isHeader: Bool, collapsed: Bool?, toggle: @escaping @MainActor () -> Void) {
    var configuration = isHeader ? UIListContentConfiguration.plainHeader() : UIListContentConfiguration.plainFooter()
    if let collapsed {
      configuration.text = (collapsed ? "▸ " : "▾ ") + title
    } else {
      configuration.text = title
    }
    if let content {
      content.configuration = configuration
    } else {
      let view = UIListContentView(configuration: configuration)
      view.frame = bounds
      addSubview(view)
      content = view
    }
    accessibilityLabel = title
    let control = SectionToggleControl.installed(inContainer: self)
    control.isHidden = collapsed == nil
    control.onToggle = collapsed == nil ? nil : toggle
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    content?.frame = bounds
  }
}

/// Shown for rows whose content type has no registered collection cell.
final class MissingRegistrationCollectionCell: UICollectionViewListCell, MissingRegistrationShowing {
  func show(missing contentType: String) {
    var configuration = defaultContentConfiguration()
    configuration.text = "No cell registered for \(contentType)"
    contentConfiguration = configuration
  }
}
