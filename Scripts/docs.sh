#!/usr/bin/env bash
# Converts every DocC catalog the way Swift Package Index builds documentation: one module at a
# time, from the symbol graphs the compiler emits for the module (-emit-symbol-graph, public
# symbols, extension blocks for the types it extends), so a link resolves only if it resolves in
# that module's own documentation. Fails on any DocC warning.
#
# Usage: Scripts/docs.sh [MODULE...]
#   MODULE  a target with a Sources/MODULE/MODULE.docc catalog (default: every such target)
# Environment: DOCS_SCRATCH, the build folder (default .build-docs, kept apart from .build because
# the symbol-graph flags change every module's build); DOCC, the docc binary (default: next to
# swift).
# Prints one line per module, the warnings of failing modules, and leaves the archives in
# $DOCS_SCRATCH/docs/MODULE.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=${DOCS_SCRATCH:-.build-docs}
docc=${DOCC:-$(dirname "$(readlink -f "$(command -v swift)")")/docc}
[[ -x $docc ]] || docc=$(command -v docc) || { echo "docs: no docc next to swift or on PATH" >&2; exit 2; }

if (($#)); then
  modules=("$@")
else
  modules=()
  for catalog in Sources/*/*.docc; do
    name=$(basename "$catalog" .docc)
    [[ $catalog == "Sources/$name/$name.docc" ]] && modules+=("$name")
  done
fi

# The compiler emits a module's graph only when it compiles the module, and a module that only
# re-exports another one's changed documentation is not recompiled: start from a clean build of
# these modules every time (they depend on no other package, so nothing is fetched).
rm -rf "$scratch/docs" "$scratch/debug" "$scratch"/*-linux-* "$scratch"/*-apple-* "$scratch"/*-windows-*
graphs=$(mkdir -p "$scratch/docs/symbol-graphs" && cd "$scratch/docs/symbol-graphs" && pwd)

build_log=$scratch/docs/build.log
: >"$build_log"
# Dependents first: building TesseraUIKit emits the graphs of the modules it depends on too.
for ((i = ${#modules[@]} - 1; i >= 0; i--)); do
  module=${modules[i]}
  [[ -f $graphs/$module.symbols.json ]] && continue
  swift build --scratch-path "$scratch" --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -emit-extension-block-symbols >>"$build_log" 2>&1 ||
    { cat "$build_log" >&2; echo "docs: building $module failed" >&2; exit 1; }
done

status=0
for module in "${modules[@]}"; do
  module_graphs=$scratch/docs/graphs-$module
  rm -rf "$module_graphs" && mkdir -p "$module_graphs"
  cp "$graphs/$module.symbols.json" "$module_graphs/"
  for extension in "$graphs/$module"@*.symbols.json; do
    [[ -e $extension ]] && cp "$extension" "$module_graphs/"
  done
  log=$scratch/docs/$module.log
  "$docc" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$module_graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --output-path "$scratch/docs/$module.doccarchive" >"$log" 2>&1 ||
    { cat "$log" >&2; echo "docs: docc failed for $module" >&2; status=1; continue; }
  warnings=$(grep -c "warning:" "$log" || true)
  echo "docs: $module, $warnings warning(s)"
  if ((warnings > 0)); then
    grep -A3 "warning:" "$log" | sed "s|$PWD/||g" >&2
    status=1
  fi
done
exit $status
