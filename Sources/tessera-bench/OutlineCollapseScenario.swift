import Tessera
import TesseraDiff

/// The `outline-collapse-10k` scenario of `tessera-bench apply`: collapsing a folder whose
/// 10,000 descendants show (three levels of folders and files below it), between rows outside
/// it, in one update.
///
/// Each run expands the folder again (every folder below it kept expanded, by id) and settles,
/// untimed; then times collapsing it, from `setExpanded` to the update on screen, which is one
/// batch of 10,000 deletes. The expanding update is reported beside it, and, as in the other
/// apply scenarios, the bare staged diff between the same two lists of shown rows.
@MainActor
struct OutlineCollapseScenario {
  let runs: Int
  /// Whether to time the bare diff of the same two lists beside the collapse.
  var measuresBareDiff = true

  /// Folders directly in the collapsed one, folders in each of those, files in each of these:
  /// 10 + 90 + 9,900 = 10,000 descendants.
  static let shape = (folders: 10, subfolders: 9, files: 110)

  /// Rows before and after the collapsed folder, at the top level.
  static let rowsAround = 1_000

  /// The collapsed folder's id.
  static let folderID = "folder"

  func run() async -> String {
    let controller = await ApplyScenario.loadedController(Self.snapshot())
    let descendants = Self.shape.folders * (1 + Self.shape.subfolders * (1 + Self.shape.files))
    var everyFolder: Set<RowID> = [RowID(Self.folderID)]
    for folder in 0..<Self.shape.folders {
      everyFolder.insert(RowID("f\(folder)"))
      for subfolder in 0..<Self.shape.subfolders { everyFolder.insert(RowID("f\(folder).\(subfolder)")) }
    }
    controller.expandedRowIDs = everyFolder
    await controller.settle()
    let expandedCount = controller.dataSourceList.rowCount
    let clock = ContinuousClock()
    var collapses: [Double] = []
    var expansions: [Double] = []
    var batchesPerCollapse = 0
    // One warm-up run, then the timed ones.
    for run in 0...runs {
      let expandStart = clock.now
      controller.setExpanded(true, rowWithID: Self.folderID)
      await controller.settle()
      let expanded = BenchmarkSupport.milliseconds(clock.now - expandStart)
      let batches = controller.statistics.batches
      let start = clock.now
      controller.setExpanded(false, rowWithID: Self.folderID)
      await controller.settle()
      let collapsed = BenchmarkSupport.milliseconds(clock.now - start)
      guard run > 0 else { continue }
      collapses.append(collapsed)
      expansions.append(expanded)
      batchesPerCollapse = max(batchesPerCollapse, controller.statistics.batches - batches)
    }
    collapses.sort()
    expansions.sort()
    let collapsedCount = controller.dataSourceList.rowCount
    var diff = BenchmarkSupport.Timing(median: 0, min: 0, max: 0)
    var deletes = 0
    if measuresBareDiff {
      let collapsedList = controller.dataSourceList
      controller.setExpanded(true, rowWithID: Self.folderID)
      await controller.settle()
      let expandedList = controller.dataSourceList
      var workspace = DiffWorkspace()
      let measured = BenchmarkSupport.measure(runs: runs) {
        BenchRows.diff(expandedList, collapsedList, &workspace).reduce(0) { $0 + $1.elementDeletes.count }
      }
      diff = measured.timing
      deletes = measured.result
    }
    let median = collapses[collapses.count / 2]
    return BenchmarkSupport.jsonLine([
      "bench": .string("apply"), "scenario": .string("outline-collapse-10k"),
      "median_ms": .milliseconds(median), "min_ms": .milliseconds(collapses[0]),
      "max_ms": .milliseconds(collapses[collapses.count - 1]),
      "expand_median_ms": .milliseconds(expansions[expansions.count / 2]),
      "diff_median_ms": .milliseconds(diff.median),
      "apply_over_diff": .milliseconds(diff.median > 0 ? median / diff.median : 0), "diff_deletes": .int(deletes),
      "descendants": .int(descendants),
      "rows_expanded": .int(expandedCount), "rows_collapsed": .int(collapsedCount),
      "batches_per_collapse": .int(batchesPerCollapse), "reloads": .int(controller.statistics.reloads),
    ])
  }

  /// Rows around a folder of 10 folders, each of 9 folders of 110 files; only the top folder
  /// starts expanded, the others follow ``run()``'s `expandedRowIDs`.
  static func snapshot() -> ListSnapshot {
    let half = rowsAround / 2
    return ListSnapshot {
      Section("files") {
        for index in 0..<half { Self.item("before\(index)") }
        Row(folderID, BenchItem(id: -1, revision: 0)) {
          for folder in 0..<shape.folders {
            Row("f\(folder)", BenchItem(id: -2, revision: folder)) {
              for subfolder in 0..<shape.subfolders {
                Row("f\(folder).\(subfolder)", BenchItem(id: -3, revision: subfolder)) {
                  for file in 0..<shape.files { Self.item("f\(folder).\(subfolder).\(file)") }
                }
              }
            }
          }
        }
        .initiallyExpanded()
        for index in 0..<(rowsAround - half) { Self.item("after\(index)") }
      }
    }
  }

  private static func item(_ id: String) -> Row {
    Row(id, BenchItem(id: 0, revision: 0)).height(.automatic(estimate: 44))
  }
}
