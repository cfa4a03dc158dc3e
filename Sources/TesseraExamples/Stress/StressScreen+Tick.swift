extension StressScreen {
  /// Changes about `changeRate` of the rows, in equal shares: content updates, deletions,
  /// insertions (after a random row) and moves (to a random place in a random section).
  /// The number of rows stays about the same.
  ///
  /// - Complexity: O(rows + m log m) for m moved rows; one pass builds the new sections.
  @discardableResult
  public mutating func tick(changeRate: Double = 0.02, using rng: inout some RandomNumberGenerator) -> TickSummary {
    generation += 1
    let share = max(0, min(1, changeRate)) / 4
    var summary = TickSummary()
    var moving: [Item] = []
    var rebuilt: [[Item]] = []
    rebuilt.reserveCapacity(sections.count)

    for items in sections {
      var kept: [Item] = []
      kept.reserveCapacity(items.count + items.count / 16)
      for var item in items {
        // One draw decides a row's fate: [0, s) delete, [s, 2s) update, [2s, 3s) move,
        // [3s, 4s) keep and insert a new row after it, else keep unchanged.
        let draw = Double(rng.next() >> 11) * 0x1p-53
        switch draw {
        case ..<share:
          summary.deleted += 1
        case ..<(2 * share):
          item.revision = generation
          kept.append(item)
          summary.updated += 1
        case ..<(3 * share):
          moving.append(item)
          summary.moved += 1
        case ..<(4 * share):
          kept.append(item)
          kept.append(Item(id: nextID, revision: generation))
          nextID += 1
          summary.inserted += 1
        default:
          kept.append(item)
        }
      }
      rebuilt.append(kept)
    }
    sections = Self.place(moving, into: rebuilt, using: &rng)
    return summary
  }

  /// Inserts each moving item at a random place in a random section, merging each section once.
  private static func place(
    _ moving: [Item], into sections: [[Item]], using rng: inout some RandomNumberGenerator
  ) -> [[Item]] {
    guard !moving.isEmpty, !sections.isEmpty else { return sections }
    var arrivals = Array(repeating: [(offset: Int, item: Item)](), count: sections.count)
    for item in moving {
      let section = Int.random(in: sections.indices, using: &rng)
      arrivals[section].append((Int.random(in: 0...sections[section].count, using: &rng), item))
    }
    return zip(sections, arrivals).map { items, incoming in
      guard !incoming.isEmpty else { return items }
      let incoming = incoming.sorted { $0.offset < $1.offset }
      var merged: [Item] = []
      merged.reserveCapacity(items.count + incoming.count)
      var next = 0
      for (offset, item) in items.enumerated() {
        while next < incoming.count, incoming[next].offset == offset {
          merged.append(incoming[next].item)
          next += 1
        }
        merged.append(item)
      }
      merged.append(contentsOf: incoming[next...].map(\.item))
      return merged
    }
  }
}
