// swift-format-ignore-file
// (The snippets are the documents' code, verbatim: the documents decide their layout.)
// The replay's code of TesseraUIKit.docc/WhenAListCrashesInProduction.md, verbatim between the
// wrapper lines (DocSnippetTests checks it; CrashReplayArticleTests runs it).
#if !canImport(UIKit)
import Testing
import TesseraTesting

@MainActor  // doc wrapper
func explainCrash(report: String) async throws -> String? {  // doc wrapper
let replay = try FlightReplay(json: report)   // what flightRecording().json() wrote
let result = await replay.run()
print(result.report)                          // the first broken rule, explained
if let reduction = await replay.reduced() {   // the fewest updates that still fail
  let test = reduction.swiftTest(named: "checkoutListCrash")
  return test  // doc wrapper
}
return nil  // doc wrapper
}  // doc wrapper

@MainActor  // doc wrapper
func explainException(text: String) throws -> String {  // doc wrapper
let explanation = try UIKitExceptionExplanation(text: text)
print(explanation.explanation.ruleID)         // "R3.7 #3"
print(explanation.correctedCounts ?? "")      // what the data source should have reported
return explanation.report  // doc wrapper
}  // doc wrapper
#endif
