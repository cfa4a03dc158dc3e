#if !canImport(UIKit)
/// A variable of a ``ConstraintSolver``: its value is read with ``ConstraintSolver/value(of:)``.
struct SolverVariable: Hashable, Sendable {
  /// The variable's symbol in the tableau.
  let symbol: Int32
}

/// A constraint added to a ``ConstraintSolver``, to change or remove it later.
struct SolverConstraintID: Hashable, Sendable {
  /// The constraint's slot in the solver.
  let index: Int32
}

/// How a ``LinearExpression`` compares with zero in a constraint.
enum SolverRelation: Sendable {
  /// `expression <= 0`.
  case lessThanOrEqual
  /// `expression == 0`.
  case equal
  /// `expression >= 0`.
  case greaterThanOrEqual
}

/// A linear expression over solver variables: `constant + Σ coefficient · variable`.
struct LinearExpression: Sendable {
  /// The expression as a tableau row over the variables' symbols.
  private(set) var row: LinearRow

  /// An expression with only a constant.
  init(constant: Double = 0) { row = LinearRow(constant: constant) }

  /// The constant part.
  var constant: Double {
    get { row.constant }
    set { row.constant = newValue }
  }

  /// Adds `coefficient · variable` (terms in the same variable are summed).
  mutating func add(_ coefficient: Double, _ variable: SolverVariable) {
    row.add(coefficient, variable.symbol)
  }
}

/// The constraints that cannot hold together: a required constraint could not be added, or a
/// required constraint's constant could not be changed, because of the others listed.
struct UnsatisfiableConstraints: Error, Sendable {
  /// The constraint that was being added or changed.
  var culprit: SolverConstraintID
  /// The constraints the solver found in conflict with it (without ``culprit``), by slot.
  var conflicting: [SolverConstraintID]
}

/// An incremental simplex solver for linear equalities and inequalities with priorities, after
/// the Cassowary algorithm (Badros, Borning and Stuckey, "The Cassowary linear arithmetic
/// constraint solving algorithm", ACM TOCHI 8(4), 2001).
///
/// Required constraints (priority 1000 and above) hold exactly or are refused with the
/// constraints they conflict with. Other constraints are satisfied as nearly as possible: the
/// solver minimises the weighted errors of each priority level before looking at the next lower
/// level (the objective's coefficients are compared level by level, the "symbolic weights" of
/// the paper with one level per priority in use). Within one level a constraint's weight scales
/// its error, so that two wishes of one priority can break ties.
///
/// The tableau is kept in the paper's form: every basic symbol is defined by a row over non-basic
/// symbols; external (user) variables are unrestricted, slack and error variables are `>= 0`,
/// and dummy variables mark required equalities and never enter the basis. Adding a constraint
/// substitutes it into the tableau, picks a subject or runs a phase with an artificial variable,
/// then re-optimises with the primal simplex. Changing a constraint's constant shifts its marker
/// variable and restores feasibility with the dual simplex, which is how edit variables are
/// handled in the paper; the layout engine uses it for every constant that moves (sizes of
/// content, target sizes, constants set by the app).
///
/// Pivoting follows Bland's rule (the lowest symbol among candidates), so the simplex cannot
/// cycle; a cap on pivots still guards against numerical trouble turning into a hang.
struct ConstraintSolver {
  /// Priorities at or above this are required.
  static let requiredPriority: Float = 1000
  /// Magnitudes below this are zero when comparing constants and objective coefficients.
  static let epsilon = 1e-8

  enum SymbolKind: UInt8 {
    case external
    case slack
    case error
    case dummy
  }

  /// What the solver keeps of a constraint.
  struct Record {
    /// The expression compared with zero, signs normalised so the relation is `==` or `>=`,
    /// over the variables' symbols (not substituted).
    var expression: LinearRow
    var isEquality: Bool
    var priority: Float
    var weight: Double
    /// The symbol that marks the constraint in the tableau.
    var marker: Int32
    /// The second error symbol of a non-required equality, else -1.
    var other: Int32
    /// The marker's coefficient in the constraint's equation.
    var markerCoefficient: Double

    var isRequired: Bool { priority >= ConstraintSolver.requiredPriority }
  }

  struct ObjectiveLevel {
    var priority: Float
    var row: LinearRow
  }

