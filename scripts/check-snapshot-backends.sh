#!/usr/bin/env bash
# Runs the snapshot tests against their committed references once per EGL backend this machine
# has: the EGL device platform (a GPU, or Mesa's software device when it is the only one) and
# Mesa's surfaceless platform, plus GBM when a render node exists. The default renderer picks the
# backend from UIKITGL_BACKEND. Expects a finished `swift build --build-tests`.
set -euo pipefail
cd "$(dirname "$0")/.."
backends=(device surfaceless)
compgen -G "/dev/dri/renderD*" >/dev/null && backends+=(gbm)
status=0
for backend in "${backends[@]}"; do
  if UIKITGL_BACKEND=$backend swift test --skip-build --filter UIKitSnapshotTestingTests >"${TMPDIR:-/tmp}/snapshots-$backend.log" 2>&1; then
    echo "snapshots on $backend: pass ($(grep -o 'with [0-9]* tests' "${TMPDIR:-/tmp}/snapshots-$backend.log" | tail -1))"
  else
    echo "snapshots on $backend: FAIL (see ${TMPDIR:-/tmp}/snapshots-$backend.log)"
    status=1
  fi
done
exit $status
