#!/usr/bin/env bash
# Renders a quick `glbench --report` and screenshots the page in headless Chromium, to check that
# the report opens and shows its charts with no network. Not part of the test suite: it needs
# Chromium (`apt-get install chromium`) and a release build of glbench.
# Usage: scripts/report-screenshot.sh [OUT_DIR]   (default: ${TMPDIR:-/tmp}/glbench-report)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-${TMPDIR:-/tmp}/glbench-report}"
browser="$(command -v chromium || command -v chromium-browser || true)"
[ -n "$browser" ] || { echo "report-screenshot: no chromium on PATH (apt-get install chromium)" >&2; exit 1; }

swift run -c release glbench --quick --width 960 --height 540 --layers 200 --report "$out" >/dev/null
# No network: the page must render from the file alone.
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1040,2400 \
  --proxy-server=127.0.0.1:9 --screenshot="$out/screenshot.png" "file://$(realpath "$out")/index.html" 2>/dev/null
echo "report-screenshot: $out/index.html -> $out/screenshot.png"
python3 scripts/png-colours.py "$out/screenshot.png" 64 || { echo "report-screenshot: the page looks blank" >&2; exit 1; }
