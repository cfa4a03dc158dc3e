#!/usr/bin/env bash
# Counts the instructions of one update of `tessera-bench apply` scenarios with callgrind: each
# scenario runs twice, with 1 and with 1 + RUNS timed updates, and the difference is divided by
# RUNS, so that setting up, the first display and the warm-up are left out.
# For state-to-screen-feed-10k it counts the whole feed and the changed section alone separately
# (tessera-bench's --feed-part) and prints their ratio, the acceptance figure of "sections reused
# by value".
#
# Usage: Scripts/callgrind-apply.sh [SCENARIO[:EXTRA_ARGS]...]
#   default scenarios: state-to-screen-feed-10k state-to-screen-product
#   RUNS=n   timed updates counted (default 20)
#   e.g. Scripts/callgrind-apply.sh "update-1pct:--apply-only"
# Needs valgrind and a release build: swift build -c release --product tessera-bench
set -euo pipefail
cd "$(dirname "$0")/.."
bench=.build/release/tessera-bench
[[ -x $bench ]] || { echo "callgrind-apply: build it first: swift build -c release --product tessera-bench" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "callgrind-apply: valgrind is not installed" >&2; exit 2; }
scenarios=("$@")
(( ${#scenarios[@]} )) || scenarios=(state-to-screen-feed-10k state-to-screen-product)
runs=${RUNS:-20}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# Instructions of one update: (total with 1 + RUNS runs - total with 1 run) / RUNS.
per_update() {
  local scenario=$1
  shift
  local totals=()
  for n in 1 $(( runs + 1 )); do
    valgrind --tool=callgrind --callgrind-out-file="$out/cg.$n" "$bench" apply --scenario "$scenario" --runs "$n" "$@" \
      >/dev/null 2>&1
    totals+=("$(awk '/^(summary|totals):/ { print $2; exit }' "$out/cg.$n")")
  done
  echo $(( (totals[1] - totals[0]) / runs ))
}

for spec in "${scenarios[@]}"; do
  scenario=${spec%%:*}
  extra=()
  [[ $spec == *:* ]] && read -r -a extra <<<"${spec#*:}"
  if [[ $scenario == state-to-screen-feed-10k ]]; then
    whole=$(per_update "$scenario" --feed-part whole "${extra[@]}")
    alone=$(per_update "$scenario" --feed-part alone "${extra[@]}")
    ratio=$(awk -v w="$whole" -v a="$alone" 'BEGIN { printf "%.3f", w / a }')
    echo "{\"scenario\":\"$scenario\",\"instructions\":$whole,\"alone_instructions\":$alone,\"over_alone\":$ratio}"
  else
    echo "{\"scenario\":\"$scenario\",\"instructions\":$(per_update "$scenario" "${extra[@]}")}"
  fi
done
