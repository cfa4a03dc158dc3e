#!/usr/bin/env bash
# Compiles the iOS-facing targets and every iOS example file against the real iPhoneOS SDK with
# the shared ios-compile tool, in one strict run: each example is compiled as app code against
# its test target's dependencies, together with the other examples of that target. The SwiftUI
# examples (the product page, the SwiftUI article, the README's SwiftUI block with the README
# models it uses) are among them, and so are the probes of the cell API census (every one, those
# HeadlessUIKit cannot compile yet included), so each is known to be spelled as UIKit spells it.
#
# Usage: Scripts/ios-compile-examples.sh SDKS_GIT [IOS_COMPILE [OPTION...]]
#   SDKS_GIT     bare git dir of the theos/sdks mirror
#   IOS_COMPILE  the ios-compile tool (default: ../shared/tools/ios-compile)
#   OPTION       passed on to the tool (e.g. --cache DIR, --all)
# Prints the tool's report; its last line is `ios-compile: N targets OK, 0 warnings` on success,
# and the exit status is the tool's.
set -uo pipefail
sdks=${1:?usage: Scripts/ios-compile-examples.sh SDKS_GIT [IOS_COMPILE [OPTION...]]}
tool=${2:-../shared/tools/ios-compile}
shift $(($# >= 2 ? 2 : 1))
cd "$(dirname "$0")/.."
examples=()
for example in Tests/TesseraUIKitTests/*ViewController.swift Tests/TesseraUIKitTests/DocSnippets.swift \
  Tests/TesseraUIKitTests/CrashReportingSnippets.swift \
  Tests/TesseraSwiftUITests/ProductSwiftUIScreen.swift Tests/TesseraSwiftUITests/ArticleSnippets.swift \
  Tests/ReadmeTests/ShowingItSwiftUI.swift Tests/ReadmeTests/QuickStart.swift Tests/ReadmeTests/ReadmeModels.swift \
  Tests/CellAPIProbeTests/Probes+*.swift; do
  examples+=(--example "$example")
done
# TesseraSwiftUI is checked strictly too (its SwiftUI views exist only against the iOS SDK), and
# so are TesseraTesting's real-UIKit driver (compiled only there) and the contract scenarios
# written against it, which the iOS test target runs on a simulator.
targets="TesseraDiff Tessera TesseraMainThread TesseraUIKit TesseraTesting TesseraSwiftUI TesseraScenarios"
exec "$tool" --targets "$targets" "${examples[@]}" "$@" "$sdks" .
