#!/usr/bin/env bash
# Counts the instructions of `tessera-bench diff` with callgrind, per diff and per element (the
# rows of both lists), for the algorithm (simple elements), the Row path (ListSnapshots of Rows
# with String ids, as the controller diffs them), the typed enum of the app model, and the hashing
# floor of each (an open-addressing index of the old ids and a lookup of every new id); for the
# row scenarios (build-*, sections-*, nochange-10k), per build or diff of Rows as an app makes
# them (model rows, the result builder; per element: the rows built, or the rows of both lists),
# for the builds also with map (model map) and the hashing of every id alone (model row-floor),
# and for the diffs of the sections that changed alone (model alone).
# Only the timed runs are counted (valgrind's --toggle-collect on BenchmarkSupport.measuredRegion),
# so data generation and the warm-up run are left out.
#
# Usage: Scripts/callgrind-diff.sh [SCENARIO...]
#   default scenarios: readme-100k sect-moves sect-mixed update-1pct-100k app-product-page
#   RUNS=n    diffs counted per model (default 3; the product page counts 200 times as many)
#   MODELS="elements floor rows row-floor enum alone map"   the models to count (default: all that apply)
# Needs valgrind and a release build: swift build -c release --product tessera-bench
set -euo pipefail
cd "$(dirname "$0")/.."
bench=.build/release/tessera-bench
[[ -x $bench ]] || { echo "callgrind-diff: build it first: swift build -c release --product tessera-bench" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "callgrind-diff: valgrind is not installed" >&2; exit 2; }
scenarios=("$@")
(( ${#scenarios[@]} )) || scenarios=(readme-100k sect-moves sect-mixed update-1pct-100k app-product-page)
runs=${RUNS:-3}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# Instructions of one model of one scenario: prints "instructions_per_diff elements".
count() {
  local scenario=$1 model=$2 n=$runs
  [[ $scenario == app-product-page ]] && n=$(( runs * 200 ))
  local file=$out/$scenario.$model.out
  local line
  line=$(valgrind --tool=callgrind --toggle-collect='*measuredRegion*' --callgrind-out-file="$file" \
    "$bench" diff --scenario "$scenario" --model "$model" --runs "$n" 2>/dev/null | head -1)
  [[ -n $line ]] || return 1
  local elements total
  elements=$(sed -E 's/.*"elements":([0-9]+).*/\1/' <<<"$line")
  total=$(awk '/^(summary|totals):/ { print $2; exit }' "$file")
  echo "$(( total / n )) $elements"
}

printf '%-22s %-10s %14s %12s  %s\n' scenario model instructions per_element ratio
for scenario in "${scenarios[@]}"; do
  case $scenario in
    app-*) models=(${MODELS:-rows enum row-floor}) ;;
    build-*) models=(${MODELS:-rows map row-floor}) ;;
    sections-* | nochange-10k) models=(${MODELS:-rows alone}) ;;
    *) models=(${MODELS:-elements floor rows row-floor}) ;;
  esac
  declare -A per=()
  for model in "${models[@]}"; do
    read -r instructions elements < <(count "$scenario" "$model") || continue
    per[$model]=$instructions
    ratio=""
    case $model in
      floor) [[ -n ${per[elements]:-} ]] && ratio=$(awk -v a="${per[elements]}" -v b="$instructions" 'BEGIN { printf "elements/floor %.2f", a / b }') ;;
      rows) [[ -n ${per[elements]:-} ]] && ratio=$(awk -v a="$instructions" -v b="${per[elements]}" 'BEGIN { printf "rows/elements %.2f", a / b }') ;;
      row-floor) [[ -n ${per[rows]:-} ]] && ratio=$(awk -v a="${per[rows]}" -v b="$instructions" 'BEGIN { printf "rows/row-floor %.2f", a / b }') ;;
      enum) [[ -n ${per[rows]:-} ]] && ratio=$(awk -v a="${per[rows]}" -v b="$instructions" 'BEGIN { printf "rows/enum %.2f", a / b }') ;;
      map) [[ -n ${per[rows]:-} ]] && ratio=$(awk -v a="$instructions" -v b="${per[rows]}" 'BEGIN { printf "map/builder %.2f", a / b }') ;;
      alone) [[ -n ${per[rows]:-} && $instructions -gt 0 ]] && ratio=$(awk -v a="${per[rows]}" -v b="$instructions" 'BEGIN { printf "rows/alone %.2f", a / b }') ;;
    esac
    printf '%-22s %-10s %14d %12.1f  %s\n' "$scenario" "$model" "$instructions" \
      "$(awk -v a="$instructions" -v b="$elements" 'BEGIN { printf "%.1f", a / b }')" "$ratio"
  done
  unset per
done
