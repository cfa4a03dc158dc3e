/// The content of a row or of a section header/footer: any `Equatable & Sendable` value.
///
/// The *type* of the content chooses which renderer (a cell type on UIKit, a line renderer in the
/// terminal) a host uses; its *value* is compared to decide whether a row must be updated.
///
/// Small plain values (no references, at most 16 bytes, equal to themselves: a struct of two
/// integers, an identifier and a count, an enum without payloads) are stored inline, as their
/// bytes, with the type that reads and compares them: making such a content allocates nothing,
/// and two contents with the same bytes are equal without calling `==`. Any other value is boxed
/// once, when the row is made, in a box that knows its exact type: comparing two boxed contents
/// is one check of the box type and the type's own `==`, with no dynamic cast, and two rows that
/// share a box (a row kept from the list on screen) are equal without calling `==` at all.
/// Copying a content copies three words, and retains its box if it has one.
public struct AnyRowContent: Equatable, Sendable, CustomStringConvertible {
  @usableFromInline let storage: Storage

  /// Where the value lives.
  @usableFromInline
  enum Storage: Sendable {
    /// A plain value of at most 16 bytes that equals itself: its bytes, padded with zeros, and
    /// the type that reads and compares them.
    case inline(UInt64, UInt64, InlineRowContentKind.Type)
    /// Any other value.
    case boxed(RowContentBox)
  }

  /// Wraps `base`, unless it is already an ``AnyRowContent``.
  ///
  /// - Complexity: O(1): a small plain value is copied inline (its `==` runs once, to check
  ///   that it equals itself); any other value is boxed once.
  @inlinable
  public init(_ base: some Equatable & Sendable) {
    if let erased = base as? AnyRowContent {
      self = erased
    } else {
      storage = Self.storage(of: base)
    }
  }

  /// The storage of `content`. For a concrete type the compiler decides the first two tests;
  /// only the `==` of a small plain value runs.
  @inlinable
  static func storage<Content: Equatable & Sendable>(of content: Content) -> Storage {
    if _isPOD(Content.self) && MemoryLayout<Content>.size <= 16 && content == content {
      return InlineRowContent<Content>.storage(content)
    }
    return .boxed(RowContentBox.make(content))
  }

  /// The wrapped content.
  public var base: any Equatable & Sendable {
    switch storage {
    case .inline(let low, let high, let kind): kind.base(low, high)
    case .boxed(let box): box.base
    }
  }

  /// The dynamic type of the content, which selects the renderer.
  public var contentType: any (Equatable & Sendable).Type {
    switch storage {
    case .inline(_, _, let kind): kind.contentType
    case .boxed(let box): box.contentType
    }
  }

  /// A key for ``contentType`` that is cheap to hash.
  public var contentTypeID: ObjectIdentifier { ObjectIdentifier(contentType) }

  /// The name of ``contentType`` for diagnostics, e.g. `Price`.
  public var typeName: String { String(describing: contentType) }

  /// The content as a value of type `Content`, or `nil` when it has another type.
  @inlinable
  public func `as`<Content>(_ type: Content.Type) -> Content? {
    switch storage {
    case .inline(let low, let high, let kind):
      // Its own type: read the bytes back where this is inlined (specialised for `Content`).
      guard kind.contentTypeID == ObjectIdentifier(Content.self) else { return kind.base(low, high) as? Content }
      return withUnsafeBytes(of: (low, high)) { $0.loadUnaligned(as: Content.self) }
    case .boxed(let box):
      return box.value(as: type)
    }
  }

  /// The content when its type is exactly `Content` (not a subclass of it, not a value `as?`
  /// would convert), else `nil`: the value ``==`` would compare with another `Content`.
  @inlinable
  func exactly<Content: Equatable & Sendable>(_ type: Content.Type) -> Content? {
    switch storage {
    case .inline(let low, let high, let kind):
      guard kind.contentTypeID == ObjectIdentifier(Content.self) else { return nil }
      return withUnsafeBytes(of: (low, high)) { $0.loadUnaligned(as: Content.self) }
    case .boxed(let box):
      guard ObjectIdentifier(Swift.type(of: box)) == ObjectIdentifier(TypedRowContentBox<Content>.self) else {
        return nil
      }
      return unsafeDowncast(box, to: TypedRowContentBox<Content>.self).content
    }
  }

  /// Equal when both have the same type and that type's `==` holds (at once when both hold the
  /// same bytes or share one box).
  @inlinable @inline(__always)
  public static func == (lhs: AnyRowContent, rhs: AnyRowContent) -> Bool {
    lhs.storage.hasIdenticalBits(to: rhs.storage) || lhs.storage.hasEqualValue(to: rhs.storage)
  }

