// Reading recordings and UIKit's texts is for replays, which run where the headless views do
// (and its typed throws need a newer standard library than the iOS 16 SDK's).
#if !canImport(UIKit)
extension FlightRecording {
  /// The shape `change` describes, given the shape before it.
  ///
  /// - Throws: ``FlightRecordingReadError`` when a run of kept rows reaches past the rows of
  ///   `previous`.
  /// - Complexity: O(rows of the new shape).
  public static func shape(applying change: ShapeChange, to previous: Shape) throws(FlightRecordingReadError) -> Shape {
    let flat = previous.flatRows
    var sections: [Section] = []
    sections.reserveCapacity(change.sections.count)
    for (index, section) in change.sections.enumerated() {
      var rows: [Row] = []
      for (position, run) in section.rows.enumerated() {
        switch run {
        case .row(let row):
          rows.append(row)
        case .kept(let from, let count):
          guard from >= 0, count >= 0, from <= flat.count - count else {
            throw FlightRecordingReadError(
              location: "sections[\(index)].rows[\(position)]",
              problem: "rows \(from)..<\(from + count) were kept, but the shape before has \(flat.count) rows")
          }
          rows.append(contentsOf: flat[from..<(from + count)])
        }
      }
      sections.append(Section(attributes: section.attributes, rows: rows, hiddenRows: section.hiddenRows))
    }
    return Shape(sections: sections)
  }

  /// The shape each update showed, in order.
  ///
  /// - Throws: ``FlightRecordingReadError`` naming the update whose change does not fit the
  ///   shape before it.
  public func shapes() throws(FlightRecordingReadError) -> [Shape] {
    var shape = start
    var shapes: [Shape] = []
    for (index, entry) in entries.enumerated() {
      guard case .update(let update) = entry else { continue }
      do {
        shape = try Self.shape(applying: update.change, to: shape)
      } catch {
        throw FlightRecordingReadError(location: "entries[\(index)].\(error.location)", problem: error.problem)
      }
      shapes.append(shape)
    }
    return shapes
  }
}
#endif
