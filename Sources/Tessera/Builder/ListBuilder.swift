/// The result builder of Tessera: lists of rows inside a ``Section``, lists of sections inside a
/// ``ListSnapshot``.
///
/// It supports `if`, `if let`, `if`/`else`, `switch`, `for … in`, optionals, arrays and calls to
/// helper functions that return an element, an optional element or an array of elements.
/// A function marked `@ListBuilder<Section>` may return `[Section]` or ``ListSnapshot``.
///
/// The usual slips are compile errors that say what to write instead: content where a row
/// belongs ("wrap the content in a Row with an id"), a row outside any section, a section inside
/// another.
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
  /// What the builder hands from one statement to the next: no element, one, or several.
  ///
  /// You never make one yourself; the compiler passes them between the builder's methods. A
  /// statement or a block of one element is that element, not a component, so a `for` loop
  /// whose passes make one row each hands over its own array as the rows: a loop over 100,000
  /// items fills one array, and no row is copied out of it. One element of a component is held
  /// inline, so combining statements allocates only the array of their elements.
  public struct Component {
    @usableFromInline
    enum Storage {
      case none
      case one(Element)
      case many([Element])
    }

    @usableFromInline var storage: Storage

    @inlinable
    init(_ storage: Storage) { self.storage = storage }

    /// The number of elements.
    @inlinable
    var count: Int {
      switch storage {
      case .none: 0
      case .one: 1
      case .many(let elements): elements.count
      }
    }

    /// The elements as an array (the component's own when it holds several).
    @inlinable
    var elements: [Element] {
      switch storage {
      case .none: []
      case .one(let element): [element]
      case .many(let elements): elements
      }
    }

    /// Appends the elements to `array`, moving them: the component is used up, so its
    /// elements are not copied (no retain or release of what they hold).
    @inlinable
    func append(to array: inout [Element]) {
      switch storage {
      case .none: break
      case .one(let element): array.append(element)
      case .many(let elements): array.append(contentsOf: elements)
      }
    }

    /// Appends the elements of `next` after these, in this component's array when it holds one
    /// (it is then the array's only owner, so it grows in place).
    @inlinable
    mutating func append(_ next: consuming Self) {
      let current = storage
      storage = .none
      switch (current, next.storage) {
      case (let first, .none):
        storage = first
      case (.none, let second):
        storage = second
      case (.one(let first), .one(let second)):
        storage = .many([first, second])
      case (.one(let first), .many(let second)):
        var all: [Element] = []
        all.reserveCapacity(1 &+ second.count)
        all.append(first)
        all.append(contentsOf: second)
        storage = .many(all)
      case (.many(var all), let second):
        Component(second).append(to: &all)
        storage = .many(all)
      }
    }
  }

  // A statement of one element, and a block of one such statement, stay that element: a
  // `for … in` loop whose body makes one row hands the builder an array of rows, which becomes
  // the section's rows as it is. Components are made only where statements are combined.

  /// One element, as it is.
  @inlinable
  public static func buildExpression(_ element: Element) -> Element { element }

  /// An optional element: nothing when `nil`. (Disfavoured, so that an element is never taken
  /// for an optional one.)
  @inlinable @_disfavoredOverload
  public static func buildExpression(_ element: Element?) -> Component {
    Component(element.map { .one($0) } ?? .none)
  }

  /// An array of elements, e.g. the result of a helper function.
  @inlinable
  public static func buildExpression(_ elements: [Element]) -> Component { Component(.many(elements)) }

  /// An empty block.
  @inlinable
  public static func buildBlock() -> Component { Component(.none) }

  /// The first statement of a block, as it is: nothing is copied.
  @inlinable
  public static func buildPartialBlock(first: Component) -> Component { first }

  /// The first statement of a block, one element, as it is.
  @inlinable
  public static func buildPartialBlock(first: Element) -> Element { first }

  /// The next statement of a block, after the ones before it.
  @inlinable
  public static func buildPartialBlock(accumulated: consuming Component, next: consuming Component) -> Component {
    accumulated.append(next)
    return accumulated
  }

  /// The next statement of a block, one element, after the ones before it.
  @inlinable
  public static func buildPartialBlock(accumulated: consuming Component, next: Element) -> Component {
    accumulated.append(Component(.one(next)))
    return accumulated
  }

  /// The next statement of a block after one element.
  @inlinable
  public static func buildPartialBlock(accumulated: Element, next: consuming Component) -> Component {
    var all = Component(.one(accumulated))
    all.append(next)
    return all
  }

  /// The second element of a block after the first.
  @inlinable
  public static func buildPartialBlock(accumulated: Element, next: Element) -> Component {
    Component(.many([accumulated, next]))
  }

  /// An `if` without `else`.
  @inlinable
  public static func buildOptional(_ part: Component?) -> Component { part ?? Component(.none) }

  /// An `if` without `else` whose branch is one element. (Disfavoured, so that the `nil` of
  /// the missing branch is an optional component.)
  @inlinable @_disfavoredOverload
  public static func buildOptional(_ part: Element?) -> Component {
    Component(part.map { .one($0) } ?? .none)
  }

  /// The first branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither(first part: Component) -> Component { part }

  /// The first branch of an `if`/`else` or `switch`, one element.
  @inlinable
  public static func buildEither(first part: Element) -> Component { Component(.one(part)) }

  /// The second branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither(second part: Component) -> Component { part }

  /// The second branch of an `if`/`else` or `switch`, one element.
  @inlinable
  public static func buildEither(second part: Element) -> Component { Component(.one(part)) }

  /// A `for … in` loop whose body makes one element a pass: the loop's own array, taken as it
  /// is (nothing is copied, retained or released).
  @inlinable
  public static func buildArray(_ elements: [Element]) -> Component { Component(.many(elements)) }

  /// A `for … in` loop: the elements of every pass, in one array allocated at its size. The
  /// passes are moved out of the loop's array from the last, each element into its place from
  /// the end of the new array: no element is copied, retained or released.
  @inlinable
  public static func buildArray(_ parts: consuming [Component]) -> Component {
    var parts = parts
    if parts.count == 1 { return parts.removeLast() }
    var count = 0
    for index in parts.indices { count &+= parts[index].count }
    guard count > 0 else { return Component(.none) }
    let all = [Element](unsafeUninitializedCapacity: count) { buffer, initializedCount in
      guard let first = buffer.baseAddress else { return }
      var end = count
      while let part = parts.popLast() {
        switch part.storage {
        case .none: break
        case .one(let element):
          end &-= 1
          (first + end).initialize(to: element)
        case .many(let elements):
          end &-= elements.count
          elements.withUnsafeBufferPointer { elements in
            guard let source = elements.baseAddress else { return }
            (first + end).initialize(from: source, count: elements.count)
          }
        }
      }
      initializedCount = count
    }
    return Component(.many(all))
  }

  /// An `if #available` branch.
  @inlinable
  public static func buildLimitedAvailability(_ part: Component) -> Component { part }

  /// An `if #available` branch of one element.
  @inlinable
  public static func buildLimitedAvailability(_ part: Element) -> Component { Component(.one(part)) }

  /// The elements, when the builder's result is an array.
  @inlinable
  public static func buildFinalResult(_ component: Component) -> [Element] {
    switch component.storage {
    case .none: []
    case .one(let element): [element]
    case .many(let elements): elements
    }
  }

  /// The element, when the builder's result is an array and the body is one element.
  @inlinable
  public static func buildFinalResult(_ element: Element) -> [Element] { [element] }
}

