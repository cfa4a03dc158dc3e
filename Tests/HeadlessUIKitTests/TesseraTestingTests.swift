import Foundation
import HeadlessUIKit
import Tessera
import Testing
import TesseraTesting

/// A settings-like data source for the screen text rendering.
@MainActor
private final class SettingsDataSource: NSObject, UITableViewDataSource {
  func numberOfSections(in tableView: UITableView) -> Int { 2 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 1 }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section == 0 ? "Network" : nil
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    section == 1 ? "Version 1.0" : nil
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let identifier = indexPath == IndexPath(row: 1, section: 0) ? "switch" : "cell"
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    switch (indexPath.section, indexPath.row) {
    case (0, 0):
      cell.textLabel?.text = "Wi-Fi"
      cell.accessoryType = .disclosureIndicator
    case (0, 1):
      cell.textLabel?.text = "Bluetooth"
      let toggle = UISwitch()
      toggle.isOn = true
      cell.accessoryView = toggle
    case (0, 2):
      cell.accessibilityLabel = "Hotspot, off"
    default:
      let label = UILabel()
      label.text = "About"
      cell.contentView.addSubview(label)
      cell.accessoryType = .checkmark
    }
    return cell
  }
}

/// The TesseraTesting helpers: screen text and seeded generators.
@MainActor
struct TesseraTestingTests {
  @Test("Screen text: one line per visible row with section, row, reuse id, height and text")
  func screenText() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .grouped)
    table.rowHeight = 44
    table.estimatedRowHeight = 0
    table.sectionHeaderHeight = 30
    table.sectionFooterHeight = 20
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.register(UITableViewCell.self, forCellReuseIdentifier: "switch")
    let source = SettingsDataSource()
    table.dataSource = source
    table.layoutIfNeeded()
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(
      table.visibleScreenText() == """
        header 0: "Network"
        [0,0] cell h=44: "Wi-Fi" > (selected)
        [0,1] switch h=44: "Bluetooth" [on]
        [0,2] cell h=44: "Hotspot, off"
        [1,0] cell h=44: "About" [check]
        footer 1: "Version 1.0"
        """)
    let minimal = ScreenTextOptions(
      includesHeadersAndFooters: false, includesReuseIdentifiers: false, includesHeights: false)
    #expect(table.visibleScreenText(options: minimal).split(separator: "\n").first == "[0,0]: \"Wi-Fi\" > (selected)")
  }

  @Test("Generators are deterministic for a seed")
  func deterministic() {
    func history(seed: UInt64) -> [[[RowID]]] {
      var rng = SeededRandomNumberGenerator(seed: seed)
      return RandomSnapshotGenerator().makeHistory(steps: 10, using: &rng).map(\.rowIDs)
    }
    for seed in UInt64(1)...20 {
      #expect(history(seed: seed) == history(seed: seed), "seed \(seed)")
    }
    #expect(history(seed: 1) != history(seed: 2))
  }

  @Test("Impossible generator settings give empty results or fresh ids, never a trap")
  func impossibleSettings() {
    var rng = SeededRandomNumberGenerator(seed: 5)
    let negative = RandomSnapshotGenerator(sectionCount: -3...(-1), rowsPerSection: -5...(-2))
    #expect(negative.makeSnapshot(using: &rng).sections.isEmpty)
    let noRows = RandomSnapshotGenerator(sectionCount: 2...2, rowsPerSection: -5...(-2))
    #expect(noRows.makeSnapshot(using: &rng).rowCount == 0)

    let base = ListSnapshot {
      Section(1) {
        Row(Int.max, "last"); Row(Int.min, "first")
      }
    }
    #expect(RandomEditGenerator(editCount: -2...(-1)).edit(base, using: &rng).edits.isEmpty)

    var weights = RandomEditGenerator.Weights()
    weights.insertRow = .infinity
    weights.deleteRow = .nan
    let edits = RandomEditGenerator(editCount: 20...20, weights: weights)
    let (edited, applied) = edits.edit(base, using: &rng)
    #expect(applied.count == 20)
    let ids = edited.sections.flatMap(\.rows).map(\.id)
    #expect(Set(ids).count == ids.count, "fresh ids above Int.max wrap around and skip those taken")
    #expect(ids.count == 22, "an infinite weight picks its kind: every edit inserts a row")
  }

  @Test("Snapshots respect the size ranges and have unique ids unless duplicates are asked for")
  func shapesAndDuplicates() {
    let generator = RandomSnapshotGenerator(sectionCount: 2...3, rowsPerSection: 1...5)
    var sawDuplicate = false
    for seed in UInt64(1)...200 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      let snapshot = generator.makeSnapshot(using: &rng)
      #expect((2...3).contains(snapshot.sections.count), "seed \(seed)")
      #expect(snapshot.sections.allSatisfy { (1...5).contains($0.rows.count) }, "seed \(seed)")
      #expect(snapshot.validate().isEmpty, "seed \(seed)")
      let (edited, edits) = RandomEditGenerator().edit(snapshot, using: &rng)
      #expect(edited.validate().isEmpty, "seed \(seed): \(edits)")

      var duplicating = SeededRandomNumberGenerator(seed: seed)
      let noisy = RandomSnapshotGenerator(duplicateRowIDProbability: 0.3).makeSnapshot(using: &duplicating)
      if noisy.validate().contains(where: { if case .duplicateRowID = $0 { true } else { false } }) {
        sawDuplicate = true
      }
    }
    #expect(sawDuplicate)
  }

  @Test("Edits do what they say: row counts, kept ids on updates, section ids for row-only edits")
  func editsAreFaithful() {
    for seed in UInt64(1)...200 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      let snapshot = RandomSnapshotGenerator(sectionCount: 1...4).makeSnapshot(using: &rng)
      let generator = RandomEditGenerator(editCount: 1...8, weights: .rowsOnly)
      let (edited, edits) = generator.edit(snapshot, using: &rng)
      let inserts = edits.filter { if case .insertRow = $0 { true } else { false } }.count
      let deletes = edits.filter { if case .deleteRow = $0 { true } else { false } }.count
      #expect(edited.rowCount == snapshot.rowCount + inserts - deletes, "seed \(seed): \(edits)")
      #expect(edited.sections.map(\.id) == snapshot.sections.map(\.id), "seed \(seed)")
      let deleted = Set(edits.compactMap { if case .deleteRow(let id, _) = $0 { id } else { nil } })
      for case .updateRow(let id, _) in edits where !deleted.contains(id) {
        let version = edited.row(withID: id)?.row.content.as(GeneratedContent.self)?.version ?? 0
        #expect(version >= 1, "seed \(seed): \(id)")
      }
    }
  }

  @Test("Section edits insert, delete, move and update sections")
  func sectionEdits() {
    var kinds = Set<String>()
    for seed in UInt64(1)...100 {
      var rng = SeededRandomNumberGenerator(seed: seed)
      let snapshot = RandomSnapshotGenerator(sectionCount: 2...4).makeSnapshot(using: &rng)
      let weights = RandomEditGenerator.Weights(
        insertRow: 0, deleteRow: 0, moveRowWithinSection: 0, moveRowAcrossSections: 1, updateRow: 0, insertSection: 1,
        deleteSection: 1, moveSection: 1, updateSection: 1)
      let (edited, edits) = RandomEditGenerator(editCount: 3...3, weights: weights).edit(snapshot, using: &rng)
      #expect(edits.count == 3, "seed \(seed)")
      #expect(edited.validate().isEmpty, "seed \(seed): \(edits)")
      for edit in edits {
        kinds.insert(String(describing: edit).split(separator: " ").prefix(2).joined(separator: " "))
      }
    }
    #expect(kinds == ["insert section", "delete section", "move section", "update section", "move row"])
  }
}
