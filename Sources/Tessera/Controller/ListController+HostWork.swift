// Work a host defers to after the view's current pass, made part of settling.
extension ListController {
  /// Makes `task`, work the host put off until the view's current pass is over (a scroll asked
  /// for while the view laid out its rows), part of what ``settle()`` waits for.
  package func trackHostWork(_ task: Task<Void, Never>) {
    pipeline.hostWork.append(task)
  }

  /// Returns once the work hosts put off has run, including work that work put off in turn.
  func settleHostWork() async {
    while let task = pipeline.hostWork.first {
      await task.value
      pipeline.hostWork.removeAll { $0 == task }
    }
  }
}
