/// A type-erased, `Sendable` identity of a row or a section.
///
/// Rows and sections are identified by any `Hashable & Sendable` value. The common cases, strings
/// and integers, are stored inline, so building a snapshot of string- or integer-identified rows
/// allocates nothing per identifier beyond the string itself.
public struct ListIdentifier: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
  @usableFromInline
  enum Storage: Hashable, Sendable {
    case int(Int)
    case string(String)
    case other(HashableBox)
  }

  @usableFromInline
  let storage: Storage

  /// Wraps any hashable, sendable value as an identifier.
  @inlinable
  public init<Value: Hashable & Sendable>(_ value: Value) {
    if let id = value as? ListIdentifier {
      self = id
    } else if let int = value as? Int {
      storage = .int(int)
    } else if let string = value as? String {
      storage = .string(string)
    } else {
      storage = .other(HashableBox(value))
    }
  }

  /// The wrapped value.
  public var base: any Hashable & Sendable {
    switch storage {
    case .int(let value): value
    case .string(let value): value
    case .other(let box): box.base
    }
  }

  /// The identifier as written in diagnostics: strings are quoted so `"1"` and `1` differ.
  public var description: String {
    switch storage {
    case .int(let value): String(value)
    case .string(let value): "\"\(value)\""
    case .other(let box): String(describing: box.base)
    }
  }

  /// The identifier with its type, for debugging.
  public var debugDescription: String {
    switch storage {
    case .int(let value): "ListIdentifier(\(value))"
    case .string(let value): "ListIdentifier(\"\(value)\")"
    case .other(let box): "ListIdentifier(\(String(reflecting: box.base)))"
    }
  }
}

extension ListIdentifier: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  /// Creates an identifier from a string literal.
  public init(stringLiteral value: String) { storage = .string(value) }
  /// Creates an identifier from an integer literal.
  public init(integerLiteral value: Int) { storage = .int(value) }
}

/// The identity of a row within a list.
public typealias RowID = ListIdentifier
/// The identity of a section within a list.
public typealias SectionID = ListIdentifier

/// Erases a hashable value whose type is neither `Int` nor `String`.
///
/// A class, so that an identifier is at most a string or a reference: copying identifiers (the
/// diff and the controller copy many) then costs a retain, never an existential copy.
@usableFromInline
final class HashableBox: Hashable, Sendable {
  let base: any Hashable & Sendable

  @usableFromInline
  init(_ base: some Hashable & Sendable) { self.base = base }

  @usableFromInline
  static func == (lhs: HashableBox, rhs: HashableBox) -> Bool {
    lhs.base.isEqual(to: rhs.base)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    base.hash(into: &hasher)
  }
}

extension Equatable {
  /// Compares with a value of unknown type: equal only when it has the same type and `==` holds.
  @usableFromInline
  func isEqual(to other: any Equatable) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
