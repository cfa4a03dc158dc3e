#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// A section header or footer view that shows one type of content: the same shape as
/// ``TableCell``, for `.header(.content(...))` and `.footer(.content(...))`.
///
/// Register it for its content type with ``TableViewHost/registerHeaderFooter(_:for:)``; the host
/// dequeues it for every header or footer whose content has that type, configures it on every
/// use and measures it (once per content and width) to size the section.
///
/// ```swift
/// final class FriendsHeaderView: UITableViewHeaderFooterView, TableHeaderFooter {
///   func configure(with header: FriendsHeader, context: SectionSupplementContext) {
///     textLabel?.text = "Friends (\(header.count))"
///   }
/// }
/// ```
@MainActor
public protocol TableHeaderFooter: UITableViewHeaderFooterView {
  /// The type of content this view shows.
  associatedtype Content: Equatable & Sendable

  /// Shows `content`. Called on every dequeue and every refresh: set every visible property.
  func configure(with content: Content, context: SectionSupplementContext)

  /// One-time set-up (add subviews, constraints), called once per view before its first
  /// ``configure(with:context:)``, besides or instead of an `override init(reuseIdentifier:)`,
  /// as with ``TableCell/setUp()``. Does nothing by default.
  func setUp()
}

extension TableHeaderFooter {
  /// Nothing to set up.
  public func setUp() {}
}
