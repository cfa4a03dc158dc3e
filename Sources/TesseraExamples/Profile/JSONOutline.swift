/// The shape of a JSON document with the position of every value.
///
/// `JSONDecoder` reports neither the line and column of a syntax error nor where a value with
/// the wrong type is, so the profile loader first reads the text with ``parse(_:)``: a strict
/// RFC 8259 parser that stops at the first error with its position, what it expected and what it
/// found. When decoding then fails, the error's coding path leads to the value in the outline,
/// and so to its position.
struct JSONOutline: Sendable {
  /// The JSON types.
  enum Kind: Sendable {
    case object, array, string, number, boolean, null

    /// How a message names a value of this kind: "an object", "a number"...
    var description: String {
      switch self {
      case .object: "an object"
      case .array: "an array"
      case .string: "a string"
      case .number: "a number"
      case .boolean: "a boolean"
      case .null: "null"
      }
    }
  }

  /// The type of the value.
  var kind: Kind
  /// Where the value starts.
  var position: ProfileLoadError.Position
  /// The members of an object, by name (a name appears once per object: ``JSONOutline/parse(_:)``
  /// refuses repeated names).
  var members: [String: JSONOutline] = [:]
  /// The elements of an array.
  var elements: [JSONOutline] = []

  /// The value that `path` leads to, as a `Decoder` spells paths; `nil` when there is none.
  /// - Complexity: O(path length).
  func value(at path: [any CodingKey]) -> JSONOutline? {
    var node = self
    for key in path {
      switch node.kind {
      case .array:
        guard let index = key.intValue, node.elements.indices.contains(index) else { return nil }
        node = node.elements[index]
      case .object:
        guard let member = node.members[key.stringValue] else { return nil }
        node = member
      case .string, .number, .boolean, .null:
        return nil
      }
    }
    return node
  }
}

/// The first syntax error of a JSON text.
struct JSONSyntaxError: Error, Equatable {
  /// Where the parser stopped.
  var position: ProfileLoadError.Position
  /// What would have been valid there, e.g. `',' or '}' after an object member`.
  var expected: String
  /// What is there instead, e.g. `'x'`; `nil` at the end of the text (the JSON is truncated).
  var found: String?
  /// When the error is a member name used twice in one object: the name and where it was
  /// first used (``position`` is where it is used again).
  var duplicate: DuplicateMember?
}

/// A member name that appears twice in one object.
struct DuplicateMember: Equatable {
  /// The name.
  var name: String
  /// Where it first appears.
  var first: ProfileLoadError.Position
}
