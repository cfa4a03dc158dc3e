import TesseraDiff

/// A 16-byte random identifier, like a UUID.
struct BenchID: Hashable {
  var high: UInt64
  var low: UInt64
}

/// The benchmark element: a random identifier and a version (a new version is an update).
struct BenchElement: Diffable {
  var id: BenchID
  var version: Int

  var diffIdentifier: BenchID { id }

  func isContentEqual(to other: BenchElement) -> Bool { version == other.version }
}

/// The identity and own content of a benchmark section.
struct BenchSectionModel: Diffable {
  var id: Int
  var title: Int

  var diffIdentifier: Int { id }

  func isContentEqual(to other: BenchSectionModel) -> Bool { title == other.title }
}

typealias BenchSection = ArraySection<BenchSectionModel, BenchElement>

/// The two lists of a diff scenario, as simple elements.
enum DiffInput {
  /// Lists without sections.
  case flat(source: [BenchElement], target: [BenchElement])
  /// Sectioned lists.
  case sectioned(source: [BenchSection], target: [BenchSection])

  /// The lists as sections (a flat list is one section).
  var sections: (source: [BenchSection], target: [BenchSection]) {
    switch self {
    case .flat(let source, let target):
      let model = BenchSectionModel(id: 0, title: 0)
      return ([BenchSection(model: model, elements: source)], [BenchSection(model: model, elements: target)])
    case .sectioned(let source, let target):
      return (source, target)
    }
  }

  /// The number of elements of both lists.
  var elementCount: Int {
    let (source, target) = sections
    return (source + target).reduce(0) { $0 + $1.elements.count }
  }

  /// The identifiers of the source and of the target, in reading order (for the hashing floor).
  var identifiers: (source: [BenchID], target: [BenchID]) {
    let (source, target) = sections
    return (source.flatMap { $0.elements.map(\.id) }, target.flatMap { $0.elements.map(\.id) })
  }

  /// The staged diff of the simple elements (in a workspace kept between diffs).
  func diff(_ workspace: inout DiffWorkspace) -> DiffCounts {
    switch self {
    case .flat(let source, let target):
      DiffCounts(StagedChangeset(source: source, target: target, workspace: &workspace))
    case .sectioned(let source, let target):
      DiffCounts(StagedChangeset(source: source, target: target, workspace: &workspace))
    }
  }
}

/// A named diff benchmark over simple elements: seeded data, measured by ``DiffBenchmark`` as
/// simple elements, as rows, and against the hashing floor.
struct DiffScenario {
  let name: String
  let make: () -> DiffInput

  static var all: [DiffScenario] {
    [
      DiffScenario(name: "readme-5k") {
        readme(count: 5_000, deleted: 2_000..<3_000, inserted: 1_000, at: 3_000, shuffled: 0..<200)
      },
      DiffScenario(name: "readme-100k") {
        readme(count: 100_000, deleted: 20_000..<30_000, inserted: 10_000, at: 30_000, shuffled: 0..<2_000)
      },
      DiffScenario(name: "allupd-100k") {
        var random = BenchmarkRandom(seed: 0xA11)
        let source = elements(100_000, &random)
        return .flat(source: source, target: source.map { BenchElement(id: $0.id, version: $0.version + 1) })
      },
      DiffScenario(name: "update-1pct-100k") {
        var random = BenchmarkRandom(seed: 0x1BC7)
        let source = sections(100, rows: 1_000, &random)
        var target = source
        for position in allPositions(of: Array(0..<100), rows: 1_000).shuffled(using: &random).prefix(1_000) {
          target[position.section].elements[position.row].version += 1
        }
        return .sectioned(source: source, target: target)
      },
      DiffScenario(name: "nochange-100k") {
        var random = BenchmarkRandom(seed: 0x5A3E)
        let source = elements(100_000, &random)
        return .flat(source: source, target: source.map { $0 })  // an equal copy in its own buffer
      },
      DiffScenario(name: "sect-moves") {
        let (source, target) = sectionMoves()
        return .sectioned(source: source, target: target)
      },
      DiffScenario(name: "sect-mixed") {
        let (source, target) = sectionMixed()
        return .sectioned(source: source, target: target)
      },
    ]
  }

  static func named(_ name: String) -> DiffScenario? { all.first { $0.name == name } }

  // MARK: Data

