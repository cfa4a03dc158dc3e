#if !canImport(UIKit)
import Foundation

/// What a line of text does when it does not fit, as in UIKit's text system.
public enum NSLineBreakMode: Int, @unchecked Sendable {
  /// Lines break between words; a word longer than a line breaks between characters.
  case byWordWrapping = 0
  /// Lines break between characters.
  case byCharWrapping = 1
  /// Lines are cut at the edge.
  case byClipping = 2
  /// The start of the last line is replaced by an ellipsis: "…end of the text".
  case byTruncatingHead = 3
  /// The end of the last line is replaced by an ellipsis: "Start of the te…".
  case byTruncatingTail = 4
  /// The middle of the last line is replaced by an ellipsis: "Start…the text".
  case byTruncatingMiddle = 5
}

/// How a paragraph of attributed text is laid out, as in UIKit: its alignment, how its lines
/// break and the spacing around them. Labels measure with ``lineBreakMode`` and ``lineSpacing``;
/// the other values are recorded only.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
  /// The alignment of the paragraph's lines.
  open internal(set) var alignment: NSTextAlignment = .natural
  /// What lines that do not fit do.
  open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
  /// The extra space between the lines of the paragraph.
  open internal(set) var lineSpacing: CGFloat = 0
  /// The space after the paragraph.
  open internal(set) var paragraphSpacing: CGFloat = 0
  /// The indentation of the paragraph's first line.
  open internal(set) var firstLineHeadIndent: CGFloat = 0
  /// The indentation of the paragraph's other lines.
  open internal(set) var headIndent: CGFloat = 0
  /// The smallest height of a line; 0 for none.
  open internal(set) var minimumLineHeight: CGFloat = 0
  /// The largest height of a line; 0 for none.
  open internal(set) var maximumLineHeight: CGFloat = 0

  /// A style with the default values.
  public override init() { super.init() }

  /// The default style: natural alignment, word wrapping, no extra spacing.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// A mutable copy of the style.
  open override func mutableCopy() -> Any {
    let copy = NSMutableParagraphStyle()
    copy.setParagraphStyle(self)
    return copy
  }
}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// The alignment of the paragraph's lines.
  open override var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  /// What lines that do not fit do.
  open override var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
  /// The extra space between the lines of the paragraph.
  open override var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
  /// The space after the paragraph.
  open override var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue }
  }
  /// The indentation of the paragraph's first line.
  open override var firstLineHeadIndent: CGFloat {
    get { super.firstLineHeadIndent }
    set { super.firstLineHeadIndent = newValue }
  }
  /// The indentation of the paragraph's other lines.
  open override var headIndent: CGFloat {
    get { super.headIndent }
    set { super.headIndent = newValue }
  }
  /// The smallest height of a line; 0 for none.
  open override var minimumLineHeight: CGFloat {
    get { super.minimumLineHeight }
    set { super.minimumLineHeight = newValue }
  }
  /// The largest height of a line; 0 for none.
  open override var maximumLineHeight: CGFloat {
    get { super.maximumLineHeight }
    set { super.maximumLineHeight = newValue }
  }

  /// Takes every value of `style`.
  open func setParagraphStyle(_ style: NSParagraphStyle) {
    alignment = style.alignment
    lineBreakMode = style.lineBreakMode
    lineSpacing = style.lineSpacing
    paragraphSpacing = style.paragraphSpacing
    firstLineHeadIndent = style.firstLineHeadIndent
    headIndent = style.headIndent
    minimumLineHeight = style.minimumLineHeight
    maximumLineHeight = style.maximumLineHeight
  }
}
#endif
