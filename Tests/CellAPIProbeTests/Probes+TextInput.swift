// Probes of the cell API census: text input views. Each probe is one declaration written as cell
// code writes it, after a `// census N: API` line (see CensusCoverageTests).
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// census 118: UITextView
@MainActor func probe118() -> UITextView {
  let bioView = UITextView()
  bioView.isScrollEnabled = false
  bioView.isEditable = false
  return bioView
}
