#!/usr/bin/env bash
# Installs the Debian packages UIKitGL builds and runs against, when any is missing, then builds
# the package. Safe to run again: it installs nothing that is already there.
# Usage: scripts/setup.sh [--no-build]
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  pkg-config
  libegl-dev libgles-dev libgbm-dev   # EGL, OpenGL ES 3 and GBM headers (through libglvnd)
  libegl-mesa0 libgl1-mesa-dri        # Mesa's EGL and drivers: llvmpipe when there is no GPU
  libcairo2-dev libpango1.0-dev       # 2D drawing and text
  libjpeg-dev                         # JPEG images (libjpeg-turbo)
  fonts-dejavu-core                   # the fonts text is shaped with, the same on every machine
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "setup: need root or sudo to install ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

command -v swift >/dev/null || {
  echo "setup: no Swift toolchain on PATH; install Swift 6.1 or later (swift.org) and run again" >&2
  exit 1
}

if [ "${1:-}" != "--no-build" ]; then
  swift build --build-tests
fi
