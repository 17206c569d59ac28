#!/usr/bin/env bash
# Goblint 04-mutex race benchmark (a benchmark, not a test).
#
#   regress/bench/goblint.sh [--timeout 60] [--pnbmc PATH] [--filter REGEX]
#                            [--jobs 1] [--extra "OPTS"] [--replay]
#
# Reads LABELS.tsv (file, race, notes) of the goblint-mutex corpus
# ($PNBMC_BENCH, default ../shared/bench next to the repository) and runs
# `pnbmc --check race -I <corpus>/include --timeout T FILE` on every file.
# race=yes expects a race (false), no expects none (true); maybe and - are
# run and shown but counted as unlabelled (no score). --replay: `pnbmc
# replay` reproduces each race's witness on the real program.
# Each run gets --max-memory of 80% of RAM divided by --jobs (parallel
# runs would otherwise each take pnbmc's default of 80%), unless --extra
# sets one.
set -euo pipefail
# shellcheck source=regress/bench/common.sh
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

bench_parse_args "$@"
corpus="$(bench_corpus goblint-mutex)"
labels="$corpus/LABELS.tsv"
[ -f "$labels" ] || bench_die "missing $labels"
read -r -a extra <<<"$BENCH_EXTRA $(bench_memory_args)"

run_file() { # INDEX FILE LABEL NOTES
    local i="$1" file="$2" label="$3" notes="$4" expected category pfx="$BENCH_TMP/$1"
    case "$label" in
        yes) expected=false ;;
        no)  expected=true ;;
        *)   expected=- ;;
    esac
    mkdir -p "$pfx.d"
    (cd "$pfx.d" && bench_exec "$pfx" "$BENCH_PNBMC" --check race \
        -I "$corpus/include" --timeout "$BENCH_TIMEOUT" "${extra[@]}" \
        --witness "$pfx.json" "$corpus/$file")
    local result reason
    IFS=$'\t' read -r result reason < <(bench_classify "$pfx")
    if [ "$BENCH_REPLAY" = 1 ] && [ "$result" = false ]; then
        reason="$(bench_replay "$pfx" race "$corpus/$file" \
                  -I "$corpus/include") | $reason"
    fi
    if [ "$expected" = - ]; then
        category=unlabelled
    else
        category="$(bench_category "$expected" "$result")"
    fi
    # Labels that hold only under a Goblint analysis option (LABELS.tsv
    # notes: semantic_params=...) are scored apart: the option may depart
    # from C/POSIX semantics (lock may fail, free is no access, volatile
    # accesses do not race).
    case "$notes" in
        *semantic_params=*) [ "$expected" = - ] || category="param-$category" ;;
    esac
    bench_record "$i" "$file" no-data-race "$expected" "$result" "$category" \
        "$(cat "$pfx.cpu")" "$reason"
}

printf '%-55s %-13s %-5s %-7s %-13s %7s  %s\n' file property exp result \
    category cpu reason
i=0
while IFS=$'\t' read -r file label notes; do
    [ "$file" = file ] && continue
    [ -n "$file" ] || continue
    if [ -n "$BENCH_FILTER" ] && ! [[ "$file" =~ $BENCH_FILTER ]]; then
        continue
    fi
    i=$((i + 1))
    bench_wait_slot
    run_file "$i" "$file" "$label" "$notes" </dev/null &
done <"$labels"
wait
bench_summary
bench_replay_summary
