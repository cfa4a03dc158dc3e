#if !canImport(UIKit)
import Foundation

/// The constraint-based layout of one island of a view hierarchy: a root view and the subtree
/// below it, down to (not into) subviews whose frames are set from outside and that no
/// constraint reaches into (they are roots of their own islands). A table cell's content view
/// is such a root; so is any view that translates its autoresizing mask.
///
/// The engine keeps a ``ConstraintSolver`` alive between layouts: each update walks the island,
/// gathers what should hold (the app's active constraints, the frames of views that translate
/// their autoresizing mask, intrinsic content sizes with their hugging and compression
/// resistance priorities, the view's own layout guides, and the root's size: the bounds when
/// laying out, the target with its priorities when fitting) and hands the solver only what
/// changed: constants move through the dual simplex, new constraints are added, gone ones
/// removed. A cell measured again with new text costs a few pivots, not a rebuild.
@MainActor
final class LayoutEngine {
  /// What the root's size is.
  enum Mode: Equatable {
    /// Laying out: the root's size is its bounds', required.
    case layout(CGSize)
    /// Fitting: the root's size follows the target with the given priorities.
    case fitting(CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
  }

  /// A view or layout guide in the solver: its rectangle in the root's coordinate space.
  @MainActor
  final class Item {
    weak var view: UIView?
    weak var guide: UILayoutGuide?
    let left: SolverVariable
    let top: SolverVariable
    let width: SolverVariable
    let height: SolverVariable
    var mark = 0
    /// The width a width-dependent intrinsic size (a multi-line label's) was measured at.
    var measuredWidth: CGFloat?
    /// The intrinsic-size revision of the view when its size wishes were made.
    var intrinsicRevision = -1
    /// The hugging and compression resistance priorities the wishes were made with.
    var contentPriorities: ContentPriorities?
    /// The entries of its size wishes (compression and hugging of width, then height), -1 for
    /// none.
    var sizeEntries: [Int] = [-1, -1, -1, -1]
    /// The weight of its size wishes along its stack view's axis, and that axis.
    var stackWeight: (axis: NSLayoutConstraint.Axis?, weight: Double) = (nil, 1)
    /// Whether its intrinsic height depends on its width.
    var isWidthDependent = false
    /// The frame a view that translates its autoresizing mask was pinned at.
    var pinnedFrame: CGRect?
    /// A description of the view or guide for messages, made when the item is.
    let name: String

    init(solver: inout ConstraintSolver, view: UIView?, guide: UILayoutGuide?) {
      self.view = view
      self.guide = guide
      left = solver.makeVariable()
      top = solver.makeVariable()
      width = solver.makeVariable()
      height = solver.makeVariable()
      name = LayoutConstraintDescription.item(view ?? guide)
    }
  }

  /// Identifies a constraint of the engine across updates.
  struct Key: Hashable {
    /// The app's constraint, or the item a system constraint is about.
    let object: ObjectIdentifier
    /// 0 for an `NSLayoutConstraint`, else which system constraint of the item.
    let slot: SystemSlot
  }

  /// The system constraints an item can have.
  enum SystemSlot: UInt8 {
    case constraint
    case rootLeft, rootTop, rootWidth, rootHeight
    case pinLeft, pinTop, pinWidth, pinHeight
    case compressionWidth, huggingWidth, compressionHeight, huggingHeight
    case guideLeft, guideTop, guideWidth, guideHeight, guideLeading, guideTrailing, guideReadable, guideFill
  }

  /// A constraint the engine gave the solver (or broke).
  struct Entry {
    /// Whether the slot holds an entry (removed entries leave their slot free).
    var isLive = true
    var key: Key
    var id: SolverConstraintID?
    var expression: LinearExpression
    var relation: SolverRelation
    var priority: Float
    var weight: Double
    var mark: Int
    /// App constraints are broken before system ones among equal priorities.
    var isSystem: Bool
    /// Later constraints are broken before earlier ones among equal priorities.
    var serial: Int
    /// The app's constraint (or a stack view's), `nil` for the engine's own.
    var constraint: NSLayoutConstraint?
    /// Whether breaking this constraint was reported.
    var didReport = false
  }

  /// An app constraint in the solver, with what its entry was made from, so that an update
  /// after values changed only looks at those.
  struct ConstraintSource {
    let constraint: NSLayoutConstraint
    var constant: CGFloat
    var priority: UILayoutPriority
    /// Whether its constant also depends on margins, fonts or the system spacing.
    let isDerived: Bool
    /// Its entry.
    var entry: Int
  }

