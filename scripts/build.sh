#!/usr/bin/env bash
# Usage: scripts/build.sh [release|asan]
#   release: build/      (Release, -O2)
#   asan:    build-asan/ (Debug, PNBMC_SANITIZE=ON: ASan + UBSan)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

kind="${1:-release}"
case "$kind" in
    release) dir=build;      args=(-DCMAKE_BUILD_TYPE=Release -DPNBMC_SANITIZE=OFF) ;;
    asan)    dir=build-asan; args=(-DCMAKE_BUILD_TYPE=Debug -DPNBMC_SANITIZE=ON) ;;
    *) echo "usage: $0 [release|asan]" >&2; exit 2 ;;
esac

cmake -S . -B "$dir" "${args[@]}" >/dev/null
cmake --build "$dir" -j2
