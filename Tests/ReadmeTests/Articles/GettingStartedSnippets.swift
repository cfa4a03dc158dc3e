// swift-format-ignore-file
// (The snippets are the documents' code, verbatim: the documents decide their layout.)
// Tessera.docc/GettingStarted.md, verbatim between the wrapper lines (DocumentationSnippetTests
// checks it; GettingStartedTests runs it against the headless table).
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera
import TesseraUIKit

struct GettingStartedArticle {  // doc wrapper
@ListBuilder<Section>
func productPage(_ state: Loadable<Product>) -> ListSnapshot {
  Section("basics") {
    Row("images", CycleImages(urls: state.value?.images ?? [])).height(.aspectRatio(120.0 / 320))
    if let product = state.value {
      Row("title", MainTitle(product.name))
      if !product.promotions.isEmpty { Row("promotions", Promotions(product.promotions)) }
    }
  }
}

@MainActor  // doc wrapper
func showIt(in tableView: UITableView) async -> TableViewHost {  // doc wrapper
let host = TableViewHost(tableView: tableView)  // owns its ListController, already attached
host.register(TextCell<CycleImages>.self)       // one cell per content type; TextCell shows
host.register(TextCell<MainTitle>.self)         // CustomStringConvertible content in a label
host.register(TextCell<Promotions>.self)
host.submit(productPage(.loading))
let product = await api.product()
await host.apply(productPage(.loaded(product)))
return host  // doc wrapper
}  // doc wrapper

@MainActor  // doc wrapper
func routeDiagnostics(to logger: Logger) {  // doc wrapper
ListController.defaultDiagnosticsHandler = { diagnostic in logger.warning("\(diagnostic)") }
}  // doc wrapper
}  // doc wrapper
