/// What a host makes for each type of row content, found by the content's type: a UIKit host
/// keeps its cell registrations in one, the terminal its line renderers. The entry is whatever
/// the host makes its views or lines with; the registry only knows types.
///
/// An app's registration wins over the host's own (a default, such as the host's look for
/// ``PageState``); registering a type again replaces its entry, and the registry remembers how
/// often each type was registered and which types changed since the host last showed them all.
package struct HostRegistry<Entry> {
  private var entries: [ObjectIdentifier: Entry] = [:]
  /// The host's own entries, for content types it shows while the app registered nothing.
  private var defaults: [ObjectIdentifier: Entry] = [:]
  /// How many times each content type was registered by the app.
  private var registrationCounts: [ObjectIdentifier: Int] = [:]
  /// The content types registered since ``forgetChanges()``: what the host shows of them may
  /// come from an earlier registration of their type.
  package private(set) var changedTypes: Set<ObjectIdentifier> = []

  /// No entries.
  package init() {}

  /// Makes `entry` the app's entry for `contentType`, replacing an earlier one; returns how many
  /// times the type has been registered now (1 the first time).
  @discardableResult
  package mutating func register<Content>(_ entry: Entry, for contentType: Content.Type) -> Int {
    let type = ObjectIdentifier(contentType)
    let count = registrationCount(of: contentType) + 1
    registrationCounts[type] = count
    changedTypes.insert(type)
    entries[type] = entry
    return count
  }

  /// Makes `entry` the host's own entry for `contentType`, used while the app registers nothing
  /// for that type.
  package mutating func registerDefault<Content>(_ entry: Entry, for contentType: Content.Type) {
    defaults[ObjectIdentifier(contentType)] = entry
  }

  /// How many times the app registered `contentType`.
  package func registrationCount<Content>(of contentType: Content.Type) -> Int {
    registrationCounts[ObjectIdentifier(contentType), default: 0]
  }

  /// The entry for `content`'s type: the app's, else the host's own; `nil` when neither.
  /// - Complexity: O(1).
  package func entry(for content: AnyRowContent) -> Entry? {
    let type = content.contentTypeID
    return entries[type] ?? defaults[type]
  }

  /// Whether an entry (the app's or the host's) exists for `content`'s type.
  package func contains(_ content: AnyRowContent) -> Bool { entry(for: content) != nil }

  /// Whether the app registered `content`'s type itself (a default does not count).
  package func hasAppEntry(for content: AnyRowContent) -> Bool { entries[content.contentTypeID] != nil }

  /// Forgets which types changed: everything the host shows now comes from the current entries.
  package mutating func forgetChanges() { changedTypes.removeAll() }
}

extension HostRegistry: Sendable where Entry: Sendable {}
