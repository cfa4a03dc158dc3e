/// A value that a diff can follow across two versions of a list.
///
/// Identity and content are two separate questions. ``diffIdentifier`` answers "is this the same
/// element?"; ``isContentEqual(to:)`` answers "did what it shows change?". An element whose
/// identifier is unchanged but whose content differs is reported as an *update*; an element
/// whose identifier is new is an *insert*.
public protocol Diffable {
  /// The type of the stable identity.
  associatedtype DiffIdentifier: Hashable

  /// The stable identity of this element, unique within the list it belongs to.
  ///
  /// When two elements of one list share an identifier, the diff pairs the *k*-th occurrence in
  /// the source with the *k*-th occurrence in the target, so the result stays valid.
  var diffIdentifier: DiffIdentifier { get }

  /// Whether this element shows the same content as `other`, which has the same identifier.
  func isContentEqual(to other: Self) -> Bool
}

extension Diffable where Self: Equatable {
  /// Content equality defaults to `==` for `Equatable` elements.
  @inlinable
  public func isContentEqual(to other: Self) -> Bool { self == other }
}

/// A section: an identifiable value that holds an ordered array of diffable elements.
///
/// The section's own ``Diffable/isContentEqual(to:)`` compares only what belongs to the section
/// itself (a header title, for example), never its elements.
public protocol DiffableSection: Diffable {
  /// The type of the rows of the section.
  associatedtype Element: Diffable

  /// The rows of the section, in display order.
  var elements: [Element] { get }

  /// A copy of this section that holds `elements` instead of its own.
  func replacingElements(_ elements: [Element]) -> Self

  /// Whether `other`, a section with the same identifier, certainly holds the same elements as
  /// this one: equal in number, and pairwise equal in identity and content. `false` when the
  /// section cannot tell at once; the diff then compares the elements itself.
  ///
  /// The diff asks this first for every pair of sections with the same identifier, so a section
  /// that can answer in O(1) (its elements are the very array of the other, or were made from
  /// an equal value) costs one comparison however many elements it holds. The default answers
  /// `false`.
  func hasUnchangedElements(comparedTo other: Self) -> Bool
}

extension DiffableSection {
  /// `false`: the diff compares the elements.
  @inlinable
  public func hasUnchangedElements(comparedTo other: Self) -> Bool { false }
}
