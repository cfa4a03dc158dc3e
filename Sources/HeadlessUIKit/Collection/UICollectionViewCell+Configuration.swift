#if !canImport(UIKit)
import Foundation

extension UICollectionViewCell {
  /// A closure that updates a cell's configurations for its state (iOS 15).
  public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) ->
    Void

  /// Runs ``configurationUpdateHandler``, after ``updateConfiguration(using:)``.
  func runConfigurationUpdateHandler(for state: UICellConfigurationState) {
    configurationUpdateHandler?(self, state)
  }
}
#endif
