import Foundation
import HeadlessUIKit
import Testing

/// Required constraints that cannot all hold: UIKit logs "Unable to simultaneously satisfy
/// constraints." with the constraints involved, breaks one and goes on.
@MainActor
@Suite("Auto Layout: unsatisfiable constraints")
struct UnsatisfiableConstraintTests {
  @Test("a conflict is logged once, listing the constraints, and the lowest priority (the latest of equals) breaks")
  func logsOnceAndBreaks() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
    let trailing = child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20)
    let width = child.widthAnchor.constraint(equalToConstant: 100)
    let wish = child.widthAnchor.constraint(equalToConstant: 50)
    wish.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      leading, trailing, wish, child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    let messages = capturingLayoutMessages {
      width.isActive = true
      container.layoutIfNeeded()
      container.setNeedsLayout()
      container.layoutIfNeeded()
      _ = container.systemLayoutSizeFitting(container.bounds.size)
    }
    #expect(messages.count == 1, "logged once, however often the layout runs")
    guard let message = messages.first else { return }
    #expect(message.kind == .unsatisfiableConstraints)
    #expect(message.text.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
    #expect(
      message.text.contains("Will attempt to recover by breaking constraint \n\(message.brokenConstraintDescription!)"))
    #expect(message.constraint === width, "of three equal required constraints, the latest activated breaks")
    #expect(message.constraints.count == 4, "both edges, the container's encapsulated width and the width")
    #expect(message.constraints.contains { $0.contains("'UIView-Encapsulated-Layout-Width'") })
    #expect(!message.constraints.contains { $0.contains("priority:999") }, "an optional wish never conflicts")
    #expect(width.isActive, "a broken constraint stays active, as in UIKit")
    #expect(child.frame == CGRect(x: 20, y: 0, width: 260, height: 10), "the rest holds")
    // Moving the broken constraint's constant tries it again; still conflicting, no new message.
    let again = capturingLayoutMessages {
      width.constant = 120
      container.layoutIfNeeded()
    }
    #expect(again.isEmpty)
    // Once the conflict is gone, it holds.
    trailing.isActive = false
    container.layoutIfNeeded()
    #expect(child.frame.width == 120)
  }

  @Test("among conflicting constraints of different priorities the lowest breaks, even an earlier one")
  func lowestPriorityBreaks() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    let optional = child.widthAnchor.constraint(equalToConstant: 80)
    optional.priority = UILayoutPriority(999)
    let required = child.widthAnchor.constraint(equalToConstant: 100)
    let messages = capturingLayoutMessages {
      NSLayoutConstraint.activate([optional, required])
      container.layoutIfNeeded()
      // Raised to required while active (UIKit raises an exception; allowed headlessly), the
      // earlier wish conflicts with the later one: the later one breaks.
      optional.priority = .required
      container.layoutIfNeeded()
    }
    #expect(messages.count == 1)
    #expect(messages.first?.constraint === required)
    #expect(child.frame.width == 80)
    let fewer = capturingLayoutMessages {
      required.priority = UILayoutPriority(500)
      container.layoutIfNeeded()
    }
    #expect(fewer.isEmpty, "lowered below required it no longer conflicts")
    #expect(child.frame.width == 80)
  }

  @Test("a hidden arranged view with a required height conflicts with the stack's UISV-hiding: the app's breaks")
  func hidingConflict() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    let first = UIView()
    let second = UIView()
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    let height = first.heightAnchor.constraint(equalToConstant: 44)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      stack.topAnchor.constraint(equalTo: container.topAnchor), height,
      second.heightAnchor.constraint(equalToConstant: 30),
    ])
    container.layoutIfNeeded()
    #expect(stack.frame.height == 74)
    let messages = capturingLayoutMessages {
      first.isHidden = true
      container.layoutIfNeeded()
    }
    #expect(messages.count == 1, "\(messages.map(\.text))")
    #expect(messages.first?.constraint === height, "the app's constraint breaks before the stack's own")
    #expect(
      messages.first?.constraints.contains { $0.contains("'UISV-hiding'") } == true,
      "\(messages.first?.constraints ?? [])")
    #expect(first.frame.height == 0 && second.frame.minY == 0 && stack.frame.height == 30)
    first.isHidden = false
    container.layoutIfNeeded()
    #expect(first.frame.height == 44 && stack.frame.height == 74, "shown again, the height holds again")
  }

  @Test("a cell laid out shorter than its content logs the encapsulated-height conflict; measuring still works")
  func encapsulatedHeight() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let block = UIView()
    block.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(block)
    NSLayoutConstraint.activate([
      block.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
      block.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
      block.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
      block.widthAnchor.constraint(equalToConstant: 10), block.heightAnchor.constraint(equalToConstant: 100),
    ])
    let messages = capturingLayoutMessages {
      cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
      cell.layoutIfNeeded()
    }
    #expect(messages.count == 1)
    #expect(messages.first?.constraints.contains { $0.contains("'UIView-Encapsulated-Layout-Height'") } == true)
    let fitted = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fitted == CGSize(width: 320, height: 100), "the broken constraint is tried again when measured")
    cell.frame.size.height = 100
    cell.layoutIfNeeded()
    #expect(block.frame == CGRect(x: 0, y: 0, width: 10, height: 100))
  }
}
