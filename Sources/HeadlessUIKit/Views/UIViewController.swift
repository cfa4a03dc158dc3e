#if !canImport(UIKit)
import Foundation

/// The part of UIKit's view controller a table screen uses: a lazily loaded view and the
/// loading and layout callbacks, with UIKit's spellings.
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView? {
    didSet { loadedView?.owningViewController = self }
  }
  /// The handlers registered with `registerForTraitChanges` (iOS 17; see UIViewController+Traits.swift).
  var traitChangeRegistrations: [TraitChangeRegistration] = []

  /// The traits of the controller's environment: those of its view (the phone's until it loads).
  open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? .phone }

  /// Called after the traits of the controller's view changed, with the ones before.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Creates a controller; headless controllers have no nibs, so both arguments are ignored.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a controller from an archive; headless controllers are never archived.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Creates a controller without a nib.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The root view, loaded (``loadView()`` then ``viewDidLoad()``) the first time it is read.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Whether the view has been loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view: a plain view the size of a phone screen (375 × 667 points).
  open func loadView() {
    loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  }

  /// Called once the view is loaded.
  open func viewDidLoad() {}

  /// Called after the view laid out its subviews; the simulation calls it from
  /// ``simulateLayout()``.
  open func viewDidLayoutSubviews() {}

  /// Whether the view controller is in editing mode.
  open private(set) var isEditing = false

  /// Enters or leaves editing mode; overrides pass it on to their views.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  /// Loads the view if it is not loaded yet.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    viewDidLoad()
  }

  /// Simulation only: lays out the view's subviews, then calls ``viewDidLayoutSubviews()``.
  public func simulateLayout() {
    for subview in view.subviews { subview.layoutIfNeeded() }
    viewDidLayoutSubviews()
  }
}
#endif
