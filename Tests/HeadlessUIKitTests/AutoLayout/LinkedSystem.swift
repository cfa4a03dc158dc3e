@testable import HeadlessUIKit
import Testing
import TesseraTesting

/// A random constraint system whose lexicographic optimum is known: variables are tied to a
/// base variable of their group by required affine equalities (`v = m · base + d`), and every
/// other constraint is a wish on one variable (`v == c`, `v >= c`, `v <= c`) at a priority.
/// Through the links each wish is a wish on its base, so a one-dimensional oracle finds, level by
/// level from the highest priority, the interval of best values.
struct LinkedSystem {
  enum Relation: CaseIterable {
    case equal, atLeast, atMost

    var solverRelation: SolverRelation {
      switch self {
      case .equal: .equal
      case .atLeast: .greaterThanOrEqual
      case .atMost: .lessThanOrEqual
      }
    }
  }

  struct Wish {
    var variable: Int
    var relation: Relation
    var value: Double
    var priority: Float
    var weight: Double = 1
    var isActive = true

    /// `v - value` in the solver's variables.
    func expression(in system: LinkedSystem) -> LinearExpression {
      var expression = LinearExpression(constant: expressionConstant(in: system))
      expression.add(1, system.solverVariables[variable])
      return expression
    }

    func expressionConstant(in system: LinkedSystem) -> Double { -value }
  }

  static let priorities: [Float] = [1000, 999, 750, 500, 250, 50, 1]

  var variableCount: Int
  /// Each variable as `factor · base + offset`, with its group's base variable.
  var base: [Int]
  var factor: [Double]
  var offset: [Double]
  var wishes: [Wish] = []
  var solverVariables: [SolverVariable] = []

  static func random(using rng: inout SeededRandomNumberGenerator) -> LinkedSystem {
    let count = Int.random(in: 1...7, using: &rng)
    var system = LinkedSystem(
      variableCount: count, base: Array(0..<count), factor: Array(repeating: 1, count: count),
      offset: Array(repeating: 0, count: count))
    // Link some variables to an earlier one (which may itself be linked).
    for index in 1..<max(count, 1) where Bool.random(using: &rng) {
      let parent = Int.random(in: 0..<index, using: &rng)
      let m = [-2.0, -1, -0.5, 0.5, 1, 2, 3].randomElement(using: &rng)!
      let d = Double(Int.random(in: -30...30, using: &rng))
      system.base[index] = system.base[parent]
      system.factor[index] = m * system.factor[parent]
      system.offset[index] = m * system.offset[parent] + d
      system.links.append((index, parent, m, d))
    }
    // Required bounds that always leave room, then wishes at random priorities.
    for variable in 0..<count where Bool.random(using: &rng) {
      let low = Double(Int.random(in: -80...0, using: &rng))
      system.wishes.append(Wish(variable: variable, relation: .atLeast, value: low, priority: 1000))
      if Bool.random(using: &rng) {
        system.wishes.append(
          Wish(
            variable: variable, relation: .atMost, value: low + Double(Int.random(in: 0...120, using: &rng)),
            priority: 1000))
      }
      // Only the first group member keeps required bounds, so they cannot contradict.
      if system.base[variable] != variable {
        system.wishes.removeAll { $0.variable == variable && $0.priority == 1000 }
      }
    }
    for _ in 0..<Int.random(in: 1...12, using: &rng) {
      system.wishes.append(
        Wish(
          variable: Int.random(in: 0..<count, using: &rng), relation: Relation.allCases.randomElement(using: &rng)!,
          value: Double(Int.random(in: -100...100, using: &rng)),
          priority: priorities.dropFirst().randomElement(using: &rng)!,
          weight: [1.0, 1, 2, 0.5].randomElement(using: &rng)!))
    }
    system.wishes.shuffle(using: &rng)
    return system
  }

  /// The required links, `variable = m · parent + d`.
  var links: [(variable: Int, parent: Int, m: Double, d: Double)] = []

