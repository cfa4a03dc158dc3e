#if !canImport(UIKit)
import Foundation

// Row, header and footer heights (R5, R6).
extension UITableView {
  /// The estimate of a row without a delegate estimate (R5.3, R5.7).
  var uniformEstimate: CGFloat {
    estimatedRowHeight > 0 ? estimatedRowHeight : simulation.configuration.automaticEstimatedRowHeight
  }

  /// `sectionHeaderTopPadding` resolved (R6.4).
  var resolvedHeaderTopPadding: CGFloat {
    sectionHeaderTopPadding == automaticDimensionValue
      ? simulation.configuration.automaticSectionHeaderTopPadding : Swift.max(0, sectionHeaderTopPadding)
  }

  /// Heights of rows new to the table: estimates when estimation is on (R5.3), real heights for
  /// every row when it is off (R5.2).
  /// - Complexity: O(count); one delegate call per row when the delegate gives heights.
  func makeRows(_ section: Int, count: Int) -> HeightColumn {
    guard count > 0 else { return HeightColumn(count: 0, height: 0, isMeasured: true) }
    if estimatesHeights {
      guard delegate != nil, mayImplement(.estimatedHeightForRow) else {
        return HeightColumn(count: count, height: uniformEstimate, isMeasured: false)
      }
      let heights = heights(ofRows: count, inSection: section, estimatedHeight(for:))
      return HeightColumn(heights: heights, isMeasured: [Bool](repeating: false, count: count))
    }
    guard delegate != nil, mayImplement(.heightForRow) else {
      let height =
        rowHeight == automaticDimensionValue
        ? fallbackHeight(at: RowPath(section: section, row: 0)) : sanitized(rowHeight, at: nil)
      return HeightColumn(count: count, height: height, isMeasured: true)
    }
    let heights = heights(ofRows: count, inSection: section, realHeightWithoutCell)
    return HeightColumn(heights: heights, isMeasured: [Bool](repeating: true, count: count))
  }

  /// `height` of rows `0..<count` of `section`, in order. A loop, not `map`: a closure isolated
  /// to the main actor that the standard library calls is checked on every call.
  private func heights(ofRows count: Int, inSection section: Int, _ height: (RowPath) -> CGFloat) -> [CGFloat] {
    var heights: [CGFloat] = []
    heights.reserveCapacity(count)
    for row in 0..<count { heights.append(height(RowPath(section: section, row: row))) }
    return heights
  }

  /// The estimate of one row: the delegate's, else the uniform estimate (R5.3).
  func estimatedHeight(for path: RowPath) -> CGFloat {
    let estimate: CGFloat?
    if let probe = probedEstimate, probe.path == path {
      probedEstimate = nil
      estimate = probe.height
    } else {
      estimate = askEstimatedHeightForRow(path)
    }
    guard let estimate, estimate != automaticDimensionValue else { return uniformEstimate }
    return sanitized(estimate, at: path)
  }

  /// R5.1: the delegate's height, else `rowHeight`; `nil` when it is `automaticDimension` (the
  /// row self-sizes, R5.4).
  func declaredHeight(for path: RowPath) -> CGFloat? {
    let height = askHeightForRow(path) ?? rowHeight
    return height == automaticDimensionValue ? nil : sanitized(height, at: path)
  }

  /// A real height when estimation is off: self-sizing is not available then (R5.4), so an
  /// automatic height falls back to the configured height with a warning.
  func realHeightWithoutCell(_ path: RowPath) -> CGFloat {
    declaredHeight(for: path) ?? fallbackHeight(at: path)
  }

  /// The configured fallback height, warning once per load (R5.4).
  func fallbackHeight(at path: RowPath) -> CGFloat {
    if !simulation.didWarnSelfSizingWithoutEstimation {
      simulation.didWarnSelfSizingWithoutEstimation = true
      warn(.selfSizingWithoutEstimation(path.indexPath))
    }
    return simulation.configuration.fallbackRowHeight
  }

  /// Measures a self-sizing cell at the table's width (R5.4): the headless stand-in for Auto
  /// Layout is the cell's `systemLayoutSizeFitting`, which ends in `sizeThatFits(_:)`.
  func measure(_ cell: UITableViewCell, at path: RowPath) -> CGFloat {
    let height = sanitized(cell.fittingHeight(atWidth: bounds.width), at: path)
    log(.measuredRow(path.indexPath, height: height))
    return height
  }

