/// A type-erased, `Sendable` identity of a row or a section.
///
/// Rows and sections are identified by any `Hashable & Sendable` value. Identity is paid once:
/// the hash is computed when the identifier is made (with the standard library's seeded hasher,
/// or for an integer a keyed invertible mix, so ids an attacker chooses cannot flood a table),
/// and every diff, index and cache reuses it without hashing the value again.
///
/// The values apps use most are stored without an existential or a dynamic cast on any path:
/// strings and integers inline, and plain values of up to 16 bytes (a `UUID`, an integer
/// wrapper, an enum without payloads) inline as their bytes, compared by their own `==`. Other
/// values, and plain values not equal to themselves (a NaN), are boxed once and compared through
/// their exact type. Two identifiers whose stored bits are identical (the same integer, string,
/// plain value or box) are equal without a further look; otherwise the stored hashes are
/// compared before the values.
///
/// Duplicate ids, ids that collide in their hashes and ids not equal to themselves are data:
/// each is reported and shown by a documented rule. An id *type* whose `==` breaks `Hashable`'s
/// rules (answers that change between calls, or that disagree with its hash) is a broken type,
/// and, like every `Set` and `Dictionary` of the standard library that holds such values,
/// Tessera's tables of ids may stop the program on one.
public struct ListIdentifier: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
  /// The value's hash, computed once when the identifier was made.
  @usableFromInline let storedHash: Int
  /// The value.
  @usableFromInline let storage: Storage

  @usableFromInline
  enum Storage: Sendable {
    case int(Int)
    case string(String)
    /// A plain value of at most 16 bytes, with the type that reads and compares it.
    case words(UInt64, UInt64, IdentifierWordsKind.Type)
    /// Any other value.
    case boxed(IdentifierBox)
  }

  @inlinable
  init(storedHash: Int, storage: Storage) {
    self.storedHash = storedHash
    self.storage = storage
  }

  /// Wraps any hashable, sendable value as an identifier.
  ///
  /// - Complexity: One hash of `value`; a string copies no characters, other values of more
  ///   than 16 bytes are boxed once.
  @inlinable
  public init<Value: Hashable & Sendable>(_ value: Value) {
    // For a concrete `Value` the compiler decides these casts; they only run for values such
    // as `AnyHashable` that may hold an integer or a string.
    if let id = value as? ListIdentifier {
      self = id
    } else if let int = value as? Int {
      self.init(storedHash: Self.hash(ofInteger: int), storage: .int(int))
    } else if let string = value as? String {
      self.init(storedHash: string.hashValue, storage: .string(string))
    } else if _isPOD(Value.self) && MemoryLayout<Value>.size <= 16 && value == value {
      // Only values equal to themselves (not a NaN): two identifiers with the same bits are
      // then equal without asking the type.
      self.init(storedHash: value.hashValue, storage: IdentifierWords<Value>.storage(value))
    } else {
      self.init(storedHash: value.hashValue, storage: .boxed(TypedIdentifierBox(value)))
    }
  }

  /// Whether two identifiers wrap equal values of the same type.
  ///
  /// - Complexity: O(1) when the stored bits are identical or the stored hashes differ; else
  ///   the value's own `==`.
  @inlinable
  public static func == (lhs: ListIdentifier, rhs: ListIdentifier) -> Bool {
    // Identical bits first: they decide the comparisons of a diff's unchanged rows alone.
    lhs.storage.hasIdenticalBits(to: rhs.storage)
      || (lhs.storedHash == rhs.storedHash && lhs.storage.hasEqualValue(to: rhs.storage))
  }

  /// Feeds the stored hash to `hasher`; the value is not hashed again.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storedHash)
  }

  /// The stored hash, mixed with `seed` for tables that seed their hashes per instance
  /// (`Dictionary`, `Set`): what `hashValue` and the standard collections use, so indexing a
  /// list's ids by `RowID` never hashes a string or a UUID again.
  @inlinable
  public func _rawHashValue(seed: Int) -> Int {
    guard seed != 0 else { return storedHash }
    // A full-avalanche mix, so that tables with different seeds order their buckets differently.
    var bits = UInt64(truncatingIfNeeded: storedHash ^ seed)
    bits = (bits ^ (bits &>> 32)) &* 0xD6E8_FEB8_6659_FD93
    bits = (bits ^ (bits &>> 32)) &* 0xD6E8_FEB8_6659_FD93
    return Int(truncatingIfNeeded: bits ^ (bits &>> 32))
  }

  /// Whether the wrapped value equals itself under its type's `==`: `false` for a NaN, or for a
  /// type whose `==` is not reflexive. Such an identifier matches nothing, not even the same
  /// value in the next snapshot (see ``ListDiagnostic/rowIDNotEqualToItself(_:)``).
  ///
  /// - Complexity: O(1) for integers, strings and plain values of up to 16 bytes (stored only
  ///   when equal to themselves); one `==` of the value otherwise.
  var isEqualToItself: Bool {
    guard case .boxed(let box) = storage else { return true }
    return box.isEqual(to: box)
  }

  /// Whether the value is boxed (neither an integer, a string nor plain data of up to 16 bytes).
  var isBoxed: Bool {
    if case .boxed = storage { return true }
    return false
  }

  /// The wrapped value.
  public var base: any Hashable & Sendable {
    switch storage {
    case .int(let value): value
    case .string(let value): value
    case .words(let low, let high, let kind): kind.base(low, high)
    case .boxed(let box): box.base
    }
  }

  /// The wrapped value as a `Value`, or `nil` when it has another type: the id an app gave a
  /// row, back in its own type.
  ///
  /// ```swift
  /// Row(SettingID.wifi, Setting(title: "Wi-Fi")).onSelect { context in
  ///   if context.rowID.as(SettingID.self) == .wifi { router.showWiFi() }
  /// }
  /// ```
  public func `as`<Value: Hashable & Sendable>(_ type: Value.Type) -> Value? { base as? Value }

  /// The identifier as written in diagnostics: strings are quoted so `"1"` and `1` differ.
  public var description: String {
    switch storage {
    case .int(let value): String(value)
    case .string(let value): "\"\(value)\""
    case .words, .boxed: String(describing: base)
    }
  }

  /// The identifier with its type, for debugging.
  public var debugDescription: String {
    switch storage {
    case .int(let value): "ListIdentifier(\(value))"
    case .string(let value): "ListIdentifier(\"\(value)\")"
    case .words, .boxed: "ListIdentifier(\(String(reflecting: base)))"
    }
  }
}

