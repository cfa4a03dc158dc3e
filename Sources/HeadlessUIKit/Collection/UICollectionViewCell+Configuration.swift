#if !canImport(UIKit)
import Foundation

extension UICollectionViewCell {
  /// A closure that updates a cell's configurations for its state (iOS 15).
  public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) ->
    Void

  /// Runs a pending ``updateConfiguration(using:)``, then the ``configurationUpdateHandler``.
  func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    let state = configurationState
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }
}
#endif
