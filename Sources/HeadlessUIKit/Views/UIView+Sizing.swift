#if !canImport(UIKit)
import Foundation

extension UIView {
  /// The value that means "no intrinsic size along this axis".
  public static let noIntrinsicMetric: CGFloat = -1
  /// The smallest size that fits the content, used as a fitting target.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The largest size that fits the content, used as a fitting target.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
#endif
