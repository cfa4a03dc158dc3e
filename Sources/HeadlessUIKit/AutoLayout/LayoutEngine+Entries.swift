#if !canImport(UIKit)
import Foundation

extension LayoutEngine {
  /// What an entry should be this update.
  struct Wanted {
    var expression: LinearExpression
    var relation: SolverRelation
    var priority: Float
    var weight: Double = 1
    var isSystem = true
    var serial = 0
    var constraint: NSLayoutConstraint?
  }

  /// The four content priorities of a view, to notice when one changes.
  struct ContentPriorities: Equatable {
    var huggingWidth: Float
    var huggingHeight: Float
    var compressionWidth: Float
    var compressionHeight: Float
  }

  /// Makes the solver hold `wanted` under `key` and answers the entry's position: a moved
  /// constant or priority is changed in place, anything else replaces the old constraint. A
  /// required constraint that contradicts the others breaks one of them (see
  /// ``breakConstraint(after:conflict:retry:)``).
  @discardableResult
  func set(_ key: Key, _ wanted: Wanted) -> Int {
    if let index = entryIndex[key], entries[index].isLive, entries[index].relation == wanted.relation,
      entries[index].weight == wanted.weight, entries[index].expression.row.hasSameTerms(as: wanted.expression.row)
    {
      entries[index].mark = mark
      entries[index].serial = wanted.serial
      move(index, constant: wanted.expression.constant, priority: wanted.priority)
      return index
    }
    settleDeferredMoves()
    let entry = Entry(
      key: key, id: nil, expression: wanted.expression, relation: wanted.relation, priority: wanted.priority,
      weight: wanted.weight, mark: mark, isSystem: wanted.isSystem, serial: wanted.serial,
      constraint: wanted.constraint)
    let index: Int
    if let existing = entryIndex[key] {
      index = existing
      if entries[index].isLive, let id = entries[index].id { forget(id) }
      entries[index] = entry
    } else if let free = freeEntries.popLast() {
      index = free
      entries[index] = entry
    } else {
      index = entries.count
      entries.append(entry)
    }
    entryIndex[key] = index
    brokenEntries.remove(index)
    insert(index)
    return index
  }

  /// Gives an entry a new constant and priority (its terms unchanged): the cheap change of an
  /// update after values moved. Non-required constants wait for one dual optimisation while
  /// the engine defers; anything that can fail settles at once.
  func move(_ index: Int, constant: Double, priority: Float) {
    guard entries[index].isLive else { return }
    let constantChanged = entries[index].expression.constant != constant
    let priorityChanged = entries[index].priority != priority
    guard constantChanged || priorityChanged else { return }
    entries[index].expression.constant = constant
    entries[index].priority = priority
    let relation = entries[index].relation
    guard let id = entries[index].id else {
      // Broken: tried again now that what it asks changed.
      settleDeferredMoves()
      insert(index)
      return
    }
    if priorityChanged {
      settleDeferredMoves()
      if case .failure(let conflict) = solver.setPriority(id, to: priority) {
        // The solver dropped it (a change to or from required that could not hold).
        forget(id)
        entries[index].id = nil
        breakConstraint(after: index, conflict: conflict) { self.insertOnce(index) }
        return
      }
    }
    guard constantChanged else { return }
    if isDeferringFeasibility, priority < ConstraintSolver.requiredPriority {
      _ = solver.setConstant(id, to: constant, relation: relation, optimizing: false)
      hasDeferredMoves = true
      return
    }
    settleDeferredMoves()
    if case .failure(let conflict) = solver.setConstant(id, to: constant, relation: relation) {
      breakConstraint(after: index, conflict: conflict) {
        guard let id = self.entries[index].id else { return self.insertOnce(index) }
        return self.solver.setConstant(id, to: constant, relation: relation).map { _ in id }
      }
    }
  }

  /// Settles constant moves made while deferring, before any other change to the solver.
  func settleDeferredMoves() {
    guard hasDeferredMoves else { return }
    hasDeferredMoves = false
    solver.restoreFeasibility()
  }

  private func forget(_ id: SolverConstraintID) {
    solver.remove(id)
    solverEntries[Int(id.index)] = -1
  }

  /// Adds the entry's constraint to the solver, breaking a constraint if it contradicts others.
  private func insert(_ index: Int) {
    guard case .failure(let conflict) = insertOnce(index) else { return }
    breakConstraint(after: index, conflict: conflict) { self.insertOnce(index) }
  }

