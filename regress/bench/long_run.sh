#!/usr/bin/env bash
# Memory benchmark for long runs of one thread (solve/reduce.inc's
# drop_state): main fills and checksums a global array of W words for R
# rounds, then one worker thread reads it under a mutex.  Every step of
# main is a global access, so the explicit engine's DFS stack is as deep
# as the run; a frame whose successors are all fired keeps no state
# (--check race: the searches without the reduction, solve/explicit.c's
# drop_sole_parent).
# Prints per R the explicit engine's time, peak memory (GNU time's
# maximum resident set), verdict and DFS depth.  A benchmark, not a
# test: CI does not run it.
#   regress/bench/long_run.sh [--pnbmc PATH] [--timeout SEC] [--words W]
#                             [--check CHECKS] [R...]
set -u
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
pnbmc="$repo/build/pnbmc"
timeout=120
words=4096
check=assert
rounds=()
while [ $# -gt 0 ]; do
    case "$1" in
        --pnbmc) pnbmc="$2"; shift 2 ;;
        --timeout) timeout="$2"; shift 2 ;;
        --words) words="$2"; shift 2 ;;
        --check) check="$2"; shift 2 ;;
        *) rounds+=("$1"); shift ;;
    esac
done
[ ${#rounds[@]} -gt 0 ] || rounds=(1 4 16)
command -v /usr/bin/time > /dev/null || { echo "needs GNU time (apt-get install time)"; exit 2; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

gen() { # R W > file.c
    cat <<C
#include <assert.h>
#include <pthread.h>
#define R $1
#define W $2
static unsigned a[W];
static unsigned sum;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *reader(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    unsigned s = sum;
    pthread_mutex_unlock(&m);
    return (void *)(unsigned long)s;
}
int main(void)
{
    unsigned s = 0;
    for (int r = 0; r < R; r++)
        for (int i = 0; i < W; i += 64) {
            a[i] = a[i] * 31u + (unsigned)(i + r);
            s += a[i];
        }
    pthread_t t;
    pthread_mutex_lock(&m);
    sum = s;
    pthread_mutex_unlock(&m);
    pthread_create(&t, 0, reader, 0);
    void *got;
    pthread_join(t, &got);
    assert((unsigned)(unsigned long)got == s);
    return 0;
}
C
}

printf '%6s  %8s  %10s  %-12s  %s\n' R seconds peak-MB verdict depth
for r in "${rounds[@]}"; do
    gen "$r" "$words" > "$tmp/p$r.c"
    out=$(/usr/bin/time -f 'PEAK %M %e' "$pnbmc" --engine explicit \
          --check "$check" --unroll 0 --stats --timeout "$timeout" \
          "$tmp/p$r.c" 2>&1)
    printf '%6s  %8s  %10s  %-12s  %s\n' "$r" \
        "$(echo "$out" | sed -n 's/^PEAK [0-9]* //p')" \
        "$(( $(echo "$out" | sed -n 's/^PEAK \([0-9]*\) .*/\1/p') / 1024 ))" \
        "$(echo "$out" | sed -n 's/^VERDICT: //p')" \
        "$(echo "$out" | sed -n 's/^max-depth //p')"
done
