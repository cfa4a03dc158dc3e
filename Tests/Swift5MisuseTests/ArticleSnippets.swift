// swift-format-ignore-file
// (The snippets are the documents' code, verbatim: the documents decide their layout.)
// Sources/Tessera/Tessera.docc/CallsFromOtherThreads.md, compiled in Swift 5 mode as the article
// says (DocumentationSnippetTests checks it), and run by OffMainSnippetTests.
import Dispatch
import Tessera

/// A profile, as a legacy loader delivers it.
struct Profile: Sendable { var name: String }

/// The profile screen of the article.
enum ProfileScreen {
  static func snapshot(_ profile: Profile) -> ListSnapshot {
    ListSnapshot(sections: [Section("profile", rows: [Row("name", profile.name)])])
  }
}

/// A loader written before concurrency: it calls its completion on its own queue.
final class LegacyLoader {
  let queue = DispatchQueue(label: "legacy-loader")

  func fetch(_ completion: @escaping (Profile) -> Void) {
    let work = BackgroundWork { completion(Profile(name: "Ada")) }
    queue.async { work.body() }
  }
}

@MainActor  // doc wrapper
func showProfile(controller: ListController, legacyLoader: LegacyLoader) {  // doc wrapper
// A Swift 5 module: compiles cleanly, runs `submit` on a background thread.
legacyLoader.fetch { profile in            // the completion runs on the loader's queue
  controller.submit(ProfileScreen.snapshot(profile))
}
}  // doc wrapper
