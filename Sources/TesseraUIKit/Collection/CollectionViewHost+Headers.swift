#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

// The collection view's headers and footers: every one is a view (a title in a list header
// configuration, tappable when the section is collapsible, or the registered view).
extension CollectionViewHost {
  /// The header or footer view of a section: the registered view for custom content, the
  /// title view otherwise (tappable when the section is collapsible), naming the content type
  /// when it has no registered view.
  func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
    let isHeader = kind == UICollectionView.elementKindSectionHeader
    guard let shown = shownSupplement(inSection: indexPath.section, isHeader: isHeader) else {
      return titleView(kind: kind, at: indexPath, title: "", shown: nil)
    }
    guard let content = shown.supplement.content else {
      return titleView(kind: kind, at: indexPath, title: shown.supplement.title ?? "", shown: shown)
    }
    let configured = configuredSupplementView(
      for: shown, content: content,
      dequeue: {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: $0, for: indexPath)
      },
      container: { $0 })
    if let view = configured as? UICollectionReusableView { return view }
    // The stand-in is a title view under the stand-ins' reuse identifier, which screen-text
    // checks recognise.
    return titleView(
      kind: kind, at: indexPath, title: "No header/footer view registered for \(content.typeName)", shown: shown,
      reuseIdentifier: Self.missingRegistrationIdentifier)
  }

  private func titleView(
    kind: String, at indexPath: IndexPath, title: String, shown: ShownSupplement?,
    reuseIdentifier: String = TitleSupplementaryView.reuseIdentifier
  )
    -> UICollectionReusableView
  {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: reuseIdentifier, for: indexPath)
    let toggle: @MainActor @Sendable () -> Void
    if let shown { toggle = shown.toggle } else { toggle = {} }
    (view as? TitleSupplementaryView)?.show(
      title: title, isHeader: kind == UICollectionView.elementKindSectionHeader, collapsed: shown?.collapsedMarker,
      toggle: toggle)
    return view
  }
}
