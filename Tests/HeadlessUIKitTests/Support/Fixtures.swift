import Foundation
import HeadlessUIKit

/// A cell whose self-sizing height is set by the data source (R5.4 hook).
final class SizedCell: UITableViewCell {
  var preferredHeight: CGFloat = 44

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: preferredHeight)
  }
}

/// A data source over titles per section; implements `numberOfSections(in:)`.
@MainActor
final class ListDataSource: NSObject, UITableViewDataSource {
  var sections: [[String]]
  var identifier = "cell"
  /// Extra configuration after the text is set.
  var configure: ((UITableViewCell, IndexPath) -> Void)?

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  /// Rows titled `"s.r"` for the given counts.
  convenience init(counts: [Int]) {
    self.init(Self.titles(counts))
  }

  static func titles(_ counts: [Int]) -> [[String]] {
    counts.enumerated().map { section, count in (0..<count).map { "\(section).\($0)" } }
  }

  func item(at indexPath: IndexPath) -> String? {
    guard indexPath.section < sections.count, indexPath.row < sections[indexPath.section].count else { return nil }
    return sections[indexPath.section][indexPath.row]
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section < sections.count ? sections[section].count : 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cell.textLabel?.text = item(at: indexPath)
    configure?(cell, indexPath)
    return cell
  }
}

/// A data source without `numberOfSections(in:)` (R2.1).
@MainActor
final class SingleSectionDataSource: NSObject, UITableViewDataSource {
  var rows: [String]

  init(rows: [String]) { self.rows = rows }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }
}

/// A delegate that gives every row's height (R5.1).
@MainActor
final class HeightDelegate: NSObject, UITableViewDelegate {
  var height: (IndexPath) -> CGFloat

  init(height: @escaping (IndexPath) -> CGFloat) { self.height = height }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height(indexPath) }
}

/// A delegate that gives estimates only (R5.2, R5.3).
@MainActor
final class EstimatingDelegate: NSObject, UITableViewDelegate {
  var estimate: CGFloat

  init(estimate: CGFloat) { self.estimate = estimate }

  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { estimate }
}

/// A delegate that records display and selection messages.
@MainActor
final class RecordingDelegate: NSObject, UITableViewDelegate {
  var displayed: [(IndexPath, String?)] = []
  var ended: [IndexPath] = []
  var selected: [IndexPath] = []
  var redirect: ((IndexPath) -> IndexPath?)?

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    displayed.append((indexPath, cell.textLabel?.text))
  }

  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    ended.append(indexPath)
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    redirect.map { $0(indexPath) } ?? indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

/// A table with a data source, kept alive together (the table holds them weakly, as UIKit does).
@MainActor
final class Fixture {
  let table: UITableView
  let source: ListDataSource
  var delegate: (any UITableViewDelegate)? {
    didSet { table.delegate = delegate }
  }

  /// A 320 × `height` table with fixed 44-point rows and estimation off, unless told otherwise.
  init(
    sections: [[String]], height: CGFloat = 440, rowHeight: CGFloat = 44, estimatedRowHeight: CGFloat = 0,
    style: UITableView.Style = .plain
  ) {
    table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
    table.rowHeight = rowHeight
    table.estimatedRowHeight = estimatedRowHeight
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    source = ListDataSource(sections)
    table.dataSource = source
  }

  convenience init(counts: [Int], height: CGFloat = 440, rowHeight: CGFloat = 44, estimatedRowHeight: CGFloat = 0) {
    self.init(
      sections: ListDataSource.titles(counts), height: height, rowHeight: rowHeight,
      estimatedRowHeight: estimatedRowHeight)
  }

  /// Lays the table out (the first layout loads the data, R2.2).
  func load() { table.layoutIfNeeded() }

  /// The texts of the visible cells, top to bottom.
  var visibleTexts: [String?] { table.visibleCells.map { $0.textLabel?.text } }

  /// Row counts per section of the model.
  var counts: [Int] { source.sections.map(\.count) }
}

/// Collapses runs of whitespace, for comparing UIKit messages (R3.9).
func collapsed(_ text: String) -> String {
  text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
}

extension TableEvent {
  /// The path of a `cellForRow` event.
  var cellForRowPath: IndexPath? {
    if case .cellForRow(let path) = self { return path }
    return nil
  }

  /// The path of a `heightForRow` event.
  var heightForRowPath: IndexPath? {
    if case .heightForRow(let path) = self { return path }
    return nil
  }

  /// Whether it is a data-source count query.
  var isCountQuery: Bool {
    switch self {
    case .numberOfSections, .numberOfRows: true
    default: false
    }
  }
}
