#if !canImport(UIKit)
import Foundation

// Simulation-only API (not part of UIKit).
extension UIImage {
  /// An image of `size` points with nothing in it: an image of a known size, as a photo the app
  /// loads would have, for an image view to size by.
  public convenience init(size: CGSize) {
    self.init(systemName: nil, assetName: nil, size: size, configuration: nil)
  }
}
#endif
