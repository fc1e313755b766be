#!/usr/bin/env bash
# Checks that README.md's quick start is Examples/QuickStart/main.swift,
# verbatim, and that the output README shows is what the program prints.
set -euo pipefail
cd "$(dirname "$0")/.."

# The Nth fenced block after "## Quick start" (1: the code, 2: the output).
block() {
  awk -v want="$1" '
    /^## Quick start/ { inside = 1; next }
    !inside { next }
    /^```/ {
      if (open) { if (count == want) exit; open = 0 } else { open = 1; count++ }
      next
    }
    open && count == want { print }
  ' README.md
}

if ! diff <(block 1) Examples/QuickStart/main.swift >/dev/null; then
  echo "readme-check: README's quick start differs from Examples/QuickStart/main.swift:"
  diff <(block 1) Examples/QuickStart/main.swift || true
  exit 1
fi
swift build --product QuickStart >/dev/null
output=$("$(swift build --show-bin-path)/QuickStart")
if ! diff <(block 2) <(echo "$output") >/dev/null; then
  echo "readme-check: the output README shows differs from what QuickStart prints:"
  diff <(block 2) <(echo "$output") || true
  exit 1
fi
echo "readme-check: the quick start and its output match README.md"
