/// The result builder of Tessera: lists of rows inside a ``Section``, lists of sections inside a
/// ``ListSnapshot``.
///
/// It supports `if`, `if let`, `if`/`else`, `switch`, `for … in`, optionals, arrays and calls to
/// helper functions that return an element, an optional element or an array of elements.
/// A function marked `@ListBuilder<Section>` may return `[Section]` or ``ListSnapshot``.
///
/// ```swift
/// @ListBuilder<Section> func page(_ state: Loadable<Product>) -> ListSnapshot {
///   Section("basics") {
///     Row("title", Title(state.value?.name ?? ""))
///     if let promo = state.value?.promotion { Row("promo", Promo(promo)) }
///   }
/// }
/// ```
@resultBuilder
public enum ListBuilder<Element> {
  /// One element.
  @inlinable
  public static func buildExpression(_ element: Element) -> [Element] { [element] }

  /// An optional element: nothing when `nil`.
  @inlinable
  public static func buildExpression(_ element: Element?) -> [Element] { element.map { [$0] } ?? [] }

  /// An array of elements, e.g. the result of a helper function.
  @inlinable
  public static func buildExpression(_ elements: [Element]) -> [Element] { elements }

  /// The statements of a block, in order.
  @inlinable
  public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }

  /// An `if` without `else`.
  @inlinable
  public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }

  /// The first branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither(first part: [Element]) -> [Element] { part }

  /// The second branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither(second part: [Element]) -> [Element] { part }

  /// A `for … in` loop.
  @inlinable
  public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }

  /// An `if #available` branch.
  @inlinable
  public static func buildLimitedAvailability(_ part: [Element]) -> [Element] { part }

  /// The elements, when the builder's result is an array.
  @inlinable
  public static func buildFinalResult(_ elements: [Element]) -> [Element] { elements }
}

extension ListBuilder where Element == Section {
  /// The sections as a snapshot, when the builder's result is a ``ListSnapshot``.
  @inlinable
  public static func buildFinalResult(_ sections: [Section]) -> ListSnapshot {
    ListSnapshot(sections: sections)
  }
}
