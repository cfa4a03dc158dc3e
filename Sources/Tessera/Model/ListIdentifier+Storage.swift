/// The type of a plain identifier value stored as its bytes: reads the value back and compares
/// two of them with the value type's own `==`. Only its subclass ``IdentifierWords`` is used, as
/// a metatype; nothing is ever instantiated.
@usableFromInline
class IdentifierWordsKind: @unchecked Sendable {
  /// Whether the values stored in the two pairs of words are equal.
  @usableFromInline
  class func isEqual(_ lhsLow: UInt64, _ lhsHigh: UInt64, _ rhsLow: UInt64, _ rhsHigh: UInt64) -> Bool { false }

  /// The value stored in the words.
  @usableFromInline
  class func base(_ low: UInt64, _ high: UInt64) -> any Hashable & Sendable { 0 }

  @usableFromInline
  init() {}
}

/// ``IdentifierWordsKind`` for values of type `Value`: plain data (no references) of at most
/// 16 bytes, such as a UUID, an integer wrapper or an enum without payloads.
@usableFromInline
final class IdentifierWords<Value: Hashable & Sendable>: IdentifierWordsKind, @unchecked Sendable {
  /// The storage of `value`: its bytes, padded with zeros, and this type.
  @inlinable
  static func storage(_ value: Value) -> ListIdentifier.Storage {
    var words: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &words) { target in
      withUnsafeBytes(of: value) { source in target.copyMemory(from: source) }
    }
    return .words(words.0, words.1, IdentifierWords<Value>.self)
  }

  @inlinable
  static func value(_ low: UInt64, _ high: UInt64) -> Value {
    withUnsafeBytes(of: (low, high)) { $0.loadUnaligned(as: Value.self) }
  }

  @inlinable
  override class func isEqual(_ lhsLow: UInt64, _ lhsHigh: UInt64, _ rhsLow: UInt64, _ rhsHigh: UInt64) -> Bool {
    value(lhsLow, lhsHigh) == value(rhsLow, rhsHigh)
  }

  @usableFromInline
  override class func base(_ low: UInt64, _ high: UInt64) -> any Hashable & Sendable { value(low, high) }
}

/// A boxed identifier value of a type that is neither an integer, a string nor plain data of
/// at most 16 bytes. Boxed once, so copying the identifier costs a retain.
@usableFromInline
class IdentifierBox: @unchecked Sendable {
  /// Whether `other` holds a value of the same type that is equal to this one.
  @usableFromInline
  func isEqual(to other: IdentifierBox) -> Bool { false }

  /// The boxed value.
  @usableFromInline
  var base: any Hashable & Sendable { 0 }

  @usableFromInline
  init() {}
}

/// ``IdentifierBox`` for values of type `Value`.
@usableFromInline
final class TypedIdentifierBox<Value: Hashable & Sendable>: IdentifierBox, @unchecked Sendable {
  @usableFromInline let value: Value

  @inlinable
  init(_ value: Value) {
    self.value = value
  }

  /// Same class means same `Value`: the check is one comparison of type pointers.
  @inlinable
  override func isEqual(to other: IdentifierBox) -> Bool {
    guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(type(of: self)) else { return false }
    return unsafeDowncast(other, to: TypedIdentifierBox<Value>.self).value == value
  }

  @usableFromInline
  override var base: any Hashable & Sendable { value }
}
