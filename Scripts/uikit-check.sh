#!/usr/bin/env bash
# Compiles Cellar's real sources with `canImport(UIKit)` true, against a
# stand-in module named UIKit that is CellarHost, and runs the UIKit
# behaviour suite (issues 15 and 23):
#
#   Scripts/uikit-check.sh [--require-all] [extra swift test arguments]
#
#   Scripts/uikit-check.sh                              everything
#   Scripts/uikit-check.sh --filter CellarOnUIKitTests  one test target
#
# No UIKit exists on Linux. UIKitCheck/Facade is a test-only module named
# `UIKit` whose UIKit names are CellarHost's (which declares UIKit's API with
# UIKit's signatures), plus the Objective-C runtime's association
# functions. This script generates a
# package in .build/uikit-check/ whose target folders are symlinks to the
# repository's own folders (nothing is copied, so the code compiled is the
# code in the tree), with these targets:
#
#   CellarDiff           Sources/CellarDiff
#   UIKitFacadeIndexPath UIKitCheck/FacadeIndexPath: UIKit's IndexPath.row,
#                        section, item and their initializers
#   CellarHost           Sources/CellarHost (depends on CellarDiff,
#                        UIKitFacadeIndexPath), with -D CELLAR_UIKIT_FACADE
#                        (it takes IndexPath.row/section/item from
#                        UIKitFacadeIndexPath, as it takes them from UIKit on
#                        iOS) and, in debug, -D CELLAR_INTERNAL_CHECKS as in
#                        Package.swift
#   UIKit                UIKitCheck/Facade (depends on CellarHost and
#                        re-exports UIKitFacadeIndexPath)
#   Cellar               Sources/Cellar (depends on CellarDiff, CellarHost,
#                        UIKit): `canImport(UIKit)` is true, so the UIKit
#                        backend is what gets compiled
#   CellarTesting        Sources/CellarTesting (depends on Cellar, CellarHost):
#                        its update recorder as iOS builds it
#   CellariOSExample     Examples/iOS/CellarExample (depends on Cellar, UIKit)
#   CellarOnUIKitTests   UIKitCheck/Tests/CellarOnUIKitTests (Cellar, UIKit,
#                        CellariOSExample, CellarTesting, CellarHost)
#
# The configuration matches an iOS build of the root package: every target
# gets Swift 6 language mode, ExistentialAny and MemberImportVisibility, as
# in Package.swift, and a file that uses IndexPath.row gets it from UIKit
# (the facade re-exports it), as on iOS. The one addition: the test targets
# are built without cross-import overlays (see the manifest below).
#
# It builds with `swift build --build-tests -Xswiftc -warnings-as-errors`
# (a symbol the backend uses and the facade lacks is a compile error), runs
# `swift test`, prints the test summary, and exits non-zero on any failure.
# The generated package builds in .build/uikit-check/.build, so the root
# package's build folder is not touched. It runs from any directory.
#
# A target whose folder is missing or holds no Swift file is skipped with a
# message (the targets that need it are skipped too: no facade, no UIKit
# build). `--require-all` makes a skipped target a failure.
set -euo pipefail

require_all=0
case "${1:-}" in
  --require-all)
    require_all=1
    shift
    ;;
  -h | --help)
    sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'
    exit 0
    ;;
esac

root=$(cd "$(dirname "$0")/.." && pwd)
package="$root/.build/uikit-check"
scratch="$package/.build"
log="$package/uikit-check.log"

# Whether a folder exists and holds at least one Swift file.
has_sources() {
  [ -d "$root/$1" ] && [ -n "$(find -L "$root/$1" -name '*.swift' -print -quit)" ]
}

skipped=()
skip() {
  echo "uikit-check: skipping target $1: $2"
  skipped+=("$1")
}

# Which targets exist. The three library targets and UIKitFacadeIndexPath
# (CellarHost, built with CELLAR_UIKIT_FACADE, imports it) are always there;
# the rest depend on what has been written so far.
facade=0 example=0 cellar_tests=0
if ! has_sources UIKitCheck/FacadeIndexPath; then
  echo "uikit-check: UIKitCheck/FacadeIndexPath has no Swift sources (CellarHost needs it)"
  exit 1
