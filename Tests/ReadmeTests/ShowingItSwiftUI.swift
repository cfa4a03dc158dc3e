// swift-format-ignore-file
// README.md, "Showing it", the SwiftUI shapes, verbatim between the wrapper lines
// (DocumentationSnippetTests checks it; ios-compile compiles it against the iOS SDK, where
// SwiftUI is).
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TesseraSwiftUI
import TesseraUIKit

@MainActor
struct PriceRow: View {
  let price: Price
  var body: some View { Text(price.amount) }
}

@MainActor  // README wrapper
struct ReadmeProductView: View {  // README wrapper
  let product: Product  // README wrapper
  let host: TableViewHost  // README wrapper
  @State private var selection: Set<RowID> = []  // README wrapper
  var body: some View {  // README wrapper
// iOS: the same snapshots in a SwiftUI view (TesseraSwiftUI), the selection by row id
SnapshotList(productPage(.loaded(product)), selection: $selection) { rows in
  rows.register(Price.self) { price, context in PriceRow(price: price) }   // a SwiftUI view per content type
}
  }  // README wrapper

  func showInUIKit() {  // README wrapper
// SwiftUI rows, or any content configuration, in the UIKit hosts
host.register(Price.self) { price, context in PriceRow(price: price) }
host.registerContentConfiguration(for: Notice.self) { notice, context in
  var content = UIListContentConfiguration.cell()
  content.text = notice.text
  return content
}
host.invalidateHeight(ofRowWithID: "images")   // a row whose picture arrived is measured again
  }  // README wrapper
}  // README wrapper
#endif
