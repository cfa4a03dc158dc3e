// The bounds of a collection section layout, in the spirit of row heights (see
// `HeightPolicy.maximumHeight`): a value that cannot be laid out (NaN, infinite, negative, zero
// columns) or that can only be a mistake (100,000 columns, spacing of 1e300 points) is reported
// by `ListSnapshot.validate()`, and hosts lay out `clamped` instead, so that one bad section
// never hides the sections after it.

extension CollectionSectionLayout {
  /// The most columns a grid lays out: 100. More leave items too narrow to show anything
  /// (100,000 columns make every item 0 points wide).
  public static let maximumColumns = 100

  /// The largest spacing or inset, in points: ``HeightPolicy/maximumHeight`` (100,000), the
  /// bound of every length in a list.
  public static let maximumLength = HeightPolicy.maximumHeight

  /// This layout with every value a host can lay out, and the layout itself when it is sound:
  /// - columns between 1 and ``maximumColumns`` (fewer become 1, more ``maximumColumns``);
  /// - spacing and insets finite, not negative and at most ``maximumLength`` (NaN, infinite or
  ///   negative become 0, larger values ``maximumLength``);
  /// - item heights as ``HeightPolicy/clampedForGrid`` says.
  ///
  /// Hosts lay out this rather than the layout as given; ``ListSnapshot/validate()`` reports
  /// each value it changes (see ``problems``).
  public var clamped: CollectionSectionLayout {
    switch self {
    case .list:
      return self
    case .grid(let columns, let spacing, let itemHeight, let insets):
      return .grid(
        columns: min(max(columns, 1), Self.maximumColumns), spacing: Self.clampedLength(spacing),
        itemHeight: itemHeight.clampedForGrid, insets: Self.clampedLength(insets))
    }
  }

  /// Why each value of this layout cannot be laid out as given, and what is laid out instead
  /// (see ``clamped``); empty when the layout is sound.
  public var problems: [String] {
    guard case .grid(let columns, let spacing, let itemHeight, let insets) = self else { return [] }
    var problems: [String] = []
    if columns < 1 || columns > Self.maximumColumns {
      let used = min(max(columns, 1), Self.maximumColumns)
      problems.append(
        "grid columns must be between 1 and \(Self.maximumColumns), got \(columns); "
          + "\(used) column\(used == 1 ? " is" : "s are") laid out")
    }
    if let problem = Self.lengthProblem(spacing, name: "grid spacing") { problems.append(problem) }
    if let problem = Self.lengthProblem(insets, name: "grid insets") { problems.append(problem) }
    if let problem = itemHeight.gridProblem { problems.append(problem) }
    return problems
  }

  /// `length` as laid out: 0 for NaN, infinite or negative values, at most ``maximumLength``.
  static func clampedLength(_ length: Double) -> Double {
    guard length.isFinite, length >= 0 else { return 0 }
    return min(length, maximumLength)
  }

  /// Why `length` cannot be laid out as given, or `nil`.
  static func lengthProblem(_ length: Double, name: String) -> String? {
    if !length.isFinite || length < 0 {
      return "\(name) must be finite and not negative, got \(length); 0 is used"
    }
    if length > maximumLength {
      return "\(name) must be at most \(Int(maximumLength)), got \(length); \(Int(maximumLength)) is used"
    }
    return nil
  }
}

extension HeightPolicy {
  /// What grid items are measured from when their height cannot be used: an estimate of 44
  /// points.
  public static let fallbackGridEstimate = 44.0

  /// This height as a host lays out a grid item with it, and the height itself when it is
  /// valid. As for rows, a height that is not one (NaN, infinite or negative; a ratio that is
  /// not positive; an estimate that is not a length) makes the items measured, from an estimate
  /// of ``fallbackGridEstimate`` points; a height past the bounds is laid out at the bound:
  /// ``maximumHeight`` points, or an aspect ratio of ``maximumAspectRatio``.
  public var clampedForGrid: HeightPolicy {
    let measured = HeightPolicy.automatic(estimate: Self.fallbackGridEstimate)
    switch kind {
    case .fixed(let height):
      guard height.isFinite, height >= 0 else { return measured }
      return .fixed(min(height, Self.maximumHeight))
    case .aspectRatio(let ratio):
      guard ratio.isFinite, ratio > 0 else { return measured }
      return .aspectRatio(min(ratio, Self.maximumAspectRatio))
    case .automatic(nil):
      return self
    case .automatic(let estimate?):
      guard estimate.isFinite, estimate > 0 else { return measured }
      return .automatic(estimate: min(estimate, Self.maximumHeight))
    }
  }

  /// Why this height cannot lay out a grid item as given, and what is laid out instead (see
  /// ``clampedForGrid``); `nil` when it is sound.
  public var gridProblem: String? {
    let clamped = clampedForGrid
    guard clamped != self else { return nil }
    let reason = problem ?? "an estimated height must be positive, got 0.0"
    if clamped.isAutomatic {
      return
        "grid item height: \(reason); items are measured from an estimate of \(Int(Self.fallbackGridEstimate)) points"
    }
    return "grid item height: \(reason); \(clamped) is used"
  }
}

extension Section {
  /// A diagnostic for each value of ``collectionLayout`` that cannot be laid out as given
  /// (see ``CollectionSectionLayout/problems``), for the section at `index`; empty when the
  /// layout is sound. ``ListSnapshot/validate()`` includes them; a collection host that lays out
  /// ``CollectionSectionLayout/clamped`` reports them through its controller.
  public func collectionLayoutDiagnostics(sectionIndex index: Int) -> [ListDiagnostic] {
    collectionLayout.problems.map { .invalidCollectionLayout(id, sectionIndex: index, problem: $0) }
  }
}
