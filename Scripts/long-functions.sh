#!/usr/bin/env bash
# Lists functions, initialisers and closures-as-properties in Sources/ longer
# than a limit (default 80 lines), longest first. A function whose doc comment
# says "textbook algorithm core" is allowed and is listed as such.
#
#   Scripts/long-functions.sh [LIMIT] [DIR...]
#
# Exits 1 when any function other than an allowed core is over the limit.
# The list goes to stderr with `tee -a`: without `-a`, tee opened /dev/stderr
# with truncation, and when stderr was a file (CI's log, `.ci/run > log 2>&1`)
# it emptied everything the earlier steps had written to it.
# Counting is by braces outside string literals and comments: good enough for
# this code base, not a Swift parser.
set -euo pipefail
cd "$(dirname "$0")/.."
limit=${1:-80}
shift || true
dirs=("${@:-Sources}")

find "${dirs[@]}" -name '*.swift' -print0 | sort -z | xargs -0 awk -v limit="$limit" '
  function strip(line) {
    gsub(/\\"/, "", line)
    gsub(/"[^"]*"/, "\"\"", line)
    sub(/\/\/.*/, "", line)
    return line
  }
  FNR == 1 { depth = 0; open = 0; allowed = 0 }
  {
    raw = $0
    if (raw ~ /textbook algorithm core/) allowed = 1
    line = strip(raw)
    if (!open && line ~ /(^|[^A-Za-z_])(func|init|deinit|subscript)([^A-Za-z_]|$)/ && line !~ /^[[:space:]]*(\/\/|\*)/) {
      open = 1; start = FNR; name = raw; base = depth; seen = 0; isAllowed = allowed
      sub(/^[[:space:]]+/, "", name)
    }
    n = split(line, chars, "")
    for (i = 1; i <= n; i++) {
      if (chars[i] == "{") { depth++; if (open) seen = 1 }
      else if (chars[i] == "}") {
        depth--
        if (open && seen && depth == base) {
          length_ = FNR - start + 1
          if (length_ > limit) {
            tag = isAllowed ? "allowed" : "LONG"
            printf "%d\t%s\t%s:%d\t%s\n", length_, tag, FILENAME, start, substr(name, 1, 70)
          }
          open = 0; allowed = 0
        }
      }
    }
    if (open && !seen && line ~ /^[[:space:]]*$/) { open = 0 }
    if (raw !~ /^[[:space:]]*\/\/\//) { if (!open) allowed = 0 }
  }
' | sort -rn | tee -a /dev/stderr | awk -F'\t' '$2 == "LONG" { bad = 1 } END { exit bad }'
