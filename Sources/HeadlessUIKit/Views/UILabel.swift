#if !canImport(UIKit)
import Foundation

/// A view that shows text, as in UIKit, measured with deterministic metrics so that self-sizing
/// cells built from labels have stable sizes in tests (see the article "Text measurement").
///
/// Text wraps at the width it is given: between words (a word longer than the line between
/// characters), around wide East Asian characters, or between any characters with
/// `.byCharWrapping`; at most ``numberOfLines`` lines (0: no limit), the last of which shows the
/// rest cut short as ``lineBreakMode`` says. A character advances half the point size of its font
/// per column it takes (two for wide characters and emoji); a line is its font's
/// ``UIFont/lineHeight`` tall. ``sizeThatFits(_:)`` measures at the offered width (0: no limit),
/// ``intrinsicContentSize`` at ``preferredMaxLayoutWidth``, else, for a label of several lines,
/// at its current width. Attributed text measures each run in its own font.
///
/// A label is not interactive (`isUserInteractionEnabled` is `false`), is an accessibility
/// element whose ``accessibilityLabel`` is its text unless set, and with
/// ``adjustsFontForContentSizeCategory`` takes the new size of a Dynamic Type font when its
/// content size category changes.
@MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting, WrappingTextView {
  /// The text as set: plain, or attributed.
  private enum Content {
    case plain(String)
    case attributed(NSAttributedString)
  }

  private var content: Content?
  private var storedFont: UIFont = .systemFont(ofSize: 17)
  private var storedTextColor: UIColor = .label
  private var storedAccessibilityLabel: String?
  /// The clusters of the text, measured once per change of the text or its fonts.
  private var cachedClusters: [TextCluster]?
  /// The layouts computed since the text last changed, by width and line limit.
  private var cachedLayouts: [(width: CGFloat?, lines: Int, mode: NSLineBreakMode, text: LaidOutText)] = []

  /// Creates a label.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    isAccessibilityElement = true
    accessibilityTraits = .staticText
  }

  /// Creates a label from an archive; headless views are never archived.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
    isAccessibilityElement = true
    accessibilityTraits = .staticText
  }

  // MARK: Text

  /// The text shown. Setting it replaces any ``attributedText``.
  open var text: String? {
    get {
      switch content {
      case .plain(let text): text
      case .attributed(let text): text.string
      case nil: nil
      }
    }
    set {
      content = newValue.map(Content.plain)
      textDidChange()
    }
  }

  /// The text shown, with attributes (iOS 6): runs in other fonts are measured in their fonts.
  /// Read after setting ``text``, the text with the label's font and colour.
  open var attributedText: NSAttributedString? {
    get {
      switch content {
      case .plain(let text):
        NSAttributedString(string: text, attributes: [.font: storedFont, .foregroundColor: storedTextColor])
      case .attributed(let text): text
      case nil: nil
      }
    }
    set {
      content = newValue.map { Content.attributed(NSAttributedString(attributedString: $0)) }
      textDidChange()
    }
  }

  /// The font of the text; setting it applies to the whole of an attributed text, as in UIKit.
  /// A Dynamic Type font set while ``adjustsFontForContentSizeCategory`` is on takes the size
  /// of the label's content size category.
  open var font: UIFont! {
    get { storedFont }
    set {
      let font = newValue ?? .systemFont(ofSize: 17)
      storedFont = adjustsFontForContentSizeCategory ? font.adjusted(for: contentSizeCategory) : font
      if case .attributed(let text) = content {
        content = .attributed(text.applying(.font, storedFont))
      }
      textDidChange()
    }
  }

  /// The colour of the text; setting it applies to the whole of an attributed text.
  open var textColor: UIColor! {
    get { storedTextColor }
    set {
      storedTextColor = newValue ?? .label
      if case .attributed(let text) = content {
        content = .attributed(text.applying(.foregroundColor, storedTextColor))
      }
    }
  }

  /// The alignment of the lines (drawing only: it changes no size).
  open var textAlignment: NSTextAlignment = .natural
  /// What the last line does when the text does not fit (`.byTruncatingTail` by default).
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet { textLayoutDidChange() }
  }
  /// The maximum number of lines; 0 means no limit.
  open var numberOfLines = 1 {
    didSet { wrappingDidChange(wrapped: oldValue != 1 && preferredMaxLayoutWidth == 0) }
  }
  /// The width at which a label of several lines wraps for its ``intrinsicContentSize``; 0 to
  /// wrap at the width layout gives it (UIKit's automatic width).
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { wrappingDidChange(wrapped: oldValue == 0 && numberOfLines != 1) }
  }
  /// While the layout engine measures the label, the width it offers (0: no limit); else `nil`
  /// and the label wraps at its current width.
  var layoutWrapWidth: CGFloat?
  /// Whether the font follows the content size category (iOS 10): see the type's discussion.
  open var adjustsFontForContentSizeCategory = false {
    didSet {
      guard adjustsFontForContentSizeCategory, !oldValue else { return }
      adjustFont(for: contentSizeCategory)
    }
  }

  // MARK: Recorded only

  /// Whether the label is enabled (drawn dimmed when not).
  open var isEnabled = true
  /// Whether the label is highlighted.
  open var isHighlighted = false
  /// The colour of the text while highlighted.
  open var highlightedTextColor: UIColor?
  /// The colour of the text's shadow.
  open var shadowColor: UIColor?
  /// The offset of the text's shadow.
  open var shadowOffset = CGSize(width: 0, height: -1)
  /// Whether the font shrinks to fit the width; headless text never shrinks.
  open var adjustsFontSizeToFitWidth = false
  /// How far the font may shrink to fit.
  open var minimumScaleFactor: CGFloat = 0
  /// Whether characters are drawn tighter before truncating (iOS 9); not modelled.
  open var allowsDefaultTighteningForTruncation = false
  /// How text moves vertically when the font shrinks.
  open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

  // MARK: Accessibility

  /// What VoiceOver reads: the label's text unless set.
  open override var accessibilityLabel: String? {
    get { storedAccessibilityLabel ?? text }
    set { storedAccessibilityLabel = newValue }
  }

  // MARK: Measuring

  /// The rectangle the text takes in `bounds`, with at most `numberOfLines` lines (0: no limit):
  /// the text wraps at the bounds' width (unless it is 0 or less) and keeps the lines that fit
  /// in its height (at least one).
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    CGRect(
      origin: bounds.origin, size: layout(in: bounds.size, numberOfLines: numberOfLines).size(lineSpacing: lineSpacing))
  }

  /// Draws the text; headless labels draw nothing.
  open func drawText(in rect: CGRect) {}

  /// The size the text needs at the offered width (0 or less: no limit), as ``textRect(forBounds:limitedToNumberOfLines:)``
  /// measures it with ``numberOfLines``; the offered height is not a limit.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    textRect(
      forBounds: CGRect(x: 0, y: 0, width: size.width, height: .greatestFiniteMagnitude),
      limitedToNumberOfLines: numberOfLines
    ).size
  }

  /// The text's size at ``preferredMaxLayoutWidth``, else, for a label of several lines, at the
  /// width layout gives it (its current width; while constraints are solved, the width they
  /// offer); else on lines as long as the text makes them.
  open override var intrinsicContentSize: CGSize {
    var width: CGFloat = 0
    if preferredMaxLayoutWidth > 0 {
      width = preferredMaxLayoutWidth
    } else if numberOfLines != 1 {
      width = layoutWrapWidth ?? bounds.width
    }
    return sizeThatFits(CGSize(width: width, height: 0))
  }

  /// Whether the label wraps at the width layout gives it: several lines, no preferred width.
  var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

  /// The lines the label shows in its bounds, as drawn: what each shows, with an ellipsis where
  /// the text was truncated.
  var displayedText: LaidOutText { layout(in: bounds.size, numberOfLines: numberOfLines) }

  /// The extra space between lines of an attributed text's paragraph style.
  private var lineSpacing: CGFloat {
    guard case .attributed(let text) = content, text.length > 0,
      let style = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
    else { return 0 }
    return style.lineSpacing
  }

  /// The text laid out in `size` (a width of 0 or less, or an infinite one: no limit).
  private func layout(in size: CGSize, numberOfLines: Int) -> LaidOutText {
    let width: CGFloat? = size.width > 0 && size.width.isFinite ? size.width : nil
    var text = laidOut(width: width, numberOfLines: numberOfLines)
    if size.height > 0, size.height.isFinite, text.size(lineSpacing: lineSpacing).height > size.height + 0.001 {
      var fitting = 0
      var used: CGFloat = 0
      for line in text.lines {
        used += line.height + (fitting > 0 ? lineSpacing : 0)
        if used > size.height + 0.001 { break }
        fitting += 1
      }
      text = laidOut(width: width, numberOfLines: Swift.max(1, fitting))
    }
    return text
  }

  /// The text laid out, from the cache when it was laid out the same way since it last changed.
  private func laidOut(width: CGFloat?, numberOfLines: Int) -> LaidOutText {
    if let cached = cachedLayouts.first(where: {
      $0.width == width && $0.lines == numberOfLines && $0.mode == lineBreakMode
    }) {
      return cached.text
    }
    let clusters = cachedClusters ?? makeClusters()
    cachedClusters = clusters
    let text = LineLayout.layOut(
      clusters, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
      emptyLineHeight: storedFont.lineHeight)
    if cachedLayouts.count == 4 { cachedLayouts.removeFirst() }
    cachedLayouts.append((width, numberOfLines, lineBreakMode, text))
    return text
  }

  private func makeClusters() -> [TextCluster] {
    switch content {
    case .plain(let text): LineLayout.clusters(of: text, font: storedFont)
    case .attributed(let text): LineLayout.clusters(of: text, font: storedFont)
    case nil: []
    }
  }

  private func textDidChange() {
    cachedClusters = nil
    textLayoutDidChange()
  }

  private func textLayoutDidChange() {
    cachedLayouts.removeAll()
    invalidateIntrinsicContentSize()
  }

  /// The line limit or the preferred width changed: whether the label wraps at its layout width
  /// may have too, which changes how the layout engine measures it.
  private func wrappingDidChange(wrapped: Bool) {
    if wrapped != wrapsAtLayoutWidth { autoLayoutStructureDidChange() }
    textLayoutDidChange()
  }

  /// A label of several lines without a preferred width wraps at its width: its intrinsic size
  /// changes with it. One placed by constraints is already measured at the width they give it.
  override func viewSizeDidChange(from oldSize: CGSize) {
    super.viewSizeDidChange(from: oldSize)
    if wrapsAtLayoutWidth, translatesAutoresizingMaskIntoConstraints, bounds.width != oldSize.width {
      invalidateIntrinsicContentSize()
    }
  }

  // MARK: Dynamic Type

  /// The content size category of the label's traits.
  private var contentSizeCategory: UIContentSizeCategory { traitCollection.preferredContentSizeCategory }

  /// Takes the size of a Dynamic Type font at `category`, when the label adjusts its font.
  override func adjustFont(for category: UIContentSizeCategory) {
    super.adjustFont(for: category)
    guard adjustsFontForContentSizeCategory else { return }
    let adjusted = storedFont.adjusted(for: category)
    guard adjusted != storedFont else { return }
    font = adjusted
  }
}

/// How text moves vertically in a label whose font shrinks to fit.
public enum UIBaselineAdjustment: Int, @unchecked Sendable {
  /// The baselines stay where they were.
  case alignBaselines = 0
  /// The text stays centred.
  case alignCenters = 1
  /// The text stays at the top.
  case none = 2
}

extension NSAttributedString {
  /// A copy with `value` for `key` over the whole string.
  func applying(_ key: NSAttributedString.Key, _ value: Any) -> NSAttributedString {
    let copy = NSMutableAttributedString(attributedString: self)
    copy.addAttribute(key, value: value, range: NSRange(location: 0, length: copy.length))
    return copy
  }
}
#endif
