#if !canImport(UIKit)
import Foundation

extension NSLayoutConstraint {
  /// Installs the constraint on the closest common ancestor of its items.
  func activate() {
    guard installedView == nil else { return }
    guard let host = closestCommonAncestor() else {
      AutoLayoutMessage.send(.noCommonAncestor(constraint: self))
      return
    }
    install(on: host)
  }

  /// Installs the constraint on `view` (``UIView/addConstraint(_:)``), which must be an ancestor
  /// of every item.
  func activate(on view: UIView) {
    guard installedView == nil else { return }
    guard let host = closestCommonAncestor(), host.isDescendant(of: view) else {
      AutoLayoutMessage.send(.noCommonAncestor(constraint: self))
      return
    }
    install(on: view)
  }

  private func install(on view: UIView) {
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
      let view: UIView?
      switch term.item {
      case let item as UIView: view = item
      case let guide as UILayoutGuide: view = guide.owningView
      default: view = nil
      }
      guard let view else {
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
    var ancestor: UIView? = parent
    var removed: [NSLayoutConstraint] = []
    while let view = ancestor {
      for constraint in view.installedConstraints {
        var reachesIn = false
        constraint.forEachTerm { term in
          let placed: UIView? =
            switch term.item {
            case let item as UIView: item
            case let guide as UILayoutGuide: guide.owningView
            default: nil
            }
          if let placed, placed.isDescendant(of: self) { reachesIn = true }
        }
        if reachesIn { removed.append(constraint) }
      }
      ancestor = view.superview
    }
    for constraint in removed { constraint.deactivate() }
    AutoLayoutEpoch.current &+= 1
  }
}
#endif
