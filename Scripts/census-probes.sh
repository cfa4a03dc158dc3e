#!/usr/bin/env bash
# Counts how many of the cell API census's top 200 APIs compile against HeadlessUIKit: every probe
# file of Tests/CellAPIProbeTests is type-checked in one compiler run against the HeadlessUIKit
# just built, and each error is charged to the probe whose `// census N: API` block holds it.
#
# Usage: Scripts/census-probes.sh
# Prints each failing probe, then the counts for the top 40, 100 and 200; probes that need the
# Objective-C runtime (`#selector`, inside `#if canImport(ObjectiveC)`) are listed apart where it is
# missing (Linux). The exit status is 0 whatever the count (the test target is the check).
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --target HeadlessUIKit >/dev/null
modules=$(swift build --show-bin-path)/Modules
files=(Tests/CellAPIProbeTests/Probes+*.swift)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swiftc -typecheck -continue-building-after-errors -parse-as-library -swift-version 6 \
  -enable-upcoming-feature ExistentialAny -I "$modules" "${files[@]}" >"$log" 2>&1 || true
objc=0
swiftc -typecheck -parse-as-library - <<<'#if canImport(ObjectiveC)
#error("objc")
#endif' >/dev/null 2>&1 || objc=1

awk -v objc="$objc" '
  # First pass (the compiler log, which is empty when everything compiles): the lines with
  # errors, per file.
  FILENAME == ARGV[1] {
    if (match($0, /^[^ :]+:[0-9]+:[0-9]+: error:/)) {
      split(substr($0, 1, RLENGTH), part, ":")
      failed[part[1] ":" part[2]] = 1
    }
    next
  }
  # Then every probe file: blocks start at `// census N: API`.
  FNR == 1 { rank = 0; inObjC = 0 }
  /^#if canImport\(ObjectiveC\)/ { inObjC = 1 }
  /^#endif/ { inObjC = 0 }
  match($0, /^\/\/ census [0-9]+: /) {
    rank = substr($0, 11, RLENGTH - 12) + 0
    api[rank] = substr($0, RLENGTH + 1)
    needsObjC[rank] = inObjC
    seen[rank]++
  }
  rank > 0 && ((FILENAME ":" FNR) in failed) { broken[rank] = 1 }
  END {
    for (r = 1; r <= 200; r++) {
      if (!(r in seen)) { print "no probe for census " r; continue }
      if (needsObjC[r] && !objc) { excepted = excepted " " r; continue }
      if (r in broken) { print "fails: census " r ": " api[r]; continue }
      if (r <= 40) top40++
      if (r <= 100) top100++
      top200++
    }
    printf "compile against HeadlessUIKit: top 40: %d, top 100: %d, top 200: %d of 200\n", top40, top100, top200
    if (excepted != "") print "excepted (need the Objective-C runtime, missing here):" excepted
  }
' "$log" "${files[@]}"
