#!/usr/bin/env bash
# Measures the CPU an idle demo screen uses, from /proc, in a normal (100x30) and a too-small
# (10x5) tmux window, every screen at once, and fails when any uses 2% of a core or more.
#
#   Scripts/idle-cpu.sh [DEMO_BINARY] [SECONDS]     (defaults: .build/debug/tessera-demo, 5)
#
# Each screen first gets the key that makes it change (r: reload, p: pause the stress ticks),
# so the flashes of an update and their expiry are part of what is measured.
set -euo pipefail
cd "$(dirname "$0")/.."
demo=${1:-.build/debug/tessera-demo}
seconds=${2:-5}
command -v tmux >/dev/null || { echo "idle-cpu: tmux is not installed" >&2; exit 2; }
[ -x "$demo" ] || { echo "idle-cpu: no demo binary at $demo (swift build first)" >&2; exit 2; }
socket="idle-cpu-$$"
tmux_() { tmux -L "$socket" "$@"; }
trap 'tmux_ kill-server 2>/dev/null || true' EXIT
ticks=$(getconf CLK_TCK)

screens=("product r" "profile r" "settings x" "merchants r" "stress p")
sizes=("100 30" "10 5")
names=()
for entry in "${screens[@]}"; do
  set -- $entry
  for size in "${sizes[@]}"; do
    set -- $entry $size
    name="$1-$3x$4"
    names+=("$name|$2")
    if [ ${#names[@]} -eq 1 ]; then
      tmux_ -f /dev/null new-session -d -s "$name" -x "$3" -y "$4" "exec $demo $1"
    else
      tmux_ new-session -d -s "$name" -x "$3" -y "$4" "exec $demo $1"
    fi
  done
done
sleep 2  # let every screen start and load
for entry in "${names[@]}"; do tmux_ send-keys -t "${entry%%|*}" "${entry##*|}"; done
sleep 1  # the update and its flashes

cpu() { awk '{ sub(/.*\) /, ""); print $12 + $13 }' "/proc/$1/stat"; }
declare -A pid start
for entry in "${names[@]}"; do
  name=${entry%%|*}
  pid[$name]=$(tmux_ display-message -p -t "$name" '#{pane_pid}')
  start[$name]=$(cpu "${pid[$name]}")
done
sleep "$seconds"
failed=0
for entry in "${names[@]}"; do
  name=${entry%%|*}
  used=$(( $(cpu "${pid[$name]}") - ${start[$name]} ))
  percent=$(awk -v used="$used" -v ticks="$ticks" -v s="$seconds" 'BEGIN { printf "%.2f", 100 * used / ticks / s }')
  verdict=ok
  if awk -v p="$percent" 'BEGIN { exit !(p >= 2) }'; then verdict=FAIL; failed=1; fi
  printf 'idle-cpu: %-18s %6s%% of a core over %ss  %s\n' "$name" "$percent" "$seconds" "$verdict"
done
exit $failed
