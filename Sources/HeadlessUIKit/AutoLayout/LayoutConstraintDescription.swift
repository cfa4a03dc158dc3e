#if !canImport(UIKit)
import Foundation

/// Descriptions of constraints in UIKit's format, for the engine's messages:
/// `<NSLayoutConstraint:0x… 'name' UILabel:0x….leading == UIView:0x….leadingMargin + 16   (active)>`.
@MainActor
enum LayoutConstraintDescription {
  static func describe(_ constraint: NSLayoutConstraint) -> String {
    var text = "<NSLayoutConstraint:\(address(of: constraint))"
    if let identifier = constraint.identifier { text += " '\(identifier)'" }
    text += " " + side(constraint.firstForm)
    text += " " + symbol(of: constraint.relation)
    var rightSide = ""
    if let second = constraint.secondForm {
      rightSide = side(second)
      if constraint.multiplier != 1 { rightSide = "\(number(constraint.multiplier))*" + rightSide }
    }
    var constant = constraint.constant
    if let spacing = constraint.systemSpacingMultiplier {
      constant += spacing * LayoutEngine.systemSpacing(for: constraint)
    }
    if rightSide.isEmpty {
      rightSide = number(constant)
    } else if constant != 0 {
      rightSide += constant < 0 ? " - \(number(-constant))" : " + \(number(constant))"
    }
    text += " " + rightSide
    if constraint.priority < .required { text += " priority:\(number(CGFloat(constraint.priority.rawValue)))" }
    if constraint.isActive { text += "   (active)" }
    return text + ">"
  }

  /// `Type:0x….attribute`, or a sum for an offset between anchors.
  static func side(_ form: AnchorForm) -> String {
    form.terms.enumerated().map { index, term in
      let name = "\(item(term.item)).\(attributeName(term.attribute))"
      if index == 0 { return term.coefficient < 0 ? "-" + name : name }
      return (term.coefficient < 0 ? "- " : "+ ") + name
    }.joined(separator: " ")
  }

  static func item(_ object: AnyObject?) -> String {
    guard let object else { return "(nil)" }
    var name = String(reflecting: type(of: object))
    if name.hasPrefix("HeadlessUIKit.") { name.removeFirst("HeadlessUIKit.".count) }
    if let guide = object as? UILayoutGuide, !guide.identifier.isEmpty {
      return "\(name):\(address(of: object))'\(guide.identifier)'"
    }
    return "\(name):\(address(of: object))"
  }

  static func address(of object: AnyObject) -> String {
    "\(Unmanaged.passUnretained(object).toOpaque())"
  }

  static func symbol(of relation: NSLayoutConstraint.Relation) -> String {
    switch relation {
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    case .lessThanOrEqual: "<="
    }
  }

  static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
  }

  /// The attribute's name, as UIKit spells it in its messages: the case's own name.
  static func attributeName(_ attribute: NSLayoutConstraint.Attribute) -> String {
    String(describing: attribute)
  }
}

extension NSLayoutConstraint {
  /// The anchors as UIKit names them in its activation exception.
  var anchorNames: String {
    var names: [String] = []
    forEachTerm { term in
      names.append(
        "<\(LayoutConstraintDescription.item(term.item)).\(LayoutConstraintDescription.attributeName(term.attribute))>")
    }
    return names.map { "\"\($0)\"" }.joined(separator: " and ")
  }
}

extension LayoutEngine {
  /// The description of an engine constraint: the app's constraint's own, or UIKit's name for
  /// the system constraint (autoresizing mask, content size, encapsulated size, margins guide).
  func describe(_ entry: Entry) -> String {
    let key = entry.key
    if let constraint = entry.constraint { return LayoutConstraintDescription.describe(constraint) }
    let item = items[key.object]?.name ?? "(gone)"
    let value = LayoutConstraintDescription.number(CGFloat(-entry.expression.constant))
    let priority =
      entry.priority < 1000 ? " priority:\(LayoutConstraintDescription.number(CGFloat(entry.priority)))" : ""
    switch key.slot {
    case .constraint:
      return "<NSLayoutConstraint:(gone)>"
    case .rootLeft, .rootTop:
      return "<NSLayoutConstraint:\(item) origin>"
    case .rootWidth, .rootHeight:
      let isWidth = key.slot == .rootWidth
      let name = isFittingRoot ? "UIView-Fitting-Size" : "UIView-Encapsulated-Layout"
      return
        "<NSLayoutConstraint '\(name)-\(isWidth ? "Width" : "Height")' \(item).\(isWidth ? "width" : "height") == \(value)\(priority)   (active)>"
    case .pinLeft, .pinTop, .pinWidth, .pinHeight:
      let attribute = ["minX", "minY", "width", "height"][Int(key.slot.rawValue - SystemSlot.pinLeft.rawValue)]
      return "<NSAutoresizingMaskLayoutConstraint \(item).\(attribute) == \(value)   (active)>"
    case .compressionWidth, .huggingWidth, .compressionHeight, .huggingHeight:
      let isWidth = key.slot == .compressionWidth || key.slot == .huggingWidth
      let isCompression = key.slot == .compressionWidth || key.slot == .compressionHeight
      let kind = isCompression ? "CompressionResistance" : "Hug"
      let relation = isCompression ? ">=" : "<="
      return
        "<NSContentSizeLayoutConstraint \(item).\(isWidth ? "width" : "height") \(relation) \(value) \(kind):\(LayoutConstraintDescription.number(CGFloat(entry.priority)))>"
    default:
      return "<NSLayoutConstraint 'UIView-guide-constraint' \(item)\(priority)   (active)>"
    }
  }
}
#endif
