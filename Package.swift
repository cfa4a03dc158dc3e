// swift-tools-version: 6.0
import PackageDescription

/// Settings shared by every target: Swift 6 language mode is the package default (tools 6.0);
/// upcoming features that make the code stricter are switched on explicitly.
///
/// `TESSERA_INVARIANTS=1 swift test` also compiles the internal invariant checks (offset index
/// consistent with heights, sizing arrays the size of the list, presented list equal to the
/// shown snapshot); CI runs the suite once that way. Without it they are not compiled at all.
let invariantSettings: [SwiftSetting] =
  Context.environment["TESSERA_INVARIANTS"] == "1" ? [.define("TESSERA_INVARIANTS")] : []
let strictSettings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")] + invariantSettings

/// Where UIKit cannot be imported, `HeadlessUIKit` stands in for it: every target that writes
/// `#if canImport(UIKit) import UIKit #else import HeadlessUIKit #endif` depends on it there.
/// macOS is one of those platforms, so `swift test` on a Mac runs every screen test against the
/// headless views, without a simulator; Mac Catalyst, iOS, tvOS and visionOS use UIKit.
/// (`ManifestTests` checks this list against the sources.)
let platformsWithoutUIKit: [Platform] = [.macOS, .linux, .windows, .android, .openbsd, .wasi]
let headlessUIKit: Target.Dependency = .target(
  name: "HeadlessUIKit", condition: .when(platforms: platformsWithoutUIKit))

