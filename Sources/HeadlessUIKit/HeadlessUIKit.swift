// HeadlessUIKit: a UIKit-shaped, headless model of `UITableView`, `UICollectionView` and the few
// views around them, for platforms where UIKit cannot be imported (Linux, macOS, Windows, ...). It
// spells every declaration the way the iOS SDK does, so code written against UIKit compiles
// unchanged against it, and it enforces the behavioural contracts written up in the articles of
// HeadlessUIKit.docc (TableViewContract.md and CollectionViewContract.md; rule ids such as R3.6
// and CV-B1 are cited throughout). Simulation-only API lives in files named `*+Simulation.swift`.
//
// On Mac Catalyst, iOS, tvOS and visionOS the module is empty: import UIKit there.
#if !canImport(UIKit)
@_exported import Foundation
#if canImport(CoreGraphics)
// On a Darwin platform without UIKit (macOS), the geometry types' `.zero`, `Equatable` and other
// members come from CoreGraphics, which UIKit re-exports on iOS and Foundation defines on Linux.
@_exported import CoreGraphics
#endif
#endif
