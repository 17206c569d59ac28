// __atomic_store_n/__atomic_load_n with __ATOMIC_SEQ_CST deciding a branch, __atomic_fetch_add relaxed: no race, no atomicity violation.
#include <assert.h>
#include <pthread.h>
#include <stddef.h>
static int flag;
static int cnt;
static void *worker(void *arg)
{
    (void)arg;
    __atomic_fetch_add(&cnt, 1, __ATOMIC_RELAXED);
    __atomic_store_n(&flag, 1, __ATOMIC_SEQ_CST);
    return NULL;
}
int main(void)
{
    pthread_t t;
    int seen = 0;
    pthread_create(&t, NULL, worker, NULL);
    __atomic_fetch_add(&cnt, 1, __ATOMIC_RELAXED);
    __atomic_store_n(&flag, 2, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&flag, __ATOMIC_SEQ_CST) == 1)
        seen = 1;
    pthread_join(t, NULL);
    assert(__atomic_load_n(&cnt, __ATOMIC_RELAXED) == 2);
    return seen;
}
