import Foundation

extension Profile {
  /// The name of the sample response bundled with the examples.
  public static let bundledFileName = "profile.json"

  /// Loads the sample response bundled with the examples.
  public static func loadBundled() throws(ProfileLoadError) -> Profile {
    guard let url = Bundle.module.url(forResource: "profile", withExtension: "json") else {
      throw ProfileLoadError(file: bundledFileName, problem: .fileNotFound)
    }
    return try load(from: url, named: bundledFileName)
  }

  /// Loads a response from a file; errors name the file as `path` is written.
  /// Files larger than 64 MiB are refused with their size.
  public static func load(fromPath path: String) throws(ProfileLoadError) -> Profile {
    switch ProfileFile.read(path) {
    case .read(let bytes): return try decode(Data(bytes), file: path)
    case .failed(let problem): throw ProfileLoadError(file: path, problem: problem)
    }
  }

  /// Decodes a response (`{"data": {...}}`); errors name the data `file`.
  ///
  /// The text is checked first, so a syntax error is reported with its line and column; then it
  /// is decoded, and a decoding error is reported with the key path and position of the value.
  /// - Complexity: O(size of the data).
  public static func decode(_ data: Data, file: String) throws(ProfileLoadError) -> Profile {
    let outline: JSONOutline
    do {
      outline = try JSONOutline.parse([UInt8](data))
    } catch {
      let problem: ProfileLoadError.Problem =
        if let duplicate = error.duplicate {
          .duplicateKey(name: duplicate.name, first: duplicate.first)
        } else if let found = error.found { .malformed(expected: error.expected, found: found) } else {
          .truncated(expected: error.expected)
        }
      throw ProfileLoadError(file: file, position: error.position, problem: problem)
    }
    do {
      return try JSONDecoder().decode(ProfileResponse.self, from: data).data
    } catch let error as DecodingError {
      throw ProfileLoadError(file: file, decodingError: error, outline: outline)
    } catch {
      throw ProfileLoadError(file: file, problem: .invalidValue(path: "", reason: "\(error)"))
    }
  }

  private static func load(from url: URL, named file: String) throws(ProfileLoadError) -> Profile {
    switch ProfileFile.read(url.path) {
    case .read(let bytes): return try decode(Data(bytes), file: file)
    case .failed(let problem): throw ProfileLoadError(file: file, problem: problem)
    }
  }
}

extension ProfileLoadError {
  /// Translates a decoding error: its coding path becomes a readable key path, and the outline
  /// of the text gives the position of the value and the type actually found there.
  init(file: String, decodingError: DecodingError, outline: JSONOutline) {
    func locate(_ context: DecodingError.Context) -> (path: String, node: JSONOutline?) {
      (Self.keyPath(context.codingPath), outline.value(at: context.codingPath))
    }
    switch decodingError {
    case .typeMismatch(let type, let context):
      let (path, node) = locate(context)
      let found = node?.kind.description ?? "another type"
      self.init(
        file: file, position: node?.position,
        problem: .wrongType(path: path, expected: Self.describe(type), found: found))
    case .valueNotFound(let type, let context):
      let (path, node) = locate(context)
      self.init(file: file, position: node?.position, problem: .missingValue(path: path, expected: Self.describe(type)))
    case .keyNotFound(let key, let context):
      let (path, node) = locate(context)
      self.init(file: file, position: node?.position, problem: .missingField(path: path, key: key.stringValue))
    case .dataCorrupted(let context):
      let (path, node) = locate(context)
      self.init(
        file: file, position: node?.position,
        problem: .invalidValue(path: path, reason: context.debugDescription))
    @unknown default:
      self.init(file: file, problem: .invalidValue(path: "", reason: "\(decodingError)"))
    }
  }

  /// `data.friends[2].name`: member names joined by dots, array indexes in brackets.
  static func keyPath(_ codingPath: [any CodingKey]) -> String {
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return path
  }

  /// How a message names the type a decoder wanted: "a string", "an array"...
  static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Bool.Type: return "a boolean"
    case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type: return "a number"
    default:
      // Decoders report containers as `Array<Any>` and `Dictionary<String, Any>`.
      let name = String(describing: type)
      if name.hasPrefix("Array<") { return "an array" }
      if name.hasPrefix("Dictionary<") { return "an object" }
      return "a value of type \(name)"
    }
  }
}
