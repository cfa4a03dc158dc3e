#if !canImport(UIKit)
import Foundation

/// The optional data-source and delegate methods whose presence changes the table's behaviour.
///
/// Swift on Linux has no `@objc optional` requirements, so each optional method is a requirement
/// with a default implementation in a protocol extension. The default implementation tells the
/// table it was reached (``UITableView/noteUnimplemented(_:)``); the table then knows the
/// conformer does not implement the method, ignores the returned placeholder, and never calls
/// it again for that data source/delegate. The table only ever calls these methods where UIKit
/// would call them, with valid arguments, so probing has no visible side effect. Conformers
/// write exactly UIKit's signatures.
///
/// Known difference: as with any Swift protocol extension, a subclass that implements a method
/// its superclass left to the default is not seen (witnesses are chosen at conformance).
enum OptionalMethod: Int, CaseIterable {
  case numberOfSections
  case titleForHeader
  case titleForFooter
  case sectionIndexTitles
  case sectionForSectionIndexTitle
  case heightForRow
  case estimatedHeightForRow
  case heightForHeader
  case heightForFooter
  case viewForHeader
  case viewForFooter
  case willDisplayCell
  case didEndDisplayingCell
  case willSelectRow
  case didSelectRow
  case willDeselectRow
  case didDeselectRow
  case leadingSwipeActions
  case trailingSwipeActions
  case contextMenuConfiguration
  case editingStyle
  case targetIndexPathForMove
  case accessoryButtonTapped
  case scrollViewDidScroll
  case scrollViewWillBeginDragging
  case scrollViewDidEndDragging
  case cancelPrefetching

  /// The methods that belong to the data source (reset when the data source changes).
  static let dataSourceMethods = OptionalMethodSet([
    .numberOfSections, .titleForHeader, .titleForFooter, .sectionIndexTitles, .sectionForSectionIndexTitle,
  ])
  /// The methods that belong to the prefetch data source.
  static let prefetchMethods = OptionalMethodSet([.cancelPrefetching])
  /// The methods that belong to the delegate (and so can be forwarded by it).
  static let delegateMethods = allCases.filter {
    !dataSourceMethods.contains($0) && !prefetchMethods.contains($0)
  }

  /// The Objective-C name of the method, as `responds(to:)` and `forwardingTarget(for:)` see it.
  var selector: Selector {
    switch self {
    case .numberOfSections: "numberOfSectionsInTableView:"
    case .titleForHeader: "tableView:titleForHeaderInSection:"
    case .titleForFooter: "tableView:titleForFooterInSection:"
    case .sectionIndexTitles: "sectionIndexTitlesForTableView:"
    case .sectionForSectionIndexTitle: "tableView:sectionForSectionIndexTitle:atIndex:"
    case .heightForRow: "tableView:heightForRowAtIndexPath:"
    case .estimatedHeightForRow: "tableView:estimatedHeightForRowAtIndexPath:"
    case .heightForHeader: "tableView:heightForHeaderInSection:"
    case .heightForFooter: "tableView:heightForFooterInSection:"
    case .viewForHeader: "tableView:viewForHeaderInSection:"
    case .viewForFooter: "tableView:viewForFooterInSection:"
    case .willDisplayCell: "tableView:willDisplayCell:forRowAtIndexPath:"
    case .didEndDisplayingCell: "tableView:didEndDisplayingCell:forRowAtIndexPath:"
    case .willSelectRow: "tableView:willSelectRowAtIndexPath:"
    case .didSelectRow: "tableView:didSelectRowAtIndexPath:"
    case .willDeselectRow: "tableView:willDeselectRowAtIndexPath:"
    case .didDeselectRow: "tableView:didDeselectRowAtIndexPath:"
    case .leadingSwipeActions: "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:"
    case .trailingSwipeActions: "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"
    case .contextMenuConfiguration: "tableView:contextMenuConfigurationForRowAtIndexPath:point:"
    case .editingStyle: "tableView:editingStyleForRowAtIndexPath:"
    case .targetIndexPathForMove: "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:"
    case .accessoryButtonTapped: "tableView:accessoryButtonTappedForRowWithIndexPath:"
    case .scrollViewDidScroll: "scrollViewDidScroll:"
    case .scrollViewWillBeginDragging: "scrollViewWillBeginDragging:"
    case .scrollViewDidEndDragging: "scrollViewDidEndDragging:willDecelerate:"
    case .cancelPrefetching: "tableView:cancelPrefetchingForRowsAtIndexPaths:"
    }
  }
}

/// A set of ``OptionalMethod`` values as a bit mask (checked on every row-height query).
struct OptionalMethodSet: Equatable {
  var rawValue: UInt64 = 0

  init() {}

  init(_ methods: [OptionalMethod]) {
    rawValue = methods.reduce(0) { $0 | (1 << UInt64($1.rawValue)) }
  }

  func contains(_ method: OptionalMethod) -> Bool { rawValue & (1 << UInt64(method.rawValue)) != 0 }

  mutating func insert(_ method: OptionalMethod) { rawValue |= 1 << UInt64(method.rawValue) }

  /// Removes the members of `other`.
  mutating func subtract(_ other: OptionalMethodSet) { rawValue &= ~other.rawValue }

  /// Keeps only the members of `other`.
  mutating func formIntersection(_ other: OptionalMethodSet) { rawValue &= other.rawValue }

  func union(_ other: OptionalMethodSet) -> OptionalMethodSet {
    var result = self
    result.rawValue |= other.rawValue
    return result
  }
}
#endif
