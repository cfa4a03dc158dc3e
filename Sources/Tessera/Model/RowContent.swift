/// The content of a row or of a section header/footer: any `Equatable & Sendable` value.
///
/// The *type* of the content chooses which renderer (a cell type on UIKit, a line renderer in the
/// terminal) a host uses; its *value* is compared to decide whether a row must be updated.
/// The value is held in an existential container (small values inline), never in a class box.
public struct AnyRowContent: Equatable, Sendable, CustomStringConvertible {
  /// The wrapped content.
  public let base: any Equatable & Sendable

  /// Wraps `base`, unless it is already an ``AnyRowContent``.
  @inlinable
  public init(_ base: some Equatable & Sendable) {
    if let erased = base as? AnyRowContent {
      self = erased
    } else {
      self.base = base
    }
  }

  /// The dynamic type of the content, which selects the renderer.
  public var contentType: any (Equatable & Sendable).Type { type(of: base) }

  /// A key for ``contentType`` that is cheap to hash.
  public var contentTypeID: ObjectIdentifier { ObjectIdentifier(type(of: base)) }

  /// The name of ``contentType`` for diagnostics, e.g. `Price`.
  public var typeName: String { String(describing: type(of: base)) }

  /// The content as a value of type `Content`, or `nil` when it has another type.
  @inlinable
  public func `as`<Content>(_ type: Content.Type) -> Content? { base as? Content }

  /// Equal when both have the same type and that type's `==` holds.
  public static func == (lhs: AnyRowContent, rhs: AnyRowContent) -> Bool {
    // Different types are never equal: answer without the cost of a dynamic cast.
    guard type(of: lhs.base) == type(of: rhs.base) else { return false }
    return lhs.base.isEqual(to: rhs.base)
  }

  /// A description of the wrapped value.
  public var description: String { String(describing: base) }
}
