#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// The list's unavailable state (empty, loading, failed) as the view's background: shown with the
// update that brings it, taken away with the one that ends it, fading when the update animates.
extension UIKitListHost {
  /// How long the state takes to fade in or out.
  static let unavailableStateFadeDuration: TimeInterval = 0.25

  /// Shows `state` as the view's `backgroundView` (`nil`: the background the app set, if any),
  /// fading when `isAnimated`. Each button runs its action through
  /// ``ListController/performUnavailableAction(at:)``.
  package func showUnavailableState(_ state: UnavailableState?, isAnimated: Bool) {
    let old = unavailableStateView
    unavailableStateView = nil
    if let state {
      if old == nil { appBackgroundView = listView.backgroundView }
      let view = makeUnavailableStateView(for: state)
      view.frame = CGRect(origin: .zero, size: listView.bounds.size)
      unavailableStateView = view
      listView.backgroundView = view
      if isAnimated {
        view.alpha = 0
        UIView.animate(withDuration: Self.unavailableStateFadeDuration) { view.alpha = 1 }
      }
    } else if let old {
      let background = appBackgroundView
      appBackgroundView = nil
      guard isAnimated else {
        listView.backgroundView = background
        return
      }
      UIView.animate(withDuration: Self.unavailableStateFadeDuration) {
        old.alpha = 0
      } completion: { [weak self] _ in
        // Unless another state (or the app's own background) took its place meanwhile.
        guard let self, self.listView.backgroundView === old else { return }
        self.listView.backgroundView = background
      }
    }
  }

  /// The view of `state`: on iOS 17 and later a `UIContentUnavailableView` for a state with at
  /// most two buttons (the two it has); else ``UnavailableStateView``, laid out the same way.
  func makeUnavailableStateView(for state: UnavailableState) -> UIView {
    // The iOS 17 API is in SDKs whose UIKit is 7000 and up (not in the iOS 16 SDKs); HeadlessUIKit
    // runs the view every iOS 16 device shows.
    #if canImport(UIKit, _version: 7000)
    if #available(iOS 17, *), state.actions.count <= 2 { return contentUnavailableView(for: state) }
    #endif
    return UnavailableStateView(state: state) { [weak self] index in
      self?.controller.performUnavailableAction(at: index)
    }
  }

  #if canImport(UIKit, _version: 7000)
  /// UIKit's own view of an unavailable state (iOS 17).
  @available(iOS 17, *)
  private func contentUnavailableView(for state: UnavailableState) -> UIView {
    var configuration: UIContentUnavailableConfiguration = state.kind == .loading ? .loading() : .empty()
    configuration.text = state.title
    configuration.secondaryText = state.message
    if state.kind != .loading, let systemImage = state.systemImage {
      configuration.image = UIImage(systemName: systemImage)
    }
    if let first = state.actions.first {
      var button = UIButton.Configuration.borderedProminent()
      button.title = first.title
      configuration.button = button
      configuration.buttonProperties.primaryAction = UIAction { [weak self] _ in
        self?.controller.performUnavailableAction(at: 0)
      }
    }
    if state.actions.count > 1 {
      var button = UIButton.Configuration.plain()
      button.title = state.actions[1].title
      configuration.secondaryButton = button
      configuration.secondaryButtonProperties.primaryAction = UIAction { [weak self] _ in
        self?.controller.performUnavailableAction(at: 1)
      }
    }
    return UIContentUnavailableView(configuration: configuration)
  }
  #endif
}
