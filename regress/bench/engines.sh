#!/usr/bin/env bash
# Per-engine verdicts on the regress programs: runs pnbmc --engine E on
# every test of the suites given (default: prims atomics) with the test's
# own options (its --engine and --timeout replaced) and compares each
# check's verdict with the one test.desc expects ("^race: bug ...").
# A benchmark, not a test: CI does not run it.
#
#   regress/bench/engines.sh [--engines smt,sat] [--timeout 20] [--jobs 1]
#                            [--pnbmc PATH] [SUITE|SUITE/TEST ...]
#
# Classes per check: correct (bug found; safe or bounded-safe where the
# test expects either; unknown where it expects unknown), unknown, WRONG
# (bug where the test expects safe, or safe where it expects a bug), and
# differs (bounded-safe against bug either way: a bound of one engine is
# not a claim about longer runs, or about a bug kind it does not search;
# or the test expects unknown and the engine answered): read those. Lines
# are printed for everything but correct, then the totals per engine.
# shellcheck source=regress/bench/common.sh
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

engines=smt,sat
BENCH_TIMEOUT=20
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --engines) engines="${2:?}"; shift ;;
        --timeout) BENCH_TIMEOUT="${2:?}"; shift ;;
        --jobs|-j) BENCH_JOBS="${2:?}"; shift ;;
        --pnbmc)   BENCH_PNBMC="${2:?}"; shift ;;
        -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
        -*) bench_die "unknown option: $1" ;;
        *) targets+=("$1") ;;
    esac
    shift
done
[[ "$BENCH_TIMEOUT" =~ ^[1-9][0-9]*$ ]] || bench_die "bad --timeout"
[[ "$BENCH_JOBS" =~ ^[1-9][0-9]*$ ]] || bench_die "bad --jobs"
[ -x "$BENCH_PNBMC" ] || bench_die "not executable: $BENCH_PNBMC (build first)"
BENCH_PNBMC="$(cd "$(dirname "$BENCH_PNBMC")" && pwd)/$(basename "$BENCH_PNBMC")"
[ ${#targets[@]} -gt 0 ] || targets=(prims atomics)
BENCH_TMP="$(mktemp -d "${TMPDIR:-/tmp}/pnbmc-bench.XXXXXX")"
trap 'rm -rf "$BENCH_TMP"' EXIT
regress="$bench_repo/regress"
checks='deadlock|race|assert|atomicity'

tests=()
for t in "${targets[@]}"; do
    if [ -f "$regress/$t/test.desc" ]; then
        tests+=("$regress/$t")
    elif [ -d "$regress/$t" ]; then
        for d in "$regress/$t"/*/; do
            [ -f "$d/test.desc" ] && tests+=("${d%/}")
        done
    else
        bench_die "no such suite or test: $t"
    fi
done

# The test's options without --engine and --timeout, one per line.
test_args() { # DIR
    local -a a out=()
    read -r -a a <<<"$(sed -n 3p "$1/test.desc" | sed "s|{dir}|$1|g")"
    local i=0
    while [ $i -lt ${#a[@]} ]; do
        case "${a[$i]}" in
            --engine|--timeout) i=$((i + 2)); continue ;;
            --engine=*|--timeout=*) ;;
            *) out+=("${a[$i]}") ;;
        esac
        i=$((i + 1))
    done
    [ ${#out[@]} -eq 0 ] || printf '%s\n' "${out[@]}"
}

# "check verdict" lines the test expects (before its "--" line).
expected() { # DIR
    sed -n '4,$p' "$1/test.desc" | sed '/^--$/q' |
        sed -n -E "s/^\^($checks): (bug|safe|bounded-safe|unknown).*/\1 \2/p" |
        sort -u -k1,1
}

classify() { # EXPECTED GOT
    case "$1:$2" in
        bug:bug|safe:safe|safe:bounded-safe|bounded-safe:safe) echo correct ;;
        bounded-safe:bounded-safe|unknown:unknown) echo correct ;;
        *:unknown|*:missing) echo unknown ;;
        bug:safe|safe:bug) echo WRONG ;;
        *) echo differs ;;
    esac
}

run_one() { # INDEX DIR ENGINE
    local pfx="$BENCH_TMP/$1" dir="$2" engine="$3" name
    name="${dir#"$regress"/}"
    local -a args files
    mapfile -t args < <(test_args "$dir")
    read -r -a files <<<"$(sed -n 2p "$dir/test.desc")"
    (cd "$dir" && bench_exec "$pfx" "$BENCH_PNBMC" --engine "$engine" \
        --timeout "$BENCH_TIMEOUT" ${args[@]+"${args[@]}"} "${files[@]}")
    while read -r check want; do
        [ -n "$check" ] || continue
        local got
        got="$(sed -n -E "s/^$check: ([a-z-]+).*/\1/p" "$pfx.out" | head -n 1)"
        [ -n "$got" ] || got=missing
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$engine" "$name" "$check" "$want" \
            "$got" "$(classify "$want" "$got")"
    done < <(expected "$dir") >"$pfx.tsv"
    echo "$engine $(cat "$pfx.cpu")" >"$pfx.cpus"
}

i=0
IFS=',' read -r -a engine_list <<<"$engines"
for d in "${tests[@]}"; do
    for e in "${engine_list[@]}"; do
        i=$((i + 1))
        run_one "$i" "$d" "$e" &
        bench_wait_slot
    done
done
wait

cat "$BENCH_TMP"/*.tsv 2>/dev/null | sort -k1,1 -k2,2 |
    awk -F'\t' '$6 != "correct" { printf "%-5s %-48s %-9s expected %-12s got %-12s %s\n", $1, $2, $3, $4, $5, $6 }'
cat "$BENCH_TMP"/*.cpus 2>/dev/null | awk '{ cpu[$1] += $2 } END {
    for (e in cpu) printf "%s\t%.1f\n", e, cpu[e] }' >"$BENCH_TMP/cpu.sum"
cat "$BENCH_TMP"/*.tsv 2>/dev/null | awk -F'\t' -v cpufile="$BENCH_TMP/cpu.sum" '
    BEGIN { while ((getline l < cpufile) > 0) { split(l, f, "\t"); cpu[f[1]] = f[2] } }
    { n[$1]++; c[$1, $6]++ }
    END {
        for (e in n)
            printf "%-5s checks %4d  correct %4d  unknown %4d  WRONG %3d  differs %3d  cpu %.1f s\n",
                   e, n[e], c[e, "correct"], c[e, "unknown"], c[e, "WRONG"],
                   c[e, "differs"], cpu[e]
    }'
printf 'programs %d, timeout %d s per run\n' "${#tests[@]}" "$BENCH_TIMEOUT"
