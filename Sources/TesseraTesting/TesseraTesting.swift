// TesseraTesting: helpers for the tests of code built on Tessera — a text rendering of a table's
// visible screen for snapshot tests, seeded random snapshots and edits for property tests, and
// `SeededRandomNumberGenerator`. Where UIKit is missing it re-exports HeadlessUIKit, the headless
// table view that enforces UIKit's contract.
#if !canImport(UIKit) && canImport(HeadlessUIKit)
@_exported import HeadlessUIKit
#endif
