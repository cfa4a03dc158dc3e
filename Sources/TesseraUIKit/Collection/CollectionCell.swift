#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// A collection view cell that shows one type of row content: the ``TableCell`` shape for
/// ``CollectionViewHost``. Subclass `UICollectionViewListCell` for list sections (swipe actions,
/// content configurations), or `UICollectionViewCell` for grids.
///
/// ```swift
/// final class PhotoCell: UICollectionViewCell, CollectionCell {
///   func configure(with photo: Photo, context: CellContext) {
///     accessibilityLabel = photo.caption
///   }
/// }
/// ```
@MainActor
public protocol CollectionCell: UICollectionViewCell {
  /// The type of content this cell shows.
  associatedtype Content: Equatable & Sendable

  /// Shows `content`. Called on every dequeue and every refresh: set every visible property.
  func configure(with content: Content, context: CellContext)

  /// One-time set-up (add subviews), called once per cell before its first
  /// ``configure(with:context:)``; use it instead of an initializer, as with ``TableCell``.
  func setUp()
}

extension CollectionCell {
  /// Nothing to set up.
  public func setUp() {}
}

/// A section header or footer view that shows one type of content, for
/// `.header(.content(...))` and `.footer(.content(...))` in a ``CollectionViewHost``.
@MainActor
public protocol CollectionHeaderFooter: UICollectionReusableView {
  /// The type of content this view shows.
  associatedtype Content: Equatable & Sendable

  /// Shows `content`. Called on every dequeue: set every visible property.
  func configure(with content: Content, context: SectionSupplementContext)
}

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
final class MissingRegistrationCollectionCell: UICollectionViewListCell {
  static let reuseIdentifier = "Tessera.MissingRegistrationCollectionCell"

  func show(contentType: String) {
    var configuration = defaultContentConfiguration()
    configuration.text = "No cell registered for \(contentType)"
    contentConfiguration = configuration
  }
}
