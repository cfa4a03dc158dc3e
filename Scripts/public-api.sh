#!/usr/bin/env bash
# Lists the public API of every library product's module, one declaration a line, from symbol
# graphs extracted from the modules `swift build` left in the build folder, into
# API/<Module>.txt. With --check it compares the listing with the checked-in one and fails on any
# difference, so that every change to the public surface shows in review (CI runs the check after
# its build).
#
# Usage: Scripts/public-api.sh [--check]      (after `swift build`)
# A line reads `<kind> <path>: <declaration>`, e.g.
#   method TableViewHost.register(_:for:): func register<Cell>(_ cellClass: Cell.Type, for ...
# Members Swift synthesizes (Equatable's !=, protocol defaults) are left out; extensions a module
# declares on other modules' types are listed under it. The listing is of the Linux build, where
# the UIKit modules are compiled against HeadlessUIKit.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=write
if [[ ${1:-} == --check ]]; then mode=check; fi
modules=(TesseraDiff Tessera TesseraText TesseraUIKit TesseraSwiftUI TesseraTerminal TesseraTesting TesseraExamples)

bin=$(swift build --show-bin-path)
triple=$(swift -print-target-info | sed -n 's/.*"triple": "\([^"]*\)".*/\1/p' | head -n 1)
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
for module in "${modules[@]}"; do
  [[ -f $bin/Modules/$module.swiftmodule ]] || { echo "public-api: $module is not built; run swift build first" >&2; exit 2; }
  swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" -target "$triple" -output-dir "$graphs" \
    -minimum-access-level public -skip-synthesized-members -emit-extension-block-symbols >/dev/null
done

out=API
if [[ $mode == check ]]; then out=$graphs/listing; fi
mkdir -p "$out"
python3 - "$graphs" "$out" "${modules[@]}" <<'PYTHON'
import glob, json, os, sys

graphs, out, modules = sys.argv[1], sys.argv[2], sys.argv[3:]
for module in modules:
    files = [os.path.join(graphs, f"{module}.symbols.json")]
    files += sorted(glob.glob(os.path.join(graphs, f"{module}@*.symbols.json")))
    lines = set()
    for path in (f for f in files if os.path.exists(f)):
        with open(path) as handle:
            graph = json.load(handle)
        def spelled(constraint):
            relation = ":" if constraint["kind"] == "conformance" else "=="
            return f"{constraint['lhs']} {relation} {constraint['rhs']}"
        # The constraints each type declares itself, which its extensions repeat.
        declared = {
            tuple(symbol["pathComponents"]): {spelled(c) for c in symbol.get("swiftGenerics", {}).get("constraints", [])}
            for symbol in graph.get("symbols", [])
        }
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            name = ".".join(symbol["pathComponents"])
            declaration = " ".join("".join(f["spelling"] for f in symbol.get("declarationFragments", [])).split())
            # A member of a constrained extension: its constraints, which the declaration leaves
            # out, so that an overload for some generic arguments shows as a line of its own.
            own = declared.get(tuple(symbol["pathComponents"][:-1]), set())
            constraints = [
                spelled(c) for c in symbol.get("swiftExtension", {}).get("constraints", [])
                if spelled(c) not in own and spelled(c) not in declaration
            ]
            if constraints:
                declaration += f" (extension where {', '.join(constraints)})"
            lines.add(f"{kind} {name}: {declaration}")
    with open(os.path.join(out, f"{module}.txt"), "w") as handle:
        handle.write(f"# The public API of {module}: {len(lines)} declarations (Scripts/public-api.sh writes this file).\n")
        for line in sorted(lines):
            handle.write(line + "\n")
PYTHON

if [[ $mode == write ]]; then
  for module in "${modules[@]}"; do echo "public-api: $module: $(($(wc -l <"API/$module.txt") - 1)) declarations"; done
  exit 0
fi
status=0
for listing in "$out"/*.txt; do
  name=$(basename "$listing")
  if ! diff -u "API/$name" "$listing" >"$graphs/diff" 2>&1; then
    echo "public-api: the public API of ${name%.txt} changed; if that is intended, run Scripts/public-api.sh and commit API/$name:" >&2
    cat "$graphs/diff" >&2
    status=1
  fi
done
for listing in API/*.txt; do
  [[ -f $out/$(basename "$listing") ]] || { echo "public-api: $listing lists a module that is not checked" >&2; status=1; }
done
((status == 0)) && echo "public-api: the public API of ${#modules[@]} modules matches API/"
exit $status
