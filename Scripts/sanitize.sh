#!/usr/bin/env bash
# Runs the test suite under the address or thread sanitizer (or both, one
# after the other), each in its own build folder so that the normal build
# is kept:
#
#   Scripts/sanitize.sh [address|thread|all] [extra swift test arguments]
#
#   Scripts/sanitize.sh                   both sanitizers, every test
#   Scripts/sanitize.sh thread --filter TableConcurrencyStressTests
#
# address: `swift build --product CellarPackageTests --sanitize=address
#          --scratch-path .build-asan`, then `swift test --skip-build` with
#          the same options
# thread:  the same with `thread` and .build-tsan
# (.gitignore's `.build-*/` covers both folders.) Each run prints a summary
# with its build and test times; the full log is in the build folder
# (sanitize.log). On a failure it prints the failing tests and the
# sanitizer's reports, and exits non-zero.
#
# No environment is needed. The address sanitizer's leak checker is on by
# default on Linux; the test binary carries its own suppressions for a leak
# in XCTest (see Tests/CellarTestSupport/LeakSanitizerSuppressions.swift).
# The thread sanitizer reports nothing in the Swift 6.3.1 runtime, so there
# is no suppressions file; if a toolchain needs one, add Scripts/tsan.supp
# (runtime and toolchain frames only, each explained) and pass it here with
# TSAN_OPTIONS=suppressions=Scripts/tsan.supp.
set -euo pipefail
cd "$(dirname "$0")/.."

which=${1:-all}
if [ $# -gt 0 ]; then shift; fi
case "$which" in
  address | thread) sanitizers=("$which") ;;
  all) sanitizers=(address thread) ;;
  *)
    echo "usage: Scripts/sanitize.sh [address|thread|all] [extra swift test arguments]" >&2
    exit 2
    ;;
esac

# The environment passes through to `swift test`: with CELLAR_FULL_TESTS=1
# (.ci/run runs its sanitizer steps with 0) the heavy variants run in full, otherwise small, as in a
# plain `swift test`. In full, the thrash test runs 20,000 of its operations
# under a sanitizer (its full 100,000 run in the plain test step); a
# caller's CELLAR_THRASH_OPS wins.
if [ "${CELLAR_FULL_TESTS:-0}" = 1 ]; then
  export CELLAR_THRASH_OPS=${CELLAR_THRASH_OPS:-20000}
fi
full=${CELLAR_FULL_TESTS:-0}

duration() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }

run() {
  local sanitizer=$1
  shift
  local scratch
  case "$sanitizer" in
    address) scratch=.build-asan ;;
    thread) scratch=.build-tsan ;;
  esac
  mkdir -p "$scratch"
  local log="$scratch/sanitize.log"
  echo "-- sanitize $sanitizer: CELLAR_FULL_TESTS=$full swift test --skip-build --sanitize=$sanitizer --scratch-path $scratch $*"

  local start=$SECONDS
  # The test bundle and what it imports only (`CellarPackageTests`, named
  # for the package): the examples, the fuzz targets and the benchmark are
  # executables the tests do not run, and building them under each
  # sanitizer cost CI minutes. `swift test --skip-build` then runs that
  # build (a plain `swift test` would build every product first). The
  # linker warns about every sanitizer helper symbol: noise.
  if ! swift build --product CellarPackageTests --sanitize="$sanitizer" \
    --scratch-path "$scratch" >"$log" 2>&1; then
    grep -vE 'ld.gold: warning: Cannot export local symbol' "$log" | grep -E 'error:' | head -n 40
    tail -n 5 "$log"
    echo "sanitize $sanitizer: build failed"
    return 1
  fi
  local built=$SECONDS

  local status=0
  swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" "$@" >>"$log" 2>&1 ||
    status=$?
  local tested=$SECONDS
  local times="build $(duration $((built - start))), tests $(duration $((tested - built)))"

  # A sanitizer report fails the run even if the process exited 0.
  local reports
  reports=$(grep -cE '^(==[0-9]+==ERROR: |WARNING: ThreadSanitizer)' "$log" || true)
  if [ "$status" -ne 0 ] || [ "$reports" -ne 0 ]; then
    # Failing tests and one line per sanitizer report, as the test step does.
    grep -E '✘|recorded an issue|error:|Fatal|fatal error|^SUMMARY: ' "$log" |
      grep -vE 'ld.gold: warning' | head -n 80
    # The first report in full: where it happened and where the memory came from.
    awk '/^(==[0-9]+==ERROR: |WARNING: ThreadSanitizer)/ { on = 1 } on { print; if (++n == 60) exit }' "$log"
    echo "sanitize $sanitizer: FAILED (exit $status, $reports sanitizer reports; $times; log $log)"
    return 1
  fi
  local passed
  passed=$(sed -nE 's/^✔ Test run with ([0-9]+) tests? .*/\1/p' "$log" | tail -n 1)
  if [ -z "$passed" ]; then
    echo "sanitize $sanitizer: no Swift Testing summary in $log"
    return 1
  fi
  echo "sanitize $sanitizer: $passed tests passed, 0 failed, no reports ($times)"
}

failed=0
for sanitizer in "${sanitizers[@]}"; do
  run "$sanitizer" "$@" || failed=1
done
exit "$failed"
