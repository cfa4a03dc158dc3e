#if !canImport(UIKit)
import Foundation

extension NSLayoutConstraint {
  /// Installs the constraint on the closest common ancestor of its items, or on `view`
  /// (``UIView/addConstraint(_:)``), which must be an ancestor of every item.
  func activate(on view: UIView? = nil) {
    guard installedView == nil else { return }
    guard let host = closestCommonAncestor(), view.map({ host.isDescendant(of: $0) }) ?? true else {
      AutoLayoutMessage.send(.noCommonAncestor(constraint: self))
      return
    }
    let view = view ?? host
    installedView = view
    activationSerial = AutoLayoutEpoch.nextActivationSerial
    AutoLayoutEpoch.nextActivationSerial += 1
    didReportBreak = false
    view.installedConstraints.append(self)
    view.autoLayoutStructureDidChange()
  }

  /// Takes the constraint out of layout.
  func deactivate() {
    guard let view = installedView else { return }
    if let index = view.installedConstraints.lastIndex(where: { $0 === self }) {
      view.installedConstraints.remove(at: index)
    }
    installedView = nil
    view.autoLayoutStructureDidChange()
  }

  /// The closest view that is an ancestor of (or is) every item's view, a guide counting as its
  /// owning view; `nil` when an item is not a view or guide, a guide has no owning view, or the
  /// items are in different hierarchies.
  func closestCommonAncestor() -> UIView? {
    var common: UIView?
    var valid = true
    forEachTerm { term in
      guard let view = term.placedView else {
        valid = false
        return
      }
      guard let current = common else {
        common = view
        return
      }
      common = UIView.closestCommonAncestor(current, view)
      if common == nil { valid = false }
    }
    return valid ? common : nil
  }
}

@MainActor
extension AnchorTerm {
  /// The view the term's item is, or a guide's owning view; `nil` for anything else.
  var placedView: UIView? {
    switch item {
    case let view as UIView: view
    case let guide as UILayoutGuide: guide.owningView
    default: nil
    }
  }
}

extension UIView {
  /// The closest view that is an ancestor of both (a view is its own ancestor).
  static func closestCommonAncestor(_ first: UIView, _ second: UIView) -> UIView? {
    var ancestors = Set<ObjectIdentifier>()
    var current: UIView? = first
    while let view = current {
      ancestors.insert(ObjectIdentifier(view))
      current = view.superview
    }
    current = second
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }

  /// Called when the view is about to leave `parent`: constraints installed on `parent` or its
  /// ancestors that use the view or anything inside it are removed, as UIKit documents for
  /// `removeFromSuperview()`.
  func removeConstraintsReachingIn(leaving parent: UIView) {
    let reachingIn = parent.constraintsUpTheHierarchy { $0.placedView?.isDescendant(of: self) == true }
    for constraint in reachingIn { constraint.deactivate() }
    AutoLayoutEpoch.current &+= 1
  }

  /// The active constraints installed on the view and on its ancestors (nearest first) that have
  /// a term `isMatch` accepts.
  func constraintsUpTheHierarchy(where isMatch: (AnchorTerm) -> Bool) -> [NSLayoutConstraint] {
    var found: [NSLayoutConstraint] = []
    var current: UIView? = self
    while let view = current {
      found += view.installedConstraints.filter { $0.hasTerm(where: isMatch) }
      current = view.superview
    }
    return found
  }
}
#endif
