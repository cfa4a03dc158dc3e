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
    let makeView: @MainActor () -> UIView
    let configure: @MainActor (UIView, AnyRowContent, Context) -> Bool
  }

  /// The registrations by content type: the app's, and the host's own for content types it
  /// draws when the app registered nothing for them (``PageState``); an app's registration wins.
  private var registry = HostRegistry<Registration>()
  /// The content type each reuse identifier (before its registration count) was made for, so
  /// two types with the same stable name never share one.
  private var identifierOwners: [String: ObjectIdentifier] = [:]
  /// The content types registered since ``forgetChanges()``: views shown before may come from
  /// another registration of their type.
  var changedTypes: Set<ObjectIdentifier> { registry.changedTypes }

  /// Registers `viewType` for `contentType`; `configure` runs only when both casts succeed.
  /// A second registration for the same content type replaces the first, under a reuse
  /// identifier of its own (so a view dequeued for the first is never taken for the second).
  mutating func register<View: UIView, Content: Equatable & Sendable>(
    _ viewType: View.Type, for contentType: Content.Type, kind: String, make: @escaping @MainActor () -> View,
    configure: @escaping @MainActor (View, Content, Context) -> Void
  ) -> Registration {
    let count = registry.registrationCount(of: contentType) + 1
    let registration = Registration(
      reuseIdentifier: reuseIdentifier(of: viewType, for: contentType, kind: kind)
        + (count > 1 ? "#\(count)" : ""),
      viewClass: viewType,
      makeView: make,
      configure: { view, content, context in
        guard let view = view as? View, let content = content.as(Content.self) else { return false }
        configure(view, content, context)
        return true
      })
    registry.register(registration, for: contentType)
    return registration
  }

  /// Registers `viewType` under `reuseIdentifier` as the host's own view for `contentType`,
  /// used while the app registers nothing for that type.
  mutating func registerDefault<View: UIView, Content: Equatable & Sendable>(
    _ viewType: View.Type, for contentType: Content.Type, reuseIdentifier: String,
    make: @escaping @MainActor () -> View, configure: @escaping @MainActor (View, Content, Context) -> Void
  ) -> Registration {
    let registration = Registration(
      reuseIdentifier: reuseIdentifier, viewClass: viewType, makeView: make,
      configure: { view, content, context in
        guard let view = view as? View, let content = content.as(Content.self) else { return false }
        configure(view, content, context)
        return true
      })
    registry.registerDefault(registration, for: contentType)
    return registration
  }

  /// The reuse identifier of `viewType` for `contentType`: `Tessera.Cell.App.PriceCell<App.Price>`.
  /// A view generic over its content already names it (`Tessera.Cell.TesseraUIKit.TextCell<App.Title>`,
  /// not `TextCell<App.Title><App.Title>`). The names are the same in every run and on every
  /// platform (see ``stableName(of:)``), so reference snapshots that show them stay valid; a
  /// second content type whose name reads the same gets a `~2` of its own.
  private mutating func reuseIdentifier(of viewType: Any.Type, for contentType: Any.Type, kind: String) -> String {
    let view = Self.stableName(of: viewType)
    let content = "<\(Self.stableName(of: contentType))>"
    let base = "Tessera.\(kind).\(view)" + (view.hasSuffix(content) ? "" : content)
    let type = ObjectIdentifier(contentType)
    var identifier = base
    var suffix = 1
    while let owner = identifierOwners[identifier], owner != type {
      suffix += 1
      identifier = base + "~\(suffix)"
    }
    identifierOwners[identifier] = type
    return identifier
  }

  /// The module-qualified name of `type`, without what changes between runs or platforms: the
  /// runtime names a private or local type's context by its address (`(unknown context at
  /// $55c4…)`), different in every run, which is left out; and HeadlessUIKit's views are named
  /// as UIKit's, so a screen reads the same in a headless test and on a device.
  static func stableName(of type: Any.Type) -> String {
    var name = Substring(String(reflecting: type))
    var stable = ""
    let marker = "(unknown context at $"
    while let start = name.firstRange(of: marker) {
      stable += name[..<start.lowerBound]
      name = name[start.upperBound...]
      // The context's address, its closing parenthesis and the dot after it.
      if let close = name.firstIndex(of: ")") { name = name[name.index(after: close)...] }
      if name.first == "." { name.removeFirst() }
    }
    stable += name
    return stable.replacing("HeadlessUIKit.", with: "UIKit.")
  }

  /// Forgets which types were registered (the view has just been reloaded: every view on
  /// screen comes from the current registrations).
  mutating func forgetChanges() { registry.forgetChanges() }

  /// The registration for `content`'s type: the app's, else the host's own, if any.
  func registration(for content: AnyRowContent) -> Registration? { registry.entry(for: content) }

  /// Whether a view is registered for `content`'s type (by the app or by the host).
  func contains(_ content: AnyRowContent) -> Bool { registry.contains(content) }
}
