#if !canImport(UIKit)
import Foundation

/// How strictly a headless table or collection view enforces its contract (R10.7).
public enum Strictness: Sendable, Equatable {
  /// Every MUST of the contract is enforced: UIKit's exceptions, duplicate operations
  /// (R3.14 #8) and misuse UIKit tolerates (dequeue outside `cellForRowAt`, `reloadData()`
  /// during updates, cells not dequeued, ...) are violations. The default.
  case strict
  /// Only what UIKit itself raises is a violation; misuse becomes a warning and duplicate
  /// operations are silently deduplicated.
  case uikitCompatible
  /// As ``uikitCompatible``, but a failed batch is answered with a full reload and a
  /// `.fellBackToReloadData` event instead of a violation (R3.10).
  case lenientReloadFallback
}
#endif
