/// A ready-made section: a model that gives the section its identity and own content, and an
/// array of elements.
///
/// Use it when the sections of a list have no type of their own.
public struct ArraySection<Model: Diffable, Element: Diffable>: DiffableSection {
  /// The section's own value (identity, header...).
  public var model: Model
  /// The elements, in display order.
  public var elements: [Element]

  /// A section for `model` holding `elements`.
  @inlinable
  public init(model: Model, elements: [Element]) {
    self.model = model
    self.elements = elements
  }

  /// The identity of the model.
  @inlinable
  public var diffIdentifier: Model.DiffIdentifier { model.diffIdentifier }

  /// Whether the models show the same content; elements are not compared.
  @inlinable
  public func isContentEqual(to other: ArraySection<Model, Element>) -> Bool {
    model.isContentEqual(to: other.model)
  }

  /// The same model holding `elements`.
  @inlinable
  public func replacingElements(_ elements: [Element]) -> ArraySection<Model, Element> {
    ArraySection(model: model, elements: elements)
  }
}

extension ArraySection: Sendable where Model: Sendable, Element: Sendable {}
