#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)
/// The driver of this platform's UIKit: `UIKitListViewDriver` where UIKit exists (iOS, on a
/// simulator or a device), ``HeadlessListViewDriver`` elsewhere (Linux, macOS), each making a
/// `kind` view of `size` in a key window.
///
/// A screen test that takes its driver from here is written once and runs on both.
@MainActor
public func platformListViewDriver(_ kind: ListViewKind, size: CGSize) -> any ListViewDriver {
  #if canImport(UIKit)
  UIKitListViewDriver(kind, size: size)
  #else
  HeadlessListViewDriver(kind, size: size)
  #endif
}
#endif
