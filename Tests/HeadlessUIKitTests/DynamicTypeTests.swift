import Foundation
import HeadlessUIKit
import Testing

/// Fonts follow Dynamic Type by Apple's table of sizes; traits flow from the window down the
/// hierarchy; a content size category change re-measures labels that adjust their font.
@MainActor
@Suite struct DynamicTypeTests {
  private func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
    UITraitCollection(preferredContentSizeCategory: category)
  }

  @Test func textStylesTakeTheirSizeForTheCategory() {
    let expected: [(UIFont.TextStyle, UIContentSizeCategory, CGFloat)] = [
      (.body, .large, 17), (.body, .extraSmall, 14), (.body, .extraExtraExtraLarge, 23),
      (.body, .accessibilityExtraExtraExtraLarge, 53), (.largeTitle, .accessibilityMedium, 44),
      (.caption2, .small, 11), (.footnote, .accessibilityLarge, 27), (.headline, .extraLarge, 19),
      (.title3, .medium, 19), (.callout, .accessibilityExtraExtraLarge, 44),
    ]
    for (style, category, size) in expected {
      let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits(category))
      #expect(font.pointSize == size, "\(style.rawValue) at \(category.rawValue)")
    }
    // Without traits, and with traits that do not say, the current category: large.
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
  }

  @Test func fontMetricsScaleByTheStylesCurve() {
    let metrics = UIFontMetrics(forTextStyle: .body)
    let base = UIFont.systemFont(ofSize: 34, weight: .bold)
    let large = metrics.scaledFont(for: base, compatibleWith: traits(.large))
    #expect(large.pointSize == 34)
    let bigger = metrics.scaledFont(for: base, compatibleWith: traits(.accessibilityExtraExtraExtraLarge))
    #expect(bigger.pointSize == 106)  // 34 × 53 / 17
    #expect(
      metrics.scaledFont(for: base, maximumPointSize: 40, compatibleWith: traits(.accessibilityLarge)).pointSize == 40)
    #expect(metrics.scaledValue(for: 17, compatibleWith: traits(.extraSmall)) == 14)
    #expect(UIFontMetrics.default.scaledValue(for: 8) == 8)
  }

  @Test func fontsHaveDeterministicMetricsAndCompareByValue() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.lineHeight == 21 && font.pointSize == 17)
    #expect(font == UIFont.systemFont(ofSize: 17))
    #expect(font != UIFont.systemFont(ofSize: 17, weight: .bold))
    #expect(font.withSize(20).pointSize == 20)
    #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitBold))
    let bold = UIFont(
      descriptor: UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
    #expect(bold.pointSize == 17 && bold.fontDescriptor.symbolicTraits.contains(.traitBold))
    #expect(UIFont(name: "", size: 12) == nil)
  }

  @Test func categoriesCompareBySize() {
    #expect(UIContentSizeCategory.extraSmall < .large)
    #expect(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
    #expect(UIContentSizeCategory.unspecified < .extraSmall)
    #expect(UIContentSizeCategory.large >= .large && UIContentSizeCategory.large <= .large)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }

  @Test func traitCollectionsMergeAndContainTraits() {
    let merged = UITraitCollection(traitsFrom: [
      traits(.small), UITraitCollection(userInterfaceStyle: .dark), traits(.large),
    ])
    #expect(merged.preferredContentSizeCategory == .large && merged.userInterfaceStyle == .dark)
    #expect(merged.horizontalSizeClass == .unspecified && merged.displayScale == 0)
    #expect(merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(!merged.containsTraits(in: traits(.small)))
    #expect(merged.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
    #expect(merged[UITraitPreferredContentSizeCategory.self] == .large)
  }

  @Test func viewsTakeTheirWindowsTraitsAndAreToldWhenTheyChange() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let view = TraitRecordingView()
    #expect(view.traitCollection.preferredContentSizeCategory == .large)
    #expect(view.traitCollection.userInterfaceIdiom == .phone && view.traitCollection.displayScale == 3)
    window.simulateContentSizeCategory(.extraExtraLarge)
    #expect(view.changes.isEmpty, "a view outside the window keeps its traits")
    window.addSubview(view)
    #expect(view.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
    #expect(view.changes == [.large])
    // A change that leaves the category alone calls back too, with the category unchanged.
    window.simulateTraitCollection(UITraitCollection(userInterfaceStyle: .dark))
    #expect(view.traitCollection.userInterfaceStyle == .dark)
    #expect(view.changes == [.large, .extraExtraLarge])
    #expect(view.currentDuringCallback == .dark)
    // Moving out of the window returns to the phone's traits.
    view.removeFromSuperview()
    #expect(view.traitCollection.preferredContentSizeCategory == .large && view.changes.count == 3)
    // Moving within traits that do not change calls nothing.
    let other = UIView()
    other.addSubview(view)
    #expect(view.changes.count == 3)
  }

  @Test func handlersRegisteredForTraitsRunOnlyWhenThoseTraitsChange() {
    let window = UIWindow(frame: .zero)
    let view = UIView()
    window.addSubview(view)
    var categories: [UIContentSizeCategory] = []
    let registration = view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
      (view: UIView, previous: UITraitCollection) in
      categories.append(previous.preferredContentSizeCategory)
      categories.append(view.traitCollection.preferredContentSizeCategory)
    }
    window.simulateTraitCollection(UITraitCollection(userInterfaceStyle: .dark))
    #expect(categories.isEmpty)
    window.simulateContentSizeCategory(.accessibilityLarge)
    #expect(categories == [.large, .accessibilityLarge])
    view.unregisterForTraitChanges(registration)
    window.simulateContentSizeCategory(.small)
    #expect(categories.count == 2)
  }

  @Test func aTextSizeChangeIsPostedAsUIKitPostsIt() {
    let window = UIWindow(frame: .zero)
    let received = ReceivedCategories()
    let observer = NotificationCenter.default.addObserver(
      forName: UIContentSizeCategory.didChangeNotification, object: window, queue: nil
    ) { notification in
      if let category = notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
        received.categories.append(category)
      }
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    window.simulateContentSizeCategory(.extraExtraLarge)
    window.simulateTraitCollection(UITraitCollection(userInterfaceStyle: .dark))
    window.simulateContentSizeCategory(.extraExtraLarge)
    #expect(received.categories == [.extraExtraLarge], "posted once, when the category changed")
  }

  @Test func aViewControllerIsToldWhenItsViewsTraitsChange() {
    let window = UIWindow(frame: .zero)
    let controller = TraitRecordingController()
    window.addSubview(controller.view)
    window.simulateContentSizeCategory(.extraLarge)
    #expect(controller.traitCollection.preferredContentSizeCategory == .extraLarge)
    #expect(controller.previous == [.large])
  }

  @Test func aContentSizeCategoryChangeRemeasuresLabelsThatAdjustTheirFont() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let adjusting = UILabel()
    adjusting.font = .preferredFont(forTextStyle: .body)
    adjusting.adjustsFontForContentSizeCategory = true
    adjusting.text = "Order shipped"
    let fixed = UILabel()
    fixed.font = .preferredFont(forTextStyle: .body)
    fixed.text = "Order shipped"
    let scaled = UILabel()
    scaled.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 34))
    scaled.adjustsFontForContentSizeCategory = true
    scaled.text = "Title"
    for label in [adjusting, fixed, scaled] { window.addSubview(label) }
    #expect(adjusting.intrinsicContentSize == CGSize(width: 110.5, height: 21))

    window.simulateContentSizeCategory(.accessibilityExtraExtraExtraLarge)
    #expect(adjusting.font.pointSize == 53)
    #expect(adjusting.intrinsicContentSize == CGSize(width: 344.5, height: 64))
    #expect(fixed.font.pointSize == 17 && fixed.intrinsicContentSize.height == 21, "a label that does not adjust")
    #expect(scaled.font.pointSize == 106)

    // A label that starts adjusting in a window takes the window's size at once.
    let late = UILabel()
    late.font = .preferredFont(forTextStyle: .caption1)
    window.addSubview(late)
    late.adjustsFontForContentSizeCategory = true
    #expect(late.font.pointSize == 43)
  }

  @Test func traitOverridesReplaceTheTraitsTheySetForTheViewAndItsSubviews() {
    // A view outside any window, as a cell kept for measuring is.
    let cell = TraitRecordingView()
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    cell.addSubview(label)
    #expect(cell.traitCollection.preferredContentSizeCategory == .large)
    #expect(!cell.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))

    cell.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
    #expect(cell.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))
    #expect(!cell.traitOverrides.contains(UITraitUserInterfaceStyle.self))
    #expect(cell.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
    #expect(label.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
    #expect(label.font.pointSize == 28, "the label took the overridden size")
    #expect(cell.changes == [.large], "the view was told once")
    // The traits not overridden still come from the environment.
    #expect(cell.traitCollection.userInterfaceStyle == .light)

    // Setting the same override again tells nobody.
    cell.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
    #expect(cell.changes == [.large])

    // In a window, the override still wins over the window's text size.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(cell)
    window.simulateContentSizeCategory(.extraSmall)
    #expect(label.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
    #expect(cell.changes == [.large])

    // Removed, the window's size is inherited again.
    cell.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
    #expect(!cell.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))
    #expect(label.traitCollection.preferredContentSizeCategory == .extraSmall)
    #expect(label.font.pointSize == 14)
    #expect(cell.changes == [.large, .accessibilityMedium])
  }
}

/// The categories a notification observer received (posted and read on the main thread).
private final class ReceivedCategories: @unchecked Sendable {
  var categories: [UIContentSizeCategory] = []
}

/// A view that records the category it had before each trait change.
private final class TraitRecordingView: UIView {
  var changes: [UIContentSizeCategory?] = []
  var currentDuringCallback: UIUserInterfaceStyle?

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    changes.append(previousTraitCollection?.preferredContentSizeCategory)
    currentDuringCallback = UITraitCollection.current.userInterfaceStyle
  }
}

/// A controller that records the category its traits had before each change.
private final class TraitRecordingController: UIViewController {
  var previous: [UIContentSizeCategory?] = []

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    previous.append(previousTraitCollection?.preferredContentSizeCategory)
  }
}
