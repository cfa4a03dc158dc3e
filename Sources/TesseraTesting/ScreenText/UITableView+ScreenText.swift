#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)
extension UITableView {
  /// A plain-text picture of what is on screen, one line per visible row, header and footer,
  /// for snapshot tests (e.g. swift-snapshot-testing's `.lines` strategy):
  ///
  /// ```
  /// header 0: "Settings"
  /// [0,0] cell h=44: "Wi-Fi" | "On" >
  /// [0,1] switch h=44: "Bluetooth" [on]
  /// footer 0: "Changes apply at once"
  /// ```
  ///
  /// A row's text is its cell's `textLabel` and `detailTextLabel` (when it has no content
  /// configuration), else its `accessibilityLabel`, else the text and secondary text of its list
  /// content configuration, else every label in its `contentView`; then its accessory (`>`
  /// disclosure, `[check]`, `(i)` detail button, `[on]`/`[off]` for a switch) and `(selected)`.
  /// A section whose header is on screen has its header line even when none of its rows is
  /// (collapsed, empty, or scrolled away below). The table's `backgroundView`, while it shows,
  /// ends the text with its lines (`background: No Messages`, one per label, and a row of
  /// buttons as `background: [Try Again]`): a list's unavailable state. Lay the table out
  /// first: only cells already on screen are read.
  /// - Complexity: O(log sections + visible sections + visible rows and their subviews).
  public func visibleScreenText(options: ScreenTextOptions = ScreenTextOptions()) -> String {
    screenText(of: sectionsOnScreen(), options: options)
  }

  /// The screen text of `sections`, as `sectionsOnScreen()` lists them.
  private func screenText(of sections: [(section: Int, rows: [IndexPath])], options: ScreenTextOptions) -> String {
    var lines: [String] = []
    for (section, rows) in sections {
      if options.includesHeadersAndFooters, let header = supplementLine(section, isHeader: true) {
        lines.append(header)
      }
      for path in rows { lines.append(rowLine(path, options: options)) }
      if options.includesHeadersAndFooters, let footer = supplementLine(section, isHeader: false) {
        lines.append(footer)
      }
    }
    lines.append(contentsOf: ScreenTextFormat.backgroundLines(of: backgroundView))
    return lines.joined(separator: "\n")
  }

  /// The sections with anything on screen (a header, a row or a footer: a collapsed or empty
  /// section shows its header alone), in order, each with its rows on screen.
  /// - Complexity: O(log sections + sections on screen + visible rows).
  private func sectionsOnScreen() -> [(section: Int, rows: [IndexPath])] {
    let top = contentOffset.y
    let bottom = top + bounds.height
    var rowsBySection: [Int: [IndexPath]] = [:]
    for path in indexPathsForVisibleRows ?? [] { rowsBySection[path.section, default: []].append(path) }
    // The first section that ends below the top of the screen.
    var low = 0
    var high = numberOfSections
    while low < high {
      let middle = (low + high) / 2
      if rect(forSection: middle).maxY > top { high = middle } else { low = middle + 1 }
    }
    var sections: [(section: Int, rows: [IndexPath])] = []
    var section = low
    while section < numberOfSections {
      let frame = rect(forSection: section)
      guard frame.minY < bottom else { break }
      let rows = rowsBySection.removeValue(forKey: section) ?? []
      if !rows.isEmpty || frame.height > 0 { sections.append((section, rows)) }
      section += 1
    }
    // Rows the table calls visible outside that range (none, unless a layout is pending) still
    // have their lines.
    guard !rowsBySection.isEmpty else { return sections }
    for (section, rows) in rowsBySection { sections.append((section, rows)) }
    return sections.sorted { $0.section < $1.section }
  }

