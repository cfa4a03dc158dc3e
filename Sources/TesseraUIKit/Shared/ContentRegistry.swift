#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// Views by content type, for any kind of reusable view (table and collection cells, header and
/// footer views): reuse identifiers derived from the types, one type-erased configure function
/// per registration (the single erasure of the binding).
///
/// View-agnostic on purpose: both hosts keep one for their cells and one for their headers and
/// footers, each typed by what the view is told (``CellContext`` or ``SectionSupplementContext``).
@MainActor
struct ContentRegistry<Context> {
  /// One registration: the pool to dequeue from, the class to register, how to make a view for
  /// measuring, how to configure.
  struct Registration {
    let reuseIdentifier: String
    let viewClass: AnyClass
    let contentTypeName: String
    let makeView: @MainActor () -> UIView
    let configure: @MainActor (UIView, AnyRowContent, Context) -> Bool
  }

  private var registrations: [ObjectIdentifier: Registration] = [:]
  /// How many times each content type was registered.
  private var registrationCounts: [ObjectIdentifier: Int] = [:]
  /// The content types registered since ``forgetChanges()``: views shown before may come from
  /// another registration of their type.
  private(set) var changedTypes: Set<ObjectIdentifier> = []

  /// Registers `viewType` for `contentType`; `configure` runs only when both casts succeed.
  /// A second registration for the same content type replaces the first, under a reuse
  /// identifier of its own (so a view dequeued for the first is never taken for the second).
  mutating func register<View: UIView, Content: Equatable & Sendable>(
    _ viewType: View.Type, for contentType: Content.Type, kind: String, make: @escaping @MainActor () -> View,
    configure: @escaping @MainActor (View, Content, Context) -> Void
  ) -> Registration {
    let type = ObjectIdentifier(contentType)
    let count = registrationCounts[type, default: 0] + 1
    registrationCounts[type] = count
    changedTypes.insert(type)
    // `Tessera.Cell.PriceCell<Price>`; a view generic over its content already names it
    // (`Tessera.Cell.TextCell<Title>`, not `TextCell<Title><Title>`).
    let view = String(reflecting: viewType)
    let content = "<\(String(reflecting: contentType))>"
    let registration = Registration(
      reuseIdentifier: "Tessera.\(kind).\(view)" + (view.hasSuffix(content) ? "" : content)
        + (count > 1 ? "#\(count)" : ""),
      viewClass: viewType,
      contentTypeName: String(reflecting: contentType),
      makeView: make,
      configure: { view, content, context in
        guard let view = view as? View, let content = content.as(Content.self) else { return false }
        configure(view, content, context)
        return true
      })
    registrations[type] = registration
    return registration
  }

  /// Forgets which types were registered (the view has just been reloaded: every view on
  /// screen comes from the current registrations).
  mutating func forgetChanges() { changedTypes.removeAll() }

  /// The registration for `content`'s type, if any.
  func registration(for content: AnyRowContent) -> Registration? {
    registrations[content.contentTypeID]
  }

  /// Whether a view is registered for `content`'s type.
  func contains(_ content: AnyRowContent) -> Bool { registrations[content.contentTypeID] != nil }
}
