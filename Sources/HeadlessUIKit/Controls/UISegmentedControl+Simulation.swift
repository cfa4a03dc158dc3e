#if !canImport(UIKit)
import Foundation

// Simulation-only API (not part of UIKit).
extension UISegmentedControl {
  /// Taps `segment` as a user would: selects it (unless the control is momentary), runs its
  /// action and sends `.valueChanged`. Returns `false`, doing nothing, when the control or the
  /// segment is disabled or there is no such segment.
  @discardableResult
  public func simulateSelectSegment(at segment: Int) -> Bool {
    selectSegmentAsUser(segment)
  }
}
#endif
