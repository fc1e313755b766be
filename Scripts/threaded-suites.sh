#!/usr/bin/env bash
# Prints a `swift test --filter` pattern that selects the test suites which
# run code off the main thread: every suite declared in a test file that
# calls a background entry point (`updateInBackground`, `applyInBackground`,
# `Task.detached`, task groups, Dispatch queues, `Thread`, `@concurrent`),
# and the suites that make cell and supplementary registrations, whose count
# is the one state every view shares across threads (`RegistrationCount`).
# CI's thread-sanitizer step runs these (.ci/run, step 5); the rest of the
# suite runs on the main actor alone, where the thread sanitizer has nothing
# to find, and runs under the address sanitizer in step 4.
#
#   Scripts/threaded-suites.sh            the pattern, one line
#   Scripts/threaded-suites.sh --list     the suites, one per line
#
# The list is read from the tests each time, so a new test of background
# work is in it without an edit here.
set -euo pipefail
cd "$(dirname "$0")/.."

suites=$(
  grep -rlE 'InBackground|Task\.detached|with(Throwing)?TaskGroup|DispatchQueue|Thread\.|@concurrent|(Cell|Supplementary)Registration' Tests |
    xargs grep -hoE '(struct|class|extension) [A-Z][A-Za-z0-9_]*Tests\b' |
    awk '{ print $NF }' | sort -u
)
if [ -z "$suites" ]; then
  echo "threaded-suites: no suite found under Tests" >&2
  exit 1
fi
if [ "${1:-}" = --list ]; then
  echo "$suites"
else
  # Whole suite names: `\.Name/` as in a test id (`Module.Name/test()`).
  echo "\\.($(echo "$suites" | paste -sd '|'))/"
fi
