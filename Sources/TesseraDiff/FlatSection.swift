/// The single section that wraps a flat list of elements, for diffing lists without sections.
///
/// Every `FlatSection` has the same identity and the same content, so the diff of two flat lists
/// only reports element changes, all in section 0.
public struct FlatSection<Element: Diffable>: DiffableSection {
  /// The elements, in display order.
  public var elements: [Element]

  /// Wraps `elements`.
  @inlinable
  public init(_ elements: [Element]) {
    self.elements = elements
  }

  /// All flat sections share one identity.
  @inlinable
  public var diffIdentifier: Int { 0 }

  /// All flat sections show the same (no) content of their own.
  @inlinable
  public func isContentEqual(to other: FlatSection<Element>) -> Bool { true }

  /// A flat section holding `elements`.
  @inlinable
  public func replacingElements(_ elements: [Element]) -> FlatSection<Element> {
    FlatSection(elements)
  }
}

extension FlatSection: Sendable where Element: Sendable {}

extension StagedChangeset {
  /// The changes that turn the flat list `source` into `target`; every path is in section 0.
  ///
  /// - Complexity: O(*n* + *m* log *m*) expected; see ``StagedChangeset``.
  @inlinable
  public init<Element>(source: [Element], target: [Element])
  where Section == FlatSection<Element> {
    self.init(source: [FlatSection(source)], target: [FlatSection(target)])
  }

  /// The changes that turn the flat list `source` into `target`, worked out in the memory of
  /// `workspace` (see ``DiffWorkspace``); every path is in section 0.
  ///
  /// - Complexity: O(*n* + *m* log *m*) expected; see ``StagedChangeset``.
  @inlinable
  public init<Element>(source: [Element], target: [Element], workspace: inout DiffWorkspace)
  where Section == FlatSection<Element> {
    self.init(source: [FlatSection(source)], target: [FlatSection(target)], workspace: &workspace)
  }
}
