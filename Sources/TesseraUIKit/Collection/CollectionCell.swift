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
  /// ``configure(with:context:)``, besides or instead of an `override init(frame:)`, as with
  /// ``TableCell``.
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

  /// Shows `content`. Called on every dequeue and every refresh: set every visible property.
  func configure(with content: Content, context: SectionSupplementContext)

  /// One-time set-up (add subviews), called once per view before its first
  /// ``configure(with:context:)``, as with ``CollectionCell/setUp()``.
  func setUp()
}

extension CollectionHeaderFooter {
  /// Nothing to set up.
  public func setUp() {}
}
