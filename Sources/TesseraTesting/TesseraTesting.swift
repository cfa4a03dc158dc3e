// TesseraTesting: helpers for the tests of code built on Tessera — a text rendering of a table's
// visible screen for snapshot tests, seeded random snapshots and edits for property tests, and a
// driver of list views whose verbs (lay out, scroll, tap, swipe, drag, read the rows on screen,
// count cells made and reloaded) are spelled the same for real UIKit and for HeadlessUIKit. It
// re-exports Tessera (with its `SeededRandomNumberGenerator`) and the UIKit of the platform:
// UIKit where it exists, else HeadlessUIKit, the headless views that enforce UIKit's contract.
// So a screen test written against `import TesseraTesting` reads the same on both.
@_exported import Tessera
#if canImport(UIKit)
@_exported import UIKit
#elseif canImport(HeadlessUIKit)
@_exported import HeadlessUIKit
#endif
