#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// What a list shows as its background for an ``UnavailableState`` where
/// `UIContentUnavailableView` is not available (iOS 16), and on iOS 17 and later for a state
/// with more buttons than it has: centred, top to bottom, the state's symbol (or a spinner
/// while loading), its title, its message and its buttons, in the system's fonts and colours.
final class UnavailableStateView: UIView {
  /// The state shown.
  let state: UnavailableState

  /// A view showing `state`, whose buttons call `perform` with their action's index.
  init(state: UnavailableState, perform: @escaping @MainActor (Int) -> Void) {
    self.state = state
    super.init(frame: .zero)
    let stack = UIStackView()
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    if state.kind == .loading {
      let spinner = UIActivityIndicatorView(style: .medium)
      spinner.startAnimating()
      stack.addArrangedSubview(spinner)
    } else if let systemImage = state.systemImage {
      let image = UIImageView(image: UIImage(systemName: systemImage))
      image.tintColor = .secondaryLabel
      stack.addArrangedSubview(image)
    }
    stack.addArrangedSubview(Self.label(state.title, style: .title2, color: .label))
    if let message = state.message, !message.isEmpty {
      stack.addArrangedSubview(Self.label(message, style: .body, color: .secondaryLabel))
    }
    if !state.actions.isEmpty {
      let buttons = UIStackView()
      buttons.axis = .horizontal
      buttons.spacing = 12
      for (index, action) in state.actions.enumerated() {
        let button = UIButton(type: .system)
        button.setTitle(action.title, for: .normal)
        button.addAction(UIAction { _ in perform(index) }, for: .primaryActionTriggered)
        buttons.addArrangedSubview(button)
      }
      stack.addArrangedSubview(buttons)
    }
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: layoutMarginsGuide.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: layoutMarginsGuide.centerYAnchor),
      stack.leadingAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  private static func label(_ text: String, style: UIFont.TextStyle, color: UIColor) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .preferredFont(forTextStyle: style)
    label.adjustsFontForContentSizeCategory = true
    label.textColor = color
    label.textAlignment = .center
    label.numberOfLines = 0
    return label
  }
}
