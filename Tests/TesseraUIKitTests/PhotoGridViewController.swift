#if canImport(UIKit)
// The iOS 16 SDK declares the accessibility traits as global variables, which Swift 6 rejects as
// shared mutable state in the cells unless the import is marked @preconcurrency (later SDKs
// declare them as constants).
@preconcurrency import UIKit
#else
import HeadlessUIKit
#endif
import TesseraExamples
import TesseraUIKit

// A photo grid of product images in a UICollectionView: a header with a count, the photos in a
// three-column grid of squares (long press to remove one, tap to select), and the products in a
// list section below (swipe to delete a product with its photos). The screen is a pure function
// of the state, as every Tessera screen; compiled for iOS as it is, tested on Linux against the
// headless collection view (`PhotoGridViewControllerTests`).

/// The header of the gallery: a title and how many photos it shows.
struct GalleryHeader: Equatable, Sendable {
  var title: String
  var photoCount: Int
}

/// One photo of a product.
struct Photo: Equatable, Sendable {
  var url: String
  var productName: String
}

/// The state of the screen and the list it shows.
struct PhotoGridScreen: Sendable {
  enum Action: Sendable {
    case removePhoto(url: String)
    case deleteProduct(name: String)
  }

  var products: [Product]
  var removedPhotos: Set<String> = []

  var photos: [Photo] {
    products.flatMap { product in
      product.imageURLs.filter { !removedPhotos.contains($0) }.map { Photo(url: $0, productName: product.name) }
    }
  }

  mutating func apply(_ action: Action) {
    switch action {
    case .removePhoto(let url): removedPhotos.insert(url)
    case .deleteProduct(let name): products.removeAll { $0.name == name }
    }
  }

  func snapshot(send: @escaping @MainActor @Sendable (Action) -> Void) -> ListSnapshot {
    let photos = self.photos
    return ListSnapshot {
      Section(
        "photos",
        rows: photos.map { photo in
          Row(photo.url, photo)
            .contextMenu {
              RowAction("Remove", systemImage: "trash", role: .destructive) { _ in send(.removePhoto(url: photo.url)) }
            }
        }
      )
      .header(.content(GalleryHeader(title: "Gallery", photoCount: photos.count)))
      .collectionLayout(.grid(columns: 3, spacing: 2, itemHeight: .aspectRatio(1), insets: 0))

      Section(
        "products", header: "Products",
        rows: products.map { product in
          Row(product.name, product.name)
            .onDelete { _ in send(.deleteProduct(name: product.name)) }
        }
      )
      .collectionLayout(.list(.insetGrouped))
    }
  }
}

final class PhotoGridViewController: UIViewController {
  private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
  private(set) lazy var host = CollectionViewHost(collectionView: collectionView)
  private var screen: PhotoGridScreen

  init(products: [Product]) {
    screen = PhotoGridScreen(products: products)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.frame = view.bounds
    collectionView.allowsMultipleSelection = true
    view.addSubview(collectionView)
    host.selectionBehavior = .persistent
    host.register(PhotoCell.self)
    host.registerHeaderFooter(GalleryHeaderView.self)
    host.registerListCell(for: String.self) { configuration, name, _ in
      configuration.text = name
    }
    render()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView.frame = view.bounds
    host.collectionViewDidLayout()
  }

  private func send(_ action: PhotoGridScreen.Action) {
    screen.apply(action)
    render()
  }

  private func render() {
    host.submit(screen.snapshot { [weak self] action in self?.send(action) })
  }
}

/// A square photo: the image, its corners rounded, above the product's name in a caption of up
/// to two lines. The image here is a placeholder symbol; an app loads the photo into it.
final class PhotoCell: UICollectionViewCell, CollectionCell {
  let imageView = UIImageView(image: UIImage(systemName: "photo"))
  let caption = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    imageView.contentMode = .scaleAspectFill
    imageView.layer.cornerRadius = 8
    imageView.clipsToBounds = true
    imageView.tintColor = .secondaryLabel
    imageView.backgroundColor = .secondarySystemBackground
    imageView.translatesAutoresizingMaskIntoConstraints = false
    caption.font = .preferredFont(forTextStyle: .caption1)
    caption.adjustsFontForContentSizeCategory = true
    caption.numberOfLines = 2
    caption.textAlignment = .center
    caption.setContentHuggingPriority(.defaultHigh, for: .vertical)
    caption.setContentCompressionResistancePriority(.required, for: .vertical)
    caption.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(imageView)
    contentView.addSubview(caption)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      imageView.topAnchor.constraint(equalTo: margins.topAnchor),
      imageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      imageView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      caption.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 4),
      caption.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      caption.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      caption.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    isAccessibilityElement = true
    accessibilityTraits = .image
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with photo: Photo, context: CellContext) {
    caption.text = photo.productName
    accessibilityLabel = photo.url
  }
}

/// The gallery's header: the title and the number of photos, in a headline that follows the
/// user's text size, at least 44 points tall.
final class GalleryHeaderView: UICollectionReusableView, CollectionHeaderFooter {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.font = .preferredFont(forTextStyle: .headline)
    label.adjustsFontForContentSizeCategory = true
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    let margins = layoutMarginsGuide
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      label.topAnchor.constraint(equalTo: margins.topAnchor),
      label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
    ])
    isAccessibilityElement = true
    accessibilityTraits = .header
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with header: GalleryHeader, context: SectionSupplementContext) {
    label.text = "\(header.title) · \(header.photoCount) photos"
    accessibilityLabel = label.text
  }
}
