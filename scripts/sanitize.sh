#!/usr/bin/env bash
# The test suite under AddressSanitizer (with LeakSanitizer) and ThreadSanitizer. Each builds in a
# directory of its own (.build-asan, .build-tsan), so the ordinary build is left alone.
#
#   scripts/sanitize.sh                both, one after the other
#   scripts/sanitize.sh address        AddressSanitizer and LeakSanitizer
#   scripts/sanitize.sh thread         ThreadSanitizer
#
# scripts/sanitizers/ holds the suppressions — leaks and races that are not this package's, each
# with its reason — and keep-modules.c, preloaded while the tests run: libglvnd closes Mesa's
# libraries at exit, and the blocks their globals still point to would then look leaked.
# Child processes the tests start (glbench, the tests again without GL) inherit all of it.
set -euo pipefail
cd "$(dirname "$0")/.."

support=$(mktemp -d)
trap 'rm -rf "$support"' EXIT
cc -shared -fPIC -o "$support/keep-modules.so" scripts/sanitizers/keep-modules.c

for kind in ${@:-address thread}; do
    case "$kind" in
        address) directory=.build-asan ;;
        thread) directory=.build-tsan ;;
        *) echo "usage: $0 [address] [thread]" >&2; exit 2 ;;
    esac
    echo "== $kind sanitizer: building in $directory"
    swift build --build-tests --scratch-path "$directory" --sanitize="$kind"
    echo "== $kind sanitizer: testing"
    LD_PRELOAD="$support/keep-modules.so" \
        ASAN_OPTIONS="detect_leaks=1:halt_on_error=1" \
        LSAN_OPTIONS="suppressions=$PWD/scripts/sanitizers/lsan.supp" \
        TSAN_OPTIONS="suppressions=$PWD/scripts/sanitizers/tsan.supp" \
        swift test --skip-build --scratch-path "$directory" --sanitize="$kind"
done
echo "sanitizers: ${*:-address thread} clean"
