#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)
extension UICollectionView {
  /// A plain-text picture of what is on screen, one line per visible item, header and footer,
  /// in the format of ``UIKit/UITableView/visibleScreenText(options:)``, for snapshot tests:
  ///
  /// ```
  /// header 0: "Gallery · 9 photos"
  /// [0,0] PhotoCell h=98.67: "https://example.com/1.jpg"
  /// [0,1] PhotoCell h=98.67: "https://example.com/2.jpg" (selected)
  /// ```
  ///
  /// An item's text is its cell's `accessibilityLabel`, else the text and secondary text of its
  /// list content configuration, else every label in its `contentView`; then, for a list cell,
  /// its accessories (`>` disclosure, `[check]`, `(i)` detail, `[on]`/`[off]` for a switch, a
  /// label's text, `[delete]`, `[insert]`, `[reorder]`, `[multiselect]`, `[outline]`, `[menu]`,
  /// another view's text in brackets); then `(selected)`. HeadlessUIKit lists the accessories
  /// drawn (by displayed state against `isEditing`, and `isHidden`); UIKit does not say which
  /// are drawn nor a label accessory's text, so on iOS every accessory is listed, a label as
  /// `[label]`.
  /// Items are written in index-path order, a grid's row by row. A header or footer has a line
  /// when it is on screen with a height, so a collapsed or empty section shows its header
  /// alone. The collection view's `backgroundView`, while it shows, ends the text with its lines
  /// (`background: No Messages`, one per label, and a row of buttons as `background: [Try
  /// Again]`): a list's unavailable state. Lay the collection view out first: only views already
  /// on screen are read.
  /// - Complexity: O(v log v) for v views on screen.
  public func visibleScreenText(options: ScreenTextOptions = ScreenTextOptions()) -> String {
    screenText(of: sectionsOnScreen(), options: options)
  }

  /// ``visibleScreenText(options:)``, or an error when an item, header or footer on screen is
  /// TesseraUIKit's stand-in for content whose type has no registered cell or view ("No cell
  /// registered for …").
  ///
  /// ```swift
  /// assertSnapshot(of: try collectionView.checkedScreenText(), as: .lines)
  /// ```
  /// - Throws: ``MissingRegistrationError``, listing the stand-ins on screen.
  /// - Complexity: O(v log v) for v views on screen.
  public func checkedScreenText(options: ScreenTextOptions = ScreenTextOptions()) throws -> String {
    let sections = sectionsOnScreen()
    var standIns: [String] = []
    for section in sections {
      for path in section.items where ScreenTextFormat.isStandIn(cellForItem(at: path)?.reuseIdentifier) {
        standIns.append(itemLine(path, options: options))
      }
      for isHeader in [true, false] {
        let view = supplementaryView(forElementKind: Self.supplementKind(isHeader), at: section.supplementPath)
        if ScreenTextFormat.isStandIn(view?.reuseIdentifier),
          let line = supplementLine(section.index, isHeader: isHeader)
        {
          standIns.append(line)
        }
      }
    }
    guard standIns.isEmpty else { throw MissingRegistrationError(standIns: standIns) }
    return screenText(of: sections, options: options)
  }

  /// A section with something on screen, and its items on screen in order.
  private struct SectionOnScreen {
    var index: Int
    var items: [IndexPath] = []
    /// Where the collection view keeps the section's header and footer.
    var supplementPath: IndexPath { IndexPath(item: 0, section: index) }
  }

  private static func supplementKind(_ isHeader: Bool) -> String {
    isHeader ? elementKindSectionHeader : elementKindSectionFooter
  }

  /// The sections with an item, a header or a footer on screen, in order.
  private func sectionsOnScreen() -> [SectionOnScreen] {
    var sections: [Int: SectionOnScreen] = [:]
    for path in indexPathsForVisibleItems {
      sections[path.section, default: SectionOnScreen(index: path.section)].items.append(path)
    }
    for kind in [Self.elementKindSectionHeader, Self.elementKindSectionFooter] {
      for path in indexPathsForVisibleSupplementaryElements(ofKind: kind) where sections[path.section] == nil {
        sections[path.section] = SectionOnScreen(index: path.section)
      }
    }
    return sections.values.sorted { $0.index < $1.index }.map { section in
      var sorted = section
      sorted.items.sort()
      return sorted
    }
  }

  private func screenText(of sections: [SectionOnScreen], options: ScreenTextOptions) -> String {
    var lines: [String] = []
    for section in sections {
      if options.includesHeadersAndFooters, let header = supplementLine(section.index, isHeader: true) {
        lines.append(header)
      }
      for path in section.items { lines.append(itemLine(path, options: options)) }
      if options.includesHeadersAndFooters, let footer = supplementLine(section.index, isHeader: false) {
        lines.append(footer)
      }
    }
    lines.append(contentsOf: ScreenTextFormat.backgroundLines(of: backgroundView))
    return lines.joined(separator: "\n")
  }

  private func itemLine(_ path: IndexPath, options: ScreenTextOptions) -> String {
    var line = "[\(path.section),\(path.item)]"
    guard let cell = cellForItem(at: path) else { return line + " (no cell)" }
    if options.includesReuseIdentifiers { line += " " + (cell.reuseIdentifier ?? "-") }
    if options.includesHeights, let frame = layoutAttributesForItem(at: path)?.frame {
      line += " h=" + ScreenTextFormat.formatted(frame.height)
    }
    line +=
      ": "
      + ScreenTextFormat.text(
        ofCellLabelled: cell.accessibilityLabel, configuration: cell.contentConfiguration, contentView: cell.contentView
      )
    if let listCell = cell as? UICollectionViewListCell {
      for accessory in Self.drawnAccessories(of: listCell) { line += " " + Self.text(of: accessory) }
    }
    if cell.isSelected { line += " (selected)" }
    return line
  }

  /// The accessories of `cell` a screen shows: in HeadlessUIKit those drawn (by displayed
  /// state and `isHidden`); UIKit does not say, so there every accessory.
  private static func drawnAccessories(of cell: UICollectionViewListCell) -> [UICellAccessory] {
    #if canImport(UIKit)
    cell.accessories
    #else
    cell.displayedAccessories
    #endif
  }

  /// An accessory as the screen text writes it.
  private static func text(of accessory: UICellAccessory) -> String {
    switch accessory.accessoryType {
    case .disclosureIndicator: return ">"
    case .checkmark: return "[check]"
    case .detail: return "(i)"
    case .outlineDisclosure: return "[outline]"
    case .delete: return "[delete]"
    case .insert: return "[insert]"
    case .reorder: return "[reorder]"
    case .multiselect: return "[multiselect]"
    case .popUpMenu: return "[menu]"
    case .label:
      #if canImport(UIKit)
      return "[label]"
      #else
      return accessory.labelText.map(ScreenTextFormat.quoted) ?? "[label]"
      #endif
    case .customView(let view):
      if let toggle = view as? UISwitch { return toggle.isOn ? "[on]" : "[off]" }
      return "[" + ScreenTextFormat.text(ofView: view) + "]"
    @unknown default: return "[accessory]"
    }
  }

  /// The header or footer line of a section, when its view is on screen with a height.
  private func supplementLine(_ section: Int, isHeader: Bool) -> String? {
    let path = IndexPath(item: 0, section: section)
    guard let view = supplementaryView(forElementKind: Self.supplementKind(isHeader), at: path),
      view.frame.height > 0
    else { return nil }
    return "\(isHeader ? "header" : "footer") \(section): \(ScreenTextFormat.text(ofView: view))"
  }
}
#endif
