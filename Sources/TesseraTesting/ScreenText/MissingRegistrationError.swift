/// What `checkedScreenText(options:)` of a table or a collection view throws when the screen shows
/// TesseraUIKit's stand-in for content whose type has no registered cell or header/footer view.
public struct MissingRegistrationError: Error, Equatable, CustomStringConvertible {
  /// The reuse identifiers of TesseraUIKit's stand-ins (cells, table headers and footers,
  /// collection view supplementary views) start with this.
  public static let standInIdentifierPrefix = "Tessera.MissingRegistration"

  /// The screen-text lines of the stand-ins on screen, each naming its content type.
  public var standIns: [String]

  /// Creates an error listing `standIns`.
  public init(standIns: [String]) {
    self.standIns = standIns
  }

  /// What is missing, and what to do about it.
  public var description: String {
    "The screen shows \(standIns.count) stand-in(s) for content without a registered cell or view; "
      + "register one per content type before recording a snapshot (`validateRegistrations(for:)` "
      + "lists them all):\n" + standIns.joined(separator: "\n")
  }
}
