// Probes of the cell API census: layers, shadows, paths and transforms.
// Each probe is one declaration written as cell code writes it, after a `// census N: API`
// line naming the census rank and API it probes (see CensusCoverageTests).
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// census 34: UIView.layer
@MainActor func probe34(_ cardView: UIView) -> CALayer {
  cardView.layer
}

// census 40: CALayer.cornerRadius
@MainActor func probe40(_ avatarView: UIImageView) {
  avatarView.layer.cornerRadius = avatarView.bounds.width / 2
}

// census 49: CALayer.masksToBounds
@MainActor func probe49(_ thumbnailView: UIView) {
  thumbnailView.layer.masksToBounds = true
}

// census 90: CALayer.shadowColor
@MainActor func probe90(_ cardView: UIView) {
  cardView.layer.shadowColor = UIColor.black.cgColor
}

// census 91: CALayer.shadowOffset
@MainActor func probe91(_ cardView: UIView) {
  cardView.layer.shadowOffset = CGSize(width: 0, height: 2)
}

// census 92: CALayer.shadowOpacity
@MainActor func probe92(_ cardView: UIView) {
  cardView.layer.shadowOpacity = 0.15
}

// census 93: CALayer.shadowRadius
@MainActor func probe93(_ cardView: UIView) {
  cardView.layer.shadowRadius = 6
}

// census 111: CALayer.borderColor
@MainActor func probe111(_ tagView: UIView, color: UIColor) {
  tagView.layer.borderColor = color.cgColor
}

// census 125: CALayer.borderWidth
@MainActor func probe125(_ tagView: UIView) {
  tagView.layer.borderWidth = 1
}

// census 126: CALayer.shadowPath
@MainActor func probe126(_ cardView: UIView) {
  cardView.layer.shadowPath = UIBezierPath(roundedRect: cardView.bounds, cornerRadius: 12).cgPath
}

// census 139: UIBezierPath
@MainActor func probe139(_ bubbleView: UIView) -> UIBezierPath {
  UIBezierPath(
    roundedRect: bubbleView.bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 8, height: 8))
}

// census 175: CALayer
@MainActor func probe175() -> CALayer {
  let dotLayer = CALayer()
  dotLayer.cornerRadius = 4
  return dotLayer
}

// census 176: CALayer.addSublayer(_:)
@MainActor func probe176(_ view: UIView, _ dotLayer: CALayer) {
  view.layer.addSublayer(dotLayer)
}

// census 177: CALayer.backgroundColor
@MainActor func probe177(_ dotLayer: CALayer) {
  dotLayer.backgroundColor = UIColor.systemRed.cgColor
}

// census 178: CALayer.cornerCurve
@MainActor func probe178(_ cardView: UIView) {
  cardView.layer.cornerCurve = .continuous
}

// census 179: CALayer.frame
@MainActor func probe179(_ dotLayer: CALayer, in bounds: CGRect) {
  dotLayer.frame = CGRect(x: bounds.maxX - 10, y: 2, width: 8, height: 8)
}

// census 180: CALayer.removeFromSuperlayer()
@MainActor func probe180(_ dotLayer: CALayer) {
  dotLayer.removeFromSuperlayer()
}

// census 181: CGAffineTransform(rotationAngle:)
@MainActor func probe181(_ chevronView: UIImageView, isExpanded: Bool) {
  chevronView.transform = isExpanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
}
