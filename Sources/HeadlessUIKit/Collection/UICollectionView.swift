#if !canImport(UIKit)
import Foundation

/// A headless `UICollectionView`: UIKit's API, enforcing UICollectionView's contract (the
/// article "The UICollectionView contract" of HeadlessUIKit) on platforms without UIKit.
///
/// It is built from the components the headless table uses too: a batch session for nesting
/// and completions, the shared batch validator over item paths (with the collection view's own
/// messages), reuse queues for cells and supplementary views, a visible set of items, and
/// prefix-sum height columns for O(log n) geometry. It lays out the
/// ``UICollectionViewCompositionalLayout`` subset described in the contract (lists and grids
/// with boundary headers and footers) and self-sizes estimated items as they appear.
///
/// There is no rendering and no run loop: call ``UIView/layoutIfNeeded()`` where UIKit would lay
/// out on the next frame, ``finishAnimations()`` where animations would end, and the simulation
/// API to scroll, tap, swipe and drag.
@MainActor
open class UICollectionView: UIScrollView {
  /// What a layout element is.
  public enum ElementCategory: UInt, Sendable {
    /// A cell.
    case cell = 0
    /// A supplementary view (a header or footer).
    case supplementaryView = 1
    /// A decoration view.
    case decorationView = 2
  }

  /// Where an item ends up when the collection view scrolls to it.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a position.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// At the top of the viewport.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// In the middle of the viewport.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// At the bottom of the viewport.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// At the left of the viewport.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// In the horizontal middle of the viewport.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// At the right of the viewport.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The kind of section headers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of section footers.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  /// The kind cells are dequeued as (it names them in UIKit's messages).
  static let elementKindCell = "UICollectionElementKindCell"

  /// The layout that places the items; setting it lays the content out again.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      layoutDidInvalidate()
    }
  }

  /// Supplies items, cells and supplementary views. Setting it invalidates the cached counts.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { invalidateCache() }
  }

  /// Reacts to display, selection, menus and moves, and receives the scroll-view messages.
  open weak var delegate: (any UICollectionViewDelegate)? {
    didSet { cacheDelegateResponses() }
  }

  /// Learns about items about to be shown (CV-V2).
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
    didSet { prefetching.reset() }
  }

  /// Whether items are announced to the prefetch data source.
  open var isPrefetchingEnabled = true
  /// Whether items can be selected.
  open var allowsSelection = true
  /// Whether several items can be selected at once.
  open var allowsMultipleSelection = false
  /// Whether the collection view is in editing mode (iOS 14).
  open var isEditing = false
  /// Whether items can be selected in editing mode (iOS 14).
  open var allowsSelectionDuringEditing = false
  /// Whether several items can be selected at once in editing mode (iOS 14).
  open var allowsMultipleSelectionDuringEditing = false
  /// A view behind the content.
  open var backgroundView: UIView?

  // MARK: Internal state

  /// Registered cell classes by reuse identifier (CV-R1).
  var cellClasses: [String: UICollectionViewCell.Type] = [:]
  /// Registered supplementary view classes by ``supplementaryKey(_:_:)``.
  var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
  /// Cells waiting to be reused (CV-R3).
  var cellPool = ReuseQueues<UICollectionViewCell>()
  /// Supplementary views waiting to be reused, by ``supplementaryKey(_:_:)``.
  var supplementaryPool = ReuseQueues<UICollectionReusableView>()
  /// The data-source request in progress: which view, and what it dequeued (CV-R4).
  var viewRequest: ViewRequest?
  /// Counts and geometry.
  var model = CollectionLayoutModel()
  /// Whether `model` reflects the data source.
  var cacheIsValid = false
  /// The items on screen with their cells (CV-V1).
  var visibleItems = VisibleSet<UICollectionViewCell>()
  /// The supplementary views on screen, by kind and section.
  var visibleSupplements: [SupplementPosition: UICollectionReusableView] = [:]
  /// Selected items.
  var selectedItems: Set<RowPath> = []
  /// Items announced to the prefetch data source and the scroll direction (CV-V2).
  var prefetching = PrefetchTracker()
  /// Batch nesting, the open batch's operations and the completions waiting.
  var batchSession = BatchSession()
  /// The delegate methods the delegate said it responds to when it was set.
  var delegateResponds: Set<String> = []
  /// The item being dragged by an interactive movement.
  var interactiveMovement: InteractiveMovement?
  /// The simulation-only state behind the simulation API (opaque).
  public var simulation = ListSimulationState<
    CollectionEvent, CollectionWarning, CollectionUpdateError, CollectionSimulationState
  >(CollectionSimulationState())
  /// The window the collection view is in while ``isInWindow`` is `true` without a real one.
  lazy var simulatedWindow = UIWindow(frame: CGRect(origin: .zero, size: bounds.size))

  // MARK: Initialisers

  /// Creates a collection view with a frame and a layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Creates a collection view from an archive, with an empty layout.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// Replaces the layout.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  /// The window the collection view is in: a real one, or the simulated one while
  /// ``isInWindow`` is `true`.
  open override var window: UIWindow? {
    if let window = super.window { return window }
    return simulation.isAttachedToSimulatedWindow ? simulatedWindow : nil
  }

  /// Lays out the visible items (CV-V1): loads counts when the cache is invalid, then brings
  /// the visible cells and supplementary views up to date.
  open override func layoutSubviews() {
    super.layoutSubviews()
    performLayoutPass()
  }

  override func viewSizeDidChange(from oldSize: CGSize) {
    super.viewSizeDidChange(from: oldSize)
    if oldSize.width != bounds.width { layoutDidInvalidate() }
  }

  override func contentOffsetDidChange() {
    super.contentOffsetDidChange()
    log(.didScroll(contentOffset))
    delegate?.scrollViewDidScroll(self)
  }

  /// The layout was invalidated: sections are asked for again at the next layout pass, keeping
  /// measured heights whose rule did not change.
  func layoutDidInvalidate() {
    guard cacheIsValid else { return }
    model.needsSectionLayouts = true
    setNeedsLayout()
  }
}

/// A supplementary view's place: its kind and its section.
struct SupplementPosition: Hashable {
  var kind: String
  var section: Int
}

/// The `cellForItemAt` or `viewForSupplementaryElementOfKind` call in progress (CV-R4).
struct ViewRequest {
  var kind: String
  var path: RowPath
  var dequeued: [ObjectIdentifier] = []
  var reconfiguring: UICollectionViewCell?
}

/// An interactive movement under way (CV-X1).
struct InteractiveMovement {
  var source: RowPath
  var current: RowPath
}
#endif
