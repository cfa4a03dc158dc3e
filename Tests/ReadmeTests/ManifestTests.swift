import Foundation
import Testing

/// Where UIKit is missing, every target that imports `HeadlessUIKit` must depend on it: macOS
/// included, where `swift build` would otherwise fail with "no such module 'HeadlessUIKit'". The
/// manifest is read as SwiftPM evaluates it (`swift package dump-package`), so conditions are
/// checked exactly as a Mac would apply them, on any machine.
@Suite struct ManifestTests {
  /// The platforms SwiftPM names where `canImport(UIKit)` is false; Mac Catalyst, iOS, tvOS and
  /// visionOS have UIKit.
  static let platformsWithoutUIKit: Set<String> = ["macos", "linux", "windows", "android", "openbsd", "wasi"]
  static let platformsWithUIKit: Set<String> = ["maccatalyst", "ios", "tvos", "visionos"]

  /// One dependency of a target on another target of the package, as `dump-package` writes it.
  struct Dependency: Equatable {
    var name: String
    /// `nil` when the dependency holds on every platform.
    var platforms: Set<String>?
  }

  /// A target: its name, the folder of its sources, and its dependencies.
  struct Target {
    var name: String
    var path: String
    var dependencies: [Dependency]
  }

  private static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  /// The targets of a `dump-package` JSON document.
  static func targets(fromDump data: Data) throws -> [Target] {
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let targets = try #require(document["targets"] as? [[String: Any]])
    return try targets.map { target in
      let name = try #require(target["name"] as? String)
      let type = target["type"] as? String
      let path = target["path"] as? String ?? ((type == "test" ? "Tests/" : "Sources/") + name)
      let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> Dependency? in
        // {"byName": [name, condition]}, {"target": [name, condition]}; products are other packages.
        guard let (kind, value) = dependency.first, kind == "byName" || kind == "target",
          let array = value as? [Any], let dependencyName = array.first as? String
        else { return nil }
        let condition = array.count > 1 ? array[array.count - 1] as? [String: Any] : nil
        let platforms = (condition?["platformNames"] as? [String]).map(Set.init)
        return Dependency(name: dependencyName, platforms: platforms)
      }
      return Target(name: name, path: path, dependencies: dependencies)
    }
  }

  /// What is wrong with how `target` depends on HeadlessUIKit, given that it imports it.
  static func problems(of target: Target) -> [String] {
    guard let dependency = target.dependencies.first(where: { $0.name == "HeadlessUIKit" }) else {
      return ["\(target.name) imports HeadlessUIKit but does not depend on it"]
    }
    guard let platforms = dependency.platforms else { return [] }
    var problems: [String] = []
    let missing = platformsWithoutUIKit.subtracting(platforms)
    if !missing.isEmpty {
      problems.append(
        "\(target.name) depends on HeadlessUIKit only for \(platforms.sorted()), not for \(missing.sorted()), "
          + "where UIKit is missing too")
    }
    let extra = platforms.intersection(platformsWithUIKit)
    if !extra.isEmpty {
      problems.append("\(target.name) depends on HeadlessUIKit for \(extra.sorted()), where it imports UIKit")
    }
    return problems
  }

  /// Whether any Swift file under `folder` imports HeadlessUIKit.
  static func importsHeadlessUIKit(_ folder: URL) -> Bool {
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift", let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      let imports = text.split(separator: "\n").contains { line in
        let words = line.split(separator: " ")
        return words.last == "HeadlessUIKit" && words.dropLast().last == "import"
      }
      if imports { return true }
    }
    return false
  }

  /// `swift package dump-package` of this package, in a scratch folder of its own so that it
  /// never waits for the build folder a running `swift test` holds.
  static func dumpPackage() throws -> Data {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", packageRoot.path, "--scratch-path", scratch.path, "dump-package",
    ]
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let errorLog = scratch.appendingPathComponent("stderr.txt")
    let outputFile = scratch.appendingPathComponent("stdout.json")
    _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    // Into files, not a pipe: a pipe ends only when every process holding it closes it, and a
    // process another test starts meanwhile inherits it, so reading it to its end waited on that
    // process (and, on a machine of two cores, held one of the two threads tests run on).
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorLog)
    try process.run()
    process.waitUntilExit()
    let data = try Data(contentsOf: outputFile)
    let message = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
    try #require(
      process.terminationStatus == 0, "swift package dump-package failed (\(process.terminationStatus)): \(message)")
    return data
  }

  @Test func everyHeadlessUIKitImporterDependsOnItWhereUIKitIsMissing() throws {
    let targets = try Self.targets(fromDump: Self.dumpPackage())
    let importers = targets.filter { target in
      target.name != "HeadlessUIKit"
        && Self.importsHeadlessUIKit(Self.packageRoot.appendingPathComponent(target.path, isDirectory: true))
    }
    // The targets known to import it today: a broken scan would otherwise pass vacuously.
    #expect(Set(importers.map(\.name)).isSuperset(of: ["TesseraUIKit", "TesseraTesting", "TesseraUIKitTests"]))
    for target in importers {
      for problem in Self.problems(of: target) { Issue.record("\(problem)") }
      let onMac = target.dependencies.contains {
        $0.name == "HeadlessUIKit" && ($0.platforms?.contains("macos") ?? true)
      }
      #expect(onMac, "\(target.name) does not get HeadlessUIKit on macOS")
    }
  }

  /// The products an iOS app links carry Apple's privacy manifest as a resource, and it says
  /// what is true of them: no tracking, no data collected, no API that needs a reason.
  @Test func theAppProductsShipAPrivacyManifest() throws {
    let document = try #require(try JSONSerialization.jsonObject(with: Self.dumpPackage()) as? [String: Any])
    let targets = try #require(document["targets"] as? [[String: Any]])
    for name in ["TesseraUIKit", "TesseraSwiftUI"] {
      let target = try #require(targets.first { $0["name"] as? String == name }, "no target \(name)")
      let resources = target["resources"] as? [[String: Any]] ?? []
      #expect(
        resources.contains { ($0["path"] as? String)?.hasSuffix("PrivacyInfo.xcprivacy") == true },
        "\(name) does not ship PrivacyInfo.xcprivacy: \(resources)")
      let file = Self.packageRoot.appendingPathComponent("Sources/\(name)/PrivacyInfo.xcprivacy")
      let manifest = try #require(
        try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [String: Any])
      #expect(manifest["NSPrivacyTracking"] as? Bool == false, "\(name)")
      for key in ["NSPrivacyTrackingDomains", "NSPrivacyCollectedDataTypes", "NSPrivacyAccessedAPITypes"] {
        #expect((manifest[key] as? [Any])?.isEmpty == true, "\(name): \(key)")
      }
    }
  }

  @Test func aConditionWithoutMacOSIsCaught() throws {
    let dump = """
      {"targets": [
        {"name": "App", "type": "regular", "dependencies": [
          {"target": ["HeadlessUIKit", {"platformNames": ["linux", "windows", "android", "openbsd", "wasi"]}]}]},
        {"name": "AppTests", "type": "test", "dependencies": [
          {"byName": ["HeadlessUIKit", null]}]},
        {"name": "Other", "type": "regular", "dependencies": [
          {"product": ["Other", "other-package", null, null]}]},
        {"name": "Wide", "type": "regular", "dependencies": [
          {"target": ["HeadlessUIKit", {"platformNames": ["macos", "linux", "windows", "android", "openbsd", "wasi", "ios"]}]}]}
      ]}
      """
    let targets = try Self.targets(fromDump: Data(dump.utf8))
    #expect(targets.map(\.path) == ["Sources/App", "Tests/AppTests", "Sources/Other", "Sources/Wide"])
    #expect(
      Self.problems(of: targets[0]) == [
        "App depends on HeadlessUIKit only for [\"android\", \"linux\", \"openbsd\", \"wasi\", \"windows\"], "
          + "not for [\"macos\"], where UIKit is missing too"
      ])
    #expect(Self.problems(of: targets[1]).isEmpty, "an unconditional dependency holds everywhere")
    #expect(Self.problems(of: targets[2]) == ["Other imports HeadlessUIKit but does not depend on it"])
    #expect(Self.problems(of: targets[3]) == ["Wide depends on HeadlessUIKit for [\"ios\"], where it imports UIKit"])
  }
}
