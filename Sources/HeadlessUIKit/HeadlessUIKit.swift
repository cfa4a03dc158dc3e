// HeadlessUIKit: a UIKit-shaped, headless model of `UITableView` and the few views around it, for
// platforms where UIKit cannot be imported (Linux, Windows, ...). It spells every declaration the
// way the iOS SDK does, so code written against UIKit compiles unchanged against it, and it
// enforces the behavioural contract of `spec/uitableview-contract.md` (rule ids such as R3.6 are
// cited throughout). Simulation-only API lives in files named `*+Simulation.swift`.
//
// On Apple platforms the module is empty: import UIKit there.
#if !canImport(UIKit)
@_exported import Foundation
#endif
