#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)
/// A row on screen, as a driver reads it off its view.
public struct VisibleRow: Equatable, Sendable, CustomStringConvertible {
  /// Where the row is.
  public var indexPath: IndexPath
  /// Its frame in the view's content.
  public var frame: CGRect
  /// The cell showing it (compare with `ObjectIdentifier(cell)` to tell whether a row kept its
  /// cell).
  public var cell: ObjectIdentifier
  /// The text its cell shows (see ``ListViewDriverReading/text(of:)``); `nil` when it shows none.
  public var text: String?

  /// A row at `indexPath`, in `frame`, shown by `cell` with `text`.
  public init(indexPath: IndexPath, frame: CGRect, cell: ObjectIdentifier, text: String?) {
    self.indexPath = indexPath
    self.frame = frame
    self.cell = cell
    self.text = text
  }

  /// Its height.
  public var height: CGFloat { frame.height }

  /// `[section-row] y=… h=…: text`.
  public var description: String {
    "[\(indexPath.section)-\(indexPath.item)] y=\(frame.minY) h=\(frame.height): \(text ?? "(no text)")"
  }
}

/// What both drivers read the same way, with API that UIKit and HeadlessUIKit share.
@MainActor
public enum ListViewDriverReading {
  /// The text a cell, header or footer shows: the text and secondary text of its list content
  /// configuration; else, for a table cell or header without one, its `textLabel` and
  /// `detailTextLabel`; else the texts of the visible labels, text fields and list content views
  /// in it, front to back; else its `accessibilityLabel`. Texts are joined with " | ".
  public static func text(of view: UIView) -> String? {
    if let texts = listTexts(contentConfiguration(of: view)) { return texts }
    if let cell = view as? UITableViewCell, cell.contentConfiguration == nil {
      let labels = [cell.textLabel?.text, cell.detailTextLabel?.text].compactMap { $0 }.filter { !$0.isEmpty }
      if !labels.isEmpty { return labels.joined(separator: " | ") }
    }
    if let header = view as? UITableViewHeaderFooterView, header.contentConfiguration == nil,
      let title = header.textLabel?.text, !title.isEmpty
    {
      return title
    }
    var texts: [String] = []
    collectTexts(in: view, into: &texts)
    if !texts.isEmpty { return texts.joined(separator: " | ") }
    return view.accessibilityLabel
  }

  /// The content configuration of a cell or a table header or footer.
  private static func contentConfiguration(of view: UIView) -> (any UIContentConfiguration)? {
    if let cell = view as? UITableViewCell { return cell.contentConfiguration }
    if let cell = view as? UICollectionViewCell { return cell.contentConfiguration }
    if let header = view as? UITableViewHeaderFooterView { return header.contentConfiguration }
    return nil
  }

  private static func listTexts(_ configuration: (any UIContentConfiguration)?) -> String? {
    guard let list = configuration as? UIListContentConfiguration else { return nil }
    let texts = [list.text, list.secondaryText].compactMap { $0 }.filter { !$0.isEmpty }
    return texts.isEmpty ? nil : texts.joined(separator: " | ")
  }

  private static func collectTexts(in view: UIView, into texts: inout [String]) {
    if let label = view as? UILabel, let text = label.text, !text.isEmpty { texts.append(text) }
    if let field = view as? UITextField, let text = field.text, !text.isEmpty { texts.append(text) }
    // A list content view is read from its configuration, not from the labels it lays out.
    if let content = view as? UIListContentView {
      if let text = listTexts(content.configuration) { texts.append(text) }
      return
    }
    for subview in view.subviews where !subview.isHidden { collectTexts(in: subview, into: &texts) }
  }

  /// The first responder among `view` and its subviews, found by asking each
  /// `isFirstResponder` (UIKit has no public accessor for a window's first responder).
  public static func firstResponder(in view: UIView) -> UIResponder? {
    if view.isFirstResponder { return view }
    for subview in view.subviews {
      if let responder = firstResponder(in: subview) { return responder }
    }
    return nil
  }

  /// The control a tap in the middle of `view` reaches: the frontmost enabled, visible control
  /// that takes touches, searched from the front (the last subviews) to the back.
  public static func frontmostTappableControl(in view: UIView) -> UIControl? {
    guard !view.isHidden, view.isUserInteractionEnabled else { return nil }
    for subview in view.subviews.reversed() {
      if let control = frontmostTappableControl(in: subview) { return control }
    }
    if let control = view as? UIControl, control.isEnabled { return control }
    return nil
  }
}
#endif
