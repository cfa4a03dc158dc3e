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
  /// - item heights as ``GridItemHeight/clamped`` says.
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
        itemHeight: itemHeight.clamped, insets: Self.clampedLength(insets))
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
    if let problem = itemHeight.problem { problems.append(problem) }
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

extension GridItemHeight {
  /// What items are measured from when their height cannot be used: an estimate of 44 points.
  public static let fallbackEstimate = 44.0

  /// This height as a host lays it out, and the height itself when it is sound. As for rows, a
  /// height that is not one (NaN, infinite or negative; a ratio that is not positive; an
  /// estimate that is not positive) makes the items measured, from an estimate of
  /// ``fallbackEstimate`` points; a height past the bounds is laid out at the bound:
  /// ``HeightPolicy/maximumHeight`` points, or an aspect ratio of
  /// ``HeightPolicy/maximumAspectRatio``.
  public var clamped: GridItemHeight {
    let maximum = HeightPolicy.maximumHeight
    switch self {
    case .fixed(let height):
      guard height.isFinite, height >= 0 else { return .estimated(Self.fallbackEstimate) }
      return .fixed(min(height, maximum))
    case .estimated(let height):
      guard height.isFinite, height > 0 else { return .estimated(Self.fallbackEstimate) }
      return .estimated(min(height, maximum))
    case .aspectRatio(let ratio):
      guard ratio.isFinite, ratio > 0 else { return .estimated(Self.fallbackEstimate) }
      return .aspectRatio(min(ratio, HeightPolicy.maximumAspectRatio))
    }
  }

  /// Why this height cannot be laid out as given, and what is laid out instead; `nil` when it
  /// is sound.
  public var problem: String? {
    let maximum = Int(HeightPolicy.maximumHeight)
    let measured = "items are measured from an estimate of \(Int(Self.fallbackEstimate)) points"
    switch self {
    case .fixed(let height) where !height.isFinite || height < 0:
      return "a grid item height must be finite and not negative, got \(height); \(measured)"
    case .fixed(let height) where height > HeightPolicy.maximumHeight:
      return "a grid item height must be at most \(maximum), got \(height); \(maximum) is used"
    case .estimated(let height) where !height.isFinite || height <= 0:
      return "an estimated grid item height must be finite and positive, got \(height); \(measured)"
    case .estimated(let height) where height > HeightPolicy.maximumHeight:
      return "an estimated grid item height must be at most \(maximum), got \(height); \(maximum) is used"
    case .aspectRatio(let ratio) where !ratio.isFinite || ratio <= 0:
      return "a grid item aspect ratio must be finite and positive, got \(ratio); \(measured)"
    case .aspectRatio(let ratio) where ratio > HeightPolicy.maximumAspectRatio:
      let bound = Int(HeightPolicy.maximumAspectRatio)
      return "a grid item aspect ratio must be at most \(bound), got \(ratio); \(bound) is used"
    case .fixed, .estimated, .aspectRatio:
      return nil
    }
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
