#!/usr/bin/env bash
# Scaling benchmark for thread-private locals (model/pointsto.c's
# pta_mark_private): N threads each snprintf into a local struct, copy
# it into a shared array under a mutex; main sorts the array with qsort
# and checks it.  The library model's steps on the locals are private:
# the states grow with the interleavings of the locked sections only.
# Prints the explicit engine's time, verdict and states per N.  A
# benchmark, not a test: CI does not run it.
#   regress/bench/private_locals.sh [--pnbmc PATH] [--timeout SEC] [N...]
set -u
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
pnbmc="$repo/build/pnbmc"
timeout=120
sizes=()
while [ $# -gt 0 ]; do
    case "$1" in
        --pnbmc) pnbmc="$2"; shift 2 ;;
        --timeout) timeout="$2"; shift 2 ;;
        *) sizes+=("$1"); shift ;;
    esac
done
[ ${#sizes[@]} -gt 0 ] || sizes=(2 3 4 5)
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

gen() { # N > file.c
    cat <<C
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#define N $1
typedef struct { int id; char name[12]; } item;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static item items[N];
static int n;
static int by_id(const void *a, const void *b)
{
    return ((const item *)a)->id - ((const item *)b)->id;
}
static void *worker(void *arg)
{
    item it = {0};
    it.id = (int)(long)arg;
    snprintf(it.name, sizeof it.name, "w%d", it.id);
    pthread_mutex_lock(&m);
    items[n++] = it;
    pthread_mutex_unlock(&m);
    return NULL;
}
int main(void)
{
    pthread_t t[N];
    for (long i = 0; i < N; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < N; i++)
        pthread_join(t[i], NULL);
    qsort(items, N, sizeof(item), by_id);
    for (int i = 0; i < N; i++)
        assert(items[i].id == i && items[i].name[1] == '0' + i);
    return 0;
}
C
}

printf '%4s  %8s  %-12s  %s\n' N seconds verdict states
for n in "${sizes[@]}"; do
    gen "$n" > "$tmp/p$n.c"
    start=$(date +%s.%N)
    out=$("$pnbmc" --engine explicit --threads "$n" --stats \
          --timeout "$timeout" "$tmp/p$n.c" 2>&1)
    end=$(date +%s.%N)
    printf '%4s  %8.2f  %-12s  %s\n' "$n" "$(echo "$end - $start" | bc)" \
        "$(echo "$out" | sed -n 's/^VERDICT: //p')" \
        "$(echo "$out" | sed -n 's/^states //p')"
done
