#!/usr/bin/env bash
# Fuzzes the readers of tessera-replay with libFuzzer for a bounded time: UIKit's exception
# texts (UIKitException.parse) and the JSON of flight recordings (ReplayJSON.parse).
#
#   Scripts/fuzz-exception.sh [SECONDS]     (default 30)
#
# Compiles the readers' own sources (they depend on the standard library alone) with
# Fuzz/UIKitExceptionFuzzer.swift through `swiftc -sanitize=fuzzer,address`, seeds the corpus
# with texts in every wording the reader knows, cut and broken ones among them, and runs until
# the time is up. Exits non-zero on any crash, trap, leak or timeout; the input that caused it is
# left in the work directory and named in the output.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
work=$(mktemp -d)
trap 'rm -rf "$work/corpus" "$work/fuzzer"' EXIT

readers=Sources/TesseraTesting/Replay
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name ExceptionFuzz \
  "$readers"/ExceptionText/*.swift "$readers/ReplayJSON.swift" Fuzz/UIKitExceptionFuzzer.swift -o "$work/fuzzer"

mkdir -p "$work/corpus"
seed() { printf '%s' "$2" > "$work/corpus/$1"; }
seed rows "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
seed sections "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (3) must be equal to the number of sections contained in the collection view before the update (3), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted)."
seed detected "$(printf 'Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.\nData source before updates = { 2 sections with item counts: [3, 4] }\nData source after updates = { 2 sections with item counts: [3, 4] }\nUpdates = [\n\tInsert item (0 - 3),\n\tMove item (1 - 0) to (0 - 0),\n\tDelete section 1\n]')"
seed crashlog "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to delete row 3 from section 0 which only contains 3 rows before the update'"
seed path "attempt to perform a delete and a move from the same index path (<NSIndexPath: 0xc000000000000016> {length = 2, path = 0 - 1})"
seed move "attempt to move both row at index path <NSIndexPath: 0x0> {length = 2, path = 0 - 1} and <NSIndexPath: 0x0> {length = 2, path = 0 - 2} to <NSIndexPath: 0x0> {length = 2, path = 1 - 0}"
seed dequeue "could not dequeue a view of kind: UICollectionElementKindCell with identifier Cell - must register a nib or a class"
seed duplicates "$(printf "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    App.Item(id: 1),\n    App.Item(id: 2)\n)}")"
seed cut "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates. Data source before updates = { 2 sections with row counts: [3"
seed recording '{"format":"tessera-flight-recording","version":1,"host":"TableViewHost","types":["A"],"start":[],"entries":[{"update":1,"outcome":"reload","reason":"first-load","sections":[{"id":"s","rows":[["a",0,0,"a",0],[0,1]]}]}]}'
seed nested '[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]'

echo "fuzz-exception: running libFuzzer for ${seconds}s (work directory $work)"
# -timeout: one input taking over 10 s is a hang; -rss_limit_mb bounds memory.
(cd "$work" && ./fuzzer corpus -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
  -print_final_stats=1 2>&1 | tail -n 20)
status=${PIPESTATUS[0]}
echo "fuzz-exception: finished with status $status"
exit "$status"