  /// ``visibleScreenText(options:)``, or an error when a row, header or footer on screen shows
  /// Tessera's stand-in for content whose type has no registered cell or view ("No cell
  /// registered for …").
  ///
  /// Use it for snapshot tests: recording a reference of a screen with stand-ins would bless the
  /// missing registration, and every later run would compare against it and pass.
  ///
  /// ```swift
  /// assertSnapshot(of: try table.checkedScreenText(), as: .lines)
  /// ```
  /// - Throws: ``MissingRegistrationError``, listing the stand-ins on screen.
  /// - Complexity: O(log sections + visible sections + visible rows and their subviews).
  public func checkedScreenText(options: ScreenTextOptions = ScreenTextOptions()) throws -> String {
    let sections = sectionsOnScreen()
    var standIns: [String] = []
    for (section, rows) in sections {
      for path in rows {
        if let cell = cellForRow(at: path), ScreenTextFormat.isStandIn(cell.reuseIdentifier) {
          standIns.append(rowLine(path, options: options))
        }
      }
      for isHeader in [true, false] {
        let view = supplementView(section, isHeader: isHeader) as? UITableViewHeaderFooterView
        if ScreenTextFormat.isStandIn(view?.reuseIdentifier), let line = supplementLine(section, isHeader: isHeader) {
          standIns.append(line)
        }
      }
    }
    guard standIns.isEmpty else { throw MissingRegistrationError(standIns: standIns) }
    return screenText(of: sections, options: options)
  }

  private func rowLine(_ path: IndexPath, options: ScreenTextOptions) -> String {
    var line = "[\(path.section),\(path.row)]"
    guard let cell = cellForRow(at: path) else { return line + " (no cell)" }
    if options.includesReuseIdentifiers { line += " " + (cell.reuseIdentifier ?? "-") }
    if options.includesHeights { line += " h=" + ScreenTextFormat.formatted(rectForRow(at: path).height) }
    line += ": " + Self.text(of: cell)
    switch cell.accessoryType {
    case .disclosureIndicator: line += " >"
    case .checkmark: line += " [check]"
    case .detailButton: line += " (i)"
    case .detailDisclosureButton: line += " (i)>"
    default: break
    }
    if let toggle = cell.accessoryView as? UISwitch { line += toggle.isOn ? " [on]" : " [off]" }
    if cell.isSelected { line += " (selected)" }
    return line
  }

  /// The header/footer line of a section when it is on screen and has text.
  private func supplementLine(_ section: Int, isHeader: Bool) -> String? {
    let rect = isHeader ? rectForHeader(inSection: section) : rectForFooter(inSection: section)
    guard rect.height > 0, rect.maxY > contentOffset.y, rect.minY < contentOffset.y + bounds.height else { return nil }
    let text: String
    if let view = supplementView(section, isHeader: isHeader) {
      text = ScreenTextFormat.text(ofView: view)
    } else if let title = supplementTitle(section, isHeader: isHeader) {
      text = ScreenTextFormat.quoted(title)
    } else {
      return nil
    }
    return "\(isHeader ? "header" : "footer") \(section): \(text)"
  }

  private func supplementView(_ section: Int, isHeader: Bool) -> UIView? {
    #if canImport(UIKit)
    return isHeader ? headerView(forSection: section) : footerView(forSection: section)
    #else
    return isHeader ? loadedHeaderView(inSection: section) : loadedFooterView(inSection: section)
    #endif
  }

  private func supplementTitle(_ section: Int, isHeader: Bool) -> String? {
    #if canImport(UIKit)
    return isHeader
      ? dataSource?.tableView?(self, titleForHeaderInSection: section)
      : dataSource?.tableView?(self, titleForFooterInSection: section)
    #else
    return isHeader ? loadedHeaderTitle(inSection: section) : loadedFooterTitle(inSection: section)
    #endif
  }

  private static func text(of cell: UITableViewCell) -> String {
    // A cell with a content configuration has no legacy labels to read (asking for them would
    // make them).
    if cell.contentConfiguration == nil {
      let labels = [cell.textLabel?.text, cell.detailTextLabel?.text].compactMap { $0 }
      if !labels.isEmpty { return labels.map(ScreenTextFormat.quoted).joined(separator: " | ") }
    }
    return ScreenTextFormat.text(
      ofCellLabelled: cell.accessibilityLabel, configuration: cell.contentConfiguration, contentView: cell.contentView)
  }
}
#endif
