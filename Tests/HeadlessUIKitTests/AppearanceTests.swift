import Foundation
import HeadlessUIKit
import Testing

/// Layers, colours and accessibility: stored as UIKit stores them, resolved as UIKit resolves
/// them, and read back by tests.
@MainActor
@Suite struct AppearanceTests {
  @Test func aViewsClipsToBoundsIsItsLayersMasksToBounds() {
    let view = UIView()
    #expect(!view.clipsToBounds && !view.layer.masksToBounds)
    view.layer.masksToBounds = true
    #expect(view.clipsToBounds)
    view.clipsToBounds = false
    #expect(!view.layer.masksToBounds)
    view.layer.cornerRadius = 8
    view.layer.cornerCurve = .continuous
    view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    view.layer.borderColor = UIColor.systemRed.cgColor
    #expect(view.layer.cornerRadius == 8 && view.layer.cornerCurve == .continuous)
    #expect(view.layer.borderColor == UIColor.systemRed.cgColor)
    #expect(view.layer.shadowOpacity == 0 && view.layer.shadowRadius == 3, "UIKit's defaults")
  }

  @Test func sublayersAreKeptInOrderAndMoveBetweenSuperlayers() {
    let first = CALayer()
    let second = CALayer()
    let dot = CALayer()
    first.addSublayer(dot)
    dot.frame = CGRect(x: 10, y: 20, width: 8, height: 8)
    #expect(dot.position == CGPoint(x: 14, y: 24) && dot.bounds.size == CGSize(width: 8, height: 8))
    second.addSublayer(dot)
    #expect(first.sublayers == nil && dot.superlayer === second)
    dot.removeFromSuperlayer()
    #expect(second.sublayers == nil && dot.superlayer == nil)
  }

  @Test func pathsAndTransformsKeepTheirGeometry() {
    let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 8)
    #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(path.cgPath.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 40))
    let drawn = UIBezierPath()
    drawn.move(to: CGPoint(x: 5, y: 5))
    drawn.addLine(to: CGPoint(x: 25, y: 15))
    #expect(drawn.bounds == CGRect(x: 5, y: 5, width: 20, height: 10))
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(abs(quarter.b - 1) < 1e-9 && abs(quarter.a) < 1e-9)
    let view = UIView()
    view.transform = quarter
    #expect(view.transform == quarter && CGAffineTransform.identity.isIdentity)
  }

  @Test func semanticColoursResolveForLightAndDark() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let light = UITraitCollection(userInterfaceStyle: .light)
    #expect(UIColor.label.resolvedColor(with: dark) == UIColor(white: 1, alpha: 1))
    #expect(UIColor.label.resolvedColor(with: light) == UIColor(white: 0, alpha: 1))
    #expect(UIColor.systemBackground.resolvedColor(with: dark) == UIColor(white: 0, alpha: 1))
    #expect(UIColor.label == .label && UIColor.label != .secondaryLabel)
    // A dynamic colour with another alpha stays dynamic.
    let faded = UIColor.label.withAlphaComponent(0.5)
    #expect(faded.resolvedColor(with: dark) == UIColor(white: 1, alpha: 0.5))
    // The app's own dynamic colours, and components read in the current traits.
    let brand = UIColor { $0.userInterfaceStyle == .dark ? .orange : .purple }
    #expect(brand.resolvedColor(with: dark) == .orange)
    var red: CGFloat = 0
    #expect(UIColor.systemRed.getRed(&red, green: nil, blue: nil, alpha: nil) && red == 1)
    dark.performAsCurrent { #expect(UIColor.label.cgColor == UIColor.white.cgColor) }
    #expect(UIColor(named: "Accent") == UIColor(named: "Accent") && UIColor(named: "") == nil)
    #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).withAlphaComponent(0.5).cgColor.alpha == 0.5)
  }

  @Test func accessibilityValuesAreStoredAndCustomActionsRun() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.accessibilityTraits = [.button, .selected]
    cell.accessibilityValue = "On"
    cell.accessibilityHint = "Double tap to turn off"
    cell.shouldGroupAccessibilityChildren = true
    var replied = 0
    cell.accessibilityCustomActions = [
      UIAccessibilityCustomAction(name: "Reply") { _ in
        replied += 1
        return true
      }
    ]
    #expect(cell.accessibilityTraits.contains(.selected) && cell.accessibilityValue == "On")
    #expect(cell.simulateAccessibilityCustomAction(named: "Reply") && replied == 1)
    #expect(!cell.simulateAccessibilityCustomAction(named: "Delete"))
    let label = UILabel()
    cell.accessibilityElements = [label]
    #expect((cell.accessibilityElements?.first as? UILabel) === label)
  }

  @Test func activatingAnElementRunsItsActivationOrTapsItsControl() {
    var taps = 0
    let header = UIView()
    let button = UIButton(primaryAction: UIAction { _ in taps += 1 })
    header.addSubview(button)
    #expect(header.simulateAccessibilityActivate() && taps == 1)
    let activating = ActivatingView()
    #expect(activating.simulateAccessibilityActivate() && activating.activations == 1)
    #expect(!UIView().simulateAccessibilityActivate())
  }

  @Test func gestureRecognizersAndInteractionsAttachToOneViewAtATime() {
    let first = UIView()
    let second = UIView()
    let tap = UITapGestureRecognizer()
    tap.numberOfTapsRequired = 2
    first.addGestureRecognizer(tap)
    #expect(tap.view === first && first.gestureRecognizers?.count == 1)
    second.addGestureRecognizer(tap)
    #expect(tap.view === second && first.gestureRecognizers == nil)
    let delegate = MenuDelegate()
    let interaction = UIContextMenuInteraction(delegate: delegate)
    first.addInteraction(interaction)
    #expect(interaction.view === first && first.interactions.count == 1)
    #expect((interaction.simulateContextMenu()?.identifier as? NSString) == "menu")
    first.removeInteraction(interaction)
    #expect(interaction.view == nil && first.interactions.isEmpty)
  }
}

private final class ActivatingView: UIView {
  var activations = 0

  override func accessibilityActivate() -> Bool {
    activations += 1
    return true
  }
}

private final class MenuDelegate: NSObject, UIContextMenuInteractionDelegate {
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(identifier: "menu" as NSString, previewProvider: nil, actionProvider: nil)
  }
}
