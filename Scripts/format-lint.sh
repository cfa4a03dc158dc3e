#!/usr/bin/env bash
# Checks the formatting of every Swift file against .swift-format, the way CI does:
# `swift format lint --strict` over Sources, Tests and Package.swift. Prints each finding as
# FILE:LINE:COLUMN: error: [Rule] what to change, and fails when there is any.
# `swift format format --in-place --parallel -r Sources Tests Package.swift` applies the fixes
# (every rule the configuration enables but AlwaysUseLowerCamelCase fixes itself).
# Files that hold the README's and the articles' snippets verbatim opt out with
# `// swift-format-ignore-file`: the documents decide their layout.
set -euo pipefail
cd "$(dirname "$0")/.."
findings=$(mktemp)
trap 'rm -f "$findings"' EXIT
status=0
swift format lint --strict --parallel --recursive Sources Tests Package.swift >"$findings" 2>&1 || status=$?
if ((status != 0)); then
  cat "$findings" >&2
  echo "format-lint: $(grep -c 'error: \[' "$findings" || true) finding(s); run swift format format --in-place --parallel -r Sources Tests Package.swift" >&2
  exit 1
fi
echo "format-lint: no findings"