  unowned let root: UIView
  var solver = ConstraintSolver()
  var items: [ObjectIdentifier: Item] = [:]
  /// The engine's constraints, by position (a removed one leaves a free slot).
  var entries: [Entry] = []
  var freeEntries: [Int] = []
  var entryIndex: [Key: Int] = [:]
  /// The entry of each constraint in the solver, by the solver's slot (-1 for none).
  var solverEntries: [Int] = []
  /// The entries of the root's size (width, height).
  var rootSizeEntries = (width: -1, height: -1)
  var mark = 0
  var mode: Mode?
  /// Whether constraints, views or guides of the island were added, removed or reshaped since
  /// the last update (a full update gathers the island again).
  var isStructureDirty = true
  /// Whether constants, intrinsic sizes or priorities changed since the last update.
  var areValuesDirty = true
  /// Whether an app constraint's constant or priority changed since the last update.
  var areConstraintsDirty = true
  /// The sources whose constants depend on margins or fonts, looked at in every update.
  var derivedSources: [Int] = []
  /// Whether the last update found any Auto Layout in the island.
  var isEmpty = true
  /// What the last full update found, for updates after values changed.
  var sources: [ConstraintSource] = []
  var sizedItems: [Item] = []
  var pinnedItems: [Item] = []
  /// Whether constant moves wait for one dual optimisation (during an update of values).
  var isDeferringFeasibility = false
  /// The entries broken to resolve a conflict, tried again when the root's size changes.
  var brokenEntries = Set<Int>()
  /// The items whose intrinsic height depends on their width.
  var widthDependentItems: [Item] = []
  /// Whether a full update is running (it lists the items it sizes and pins).
  var isStructureUpdate = false
  /// Set by an update of values that found a change only a full update makes.
  var needsStructureUpdate = false
  var hasDeferredMoves = false

  init(root: UIView) {
    self.root = root
  }

  /// Brings the solution up to date for `mode`, unless nothing it depends on changed.
  func prepare(_ mode: Mode) {
    let rootChanged = mode != self.mode
    if isStructureDirty || self.mode == nil || !Self.sameKind(mode, self.mode!) {
      self.mode = mode
      isStructureDirty = false
      areValuesDirty = false
      update()
    } else if areValuesDirty || rootChanged || pinnedFramesMoved() {
      self.mode = mode
      areValuesDirty = false
      updateValues()
    }
    areConstraintsDirty = false
    if rootChanged, !brokenEntries.isEmpty { retryBrokenEntries() }
  }

  /// Whether two modes differ only in sizes (not in what the root's size constraints are).
  private static func sameKind(_ lhs: Mode, _ rhs: Mode) -> Bool {
    switch (lhs, rhs) {
    case (.layout, .layout): true
    case (.fitting(_, let h1, let v1), .fitting(_, let h2, let v2)): h1 == h2 && v1 == v2
    default: false
    }
  }

  /// Whether a view pinned by its autoresizing mask has another frame than it was pinned at.
  private func pinnedFramesMoved() -> Bool {
    for item in pinnedItems {
      guard let frame = item.pinnedFrame, let view = item.view else { continue }
      if view.frame != frame { return true }
    }
    return false
  }

  // MARK: Reading the solution

  /// The item's rectangle in the root's coordinate space.
  func absoluteFrame(of item: Item) -> CGRect {
    CGRect(
      x: value(of: item.left), y: value(of: item.top), width: value(of: item.width), height: value(of: item.height))
  }

  /// A variable's value, rid of floating-point noise: snapped to 1/4096 of a point, so that a
  /// width of 333 reads 333 and not 332.99999999999994 (UIKit rounds frames to device pixels,
  /// which are coarser).
  func value(of variable: SolverVariable) -> CGFloat {
    (solver.value(of: variable) * 4096).rounded() / 4096
  }

  /// The frame the solution gives `view` in its superview.
  func frame(of view: UIView) -> CGRect? {
    guard let item = items[ObjectIdentifier(view)], let parent = view.superview,
      let parentItem = items[ObjectIdentifier(parent)]
    else { return nil }
    let absolute = absoluteFrame(of: item)
    let container = absoluteFrame(of: parentItem)
    return CGRect(
      x: absolute.minX - container.minX, y: absolute.minY - container.minY, width: absolute.width,
      height: absolute.height)
  }

  /// The frame the solution gives a guide in its owning view.
  func frame(of guide: UILayoutGuide) -> CGRect? {
    guard let item = items[ObjectIdentifier(guide)], let owner = guide.owningView,
      let ownerItem = items[ObjectIdentifier(owner)]
    else { return nil }
    let absolute = absoluteFrame(of: item)
    let container = absoluteFrame(of: ownerItem)
    return absolute.offsetBy(dx: -container.minX, dy: -container.minY)
  }

  /// The root's solved size.
  var rootSize: CGSize {
    guard let item = items[ObjectIdentifier(root)] else { return .zero }
    return CGSize(width: value(of: item.width), height: value(of: item.height))
  }
}
#endif
