#!/usr/bin/env bash
# Fuzzes one target with libFuzzer (address sanitizer on) for a number of
# seconds, starting from the committed corpus.
#
#   Scripts/fuzz.sh TARGET SECONDS      TARGET: diff, sectioned, table, grid or snapshot
#
# New inputs go to Fuzz/corpus-work/TARGET (git-ignored); a failing input is
# written to .build-fuzz/artifacts/ and the script exits non-zero. Replay a
# file or folder without the fuzzer: swift run FuzzDiff PATH (FuzzSectioned,
# FuzzTable, FuzzGrid, FuzzSnapshot).
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Scripts/fuzz.sh TARGET SECONDS}
seconds=${2:?usage: Scripts/fuzz.sh TARGET SECONDS}
case "$target" in
  diff) product=FuzzDiff ;;
  sectioned) product=FuzzSectioned ;;
  table) product=FuzzTable ;;
  grid) product=FuzzGrid ;;
  snapshot) product=FuzzSnapshot ;;
  *) echo "fuzz: unknown target '$target' (diff, sectioned, table, grid, snapshot)"; exit 2 ;;
esac
[ -d "Fuzz/$product" ] || { echo "fuzz: target '$target' does not exist yet"; exit 2; }
# Incremental release builds with the sanitizers are not trusted: after a
# stored property was added to a CellarHost class, modules built on the old
# layout were kept, and the fuzzer trapped in code that was never wrong
# ("Call of deleted method"). So the build starts clean whenever a Swift
# source or the manifest differs from the last build's; the artifacts and
# logs are kept.
fingerprint=$(find Package.swift Sources Fuzz -name '*.swift' -print0 | LC_ALL=C sort -z |
  xargs -0 sha1sum | sha1sum | cut -d' ' -f1)
stamp=.build-fuzz/sources.sha1
if [ "$(cat "$stamp" 2>/dev/null)" != "$fingerprint" ]; then
  find .build-fuzz -mindepth 1 -maxdepth 1 ! -name artifacts ! -name '*.log' -exec rm -rf {} + 2>/dev/null || true
fi
set +e
swift build -c release --scratch-path .build-fuzz --product "$product" \
  -Xswiftc -DCELLAR_FUZZ -Xswiftc -parse-as-library -Xswiftc -sanitize=fuzzer,address \
  2>&1 | grep -vE 'ld.gold: warning: Cannot export local symbol'
built=${PIPESTATUS[0]}
set -e
[ "$built" -eq 0 ] && echo "$fingerprint" > "$stamp"
binary=".build-fuzz/release/$product"
# A failed build must not fall back on an older binary.
[ "$built" -eq 0 ] && [ -x "$binary" ] || { echo "fuzz: build of $product failed"; exit 1; }
# A smaller quarantine than ASan's 256 MB default: libFuzzer runs a leak
# check (a scan of the whole heap) whenever an input allocates more than it
# frees, and with a full quarantine those scans made the table target 3x
# slower. Later ASAN_OPTIONS entries win, so the caller's settings still apply.
export ASAN_OPTIONS="quarantine_size_mb=32${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
# A broken guarantee ends in fatalError; Swift's backtracer would then trip
# ASan (it reads the shadow gap) and bury the message under a second report.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
work="Fuzz/corpus-work/$target"
mkdir -p "$work" .build-fuzz/artifacts
# The fuzzer's status is read from PIPESTATUS right after the pipeline: with
# pipefail, a failing fuzzer fails the pipeline, and an `|| true` there
# would run and reset PIPESTATUS to 0 (a crash then passed as exit 0).
set +e
"$binary" "$work" "Fuzz/corpus/$target" \
  -max_total_time="$seconds" -print_final_stats=1 -timeout=20 -rss_limit_mb=4096 \
  -artifact_prefix=.build-fuzz/artifacts/"$target"- 2>&1 | tee ".build-fuzz/$target.log" |
  grep -E '^#[0-9]+ *(DONE|pulse)|ERROR|Fatal error|stat::number_of_executed_units|SUMMARY|Done'
status=${PIPESTATUS[0]}
set -e
executions=$(grep -E 'stat::number_of_executed_units' ".build-fuzz/$target.log" | awk '{print $2}')
echo "fuzz: $target ran ${executions:-?} executions in $seconds s (exit $status)"
exit "$status"
