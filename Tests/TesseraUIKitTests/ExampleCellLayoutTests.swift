#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TesseraExamples
import TesseraTesting
import TesseraUIKit

/// The example screens' cells are written as iOS teams write them (anchors on the layout
/// margins, stack views, Dynamic Type), and they really lay out: a longer subject makes a taller
/// inbox row, a larger text size makes the rows measured again taller, and a photo's image and
/// caption share its square without overlapping.
@MainActor
@Suite struct ExampleCellLayoutTests {
  /// Twenty four-letter words: 99 columns of text.
  private static let long = Array(repeating: "word", count: 20).joined(separator: " ")

  /// The inbox on screen, 375 points wide, with a short and a long subject.
  private func inbox() async throws -> (InboxViewController, UITableView, UIWindow) {
    let controller = InboxViewController(messages: [
      Message(id: 0, sender: "Ada", subject: "Lunch?"),
      Message(id: 1, sender: "Grace", subject: Self.long),
    ])
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.addSubview(controller.view)
    controller.view.frame = window.bounds
    controller.loadViewIfNeeded()
    controller.simulateLayout()
    let table = try #require(controller.view.subviews.first as? UITableView)
    await controller.host.controller.settle()
    table.layoutIfNeeded()
    return (controller, table, window)
  }

  private func rowHeights(_ table: UITableView) -> [CGFloat] {
    (0..<2).map { table.rectForRow(at: IndexPath(row: $0, section: 1)).height }
  }

  // The subject has 375 − 2 × 16 (margins) = 343 points. At the default text size the sender
  // (headline, 17 points) takes a 21-point line, the subject (subheadline, 15 points: 7.5-point
  // columns, 18-point lines) 45 columns a line, nine words: the long one takes 3 lines. A row is
  // 11 + 21 + 4 + 18 × lines + 11 points.
  private static let defaultHeights: [CGFloat] = [65, 101]

  @Test func aLongSubjectWrapsAndMakesItsMessageRowTaller() async throws {
    let (controller, table, _) = try await inbox()
    #expect(rowHeights(table) == Self.defaultHeights)
    let cell = try #require(controller.host.cell(forRowID: 1) as? MessageCell)
    #expect(cell.subjectLabel.frame.size == CGSize(width: 343, height: 54), "three lines, the stack's width")
    #expect(cell.senderLabel.frame.maxY + 4 == cell.subjectLabel.frame.minY)
    #expect(cell.subjectLabel.font.pointSize == 15)
    #expect(table.violations.isEmpty)
  }

  @Test func aLargerTextSizeMakesTheMessageRowsMeasuredAgainTaller() async throws {
    let (controller, table, window) = try await inbox()
    window.simulateContentSizeCategory(.accessibilityMedium)
    // The app asks for its rows to be measured again, as on the notification UIKit posts.
    for id in [0, 1] { controller.host.invalidateHeight(ofRowWithID: RowID(id)) }
    await controller.host.controller.settle()
    table.layoutIfNeeded()
    let heights = rowHeights(table)
    let cell = try #require(controller.host.cell(forRowID: 1) as? MessageCell)
    #expect(cell.senderLabel.font.pointSize > 17)
    #expect(cell.subjectLabel.font.pointSize > 15)
    #expect(heights[0] > Self.defaultHeights[0])
    #expect(heights[1] > Self.defaultHeights[1])
    #expect(heights[1] == cell.frame.height)
    #expect(cell.contentView.subviews.allSatisfy { cell.contentView.bounds.contains($0.frame) }, "nothing clipped")
    #expect(table.violations.isEmpty)
  }

  /// The frame of `view` in the coordinates of its ancestor `ancestor` (no view here scrolls).
  private func frame(of view: UIView, in ancestor: UIView) -> CGRect {
    var frame = view.frame
    var superview = view.superview
    while let next = superview, next !== ancestor {
      frame.origin.x += next.frame.minX
      frame.origin.y += next.frame.minY
      superview = next.superview
    }
    return frame
  }

  @Test func mailboxHeadersAreMeasuredFromTheirConstraints() async throws {
    let (_, table, _) = try await inbox()
    // One headline line (21 points) between the header's 8-point margins.
    let rect = table.rectForHeader(inSection: 1)
    #expect(rect.height == 37)
    let header = try #require(table.headerView(forSection: 1) as? MailboxHeaderView)
    #expect(header.titleLabel.text == "Inbox (2)")
    // The headless table does not place its header views: lay this one out where it shows.
    header.frame = CGRect(origin: .zero, size: rect.size)
    header.layoutIfNeeded()
    let title = frame(of: header.titleLabel, in: header)
    let chevron = frame(of: header.chevron, in: header)
    #expect(title.height == 21 && title.minY == 8)
    #expect(!header.chevron.isHidden && chevron.width > 0)
    #expect(title.maxX + 8 == chevron.minX, "the chevron follows the title")
    #expect(chevron.maxX == rect.width - header.contentView.layoutMargins.right)
    #expect(header.accessibilityTraits.contains(.header))
    #expect(header.accessibilityValue == "Expanded")
  }

  @Test func aPhotoCellsImageAndCaptionShareItsSquareWithoutOverlapping() async throws {
    var rng = SeededRandomNumberGenerator(seed: 21)
    var product = Product.random(using: &rng)
    while product.imageURLs.isEmpty { product = Product.random(using: &rng) }
    let controller = PhotoGridViewController(products: [product])
    controller.loadViewIfNeeded()
    controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 900)
    controller.simulateLayout()
    let collectionView = try #require(controller.view.subviews.first as? UICollectionView)
    await controller.host.controller.settle()
    collectionView.layoutIfNeeded()
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)
    let bounds = cell.contentView.bounds
    let image = cell.imageView.frame
    let caption = cell.caption.frame
    #expect(abs(bounds.width - (300 - 2 * 2) / 3) < 0.01, "a third of the width")
    #expect(image.width > 0 && image.height > 0)
    #expect(caption.width > 0 && caption.height > 0)
    #expect(bounds.contains(image) && bounds.contains(caption))
    #expect(!image.intersects(caption), "the caption sits below the image")
    #expect(image.maxY + 4 == caption.minY)
    #expect(cell.caption.text == product.name)
    #expect(cell.imageView.layer.cornerRadius == 8 && cell.imageView.clipsToBounds)
    #expect(cell.accessibilityTraits.contains(.image))
    #expect(collectionView.violations.isEmpty)
  }
}
