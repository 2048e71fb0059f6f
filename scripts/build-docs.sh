#!/usr/bin/env bash
# Builds the DocC documentation of every public module (one catalog each, Sources/<Module>/<Module>.docc)
# and fails on any DocC warning. Archives land in .build/plugins/Swift-DocC/outputs/.
# Usage: scripts/build-docs.sh [extra generate-documentation options, e.g. --transform-for-static-hosting]
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(UIKit QuartzCore CoreGraphics Graphics LayerTree GLCompositor UIKitSnapshotTesting)
args=()
for module in "${modules[@]}"; do args+=(--target "$module"); done
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
swift package --disable-sandbox generate-documentation "${args[@]}" --warnings-as-errors "$@" >"$log" 2>&1 || {
  cat "$log" >&2
  echo "docs: generate-documentation failed" >&2
  exit 1
}
# SwiftPM's own note about pkg-config's -pthread (see README, Notes) is not a documentation warning.
if grep -i "warning" "$log" | grep -v "prohibited flag(s): -pthread"; then
  echo "docs: warnings above" >&2
  exit 1
fi
echo "docs: ${#modules[@]} modules documented with no warnings"
