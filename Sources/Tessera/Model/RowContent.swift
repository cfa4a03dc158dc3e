/// The content of a row or of a section header/footer: any `Equatable & Sendable` value.
///
/// The *type* of the content chooses which renderer (a cell type on UIKit, a line renderer in the
/// terminal) a host uses; its *value* is compared to decide whether a row must be updated.
///
/// The value is boxed once, when the row is made, in a box that knows its exact type: comparing
/// two contents is one check of the box type and the type's own `==`, with no dynamic cast, and
/// two rows that share a box (a row kept from the list on screen) are equal without calling
/// `==` at all. Copying a content costs a retain.
public struct AnyRowContent: Equatable, Sendable, CustomStringConvertible {
  @usableFromInline let box: RowContentBox

  /// Wraps `base`, unless it is already an ``AnyRowContent``.
  @inlinable
  public init(_ base: some Equatable & Sendable) {
    if let erased = base as? AnyRowContent {
      self = erased
    } else {
      box = RowContentBox.make(base)
    }
  }

  /// The wrapped content.
  public var base: any Equatable & Sendable { box.base }

  /// The dynamic type of the content, which selects the renderer.
  public var contentType: any (Equatable & Sendable).Type { box.contentType }

  /// A key for ``contentType`` that is cheap to hash.
  public var contentTypeID: ObjectIdentifier { box.contentTypeID }

  /// The name of ``contentType`` for diagnostics, e.g. `Price`.
  public var typeName: String { String(describing: contentType) }

  /// The content as a value of type `Content`, or `nil` when it has another type.
  @inlinable
  public func `as`<Content>(_ type: Content.Type) -> Content? { box.value(as: type) }

  /// Equal when both have the same type and that type's `==` holds (at once when both share
  /// one box).
  @inlinable
  public static func == (lhs: AnyRowContent, rhs: AnyRowContent) -> Bool {
    lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
  }

  /// Whether the content equals itself under its type's `==`: `false` when it holds a NaN, or
  /// when the type's `==` is not reflexive. A row with such content counts as changed whenever
  /// a snapshot made anew is diffed (see ``ListDiagnostic/rowContentNotEqualToItself(_:contentType:)``).
  ///
  /// - Complexity: One `==` of the content.
  var isEqualToItself: Bool { box.isEqual(to: box) }

  /// A description of the wrapped value.
  public var description: String { String(describing: base) }
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
    if Content.self is AnyObject.Type { return boxOfDynamicType(content) }
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

  @usableFromInline
  override var base: any Equatable & Sendable { content }

  @usableFromInline
  override var contentType: any (Equatable & Sendable).Type { Content.self }

  @usableFromInline
  override var contentTypeID: ObjectIdentifier { ObjectIdentifier(Content.self) }
}
