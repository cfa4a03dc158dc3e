import Foundation
import Testing
import TesseraExamples

private typealias Screen = ProfileScreen

@Suite("Profile screen")
struct ProfileScreenTests {
  @Test("The bundled profile shows every section, titled and collapsible")
  func bundledProfile() throws {
    let snapshot = Screen(profile: .loaded(try Profile.loadBundled())).snapshot(send: ignore)
    #expect(snapshot.sectionIDs == ["main", "about", "email", "attributes", "friends"])
    #expect(snapshot.sections.map(\.header?.title) == ["Main Info", "About", "Email", "Attributes", "Friends"])
    #expect(snapshot.sections.allSatisfy { $0.collapsibility == .collapsible(initiallyCollapsed: false) })
    #expect(
      snapshot.rowIDs == [
        ["name-and-picture"], ["about"], ["email"],
        ["attribute-0", "attribute-1", "attribute-2", "attribute-3"],
        ["friend-0", "friend-1", "friend-2", "friend-3"],
      ])
    #expect(
      snapshot.content(of: "name-and-picture", as: Screen.NameAndPicture.self)
        == Screen.NameAndPicture(name: "Ida Sørensen", pictureURL: "https://images.example.com/people/ida-sorensen.jpg")
    )
    #expect(
      snapshot.content(of: "attribute-1", as: Screen.Attribute.self)
        == Screen.Attribute(key: "City", value: "Aarhus, Denmark"))
    #expect(
      snapshot.content(of: "friend-2", as: Screen.Friend.self) == Screen.Friend(name: "Lars Holm", pictureURL: nil))
    #expect(snapshot.validate().isEmpty)
  }

  @Test("Missing, empty or blank data means no section")
  func onlyPresentData() {
    let sparse = Profile(fullName: "A", email: "  ", about: "", friends: [Profile.Friend(name: "B")])
    let snapshot = Screen(profile: .loaded(sparse)).snapshot(send: ignore)
    #expect(snapshot.sectionIDs == ["main", "friends"])
    #expect(Screen(profile: .loaded(Profile())).snapshot(send: ignore).sections.isEmpty)
    let onlyAttributes = Profile(profileAttributes: [Profile.Attribute(key: "k", value: "v")])
    #expect(Screen(profile: .loaded(onlyAttributes)).snapshot(send: ignore).rowIDs == [["attribute-0"]])
  }

  @Test("While loading, a single message")
  func loading() {
    let snapshot = Screen().snapshot(send: ignore)
    #expect(snapshot.rowIDs == [["loading"]])
  }

  @Test("A syntax error shows the file, the position, the problem and a way to try again")
  func syntaxErrorScreen() {
    let error = ProfileLoadError(
      file: "profile.json", position: .init(line: 3, column: 14),
      problem: .malformed(expected: "',' or '}' after an object member", found: "'x'"))
    let snapshot = Screen(profile: .failed(error)).snapshot(send: ignore)
    #expect(snapshot.sectionIDs == ["error"])
    #expect(snapshot.sections.first?.header?.title == "Could not load the profile")
    #expect(snapshot.rowIDs == [["error-file", "error-position", "error-problem", "retry"]])
    #expect(
      snapshot.content(of: "error-position", as: Screen.ErrorDetail.self)
        == Screen.ErrorDetail(label: "Position", value: "line 3, column 14"))
    #expect(
      snapshot.content(of: "error-problem", as: Screen.ErrorDetail.self)?.value
        == "malformed JSON: expected ',' or '}' after an object member, found 'x'")
  }

  @Test("A decoding error also shows the key path; a missing file has no position")
  func otherErrorScreens() {
    let wrongType = ProfileLoadError(
      file: "p.json", position: .init(line: 6, column: 17),
      problem: .wrongType(path: "data.friends[2].name", expected: "a string", found: "a number"))
    let typed = Screen(profile: .failed(wrongType)).snapshot(send: ignore)
    #expect(typed.rowIDs == [["error-file", "error-position", "error-path", "error-problem", "retry"]])
    #expect(typed.content(of: "error-path", as: Screen.ErrorDetail.self)?.value == "data.friends[2].name")

    let missing = Screen(profile: .failed(ProfileLoadError(file: "p.json", problem: .fileNotFound))).snapshot(
      send: ignore)
    #expect(missing.rowIDs == [["error-file", "error-problem", "retry"]])

    struct Other: Error {}
    #expect(Screen(profile: .failed(Other())).snapshot(send: ignore).rowIDs == [["error-problem", "retry"]])
  }

  @Test("Selecting rows sends actions; the reducer records them and reloads")
  @MainActor
  func actions() throws {
    let recorder = ActionRecorder<Screen.Action>()
    var screen = Screen(profile: .loaded(try Profile.loadBundled()))
    let snapshot = screen.snapshot(send: recorder.send)
    #expect(snapshot.select("friend-1"))
    #expect(snapshot.select("email"))
    #expect(!snapshot.select("about"))
    #expect(recorder.actions == [.openFriend(name: "Freja Østergaard"), .writeEmail(to: "ida.sorensen@example.dk")])

    screen.apply(.openFriend(name: "Freja Østergaard"))
    #expect(screen.status == "Open the profile of Freja Østergaard")

    let error = ProfileLoadError(file: "p.json", problem: .fileNotFound)
    screen.apply(.failed(error))
    #expect(screen.snapshot(send: recorder.send).select("retry"))
    #expect(recorder.actions.last == .reload)
    screen.apply(.reload)
    #expect(screen.profile.isLoading)
  }
}
