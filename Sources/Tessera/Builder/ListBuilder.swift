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

  /// An empty block.
  @inlinable
  public static func buildBlock() -> [Element] { [] }

  /// The first statement of a block. A block of one statement, such as the body of a `for`
  /// loop that makes one row, is that statement's array as it is: nothing is copied.
  @inlinable
  public static func buildPartialBlock(first: [Element]) -> [Element] { first }

  /// The next statement of a block, after the ones before it.
  @inlinable
  public static func buildPartialBlock(accumulated: [Element], next: [Element]) -> [Element] {
    guard !accumulated.isEmpty else { return next }
    var all = accumulated
    all.append(contentsOf: next)
    return all
  }

  /// An `if` without `else`.
  @inlinable
  public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }

  /// The first branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither(first part: [Element]) -> [Element] { part }

  /// The second branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither(second part: [Element]) -> [Element] { part }

  /// A `for … in` loop: the elements of every pass, in one array allocated at its size.
  @inlinable
  public static func buildArray(_ parts: [[Element]]) -> [Element] {
    var count = 0
    for part in parts { count &+= part.count }
    var all: [Element] = []
    all.reserveCapacity(count)
    for part in parts { all.append(contentsOf: part) }
    return all
  }

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
