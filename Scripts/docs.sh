#!/usr/bin/env bash
# Builds the DocC catalog of every library module with the toolchain's own
# docc, warnings as errors, without the DocC plugin:
#   1. build the modules, emitting symbol graphs;
#   2. `docc convert` each catalog against its module's symbol graph.
# Output: .build/docs/<Module>.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."
modules=${DOC_MODULES:-$(ls -d Sources/*/*.docc | sed -E 's#Sources/([^/]+)/.*#\1#' | sort -u)}
graphs=.build/symbol-graphs
out=.build/docs
# The graphs are kept between runs: an up-to-date build does not emit them
# again. A module whose graph is missing gets its sources touched.
rm -rf "$out"
mkdir -p "$graphs" "$out"
for module in $modules; do
  if [ ! -f "$graphs/$module/$module.symbols.json" ]; then
    find "Sources/$module" -name '*.swift' -exec touch {} +
  fi
  swift build --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs/$module" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
    -Xswiftc -emit-extension-block-symbols >/dev/null
done
for module in $modules; do
  rm -rf "$graphs/$module.only"
  mkdir -p "$graphs/$module.only"
  # Only the module's own graph (and its extension graphs), not its
  # dependencies', and in them only the package's own symbols: CellarHost
  # re-exports Foundation on Linux (as UIKit does), and a graph then holds
  # every Foundation and Glibc symbol too. A symbol is the package's when it
  # is declared under Sources/, or has no location and names a package
  # module in its identifier (a synthesized member of a package type).
  # Relationships from symbols dropped are dropped with them.
  for graph in "$graphs/$module/$module.symbols.json" "$graphs/$module/$module@"*.symbols.json; do
    if [ ! -f "$graph" ]; then continue; fi
    jq -c --arg sources "file://$PWD/Sources/" '
      def ours:
        if .location then (.location.uri | startswith($sources))
        else (.identifier.precise | test("s:(6Cellar|10CellarHost|10CellarDiff|13CellarTesting)[A-Z0-9_]"))
        end;
      (.symbols | map(select(ours))) as $kept
      | ($kept | map({key: .identifier.precise, value: true}) | from_entries) as $ids
      | .symbols = $kept
      | .relationships |= map(select($ids[.source] == true))
    ' "$graph" >"$graphs/$module.only/$(basename "$graph")"
  done
  # Only the package's own symbols: every symbol with a source location is
  # declared under Sources/ (no Foundation or Glibc declarations re-exported).
  foreign=$(cat "$graphs/$module.only/"*.symbols.json | grep -oE '"uri":"[^"]*"' |
    grep -v "file://$PWD/Sources/" | sort -u || true)
  if [ -n "$foreign" ]; then
    echo "$foreign"
    echo "docs: $module documents symbols declared outside Sources/"
    exit 1
  fi
  docc convert "Sources/$module/$module.docc" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.cellar.$module" \
    --additional-symbol-graph-dir "$graphs/$module.only" \
    --output-path "$out/$module.doccarchive" \
    --warnings-as-errors >"$out/$module.log" 2>&1 || {
    cat "$out/$module.log"
    echo "docs: $module failed"
    exit 1
  }
  echo "docs: $module ok"
done
