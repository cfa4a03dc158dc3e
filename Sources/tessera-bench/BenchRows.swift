import Tessera
import TesseraDiff

/// What a benchmark row shows: a small struct, as an app's row content would be.
struct BenchCard: Equatable, Sendable {
  var title: String
  var version: Int
}

/// The simple elements of a diff scenario as an app would have them: `ListSnapshot`s of
/// `Row`s with `String` ids ("row-17") and struct contents, in sections with `String` ids.
///
/// Each distinct element identifier gets one serial number (in order of first appearance in
/// the source, then the target), so the two lists have the same shape of change as the simple
/// elements: the same seeds, the same inserts, deletes, moves and updates.
enum BenchRows {
  /// The source and target of `input` as the lists a controller diffs.
  static func lists(_ input: DiffInput) -> (source: DataSourceList, target: DataSourceList) {
    let (source, target) = input.sections
    var serials: [BenchID: Int] = [:]
    serials.reserveCapacity(source.reduce(0) { $0 + $1.elements.count } * 2)
    return (list(source, &serials), list(target, &serials))
  }

  private static func list(_ sections: [BenchSection], _ serials: inout [BenchID: Int]) -> DataSourceList {
    DataSourceList(
      sections: sections.map { section in
        let rows = section.elements.map { element -> Row in
          let serial: Int
          if let known = serials[element.id] {
            serial = known
          } else {
            serial = serials.count
            serials[element.id] = serial
          }
          return Row("row-\(serial)", BenchCard(title: "Card \(serial)", version: element.version))
        }
        let model = section.model
        let shown = Section("section-\(model.id)", header: "Section \(model.title)", rows: rows)
        return DataSourceSection(section: shown, isCollapsed: false)
      })
  }

  /// The row identifiers of `list`, in reading order (for the hashing floor).
  static func rowIDs(_ list: DataSourceList) -> [RowID] {
    list.sections.flatMap { $0.rows.map(\.id) }
  }

  /// The staged changes between two data-source lists, as ``ListController`` computes them (in
  /// a workspace kept between diffs).
  static func diff(
    _ source: DataSourceList, _ target: DataSourceList, _ workspace: inout DiffWorkspace
  ) -> StagedChangeset<DataSourceSection> {
    StagedChangeset(source: source.sections, target: target.sections, workspace: &workspace)
  }
}
