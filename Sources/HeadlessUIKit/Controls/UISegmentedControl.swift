#if !canImport(UIKit)
import Foundation

/// A row of segments of which one is selected, as in UIKit. Selecting a segment in code sends no
/// event; ``simulateSelectSegment(at:)`` does as a user's tap: it selects the segment (unless the
/// control is momentary), runs the segment's action (iOS 14) and sends `.valueChanged`. Its size
/// is 32 points tall and as wide as its widest segment title or image times the number of
/// segments, plus 8 points of padding per segment (or the widths set per segment).
@MainActor
open class UISegmentedControl: UIControl {
  /// Where a segment sits in the row.
  public enum Segment: Int, @unchecked Sendable {
    /// Any position.
    case any = 0
    /// The first.
    case left = 1
    /// Between others.
    case center = 2
    /// The last.
    case right = 3
    /// The only one.
    case alone = 4
  }

  /// The index of no segment: nothing selected.
  public class var noSegment: Int { -1 }

  /// One segment: its content, width and whether it is enabled.
  private struct Item {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    var width: CGFloat = 0
    var isEnabled = true
  }

  private var items: [Item] = []

  /// The index of the selected segment, or ``noSegment``.
  open var selectedSegmentIndex = UISegmentedControl.noSegment
  /// Whether segments are not kept selected after a tap.
  open var isMomentary = false
  /// Whether segments are as wide as their content rather than equal (iOS 5).
  open var apportionsSegmentWidthsByContent = false
  /// The colour of the selected segment (iOS 13); recorded only.
  open var selectedSegmentTintColor: UIColor?
  private var titleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

  /// Creates a control without segments.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control from an archive; headless views are never archived.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A control with a segment per item: a `String` title or a `UIImage`.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    for item in items ?? [] {
      if let image = item as? UIImage {
        self.items.append(Item(image: image))
      } else {
        self.items.append(Item(title: item as? String ?? "\(item)"))
      }
    }
  }

  /// A control with a segment per action (iOS 14), titled by the action's title.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    items = actions.map { Item(title: $0.title, image: $0.image, action: $0) }
  }

  /// How many segments there are.
  open var numberOfSegments: Int { items.count }

  private func clamped(_ segment: Int, inserting: Bool = false) -> Int {
    Swift.max(0, Swift.min(segment, items.count - (inserting ? 0 : 1)))
  }

  /// Sets a value of `segment`, if there is one; a value that changes the size asks for a new one.
  private func update<Value>(
    _ segment: Int, _ value: WritableKeyPath<Item, Value>, to newValue: Value, resizing: Bool = true
  ) {
    guard items.indices.contains(segment) else { return }
    items[segment][keyPath: value] = newValue
    if resizing { invalidateIntrinsicContentSize() }
  }

  /// Inserts a segment titled `title` at `segment` (clamped to the valid range).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    items.insert(Item(title: title), at: clamped(segment, inserting: true))
    invalidateIntrinsicContentSize()
  }

  /// Inserts a segment showing `image` at `segment`.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    items.insert(Item(image: image), at: clamped(segment, inserting: true))
    invalidateIntrinsicContentSize()
  }

  /// Inserts a segment for `action` at `segment` (iOS 14).
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    items.insert(Item(title: action.title, image: action.image, action: action), at: clamped(segment, inserting: true))
    invalidateIntrinsicContentSize()
  }

  /// Removes the segment at `segment`; the selection moves off it.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard items.indices.contains(segment) else { return }
    items.remove(at: segment)
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = UISegmentedControl.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
    invalidateIntrinsicContentSize()
  }

  /// Removes every segment.
  open func removeAllSegments() {
    items.removeAll()
    selectedSegmentIndex = UISegmentedControl.noSegment
    invalidateIntrinsicContentSize()
  }

  /// Sets the title of `segment`.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) { update(segment, \.title, to: title) }

  /// The title of `segment`.
  open func titleForSegment(at segment: Int) -> String? {
    items.indices.contains(segment) ? items[segment].title : nil
  }

  /// Sets the image of `segment`.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { update(segment, \.image, to: image) }

  /// The image of `segment`.
  open func imageForSegment(at segment: Int) -> UIImage? {
    items.indices.contains(segment) ? items[segment].image : nil
  }

  /// Sets the action of `segment` (iOS 14).
  open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
    update(segment, \.action, to: action, resizing: false)
  }

  /// The action of `segment` (iOS 14).
  open func actionForSegment(at segment: Int) -> UIAction? {
    items.indices.contains(segment) ? items[segment].action : nil
  }

  /// The index of the segment whose action has `actionIdentifier` (iOS 14), or ``noSegment``.
  open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
    items.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
  }

  /// Sets the width of `segment`; 0 for automatic.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { update(segment, \.width, to: Swift.max(0, width)) }

  /// The width set for `segment`; 0 for automatic.
  open func widthForSegment(at segment: Int) -> CGFloat {
    items.indices.contains(segment) ? items[segment].width : 0
  }

  /// Enables or disables `segment`: a disabled segment takes no taps.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    update(segment, \.isEnabled, to: enabled, resizing: false)
  }

  /// Whether `segment` is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    items.indices.contains(segment) ? items[segment].isEnabled : false
  }

  /// Sets the attributes of the titles in `state`; a `.font` changes their measure.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[state.rawValue] = attributes
    invalidateIntrinsicContentSize()
  }

  /// The attributes of the titles in `state`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// The widths of the segments: those set, else the content's plus 8 points (all the widest
  /// one unless ``apportionsSegmentWidthsByContent``).
  private var segmentWidths: [CGFloat] {
    let font = titleAttributes[0]?[.font] as? UIFont ?? .systemFont(ofSize: 13)
    let content = items.map { item -> CGFloat in
      let label = UILabel()
      label.font = font
      label.text = item.title
      return Swift.max(label.sizeThatFits(.zero).width, item.image?.size.width ?? 0) + 8
    }
    let widest = content.max() ?? 0
    return items.indices.map { index in
      items[index].width > 0 ? items[index].width : (apportionsSegmentWidthsByContent ? content[index] : widest)
    }
  }

  /// The segments' widths side by side, 32 points tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: segmentWidths.reduce(0, +), height: 32)
  }

  /// The size for the segments.
  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

  /// What a user's tap on `segment` does (see ``simulateSelectSegment(at:)``).
  func selectSegmentAsUser(_ segment: Int) -> Bool {
    guard isEnabled, items.indices.contains(segment), items[segment].isEnabled else { return false }
    selectedSegmentIndex = isMomentary ? UISegmentedControl.noSegment : segment
    if let action = items[segment].action { sendAction(action) }
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
    return true
  }
}
#endif
