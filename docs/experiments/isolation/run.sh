#!/usr/bin/env bash
# Issue 21, "Isolation as the SDK's": what a client gets for calling @MainActor view API from a
# nonisolated helper, by language mode, with the library's classes plain @MainActor or
# @preconcurrency @MainActor. Prints each mode's errors and warnings (file:line: kind).
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -emit-module -parse-as-library -swift-version 6 -module-name Lib Lib.swift -emit-module-path "$work/Lib.swiftmodule"
for mode in "-swift-version 5" "-swift-version 5 -strict-concurrency=complete" "-swift-version 6"; do
    echo "== client in $mode"
    # shellcheck disable=SC2086
    swiftc -typecheck $mode -I "$work" Client.swift 2>&1 \
        | grep -E '^Client.swift:[0-9]+:[0-9]+: (error|warning)' \
        | sed -E 's/^(Client.swift:[0-9]+):[0-9]+: (error|warning): ([^[]*).*/\1: \2: \3/' || true
done
