@testable import HeadlessUIKit
import Testing
import TesseraTesting

/// The constraint solver against systems whose answer is known: random required systems built
/// around a chosen point, and random prioritised wishes on linked variables, whose
/// level-by-level optimum a one-dimensional oracle computes exactly.
@Suite("Constraint solver: random systems with known solutions")
struct SolverPropertyTests {
  @Test("required equalities and inequalities built around a point are solved at that point")
  func requiredSystems() {
    for seed in UInt64(1)...300 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      var solver = ConstraintSolver()
      let count = Int.random(in: 2...8, using: &rng)
      let variables = (0..<count).map { _ in solver.makeVariable() }
      let target = (0..<count).map { _ in Double(Int.random(in: -200...200, using: &rng)) }
      let constraintCount = Int.random(in: 1...(2 * count), using: &rng)
      for _ in 0..<constraintCount {
        var expression = LinearExpression()
        var atTarget = 0.0
        for index in (0..<count).shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)) {
          let coefficient = Double(Int.random(in: -3...3, using: &rng))
          guard coefficient != 0 else { continue }
          expression.add(coefficient, variables[index])
          atTarget += coefficient * target[index]
        }
        let relation = [SolverRelation.equal, .greaterThanOrEqual, .lessThanOrEqual].randomElement(using: &rng)!
        // Inequalities are tight or loose at the target by a whole number.
        let slack = relation == .equal ? 0 : Double(Int.random(in: 0...5, using: &rng))
        expression.constant =
          -atTarget + (relation == .greaterThanOrEqual ? slack : relation == .lessThanOrEqual ? -slack : 0)
        guard case .success = solver.add(expression, relation, priority: 1000) else {
          Issue.record("seed \(seed): a constraint true at the target was refused")
          return
        }
      }
      // Weak wishes for the target make it the only optimum.
      for index in 0..<count {
        var stay = LinearExpression(constant: -target[index])
        stay.add(1, variables[index])
        _ = solver.add(stay, .equal, priority: 1)
      }
      for index in 0..<count {
        #expect(abs(solver.value(of: variables[index]) - target[index]) < 1e-6, "seed \(seed): variable \(index)")
      }
    }
  }

  @Test("prioritised wishes on linked variables: the level-by-level optimum, also after changes")
  func prioritisedSystems() {
    for seed in UInt64(1)...400 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      var system = LinkedSystem.random(using: &rng)
      var solver = ConstraintSolver()
      var handles: [SolverConstraintID?] = []
      system.build(in: &solver, handles: &handles)
      guard system.check(solver, seed: seed, step: "built") else { return }
      // Move constants, change priorities and remove wishes; the answer follows each change.
      for step in 0..<12 {
        let index = Int.random(in: 0..<system.wishes.count, using: &rng)
        guard let handle = handles[index] else { continue }
        // Required bounds are only removed: moved, they could contradict each other.
        let change = system.wishes[index].priority == 1000 ? 2 : Int.random(in: 0..<3, using: &rng)
        switch change {
        case 0:
          system.wishes[index].value = Double(Int.random(in: -100...100, using: &rng))
          let wish = system.wishes[index]
          _ = solver.setConstant(
            handle, to: wish.expressionConstant(in: system), relation: wish.relation.solverRelation)
        case 1:
          system.wishes[index].priority = LinkedSystem.priorities.dropFirst().randomElement(using: &rng)!
          _ = solver.setPriority(handle, to: system.wishes[index].priority)
        default:
          solver.remove(handle)
          handles[index] = nil
          system.wishes[index].isActive = false
        }
        guard system.check(solver, seed: seed, step: "change \(step)") else { return }
      }
    }
  }

  @Test("several non-required constants moved at once and settled by one dual optimisation")
  func batchedConstantMoves() {
    var checked = 0
    for seed in UInt64(1)...300 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      var system = LinkedSystem.random(using: &rng)
      var solver = ConstraintSolver()
      var handles: [SolverConstraintID?] = []
      system.build(in: &solver, handles: &handles)
      for round in 0..<4 {
        for index in system.wishes.indices where system.wishes[index].priority < 1000 && Bool.random(using: &rng) {
          guard let handle = handles[index] else { continue }
          system.wishes[index].value = Double(Int.random(in: -100...100, using: &rng))
          let wish = system.wishes[index]
          _ = solver.setConstant(
            handle, to: wish.expressionConstant(in: system), relation: wish.relation.solverRelation, optimizing: false)
        }
        solver.restoreFeasibility()
        guard system.check(solver, seed: seed, step: "batch \(round)") else { return }
        checked += 1
      }
    }
    #expect(checked == 1200)
  }

  @Test("a required constraint that contradicts the others is refused with them, and the rest still holds")
  func unsatisfiableRequired() throws {
    var solver = ConstraintSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    var first = LinearExpression(constant: -10)
    first.add(1, x)
    let pinned = try solver.add(first, .equal, priority: 1000).get()
    var link = LinearExpression(constant: -5)  // y = x + 5
    link.add(1, y)
    link.add(-1, x)
    let linked = try solver.add(link, .equal, priority: 1000).get()
    var contradiction = LinearExpression(constant: -40)  // y >= 40
    contradiction.add(1, y)
    let result = solver.add(contradiction, .greaterThanOrEqual, priority: 1000)
    guard case .failure(let error) = result else {
      Issue.record("y >= 40 was accepted with y = 15")
      return
    }
    #expect(Set(error.conflicting) == [pinned, linked], "both constraints that fix y are named")
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 15)
    #expect(solver.constraintCount == 2)
    // The same wish, not required, is only as close as it can be.
    _ = solver.add(contradiction, .greaterThanOrEqual, priority: 999)
    #expect(solver.value(of: y) == 15)
    // A required constant that cannot move keeps its old value: y <= 30 forbids y = x + 90.
    var ceiling = LinearExpression(constant: -30)
    ceiling.add(1, y)
    let capped = try solver.add(ceiling, .lessThanOrEqual, priority: 1000).get()
    guard case .failure(let moved) = solver.setConstant(linked, to: -90, relation: .equal) else {
      Issue.record("the link moved to y = x + 90 under y <= 30 with x = 10")
      return
    }
    #expect(moved.culprit == linked)
    #expect(Set(moved.conflicting).isSubset(of: [pinned, capped]) && moved.conflicting.contains(capped))
    #expect(solver.value(of: y) == 15, "the link keeps its old constant")
    #expect((try? solver.setConstant(linked, to: -20, relation: .equal).get()) != nil, "y = x + 20 = 30 fits")
    #expect(solver.value(of: y) == 30)
    solver.remove(capped)
    solver.remove(pinned)
    #expect(solver.value(of: y) >= 40 - 1e-9, "without the pin the weaker wish is met")
    #expect(abs(solver.value(of: y) - solver.value(of: x) - 20) < 1e-9)
  }

  @Test("random contradictions among required constraints are refused and leave the solution intact")
  func randomContradictions() {
    for seed in UInt64(1)...200 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      var system = LinkedSystem.random(using: &rng)
      var solver = ConstraintSolver()
      var handles: [SolverConstraintID?] = []
      system.build(in: &solver, handles: &handles)
      // Pin a variable exactly, then ask it to be elsewhere: always refused.
      let variable = Int.random(in: 0..<system.variableCount, using: &rng)
      let place = Double(Int.random(in: -50...50, using: &rng))
      var pin = LinkedSystem.Wish(variable: variable, relation: .equal, value: place, priority: 1000)
      guard case .success = solver.add(pin.expression(in: system), .equal, priority: 1000) else {
        // The required bounds may already exclude the place: that must be a refusal too.
        #expect(!system.requiredInterval(for: variable).contains(place), "seed \(seed)")
        continue
      }
      system.wishes.append(pin)
      guard system.check(solver, seed: seed, step: "pinned") else { return }
      pin.value = place + Double(Int.random(in: 1...20, using: &rng))
      if case .success = solver.add(pin.expression(in: system), .equal, priority: 1000) {
        Issue.record("seed \(seed): a second pin of one variable at another place was accepted")
        return
      }
      guard system.check(solver, seed: seed, step: "after the refusal") else { return }
    }
  }
}
