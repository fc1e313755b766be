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
  # Only the module's own graph (and its extension graphs), not its dependencies'.
  cp "$graphs/$module/$module.symbols.json" "$graphs/$module.only/"
  for extension in "$graphs/$module/$module@"*.symbols.json; do
    if [ -f "$extension" ]; then cp "$extension" "$graphs/$module.only/"; fi
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
