import Foundation
import HeadlessUIKit
import Testing

/// Anchors, constraints and guides placing views as UIKit's documentation describes.
@MainActor
@Suite("Auto Layout: anchors, constraints and guides")
struct AutoLayoutTests {
  /// A 320×200 container (its frame set from outside) with one subview placed by constraints.
  private func container(width: CGFloat = 320, height: CGFloat = 200) -> (UIView, UIView) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    return (container, child)
  }

  @Test("anchor constraints place a view: constants, multipliers, the margins guide")
  func anchorsPlaceViews() {
    let (container, child) = container()
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
      child.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
      child.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
    ])
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 8, width: 290, height: 100))
    let other = UIView()
    other.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(other)
    NSLayoutConstraint.activate([
      other.centerXAnchor.constraint(equalTo: child.centerXAnchor),
      other.topAnchor.constraint(equalToSystemSpacingBelow: child.bottomAnchor, multiplier: 2),
      other.widthAnchor.constraint(equalToConstant: 40),
      other.heightAnchor.constraint(equalTo: other.widthAnchor, multiplier: 0.5, constant: 3),
    ])
    container.layoutIfNeeded()
    #expect(other.frame == CGRect(x: 135, y: 124, width: 40, height: 23), "centred, two system spaces (8) below")
  }

  @Test("NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) and its accessors")
  func itemAttributeConstraints() {
    let (container, child) = container()
    let width = NSLayoutConstraint(
      item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
      constant: 50)
    let left = NSLayoutConstraint(
      item: child, attribute: .leftMargin, relatedBy: .equal, toItem: container, attribute: .centerX,
      multiplier: 0.5, constant: 0)
    let top = NSLayoutConstraint(
      item: child, attribute: .top, relatedBy: .greaterThanOrEqual, toItem: container, attribute: .top, multiplier: 1,
      constant: 30)
    let height = NSLayoutConstraint(
      item: child, attribute: .height, relatedBy: .lessThanOrEqual, toItem: container, attribute: .height,
      multiplier: 1, constant: -150)
    #expect(left.firstItem === child && left.secondItem === container)
    #expect(left.firstAttribute == .leftMargin && left.secondAttribute == .centerX)
    #expect(left.relation == .equal && left.multiplier == 0.5 && left.constant == 0)
    #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)
    #expect(!width.isActive && left.priority == .required && !left.shouldBeArchived)
    NSLayoutConstraint.activate([width, left, top, height])
    #expect(width.isActive && top.isActive)
    #expect(child.constraints.contains { $0 === width }, "a constraint on one view is installed on it")
    #expect(container.constraints.contains { $0 === left }, "two views: on their closest common ancestor")
    container.layoutIfNeeded()
    // leftMargin = left + 8 = 0.5 × 160; top at least 30, height at most 50 (a view hugs
    // nothing here, so the inequalities sit where the simplex leaves them, within bounds).
    #expect(child.frame.minX == 72 && child.frame.width == 50)
    #expect(child.frame.minY >= 30 && child.frame.height <= 50)
  }

  @Test("deactivating, changing a constant or a priority lays out again; removing a view drops its constraints")
  func activationAndChanges() {
    let (container, child) = container()
    let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
    let width = child.widthAnchor.constraint(equalToConstant: 100)
    let wide = child.widthAnchor.constraint(equalToConstant: 200)
    wide.priority = .defaultHigh
    NSLayoutConstraint.activate([
      leading, width, wide, child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 0, width: 100, height: 10), "the required width wins")
    leading.constant = 30
    container.layoutIfNeeded()
    #expect(child.frame.minX == 30)
    width.isActive = false
    container.layoutIfNeeded()
    #expect(child.frame.width == 200, "without it the 750 wish holds")
    width.priority = UILayoutPriority(800)
    width.isActive = true
    container.layoutIfNeeded()
    #expect(child.frame.width == 100, "800 beats 750")
    width.priority = .defaultLow
    container.layoutIfNeeded()
    #expect(child.frame.width == 200, "250 loses to 750")
    NSLayoutConstraint.deactivate([wide])
    #expect(!wide.isActive)
    let constraints = container.constraints
    child.removeFromSuperview()
    #expect(!leading.isActive, "removing a view removes the constraints that reach it from above")
    #expect(constraints.allSatisfy { !$0.isActive })
    #expect(width.isActive, "a constraint installed on the view itself stays")
  }

  @Test("a view that translates its autoresizing mask keeps its frame; constraints can use it")
  func autoresizingMaskViewsKeepFrames() {
    let (container, child) = container()
    let fixed = UIView(frame: CGRect(x: 40, y: 50, width: 60, height: 70))
    container.addSubview(fixed)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 5),
      child.topAnchor.constraint(equalTo: fixed.topAnchor),
      child.widthAnchor.constraint(equalTo: fixed.widthAnchor),
      child.bottomAnchor.constraint(equalTo: fixed.bottomAnchor),
    ])
    container.layoutIfNeeded()
    #expect(fixed.frame == CGRect(x: 40, y: 50, width: 60, height: 70))
    #expect(child.frame == CGRect(x: 105, y: 50, width: 60, height: 70))
    fixed.frame.origin.x = 0
    container.setNeedsLayout()
    container.layoutIfNeeded()
    #expect(child.frame.minX == 65, "a new frame is a new constraint")
  }

  @Test("an autoresizing mask's flexible parts follow a superview that constraints size")
  func autoresizingMaskFollowsSuperview() {
    let (container, box) = container()
    // As in UIKit the mask keeps the difference to the superview's size when the subview is
    // added: the box starts at the size constraints will give it.
    box.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    let inner = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
    inner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    box.addSubview(inner)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      box.topAnchor.constraint(equalTo: container.topAnchor),
      width, box.heightAnchor.constraint(equalToConstant: 50),
      // Something must reach inside the box for its subviews to join the engine.
      inner.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
    ])
    container.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 10, y: 10, width: 80, height: 30))
    width.constant = 150
    container.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 10, y: 10, width: 130, height: 30), "the flexible width takes the 50 points")
  }

  @Test("layout margins: defaults, directional margins, preserving the superview's, the margins guide")
  func layoutMargins() {
    let (container, child) = container()
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(child.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    #expect(!child.preservesSuperviewLayoutMargins && child.insetsLayoutMarginsFromSafeArea)
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(cell.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
    container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 3, trailing: 40)
    #expect(container.layoutMargins == UIEdgeInsets(top: 1, left: 30, bottom: 3, right: 40))
    let guide = container.layoutMarginsGuide
    #expect(guide.owningView === container && guide.identifier == "UIViewLayoutMarginsGuide")
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      child.topAnchor.constraint(equalTo: guide.topAnchor),
      child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 30, y: 1, width: 250, height: 196))
    #expect(guide.layoutFrame == child.frame)
    // A grandchild at the child's edge keeps the container's margin when it preserves it.
    let grandchild = UIView()
    grandchild.translatesAutoresizingMaskIntoConstraints = false
    child.addSubview(grandchild)
    child.layoutMargins = .zero
    child.preservesSuperviewLayoutMargins = true
    NSLayoutConstraint.activate([
      grandchild.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
      grandchild.topAnchor.constraint(equalTo: child.topAnchor),
      grandchild.widthAnchor.constraint(equalToConstant: 10),
      grandchild.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(grandchild.frame.minX == 0, "the child is 30 points in: the container's 30-point margin is met")
    child.frame.origin.x = 0
    child.translatesAutoresizingMaskIntoConstraints = true
    container.layoutIfNeeded()
    #expect(grandchild.frame.minX == 30, "at the container's edge, its margin applies inside the child")
  }

  @Test("the safe area guide is the bounds headlessly; the readable content guide is at most 672 points, centred")
  func safeAreaAndReadableGuides() {
    let (container, child) = container(width: 1024, height: 100)
    #expect(container.safeAreaInsets == .zero)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.readableContentGuide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: container.readableContentGuide.trailingAnchor),
      child.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
      child.bottomAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor),
    ])
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 176, y: 0, width: 672, height: 100))
    #expect(container.safeAreaLayoutGuide.layoutFrame == container.bounds)
    let narrow = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
    #expect(
      narrow.readableContentGuide.layoutFrame == CGRect(x: 8, y: 8, width: 359, height: 34),
      "narrower than 672: the margins' rectangle")
  }

  @Test("a layout guide added to a view is a rectangle constraints place: here the space between two views")
  func customLayoutGuide() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    let left = UIView()
    let right = UIView()
    let spacer = UILayoutGuide()
    spacer.identifier = "gap"
    #expect(spacer.owningView == nil && spacer.layoutFrame == .zero)
    for view in [left, right] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    container.addLayoutGuide(spacer)
    #expect(spacer.owningView === container && container.layoutGuides.contains { $0 === spacer })
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      left.widthAnchor.constraint(equalToConstant: 50),
      spacer.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      spacer.trailingAnchor.constraint(equalTo: right.leadingAnchor),
      spacer.widthAnchor.constraint(equalTo: left.widthAnchor, multiplier: 2),
      right.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      spacer.topAnchor.constraint(equalTo: container.topAnchor),
      spacer.heightAnchor.constraint(equalTo: container.heightAnchor),
      left.topAnchor.constraint(equalTo: spacer.topAnchor), left.heightAnchor.constraint(equalToConstant: 5),
      right.topAnchor.constraint(equalTo: spacer.topAnchor), right.heightAnchor.constraint(equalToConstant: 5),
    ])
    container.layoutIfNeeded()
    #expect(spacer.layoutFrame == CGRect(x: 50, y: 0, width: 100, height: 40))
    #expect(right.frame == CGRect(x: 150, y: 0, width: 150, height: 5))
    let offset = left.leadingAnchor.anchorWithOffset(to: right.leadingAnchor)
    let distance = offset.constraint(equalToConstant: 120)
    distance.priority = UILayoutPriority(999)
    distance.isActive = true
    container.layoutIfNeeded()
    #expect(right.frame.minX == 150, "the required spacer wins over the 999 distance")
    container.removeLayoutGuide(spacer)
    #expect(spacer.owningView == nil && container.layoutGuides.allSatisfy { $0 !== spacer })
    container.layoutIfNeeded()
    #expect(right.frame.minX == 120, "the spacer's constraints went with it; the distance holds")
  }

  @Test("updateConstraints runs once before the first layout and again after setNeedsUpdateConstraints")
  func updateConstraintsPass() {
    final class Cardinal: UIView {
      var updates = 0
      var size: CGFloat = 10
      private var width: NSLayoutConstraint?
      override func updateConstraints() {
        updates += 1
        if width == nil {
          let made = widthAnchor.constraint(equalToConstant: size)
          made.isActive = true
          width = made
        }
        width?.constant = size
        super.updateConstraints()
      }
    }
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    let view = Cardinal()
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      view.topAnchor.constraint(equalTo: container.topAnchor), view.heightAnchor.constraint(equalToConstant: 4),
    ])
    #expect(view.needsUpdateConstraints())
    container.layoutIfNeeded()
    #expect(view.updates == 1 && view.frame.width == 10 && !view.needsUpdateConstraints())
    container.layoutIfNeeded()
    #expect(view.updates == 1, "not again without a request")
    view.size = 25
    view.setNeedsUpdateConstraints()
    container.layoutIfNeeded()
    #expect(view.updates == 2 && view.frame.width == 25)
    view.size = 40
    view.setNeedsUpdateConstraints()
    view.updateConstraintsIfNeeded()
    #expect(view.updates == 3, "updateConstraintsIfNeeded runs the pass now")
  }

  @Test("a constraint between views of different hierarchies is reported as UIKit's exception and stays inactive")
  func noCommonAncestor() {
    let first = UIView()
    let second = UIView()
    let messages = capturingLayoutMessages {
      first.leadingAnchor.constraint(equalTo: second.leadingAnchor).isActive = true
      first.addLayoutGuide(UILayoutGuide())
      let floating = UILayoutGuide()
      first.topAnchor.constraint(equalTo: floating.topAnchor).isActive = true
    }
    #expect(messages.map(\.kind) == [.noCommonAncestor, .noCommonAncestor])
    #expect(messages[0].text.contains("because they have no common ancestor"))
    #expect(messages.allSatisfy { $0.constraint?.isActive == false })
    #expect(first.constraints.isEmpty && second.constraints.isEmpty)
  }

  @Test("first and last baselines of labels align text of different sizes")
  func baselines() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let big = UILabel()
    big.font = UIFont.systemFont(ofSize: 30)
    big.text = "Big"
    let small = UILabel()
    small.font = UIFont.systemFont(ofSize: 12)
    small.text = "small\nlines"
    small.numberOfLines = 0
    for label in [big, small] {
      label.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(label)
    }
    NSLayoutConstraint.activate([
      big.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      big.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 4),
      small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
    ])
    container.layoutIfNeeded()
    // Baselines 80% of a line below the top: big 36 × 0.8 = 28.8, small 15 × 0.8 = 12.
    #expect(abs(small.frame.minY - (10 + 28.8 - 12)) < 0.01)
    #expect(small.forFirstBaselineLayout === small && small.forLastBaselineLayout === small)
    NSLayoutConstraint.deactivate(container.constraints.filter { $0.firstAttribute == .firstBaseline })
    small.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor).isActive = true
    container.layoutIfNeeded()
    // Last baselines a fifth of a line above the bottoms: 10 + 36 - 7.2 = small's bottom - 3.
    #expect(abs(small.frame.maxY - (10 + 36 - 7.2 + 3)) < 0.01)
  }

  @Test("the descriptions in messages are UIKit's: items, relation, multiplier, constant, priority, identifier")
  func constraintDescriptions() {
    let (container, child) = container()
    let constraint = child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: -4)
    constraint.identifier = "half"
    constraint.priority = UILayoutPriority(999)
    let conflicting = child.widthAnchor.constraint(equalToConstant: 10)
    let messages = capturingLayoutMessages {
      constraint.priority = .required
      NSLayoutConstraint.activate([constraint, conflicting])
      container.layoutIfNeeded()
    }
    guard let message = messages.first else {
      Issue.record("no message for width = 156 and width = 10")
      return
    }
    #expect(message.constraints.contains { $0.contains("'half' UIView:0x") && $0.contains(".width == 0.5*UIView:0x") })
    #expect(message.constraints.contains { $0.hasSuffix(".width - 4   (active)>") })
    #expect(message.constraints.contains { $0.contains(".width == 10   (active)>") })
  }
}

/// Runs `body` with the layout message handler replaced, and answers the messages sent.
@MainActor
func capturingLayoutMessages(_ body: () -> Void) -> [AutoLayoutMessage] {
  final class Box { var messages: [AutoLayoutMessage] = [] }
  let box = Box()
  let previous = NSLayoutConstraint.layoutMessageHandler
  NSLayoutConstraint.layoutMessageHandler = { box.messages.append($0) }
  defer { NSLayoutConstraint.layoutMessageHandler = previous }
  body()
  return box.messages
}
