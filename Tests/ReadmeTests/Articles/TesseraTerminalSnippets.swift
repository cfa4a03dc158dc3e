// swift-format-ignore-file
// (The snippets are the documents' code, verbatim: the documents decide their layout.)
// TesseraTerminal.docc/TesseraTerminal.md, verbatim between the wrapper lines
// (DocumentationSnippetTests checks it). Compiled only: it takes over the terminal.
import Tessera  // doc wrapper
import TesseraTerminal
import Testing  // doc wrapper

struct TesseraTerminalArticle {  // doc wrapper
func frame(for size: TerminalSize) -> [StyledLine] { [StyledLine("\(size.columns) × \(size.rows)")] }  // doc wrapper
func handle(_ key: Key) {}  // doc wrapper
func tick() {}  // doc wrapper

func run() throws {  // doc wrapper
let capabilities = TerminalCapabilities.detect(policy: .auto)
let session = TerminalSession()
try session.start()
defer { session.restore() }
var renderer = FrameRenderer(styleMode: capabilities.styleMode)

var size = session.size
session.write(renderer.render(frame(for: size), size: size))
loop: while true {
  switch session.nextEvent(timeout: .milliseconds(100)) {
  case .key(.ctrlC), .key(.character("q")), .endOfInput: break loop
  case .resize(let newSize): size = newSize
  case .key(let key): handle(key)
  case .timeout: tick()
  }
  session.write(renderer.render(frame(for: size), size: size))
}
}  // doc wrapper
}  // doc wrapper

#if canImport(Glibc)  // doc wrapper
import Glibc  // doc wrapper
#elseif canImport(Darwin)  // doc wrapper
import Darwin  // doc wrapper
#endif  // doc wrapper

@MainActor struct TesseraTerminalDiagnosticsArticle {  // doc wrapper
func run(app: TerminalListApp, view: TerminalListView) async -> Int32 {  // doc wrapper
app.diagnosticsLogPath = "/tmp/my-app-\(getpid()).log"
app.onDiagnostic = { _ in
  view.status = StyledLine("⚠ \(app.diagnosticCount) diagnostics in the log")
}
let status = await app.run()
return status  // doc wrapper
}  // doc wrapper
}  // doc wrapper

@MainActor struct TesseraTerminalValidationArticle {  // doc wrapper
func check(view: TerminalListView, screen: (Int) -> ListSnapshot, state: Int) {  // doc wrapper
#expect(view.validateRegistrations(for: screen(state)).isEmpty)
}  // doc wrapper
}  // doc wrapper
