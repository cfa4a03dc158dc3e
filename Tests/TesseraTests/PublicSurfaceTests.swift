import Testing

/// What hosts use to drive a view is the package's own business: an app's code that reaches for
/// it does not compile, so it cannot put the controller out of step with the view it drives.
/// Each snippet is type-checked as a file of an app would be, against the modules `swift test`
/// built.
@Suite(
  "The public surface is what apps write",
  .enabled(if: BuiltModules.exist, "the built modules are next to the test binary"))
struct PublicSurfaceTests {
  private static let prelude = """
    import Tessera
    import TesseraUIKit
    struct Price: Equatable, Sendable { var amount: String }

    @MainActor func screen(host: TableViewHost, controller: ListController) {

    """

  /// Host plumbing, one call per line, each as an app might try it.
  @Test(arguments: [
    ("host.performBatch(ListBatch(stage: .init()), updateData: {}, completion: {})", "performBatch"),
    ("host.reloadAll(updateData: {}, completion: {})", "reloadAll"),
    ("_ = host.measureRow(Row(1, Price(amount: \"1\")), isExpanded: false, width: 320)", "measureRow"),
    ("host.refreshRows(at: [])", "refreshRows"),
    ("_ = controller.heightForRow(at: ElementPath(element: 0, section: 0))", "heightForRow"),
    ("_ = controller.laidOutHeightForRow(at: ElementPath(element: 0, section: 0))", "laidOutHeightForRow"),
    ("_ = controller.dataSourceList", "dataSourceList"),
    ("_ = controller.layoutItems(inRange: 0, height: 100)", "layoutItems"),
    ("_ = controller.offsetOfRow(at: ElementPath(element: 0, section: 0))", "offsetOfRow"),
    ("controller.selectRow(at: ElementPath(element: 0, section: 0))", "selectRow(at:)"),
    (
      "_ = controller.userDidMoveRow(at: ElementPath(element: 0, section: 0), to: ElementPath(element: 1, section: 0))",
      "userDidMoveRow"
    ),
    ("_ = controller.readerPlace(viewportTop: 0, viewportHeight: 100)", "readerPlace"),
    ("_ = controller.hostHasLoaded", "hostHasLoaded"),
    ("_ = controller.statistics", "statistics"),
    ("_ = controller.sizingBytesPerRow", "sizingBytesPerRow"),
    ("controller.attach(to: host)", "attach"),
  ])
  func hostPlumbingDoesNotCompileInAnApp(statement: String, name: String) throws {
    let (succeeded, diagnostics) = try BuiltModules.typeCheck(Self.prelude + "  \(statement)\n}\n")
    #expect(!succeeded, "an app can call \(name)")
    #expect(diagnostics.contains("Screen.swift:6:"), "the error is at the call: \(diagnostics)")
    #expect(
      diagnostics.contains("inaccessible due to 'package' protection level")
        || diagnostics.contains("cannot find 'ListBatch' in scope")
        // selectRow(at:) beside the public selectRow(withID:): the compiler names the label.
        || diagnostics.contains("incorrect argument label in call (have 'at:', expected 'withID:')"),
      "the reason is that the call is the package's own: \(diagnostics)")
  }

  /// The UIKit data source and delegate are the host's own adapter's: an app calls none of their
  /// methods on a host (which would answer the view's questions behind the view's back), nor
  /// hands a host to a view as its data source or delegate.
  @Test(arguments: [
    ("_ = host.tableView(host.tableView, numberOfRowsInSection: 0)", "cannot call value of non-function type"),
    ("_ = host.tableView(host.tableView, cellForRowAt: IndexPath(row: 0, section: 0))", "cannot call value of"),
    ("_ = host.numberOfSections(in: host.tableView)", "has no member 'numberOfSections'"),
    ("host.scrollViewDidScroll(host.tableView)", "has no member 'scrollViewDidScroll'"),
    ("let dataSource: any UITableViewDataSource = host", "does not conform to specified type"),
    ("host.tableView.delegate = host", "cannot assign value of type 'TableViewHost'"),
    ("host.reconfigureShownRow(at: ElementPath(element: 0, section: 0))", "inaccessible due to 'package'"),
  ])
  func dataSourceAndDelegateMethodsAreNotTheHosts(statement: String, reason: String) throws {
    let (succeeded, diagnostics) = try BuiltModules.typeCheck(Self.prelude + "  \(statement)\n}\n")
    #expect(!succeeded, "an app can write \(statement)")
    #expect(diagnostics.contains("Screen.swift:6:"), "the error is at the call: \(diagnostics)")
    #expect(diagnostics.contains(reason), "\(diagnostics)")
  }

  /// The harness itself: the same prelude with what an app does write compiles, so the failures
  /// above are the calls', not the snippet's.
  @Test func whatAnAppWritesCompiles() throws {
    let source =
      Self.prelude + """
          host.submit(ListSnapshot { Section("prices") { Row(1, Price(amount: "1")) } })
          _ = host.selectRow(withID: 1)
          host.tableViewDidLayout()
          _ = host.tableView.dataSource?.tableView(host.tableView, numberOfRowsInSection: 0)
          _ = controller.isExpanded(rowWithID: RowID(1))
          controller.invalidateMeasuredHeights()
          _ = controller.shownSnapshot
        }

        """
    let (succeeded, diagnostics) = try BuiltModules.typeCheck(source)
    #expect(succeeded, "\(diagnostics)")
  }
}
