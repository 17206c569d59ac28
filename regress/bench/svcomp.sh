#!/usr/bin/env bash
# SV-COMP benchmark runner (a benchmark, not a test; CI does not run it).
#
#   regress/bench/svcomp.sh [--timeout 60] [--pnbmc PATH] [--filter REGEX]
#                           [--jobs 1] [--extra "OPTS"] [--replay]
#
# Reads MANIFEST.tsv of the corpus ($PNBMC_BENCH, default ../shared/bench
# next to the repository), runs pnbmc on every task (no-data-race:
# --check race, unreach-call: --check assert; --32 for ILP32 tasks;
# --threads auto: more thread slots while time is left) and
# prints one line per task, then counts, SV-COMP score and CPU times.
# --filter is a bash extended regex matched against the task name.
# --replay: `pnbmc replay` reproduces each bug's witness on the real
# program (the .i file, compiled for the host: an ILP32 task too, as
# clang has no 32-bit libraries here); the reason column starts with the
# outcome and the summary counts the witnesses reproduced.
# Each run gets --max-memory of 80% of RAM divided by --jobs (parallel
# runs would otherwise each take pnbmc's default of 80%), unless --extra
# sets one.
set -euo pipefail
# shellcheck source=regress/bench/common.sh
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

bench_parse_args "$@"
corpus="$(bench_corpus sv-comp)"
manifest="$corpus/MANIFEST.tsv"
[ -f "$manifest" ] || bench_die "missing $manifest"
read -r -a extra <<<"$BENCH_EXTRA $(bench_memory_args)"

run_task() { # INDEX TASK INPUT PROPERTY EXPECTED
    local i="$1" task="$2" input="$3" prop="$4" expected="$5" check
    local pfx="$BENCH_TMP/$i" args=()
    case "$prop" in
        no-data-race) check=race ;;
        unreach-call) check=assert ;;
        *) bench_record "$i" "$task" "$prop" "$expected" unknown unknown 0.00 \
               "unsupported property"; return ;;
    esac
    if grep -q -E '^[[:space:]]*data_model:[[:space:]]*ILP32' "$corpus/$task" 2>/dev/null; then
        args+=(--32)
    fi
    mkdir -p "$pfx.d"
    (cd "$pfx.d" && bench_exec "$pfx" "$BENCH_PNBMC" --check "$check" \
        --threads auto "${args[@]}" --witness "$pfx.json" \
        --timeout "$BENCH_TIMEOUT" "${extra[@]}" "$corpus/$input")
    local result reason
    IFS=$'\t' read -r result reason < <(bench_classify "$pfx")
    if [ "$BENCH_REPLAY" = 1 ] && [ "$result" = false ]; then
        reason="$(bench_replay "$pfx" "$check" "$corpus/$input") | $reason"
    fi
    bench_record "$i" "$task" "$prop" "$expected" "$result" \
        "$(bench_category "$expected" "$result")" "$(cat "$pfx.cpu")" "$reason"
}

printf '%-55s %-13s %-5s %-7s %-13s %7s  %s\n' task property exp result \
    category cpu reason
i=0
while IFS=$'\t' read -r task input prop expected _folder _commit; do
    [ "$task" = task ] && continue
    [ -n "$task" ] || continue
    if [ -n "$BENCH_FILTER" ] && ! [[ "$task" =~ $BENCH_FILTER ]]; then
        continue
    fi
    i=$((i + 1))
    bench_wait_slot
    run_task "$i" "$task" "$input" "$prop" "$expected" </dev/null &
done <"$manifest"
wait
bench_summary
bench_replay_summary