let package = Package(
  name: "Tessera",
  platforms: [.macOS(.v14), .iOS(.v16)],
  products: [
    .library(name: "TesseraDiff", targets: ["TesseraDiff"]),
    .library(name: "Tessera", targets: ["Tessera"]),
    .library(name: "TesseraUIKit", targets: ["TesseraUIKit"]),
    .library(name: "TesseraSwiftUI", targets: ["TesseraSwiftUI"]),
    .library(name: "TesseraTerminal", targets: ["TesseraTerminal"]),
    .library(name: "TesseraTesting", targets: ["TesseraTesting"]),
    .library(name: "TesseraExamples", targets: ["TesseraExamples"]),
    .executable(name: "tessera-demo", targets: ["tessera-demo"]),
    .executable(name: "tessera-bench", targets: ["tessera-bench"]),
    .executable(name: "tessera-replay", targets: ["tessera-replay"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
  ],
  targets: [
    // MARK: Core
    .target(name: "TesseraDiff", swiftSettings: strictSettings),
    .target(name: "Tessera", dependencies: ["TesseraDiff", "TesseraLayout"], swiftSettings: strictSettings),

    // MARK: Hosts
    // How much room text takes (columns per grapheme cluster), by the same rules for the terminal
    // and for HeadlessUIKit's labels: it imports nothing, so that neither host depends on the other.
    .target(name: "TesseraText", swiftSettings: strictSettings),
    // The prefix sums that place rows by offset, for the controller's layout and HeadlessUIKit's
    // alike; apart from the diff, which has no use for it. Not a product: its API is public only
    // so that its inlinable code is specialized in the modules that use it (package access
    // leaves every call generic, a third more instructions to show 100,000 rows).
    .target(name: "TesseraLayout", swiftSettings: strictSettings),
    .target(
      name: "HeadlessUIKit",
      dependencies: ["TesseraLayout", "TesseraText"],
      swiftSettings: strictSettings
    ),
    // Tells the hosts' modules whether a call came from the main thread (see MainActorEntry);
    // not a product: the core imports no threading library, the hosts install it.
    .target(name: "TesseraMainThread", dependencies: ["Tessera"], swiftSettings: strictSettings),
    .target(
      name: "TesseraUIKit",
      dependencies: [
        "Tessera",
        "TesseraMainThread",
        headlessUIKit,
      ],
      // Apple's privacy manifest: no tracking, no data collected, no API that needs a reason.
      resources: [.copy("PrivacyInfo.xcprivacy")],
      swiftSettings: strictSettings
    ),
    // The SwiftUI face: its views are compiled only where SwiftUI and UIKit both exist; the
    // coordinator under them is UIKit-side code, compiled (and tested) everywhere.
    .target(
      name: "TesseraSwiftUI",
      dependencies: [
        "TesseraUIKit",
        headlessUIKit,
      ],
      resources: [.copy("PrivacyInfo.xcprivacy")],
      swiftSettings: strictSettings
    ),
    .target(
      name: "TesseraTerminal",
      dependencies: ["Tessera", "TesseraMainThread", "TesseraText"],
      swiftSettings: strictSettings
    ),

    // MARK: Testing support, examples, executables
    // The replay of flight recordings (`FlightReplay`) drives the UIKit hosts on the headless
    // views, so testing support depends on the binding.
    .target(
      name: "TesseraTesting",
      dependencies: [
        "Tessera",
        "TesseraUIKit",
        headlessUIKit,
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "TesseraExamples",
      dependencies: ["Tessera", "TesseraTerminal"],
      resources: [.copy("Resources/profile.json")],
      swiftSettings: strictSettings
    ),
    // The hosts' contract as scenarios written against TesseraTesting's `ListViewDriver` and
    // the hosts' public API only: no HeadlessUIKit import, nothing real UIKit lacks
    // (`ScenarioLibraryTests` checks it), so the same scenarios run headless and on a simulator.
    .target(
      name: "TesseraScenarios",
      dependencies: ["TesseraUIKit", "TesseraTesting"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "tessera-demo",
      dependencies: [
        "TesseraExamples", "TesseraTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "tessera-bench",
      dependencies: [
        "TesseraDiff", "Tessera", "TesseraExamples", "TesseraTesting", "TesseraUIKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        headlessUIKit,
      ],
      swiftSettings: strictSettings
    ),

    // Replays flight recordings and explains UIKit's exception texts on the headless views.
    .executableTarget(
      name: "tessera-replay",
      dependencies: [
        "TesseraTesting",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        headlessUIKit,
      ],
      swiftSettings: strictSettings
    ),

    // MARK: Tests
    .testTarget(
      name: "TesseraDiffTests",
      dependencies: ["TesseraDiff", "TesseraTesting"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TesseraTests",
      dependencies: ["Tessera", "TesseraLayout", "TesseraTesting"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "HeadlessUIKitTests",
      dependencies: ["HeadlessUIKit", "TesseraTesting"],
      swiftSettings: strictSettings
    ),
    // A legacy client: Swift 5 language mode compiles calls to main-actor methods from other
    // threads without a word; the controller and the hosts must answer them with a diagnostic.
    .testTarget(
      name: "Swift5MisuseTests",
      dependencies: [
        "TesseraUIKit", "TesseraSwiftUI", "TesseraTerminal", "TesseraTesting",
        headlessUIKit,
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "TesseraUIKitTests",
      dependencies: [
        "TesseraUIKit", "TesseraTesting", "TesseraExamples",
        headlessUIKit,
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TesseraSwiftUITests",
      dependencies: [
        "TesseraSwiftUI", "TesseraUIKit", "TesseraTesting", "TesseraExamples",
        headlessUIKit,
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ReadmeTests",
      dependencies: [
        "TesseraUIKit", "TesseraSwiftUI", "TesseraTerminal", "TesseraTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        headlessUIKit,
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: strictSettings
    ),
    // Every contract scenario through the driver of the platform: HeadlessUIKit's in `swift
    // test` (on Linux or a Mac).
    .testTarget(
      name: "TesseraScenariosTests",
      dependencies: ["TesseraScenarios", "TesseraTesting", "TesseraUIKit"],
      exclude: ["RealUIKitNames.txt"],
      swiftSettings: strictSettings
    ),
    // The same scenarios through real UIKit's driver, for Xcode or `xcodebuild test` on an iOS
    // simulator (the README says how); where UIKit is missing it holds no test.
    .testTarget(
      name: "TesseraScenariosOnUIKitTests",
      dependencies: ["TesseraScenarios", "TesseraTesting", "TesseraUIKit"],
      swiftSettings: strictSettings
    ),
    // One probe per API of the cell API census's top 200 (the UIKit real cells use), written as
    // cell code writes it: compiled here against HeadlessUIKit (every probe; the target-action
    // ones only where the Objective-C runtime exists), and against the iOS SDKs by ios-compile
    // (Scripts/ios-compile-examples.sh lists every probe file); Scripts/census-probes.sh counts
    // what compiles.
    .testTarget(
      name: "CellAPIProbeTests",
      dependencies: [headlessUIKit],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TesseraTextTests",
      dependencies: ["TesseraText"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TesseraTerminalTests",
      dependencies: ["TesseraTerminal", "TesseraTesting"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TesseraExamplesTests",
      dependencies: [
        "TesseraExamples", "TesseraTerminal", "TesseraTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["Demo/__Snapshots__", "Terminal/__Snapshots__"],
      swiftSettings: strictSettings
    ),
  ]
)
