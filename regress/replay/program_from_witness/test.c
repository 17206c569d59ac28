/* Spin lock wrappers that prims.txt declares; -D REVERSED makes the
 * second thread take the locks in the opposite order (a deadlock). The
 * witness file records the input, -D REVERSED and prims.txt, so
 * `pnbmc replay w.json` needs nothing else. */
#include <pthread.h>
struct kspin { volatile int word; };
struct kspin a, b;
void k_spin_lock(struct kspin *l)
{
    while (__sync_lock_test_and_set(&l->word, 1)) {
    }
}
void k_spin_unlock(struct kspin *l)
{
    __sync_lock_release(&l->word);
}
void *one(void *arg)
{
    k_spin_lock(&a);
    k_spin_lock(&b);
    k_spin_unlock(&b);
    k_spin_unlock(&a);
    return arg;
}
void *two(void *arg)
{
#ifdef REVERSED
    k_spin_lock(&b);
    k_spin_lock(&a);
#else
    k_spin_lock(&a);
    k_spin_lock(&b);
#endif
    k_spin_unlock(&b);
    k_spin_unlock(&a);
    return arg;
}
int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, one, 0);
    pthread_create(&t2, 0, two, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