  /// Adds the entry's constraint to the solver without breaking anything.
  private func insertOnce(_ index: Int) -> Result<SolverConstraintID, UnsatisfiableConstraints> {
    guard entries[index].isLive else {
      return .failure(UnsatisfiableConstraints(culprit: SolverConstraintID(index: -1), conflicting: []))
    }
    let entry = entries[index]
    let result = solver.add(entry.expression, entry.relation, priority: entry.priority, weight: entry.weight)
    if case .success(let id) = result {
      entries[index].id = id
      let slot = Int(id.index)
      if slot >= solverEntries.count { solverEntries += Array(repeating: -1, count: slot + 1 - solverEntries.count) }
      solverEntries[slot] = index
      brokenEntries.remove(index)
    }
    return result
  }

  /// Tries the broken constraints again, once the root's size moved (the conflict may be gone,
  /// as when a cell laid out at an estimated height is measured); a constraint that still
  /// conflicts stays broken without another message.
  func retryBrokenEntries() {
    settleDeferredMoves()
    for index in brokenEntries.sorted(by: { entries[$0].serial < entries[$1].serial }) {
      _ = insertOnce(index)
    }
    if case .layout = mode { markMovedViews() }
  }

  /// Resolves a conflict as UIKit does: among the constraint that could not be satisfied and
  /// those it conflicts with, the lowest priority is broken (among equals, the app's before
  /// UIKit's own and the latest activated first), and the console message lists them all once.
  /// If another constraint was broken, `retry` gives the culprit another chance.
  func breakConstraint(
    after culprit: Int, conflict: UnsatisfiableConstraints,
    retry: () -> Result<SolverConstraintID, UnsatisfiableConstraints>
  ) {
    var conflict = conflict
    for _ in 0..<8 {
      var involved = conflict.conflicting.compactMap { id -> Int? in
        let slot = Int(id.index)
        return slot < solverEntries.count && solverEntries[slot] >= 0 ? solverEntries[slot] : nil
      }
      involved.append(culprit)
      let victim = involved.min { lhs, rhs in
        let (a, b) = (entries[lhs], entries[rhs])
        if a.priority != b.priority { return a.priority < b.priority }
        if a.isSystem != b.isSystem { return !a.isSystem }
        return a.serial > b.serial
      }!
      report(involved: involved, broken: victim)
      drop(victim)
      if victim == culprit { return }
      switch retry() {
      case .success: return
      case .failure(let next): conflict = next
      }
    }
    drop(culprit)
  }

  /// Takes an entry's constraint out of the solver and frees its slot.
  func retire(_ index: Int) {
    if let id = entries[index].id { forget(id) }
    entries[index].isLive = false
    entries[index].constraint = nil
    entryIndex[entries[index].key] = nil
    brokenEntries.remove(index)
    freeEntries.append(index)
  }

  /// Takes an entry's constraint out of the solver, keeping the entry as broken.
  private func drop(_ index: Int) {
    guard entries[index].isLive else { return }
    if let id = entries[index].id { forget(id) }
    entries[index].id = nil
    brokenEntries.insert(index)
  }

  /// Sends UIKit's console message for a broken constraint, once per constraint.
  private func report(involved: [Int], broken: Int) {
    guard entries[broken].isLive else { return }
    let brokenEntry = entries[broken]
    if let constraint = brokenEntry.constraint {
      guard !constraint.didReportBreak else { return }
      constraint.didReportBreak = true
    } else {
      guard !brokenEntry.didReport else { return }
      entries[broken].didReport = true
    }
    let descriptions = involved.filter { entries[$0].isLive }.map { describe(entries[$0]) }
    AutoLayoutMessage.send(
      .unsatisfiableConstraints(
        constraints: descriptions, broken: describe(brokenEntry), brokenConstraint: brokenEntry.constraint))
  }

  /// Removes what this update did not ask for: constraints and items no longer in the island.
  func sweep() {
    for index in entries.indices where entries[index].isLive && entries[index].mark != mark { retire(index) }
    for (key, item) in items where item.mark != mark || (item.view == nil && item.guide == nil) {
      items[key] = nil
    }
  }
}

extension LinearRow {
  /// Whether both rows have the same terms (the constants may differ).
  func hasSameTerms(as other: LinearRow) -> Bool {
    guard terms.count == other.terms.count else { return false }
    for index in terms.indices {
      guard terms[index].symbol == other.terms[index].symbol, terms[index].coefficient == other.terms[index].coefficient
      else { return false }
    }
    return true
  }
}

extension UIView {
  /// The view's hugging and compression resistance priorities.
  var contentPriorities: LayoutEngine.ContentPriorities {
    LayoutEngine.ContentPriorities(
      huggingWidth: contentHuggingPriority(for: .horizontal).rawValue,
      huggingHeight: contentHuggingPriority(for: .vertical).rawValue,
      compressionWidth: contentCompressionResistancePriority(for: .horizontal).rawValue,
      compressionHeight: contentCompressionResistancePriority(for: .vertical).rawValue)
  }
}
#endif
