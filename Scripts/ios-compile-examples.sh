#!/usr/bin/env bash
# Compiles the iOS-facing targets and every iOS example file against the real iPhoneOS SDK with
# the shared ios-compile tool, one run per example: the tool compiles only the first example it
# is given per test target, so several --example flags in one run would skip the others.
#
# Usage: Scripts/ios-compile-examples.sh SDKS_GIT [IOS_COMPILE]
#   SDKS_GIT     bare git dir of the theos/sdks mirror
#   IOS_COMPILE  the ios-compile tool (default: ../shared/tools/ios-compile)
# Prints each example's last line; exits non-zero if any run failed.
set -uo pipefail
sdks=${1:?usage: Scripts/ios-compile-examples.sh SDKS_GIT [IOS_COMPILE]}
tool=${2:-../shared/tools/ios-compile}
cd "$(dirname "$0")/.."
status=0
for example in Tests/TesseraUIKitTests/*ViewController.swift Tests/TesseraUIKitTests/DocSnippets.swift \
  Tests/TesseraUIKitTests/ObjectiveCWitnesses.swift; do
  output=$("$tool" --example "$example" "$sdks" . 2>&1) || status=1
  printf '%s: %s\n' "$example" "$(printf '%s\n' "$output" | tail -1)"
  [[ $status == 0 ]] || printf '%s\n' "$output" | grep -E "error|warning" | head -20
done
exit $status
