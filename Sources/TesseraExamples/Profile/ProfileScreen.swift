/// The profile of seed 004, decoded from JSON: one section per kind of data, only for the data
/// that is present, each with a title and collapsible.
///
/// ```swift
/// var screen = ProfileScreen(profile: Loadable.capture { try Profile.loadBundled() })
/// ```
public struct ProfileScreen: ExampleScreen, Equatable {
  /// The profile, or where its loading stands; a failure shows an error screen.
  public var profile: Loadable<Profile>
  /// What the user last asked to open, for the host to show; a real app would navigate instead.
  public var status: String?

  /// Creates the screen.
  public init(profile: Loadable<Profile> = .loading, status: String? = nil) {
    self.profile = profile
    self.status = status
  }

  /// What the user and the loader can do to the screen.
  public enum Action: Equatable, Sendable {
    /// Loading starts again (the error screen's "try again"); the host reloads the file.
    case reload
    /// The profile was decoded.
    case loaded(Profile)
    /// The profile could not be loaded.
    case failed(ProfileLoadError)
    /// A friend was selected.
    case openFriend(name: String)
    /// The e-mail address was selected.
    case writeEmail(to: String)
  }

  /// Moves to the state that follows `action`.
  public mutating func apply(_ action: Action) {
    switch action {
    case .reload: profile = .loading
    case .loaded(let newProfile): profile = .loaded(newProfile)
    case .failed(let error): profile = .failed(error)
    case .openFriend(let name): status = "Open the profile of \(name)"
    case .writeEmail(let address): status = "Write to \(address)"
    }
  }
}
