#!/usr/bin/env bash
# Formats every Swift source in place, then lints strictly (what CI checks).
set -euo pipefail
cd "$(dirname "$0")/.."
dirs=""
for dir in Sources Tests Benchmarks Examples Fuzz UIKitCheck; do
  if [ -d "$dir" ]; then dirs="$dirs $dir"; fi
done
# shellcheck disable=SC2086
swift format format --in-place --recursive --parallel $dirs
# shellcheck disable=SC2086
swift format lint --strict --recursive --parallel $dirs
echo "format: clean"
