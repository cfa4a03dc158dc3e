#if !canImport(UIKit)
import Foundation

/// A message the headless Auto Layout engine writes where UIKit writes to the console or raises
/// an exception: a layout whose required constraints conflict, or a constraint that cannot be
/// activated. Every message goes to ``NSLayoutConstraint/layoutMessageHandler``.
@MainActor
public struct AutoLayoutMessage {
  /// What happened.
  public enum Kind: Sendable, Equatable {
    /// Required constraints could not all hold; one was broken to recover (UIKit's
    /// "Unable to simultaneously satisfy constraints." log).
    case unsatisfiableConstraints
    /// A constraint was activated whose items have no common ancestor (UIKit raises an
    /// exception; the constraint stays inactive here).
    case noCommonAncestor
  }

  /// What happened.
  public let kind: Kind
  /// The constraints involved, as UIKit describes them.
  public let constraints: [String]
  /// The constraint that was broken (or could not be activated), when it is one of the app's.
  public let constraint: NSLayoutConstraint?
  /// The description of the broken constraint, also when UIKit made it.
  public let brokenConstraintDescription: String?
  /// The message as UIKit writes it.
  public let text: String

  enum Event {
    case unsatisfiableConstraints(constraints: [String], broken: String, brokenConstraint: NSLayoutConstraint?)
    case noCommonAncestor(constraint: NSLayoutConstraint)
  }

  static func send(_ event: Event) {
    let message: AutoLayoutMessage
    switch event {
    case .unsatisfiableConstraints(let constraints, let broken, let brokenConstraint):
      let list = constraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
      let text = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        	At least one of these constraints is not wanted; the engine lists the constraints that conflict:
        (
        \(list)
        )

        Will attempt to recover by breaking constraint 
        \(broken)
        """
      message = AutoLayoutMessage(
        kind: .unsatisfiableConstraints, constraints: constraints, constraint: brokenConstraint,
        brokenConstraintDescription: broken, text: text)
    case .noCommonAncestor(let constraint):
      let description = LayoutConstraintDescription.describe(constraint)
      let text = """
        Unable to activate constraint with anchors \(constraint.anchorNames) because they have no common \
        ancestor. Does the constraint or its anchors reference items in different view hierarchies? \
        That's illegal.
        """
      message = AutoLayoutMessage(
        kind: .noCommonAncestor, constraints: [description], constraint: constraint, brokenConstraintDescription: nil,
        text: text)
    }
    NSLayoutConstraint.layoutMessageHandler(message)
  }
}
#endif
