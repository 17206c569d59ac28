#!/usr/bin/env bash
# Timeout benchmark for long straight-line threads: one worker runs S
# statements (4 globals, 3 accesses each) under a mutex while main
# writes one of them under it.  For each S and engine prints the wall
# time, peak memory (GNU time's maximum resident set), verdicts and
# whether the run ended within --timeout plus 3 s (the time counts from
# the start, compiling included).  Before the fixes of stop 61: sat and
# auto took 75 s at S = 40 000 with --timeout 5 (the race target and the
# data-order pairs went through every pair of one thread's accesses),
# smt crashed (stack overflow), explicit ran 5 s after the front end.
# Shape "local": main alone updates one volatile local S times (its
# accesses stay loads and stores); before stop 69 the front end took
# 13.6 s at S = 16 384 and over 100 s at 65 536 (each access walked
# every use of the local), whatever --timeout said.
# A benchmark, not a test: CI does not run it.
#   regress/bench/straight_line.sh [--pnbmc PATH] [--timeout SEC]
#                                  [--engines "auto sat smt explicit"] [S...]
set -u
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
pnbmc="$repo/build/pnbmc"
timeout=5
engines="auto sat smt explicit"
sizes=()
while [ $# -gt 0 ]; do
    case "$1" in
        --pnbmc) pnbmc="$2"; shift 2 ;;
        --timeout) timeout="$2"; shift 2 ;;
        --engines) engines="$2"; shift 2 ;;
        *) sizes+=("$1"); shift ;;
    esac
done
[ ${#sizes[@]} -gt 0 ] || sizes=(10000 40000)
command -v /usr/bin/time > /dev/null || { echo "needs GNU time (apt-get install time)"; exit 2; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

gen() { # S > file.c
    echo '#include <pthread.h>'
    echo 'pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;'
    echo 'int a, b, c, d;'
    echo 'void *work(void *arg)'
    echo '{'
    echo '    pthread_mutex_lock(&m);'
    for ((i = 0; i < $1; i += 4)); do
        echo '    a = a + b * 3 + 1; b = b + c * 5 + 2;'
        echo '    c = c + d * 7 + 3; d = d + a * 11 + 4;'
    done
    echo '    pthread_mutex_unlock(&m);'
    echo '    return arg;'
    echo '}'
    echo 'int main(void)'
    echo '{'
    echo '    pthread_t t;'
    echo '    pthread_create(&t, 0, work, 0);'
    echo '    pthread_mutex_lock(&m);'
    echo '    a = 5;'
    echo '    pthread_mutex_unlock(&m);'
    echo '    pthread_join(t, 0);'
    echo '    return 0;'
    echo '}'
}

gen_local() { # S > file.c
    echo 'int main(void)'
    echo '{'
    echo '    volatile int x = 0;'
    for ((i = 0; i < $1; i++)); do
        echo '    x = x * 3 + 1;'
    done
    echo '    return x == 7;'
    echo '}'
}

printf '%-6s %-8s %-9s %8s %9s %-7s %s\n' shape statements engine wall_s rss_mb in_time verdicts
for s in "${sizes[@]}"; do
  for shape in globals local; do
    if [ "$shape" = globals ]; then gen "$s" > "$tmp/p.c"; else gen_local "$s" > "$tmp/p.c"; fi
    for e in $engines; do
        /usr/bin/time -f '%e %M' -o "$tmp/time" "$pnbmc" --engine "$e" \
            --timeout "$timeout" "$tmp/p.c" > "$tmp/out" 2>&1
        read -r wall rss < <(tail -1 "$tmp/time")
        v=$(grep -E '^(deadlock|race|assert|atomicity): ' "$tmp/out" |
            sed 's/ (.*//' | tr '\n' ' ')
        ok=$(awk -v w="$wall" -v t="$timeout" 'BEGIN { print (w <= t + 3) ? "yes" : "NO" }')
        printf '%-6s %-8s %-9s %8s %9d %-7s %s\n' "$shape" "$s" "$e" "$wall" "$((rss / 1024))" "$ok" "${v:-(no verdict: $(tail -1 "$tmp/out"))}"
    done
  done
done
