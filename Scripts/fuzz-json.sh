#!/usr/bin/env bash
# Fuzzes the profile's JSON parser (JSONOutline) with libFuzzer for a bounded time.
#
#   Scripts/fuzz-json.sh [SECONDS]     (default 60)
#
# Compiles the parser's own sources with Fuzz/JSONOutlineFuzzer.swift through
# `swiftc -sanitize=fuzzer,address`, seeds the corpus with the bundled profile and a few cut,
# broken and duplicate-key variants, and runs until the time is up. Exits non-zero on any crash,
# trap, leak or timeout; the input that caused it is left in the work directory and named in the
# output.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
work=$(mktemp -d)
trap 'rm -rf "$work/corpus" "$work/fuzzer"' EXIT

profile=Sources/TesseraExamples/Profile
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name JSONFuzz \
  "$profile/JSONOutline.swift" "$profile/JSONOutline+Parsing.swift" "$profile/ProfileLoadError.swift" \
  Fuzz/JSONOutlineFuzzer.swift -o "$work/fuzzer"

mkdir -p "$work/corpus"
bundled=Sources/TesseraExamples/Resources/profile.json
cp "$bundled" "$work/corpus/profile.json"
head -c 200 "$bundled" > "$work/corpus/cut-200"
head -c 999 "$bundled" > "$work/corpus/cut-999"
printf '{"data": {"about": "A\xf0\x9f' > "$work/corpus/cut-utf8"
printf '[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]' > "$work/corpus/nested"
printf '{"a": "\\ud83d\\ude42", "b": -0.5e+10, "c": [true, false, null]}' > "$work/corpus/escapes"
# Repeated member names: at the top, nested, spelt with escapes, and the same name in sibling
# objects (which is fine).
printf '{"data": {"fullName": "A", "fullName": "B"}}' > "$work/corpus/duplicate"
printf '{"data": {}, "data": {"about": "x"}}' > "$work/corpus/duplicate-top"
printf '{"a": {"n\\u0061me": 1, "name": 2}}' > "$work/corpus/duplicate-escaped"
printf '[{"name": 1}, {"name": 2}, {"x": {"name": 3, "y": {"name": 4, "name": 5}}}]' > "$work/corpus/duplicate-nested"

echo "fuzz-json: running libFuzzer for ${seconds}s (work directory $work)"
# -timeout: one input taking over 10 s is a hang; -rss_limit_mb bounds memory.
(cd "$work" && ./fuzzer corpus -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
  -print_final_stats=1 2>&1 | tail -n 20)
status=${PIPESTATUS[0]}
echo "fuzz-json: finished with status $status"
exit "$status"
