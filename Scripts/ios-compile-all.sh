#!/usr/bin/env bash
# The iOS SDK checks of the package, against the three SDKs it supports, one after the other:
# iPhoneOS 16.5 (from the theos/sdks mirror), 18.5 and 26.2 (from the Balackburn/Sydka mirror, at a
# fixed revision). Each run is Scripts/ios-compile-examples.sh: the iOS-facing library targets,
# TesseraTesting with its real-UIKit driver, the contract scenarios (TesseraScenarios) and every
# iOS example file, compiled strictly (deployment target iOS 16.0, from the manifest). After each
# run the scenario library's allow-list (Tests/TesseraScenariosTests/RealUIKitNames.txt, the names
# it uses that HeadlessUIKit also declares) is checked against that SDK: every name must occur in
# its UIKit, Foundation or CoreGraphics headers or in the Swift interfaces of UIKit, Foundation,
# CoreGraphics or the standard library (case-insensitively, as Swift renames `setOn:animated:` or
# `UICollectionViewScrollPositionCenteredVertically`).
#
# Usage: Scripts/ios-compile-all.sh THEOS_SDKS_GIT SYDKA_GIT [IOS_COMPILE [OPTION...]]
#   THEOS_SDKS_GIT  bare git dir of the theos/sdks mirror (iPhoneOS16.5.sdk)
#   SYDKA_GIT       bare git dir of the Balackburn/Sydka mirror (iPhoneOS18.5.sdk, iPhoneOS26.2.sdk)
#   IOS_COMPILE     the ios-compile tool (default: ../shared/tools/ios-compile)
#   OPTION          passed on to every run (e.g. --cache DIR)
# Prints each run's report, then the three `ios-compile:` summary lines and the allow-list
# verdicts; the exit status is 0 only when all three runs end `N targets OK, 0 warnings` and every
# listed name was found in every SDK.
set -uo pipefail
theos=${1:?usage: Scripts/ios-compile-all.sh THEOS_SDKS_GIT SYDKA_GIT [IOS_COMPILE [OPTION...]]}
sydka=${2:?usage: Scripts/ios-compile-all.sh THEOS_SDKS_GIT SYDKA_GIT [IOS_COMPILE [OPTION...]]}
tool=${3:-../shared/tools/ios-compile}
shift $(($# >= 3 ? 3 : 2))
options=("$@")
cd "$(dirname "$0")/.."
# The revision of Balackburn/Sydka whose 18.5 and 26.2 SDKs the package is checked against.
sydka_rev=5aa136ae30fc656d484bb1bb59a2faa186f1ce99
cache=/tmp/ios-compile
for ((i = 0; i < ${#options[@]}; i++)); do
  [[ ${options[i]} == --cache ]] && cache=${options[i + 1]:-$cache}
done

# Whether every name of the allow-list occurs in the SDK at $1; prints the missing ones.
check_names() {
  local sdk=$1 missing=() name
  local places=(
    "$sdk/System/Library/Frameworks/UIKit.framework/Headers"
    "$sdk/System/Library/Frameworks/Foundation.framework/Headers"
    "$sdk/System/Library/Frameworks/CoreGraphics.framework/Headers"
  )
  for module in Swift UIKit Foundation CoreGraphics; do
    for dir in "$sdk/usr/lib/swift/$module.swiftmodule" "$sdk/System/Library/Frameworks/$module.framework/Modules/$module.swiftmodule"; do
      [[ -d $dir ]] && places+=("$dir")
    done
  done
  while IFS= read -r name; do
    grep -rqiF --include='*.h' --include='*.swiftinterface' -- "$name" "${places[@]}" 2>/dev/null || missing+=("$name")
  done < <(sed 's/#.*//; s/[[:space:]]//g; /^$/d' Tests/TesseraScenariosTests/RealUIKitNames.txt)
  if ((${#missing[@]})); then
    echo "allow-list: not in $(basename "$sdk"): ${missing[*]}"
    return 1
  fi
  echo "allow-list: every name found in $(basename "$sdk")"
}

summaries=()
status=0
run() { # SDKS_GIT SDK_NAME [ios-compile options...]
  local git=$1 name=$2 log
  shift 2
  echo "== $name"
  log=$(mktemp)
  Scripts/ios-compile-examples.sh "$git" "$tool" --sdk "$name" "$@" "${options[@]}" | tee "$log"
  local rc=${PIPESTATUS[0]}
  summaries+=("$name: $(grep '^ios-compile: ' "$log" | tail -1)")
  rm -f "$log"
  ((rc == 0)) || status=1
  if [[ -d $cache/sdk/$name ]]; then
    local verdict
    verdict=$(check_names "$cache/sdk/$name") || status=1
    summaries+=("$name: $verdict")
  else
    summaries+=("$name: allow-list not checked: no SDK extracted at $cache/sdk/$name")
    status=1
  fi
}
run "$theos" iPhoneOS16.5.sdk
run "$sydka" iPhoneOS18.5.sdk --rev "$sydka_rev"
run "$sydka" iPhoneOS26.2.sdk --rev "$sydka_rev"
echo "== summary"
printf '%s\n' "${summaries[@]}"
exit "$status"
