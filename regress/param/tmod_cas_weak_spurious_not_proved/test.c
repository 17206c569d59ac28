/* A failed compare-exchange leaves the value it found in v.  A strong one
 * (-DSTRONG, param/tmod_cas_strong_failure_safe) fails only when that
 * differs from what the thread expected; a weak one may fail spuriously
 * with v unchanged (C11 7.17.7.4). */
#include <pthread.h>
#include <stdatomic.h>
#ifdef STRONG
#define cas atomic_compare_exchange_strong
#else
#define cas atomic_compare_exchange_weak
#endif
extern void reach_error(void);
atomic_uint value;
void *worker(void *arg)
{
    unsigned old = atomic_load(&value);
    unsigned v = old;
    if (old == 0u - 1)
        return arg;
    if (!cas(&value, &v, old + 1) && v == old)
        reach_error();
    return arg;
}
int main(void)
{
    pthread_t t;
    while (1)
        pthread_create(&t, 0, worker, 0);
}
