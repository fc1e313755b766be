#!/usr/bin/env bash
# Type-checks CellarTesting against a real iOS SDK, which the shared tool
# (../shared/tools/ios-sdk-typecheck/typecheck.sh) does not: run that tool
# first with the same OUT, so that Cellar's module is there to import.
#   SDK=/path/iPhoneOS16.5.sdk OUT=/path/out Scripts/ios-typecheck-testing.sh
# On iOS, CellarTesting has the inspection API (ids by section, typed ids),
# the update recorder, its reports and UpdateTally; renderedScreen() is
# CellarHost only.
set -u
SDK=${SDK:?set SDK to an iPhoneOS*.sdk directory}
OUT=${OUT:?set OUT to the output directory of typecheck.sh}
tool=$(cd "$(dirname "$0")/../../shared/tools/ios-sdk-typecheck" 2>/dev/null && pwd) ||
  { echo "no ../shared/tools/ios-sdk-typecheck beside the project (its shims are needed)"; exit 2; }
[ -f "$OUT/Cellar.swiftmodule" ] || { echo "no $OUT/Cellar.swiftmodule: run typecheck.sh with OUT=$OUT first"; exit 2; }
cd "$(dirname "$0")/.."
swiftc -typecheck -module-name CellarTesting -target arm64-apple-ios17.0 -sdk "$SDK" \
  -resource-dir "$OUT/rd" -module-cache-path "$OUT/mc" -swift-version 6 \
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility \
  -parse-as-library -package-name cellar -I "$OUT" \
  $(find Sources/CellarTesting -name '*.swift' | sort) "$tool/shim-bitwise.swift" >"$OUT/CellarTesting.log" 2>&1
rc=$?
errors=$(grep -c 'error:' "$OUT/CellarTesting.log")
warnings=$(grep -c 'warning:' "$OUT/CellarTesting.log")
echo "CellarTesting: rc=$rc errors=$errors warnings=$warnings"
[ $rc -eq 0 ] && [ "$errors" -eq 0 ] && [ "$warnings" -eq 0 ]