extension ListIdentifier: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  /// Creates an identifier from a string literal.
  @inlinable
  public init(stringLiteral value: String) { self.init(storedHash: value.hashValue, storage: .string(value)) }
  /// Creates an identifier from an integer literal.
  @inlinable
  public init(integerLiteral value: Int) { self.init(storedHash: Self.hash(ofInteger: value), storage: .int(value)) }
}

extension ListIdentifier {
  /// The stored hash of an integer: the integer mixed with a key drawn once per process by a
  /// full-avalanche, invertible function. Invertible, so two integers never share a hash; keyed,
  /// so integers chosen to collide in a table's buckets under one process's hashes do not under
  /// another's (and the diff's tables change their probing when a probe runs long). About a
  /// tenth of the standard library's seeded hasher, which an integer's `==`, comparing bits,
  /// does not need for its soundness.
  @inlinable
  static func hash(ofInteger value: Int) -> Int {
    var bits = UInt64(UInt(bitPattern: value)) ^ IdentifierKeys.integer
    bits = (bits ^ (bits &>> 32)) &* 0xD6E8_FEB8_6659_FD93
    bits = (bits ^ (bits &>> 32)) &* 0xD6E8_FEB8_6659_FD93
    return Int(truncatingIfNeeded: bits ^ (bits &>> 32))
  }
}

/// The keys of identifiers' stored hashes, drawn once per process from the standard library's
/// seeded hasher (so they are fixed when it is, under `SWIFT_DETERMINISTIC_HASHING`).
@usableFromInline
enum IdentifierKeys {
  /// The key an integer is mixed with (see ``ListIdentifier/hash(ofInteger:)``).
  @usableFromInline
  static let integer: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0x1D_4A5B)
    return UInt64(truncatingIfNeeded: hasher.finalize())
  }()
}

/// The identity of a row within a list.
public typealias RowID = ListIdentifier
/// The identity of a section within a list.
public typealias SectionID = ListIdentifier

extension ListIdentifier.Storage {
  /// Whether both hold equal values of the same type, for storages whose bits differ (identical
  /// bits are the same integer, string, plain value or box: equal, as a plain value is stored as
  /// its bytes only when it equals itself). Integers and strings compare directly; the others
  /// through their exact type, never through a dynamic cast. Out of line, so that the comparison
  /// of bits, which decides most comparisons, stays small where it is inlined.
  @inlinable @inline(never)
  func hasEqualValue(to other: ListIdentifier.Storage) -> Bool {
    // Strings first, the identifiers apps use most, without a jump through the cases.
    if case .string(let lhs) = self {
      guard case .string(let rhs) = other else { return false }
      return lhs == rhs
    }
    switch self {
    case .int(let lhs):
      guard case .int(let rhs) = other else { return false }
      return lhs == rhs
    case .string:
      return false
    case .words(let lhsLow, let lhsHigh, let lhsKind):
      guard case .words(let rhsLow, let rhsHigh, let rhsKind) = other else { return false }
      return ObjectIdentifier(lhsKind) == ObjectIdentifier(rhsKind) && lhsKind.isEqual(lhsLow, lhsHigh, rhsLow, rhsHigh)
    case .boxed(let lhs):
      guard case .boxed(let rhs) = other else { return false }
      return lhs === rhs || lhs.isEqual(to: rhs)
    }
  }

  /// Whether both storages have the same bits, compared as three words where the storage is
  /// three words (64-bit platforms); `false` elsewhere, which only skips a shortcut.
  ///
  /// Bits a case leaves unused may differ between two equal values; then this is `false` and
  /// the values are compared by their case.
  @inlinable @inline(__always)
  func hasIdenticalBits(to other: ListIdentifier.Storage) -> Bool {
    typealias Words = (UInt64, UInt64, UInt64)
    guard MemoryLayout<Self>.size == MemoryLayout<Words>.size else { return false }
    let lhs = unsafeBitCast(self, to: Words.self)
    let rhs = unsafeBitCast(other, to: Words.self)
    return lhs.2 == rhs.2 && lhs.0 == rhs.0 && lhs.1 == rhs.1
  }
}
