#!/usr/bin/env bash
# Full check, as CI runs it: dependencies, release and ASan builds, unit
# tests (ctest) and every regression suite under regress/ with both builds.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

./scripts/setup.sh
./scripts/build.sh release
./scripts/build.sh asan

# Suite folders: regress/*/ except unit and bench, holding >= 1 test.desc.
suites=()
for d in regress/*/; do
    name="$(basename "$d")"
    case "$name" in unit|bench) continue ;; esac
    if compgen -G "${d}*/test.desc" >/dev/null; then
        suites+=("${d%/}")
    fi
done

failed=0
step() {
    echo "==> $*"
    "$@" || { echo "==> FAILED: $*"; failed=1; }
}

step ctest --test-dir build --output-on-failure
step env ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir build-asan --output-on-failure

export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0
if [ -f "$repo/regress/lsan.supp" ]; then
    export LSAN_OPTIONS="suppressions=$repo/regress/lsan.supp"
fi

if [ ${#suites[@]} -eq 0 ]; then
    echo "==> no regression suites found under regress/"
else
    # 300 s per test in both builds: a loaded machine doubles the slowest
    # smt tests' minute (speed is measured by regress/bench, not here)
    step build/pnbmc-regress --pnbmc build/pnbmc --jobs 2 --timeout 300 \
        "${suites[@]}"
    step build-asan/pnbmc-regress --pnbmc build-asan/pnbmc --jobs 2 \
        --timeout 300 "${suites[@]}"
fi

if [ "$failed" -ne 0 ]; then
    echo "test.sh: FAILURES" >&2
    exit 1
fi
echo "test.sh: all passed"
