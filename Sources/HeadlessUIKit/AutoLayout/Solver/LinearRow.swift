#if !canImport(UIKit)
/// One term of a ``LinearRow``: a symbol of the tableau and its coefficient.
struct LinearTerm: Sendable {
  /// The symbol's index in the solver.
  var symbol: Int32
  /// Its coefficient; never near zero in a row.
  var coefficient: Double
}

/// A sparse linear expression `constant + Σ coefficient · symbol` of the simplex tableau, with its
/// terms sorted by symbol so that two rows merge in one pass.
///
/// A row is read either as an equation `0 = row` (a constraint being added) or as the definition
/// of its basic symbol, `basic = row`.
struct LinearRow: Sendable {
  /// Below this magnitude a coefficient is taken as zero and its term dropped.
  static let epsilon = 1e-9

  /// The constant part.
  var constant: Double
  /// The terms, sorted by symbol, none near zero.
  private(set) var terms: [LinearTerm]

  /// A row with only a constant.
  init(constant: Double = 0) {
    self.constant = constant
    terms = []
  }

  /// Whether the row has no terms.
  var isConstant: Bool { terms.isEmpty }

  /// The position of `symbol`'s term, if the row has one.
  func index(of symbol: Int32) -> Int? {
    let (position, found) = search(symbol)
    return found ? position : nil
  }

  /// The position of `symbol`'s term (`found`), else where it would be inserted.
  private func search(_ symbol: Int32) -> (position: Int, found: Bool) {
    var low = 0
    var high = terms.count
    while low < high {
      let middle = (low + high) >> 1
      let candidate = terms[middle].symbol
      if candidate == symbol { return (middle, true) }
      if candidate < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// The coefficient of `symbol` (0 when the row has no such term).
  func coefficient(of symbol: Int32) -> Double {
    guard let index = index(of: symbol) else { return 0 }
    return terms[index].coefficient
  }

  /// Adds `coefficient · symbol`, dropping the term if the sum is near zero.
  mutating func add(_ coefficient: Double, _ symbol: Int32) {
    let (position, found) = search(symbol)
    guard found else {
      guard abs(coefficient) >= Self.epsilon else { return }
      return terms.insert(LinearTerm(symbol: symbol, coefficient: coefficient), at: position)
    }
    let sum = terms[position].coefficient + coefficient
    if abs(sum) < Self.epsilon {
      terms.remove(at: position)
    } else {
      terms[position].coefficient = sum
    }
  }

  /// Adds `factor · other` (its constant and its terms), in one merge of the two term lists.
  mutating func add(_ other: LinearRow, times factor: Double) {
    constant += other.constant * factor
    guard !other.terms.isEmpty else { return }
    if terms.isEmpty {
      terms.reserveCapacity(other.terms.count)
      for term in other.terms {
        let product = term.coefficient * factor
        if abs(product) >= Self.epsilon { terms.append(LinearTerm(symbol: term.symbol, coefficient: product)) }
      }
      return
    }
    var merged: [LinearTerm] = []
    merged.reserveCapacity(terms.count + other.terms.count)
    var left = 0
    var right = 0
    let mine = terms
    let theirs = other.terms
    while left < mine.count || right < theirs.count {
      if right == theirs.count || (left < mine.count && mine[left].symbol < theirs[right].symbol) {
        merged.append(mine[left])
        left += 1
      } else if left == mine.count || theirs[right].symbol < mine[left].symbol {
        let product = theirs[right].coefficient * factor
        if abs(product) >= Self.epsilon {
          merged.append(LinearTerm(symbol: theirs[right].symbol, coefficient: product))
        }
        right += 1
      } else {
        let sum = mine[left].coefficient + theirs[right].coefficient * factor
        if abs(sum) >= Self.epsilon { merged.append(LinearTerm(symbol: mine[left].symbol, coefficient: sum)) }
        left += 1
        right += 1
      }
    }
    terms = merged
  }

  /// `Σ coefficient · values[symbol]` over the terms: how much the row moves when its symbols
  /// move by `values`.
  func weightedSum(of values: UnsafeBufferPointer<Double>) -> Double {
    terms.withUnsafeBufferPointer { terms in
      var sum = 0.0
      for term in terms { sum += term.coefficient * values[Int(term.symbol)] }
      return sum
    }
  }

  /// Removes `symbol`'s term, if any.
  mutating func remove(_ symbol: Int32) {
    if let index = index(of: symbol) { terms.remove(at: index) }
  }

  /// Multiplies the row by -1.
  mutating func negate() {
    constant = -constant
    for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
  }

  /// Rewrites the equation `0 = row` as the definition of `symbol`, which must have a term:
  /// `symbol = -(row - a·symbol) / a`.
  mutating func solve(for symbol: Int32) {
    guard let index = index(of: symbol) else { return }
    let factor = -1 / terms[index].coefficient
    terms.remove(at: index)
    constant *= factor
    for position in terms.indices { terms[position].coefficient *= factor }
  }

  /// Rewrites the definition `basic = row` as the definition of `entering`, which must have a
  /// term (a pivot).
  mutating func solve(for entering: Int32, replacing basic: Int32) {
    add(-1, basic)
    solve(for: entering)
  }

  /// Replaces `symbol` by `definition` (`symbol = definition`) if the row has a term in it;
  /// answers whether it had one.
  @discardableResult
  mutating func substitute(_ symbol: Int32, with definition: LinearRow) -> Bool {
    guard let index = index(of: symbol) else { return false }
    let coefficient = terms[index].coefficient
    terms.remove(at: index)
    add(definition, times: coefficient)
    return true
  }
}
#endif
