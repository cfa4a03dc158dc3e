#if !canImport(UIKit)
import Foundation

/// Simulation settings of a headless table: the values UIKit leaves to the system (R5.7, U10).
public struct HeadlessTableConfiguration: Sendable, Equatable {
  /// The estimate of a row when `estimatedRowHeight` is `automaticDimension` and the delegate
  /// gives none.
  public var automaticEstimatedRowHeight: CGFloat = 44
  /// The height of a row that asks for `automaticDimension` while estimation is off (R5.4).
  public var fallbackRowHeight: CGFloat = 44
  /// The height of a title-only header when `sectionHeaderHeight` is `automaticDimension`.
  public var automaticHeaderHeight: CGFloat = 28
  /// The height of a title-only footer when `sectionFooterHeight` is `automaticDimension`.
  public var automaticFooterHeight: CGFloat = 28
  /// The padding above headers when `sectionHeaderTopPadding` is `automaticDimension` (R6.4).
  public var automaticSectionHeaderTopPadding: CGFloat = 0
  /// How many rows beyond the visible ones are announced to the prefetch data source (R4.10).
  public var prefetchDistance = 5
  /// How many layout rounds the table may spend compensating its content offset after
  /// measuring rows above the viewport (R5.3).
  public var maximumCompensationRounds = 4

  /// The defaults.
  public init() {}
}
#endif
