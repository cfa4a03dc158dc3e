/// Why a profile could not be loaded, precise enough to fix the file: its name, the line and
/// column, the key path of the value, what was expected and what was found.
///
/// ```
/// profile.json:3:14: malformed JSON: expected ',' or '}' after an object member, found '"'
/// profile.json:31:1: truncated JSON: expected ',' or ']' to close the array that starts at line 6, column 16, found the end of the file
/// profile.json:15:17: wrong type at data.friends[2].name: expected a string, found a number
/// ```
public struct ProfileLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file as the caller named it, e.g. `profile.json` or a path.
  public var file: String
  /// Where in the file the problem is; `nil` when it concerns the whole file.
  public var position: Position?
  /// What went wrong.
  public var problem: Problem

  /// Creates an error.
  public init(file: String, position: Position? = nil, problem: Problem) {
    self.file = file
    self.position = position
    self.problem = problem
  }

  /// A place in a text file. Lines and columns start at 1; a column counts characters (Unicode
  /// scalars), not bytes, so it matches what an editor shows.
  public struct Position: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    /// `line 3, column 14`.
    public var description: String { "line \(line), column \(column)" }
  }

  /// The kinds of failure.
  public enum Problem: Equatable, Sendable {
    /// Nothing exists at the path.
    case fileNotFound
    /// The file exists but could not be read.
    case unreadable(reason: String)
    /// The text is not JSON.
    case malformed(expected: String, found: String)
    /// The text stops before the JSON is complete.
    case truncated(expected: String)
    /// An object names the same member twice (the error's position is the second one).
    case duplicateKey(name: String, first: Position)
    /// A value has another type than the model needs.
    case wrongType(path: String, expected: String, found: String)
    /// An object lacks a required member.
    case missingField(path: String, key: String)
    /// A required value is `null`.
    case missingValue(path: String, expected: String)
    /// A value has the right type but is not acceptable.
    case invalidValue(path: String, reason: String)
  }

  /// The key path of the offending value, e.g. `data.friends[2].name`; `nil` for problems of
  /// the file or of its syntax, and empty for the top-level value.
  public var path: String? {
    switch problem {
    case .fileNotFound, .unreadable, .malformed, .truncated, .duplicateKey: nil
    case .wrongType(let path, _, _), .missingField(let path, _), .missingValue(let path, _),
      .invalidValue(let path, _):
      path
    }
  }

  /// The problem in one sentence, without the file and position.
  public var summary: String {
    switch problem {
    case .fileNotFound:
      "file not found: expected a JSON file at this path"
    case .unreadable(let reason):
      "could not read the file: \(reason)"
    case .malformed(let expected, let found):
      "malformed JSON: expected \(expected), found \(found)"
    case .truncated(let expected):
      "truncated JSON: expected \(expected), found the end of the file"
    case .duplicateKey(let name, let first):
      "duplicate key \(Self.quoted(name)): the object already has it at \(first); a name may appear once per object"
    case .wrongType(let path, let expected, let found):
      "wrong type at \(Self.name(of: path)): expected \(expected), found \(found)"
    case .missingField(let path, let key):
      "missing field at \(Self.name(of: path)): expected a member \"\(key)\""
    case .missingValue(let path, let expected):
      "missing value at \(Self.name(of: path)): expected \(expected), found null"
    case .invalidValue(let path, let reason):
      "invalid value at \(Self.name(of: path)): \(reason)"
    }
  }

  /// `file:line:column: summary`, the form compilers use, so terminals and editors can jump to
  /// it; just the summary when there is no file name (an empty path).
  public var description: String {
    guard !file.isEmpty else { return summary }
    let location = position.map { "\(file):\($0.line):\($0.column)" } ?? file
    return "\(location): \(summary)"
  }

  private static func name(of path: String) -> String { path.isEmpty ? "the top level" : path }

  /// `name` in double quotes for a message: control and format characters (a bidi override)
  /// escaped as `\u{…}`, quotes and backslashes escaped, and cut after 40 characters, since a
  /// name from a file may hold anything.
  static func quoted(_ name: String) -> String {
    var text = "\""
    var count = 0
    for scalar in name.unicodeScalars {
      if count == 40 {
        text += "…"
        break
      }
      count += 1
      let category = scalar.properties.generalCategory
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      default:
        if category == .control || category == .format || category == .lineSeparator
          || category == .paragraphSeparator
        {
          text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    return text + "\""
  }
}
