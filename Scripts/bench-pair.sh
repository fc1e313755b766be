#!/usr/bin/env bash
# Paired before/after benchmark: runs two cellar-bench binaries in turn,
# scenario by scenario, so both see the same machine state, and prints each
# scenario's median for both with the median of the per-round ratios.
#
#   Scripts/bench-pair.sh BEFORE AFTER [--rounds R] [--runs N] NAME[=NEWNAME]...
#
# BEFORE and AFTER are release builds of cellar-bench (for example one built
# in a worktree of the old commit: `swift build -c release --product
# cellar-bench`). NAME=NEWNAME compares a scenario that was renamed.
# BEFORE_ARGS and AFTER_ARGS (environment) are extra options for one binary
# only, e.g. AFTER_ARGS=--quick when BEFORE predates that option.
# Needs jq.
set -euo pipefail

if [ $# -lt 3 ]; then
  sed -n '2,14p' "$0"
  exit 2
fi
before=$1
after=$2
shift 2
rounds=5
runs=5
names=()
while [ $# -gt 0 ]; do
  case $1 in
  --rounds) rounds=$2; shift 2 ;;
  --runs) runs=$2; shift 2 ;;
  *) names+=("$1"); shift ;;
  esac
done

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# seconds BINARY NAME EXTRA_ARGS: EXTRA_ARGS is split on spaces on purpose.
seconds() {
  # shellcheck disable=SC2086
  "$1" --only "$2" --runs "$runs" --json $3 | jq -r '.scenarios[0].medianSeconds'
}

printf '%-28s %12s %12s %8s\n' scenario "before (s)" "after (s)" "after/before"
for pair in "${names[@]}"; do
  old=${pair%%=*}
  new=${pair#*=}
  olds=()
  news=()
  ratios=()
  for _ in $(seq "$rounds"); do
    o=$(seconds "$before" "$old" "${BEFORE_ARGS:-}")
    n=$(seconds "$after" "$new" "${AFTER_ARGS:-}")
    olds+=("$o")
    news+=("$n")
    ratios+=("$(awk -v a="$n" -v b="$o" 'BEGIN { printf "%.4f", a / b }')")
  done
  printf '%-28s %12.5f %12.5f %8.3f\n' "$new" \
    "$(printf '%s\n' "${olds[@]}" | median)" \
    "$(printf '%s\n' "${news[@]}" | median)" \
    "$(printf '%s\n' "${ratios[@]}" | median)"
done
