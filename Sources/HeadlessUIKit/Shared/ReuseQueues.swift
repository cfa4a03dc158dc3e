#if !canImport(UIKit)
import Foundation

/// Views waiting to be reused, by reuse identifier (R4.2, R4.9): the pool a table keeps for its
/// cells and its header/footer views, and a collection view for its cells and supplementary
/// views. Last in, first out, as UIKit hands back the most recently recycled view.
struct ReuseQueues<View: AnyObject> {
  private var queues: [String: [View]] = [:]

  /// Puts `view` in the queue of `identifier`.
  mutating func enqueue(_ view: View, identifier: String) {
    queues[identifier, default: []].append(view)
  }

  /// The most recently queued view of `identifier`, taken out of the queue.
  mutating func dequeue(_ identifier: String) -> View? {
    queues[identifier]?.popLast()
  }

  /// Empties the queue of `identifier` (its registration changed).
  mutating func empty(_ identifier: String) {
    queues[identifier] = nil
  }

  /// The number of views waiting in the queue of `identifier`.
  func count(_ identifier: String) -> Int { queues[identifier]?.count ?? 0 }
}
#endif
