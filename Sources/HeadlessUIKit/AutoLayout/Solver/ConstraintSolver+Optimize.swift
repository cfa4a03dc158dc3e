#if !canImport(UIKit)
extension ConstraintSolver {
  // MARK: Primal simplex

  /// Minimises the objective (the artificial one during phase one) over a feasible tableau.
  mutating func optimize() {
    var pivots = 0
    while let entering = artificial == nil ? enteringSymbol() : artificialEnteringSymbol() {
      guard let leaving = leavingSymbol(for: entering) else { break }  // unbounded: cannot happen for error sums
      pivot(entering: entering, leaving: leaving)
      pivots += 1
      if pivots >= pivotLimit {
        didReachPivotLimit = true
        break
      }
    }
    // Rounding can leave a row a hair below zero after a primal pivot; only the dual simplex
    // after a constant change looks at these.
    infeasible.removeAll(keepingCapacity: true)
  }

  /// The lowest non-dummy symbol whose objective coefficient is negative at the highest level
  /// where it is not zero (Bland's rule over the level-by-level comparison).
  private func enteringSymbol() -> Int32? {
    var best: Int32?
    for level in levels.indices {
      for term in levels[level].row.terms where term.coefficient < -Self.epsilon {
        if let best, term.symbol >= best { break }  // terms are sorted: nothing lower follows
        guard kinds[Int(term.symbol)] != .dummy else { continue }
        var decidedAbove = false
        for higher in 0..<level where abs(levels[higher].row.coefficient(of: term.symbol)) > Self.epsilon {
          decidedAbove = true
          break
        }
        if !decidedAbove { best = term.symbol }
      }
    }
    return best
  }

  private func artificialEnteringSymbol() -> Int32? {
    guard let objective = artificial else { return nil }
    for term in objective.terms where term.coefficient < -Self.epsilon && kinds[Int(term.symbol)] != .dummy {
      return term.symbol
    }
    return nil
  }

  /// The restricted basic symbol whose row limits `entering` first (the ratio test), the
  /// lowest symbol among equal ratios.
  private func leavingSymbol(for entering: Int32) -> Int32? {
    var best: Int32?
    var bestRatio = Double.infinity
    for index in rows.indices {
      let basic = basics[index]
      guard kinds[Int(basic)] != .external else { continue }
      let coefficient = rows[index].coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let ratio = -rows[index].constant / coefficient
      if ratio < bestRatio - Self.epsilon || (abs(ratio - bestRatio) <= Self.epsilon && basic < best!) {
        best = basic
        bestRatio = ratio
      }
    }
    return best
  }

  // MARK: Dual simplex

  /// Restores feasibility after constants moved, keeping the objective optimal (the dual
  /// simplex of the paper's edit step). Answers the row that proves infeasibility, if any.
  mutating func dualOptimize() -> LinearRow? {
    var pivots = 0
    while let leaving = infeasible.popLast() {
      let position = rowOfSymbol[Int(leaving)]
      guard position >= 0, rows[Int(position)].constant < -Self.epsilon else { continue }
      guard let entering = dualEnteringSymbol(rows[Int(position)]) else {
        infeasible.removeAll()
        var proof = rows[Int(position)]
        proof.add(1, leaving)
        return proof
      }
      pivot(entering: entering, leaving: leaving)
      pivots += 1
      if pivots >= pivotLimit {
        didReachPivotLimit = true
        infeasible.removeAll()
        return nil
      }
    }
    return nil
  }

  /// The non-dummy symbol of `row` with a positive coefficient whose objective coefficient over
  /// it is the smallest (level by level), the lowest symbol among equals.
  private func dualEnteringSymbol(_ row: LinearRow) -> Int32? {
    var best: LinearTerm?
    for term in row.terms where term.coefficient > Self.epsilon && kinds[Int(term.symbol)] != .dummy {
      guard let current = best else {
        best = term
        continue
      }
      if ratioPrecedes(term, current) { best = term }
    }
    return best?.symbol
  }

  /// Whether `candidate`'s objective ratio is lexicographically below `current`'s (ties go to
  /// the lower symbol).
  private func ratioPrecedes(_ candidate: LinearTerm, _ current: LinearTerm) -> Bool {
    for level in levels {
      let left = level.row.coefficient(of: candidate.symbol) / candidate.coefficient
      let right = level.row.coefficient(of: current.symbol) / current.coefficient
      if abs(left - right) > Self.epsilon { return left < right }
    }
    return candidate.symbol < current.symbol
  }
}
#endif