  private static func elements(_ count: Int, _ random: inout BenchmarkRandom) -> [BenchElement] {
    (0..<count).map { _ in BenchElement(id: BenchID(high: random.next(), low: random.next()), version: 0) }
  }

  private static func sections(
    _ count: Int, rows: Int, firstID: Int = 0, _ random: inout BenchmarkRandom
  ) -> [BenchSection] {
    (0..<count).map { index in
      BenchSection(model: BenchSectionModel(id: firstID + index, title: 0), elements: elements(rows, &random))
    }
  }

  /// The README scenario: delete a range, insert new identifiers, shuffle a prefix.
  private static func readme(
    count: Int, deleted: Range<Int>, inserted: Int, at position: Int, shuffled: Range<Int>
  ) -> DiffInput {
    var random = BenchmarkRandom(seed: 0x7E55_E7A0 &+ UInt64(count))
    let source = elements(count, &random)
    var target = source
    target.removeSubrange(deleted)
    target.insert(contentsOf: elements(inserted, &random), at: position)
    target[shuffled].shuffle(using: &random)
    return .flat(source: source, target: target)
  }

  /// 100 sections of 1,000 rows; 2,000 distinct rows each moved to a random place in another section.
  private static func sectionMoves() -> ([BenchSection], [BenchSection]) {
    var random = BenchmarkRandom(seed: 0x5EC7)
    let source = sections(100, rows: 1_000, &random)
    var target = source
    let picked = allPositions(of: Array(0..<100), rows: 1_000).shuffled(using: &random).prefix(2_000)
    var moved: [(BenchElement, from: Int)] = []
    for position in picked.sorted(by: >) {
      moved.append((target[position.section].elements.remove(at: position.row), position.section))
    }
    for (element, from) in moved {
      var into = Int.random(in: 0..<99, using: &random)
      if into >= from { into += 1 }
      target[into].elements.insert(element, at: Int.random(in: 0...target[into].elements.count, using: &random))
    }
    return (source, target)
  }

  /// 100 sections of 1,000 rows, then: 5 sections deleted, 1,000 rows deleted, 1,000 updated,
  /// 1,000 moved across sections, 1,000 inserted, 5 sections moved, 5 new sections of 1,000 rows
  /// inserted; no row is touched by two operations.
  private static func sectionMixed() -> ([BenchSection], [BenchSection]) {
    var random = BenchmarkRandom(seed: 0x313D)
    let source = sections(100, rows: 1_000, &random)
    var target = source
    let order = Array(0..<100).shuffled(using: &random)
    let deletedSections = Array(order.prefix(5))
    let survivors = Array(order.dropFirst(5))

    let picked = allPositions(of: survivors, rows: 1_000).shuffled(using: &random)
    for position in picked[1_000..<2_000] {
      target[position.section].elements[position.row].version += 1
    }
    let movedKeys = Set(picked[2_000..<3_000].map { $0.section * 1_000 + $0.row })
    var moved: [(BenchElement, from: Int)] = []
    for position in (picked[0..<1_000] + picked[2_000..<3_000]).sorted(by: >) {
      let element = target[position.section].elements.remove(at: position.row)
      if movedKeys.contains(position.section * 1_000 + position.row) { moved.append((element, position.section)) }
    }
    for (element, from) in moved {
      var into = from
      while into == from { into = survivors[Int.random(in: 0..<survivors.count, using: &random)] }
      target[into].elements.insert(element, at: Int.random(in: 0...target[into].elements.count, using: &random))
    }
    for element in elements(1_000, &random) {
      let into = survivors[Int.random(in: 0..<survivors.count, using: &random)]
      target[into].elements.insert(element, at: Int.random(in: 0...target[into].elements.count, using: &random))
    }
    for section in deletedSections.sorted(by: >) { target.remove(at: section) }
    for id in survivors.shuffled(using: &random).prefix(5) {
      guard let index = target.firstIndex(where: { $0.model.id == id }) else { continue }
      let section = target.remove(at: index)
      target.insert(section, at: Int.random(in: 0...target.count, using: &random))
    }
    for section in sections(5, rows: 1_000, firstID: 100, &random) {
      target.insert(section, at: Int.random(in: 0...target.count, using: &random))
    }
    return (source, target)
  }

  private static func allPositions(of sections: [Int], rows: Int) -> [(section: Int, row: Int)] {
    sections.flatMap { section in (0..<rows).map { (section: section, row: $0) } }
  }
}
