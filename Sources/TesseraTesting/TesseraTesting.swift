// TesseraTesting: helpers for the tests of code built on Tessera — a text rendering of a table's
// visible screen for snapshot tests, seeded random snapshots and edits for property tests. It
// re-exports Tessera (with its `SeededRandomNumberGenerator`) and, where UIKit is missing,
// HeadlessUIKit, the headless table view that enforces UIKit's contract.
@_exported import Tessera
#if !canImport(UIKit) && canImport(HeadlessUIKit)
@_exported import HeadlessUIKit
#endif
