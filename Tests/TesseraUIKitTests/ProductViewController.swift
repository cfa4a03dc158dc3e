#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TesseraExamples
import TesseraUIKit

// The product page of the seeds in a UITableView, with the same `ProductScreen` state and
// `snapshot(send:)` function that `tessera-demo product` runs in a terminal. Compiled for iOS as
// it is; tested on Linux against the headless table (`ProductViewControllerTests`).

final class ProductViewController: UIViewController {
  private let tableView = UITableView(frame: .zero, style: .plain)
  private(set) lazy var host = TableViewHost(tableView: tableView)
  private var screen = ProductScreen()
  private let fetchProduct: @MainActor () async -> Product
  private(set) var loading: Task<Void, Never>?

  init(fetchProduct: @escaping @MainActor () async -> Product) {
    self.fetchProduct = fetchProduct
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    view.addSubview(tableView)
    host.register(LabelCell<ProductScreen.CycleImages>.self)
    host.register(LabelCell<ProductScreen.MainTitle>.self)
    host.register(LabelCell<ProductScreen.SubTitle>.self)
    host.register(LabelCell<ProductScreen.Price>.self)
    host.register(LabelCell<ProductScreen.Promotions>.self)
    host.register(LabelCell<ProductScreen.SelectedSpecification>.self)
    host.register(LabelCell<ProductScreen.StoreInfo>.self)
    host.register(LabelCell<ProductScreen.CommentSummary>.self)
    host.register(LabelCell<ProductScreen.Comment>.self)
    host.register(LabelCell<ProductScreen.Link>.self)
    host.register(LabelCell<ProductScreen.Notice>.self)
    render()
    loading = Task { [weak self] in
      guard let self else { return }
      send(.loaded(await fetchProduct()))
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    tableView.frame = view.bounds
    host.tableViewDidLayout()
  }

  private func send(_ action: ProductScreen.Action) {
    screen.apply(action)
    render()
  }

  private func render() {
    host.submit(screen.snapshot { [weak self] action in self?.send(action) })
  }
}

// MARK: - Cells

/// Content that a plain label cell can show.
protocol LabelText: Equatable & Sendable {
  var labelText: String { get }
}

/// One cell type for every block of the example: a label in body text that wraps to as many
/// lines as it takes and follows the user's text size, pinned to the content view's margins.
final class LabelCell<Content: LabelText>: UITableViewCell, TableCell {
  private let label = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      label.topAnchor.constraint(equalTo: margins.topAnchor),
      label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with content: Content, context: CellContext) {
    label.text = content.labelText
  }
}

extension ProductScreen.CycleImages: LabelText { var labelText: String { "[\(urls.count) images]" } }
extension ProductScreen.MainTitle: LabelText { var labelText: String { text ?? "…" } }
extension ProductScreen.SubTitle: LabelText { var labelText: String { text } }
extension ProductScreen.Price: LabelText { var labelText: String { text } }
extension ProductScreen.Promotions: LabelText { var labelText: String { items.joined(separator: " · ") } }
extension ProductScreen.SelectedSpecification: LabelText { var labelText: String { "\(label): \(value)" } }
extension ProductScreen.StoreInfo: LabelText { var labelText: String { "\(name), \(location)" } }
extension ProductScreen.CommentSummary: LabelText { var labelText: String { "\(title) (\(count))" } }
extension ProductScreen.Comment: LabelText { var labelText: String { "\(author): \(text)" } }
extension ProductScreen.Link: LabelText { var labelText: String { title } }
extension ProductScreen.Notice: LabelText { var labelText: String { text } }
