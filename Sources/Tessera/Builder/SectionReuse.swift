/// The sections a snapshot being built may take as they are: those of an earlier snapshot that
/// were made from an input (``Section/init(_:input:header:footer:rows:)``), by id.
///
/// Set for the duration of ``ListSnapshot/reusing(_:_:)`` as a task-local value, so that every
/// section made while the snapshot is built, however deep in the screen's helper functions,
/// finds it without being handed it; outside that call there is none and sections are built.
@usableFromInline
struct SectionReuse: Sendable {
  /// An earlier section made from an input: its input, its rows and whether one of them has
  /// children.
  @usableFromInline
  struct Earlier: Sendable {
    @usableFromInline let input: AnyRowContent
    @usableFromInline let rows: [Row]
    @usableFromInline let containsParents: Bool?
    /// The section's ``Section/rowsDigest``.
    @usableFromInline let rowsDigest: UInt64
  }

  /// The earlier snapshot's sections.
  let sections: [Section]
  /// The index in ``sections`` of each earlier section made from an input, by id; the first of
  /// a repeated id. Indexes, not the sections' parts: building the table then retains nothing.
  let indexes: [SectionID: Int]

  /// The reusable sections of `snapshot`.
  /// - Complexity: O(sections): one lookup of each stored id hash, no row is touched.
  init(_ snapshot: ListSnapshot) {
    var indexes: [SectionID: Int] = [:]
    indexes.reserveCapacity(snapshot.sections.count)
    // Each section is read in place: a copy of it would retain and release all its references.
    snapshot.sections.withUnsafeBufferPointer { all in
      for index in all.indices where all[index].input != nil && indexes[all[index].id] == nil {
        indexes[all[index].id] = index
      }
    }
    self.sections = snapshot.sections
    self.indexes = indexes
  }

  /// The reuse in effect while a snapshot is built, if any. Spelled without `@TaskLocal`, as the
  /// flight recorder's task-local is: in the iOS 16 SDK `TaskLocal` is a property wrapper, not
  /// the macro, and the static property it wraps is a mutable global that Swift 6 rejects.
  static let current = TaskLocal<SectionReuse?>(wrappedValue: nil)

  /// The earlier section `id` when its input equals `input` as their erased forms compare
  /// (``AnyRowContent/==(_:_:)``: the same type, and that type's `==`), else `nil`. Inlined
  /// where the section is made, so that a value input compares as an `Input`, without being
  /// boxed: the earlier one is read in its box when it has exactly that type. An instance of a
  /// class compares as its own class, as erased, so it is erased first.
  @inlinable
  static func section<Input: Equatable & Sendable>(of id: SectionID, input: Input) -> Earlier? {
    guard let earlier = section(of: id) else { return nil }
    if let erased = input as? AnyRowContent { return earlier.input == erased ? earlier : nil }
    if Input.self is AnyObject.Type { return earlier.input == AnyRowContent(input) ? earlier : nil }
    guard let value = earlier.input.exactly(Input.self), value == input else { return nil }
    return earlier
  }

  /// The earlier section `id` made from an input, while a snapshot is built by
  /// ``ListSnapshot/reusing(_:_:)``; else `nil`.
  @usableFromInline
  static func section(of id: SectionID) -> Earlier? {
    guard let reuse = current.get(), let index = reuse.indexes[id] else { return nil }
    return reuse.sections.withUnsafeBufferPointer { sections in
      guard let input = sections[index].input else { return nil }
      return Earlier(
        input: input, rows: sections[index].storedRows, containsParents: sections[index].containsParents,
        rowsDigest: sections[index].rowsDigest)
    }
  }
}

extension ListSnapshot {
  /// The snapshot `build` returns, where every section made from an input
  /// (``Section/init(_:input:header:footer:rows:)``) whose input equals the one of the section
  /// with the same id in `previous` takes that section's rows as they are, without making them
  /// again. The sections that changed are built; the others cost a comparison of their inputs.
  ///
  /// Pass the snapshot the screen showed last, usually the controller's
  /// ``ListController/latestSnapshot``:
  ///
  /// ```swift
  /// let next = ListSnapshot.reusing(controller.latestSnapshot) { feed(state) }
  /// await controller.apply(next)
  /// ```
  ///
  /// - Complexity: O(sections of `previous`) before `build` runs, then what `build` costs for
  ///   the sections whose inputs changed.
  public static func reusing(_ previous: ListSnapshot, _ build: () throws -> ListSnapshot) rethrows -> ListSnapshot {
    try SectionReuse.current.withValue(SectionReuse(previous), operation: build)
  }

  /// Creates a snapshot from sections built with ``ListBuilder``, reusing the rows of the
  /// sections of `previous` whose inputs are unchanged (see ``reusing(_:_:)``).
  public init(reusing previous: ListSnapshot, @ListBuilder<Section> _ sections: () -> [Section]) {
    self.init(sections: SectionReuse.current.withValue(SectionReuse(previous), operation: sections))
  }
}