extension ListBuilder.Component: Sendable where Element: Sendable {}
extension ListBuilder.Component.Storage: Sendable where Element: Sendable {}

extension ListBuilder where Element == Section {
  /// The sections as a snapshot, when the builder's result is a ``ListSnapshot``.
  @inlinable
  public static func buildFinalResult(_ sections: Component) -> ListSnapshot {
    ListSnapshot(sections: buildFinalResult(sections))
  }

  /// The section as a snapshot, when the builder's result is a ``ListSnapshot`` of one section.
  @inlinable
  public static func buildFinalResult(_ section: Section) -> ListSnapshot {
    ListSnapshot(sections: [section])
  }
}

// Common mistakes, named where they are made: without these the compiler only says that no
// `buildExpression` matches. They are never called: an unavailable overload that is the best
// match is a compile error with its message.
extension ListBuilder where Element == Row {
  /// Content written where a row belongs: a section holds rows, each with an id.
  @available(
    *, unavailable,
    message: "a section holds rows: wrap the content in a Row with an id, e.g. Row(\"price\", price)"
  )
  public static func buildExpression<Content: Equatable & Sendable>(_ content: Content) -> Component {
    Component(.none)
  }

  /// A section written inside another: sections do not nest.
  @available(
    *, unavailable,
    message: "sections do not nest: close this section and start the next one after it, in the list"
  )
  public static func buildExpression(_ section: Section) -> Component { Component(.none) }
}

extension ListBuilder where Element == Section {
  /// A row written where a section belongs: a list holds sections, and rows go inside them.
  @available(
    *, unavailable,
    message: "a list holds sections: put the row inside a Section, e.g. Section(\"main\") { Row(\"price\", price) }"
  )
  public static func buildExpression(_ row: Row) -> Component { Component(.none) }

  /// Content written where a section belongs.
  @available(
    *, unavailable,
    message:
      "a list holds sections of rows: wrap the content in a Row inside a Section, e.g. Section(\"main\") { Row(\"price\", price) }"
  )
  public static func buildExpression<Content: Equatable & Sendable>(_ content: Content) -> Component {
    Component(.none)
  }
}
