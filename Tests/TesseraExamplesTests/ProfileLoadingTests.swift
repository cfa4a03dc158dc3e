import Foundation
import Testing
import TesseraExamples

/// The error that decoding `text` gives, or `nil` when it decodes.
private func loadError(_ text: String, file: String = "x.json") -> ProfileLoadError? {
  loadError(Data(text.utf8), file: file)
}

private func loadError(_ data: Data, file: String = "x.json") -> ProfileLoadError? {
  do {
    _ = try Profile.decode(data, file: file)
    return nil
  } catch {
    return error
  }
}

@Suite("Profile loading")
struct ProfileLoadingTests {
  @Test("The bundled response decodes completely")
  func bundled() throws {
    let profile = try Profile.loadBundled()
    #expect(profile.fullName == "Ida Sørensen")
    #expect(profile.email == "ida.sorensen@example.dk")
    #expect(profile.friends.map(\.name) == ["Mads Kjær", "Freja Østergaard", "Lars Holm", "Chen Jing 陈静"])
    #expect(profile.friends[2].pictureUrl == nil)
    #expect(profile.profileAttributes.first == Profile.Attribute(key: "Born", value: "14 March 1990"))
    #expect(profile.profileAttributes.count == 4)
  }

  @Test("Missing lists decode as empty; unknown members are ignored")
  func lenientWhereHarmless() throws {
    let profile = try Profile.decode(Data(#"{"data": {"fullName": "A", "nickname": "x"}}"#.utf8), file: "x.json")
    #expect(profile == Profile(fullName: "A"))
  }

  @Test("A byte order mark before the JSON is accepted")
  func byteOrderMark() throws {
    let profile = try Profile.decode(Data([0xEF, 0xBB, 0xBF]) + Data(#"{"data": {}}"#.utf8), file: "x.json")
    #expect(profile == Profile())
  }

  @Test("A missing comma is reported at the line and column where it was expected")
  func missingComma() {
    let text = """
      {
        "data": {
          "fullName": "Ida"
          "email": "x"
        }
      }
      """
    let error = loadError(text, file: "broken.json")
    #expect(error?.position == ProfileLoadError.Position(line: 4, column: 5))
    #expect(error?.problem == .malformed(expected: "',' or '}' after an object member", found: "'\"'"))
    #expect(
      error?.description == #"broken.json:4:5: malformed JSON: expected ',' or '}' after an object member, found '"'"#)
  }

  @Test("A truncated file names the container left open")
  func truncated() {
    let error = loadError(#"{"data": {"friends": [{"name": "Mads"}"#, file: "cut.json")
    #expect(
      error?.description == "cut.json:1:39: truncated JSON: expected ',' or ']' to close the array that "
        + "starts at line 1, column 22, found the end of the file")
  }

  @Test("A value of the wrong type is reported with its key path and position")
  func wrongType() {
    let text = """
      {
        "data": {
          "friends": [
            { "name": "Mads" },
            { "name": "Freja" },
            { "name": 42 }
          ]
        }
      }
      """
    let error = loadError(text, file: "types.json")
    #expect(error?.path == "data.friends[2].name")
    #expect(
      error?.description == "types.json:6:17: wrong type at data.friends[2].name: expected a string, found a number")
  }

  @Test("A missing required member is reported at the object that lacks it")
  func missingField() {
    let text = """
      {
        "data": {
          "friends": [
            { "name": "Mads" },
            { "pictureUrl": "https://images.example.com/x.jpg" }
          ]
        }
      }
      """
    #expect(
      loadError(text, file: "types.json")?.description
        == #"types.json:5:7: missing field at data.friends[1]: expected a member "name""#)
  }

  @Test(
    "Decoding errors name the path, the expected type and the type found",
    arguments: [
      (#"{"data": {"friends": {}}}"#, "x.json:1:22: wrong type at data.friends: expected an array, found an object"),
      (
        #"{"data": {"friends": [{"name": null}]}}"#,
        "x.json:1:32: missing value at data.friends[0].name: expected a string, found null"
      ),
      (
        #"{"data": {"fullName": ["a"]}}"#, "x.json:1:23: wrong type at data.fullName: expected a string, found an array"
      ),
      (#"{"data": 5}"#, "x.json:1:10: wrong type at data: expected an object, found a number"),
      ("[1]", "x.json:1:1: wrong type at the top level: expected an object, found an array"),
      (#"{"profile": {}}"#, #"x.json:1:1: missing field at the top level: expected a member "data""#),
      // A repeated name is refused before decoding: there is no first or last value to pick.
      (
        #"{"data": {"fullName": 1, "fullName": "b"}}"#,
        #"x.json:1:26: duplicate key "fullName": the object already has it at line 1, column 11; a name may appear once per object"#
      ),
      (
        #"{"data": {"profileAttributes": [{"key": "City", "value": true}]}}"#,
        "x.json:1:58: wrong type at data.profileAttributes[0].value: expected a string, found a boolean"
      ),
    ])
  func decodingErrors(text: String, message: String) {
    #expect(loadError(text)?.description == message)
  }

  @Test(
    "Syntax errors say what was expected and what was found",
    arguments: [
      (
        "",
        "x.json:1:1: truncated JSON: expected a value (an object, an array, a string, a number, true, false or null), "
          + "found the end of the file"
      ),
      (
        #"{"data": {"fullName": "x",}}"#,
        "x.json:1:27: malformed JSON: expected a member name in double quotes, found '}'"
      ),
      (
        #"{"data": {"fullName": "陈静" "x"}}"#,
        "x.json:1:28: malformed JSON: expected ',' or '}' after an object member, found '\"'"
      ),
      (
        #"{"data": {"about": "abc"#,
        "x.json:1:24: truncated JSON: expected '\"' to close the string that starts at line 1, column 20, found the end of the file"
      ),
      (
        "{\"about\": \"a\nb\"}",
        "x.json:1:13: malformed JSON: expected an escape sequence such as \\n instead of a control character inside a "
          + "string, found the control character U+000A"
      ),
      (
        #"{"about": "a\qb"}"#,
        #"x.json:1:14: malformed JSON: expected an escape sequence (\" \\ \/ \b \f \n \r \t or \uXXXX), found 'q'"#
      ),
      (#"{"about": "\u12G4"}"#, #"x.json:1:16: malformed JSON: expected 4 hexadecimal digits after \u, found 'G'"#),
      (
        #"{"about": "\uDC00"}"#,
        "x.json:1:12: malformed JSON: expected a high surrogate escape before the low surrogate, found a lone low surrogate"
      ),
      (
        #"{"about": "\uD83D x"}"#,
        #"x.json:1:18: malformed JSON: expected a low surrogate escape (\uDC00 to \uDFFF) after the high surrogate, found ' '"#
      ),
      (
        #"{"n": 012}"#,
        "x.json:1:8: malformed JSON: expected '.', 'e' or the end of the number (a number cannot start with 0), found '1'"
      ),
      (#"{"n": 1.}"#, "x.json:1:9: malformed JSON: expected a digit after '.', found '}'"),
      (#"{"n": -}"#, "x.json:1:8: malformed JSON: expected a digit, found '}'"),
      (#"{"n": tru}"#, "x.json:1:10: malformed JSON: expected 'true', found '}'"),
      (#"{"n" 1}"#, #"x.json:1:6: malformed JSON: expected ':' after the member name "n", found '1'"#),
      ("{'data': 1}", #"x.json:1:2: malformed JSON: expected a member name in double quotes, found "'""#),
      (
        "{\"data\": “x”}",
        "x.json:1:10: malformed JSON: expected a value (an object, an array, a string, a number, true, false or null), "
          + "found '“'"
      ),
      ("{} x", "x.json:1:4: malformed JSON: expected the end of the file after the top-level value, found 'x'"),
      (
        "{} \u{202E}",
        "x.json:1:4: malformed JSON: expected the end of the file after the top-level value, found the character U+202E"
      ),
      ("{\u{200B}}", "x.json:1:2: malformed JSON: expected a member name in double quotes, found the character U+200B"),
      (
        "[1, 2",
        "x.json:1:6: truncated JSON: expected ',' or ']' to close the array that starts at line 1, column 1, "
          + "found the end of the file"
      ),
      (
        "{\"a\": 1,\r\n",
        "x.json:2:1: truncated JSON: expected a member name in double quotes, found the end of the file"
      ),
    ])
  func syntaxErrors(text: String, message: String) {
    #expect(loadError(text)?.description == message)
  }

  @Test("Bytes that are not UTF-8 are reported where they are")
  func invalidUTF8() {
    let data = Data(#"{"a": ""#.utf8) + Data([0xFF]) + Data(#""}"#.utf8)
    #expect(loadError(data)?.description == "x.json:1:8: malformed JSON: expected UTF-8 text, found the byte 0xFF")
    let overlong = Data(#"{"a": ""#.utf8) + Data([0xC0, 0xAF]) + Data(#""}"#.utf8)
    #expect(loadError(overlong)?.problem == .malformed(expected: "UTF-8 text", found: "the byte 0xC0"))
  }

  @Test("Nesting deeper than the limit is an error, not a crash")
  func deepNesting() {
    let text = String(repeating: "[", count: 5_000)
    #expect(
      loadError(text)?.description
        == "x.json:1:101: malformed JSON: expected at most 100 nested arrays and objects, found '['")
  }

  @Test("Escapes in member names are decoded before matching keys")
  func escapedMemberNames() throws {
    let profile = try Profile.decode(Data(#"{"d\u0061ta": {"full\u004Eame": "\ud83d\ude00 A"}}"#.utf8), file: "x.json")
    #expect(profile.fullName == "😀 A")
  }

  @Test("A missing file and a directory are reported by name, without a position")
  func fileErrors() throws {
    let missing = "/nonexistent-tessera-dir/profile.json"
    #expect(throws: ProfileLoadError(file: missing, problem: .fileNotFound)) { try Profile.load(fromPath: missing) }
    #expect(
      ProfileLoadError(file: missing, problem: .fileNotFound).description
        == "/nonexistent-tessera-dir/profile.json: file not found: expected a JSON file at this path")

    let directory = FileManager.default.temporaryDirectory.path
    #expect(throws: ProfileLoadError(file: directory, problem: .unreadable(reason: "it is a directory"))) {
      try Profile.load(fromPath: directory)
    }
  }

  @Test("A file on disk is loaded, and its errors name the path as given")
  func fileOnDisk() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-profile-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(#"{"data": {"email": 7}}"#.utf8).write(to: url)
    let error = #expect(throws: ProfileLoadError.self) { try Profile.load(fromPath: url.path) }
    #expect(error?.description == "\(url.path):1:20: wrong type at data.email: expected a string, found a number")
  }

  /// Issue: duplicate member names were silently accepted, the first one winning, so a file
  /// could say two things and the screen showed one of them without a word.
  @Test(
    "A member name used twice in one object is an error at its second use",
    arguments: [
      (
        #"{"data": {"fullName": "Ida",\#n  "fullName": "Mads"}}"#,
        #"x.json:2:3: duplicate key "fullName": the object already has it at line 1, column 11; a name may appear once per object"#
      ),
      (
        #"{"data": {}, "data": {}}"#,
        #"x.json:1:14: duplicate key "data": the object already has it at line 1, column 2; a name may appear once per object"#
      ),
      // Escapes are decoded before names are compared.
      (
        #"{"data": {"friends": [{"name": "A", "n\u0061me": "B"}]}}"#,
        #"x.json:1:37: duplicate key "name": the object already has it at line 1, column 24; a name may appear once per object"#
      ),
      // A bidi override in the name is shown escaped, never passed on to a terminal.
      (
        #"{"a\u202Eb": 1, "a\u202Eb": 2}"#,
        #"x.json:1:17: duplicate key "a\u{202E}b": the object already has it at line 1, column 2; a name may appear once per object"#
      ),
    ])
  func duplicateKeys(text: String, message: String) {
    let error = loadError(text)
    #expect(error?.description == message)
    if case .duplicateKey? = error?.problem {
    } else {
      Issue.record("not a duplicate key: \(String(describing: error))")
    }
  }

  @Test("The same name in different objects, and names differing only in case, are fine")
  func sameNameElsewhere() throws {
    let text = #"{"data": {"friends": [{"name": "A"}, {"name": "B"}], "email": "e", "Email": "E"}}"#
    let profile = try Profile.decode(Data(text.utf8), file: "x.json")
    #expect(profile.friends.map(\.name) == ["A", "B"])
    #expect(profile.email == "e")
  }

  /// Issue: a file cut inside a multi-byte character said "malformed" where every other cut
  /// says "truncated".
  @Test("A file cut inside a multi-byte character is truncated, not malformed", arguments: [1, 2, 3])
  func cutInsideACharacter(keptBytes: Int) throws {
    let text = Array(#"{"data": {"about": "A🙂"#.utf8)
    let cut = Data(text.dropLast(4 - keptBytes))  // keep 1 to 3 of the emoji's 4 bytes
    let error = try #require(loadError(cut))
    #expect(
      error.summary
        == "truncated JSON: expected the rest of the UTF-8 character that starts at line 1, column 22, found the end of the file"
    )
  }
}
