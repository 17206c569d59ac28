/* A witness prints unsigned values unsigned, up to 2^64 - 1 (an atomic
 * counter's wrap-around, nondet results of unsigned types); replay reads
 * them back and reproduces the failure. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

extern unsigned int __VERIFIER_nondet_uint(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
atomic_uint cnt;

static void *worker(void *arg)
{
    (void)arg;
    atomic_fetch_sub(&cnt, 1);
    return 0;
}

int main(void)
{
    unsigned x = __VERIFIER_nondet_uint();
    unsigned long y = __VERIFIER_nondet_ulong();
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    unsigned v = atomic_load(&cnt);
    assert(v != 4294967295u || x != 4294967295u || y != (unsigned long)-1);
    pthread_join(t, 0);
    return 0;
}
