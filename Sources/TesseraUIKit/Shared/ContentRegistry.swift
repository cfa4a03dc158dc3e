#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Tessera

/// Views by content type, for any kind of reusable view (table cells, header and footer views,
/// and later collection cells): reuse identifiers derived from the types, one type-erased
/// configure function per registration (the single erasure of the binding).
///
/// View-agnostic on purpose: a table host and a collection host share it, each with its own
/// base view type and context.
@MainActor
struct ContentRegistry<View: AnyObject, Context> {
  /// One registration: the pool to dequeue from, the class to create, how to configure.
  struct Registration {
    let reuseIdentifier: String
    let viewType: View.Type
    let contentTypeName: String
    let configure: @MainActor (View, AnyRowContent, Context) -> Bool
  }

  private var registrations: [ObjectIdentifier: Registration] = [:]

  /// Registers `viewType` for `contentType`; `configure` runs only when both casts succeed.
  /// A second registration for the same content type replaces the first.
  mutating func register<Content: Equatable & Sendable>(
    _ viewType: View.Type, for contentType: Content.Type, kind: String,
    configure: @escaping @MainActor (View, Content, Context) -> Bool
  ) -> Registration {
    let registration = Registration(
      reuseIdentifier: "Tessera.\(kind).\(String(reflecting: viewType))<\(String(reflecting: contentType))>",
      viewType: viewType,
      contentTypeName: String(reflecting: contentType),
      configure: { view, content, context in
        guard let content = content.as(Content.self) else { return false }
        return configure(view, content, context)
      })
    registrations[ObjectIdentifier(contentType)] = registration
    return registration
  }

  /// The registration for `content`'s type, if any.
  func registration(for content: AnyRowContent) -> Registration? {
    registrations[content.contentTypeID]
  }

  /// Whether a view is registered for `content`'s type.
  func contains(_ content: AnyRowContent) -> Bool { registrations[content.contentTypeID] != nil }
}