  /// Adds every link and wish to the solver, in an order that mixes them.
  mutating func build(in solver: inout ConstraintSolver, handles: inout [SolverConstraintID?]) {
    solverVariables = (0..<variableCount).map { _ in solver.makeVariable() }
    for link in links {
      var expression = LinearExpression(constant: -link.d)
      expression.add(1, solverVariables[link.variable])
      expression.add(-link.m, solverVariables[link.parent])
      _ = solver.add(expression, .equal, priority: 1000)
    }
    handles = []
    for wish in wishes {
      switch solver.add(
        wish.expression(in: self), wish.relation.solverRelation, priority: wish.priority, weight: wish.weight)
      {
      case .success(let id): handles.append(id)
      case .failure:
        Issue.record("a consistent required bound was refused")
        handles.append(nil)
      }
    }
  }

  /// The interval the required wishes leave to `variable` (through its base).
  func requiredInterval(for variable: Int) -> ClosedRange<Double> {
    let interval = baseInterval(group: base[variable], upTo: 1000)
    let a = factor[variable] * interval.lowerBound + offset[variable]
    let b = factor[variable] * interval.upperBound + offset[variable]
    return min(a, b)...max(a, b)
  }

  /// The best interval for a group's base after the levels at or above `lowest` priority.
  func baseInterval(group: Int, upTo lowest: Float) -> ClosedRange<Double> {
    var low = -Double.infinity
    var high = Double.infinity
    let members = wishes.filter { $0.isActive && base[$0.variable] == group }
    for priority in Self.priorities.sorted(by: >) where priority >= lowest {
      // Each wish on v is a wish on the base: v ⋈ c  ⇔  m·b + d ⋈ c, its error scaled by |m|.
      let level = members.filter { $0.priority == priority }
      guard !level.isEmpty else { continue }
      let penalties: [(point: Double, relation: Relation, weight: Double)] = level.map { wish in
        let m = factor[wish.variable]
        let point = (wish.value - offset[wish.variable]) / m
        var relation = wish.relation
        if m < 0, relation != .equal { relation = relation == .atLeast ? .atMost : .atLeast }
        return (point, relation, wish.weight * abs(m))
      }
      func cost(_ x: Double) -> Double {
        penalties.reduce(0) { sum, penalty in
          switch penalty.relation {
          case .equal: sum + penalty.weight * abs(x - penalty.point)
          case .atLeast: sum + penalty.weight * max(0, penalty.point - x)
          case .atMost: sum + penalty.weight * max(0, x - penalty.point)
          }
        }
      }
      if priority == 1000 {
        for penalty in penalties {
          if penalty.relation != .atMost { low = max(low, penalty.point) }
          if penalty.relation != .atLeast { high = min(high, penalty.point) }
        }
        continue
      }
      var candidates = penalties.map(\.point).filter { $0 >= low && $0 <= high }
      if low.isFinite { candidates.append(low) }
      if high.isFinite { candidates.append(high) }
      candidates.sort()
      guard let first = candidates.first, let last = candidates.last else { continue }
      let best = candidates.map(cost).min()!
      let tolerance = 1e-7 * max(1, abs(best))
      let winners = candidates.filter { cost($0) <= best + tolerance }
      var newLow = winners.first!
      var newHigh = winners.last!
      if !low.isFinite, newLow == first, cost(first - 1) <= best + tolerance { newLow = -.infinity }
      if !high.isFinite, newHigh == last, cost(last + 1) <= best + tolerance { newHigh = .infinity }
      low = newLow
      high = newHigh
    }
    return low...high
  }

  /// Whether every variable's value is in its oracle interval and every link holds; records
  /// an issue naming the seed otherwise.
  func check(_ solver: ConstraintSolver, seed: UInt64, step: String) -> Bool {
    for variable in 0..<variableCount {
      let value = solver.value(of: solverVariables[variable])
      let interval = baseInterval(group: base[variable], upTo: 1)
      let a = factor[variable] * interval.lowerBound + offset[variable]
      let b = factor[variable] * interval.upperBound + offset[variable]
      let (low, high) = (min(a, b), max(a, b))
      let baseValue = solver.value(of: solverVariables[base[variable]])
      let linked = factor[variable] * baseValue + offset[variable]
      guard value >= low - 1e-6, value <= high + 1e-6, abs(value - linked) < 1e-6 else {
        Issue.record(
          "seed \(seed), \(step): variable \(variable) = \(value), expected in \(low)...\(high), link gives \(linked)")
        return false
      }
    }
    #expect(!solver.didReachPivotLimit, "seed \(seed)")
    return true
  }
}
