#!/usr/bin/env bash
# Installs dependencies, builds pnbmc and runs it on the dining philosophers.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

./scripts/setup.sh
./scripts/build.sh release
echo "\$ build/pnbmc --threads 5 examples/philosophers.c"
rc=0
build/pnbmc --threads 5 examples/philosophers.c || rc=$?
case "$rc" in
    0) echo "(exit 0: no bug found)" ;;
    1) echo "(exit 1: bug found, see the witness above)" ;;
    2) echo "(exit 2: usage or input error)"; exit 2 ;;
    3) echo "(exit 3: unknown)" ;;
    *) echo "(pnbmc ended with status $rc)"; exit "$rc" ;;
esac
