// libFuzzer entry point for the readers of `tessera-replay`: UIKit's exception texts
// (`UIKitException.parse`) and the JSON of flight recordings (`ReplayJSON.parse`), compiled
// with their sources by `Scripts/fuzz-exception.sh`. Every input must be read or refused with
// an error that says what it expected; anything else (a crash, a trap, a hang) is a finding.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUIKitException(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  do {
    let exception = try UIKitException.parse(text)
    if case .batchUpdatesDetected(let before, let after, _) = exception.kind {
      // The counts read are the ones the text listed, as many as it said.
      precondition(before.count <= size && after.count <= size, "more counts than characters")
    }
  } catch {
    precondition(!error.problem.isEmpty, "an error that names no problem")
  }
  do {
    _ = try ReplayJSON.parse(text)
  } catch {
    let lines = text.utf8.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    precondition(error.line >= 1 && error.line <= lines, "line \(error.line) of \(lines)")
    precondition(error.column >= 1 && error.column <= text.utf8.count + 1, "column \(error.column)")
    precondition(!error.expected.isEmpty, "an error that expects nothing")
  }
  return 0
}
