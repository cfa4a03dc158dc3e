#if !canImport(UIKit)
import Foundation

/// The batch-update bookkeeping a table and a collection view share (R3.1, R3.12): the nesting
/// of `beginUpdates()`/`performBatchUpdates`, the operations recorded since the outermost batch
/// opened, whether a commit is under way, and the completions waiting for the animations to end.
///
/// The view decides what opening and committing mean (loading an invalid cache first,
/// validating, applying); the session only counts and carries.
struct BatchSession {
  /// The nesting depth of open batches.
  private(set) var depth = 0
  /// The operations of the open batch, in call order.
  var pending = PendingBatch()
  /// Whether a batch is being committed.
  private(set) var isCommitting = false
  /// Completions waiting for `finishAnimations()` (R3.12).
  private(set) var completions: [PendingCompletion] = []

  /// Whether a batch is open.
  var isOpen: Bool { depth > 0 }

  /// Whether a batch is open or being committed (`hasUncommittedUpdates`, R2.4).
  var hasUncommittedUpdates: Bool { depth > 0 || isCommitting }

  /// Opens a batch, or nests in the open one; the outermost one starts empty.
  mutating func open() {
    if depth == 0 { pending = PendingBatch() }
    depth += 1
  }

  /// Closes a batch; `true` when it was the outermost one and must be committed now.
  mutating func close() -> Bool {
    depth -= 1
    return depth == 0
  }

  /// Takes the recorded batch for committing; ``endCommit()`` closes the commit.
  mutating func beginCommit() -> PendingBatch {
    isCommitting = true
    let batch = pending
    pending = PendingBatch()
    return batch
  }

  /// Marks the commit as finished.
  mutating func endCommit() { isCommitting = false }

  /// Drops the open batch (a `reloadData()` won): its completions will report interruption.
  mutating func dropOpenBatch() {
    schedule(pending.completions, finished: false)
    pending = PendingBatch()
  }

  /// Queues completion handlers for the next `finishAnimations()`.
  mutating func schedule(_ handlers: [(Bool) -> Void], finished: Bool) {
    completions += handlers.map { PendingCompletion(handler: $0, finished: finished) }
  }

  /// Marks every waiting completion as interrupted (R3.12).
  mutating func interruptCompletions() {
    for index in completions.indices { completions[index].finished = false }
  }

  /// Takes every waiting completion, to be called once each.
  mutating func takeCompletions() -> [PendingCompletion] {
    defer { completions = [] }
    return completions
  }
}

/// A completion of `performBatchUpdates` waiting for the next `finishAnimations()` (R3.12).
struct PendingCompletion {
  var handler: (Bool) -> Void
  var finished: Bool
}
#endif
