// TesseraSwiftUI: Tessera's lists in SwiftUI, and SwiftUI rows in Tessera's UIKit hosts.
//
// Two layers. `Coordinator/` is UIKit-side code compiled on every platform (against the headless
// UIKit where there is none), so the logic that keeps a host, its snapshot and a selection
// binding in step is tested on Linux. `SwiftUI/` is the thin SwiftUI shell over it, compiled only
// where SwiftUI and UIKit both exist.
//
// The module does not re-export TesseraUIKit: a screen imports both (its snapshots, rows and
// hosts come from there), and this module's documentation holds its own symbols only.
