// __atomic_store_n/__atomic_load_n of flag deciding a branch, __atomic_fetch_add relaxed: with __ATOMIC_SEQ_CST no race, no atomicity violation; audit_gcc_atomic_bug builds it with -D FLAG_ORDER=__ATOMIC_RELAXED: atomicity violation.
#include <assert.h>
#include <pthread.h>
#include <stddef.h>
#ifndef FLAG_ORDER
#define FLAG_ORDER __ATOMIC_SEQ_CST
#endif
static int flag;
static int cnt;
static void *worker(void *arg)
{
    (void)arg;
    __atomic_fetch_add(&cnt, 1, __ATOMIC_RELAXED);
    __atomic_store_n(&flag, 1, FLAG_ORDER);
    return NULL;
}
int main(void)
{
    pthread_t t;
    int seen = 0;
    pthread_create(&t, NULL, worker, NULL);
    __atomic_fetch_add(&cnt, 1, __ATOMIC_RELAXED);
    __atomic_store_n(&flag, 2, FLAG_ORDER);
    if (__atomic_load_n(&flag, FLAG_ORDER) == 1)
        seen = 1;
    pthread_join(t, NULL);
    assert(__atomic_load_n(&cnt, __ATOMIC_RELAXED) == 2);
    return seen;
}
