#if canImport(HeadlessUIKit) && !canImport(UIKit)
import HeadlessUIKit
import TesseraUIKit

// What a replay shows in place of the app's rows: stand-ins with the recorded ids, content type
// names, fingerprints and heights. Each recorded content type becomes a Swift type of its own
// (`StandInContent<Tag>`, one tag per type), so the hosts tell types apart as they did: one
// registration per type, a reload where the type of a row changes.

/// A tag that makes a stand-in content type distinct from the others.
protocol StandInTag: Sendable {}
/// The first tag.
enum FirstStandInTag: StandInTag {}
/// The tag after `Previous`.
enum NextStandInTag<Previous: StandInTag>: StandInTag {}

/// Calls back with the stand-in tag of a type index: the n-th tag is `NextStandInTag` applied
/// n times to `FirstStandInTag`, made at run time.
@MainActor
protocol StandInTagVisitor {
  associatedtype Result
  func visit<Tag: StandInTag>(_ tag: Tag.Type) -> Result
}

extension StandInTagVisitor {
  func visit(tagNumber number: Int) -> Result {
    func walk<Tag: StandInTag>(_ tag: Tag.Type, _ remaining: Int) -> Result {
      remaining <= 0 ? visit(tag) : walk(NextStandInTag<Tag>.self, remaining - 1)
    }
    return walk(FirstStandInTag.self, number)
  }
}

/// The heights the app's views measured, as recorded, by row (or section) id, width and
/// expansion: the stand-ins measure to them. Each key keeps the heights recorded for it in the
/// current update, in order, and a replay measuring it again takes the next (then the last):
/// the replay measures in the order the app did, so two sections that share an id, or a row
/// measured again after it asked, get what they got then.
final class MeasurementBook: @unchecked Sendable {
  struct RowKey: Hashable {
    var id: FlightRecording.Identifier
    var width: Double
    var isExpanded: Bool
  }

  struct SupplementKey: Hashable {
    var section: FlightRecording.Identifier
    var isHeader: Bool
    var width: Double
  }

  /// Heights recorded for a key, and the next to give.
  struct Queue {
    var heights: [Double]
    var next = 0

    mutating func take() -> Double {
      defer { next = min(next + 1, heights.count) }
      return heights[min(next, heights.count - 1)]
    }

    var current: Double { heights[max(0, min(next, heights.count) - 1)] }
  }

  var rows: [RowKey: Queue] = [:]
  var supplements: [SupplementKey: Queue] = [:]

  /// The height of a row no measurement was recorded for.
  static let rowFallback = 44.0
  /// The height of a header or footer no measurement was recorded for.
  static let supplementFallback = 28.0

  /// Replaces the heights of the keys measured in an update's span with what they measured there.
  func load(rows newRows: [(RowKey, Double)], supplements newSupplements: [(SupplementKey, Double)]) {
    var rowHeights: [RowKey: [Double]] = [:]
    for (key, height) in newRows { rowHeights[key, default: []].append(height) }
    for (key, heights) in rowHeights { rows[key] = Queue(heights: heights) }
    var supplementHeights: [SupplementKey: [Double]] = [:]
    for (key, height) in newSupplements { supplementHeights[key, default: []].append(height) }
    for (key, heights) in supplementHeights { supplements[key] = Queue(heights: heights) }
  }

  /// The height a row measures to now, taking it when `taking` (a measurement, not a layout).
  func height(ofRow id: FlightRecording.Identifier, width: Double, isExpanded: Bool, taking: Bool) -> Double {
    let key = RowKey(id: id, width: width, isExpanded: isExpanded)
    if rows[key] != nil { return taking ? rows[key]!.take() : rows[key]!.current }
    return rows.first { $0.key.id == id && $0.key.isExpanded == isExpanded }?.value.current ?? Self.rowFallback
  }

  /// The height a header or footer measures to, as for rows.
  func height(ofSupplementIn section: FlightRecording.Identifier, isHeader: Bool, width: Double, taking: Bool) -> Double
  {
    let key = SupplementKey(section: section, isHeader: isHeader, width: width)
    if supplements[key] != nil { return taking ? supplements[key]!.take() : supplements[key]!.current }
    return supplements.first { $0.key.section == section && $0.key.isHeader == isHeader }?.value.current
      ?? Self.supplementFallback
  }
}

/// The id of a row or section of a replay whose recorded id is neither a string nor an
/// integer: equal when the recorded ids are, and written as they were.
struct StandInID: Hashable, Sendable, CustomStringConvertible {
  var recorded: FlightRecording.Identifier
  var description: String { recorded.description }
}

extension FlightRecording.Identifier {
  /// The id a replay gives the row or section: strings and integers as they were, so
  /// diagnostics and screen texts read the same.
  var replayID: ListIdentifier {
    switch self {
    case .string(let value): ListIdentifier(value)
    case .int(let value): ListIdentifier(value)
    case .other, .redacted: ListIdentifier(StandInID(recorded: self))
    }
  }