  /// A section header or footer (R6.1, R6.2): title, view, then the delegate's height; without
  /// one, the table's height when there is a title or a view, else 0. `automaticDimension`
  /// measures the view, or gives a title the configured height.
  func makeSupplement(_ section: Int, isHeader: Bool) -> SupplementLayout {
    var supplement = SupplementLayout()
    supplement.title = askTitle(section, isHeader: isHeader)
    supplement.view = askSupplementView(section, isHeader: isHeader)
    let tableHeight = isHeader ? sectionHeaderHeight : sectionFooterHeight
    var height = askSupplementHeight(section, isHeader: isHeader) ?? (supplement.exists ? tableHeight : 0)
    if height == automaticDimensionValue {
      if let view = supplement.view {
        height = view.fittingHeight(atWidth: bounds.width)
      } else if supplement.title != nil {
        let configuration = simulation.configuration
        height = isHeader ? configuration.automaticHeaderHeight : configuration.automaticFooterHeight
      } else {
        height = 0
      }
    }
    supplement.height = sanitized(height, at: nil)
    if supplement.view == nil, let title = supplement.title {
      let standard = UITableViewHeaderFooterView(reuseIdentifier: nil)
      standard.textLabel?.text = title
      supplement.standardView = standard
    }
    return supplement
  }

  /// Asks a kept section's header and footer heights again, as UIKit does at every batch
  /// commit: a header whose view was refreshed in place takes its new height without a reload.
  /// Its title and view stay (UIKit asks them only when it loads the section). Returns the
  /// header and the footer of section `origin` of the layout shown, asked for as section
  /// `section` (where it is after the batch), header first; `nil` for one that does not exist or
  /// gets no new height.
  func refreshedSupplements(
    ofSection origin: Int, at section: Int
  ) -> (header: SupplementLayout?, footer: SupplementLayout?) {
    // Read where they are: only a header or footer that exists is copied.
    let header =
      layout.sections[origin].header.exists
      ? refreshedSupplement(layout.sections[origin].header, section: section, isHeader: true) : nil
    let footer =
      layout.sections[origin].footer.exists
      ? refreshedSupplement(layout.sections[origin].footer, section: section, isHeader: false) : nil
    return (header, footer)
  }

  /// `supplement`, an existing header or footer, with the height the delegate gives it now;
  /// `nil` when the delegate gives none (or an automatic one for a title without a view).
  private func refreshedSupplement(_ supplement: SupplementLayout, section: Int, isHeader: Bool) -> SupplementLayout? {
    guard var height = askSupplementHeight(section, isHeader: isHeader) else { return nil }
    if height == automaticDimensionValue {
      guard let view = supplement.view else { return nil }
      height = view.fittingHeight(atWidth: bounds.width)
    }
    var refreshed = supplement
    refreshed.height = sanitized(height, at: nil)
    return refreshed
  }

  /// R5.6: asks row heights again without reloading cells: every row when estimation is off,
  /// the visible rows (re-measured from their current cells) when it is on.
  func refreshRowHeights() {
    log(.heightsInvalidated)
    if estimatesHeights {
      for row in visibleRows.elements {
        let height = declaredHeight(for: row.path) ?? measure(row.view, at: row.path)
        layout.setRowHeight(height, at: row.path, isMeasured: true)
      }
    } else {
      for section in 0..<layout.sectionCount {
        layout.replaceRows(of: section, with: makeRows(section, count: layout.sections[section].rows.count))
      }
    }
    updateContentSize()
  }

  /// A width change invalidates every height, which depends on the width: estimated tables ask
  /// every row's estimate again and measure rows as they are displayed (R5.3), others ask every
  /// height again.
  func rowWidthDidChange() {
    guard cacheIsValid else { return }
    if estimatesHeights {
      for section in 0..<layout.sectionCount {
        layout.replaceRows(of: section, with: makeRows(section, count: layout.sections[section].rows.count))
      }
      updateContentSize()
    } else {
      refreshRowHeights()
    }
    setNeedsLayout()
  }

  /// Publishes `contentSize` (R5.5) and records it in the history when it changed (R5.3).
  func updateContentSize() {
    let size = CGSize(width: bounds.width, height: layout.contentHeight)
    guard size != contentSize else { return }
    contentSize = size
    simulation.contentSizeHistory.append(size)
  }
}
#endif