  var kinds: [SymbolKind] = []
  /// The constraint slot each symbol belongs to (-1 for variables and the artificial symbol).
  var owners: [Int32] = []
  /// The tableau: `rows[i]` defines `basics[i]`.
  var rows: [LinearRow] = []
  var basics: [Int32] = []
  /// Where each symbol's row is in `rows`, or -1 when the symbol is not basic.
  var rowOfSymbol: [Int32] = []
  /// The objective, one row per priority in use, highest priority first.
  var levels: [ObjectiveLevel] = []
  /// The phase-one objective while a constraint is added through an artificial variable.
  var artificial: LinearRow?
  /// Basic symbols whose rows may have become infeasible since the last dual optimisation.
  var infeasible: [Int32] = []
  var records: [Record?] = []
  var freeRecords: [Int32] = []
  /// Marker shifts waiting to be applied (by symbol), and the markers that have one: constant
  /// moves made without optimising are applied together in one pass over the rows.
  var pendingShifts: [Double] = []
  var shiftedMarkers: [Int32] = []
  /// How many pivots one optimisation may take before it gives up (never reached in practice).
  var pivotLimit = 100_000
  /// Whether an optimisation stopped at the pivot limit since the solver was made.
  var didReachPivotLimit = false

  init() {}

  // MARK: Variables and values

  /// A new unrestricted variable, 0 until constraints say otherwise.
  mutating func makeVariable() -> SolverVariable {
    SolverVariable(symbol: makeSymbol(.external, owner: -1))
  }

  /// The variable's value in the current solution.
  func value(of variable: SolverVariable) -> Double {
    let row = rowOfSymbol[Int(variable.symbol)]
    return row < 0 ? 0 : rows[Int(row)].constant
  }

  /// How many constraints the solver holds.
  var constraintCount: Int { records.count - freeRecords.count }

  /// The priority a constraint was added with.
  func priority(of constraint: SolverConstraintID) -> Float? {
    records[Int(constraint.index)]?.priority
  }

