#!/usr/bin/env bash
# Runs the tests with coverage, then prints line coverage per library module
# (test targets and test support excluded).
set -euo pipefail
cd "$(dirname "$0")/.."
swift test --enable-code-coverage "$@"
bin=$(swift build --show-bin-path)
profdata="$bin/codecov/default.profdata"
tests=$(ls -d "$bin"/*.xctest 2>/dev/null | head -1)
if [ -f "$tests" ]; then object="$tests"; else object="$tests/Contents/MacOS/$(basename "$tests" .xctest)"; fi
toolbin=$(dirname "$(command -v swift)")
llvm_cov="$toolbin/llvm-cov"
[ -x "$llvm_cov" ] || llvm_cov=$(command -v llvm-cov)
echo
printf '%-14s %8s %8s %8s\n' module lines missed cover
for dir in Sources/*/; do
  module=$(basename "$dir")
  "$llvm_cov" report "$object" -instr-profile="$profdata" "$PWD/$dir" 2>/dev/null |
    awk -v m="$module" '/^TOTAL/ { printf "%-14s %8s %8s %8s\n", m, $8, $9, $10 }'
done
