/// The position of an element in a sectioned collection: a section index and an element index.
///
/// TesseraDiff has its own index type so that it needs nothing beyond the standard library; hosts
/// convert it to their own (`IndexPath(row:section:)` on UIKit).
public struct ElementPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index of the section.
  public var section: Int
  /// The index of the element within its section.
  public var element: Int

  /// Creates a path to `element` in `section`.
  @inlinable
  public init(element: Int, section: Int) {
    self.element = element
    self.section = section
  }

  /// Orders by section, then by element.
  @inlinable
  public static func < (lhs: ElementPath, rhs: ElementPath) -> Bool {
    (lhs.section, lhs.element) < (rhs.section, rhs.element)
  }

  /// `(section - element)`, the notation UIKit uses in its messages.
  public var description: String { "(\(section) - \(element))" }
}

/// A move from a source index (before the stage) to a target index (after the stage).
public struct Move<Index: Hashable & Sendable>: Hashable, Sendable {
  /// Where the item was before the stage.
  public var source: Index
  /// Where the item is after the stage.
  public var target: Index

  /// Creates a move from `source` to `target`.
  @inlinable
  public init(source: Index, target: Index) {
    self.source = source
    self.target = target
  }
}
