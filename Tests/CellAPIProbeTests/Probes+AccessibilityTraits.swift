// Probes of the cell API census: accessibility traits. Each probe is one declaration written as
// cell code writes it, after a `// census N: API` line (see CensusCoverageTests).
#if canImport(UIKit)
// The iOS 16 SDK declares the traits as global variables, which Swift 6 rejects as shared mutable
// state unless the import is marked @preconcurrency (later SDKs declare them as constants).
@preconcurrency import UIKit
#else
import HeadlessUIKit
#endif

// census 86: UIView.accessibilityTraits
@MainActor func probe86(_ cell: UIView, isSelected: Bool) {
  cell.accessibilityTraits = .button
  if isSelected { cell.accessibilityTraits.insert(.selected) }
}
