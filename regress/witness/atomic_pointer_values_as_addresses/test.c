/* Atomic pointer accesses are integer accesses to clang: their values
 * print as addresses all the same (the debug type says pointer). */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

int x;
_Atomic(int *) p;
int *q;
long n;

static void *writer(void *arg)
{
    (void)arg;
    atomic_store(&p, &x);
    __atomic_store_n(&q, &x, __ATOMIC_SEQ_CST);
    __atomic_store_n(&n, 8589934592L, __ATOMIC_SEQ_CST);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    pthread_join(t, 0);
    int *a = atomic_load(&p);
    int *b = __atomic_load_n(&q, __ATOMIC_SEQ_CST);
    assert(a == 0 || b == 0 || __atomic_load_n(&n, __ATOMIC_SEQ_CST) == 0);
    return 0;
}