  mutating func makeSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
    let symbol = Int32(kinds.count)
    kinds.append(kind)
    owners.append(owner)
    rowOfSymbol.append(-1)
    pendingShifts.append(0)
    return symbol
  }

  func isBasic(_ symbol: Int32) -> Bool { rowOfSymbol[Int(symbol)] >= 0 }

  // MARK: Adding

  /// Adds `expression relation 0` with a priority (1000 = required) and a weight within its
  /// priority. A required constraint that cannot hold with the others is not added: the error
  /// names the constraints it conflicts with.
  mutating func add(
    _ expression: LinearExpression, _ relation: SolverRelation, priority: Float, weight: Double = 1
  ) -> Result<SolverConstraintID, UnsatisfiableConstraints> {
    restoreFeasibility()
    let slot: Int32
    if let free = freeRecords.popLast() {
      slot = free
    } else {
      slot = Int32(records.count)
      records.append(nil)
    }
    var normalised = expression.row
    if relation == .lessThanOrEqual { normalised.negate() }
    let clampedPriority = min(max(priority, 1), Self.requiredPriority)
    return insert(
      normalised, isEquality: relation == .equal, priority: clampedPriority, weight: max(weight, 0), slot: slot)
  }

  private mutating func insert(
    _ expression: LinearRow, isEquality: Bool, priority: Float, weight: Double, slot: Int32
  ) -> Result<SolverConstraintID, UnsatisfiableConstraints> {
    let id = SolverConstraintID(index: slot)
    var row = LinearRow(constant: expression.constant)
    for term in expression.terms {
      let position = rowOfSymbol[Int(term.symbol)]
      if position >= 0 {
        row.add(rows[Int(position)], times: term.coefficient)
      } else {
        row.add(term.coefficient, term.symbol)
      }
    }
    let required = priority >= Self.requiredPriority
    var record = Record(
      expression: expression, isEquality: isEquality, priority: priority, weight: weight, marker: -1, other: -1,
      markerCoefficient: 1)
    if isEquality {
      if required {
        record.marker = makeSymbol(.dummy, owner: slot)
        row.add(1, record.marker)
      } else {
        record.marker = makeSymbol(.error, owner: slot)
        record.other = makeSymbol(.error, owner: slot)
        record.markerCoefficient = -1
        row.add(-1, record.marker)
        row.add(1, record.other)
      }
    } else {
      record.marker = makeSymbol(.slack, owner: slot)
      record.markerCoefficient = -1
      row.add(-1, record.marker)
      if !required {
        record.other = makeSymbol(.error, owner: slot)
        row.add(1, record.other)
      }
    }
    records[Int(slot)] = record
    if !required {
      let level = levelIndex(for: priority)
      if isEquality { levels[level].row.add(weight, record.marker) }
      levels[level].row.add(weight, record.other)
    }
    if row.constant < 0 { row.negate() }

    if let subject = chooseSubject(row, record) {
      row.solve(for: subject)
      substituteEverywhere(subject, with: row)
      insertRow(row, basic: subject)
    } else if row.terms.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
      guard abs(row.constant) < Self.epsilon else {
        return .failure(discard(slot, conflictingWith: row))
      }
      // A required equality implied by others: its dummy becomes basic at zero.
      row.solve(for: record.marker)
      insertRow(row, basic: record.marker)
    } else if let conflict = addWithArtificialVariable(row) {
      return .failure(discard(slot, conflictingWith: conflict))
    }
    optimize()
    return .success(id)
  }

  /// Forgets a constraint that could not be added and names the constraints of `row`.
  private mutating func discard(_ slot: Int32, conflictingWith row: LinearRow) -> UnsatisfiableConstraints {
    records[Int(slot)] = nil
    freeRecords.append(slot)
    return UnsatisfiableConstraints(
      culprit: SolverConstraintID(index: slot), conflicting: constraints(in: row, excluding: slot))
  }

  /// The constraints whose symbols appear in `row`, in slot order.
  func constraints(in row: LinearRow, excluding slot: Int32) -> [SolverConstraintID] {
    var slots: [Int32] = []
    for term in row.terms {
      let owner = owners[Int(term.symbol)]
      if owner >= 0, owner != slot, records[Int(owner)] != nil, !slots.contains(owner) { slots.append(owner) }
    }
    return slots.sorted().map(SolverConstraintID.init(index:))
  }

  /// The symbol to make basic for a new row: an external variable if there is one, else a new
  /// slack or error variable of the constraint whose coefficient is negative (its value is then
  /// the row's non-negative constant over a positive number).
  private func chooseSubject(_ row: LinearRow, _ record: Record) -> Int32? {
    for term in row.terms where kinds[Int(term.symbol)] == .external { return term.symbol }
    for symbol in [record.marker, record.other] where symbol >= 0 {
      let kind = kinds[Int(symbol)]
      if kind == .slack || kind == .error, row.coefficient(of: symbol) < 0 { return symbol }
    }
    return nil
  }

  /// Adds a row that has no obvious subject by minimising an artificial variable equal to it
  /// (phase one of the two-phase simplex). Answers `nil` when the row could be added, else the
  /// row that proves the conflict.
  private mutating func addWithArtificialVariable(_ row: LinearRow) -> LinearRow? {
    let artificialSymbol = makeSymbol(.slack, owner: -1)
    insertRow(row, basic: artificialSymbol)
    artificial = row
    optimize()
    let residual = artificial?.constant ?? 0
    artificial = nil
    var conflict: LinearRow?
    if isBasic(artificialSymbol) {
      var definition = removeRow(of: artificialSymbol)
      if residual > Self.epsilon {
        conflict = definition
      } else if !definition.isConstant {
        let entering =
          definition.terms.first(where: { kinds[Int($0.symbol)] == .slack || kinds[Int($0.symbol)] == .error })?.symbol
          ?? definition.terms[0].symbol
        definition.solve(for: entering, replacing: artificialSymbol)
        substituteEverywhere(entering, with: definition)
        insertRow(definition, basic: entering)
      }
    }
    for index in rows.indices { rows[index].remove(artificialSymbol) }
    for index in levels.indices { levels[index].row.remove(artificialSymbol) }
    return conflict
  }

  // MARK: Removing

  /// Removes a constraint; the others are re-optimised.
  mutating func remove(_ constraint: SolverConstraintID) {
    restoreFeasibility()
    let slot = Int(constraint.index)
    guard let record = records[slot] else { return }
    addObjectiveEffects(of: record, sign: -1)
    removeMarkerRow(record.marker)
    records[slot] = nil
    freeRecords.append(constraint.index)
    optimize()
  }

  /// Adds `sign` times the record's weighted errors to the objective level of its priority
  /// (`-1` takes them out); a required constraint has none.
  private mutating func addObjectiveEffects(of record: Record, sign: Double) {
    guard !record.isRequired else { return }
    let level = levelIndex(for: record.priority)
    for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
      let position = rowOfSymbol[Int(symbol)]
      if position >= 0 {
        levels[level].row.add(rows[Int(position)], times: sign * record.weight)
      } else {
        levels[level].row.add(sign * record.weight, symbol)
      }
    }
  }

  /// Takes the marker's equation out of the tableau: directly when the marker is basic, else
  /// after pivoting it in through the row the paper's rule picks (a restricted row that stays
  /// feasible, else any restricted row, else an unrestricted one).
  private mutating func removeMarkerRow(_ marker: Int32) {
    if isBasic(marker) {
      _ = removeRow(of: marker)
      return
    }
    var feasibleChoice: (index: Int, ratio: Double)?
    var restrictedChoice: (index: Int, ratio: Double)?
    var unrestrictedChoice: Int?
    for index in rows.indices {
      let coefficient = rows[index].coefficient(of: marker)
      guard coefficient != 0 else { continue }
      if kinds[Int(basics[index])] == .external {
        unrestrictedChoice = index
      } else if coefficient < 0 {
        let ratio = -rows[index].constant / coefficient
        if feasibleChoice == nil || ratio < feasibleChoice!.ratio { feasibleChoice = (index, ratio) }
      } else {
        let ratio = rows[index].constant / coefficient
        if restrictedChoice == nil || ratio < restrictedChoice!.ratio { restrictedChoice = (index, ratio) }
      }
    }
    guard let index = feasibleChoice?.index ?? restrictedChoice?.index ?? unrestrictedChoice else { return }
    let leaving = basics[index]
    var definition = removeRow(of: leaving)
    definition.solve(for: marker, replacing: leaving)
    substituteEverywhere(marker, with: definition)
  }

  // MARK: Changing

  /// Changes the constant of a constraint's expression (before the relation's sign is
  /// normalised, as it was added). A required constraint that cannot take the new constant
  /// keeps its old one and the error names what it conflicts with.
  ///
  /// With `optimizing` false, a non-required constraint's constant moves without restoring
  /// feasibility: several such changes are then settled by one ``restoreFeasibility()`` (they
  /// cannot fail, their errors absorb any value). Required constraints always settle at once.
  mutating func setConstant(
    _ constraint: SolverConstraintID, to constant: Double, relation: SolverRelation, optimizing: Bool = true
  ) -> Result<Void, UnsatisfiableConstraints> {
    let slot = Int(constraint.index)
    guard var record = records[slot] else { return .success(()) }
    let normalised = relation == .lessThanOrEqual ? -constant : constant
    let delta = normalised - record.expression.constant
    guard delta != 0 else { return .success(()) }
    record.expression.constant = normalised
    records[slot] = record
    let shift = delta / record.markerCoefficient
    if !optimizing, !record.isRequired {
      let marker = Int(record.marker)
      if pendingShifts[marker] == 0 { shiftedMarkers.append(record.marker) }
      pendingShifts[marker] += shift
      return .success(())
    }
    restoreFeasibility()
    let failure = shiftMarker(record.marker, by: shift) ?? dualOptimize()
    guard let failed = failure else { return .success(()) }
    // Put the tableau back: the old constant held, so the dual simplex finds it again.
    record.expression.constant -= delta
    records[slot] = record
    _ = shiftMarker(record.marker, by: -shift)
    _ = dualOptimize()
    return .failure(
      UnsatisfiableConstraints(culprit: constraint, conflicting: constraints(in: failed, excluding: constraint.index)))
  }

  /// Settles constant changes made without optimising: applies their shifts in one pass over
  /// the rows, then restores feasibility with the dual simplex.
  mutating func restoreFeasibility() {
    guard !shiftedMarkers.isEmpty else { return }
    var violatedDummy: LinearRow?
    var deltas = [Double](repeating: 0, count: rows.count)
    pendingShifts.withUnsafeBufferPointer { shifts in
      for index in rows.indices {
        deltas[index] = rows[index].weightedSum(of: shifts) - shifts[Int(basics[index])]
      }
    }
    for index in rows.indices where deltas[index] != 0 {
      rows[index].constant += deltas[index]
      noteFeasibility(ofRowAt: index, violatedDummy: &violatedDummy)
    }
    for marker in shiftedMarkers { pendingShifts[Int(marker)] = 0 }
    shiftedMarkers.removeAll(keepingCapacity: true)
    _ = dualOptimize()
  }

  /// Replaces the marker `m` by `m + shift` everywhere (the constraint's constant moved), noting
  /// the rows that became infeasible; answers the row of a required equality that now fails.
  private mutating func shiftMarker(_ marker: Int32, by shift: Double) -> LinearRow? {
    var violatedDummy: LinearRow?
    let position = rowOfSymbol[Int(marker)]
    if position >= 0 {
      rows[Int(position)].constant -= shift
      noteFeasibility(ofRowAt: Int(position), violatedDummy: &violatedDummy)
    } else {
      for index in rows.indices {
        let coefficient = rows[index].coefficient(of: marker)
        guard coefficient != 0 else { continue }
        rows[index].constant += coefficient * shift
        noteFeasibility(ofRowAt: index, violatedDummy: &violatedDummy)
      }
    }
    return violatedDummy
  }

  private mutating func noteFeasibility(ofRowAt index: Int, violatedDummy: inout LinearRow?) {
    let basic = basics[index]
    switch kinds[Int(basic)] {
    case .external: break
    case .dummy:
      if abs(rows[index].constant) > Self.epsilon, violatedDummy == nil {
        var proof = rows[index]
        proof.add(1, basic)
        violatedDummy = proof
      }
    case .slack, .error:
      if rows[index].constant < 0 { infeasible.append(basic) }
    }
  }

  /// Changes a constraint's priority. Between two non-required priorities only the objective
  /// changes; to or from required the constraint is removed and added again (which can fail
  /// like an addition; the constraint is then gone).
  mutating func setPriority(
    _ constraint: SolverConstraintID, to priority: Float
  ) -> Result<Void, UnsatisfiableConstraints> {
    restoreFeasibility()
    let slot = Int(constraint.index)
    guard var record = records[slot] else { return .success(()) }
    let newPriority = min(max(priority, 1), Self.requiredPriority)
    guard newPriority != record.priority else { return .success(()) }
    if record.isRequired || newPriority >= Self.requiredPriority {
      let expression = record.expression
      addObjectiveEffects(of: record, sign: -1)
      removeMarkerRow(record.marker)
      records[slot] = nil
      optimize()
      return insert(
        expression, isEquality: record.isEquality, priority: newPriority, weight: record.weight, slot: constraint.index
      ).map { _ in () }
    }
    addObjectiveEffects(of: record, sign: -1)
    record.priority = newPriority
    records[slot] = record
    addObjectiveEffects(of: record, sign: 1)
    optimize()
    return .success(())
  }

  // MARK: Tableau

  mutating func insertRow(_ row: LinearRow, basic: Int32) {
    rowOfSymbol[Int(basic)] = Int32(rows.count)
    rows.append(row)
    basics.append(basic)
  }

  mutating func removeRow(of basic: Int32) -> LinearRow {
    let index = Int(rowOfSymbol[Int(basic)])
    let row = rows[index]
    let last = rows.count - 1
    if index != last {
      rows.swapAt(index, last)
      basics.swapAt(index, last)
      rowOfSymbol[Int(basics[index])] = Int32(index)
    }
    rows.removeLast()
    basics.removeLast()
    rowOfSymbol[Int(basic)] = -1
    return row
  }

  /// Replaces `symbol` by its new definition in every row and objective, noting rows that
  /// became infeasible.
  mutating func substituteEverywhere(_ symbol: Int32, with definition: LinearRow) {
    for index in rows.indices where rows[index].substitute(symbol, with: definition) {
      let kind = kinds[Int(basics[index])]
      if kind != .external, kind != .dummy, rows[index].constant < 0 { infeasible.append(basics[index]) }
    }
    for index in levels.indices { levels[index].row.substitute(symbol, with: definition) }
    artificial?.substitute(symbol, with: definition)
  }

  /// The objective level of `priority`, made if needed (levels stay sorted, highest first).
  mutating func levelIndex(for priority: Float) -> Int {
    var index = 0
    while index < levels.count, levels[index].priority > priority { index += 1 }
    if index < levels.count, levels[index].priority == priority { return index }
    levels.insert(ObjectiveLevel(priority: priority, row: LinearRow()), at: index)
    return index
  }

  /// Makes `entering` basic in place of `leaving`.
  mutating func pivot(entering: Int32, leaving: Int32) {
    var definition = removeRow(of: leaving)
    definition.solve(for: entering, replacing: leaving)
    substituteEverywhere(entering, with: definition)
    insertRow(definition, basic: entering)
  }
}
#endif
