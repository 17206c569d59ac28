#!/usr/bin/env bash
# Scaling benchmark: N dining philosophers, deadlocking (left fork first)
# and fixed (lower-numbered fork first), N = 2 4 8 12 16 32 64 by default.
# Prints the time to the deadlock witness and to the answer on the fixed
# version, with the verdict and the number of states.  A benchmark, not a
# test: CI does not run it.
#   regress/bench/philosophers.sh [--pnbmc PATH] [--timeout SEC]
#                                 [--extra "OPTS"] [N...]
# --extra passes options to every run, e.g. --extra "--engine sat".
set -u
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
pnbmc="$repo/build/pnbmc"
timeout=60
extra=()
sizes=()
while [ $# -gt 0 ]; do
    case "$1" in
        --pnbmc) pnbmc="$2"; shift 2 ;;
        --timeout) timeout="$2"; shift 2 ;;
        --extra) read -r -a extra <<<"$2"; shift 2 ;;
        *) sizes+=("$1"); shift ;;
    esac
done
[ ${#sizes[@]} -gt 0 ] || sizes=(2 4 8 12 16 32 64)
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

gen() { # N FIXED > file.c
    cat <<C
#include <pthread.h>
#define N $1
pthread_mutex_t fork_lock[N];
int meals[N];
void *philosopher(void *arg)
{
    int i = (int)(long)arg;
    int left = i, right = (i + 1) % N;
#if $2
    if (left > right) { int t = left; left = right; right = t; }
#endif
    pthread_mutex_lock(&fork_lock[left]);
    pthread_mutex_lock(&fork_lock[right]);
    meals[i] = meals[i] + 1;
    pthread_mutex_unlock(&fork_lock[right]);
    pthread_mutex_unlock(&fork_lock[left]);
    return 0;
}
int main(void)
{
    pthread_t t[N];
    for (int i = 0; i < N; i++)
        pthread_mutex_init(&fork_lock[i], 0);
    for (int i = 0; i < N; i++)
        pthread_create(&t[i], 0, philosopher, (void *)(long)i);
    for (int i = 0; i < N; i++)
        pthread_join(t[i], 0);
    return 0;
}
C
}

run() { # FILE N -> "seconds verdict states"
    local start end out
    start=$(date +%s.%N)
    out=$("$pnbmc" --check deadlock --threads "$2" --stats --timeout "$timeout" \
          ${extra[@]+"${extra[@]}"} "$1" 2>&1)
    end=$(date +%s.%N)
    printf '%.2f %s %s' "$(echo "$end - $start" | bc)" \
        "$(echo "$out" | sed -n 's/^VERDICT: //p')" \
        "$(echo "$out" | sed -n 's/^states //p')"
}

printf '%4s  %-30s  %-30s\n' N "deadlocking: s verdict states" \
    "fixed: s verdict states"
for n in "${sizes[@]}"; do
    gen "$n" 0 > "$tmp/d$n.c"
    gen "$n" 1 > "$tmp/f$n.c"
    printf '%4s  %-30s  %-30s\n' "$n" "$(run "$tmp/d$n.c" "$n")" \
        "$(run "$tmp/f$n.c" "$n")"
done
