#!/usr/bin/env bash
# Formats every Swift source in place, then lints strictly (what CI checks).
set -euo pipefail
cd "$(dirname "$0")/.."
dirs=$(ls -d Sources Tests Benchmarks Examples Fuzz 2>/dev/null | tr '\n' ' ')
# shellcheck disable=SC2086
swift format format --in-place --recursive --parallel $dirs
# shellcheck disable=SC2086
swift format lint --strict --recursive --parallel $dirs
echo "format: clean"
