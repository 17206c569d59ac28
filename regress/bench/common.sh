# shellcheck shell=bash disable=SC2034
# Shared helpers of the benchmark runners (sourced by svcomp.sh, goblint.sh).
# Not a test: CI does not run the benchmarks.

bench_repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

# Defaults; the runners' option parsers override them.
BENCH_TIMEOUT=60
BENCH_JOBS=1
BENCH_PNBMC="$bench_repo/build/pnbmc"
BENCH_FILTER=""
BENCH_EXTRA=""
BENCH_REPLAY=0

bench_die() { echo "${0##*/}: $*" >&2; exit 2; }

# The corpus root: $PNBMC_BENCH (the bench folder or its sub-corpus),
# else ../shared/bench next to the repository.
bench_corpus() { # $1 = sub-corpus name (sv-comp, goblint-mutex)
    local root="${PNBMC_BENCH:-$bench_repo/../shared/bench}"
    if [ -d "$root/$1" ]; then
        (cd "$root/$1" && pwd)
    elif [ -d "$root" ]; then
        (cd "$root" && pwd)
    else
        bench_die "no benchmark corpus at $root (set PNBMC_BENCH)"
    fi
}

# Parses the common options; the rest must be empty.
bench_parse_args() {
    while [ $# -gt 0 ]; do
        case "$1" in
            --timeout) BENCH_TIMEOUT="${2:?}"; shift ;;
            --pnbmc)   BENCH_PNBMC="${2:?}"; shift ;;
            --filter)  BENCH_FILTER="${2?}"; shift ;;
            --jobs|-j) BENCH_JOBS="${2:?}"; shift ;;
            --extra)   BENCH_EXTRA="${2?}"; shift ;;
            --replay)  BENCH_REPLAY=1 ;;
            -h|--help) echo "usage: ${0##*/} [--timeout SEC] [--pnbmc PATH]" \
                            "[--filter REGEX] [--jobs N] [--extra \"OPTS\"]" \
                            "[--replay]"; exit 0 ;;
            *) bench_die "unknown option: $1" ;;
        esac
        shift
    done
    [[ "$BENCH_TIMEOUT" =~ ^[0-9]+$ ]] || bench_die "bad --timeout"
    [[ "$BENCH_JOBS" =~ ^[1-9][0-9]*$ ]] || bench_die "bad --jobs"
    [ -x "$BENCH_PNBMC" ] || bench_die "not executable: $BENCH_PNBMC (build first)"
    BENCH_PNBMC="$(cd "$(dirname "$BENCH_PNBMC")" && pwd)/$(basename "$BENCH_PNBMC")"
    BENCH_TMP="$(mktemp -d "${TMPDIR:-/tmp}/pnbmc-bench.XXXXXX")"
    trap 'rm -rf "$BENCH_TMP"' EXIT
}

# pnbmc's default memory ceiling is 80% of RAM per process: with --jobs N
# the runs share it, so each gets 80% / N (unless --extra sets its own).
bench_memory_args() {
    case " $BENCH_EXTRA " in *" --max-memory "*) return ;; esac
    local kb
    kb="$(awk '/^MemTotal:/ { print $2 }' /proc/meminfo 2>/dev/null)"
    [ -n "$kb" ] || return
    echo "--max-memory $((kb / 1024 * 8 / 10 / BENCH_JOBS))"
}

# Converts bash `times` output (e.g. 1m2.500s) to seconds.
bench_times_seconds() {
    awk 'NR == 2 { s = 0; for (i = 1; i <= 2; i++) { split($i, a, /[ms]/);
                   s += a[1] * 60 + a[2] } printf "%.2f\n", s }'
}

# Runs CMD with a hard timeout; writes PFX.out, PFX.err, PFX.rc, PFX.cpu
# (user+sys seconds of all children).
bench_exec() { # PFX CMD...
    local pfx="$1" rc=0
    shift
    local hard=$((BENCH_TIMEOUT + 10))
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f '%U %S' -o "$pfx.time" \
            timeout -k 5 "$hard" "$@" >"$pfx.out" 2>"$pfx.err" </dev/null || rc=$?
        tail -n 1 "$pfx.time" | awk '{ printf "%.2f\n", $1 + $2 }' >"$pfx.cpu"
    else
        (timeout -k 5 "$hard" "$@" >"$pfx.out" 2>"$pfx.err" </dev/null || rc=$?
         times >"$pfx.time"; exit "$rc") || rc=$?
        bench_times_seconds <"$pfx.time" >"$pfx.cpu"
    fi
    echo "$rc" >"$pfx.rc"
}

