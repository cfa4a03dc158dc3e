// libFuzzer entry point for the profile's JSON parser (`JSONOutline`), compiled together with
// the parser's sources by `Scripts/fuzz-json.sh`. Every input must either parse or throw a
// syntax error whose position lies inside the text; anything else (a crash, a trap, a hang, an
// out-of-range position) is a finding.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONOutline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let outline = try JSONOutline.parse(bytes)
    _ = outline.kind.description
  } catch {
    // Lines and columns count from 1, and an error is never past the line after the end.
    let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    precondition(error.position.line >= 1 && error.position.line <= lines, "line \(error.position.line) of \(lines)")
    precondition(error.position.column >= 1 && error.position.column <= size + 1, "column \(error.position.column)")
    precondition(!error.expected.isEmpty, "an error that expects nothing")
    if let duplicate = error.duplicate {
      // A repeated name is reported at its second use, after its first.
      precondition(
        (duplicate.first.line, duplicate.first.column) < (error.position.line, error.position.column),
        "a duplicate at \(error.position) first seen at \(duplicate.first)")
    }
  }
  return 0
}