  /// Whether the content equals itself under its type's `==`: `false` when it holds a NaN, or
  /// when the type's `==` is not reflexive. A row with such content counts as changed whenever
  /// the diff compares it (see ``ListDiagnostic/rowContentNotEqualToItself(_:contentType:)``).
  ///
  /// - Complexity: O(1) for a content stored inline (stored so only when equal to itself); else
  ///   one `==` of the content.
  var isEqualToItself: Bool {
    switch storage {
    case .inline: true
    case .boxed(let box): box.isEqual(to: box)
    }
  }

  /// Whether the content is stored inline (a small plain value), for tests and benchmarks.
  var isInline: Bool {
    if case .inline = storage { return true }
    return false
  }

  /// A description of the wrapped value.
  public var description: String { String(describing: base) }
}

extension AnyRowContent.Storage {
  /// Whether both storages have the same bits, compared as three words where the storage is
  /// three words (64-bit platforms); `false` elsewhere, which only skips a shortcut. Identical
  /// bits are the same bytes of one type (stored inline only when equal to themselves) or the
  /// same box: equal contents.
  @inlinable @inline(__always)
  func hasIdenticalBits(to other: AnyRowContent.Storage) -> Bool {
    typealias Words = (UInt64, UInt64, UInt64)
    guard MemoryLayout<Self>.size == MemoryLayout<Words>.size else { return false }
    let lhs = unsafeBitCast(self, to: Words.self)
    let rhs = unsafeBitCast(other, to: Words.self)
    return lhs.2 == rhs.2 && lhs.0 == rhs.0 && lhs.1 == rhs.1
  }

  /// Whether both hold equal values of the same type, for storages whose bits differ: through
  /// the exact type of the left one, never a dynamic cast. Out of line, so that the comparison
  /// of bits, which decides the comparisons of unchanged rows, stays small where it is inlined.
  @inlinable @inline(__always)
  func hasEqualValue(to other: AnyRowContent.Storage) -> Bool {
    switch self {
    case .boxed(let lhs):
      switch other {
      case .boxed(let rhs): return lhs === rhs || lhs.isEqual(to: rhs)
      case .inline(let low, let high, let kind): return kind.isEqual(low, high, toBox: lhs)
      }
    case .inline(let lhsLow, let lhsHigh, let lhsKind):
      switch other {
      case .inline(let rhsLow, let rhsHigh, let rhsKind):
        // One kind per type: different kinds are different types.
        return ObjectIdentifier(lhsKind) == ObjectIdentifier(rhsKind)
          && lhsKind.isEqual(lhsLow, lhsHigh, rhsLow, rhsHigh)
      case .boxed(let rhs):
        return lhsKind.isEqual(lhsLow, lhsHigh, toBox: rhs)
      }
    }
  }
}

/// The type of a row content stored inline as its bytes: reads the value back and compares two
/// of them with the content type's own `==`. Only its subclass ``InlineRowContent`` is used, as
/// a metatype; nothing is ever instantiated.
@usableFromInline
class InlineRowContentKind: @unchecked Sendable {
  /// Whether the values stored in the two pairs of words are equal.
  @usableFromInline
  class func isEqual(_ lhsLow: UInt64, _ lhsHigh: UInt64, _ rhsLow: UInt64, _ rhsHigh: UInt64) -> Bool { false }

  /// Whether the value stored in the words equals the one in `box` (a value of the same type
  /// that is not equal to itself is boxed).
  @usableFromInline
  class func isEqual(_ low: UInt64, _ high: UInt64, toBox box: RowContentBox) -> Bool { false }

  /// The value stored in the words.
  @usableFromInline
  class func base(_ low: UInt64, _ high: UInt64) -> any Equatable & Sendable { 0 }

  /// The type of the values.
  @usableFromInline
  class var contentType: any (Equatable & Sendable).Type { Int.self }

  /// `ObjectIdentifier(contentType)`.
  @usableFromInline
  class var contentTypeID: ObjectIdentifier { ObjectIdentifier(Int.self) }

  @usableFromInline
  init() {}
}

/// ``InlineRowContentKind`` for contents of type `Content`: plain data (no references) of at
/// most 16 bytes. The bytes are copied into two words and read back with an unaligned load, so
/// a content whose alignment is larger than a word's reads back correctly too.
@usableFromInline
final class InlineRowContent<Content: Equatable & Sendable>: InlineRowContentKind, @unchecked Sendable {
  /// The storage of `value`: its bytes, padded with zeros, and this type.
  @inlinable
  static func storage(_ value: Content) -> AnyRowContent.Storage {
    var words: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &words) { target in
      withUnsafeBytes(of: value) { source in target.copyMemory(from: source) }
    }
    return .inline(words.0, words.1, InlineRowContent<Content>.self)
  }

  @inlinable
  static func value(_ low: UInt64, _ high: UInt64) -> Content {
    withUnsafeBytes(of: (low, high)) { $0.loadUnaligned(as: Content.self) }
  }

  @inlinable
  override class func isEqual(_ lhsLow: UInt64, _ lhsHigh: UInt64, _ rhsLow: UInt64, _ rhsHigh: UInt64) -> Bool {
    value(lhsLow, lhsHigh) == value(rhsLow, rhsHigh)
  }

  @inlinable
  override class func isEqual(_ low: UInt64, _ high: UInt64, toBox box: RowContentBox) -> Bool {
    guard let other = box.value(as: Content.self) else { return false }
    return value(low, high) == other
  }

  @usableFromInline
  override class func base(_ low: UInt64, _ high: UInt64) -> any Equatable & Sendable { value(low, high) }

  @usableFromInline
  override class var contentType: any (Equatable & Sendable).Type { Content.self }

  @usableFromInline
  override class var contentTypeID: ObjectIdentifier { ObjectIdentifier(Content.self) }
}