  /// The recorded id of a replay's row or section.
  init(replayID id: ListIdentifier) {
    if let value = id.as(String.self) {
      self = .string(value)
    } else if let value = id.as(Int.self) {
      self = .int(value)
    } else if let value = id.as(StandInID.self) {
      self = value.recorded
    } else {
      self = .other(type: "", description: id.description)
    }
  }
}

/// The content of a stand-in row: its recorded type name and fingerprint (the measurement book
/// is not compared).
struct StandInContent<Tag: StandInTag>: Equatable, Sendable, CustomStringConvertible {
  let typeName: String
  let fingerprint: Int
  let book: MeasurementBook

  static func == (lhs: StandInContent, rhs: StandInContent) -> Bool {
    lhs.typeName == rhs.typeName && lhs.fingerprint == rhs.fingerprint
  }

  var description: String { "\(typeName) #\(fingerprint)" }
}

/// The content of a stand-in header or footer: its recorded type name and fingerprint, and
/// which section's it is (to measure as recorded; not compared).
struct StandInSupplementContent<Tag: StandInTag>: Equatable, Sendable, CustomStringConvertible {
  let typeName: String
  let fingerprint: Int
  let section: FlightRecording.Identifier
  let isHeader: Bool
  let book: MeasurementBook

  static func == (lhs: StandInSupplementContent, rhs: StandInSupplementContent) -> Bool {
    lhs.typeName == rhs.typeName && lhs.fingerprint == rhs.fingerprint
  }

  var description: String { "\(typeName) #\(fingerprint)" }
}

/// A table cell that shows a stand-in row: its id, measured at its recorded height.
final class StandInTableCell<Tag: StandInTag>: UITableViewCell, TableCell {
  private var key: (id: FlightRecording.Identifier, isExpanded: Bool)?
  private var book: MeasurementBook?
  /// Whether the host configured the cell to measure it: a measurement takes the next
  /// recorded height, a layout reads the current one.
  private var isMeasuring = false

  func configure(with content: StandInContent<Tag>, context: CellContext) {
    textLabel?.text = context.rowID.description
    key = (FlightRecording.Identifier(replayID: context.rowID), context.isExpanded)
    book = content.book
    isMeasuring = context.isMeasuring
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: CGFloat(height(width: size.width, taking: isMeasuring)))
  }

  private func height(width: CGFloat, taking: Bool) -> Double {
    guard let key, let book else { return MeasurementBook.rowFallback }
    return book.height(ofRow: key.id, width: Double(width), isExpanded: key.isExpanded, taking: taking)
  }
}

/// A collection cell that shows a stand-in row, as ``StandInTableCell`` does.
final class StandInCollectionCell<Tag: StandInTag>: UICollectionViewListCell, CollectionCell {
  private var key: (id: FlightRecording.Identifier, isExpanded: Bool)?
  private var book: MeasurementBook?
  /// Whether the host configured the cell to measure it: a measurement takes the next
  /// recorded height, a layout reads the current one.
  private var isMeasuring = false

  func configure(with content: StandInContent<Tag>, context: CellContext) {
    var configuration = defaultContentConfiguration()
    configuration.text = context.rowID.description
    contentConfiguration = configuration
    key = (FlightRecording.Identifier(replayID: context.rowID), context.isExpanded)
    book = content.book
    isMeasuring = context.isMeasuring
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: CGFloat(height(width: size.width, taking: isMeasuring)))
  }

  private func height(width: CGFloat, taking: Bool) -> Double {
    guard let key, let book else { return MeasurementBook.rowFallback }
    return book.height(ofRow: key.id, width: Double(width), isExpanded: key.isExpanded, taking: taking)
  }
}

/// A table header or footer that shows a stand-in, measured at its recorded height.
final class StandInTableHeaderFooter<Tag: StandInTag>: UITableViewHeaderFooterView, TableHeaderFooter {
  private var content: StandInSupplementContent<Tag>?
  private var isMeasuring = false

  func configure(with content: StandInSupplementContent<Tag>, context: SectionSupplementContext) {
    textLabel?.text = content.description
    self.content = content
    isMeasuring = context.isMeasuring
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: CGFloat(height(width: size.width, taking: isMeasuring)))
  }

  private func height(width: CGFloat, taking: Bool) -> Double {
    guard let content else { return MeasurementBook.supplementFallback }
    return content.book.height(
      ofSupplementIn: content.section, isHeader: content.isHeader, width: Double(width), taking: taking)
  }
}

/// A collection header or footer that shows a stand-in, measured at its recorded height.
final class StandInCollectionHeaderFooter<Tag: StandInTag>: UICollectionReusableView, CollectionHeaderFooter {
  private var content: StandInSupplementContent<Tag>?
  private var isMeasuring = false
  private let label = UILabel()

  func setUp() { addSubview(label) }

  func configure(with content: StandInSupplementContent<Tag>, context: SectionSupplementContext) {
    label.text = content.description
    self.content = content
    isMeasuring = context.isMeasuring
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: CGFloat(height(width: size.width, taking: isMeasuring)))
  }

  private func height(width: CGFloat, taking: Bool) -> Double {
    guard let content else { return MeasurementBook.supplementFallback }
    return content.book.height(
      ofSupplementIn: content.section, isHeader: content.isHeader, width: Double(width), taking: taking)
  }
}
#endif
