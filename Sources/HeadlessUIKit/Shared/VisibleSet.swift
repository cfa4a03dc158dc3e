#if !canImport(UIKit)
import Foundation

/// One element on screen and its view (R4.6).
struct VisibleElement<View: AnyObject> {
  var path: RowPath
  var view: View
}

/// The elements on screen, in display order, with their views: a table's rows, a collection
/// view's items.
struct VisibleSet<View: AnyObject> {
  /// The elements, sorted by path.
  private(set) var elements: [VisibleElement<View>] = []

  /// Whether nothing is on screen.
  var isEmpty: Bool { elements.isEmpty }

  /// The first element on screen.
  var first: VisibleElement<View>? { elements.first }

  /// The last element on screen.
  var last: VisibleElement<View>? { elements.last }

  /// The paths on screen.
  var paths: [RowPath] { elements.map(\.path) }

  /// The view shown for `path`, if it is on screen.
  /// - Complexity: O(log visible).
  func view(at path: RowPath) -> View? {
    var low = 0
    var high = elements.count
    while low < high {
      let middle = (low + high) / 2
      if elements[middle].path < path { low = middle + 1 } else { high = middle }
    }
    return low < elements.count && elements[low].path == path ? elements[low].view : nil
  }

  /// Shows `view` for `path`, which must be on screen.
  mutating func replaceView(at path: RowPath, with view: View) {
    guard let index = elements.firstIndex(where: { $0.path == path }) else { return }
    elements[index].view = view
  }

  /// The path a view is shown at, if it is on screen.
  func path(of view: View) -> RowPath? {
    elements.first { $0.view === view }?.path
  }

  /// Replaces the elements; `elements` must be in display order.
  mutating func replace(with elements: [VisibleElement<View>]) {
    self.elements = elements
  }

  /// Takes every element off screen, returning them in display order.
  mutating func removeAll() -> [VisibleElement<View>] {
    defer { elements = [] }
    return elements
  }

  /// Carries the elements through a committed batch (R3.11): survivors and moved elements keep
  /// their views at their new paths; the others are handed to `removed`.
  mutating func remap(through plan: BatchPlan, removed: (VisibleElement<View>) -> Void) {
    var kept: [VisibleElement<View>] = []
    kept.reserveCapacity(elements.count)
    for element in elements {
      if let target = plan.target(of: element.path) {
        kept.append(VisibleElement(path: target, view: element.view))
      } else {
        removed(element)
      }
    }
    elements = kept.sorted { $0.path < $1.path }
  }
}
#endif