# Prints "result<TAB>reason" from a finished run (see bench_exec).
# result: false (VERDICT: bug, exit 1), true (VERDICT: safe, exit 0),
# unknown otherwise.
bench_classify() { # PFX
    local pfx="$1" rc verdict reason
    rc="$(cat "$pfx.rc")"
    verdict="$(grep -h -m1 -E '^VERDICT: ' "$pfx.out" "$pfx.err" | head -n 1 || true)"
    reason="$(grep -h -m1 -E '^(assert|race|deadlock): ' "$pfx.out" "$pfx.err" \
              | head -n 1 || true)"
    if [[ "$verdict" =~ ^VERDICT:\ bug ]] && [ "$rc" = 1 ]; then
        printf 'false\t%s\n' "$reason"
    elif [[ "$verdict" =~ ^VERDICT:\ safe ]] && [ "$rc" = 0 ]; then
        printf 'true\t%s\n' "$reason"
    else
        # pnbmc's own "CHECK: unknown (why)" line says why; an input or
        # crash message on stderr comes first when there is one.
        local own="$reason"
        reason="$(grep -m1 -i -E 'error|fatal|sanitizer|abort' "$pfx.err" || true)"
        [ -n "$reason" ] || reason="$own"
        [ -n "$reason" ] || reason="$verdict"
        case "$rc" in
            124|137) reason="timeout${reason:+ ($reason)}" ;;
            0|1|2|3) ;;
            *) reason="exit $rc${reason:+ ($reason)}" ;;
        esac
        [ -n "$reason" ] || reason="exit $rc, no verdict"
        printf 'unknown\t%s\n' "$reason"
    fi
}

# correct-true, correct-false, wrong-true, wrong-false or unknown.
bench_category() { # EXPECTED RESULT
    if [ "$2" = unknown ]; then echo unknown
    elif [ "$1" = "$2" ]; then echo "correct-$2"
    else echo "wrong-$2"
    fi
}

# --replay: replays the witness PFX.json of a bug on the real program
# (pnbmc replay, clang flags after INPUT); prints the outcome and records
# it (PFX.replay: 1 reproduced, 0 not).
bench_replay() { # PFX CHECK INPUT [CFLAGS...]
    local pfx="$1" check="$2" out rc=0
    shift 2
    out="$(cd "$pfx.d" && timeout -k 5 120 "$BENCH_PNBMC" replay --check \
           "$check" "$pfx.json" -- "$@" 2>&1 </dev/null)" || rc=$?
    if [ "$rc" = 1 ]; then
        echo 1 >"$pfx.replay"
        echo "replay: reproduced"
    else
        echo 0 >"$pfx.replay"
        echo "replay: NOT reproduced ($(tail -n 1 <<<"$out"))"
    fi
}

bench_replay_summary() {
    [ "$BENCH_REPLAY" = 1 ] || return 0
    cat "$BENCH_TMP"/*.replay 2>/dev/null | awk '{ n++; r += $1 } END {
        printf "replay: %d of %d bug witnesses reproduced on the real " \
               "program\n", r, n }'
}

# Blocks until fewer than BENCH_JOBS background tasks run.
bench_wait_slot() {
    while [ "$(jobs -rp | wc -l)" -ge "$BENCH_JOBS" ]; do
        wait -n || true
    done
}

# Records one task: prints the line and stores it for the summary.
# Fields: name property expected result category cpu reason.
bench_record() { # INDEX NAME PROPERTY EXPECTED RESULT CATEGORY CPU REASON
    local reason="${8//$'\t'/ }"
    reason="${reason:0:160}"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$2" "$3" "$4" "$5" "$6" "$7" \
        "$reason" >"$BENCH_TMP/$(printf '%06d' "$1").tsv"
    printf '%-55s %-13s %-5s %-7s %-13s %7s  %s\n' "$2" "$3" "$4" "$5" "$6" \
        "$7" "$reason"
}

# Prints counts, SV-COMP score and CPU times, overall and per property.
bench_summary() {
    cat "$BENCH_TMP"/*.tsv 2>/dev/null | awk -F'\t' '
    function pts(c) {
        if (c == "correct-true") return 2
        if (c == "correct-false") return 1
        if (c == "wrong-true") return -32
        if (c == "wrong-false") return -16
        return 0
    }
    function line(k, label) {
        printf "%-22s tasks %4d  correct-true %4d  correct-false %4d  " \
               "wrong-true %3d  wrong-false %3d  unknown %4d", label, n[k],
               c[k, "correct-true"], c[k, "correct-false"], c[k, "wrong-true"],
               c[k, "wrong-false"], c[k, "unknown"]
        if (c[k, "unlabelled"]) printf "  unlabelled %d", c[k, "unlabelled"]
        pa = c[k, "param-correct-true"] + c[k, "param-correct-false"]
        pd = c[k, "param-wrong-true"] + c[k, "param-wrong-false"]
        pu = c[k, "param-unknown"]
        if (pa + pd + pu)
            printf "\n%-22s option-dependent labels (not scored): %d agree, " \
                   "%d disagree, %d unknown", "", pa, pd, pu
        printf "\n%-22s score %d  cpu %.1f s  cpu(correct) %.1f s\n", "",
               score[k], cpu[k], ccpu[k]
    }
    {
        for (i = 0; i < 2; i++) {
            k = i ? $2 : "all"
            n[k]++; c[k, $5]++; cpu[k] += $6; score[k] += pts($5)
            if ($5 ~ /^correct/) ccpu[k] += $6
        }
        props[$2] = 1
    }
    END {
        if (!n["all"]) { print "no tasks run"; exit }
        print "----"
        line("all", "total")
        np = 0
        for (p in props) np++
        if (np > 1) for (p in props) line(p, p)
    }'
}
