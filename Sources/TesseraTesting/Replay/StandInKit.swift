#if canImport(HeadlessUIKit) && !canImport(UIKit)
import HeadlessUIKit
import TesseraUIKit

/// Builds a replay's stand-in snapshots and registers their views: one Swift type per recorded
/// content type name, made once.
@MainActor
final class StandInKit {
  let book = MeasurementBook()
  private var numbers: [String: Int] = [:]
  private var rowFactories: [(Int) -> AnyRowContent] = []
  private var supplementFactories: [(Int, FlightRecording.Identifier, Bool) -> AnyRowContent] = []

  /// The tag number of a type name, given on first use.
  func number(of type: String) -> Int {
    if let known = numbers[type] { return known }
    let number = numbers.count
    numbers[type] = number
    rowFactories.append(RowFactory(typeName: type, book: book).visit(tagNumber: number))
    supplementFactories.append(SupplementFactory(typeName: type, book: book).visit(tagNumber: number))
    return number
  }

  /// Every type name seen, in order of first use.
  var typeNames: [String] { numbers.sorted { $0.value < $1.value }.map(\.key) }

  /// Registers the stand-in view of `type` on `host`, for rows or for headers and footers.
  func register(_ type: String, forSupplements: Bool, on host: UIKitListHost) {
    let number = number(of: type)
    if let table = host as? TableViewHost {
      TableRegistrar(host: table, forSupplements: forSupplements).visit(tagNumber: number)
    } else if let collection = host as? CollectionViewHost {
      CollectionRegistrar(host: collection, forSupplements: forSupplements).visit(tagNumber: number)
    }
  }

  /// The row a replay shows for `row`.
  func row(_ row: FlightRecording.Row) -> Row {
    let content = rowFactories[number(of: row.type)](row.fingerprint)
    var rebuilt = Row(row.id.replayID, content, height: row.height)
    if row.isExpandable { rebuilt = rebuilt.expandable(initiallyExpanded: row.isInitiallyExpanded) }
    if let scope = row.moveScope { rebuilt = rebuilt.onMove(within: scope) { _ in } }
    return rebuilt
  }

  /// The header or footer a replay shows for `supplement` of the section `section`.
  func supplement(
    _ supplement: FlightRecording.Supplement, of section: FlightRecording.Identifier, isHeader: Bool
  ) -> SectionSupplement {
    guard let type = supplement.contentType else {
      return .title("title #\(supplement.fingerprint)", height: supplement.height)
    }
    let content = supplementFactories[number(of: type)](supplement.fingerprint, section, isHeader)
    return .content(content, height: supplement.height)
  }

  /// The snapshot a replay applies for `shape`: the rows of a collapsed section are the rows
  /// it hid, as far as they were recorded.
  func snapshot(of shape: FlightRecording.Shape) -> ListSnapshot {
    ListSnapshot(
      sections: shape.sections.map { recorded in
        let attributes = recorded.attributes
        let rows = attributes.isCollapsed ? recorded.hiddenRows : recorded.rows
        var section = Section(attributes.id.replayID, rows: rows.map { row($0) })
        section.header = attributes.header.map { supplement($0, of: attributes.id, isHeader: true) }
        section.footer = attributes.footer.map { supplement($0, of: attributes.id, isHeader: false) }
        section.collapsibility = attributes.collapsibility
        section.collectionLayout = attributes.layout
        section.indexTitle = attributes.hasIndexTitle ? "#" : nil
        return section
      })
  }
}

private struct RowFactory: StandInTagVisitor {
  let typeName: String
  let book: MeasurementBook

  func visit<Tag: StandInTag>(_ tag: Tag.Type) -> (Int) -> AnyRowContent {
    { [typeName, book] fingerprint in
      AnyRowContent(StandInContent<Tag>(typeName: typeName, fingerprint: fingerprint, book: book))
    }
  }
}

private struct SupplementFactory: StandInTagVisitor {
  let typeName: String
  let book: MeasurementBook

  func visit<Tag: StandInTag>(_ tag: Tag.Type) -> (Int, FlightRecording.Identifier, Bool) -> AnyRowContent {
    { [typeName, book] fingerprint, section, isHeader in
      AnyRowContent(
        StandInSupplementContent<Tag>(
          typeName: typeName, fingerprint: fingerprint, section: section, isHeader: isHeader, book: book))
    }
  }
}

private struct TableRegistrar: StandInTagVisitor {
  let host: TableViewHost
  let forSupplements: Bool

  func visit<Tag: StandInTag>(_ tag: Tag.Type) {
    if forSupplements {
      host.registerHeaderFooter(StandInTableHeaderFooter<Tag>.self)
    } else {
      host.register(StandInTableCell<Tag>.self)
    }
  }
}

private struct CollectionRegistrar: StandInTagVisitor {
  let host: CollectionViewHost
  let forSupplements: Bool

  func visit<Tag: StandInTag>(_ tag: Tag.Type) {
    if forSupplements {
      host.registerHeaderFooter(StandInCollectionHeaderFooter<Tag>.self)
    } else {
      host.register(StandInCollectionCell<Tag>.self)
    }
  }
}
#endif
