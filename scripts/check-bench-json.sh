#!/usr/bin/env bash
# Runs `glbench --quick --json` at a small size and checks that the JSON interface scripts rely
# on is there: the header keys, every scene, and each scene's keys.
set -euo pipefail
cd "$(dirname "$0")/.."
json=$(swift run -c release glbench --quick --json --width 640 --height 360 --layers 100 2>/dev/null)
fail() { echo "glbench JSON check failed: $1" >&2; echo "$json" >&2; exit 1; }
[[ "$json" == "{"*"}" ]] || fail "not one JSON object"
for key in backend renderer width height scenes plan_10k_ms; do
    grep -q "\"$key\":" <<<"$json" || fail "missing \"$key\""
done
for scene in static scroll animate churn clipmask small; do
    grep -q "\"name\":\"$scene\"" <<<"$json" || fail "missing scene $scene"
done
for key in frame_ms median p95 nocache_ms rawgl_ms cpu_ms full_repaint_ms plan_ms after_first_frame \
    draw_rect_calls upload_bytes draw_calls offscreen_passes; do
    count=$(grep -o "\"$key\":" <<<"$json" | wc -l)
    (( count >= 6 )) || fail "\"$key\" appears $count times, expected one per scene"
done
echo "glbench JSON: all keys present"
