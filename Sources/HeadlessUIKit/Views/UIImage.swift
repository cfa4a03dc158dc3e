#if !canImport(UIKit)
import Foundation

/// An image, as in UIKit. Headless images have no pixels: they remember how they were named, so
/// tests can check which symbol a button or an action shows.
@MainActor
open class UIImage: NSObject {
  /// The SF Symbol name the image was created with, or `nil`.
  public let systemName: String?

  /// The system symbol named `name`. Unlike UIKit, which returns `nil` for a name it does not
  /// know, any non-empty name gives an image here (there is no symbol catalogue).
  public init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    systemName = name
    super.init()
  }
}
#endif
