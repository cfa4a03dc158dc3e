#if canImport(UIKit)
import UIKit
#else
// On Linux the headless UIKit stands in for UIKit: re-exported so that `import TesseraUIKit` is
// all app code needs on both platforms.
@_exported import HeadlessUIKit
#endif
@_exported import Tessera