/// The box of a row content. Only ``TypedRowContentBox`` is ever instantiated; this class is the
/// type the rows store.
///
/// Each box carries the equality of its content type, made where the content's type is known
/// (the row's initialiser, specialised for it): comparing two contents is one indirect call into
/// code compiled for that type, with no generic dispatch and no dynamic cast.
@usableFromInline
class RowContentBox: @unchecked Sendable {
  /// Whether two boxes hold equal contents; the left one is a box of the function's type.
  @usableFromInline
  typealias Equality = @Sendable (_ lhs: RowContentBox, _ rhs: RowContentBox) -> Bool

  /// The equality of this box's content type.
  @usableFromInline let equality: Equality

  @usableFromInline
  init(equality: @escaping Equality) {
    self.equality = equality
  }

  /// A box for `content`, of its dynamic type when the content is an instance of a class (a
  /// subclass compares and renders as itself, as it would unboxed).
  @inlinable
  static func make<Content: Equatable & Sendable>(_ content: Content) -> RowContentBox {
    // An instance of a class is one reference: the runtime is asked only for types of that
    // layout (the size and plainness of a concrete type are known to the compiler), so a
    // struct of several fields is boxed without a runtime class check.
    if MemoryLayout<Content>.size == MemoryLayout<AnyObject>.size && !_isPOD(Content.self)
      && Content.self is AnyObject.Type
    {
      return boxOfDynamicType(content)
    }
    return TypedRowContentBox(content)
  }

  /// A box of the dynamic type of `content`, an instance of a class.
  @usableFromInline
  static func boxOfDynamicType<Content: Equatable & Sendable>(_ content: Content) -> RowContentBox {
    // `type(of:)` reads the instance's own class; opening it names that class.
    let dynamicType: any (Equatable & Sendable).Type = type(of: content)
    func box<Dynamic: Equatable & Sendable>(_: Dynamic.Type) -> RowContentBox {
      guard let value = content as? Dynamic else { return TypedRowContentBox(content) }
      return TypedRowContentBox(value)
    }
    return box(dynamicType)
  }

  /// Whether `other` holds content of the same type that is equal to this one.
  @inlinable
  func isEqual(to other: RowContentBox) -> Bool { equality(self, other) }

  /// The content as a `Value`, or `nil`.
  @usableFromInline
  func value<Value>(as type: Value.Type) -> Value? { nil }

  /// Mixes the bytes of the content (not the box's address) into `digest`, so that a content
  /// boxed again with the same bits digests alike.
  func combineContent(into digest: inout RowsDigest) {}

  @usableFromInline
  var base: any Equatable & Sendable { 0 }

  @usableFromInline
  var contentType: any (Equatable & Sendable).Type { Int.self }

  @usableFromInline
  var contentTypeID: ObjectIdentifier { ObjectIdentifier(contentType) }
}

/// ``RowContentBox`` for contents of type `Content`.
@usableFromInline
final class TypedRowContentBox<Content: Equatable & Sendable>: RowContentBox, @unchecked Sendable {
  @usableFromInline let content: Content

  @inlinable
  init(_ content: Content) {
    self.content = content
    super.init { lhs, rhs in
      // Same class means same `Content`: one comparison of type pointers.
      guard ObjectIdentifier(type(of: lhs)) == ObjectIdentifier(type(of: rhs)) else { return false }
      return unsafeDowncast(lhs, to: TypedRowContentBox<Content>.self).content
        == unsafeDowncast(rhs, to: TypedRowContentBox<Content>.self).content
    }
  }

  @inlinable
  override func value<Value>(as type: Value.Type) -> Value? {
    if Value.self == Content.self {
      return withUnsafePointer(to: content) { UnsafeRawPointer($0).assumingMemoryBound(to: Value.self).pointee }
    }
    return content as? Value
  }

  override func combineContent(into digest: inout RowsDigest) {
    withUnsafeBytes(of: content) { digest.combine(bytes: $0) }
  }

  @usableFromInline
  override var base: any Equatable & Sendable { content }

  @usableFromInline
  override var contentType: any (Equatable & Sendable).Type { Content.self }

  @usableFromInline
  override var contentTypeID: ObjectIdentifier { ObjectIdentifier(Content.self) }
}
