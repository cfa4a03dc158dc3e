#!/usr/bin/env bash
# Measures how fast `tessera-demo stress` answers keys while it updates a huge list: in a tmux
# pane it presses PgDn and PgUp in turn, a quarter second apart, and times each until the top
# row on screen changes. Prints the median, the 90th percentile and the worst, in milliseconds.
#
# Usage: Scripts/key-latency.sh [ROWS] [KEYS]   (defaults: 10000000 rows, 40 keys)
# Needs a release build (swift build -c release --product tessera-demo), tmux, and about 4 GB of
# memory at ten million rows. Not part of CI: it takes a minute and that much memory.
set -euo pipefail
rows=${1:-10000000}
keys=${2:-40}
cd "$(dirname "$0")/.."
demo=.build/release/tessera-demo
[[ -x $demo ]] || { echo "key-latency: build it first: swift build -c release --product tessera-demo" >&2; exit 2; }
session=tessera-key-latency-$$
tmux new-session -d -s "$session" -x 100 -y 30 "$demo stress --rows $rows"
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT
top() { tmux capture-pane -p -t "$session" | sed -n 2p; }
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
deadline=$(( $(now_ms) + 180000 ))
until top | grep -q "Row"; do
  (( $(now_ms) < deadline )) || { echo "key-latency: the list did not appear" >&2; exit 1; }
  sleep 0.1
done
sleep 3
latencies=()
key=NPage
for _ in $(seq "$keys"); do
  before=$(top)
  start=$(now_ms)
  tmux send-keys -t "$session" "$key"
  while [[ $(top) == "$before" ]] && (( $(now_ms) - start < 20000 )); do :; done
  latencies+=($(( $(now_ms) - start )))
  [[ $key == NPage ]] && key=PPage || key=NPage
  sleep 0.25
done
status=$(tmux capture-pane -p -t "$session" | tail -1)
sorted=($(printf '%s\n' "${latencies[@]}" | sort -n))
count=${#sorted[@]}
echo "key-latency: $rows rows, $count keys: median ${sorted[$((count / 2))]} ms, p90 ${sorted[$((count * 9 / 10))]} ms, worst ${sorted[$((count - 1))]} ms"
echo "key-latency: status line: $status"
