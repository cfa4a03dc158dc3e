import Tessera

/// The content of generated rows and section headers: a label and a version that an update
/// edit bumps, so identity (the row id) and content (this value) change independently.
public struct GeneratedContent: Hashable, Sendable, CustomStringConvertible {
  /// A human-readable label, e.g. `item 12`.
  public var label: String
  /// Incremented by each update edit.
  public var version: Int

  /// Creates content.
  public init(label: String, version: Int = 0) {
    self.label = label
    self.version = version
  }

  /// `item 12 v2`.
  public var description: String { version == 0 ? label : "\(label) v\(version)" }
}
