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

  /// `previous` after the user dragged the row at `from` to `to` (its path once it left
  /// `from`), as a recording's ``Event/userMove(row:from:to:)`` says: the next update's change
  /// keeps rows of the list as the drag left it.
  ///
  /// - Throws: ``FlightRecordingReadError`` when either path is not a row of the shape.
  /// - Complexity: O(rows of the two sections).
  public static func shape(
    applyingMoveFrom from: ElementPath, to: ElementPath, to previous: Shape
  ) throws(FlightRecordingReadError) -> Shape {
    var shape = previous
    guard shape.sections.indices.contains(from.section),
      shape.sections[from.section].rows.indices.contains(from.element)
    else {
      throw FlightRecordingReadError(
        location: "from", problem: "the drag starts at \(from.section)-\(from.element), which is not a row shown")
    }
    let row = shape.sections[from.section].rows.remove(at: from.element)
    guard shape.sections.indices.contains(to.section), to.element >= 0,
      to.element <= shape.sections[to.section].rows.count
    else {
      throw FlightRecordingReadError(
        location: "to", problem: "the drag ends at \(to.section)-\(to.element), which is not a place in the list shown")
    }
    shape.sections[to.section].rows.insert(row, at: to.element)
    return shape
  }

  /// The shape each update showed, in order.
  ///
  /// - Throws: ``FlightRecordingReadError`` naming the update whose change does not fit the
  ///   shape before it (the rows the user dragged since the update before moved).
  public func shapes() throws(FlightRecordingReadError) -> [Shape] {
    var shape = start
    var shapes: [Shape] = []
    for (index, entry) in entries.enumerated() {
      do {
        switch entry {
        case .update(let update):
          shape = try Self.shape(applying: update.change, to: shape)
          shapes.append(shape)
        case .event(.userMove(_, let from, let to)):
          shape = try Self.shape(applyingMoveFrom: from, to: to, to: shape)
        case .event:
          continue
        }
      } catch {
        throw FlightRecordingReadError(location: "entries[\(index)].\(error.location)", problem: error.problem)
      }
    }
    return shapes
  }
}
#endif