fi
if has_sources UIKitCheck/Facade; then facade=1; else
  skip UIKit "UIKitCheck/Facade has no Swift sources (Cellar builds without UIKit)"
fi
if [ $facade = 0 ]; then
  skip CellariOSExample "needs the UIKit facade"
  skip CellarOnUIKitTests "needs the UIKit facade"
else
  if has_sources Examples/iOS/CellarExample; then example=1; else
    skip CellariOSExample "Examples/iOS/CellarExample has no Swift sources"
  fi
  if has_sources UIKitCheck/Tests/CellarOnUIKitTests; then cellar_tests=1; else
    skip CellarOnUIKitTests "UIKitCheck/Tests/CellarOnUIKitTests has no Swift sources"
  fi
fi
if [ $require_all = 1 ] && [ ${#skipped[@]} -gt 0 ]; then
  echo "uikit-check: --require-all: ${#skipped[@]} target(s) skipped: ${skipped[*]}"
  exit 1
fi

# The target folders: relative symlinks into the repository (the package is
# two levels down, in .build/uikit-check/).
mkdir -p "$package"
rm -rf "$package/Targets"
mkdir -p "$package/Targets"
link() { ln -s "../../../$2" "$package/Targets/$1"; }
link CellarDiff Sources/CellarDiff
link UIKitFacadeIndexPath UIKitCheck/FacadeIndexPath
link CellarHost Sources/CellarHost
link Cellar Sources/Cellar
link CellarTesting Sources/CellarTesting
[ $facade = 1 ] && link UIKit UIKitCheck/Facade
[ $example = 1 ] && link CellariOSExample Examples/iOS/CellarExample
[ $cellar_tests = 1 ] && link CellarOnUIKitTests UIKitCheck/Tests/CellarOnUIKitTests

# The manifest. Optional targets are spliced in as whole lines.
cellar_dependencies='"CellarDiff", "CellarHost"'
optional=""
if [ $facade = 1 ]; then
  cellar_dependencies='"CellarDiff", "CellarHost", "UIKit"'
  optional+='
    .target(
      name: "UIKit", dependencies: ["CellarHost", "UIKitFacadeIndexPath"], path: "Targets/UIKit",
      swiftSettings: strictSettings),'
fi
if [ $example = 1 ]; then
  optional+='
    .target(
      name: "CellariOSExample", dependencies: ["Cellar", "UIKit"],
      path: "Targets/CellariOSExample", swiftSettings: strictSettings),'
fi
cellar_test_dependencies='"Cellar", "UIKit", "CellarHost", "CellarTesting"'
# The example's view controllers are driven by ExampleOnUIKitTests.
[ $example = 1 ] && cellar_test_dependencies+=', "CellariOSExample"'
if [ $cellar_tests = 1 ]; then
  optional+="
    .testTarget(
      name: \"CellarOnUIKitTests\", dependencies: [$cellar_test_dependencies],"
  optional+='
      path: "Targets/CellarOnUIKitTests", swiftSettings: testSettings),'
fi

manifest="// swift-tools-version: 6.0
// Generated by Scripts/uikit-check.sh: do not edit (it is rewritten on each run).
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature(\"ExistentialAny\"),
  .enableUpcomingFeature(\"MemberImportVisibility\"),
]

// The toolchain's Testing module declares a cross-import overlay for UIKit
// (_Testing_UIKit, image attachments), which exists only in Apple's SDKs: a
// file importing both Testing and the facade would fail with \"no such
// module '_Testing_UIKit'\". The tests are built without cross-import
// overlays.
let testSettings = strictSettings + [
  .unsafeFlags([\"-Xfrontend\", \"-disable-cross-import-overlays\"]),
]

let package = Package(
  name: \"CellarUIKitCheck\",
  targets: [
    .target(name: \"CellarDiff\", path: \"Targets/CellarDiff\", swiftSettings: strictSettings),
    .target(
      name: \"UIKitFacadeIndexPath\", path: \"Targets/UIKitFacadeIndexPath\",
      swiftSettings: strictSettings),
    .target(
      name: \"CellarHost\", dependencies: [\"CellarDiff\", \"UIKitFacadeIndexPath\"],
      path: \"Targets/CellarHost\",
      swiftSettings: strictSettings + [
        .define(\"CELLAR_UIKIT_FACADE\"),
        .define(\"CELLAR_INTERNAL_CHECKS\", .when(configuration: .debug)),
      ]),
    .target(
      name: \"Cellar\", dependencies: [$cellar_dependencies], path: \"Targets/Cellar\",
      swiftSettings: strictSettings),
    .target(
      name: \"CellarTesting\", dependencies: [\"Cellar\", \"CellarHost\"],
      path: \"Targets/CellarTesting\", swiftSettings: strictSettings),$optional
  ],
  swiftLanguageModes: [.v6]
)
"
# Rewritten only when it changes: a new manifest costs a re-evaluation.
if [ ! -f "$package/Package.swift" ] || [ "$(cat "$package/Package.swift")" != "${manifest%$'\n'}" ]; then
  printf '%s' "$manifest" >"$package/Package.swift"
fi

duration() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }
swiftpm=(--package-path "$package" --scratch-path "$scratch")

echo "-- uikit-check: swift build --build-tests -Xswiftc -warnings-as-errors (in .build/uikit-check)"
start=$SECONDS
if ! swift build "${swiftpm[@]}" --build-tests -Xswiftc -warnings-as-errors >"$log" 2>&1; then
  grep -E 'error:' "$log" | head -n 60 || true
  tail -n 5 "$log"
  echo "uikit-check: build failed (full log: .build/uikit-check/uikit-check.log)"
  exit 1
fi
built=$SECONDS
echo "uikit-check: built in $(duration $((built - start)))"

if [ $cellar_tests = 0 ]; then
  echo "uikit-check: no test target yet; build only"
  echo "uikit-check: passed (skipped: ${skipped[*]})"
  exit 0
fi

echo "-- uikit-check: swift test $*"
if ! swift test "${swiftpm[@]}" --skip-build "$@" >>"$log" 2>&1; then
  grep -E '✘|recorded an issue|error:|Fatal|fatal error' "$log" | head -n 80 || true
  tail -n 5 "$log"
  echo "uikit-check: tests failed (full log: .build/uikit-check/uikit-check.log)"
  exit 1
fi
grep -E '^(✔|✘|━) (Suite|Test run)' "$log" | tail -n 50 || true
# A run with known issues (`withKnownIssue`) says "━ ... with N known
# issues" instead of "✔"; it is counted, then refused below.
passed=$(grep -E '^(✔|━) Test run with [0-9]+ tests?.* passed' "$log" \
  | sed -E 's/^(✔|━) Test run with ([0-9]+) tests?.*/\2/' || true)
known=$(grep -E '^━ Test run .* with [0-9]+ known issues?' "$log" \
  | sed -E 's/.* with ([0-9]+) known issues?.*/\1/' || true)
if [ -z "$passed" ]; then
  echo "uikit-check: no Swift Testing summary in the log"
  exit 1
fi
echo "uikit-check: tests: $passed passed, 0 failed, ${known:-0} known issues; build $(duration $((built - start))), tests $(duration $((SECONDS - built)))"
# No known issue is left; a new one fails the run instead of hiding in a count.
if [ "${known:-0}" -gt 0 ]; then
  grep -E 'known issue' "$log" | head -n 20 || true
  echo "uikit-check: $known known issues: fix them (a withKnownIssue is not a pass)"
  exit 1
fi
if [ ${#skipped[@]} -gt 0 ]; then
  echo "uikit-check: passed (skipped: ${skipped[*]})"
else
  echo "uikit-check: passed"
fi
