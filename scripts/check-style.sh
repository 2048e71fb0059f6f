#!/usr/bin/env bash
# The code's habits, checked in CI: swift-format (configuration in .swift-format) reports
# nothing in strict mode, no Swift file in Sources is over 400 lines, no plan type is public, and
# public main-actor UIKit API is @preconcurrency.
# Files in UIKitSources/ folders are iOS code kept as iOS developers write it (the UIKitPort
# plugin compiles them unchanged, #colorLiteral and long lines included), so they are not linted.
set -euo pipefail
cd "$(dirname "$0")/.."
find Sources Tests Plugins -name '*.swift' -not -path '*/UIKitSources/*' -print0 \
    | xargs -0 swift format lint --strict Package.swift

status=0
while read -r lines file; do
    [ "$file" = total ] && continue
    limit=400
    # Swift lets subclasses override only members the class body declares: UIView has UIKit's ~140,
    # CALayer Core Animation's ~90.
    [ "$file" = Sources/LayerTree/View/UIView.swift ] && limit=700
    [ "$file" = Sources/LayerTree/Layer/CALayer.swift ] && limit=500
    if [ "$lines" -gt "$limit" ]; then echo "style: $file has $lines lines (at most $limit)" >&2; status=1; fi
done < <(find Sources -name '*.swift' -print0 | xargs -0 wc -l)

if grep -nE '^\s*public .*\b(struct|enum|class|final class) (DrawOp|FramePlan|PlannedPass|PlanCache|PlanRecords|PlanningContext|FramePlanner)\b' -r Sources/GLCompositor/Planning; then
    echo "style: plan types are package, not public" >&2
    status=1
fi
# UIKit-facing main-actor API is pre-concurrency, as the SDK's imported isolation is (issue 21).
if grep -rnE -A1 '^@MainActor$' Sources/LayerTree Sources/Graphics Sources/UIKit | grep -E '^[^:]+-[0-9]+-(public|open) '; then
    echo "style: public @MainActor declarations above are @preconcurrency @MainActor in these modules" >&2
    status=1
fi
if grep -rnE '^@MainActor (public|open) ' Sources/LayerTree Sources/Graphics Sources/UIKit; then
    echo "style: public @MainActor declarations above are @preconcurrency @MainActor in these modules" >&2
    status=1
fi
[ $status -eq 0 ] && echo "style: swift-format clean, files within 400 lines, plan types not public, UIKit API pre-concurrency"
exit $status
